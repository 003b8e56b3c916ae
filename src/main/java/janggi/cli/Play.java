package janggi.cli;

import janggi.files.DataDirectory;
import janggi.line.LineInput;
import janggi.line.LineMode;
import janggi.line.TerminalInput;
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
