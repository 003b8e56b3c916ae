package janggi.line;

import janggi.core.Move;
import janggi.notation.DisplayMove;
import janggi.play.Session;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
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
 * commands, and a history kept between games in the data directory.
 */
public final class TerminalInput implements LineInput, AutoCloseable {
    private static final List<String> COMMANDS = List.of(
            "help", "undo", "hint", "flip", "level", "new", "save", "load", "fen", "resign", "draw", "quit", "pass");

    private final Terminal terminal;
    private final LineReader reader;

    /** @param session the session whose legal moves complete; may supply null before the game starts */
    public TerminalInput(Supplier<Session> session, Path history) throws IOException {
        this(TerminalBuilder.builder().system(true).build(), session, history);
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
                            }
                        }
                    }
                })
                .variable(LineReader.HISTORY_FILE, history)
                .build();
    }

    @Override
    public String readLine(String prompt) {
        try {
            return reader.readLine(prompt);
        } catch (UserInterruptException | EndOfFileException e) {
            return null;
        }
    }

    /** Output to the same terminal, so prompts and printed lines interleave properly. */
    public PrintStream output() {
        return new PrintStream(terminal.output(), true, StandardCharsets.UTF_8);
    }

    @Override
    public void close() throws IOException {
        reader.getHistory().save();
        terminal.close();
    }
}
