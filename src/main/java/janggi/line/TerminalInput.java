package janggi.line;

import janggi.core.Move;
import janggi.core.Position;
import janggi.files.Log;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.play.Command;
import janggi.play.Table;
import java.io.IOError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.Supplier;
import org.jline.reader.Candidate;
import org.jline.reader.EndOfFileException;
import org.jline.reader.LineReader;
import org.jline.reader.LineReaderBuilder;
import org.jline.reader.UserInterruptException;
import org.jline.terminal.Terminal;
import org.jline.terminal.TerminalBuilder;

/**
 * Lines from a terminal through JLine: editing, tab completion of the legal moves and the
 * commands, and a history kept between games in the data directory. JLine reports a history
 * file it cannot read or write through java.util.logging, which {@link Log} sends to the log
 * file, never to the terminal.
 */
public final class TerminalInput implements LineInput, AutoCloseable {
    private final Terminal terminal;
    private final LineReader reader;
    /** Rings when a clock runs out while the player types. */
    private final ScheduledExecutorService alarms = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "janggi-clock-alarm");
        t.setDaemon(true);
        return t;
    });

    /** @param table the table whose commands and legal moves complete; may supply null before the game starts */
    public TerminalInput(Supplier<Table> table, Path history) throws IOException {
        this(
                TerminalBuilder.builder()
                        .system(true)
                        .encoding(StandardCharsets.UTF_8)
                        .build(),
                table,
                history);
    }

    /** On a given terminal (tests use a scripted one). */
    public TerminalInput(Terminal terminal, Supplier<Table> table, Path history) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .completer((r, line, candidates) -> {
                    candidates.add(new Candidate(DisplayMove.PASS));
                    Table t = table.get();
                    if (t == null) {
                        return;
                    }
                    for (Command c : Command.values()) {
                        if (c.words().size() > 0 && t.honours(c)) {
                            candidates.add(new Candidate(c.word()));
                        }
                    }
                    Table.State state = t.state();
                    if (state.result().isEmpty()) {
                        Position pos = state.position();
                        for (int m : pos.legalMoves()) {
                            if (!Move.isPass(m)) {
                                candidates.add(new Candidate(DisplayMove.of(m)));
                                if (state.look().notation() == MoveNotation.KOREAN) {
                                    candidates.add(new Candidate(
                                            state.look().notation().write(m, pos)));
                                }
                            }
                        }
                    }
                })
                .variable(LineReader.HISTORY_FILE, history)
                .build();
    }

    /**
     * A line from the terminal. With a time limit, an alarm interrupts the reading thread when
     * the time is up, as Ctrl-C would: JLine then gives up the line being typed.
     */
    @Override
    public Read read(String prompt, long waitMs) {
        if (waitMs == Long.MAX_VALUE) {
            return Read.of(readLine(prompt));
        }
        Thread reading = Thread.currentThread();
        AtomicBoolean timeUp = new AtomicBoolean();
        ScheduledFuture<?> alarm = alarms.schedule(
                () -> {
                    timeUp.set(true);
                    reading.interrupt();
                },
                waitMs,
                TimeUnit.MILLISECONDS);
        try {
            return Read.of(reader.readLine(prompt));
        } catch (UserInterruptException | EndOfFileException e) {
            return timeUp.get() ? timedOut() : Read.END;
        } catch (IOError e) {
            if (!timeUp.get()) {
                throw e;
            }
            return timedOut();
        } finally {
            alarm.cancel(false);
            // An alarm that rang as the line came in must not interrupt what follows.
            Thread.interrupted();
        }
    }

    /** The prompt's line ends where the player's typing stopped. */
    private Read timedOut() {
        terminal.writer().println();
        terminal.writer().flush();
        return Read.TIMED_OUT;
    }

    @Override
    public String readLine(String prompt) {
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException | EndOfFileException e) {
            return null;
        }
    }

    @Override
    public int width() {
        return terminal.getWidth() > 0 ? terminal.getWidth() : LineInput.super.width();
    }

    /** Output to the same terminal, so prompts and printed lines interleave properly. */
    public PrintStream output() {
        return new PrintStream(terminal.output(), true, StandardCharsets.UTF_8);
    }

    /** Keeps the history for the next game; a directory that cannot hold it costs the history, not the game. */
    @Override
    public void close() throws IOException {
        try {
            reader.getHistory().save();
        } catch (IOException e) {
            Log.problem("saving the line history", e);
        }
        alarms.shutdownNow();
        terminal.close();
    }
}
