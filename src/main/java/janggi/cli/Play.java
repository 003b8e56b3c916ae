package janggi.cli;

import janggi.files.DataDirectory;
import janggi.line.LineInput;
import janggi.line.LineMode;
import janggi.line.TerminalInput;
import janggi.play.ExitStatus;
import janggi.play.LocalTable;
import janggi.play.Opening;
import janggi.play.Session;
import janggi.play.Start;
import janggi.play.Table;
import janggi.text.Texts;
import janggi.tui.Colours;
import janggi.tui.GameScreen;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;

/** Starts a game in the right front end: full screen on a terminal, line mode otherwise. */
final class Play {
    private Play() {}

    /** Plays {@code start} in the language of {@code texts}, the words of the command line. */
    static int run(Start start, boolean plain, boolean mono, Texts texts) throws Exception {
        return run(start.withLanguage(texts.language()), plain, mono);
    }

    private static int run(Start start, boolean plain, boolean mono) throws Exception {
        boolean interactive = System.console() != null;
        boolean dumb = "dumb".equals(System.getenv("TERM"));
        if (!interactive) {
            return pipe(start);
        }
        if (plain || dumb) {
            return lineOnTerminal(start);
        }
        return GameScreen.play(
                start,
                mono || Colours.none(System.getenv()),
                DataDirectory.standard().autosave());
    }

    /**
     * Sits the player at {@code table} (lessons, puzzles) in the right front end, until they
     * leave: the full screen, or line mode with {@code plain}, on a dumb terminal, or from a pipe.
     */
    static int run(Table table, boolean plain, boolean mono, String greeting) throws Exception {
        if (System.console() == null) {
            PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
            new LineMode(table, LineInput.of(System.in, out, table.texts()), out).run();
            return ExitStatus.DONE;
        }
        if (plain || "dumb".equals(System.getenv("TERM"))) {
            try (TerminalInput input =
                    new TerminalInput(() -> table, DataDirectory.standard().lineHistory())) {
                new LineMode(table, input, input.output()).run();
            }
            return ExitStatus.DONE;
        }
        GameScreen.show(table, mono || Colours.none(System.getenv()), greeting);
        return ExitStatus.DONE;
    }

    /** Moves from a pipe: no questions, a fixed seed, kept out of the library; the same output every time. */
    private static int pipe(Start start) {
        Session session = Opening.withoutQuestions((start.seed() != null ? start : start.withSeed(1L)), null);
        PrintStream out = new PrintStream(System.out, true, StandardCharsets.UTF_8);
        return new LineMode(LocalTable.of(session), LineInput.of(System.in, out, session.texts()), out).run();
    }

    private static int lineOnTerminal(Start start) throws Exception {
        DataDirectory data = DataDirectory.standard();
        Table[] table = new Table[1];
        try (TerminalInput input = new TerminalInput(() -> table[0], data.lineHistory())) {
            PrintStream out = input.output();
            try (Session playing = LineMode.open(start, data, input, out)) {
                table[0] = LocalTable.of(playing);
                return new LineMode(table[0], input, out).run();
            }
        }
    }
}
