package janggi.line;

import janggi.core.Move;
import janggi.files.Log;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.play.Session;
import java.io.IOError;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
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
    private static final List<String> COMMANDS = List.of(
            "help", "undo", "hint", "flip", "level", "new", "save", "load", "games", "resume", "fen", "resign", "draw",
            "quit", "pass", "pause", "clock", "pieces");

    private final Terminal terminal;
    private final LineReader reader;
    /** Rings when a clock runs out while the player types. */
    private final ScheduledExecutorService alarms = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "janggi-clock-alarm");
        t.setDaemon(true);
        return t;
    });

    /** @param session the session whose legal moves complete; may supply null before the game starts */
    public TerminalInput(Supplier<Session> session, Path history) throws IOException {
        this(
                TerminalBuilder.builder()
                        .system(true)
                        .encoding(StandardCharsets.UTF_8)
                        .build(),
                session,
                history);
    }

    /** On a given terminal (tests use a scripted one). */
    public TerminalInput(Terminal terminal, Supplier<Session> session, Path history) {
        this.terminal = terminal;
        this.reader = LineReaderBuilder.builder()
                .terminal(terminal)
                .completer((r, line, candidates) -> {
                    for (String c : COMMANDS) {
                        candidates.add(new Candidate(c));
                    }
                    Session s = session.get();
                    if (s != null) {
                        for (int m : s.game().legalMoves()) {
                            if (!Move.isPass(m)) {
                                candidates.add(new Candidate(DisplayMove.of(m)));
                                if (s.look().notation() == MoveNotation.KOREAN) {
                                    candidates.add(
                                            new Candidate(s.write(m, s.game().position())));
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
