package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.play.Autosave;
import janggi.play.Session;
import janggi.play.Start;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The full-screen game driven through Lanterna's virtual terminal, as a player at the keyboard would. */
class FullScreenTest extends VirtualTerminalTest {
    private static final String START_ROW_7 = "     7  +-[c]-+--+--+--+--+-[c]-+";
    private static final String HORSE_ON_C7 = "     7  +-[c][n]-+--+--+--+-[c]-+";

    /** Starts a game on a fresh 80x24 virtual terminal; {@code status} receives its exit status. */
    private Thread startGame(Start start, Path autosave, boolean mono, AtomicInteger status) throws Exception {
        TerminalScreen screen = newScreen();
        Thread game = new Thread(() -> {
            try {
                status.set(new FullScreen(screen, mono).run(start, new Autosave(autosave)));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        // A failed test must not leave the game waiting for keys and the test run alive.
        game.setDaemon(true);
        game.start();
        return game;
    }

    @Test
    void aGameAtTheKeyboard(@TempDir Path dir) throws Exception {
        Path autosave = dir.resolve("autosave.pgn");
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(3)
                .withSides(Session.Control.HUMAN, Session.Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L);
        AtomicInteger status = new AtomicInteger(-1);
        Thread game = startGame(start, autosave, true, status);

        waitFor("the board", s -> s.contains("     9 [r][n][b][g]-+-[g][b][n][r]") && s.contains("Cho to move"));
        // Read through waitFor: a single read could fall between Lanterna's clear and redraw.
        waitFor(
                "row 7 of the opening",
                s -> s.lines().skip(4).findFirst().orElse("").startsWith(START_ROW_7));

        type("B9-C7");
        waitFor("the horse on C7", s -> s.contains(HORSE_ON_C7));
        waitFor("Han's turn", s -> s.contains("Han to move"));

        type("B0-D1");
        waitFor("the reason the move is refused", s -> s.contains("'B0-D1': the horse's leg is blocked on C0"));
        type("xyzzy");
        waitFor(
                "garbage refused, with the advice whole",
                s -> messageRows(s)
                        .equals(
                                "'xyzzy' is not a move: type it as B0-C2 (from, to) or pass (type help for the commands)"));
        assertTrue(screenText().contains("Han to move"), "nothing else changed");

        terminal.setTerminalSize(new TerminalSize(60, 20));
        waitFor("the too-small message", s -> s.contains("Terminal too small: need 80x24, have 60x20."));
        terminal.setTerminalSize(new TerminalSize(80, 24));
        waitFor("the board again", s -> s.contains(HORSE_ON_C7));

        type("undo");
        waitFor("the move taken back", s -> s.contains(START_ROW_7) && s.contains("Cho to move"));

        // The same move with the arrow keys: the cursor starts on E0; up to B9, Enter, then to C7, Enter.
        keys(KeyType.ArrowUp, 9);
        keys(KeyType.ArrowLeft, 3);
        terminal.addInput(new KeyStroke(KeyType.Enter));
        waitFor("the horse's destinations", s -> s.contains("B9 can go to: A7 C7"));
        keys(KeyType.ArrowRight, 1);
        keys(KeyType.ArrowDown, 2);
        terminal.addInput(new KeyStroke(KeyType.Enter));
        waitFor("the move played with the cursor", s -> s.contains("You played B9-C7.") && s.contains(HORSE_ON_C7));

        type("help");
        waitFor("the help screen", s -> s.contains("Commands: help, undo, hint"));
        terminal.addInput(new KeyStroke(' ', false, false));
        waitFor("the game again", s -> s.contains(HORSE_ON_C7));

        type("hint");
        waitFor("a hint with its reason", s -> s.contains("Hint: ") && s.contains("Han to move"));

        type("quit");
        game.join(10_000);
        assertEquals(0, status.get());
        assertTrue(Files.readString(autosave).contains("1. B9-C7 *"), Files.readString(autosave));
    }

    @Test
    void hanChoosesASetupBeforeTheGame(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Session.Control.COMPUTER, Session.Control.HUMAN)
                .withSeed(1L);
        Thread game = startGame(start, dir.resolve("autosave.pgn"), true, new AtomicInteger());
        waitFor("Han's setup question", s -> s.contains("Han: horse/elephant setup for files B C G H"));
        type("NNBB");
        waitFor(
                "why NNBB is refused, to its last word",
                s -> s.contains("needs one horse and one elephant on each wing") && s.contains("\n  G-H)\n"));
        type("BNNB");
        waitFor("Han's chosen back rank", s -> s.contains("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)"));
        waitFor("the computer's opening move", s -> s.contains("Computer plays "));
        terminal.addInput(new KeyStroke('c', true, false));
        game.join(10_000);
    }

    @Test
    void aFailingAutosaveIsShownBesideTheMovesAndTheMessageRowsStayFree(@TempDir Path dir) throws Exception {
        // The data directory is a plain file: every save fails, and the game goes on.
        Path data = dir.resolve("janggi");
        Files.writeString(data, "");
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(3)
                .withSides(Session.Control.HUMAN, Session.Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L);
        Thread game = startGame(start, data.resolve("autosave.pgn"), true, new AtomicInteger());
        waitFor("the board", s -> s.contains("Cho to move"));
        type("B9-C7");
        waitFor("the autosave problem in the panel", s -> row(s, 17).contains("NOT saved") && s.contains("1. B9-C7"));
        type("xyzzy");
        waitFor(
                "the refusal on the two message rows",
                s -> messageRows(s).startsWith("'xyzzy' is not a move")
                        && messageRows(s).endsWith("(type help for the commands)")
                        && row(s, 17).contains("NOT saved"));
        terminal.addInput(new KeyStroke('c', true, false));
        game.join(10_000);
    }

    private static String row(String screen, int row) {
        return screen.lines().skip(row).findFirst().orElse("");
    }

    /** The two rows above the prompt, read as one line. */
    private static String messageRows(String screen) {
        return (row(screen, 20).strip() + " " + row(screen, 21).strip()).strip();
    }

    @Test
    void messagesTakeOneRowOrTwoAndNeverMore() {
        assertEquals(List.of("You played B9-C7."), FullScreen.messageRows("You played B9-C7.\nsecond line"));
        String refusal = "'xyzzy' is not a move: type it as B0-C2 (from, to) or pass (type help for the commands)";
        List<String> two = FullScreen.messageRows(refusal);
        assertEquals(2, two.size());
        assertEquals(refusal, String.join(" ", two));
        List<String> clipped = FullScreen.messageRows("word ".repeat(60));
        assertEquals(2, clipped.size());
        assertTrue(clipped.get(1).endsWith("~"), clipped.get(1));
        for (String row : FullScreen.messageRows("장기 ".repeat(40))) {
            assertTrue(TerminalTextUtils.getColumnWidth(row) <= FullScreen.WIDTH, row);
        }
    }

    @Test
    void ctrlCLeavesTheGameSaved(@TempDir Path dir) throws Exception {
        Path autosave = dir.resolve("autosave.pgn");
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(3)
                .withSides(Session.Control.HUMAN, Session.Control.COMPUTER)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L);
        Thread game = startGame(start, autosave, false, new AtomicInteger());
        waitFor("the board", s -> s.contains("Cho to move"));
        type("B9-C7");
        waitFor("the computer's reply", s -> s.contains("Computer plays "));
        terminal.addInput(new KeyStroke('c', true, false));
        game.join(10_000);
        assertTrue(!game.isAlive(), "Ctrl-C ends the game");
        Autosave.Found saved = (Autosave.Found) new Autosave(autosave).read();
        assertEquals(2, saved.record().game().moves().size());
    }
}
