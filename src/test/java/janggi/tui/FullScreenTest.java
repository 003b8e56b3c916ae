package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyType;
import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.Autosave;
import janggi.files.DataDirectory;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.play.Control;
import janggi.play.Opening;
import janggi.play.Session;
import janggi.play.Start;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The full-screen game on Lanterna's virtual terminal, as a player at the keyboard would play it. */
class FullScreenTest extends VirtualTerminalTest {
    private static final String START_ROW_7 = "     7  +-[c]-+--+--+--+--+-[c]-+";
    private static final String HORSE_ON_C7 = "     7  +-[c][n]-+--+--+--+-[c]-+";
    private static final String START_ROW_0 = "     0 (R)(N)(B)(G)-+-(G)(B)(N)(R)";

    private static final Start TWO_PLAYERS = Start.of(RuleSet.JANGGI)
            .withLevel(3)
            .withSides(Control.HUMAN, Control.HUMAN)
            .withSetups(Setup.STANDARD, Setup.STANDARD)
            .withSeed(1L);

    /** The player as Han against the computer as Cho, which moves first. */
    private static final Start AGAINST_THE_COMPUTER = Start.of(RuleSet.JANGGI)
            .withLevel(3)
            .withSides(Control.COMPUTER, Control.HUMAN)
            .withSetups(Setup.STANDARD, Setup.STANDARD)
            .withThreads(1)
            .withSeed(1L);

    private final List<String> failures = new ArrayList<>();

    /** Starts a game on a fresh virtual terminal of this size, on its own thread. */
    private Running<GameScreen.Ending> play(Start start, Path autosave, int columns, int rows) throws Exception {
        Home screen = home(newSeat(columns, rows), true, System::nanoTime, (what, e) -> failures.add(what));
        return new Running<>(() -> screen.play(start, new Autosave(autosave)));
    }

    private Running<GameScreen.Ending> play(Start start, Path autosave) throws Exception {
        return play(start, autosave, 80, 24);
    }

    /** The autosave, in {@code dir}, of a game between two players left after 1. B9-C7. */
    private static Path unfinishedGame(Path dir) {
        DataDirectory data = new DataDirectory(dir);
        try (Session before = Opening.withoutQuestions(TWO_PLAYERS, data)) {
            before.input("B9-C7");
        }
        return data.autosave().file();
    }

    @Test
    void aGameAtTheKeyboard(@TempDir Path dir) throws Exception {
        Path autosave = dir.resolve("autosave.pgn");
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, autosave);

        String s = settled();
        assertTrue(s.contains("     9 [r][n][b][g]-+-[g][b][n][r]") && s.contains("Cho to move"), s);
        assertTrue(row(4).startsWith(START_ROW_7), s);
        assertEquals(
                "Enter: move/pick  arrows: cursor  PgUp/PgDn: moves  help  quit",
                row(23).strip(),
                "no computer to move now");

        type("B9-C7");
        s = settled();
        assertTrue(s.contains(HORSE_ON_C7) && s.contains("Han to move"), s);
        assertTrue(s.contains("Cho played B9-C7."), "with a player on each side, the side is named:\n" + s);

        type("B0-D1");
        assertTrue(settled().contains("'B0-D1': the horse's leg is blocked on C0"), screenText());
        type("xyzzy");
        settled();
        assertEquals(
                "Unknown command 'xyzzy': type help for the commands.",
                messageRows(),
                "garbage refused, with the advice whole");
        assertTrue(screenText().contains("Han to move"), "nothing else changed");

        terminal.setTerminalSize(new TerminalSize(60, 20));
        assertTrue(settled().contains("Terminal too small: need 80x24, have 60x20."), screenText());
        terminal.setTerminalSize(new TerminalSize(80, 24));
        assertTrue(settled().contains(HORSE_ON_C7), screenText());

        type("undo");
        s = settled();
        assertTrue(s.contains(START_ROW_7) && s.contains("Cho to move"), s);

        // The same move with the arrow keys: the cursor starts on E0; up to B9, Enter, then to C7, Enter.
        keys(KeyType.ArrowUp, 9);
        keys(KeyType.ArrowLeft, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("B9 can go to: A7 C7"), screenText());
        keys(KeyType.ArrowRight, 1);
        keys(KeyType.ArrowDown, 2);
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("Cho played B9-C7.") && s.contains(HORSE_ON_C7), s);

        type("hint");
        waitFor("a hint with its reason", t -> t.contains("Hint: ") && t.contains("Han to move"));

        type("quit");
        GameScreen.Ending ending = game.end();
        assertEquals(0, ending.status());
        assertTrue(ending.farewell().startsWith("The game is saved in "), ending.farewell());
        assertTrue(Files.readString(autosave).contains("1. B9-C7 *"), Files.readString(autosave));
    }

    @Test
    void aScreenSeatedOnAnyTerminalReadsThatTerminalsKeys(@TempDir Path dir) throws Exception {
        // As over a network: keys come in on a stream, the screen goes out on another.
        PipedOutputStream keyboard = new PipedOutputStream();
        ByteArrayOutputStream shown = new ByteArrayOutputStream();
        Seat seat = Seat.on(new RemoteTerminal(new PipedInputStream(keyboard), shown, new TerminalSize(80, 24)));
        Home screen = home(seat, true, System::nanoTime, (what, e) -> failures.add(what));
        Running<GameScreen.Ending> game =
                new Running<>(() -> screen.play(TWO_PLAYERS, new Autosave(dir.resolve("autosave.pgn"))));
        keyboard.write("B9-C7\nquit\n".getBytes(StandardCharsets.UTF_8));
        keyboard.flush();
        assertEquals(0, game.end().status());
        assertTrue(Files.readString(dir.resolve("autosave.pgn")).contains("1. B9-C7 *"));
        assertTrue(shown.toString(StandardCharsets.UTF_8).contains("Janggi"), "the screen went out on the stream");
        keyboard.close();
    }

    @Test
    void theHelpIsAPageWhoseEveryLineFitsAt80x24(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("help");
        String s = settled();
        assertTrue(s.contains("Commands: help, undo, hint"), s);
        for (String line : s.lines().toList()) {
            assertFalse(line.endsWith("~"), "cut: " + line + "\n" + s);
        }
        keys(KeyType.Escape, 1);
        assertTrue(settled().contains("Cho to move"), "Esc closes the help:\n" + screenText());
        ctrl('c');
        game.end();
    }

    @Test
    void aLargerWindowIsUsedBeyond80x24(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"), 120, 40);
        settled();
        type("B9-C7");
        String s = settled();
        List<String> rows = s.lines().toList();
        boolean beyond = rows.subList(24, rows.size()).stream().anyMatch(r -> !r.isBlank())
                || rows.stream().anyMatch(r -> r.length() > 80);
        assertTrue(beyond, "nothing drawn beyond column 80 or row 24:\n" + s);
        assertEquals(">", row(38), "the input line is at the window's foot:\n" + s);
        assertTrue(row(39).contains("PgUp/PgDn: moves"), "the wide keys fit:\n" + s);
        ctrl('c');
        game.end();
    }

    @Test
    void aLoadedGameShowsWhyItEndedAndItsMovesScrollBackWithPageUp(@TempDir Path dir) throws Exception {
        Path long_ = dir.resolve("long.uci");
        Files.writeString(
                long_,
                "position startpos moves "
                        + Files.readString(Path.of("src/test/resources/games/uci/fairy-stockfish-bikjang.txt")));
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("load " + long_);
        String s = settled();
        assertTrue(s.contains("Loaded "), s);
        assertTrue(s.contains("Game over: Cho wins on points 57 : 7.5\n") && s.contains("after bikjang."), s);
        assertFalse(s.contains("  1. E2-E3"), "the first moves are out of view:\n" + s);
        keys(KeyType.PageUp, 10);
        s = settled();
        assertTrue(s.contains("  1. "), "paged back to the first move:\n" + s);
        assertTrue(s.contains("(PgUp/PgDn)"), "later moves are out of view, and it says so:\n" + s);
        keys(KeyType.PageDown, 10);
        assertFalse(settled().contains("  1. "), screenText());
        ctrl('c');
        game.end();
    }

    @Test
    void theEndOfTheGameLeavesTheBoardInViewWithItsReason(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("resign");
        press('y');
        String s = settled();
        assertTrue(s.contains("Game over: Han wins by resignation."), s);
        for (int r = 0; r < 20; r++) {
            assertTrue(row(r).startsWith("     "), "the board's row " + r + " is whole:\n" + s);
        }
        assertTrue(row(18).startsWith(START_ROW_0), s);
        ctrl('c');
        game.end();
    }

    @Test
    void analyseAfterTheEndShowsTheGameWithTheEnginesAnalysisAndQuitsBackToIt(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("B9-C7");
        type("analyse");
        assertTrue(
                settled().contains("analyse shows the game with the engine's analysis once it is over"), screenText());
        type("resign");
        press('y');
        settled();
        type("analyze");
        String s = waitFor("the analysis", t -> t.contains("Move 1/1: B9-C7") && t.contains("Engine"));
        assertTrue(s.contains("a: analysis  q: back"), "no playing on from the game on the board:\n" + s);
        press('b');
        waitFor("no branching off", t -> t.contains("Not a key here"));
        press('q');
        waitFor("the game again", t -> t.contains("Game over: Cho wins by resignation."));
        ctrl('c');
        game.end();
        assertTrue(failures.isEmpty(), failures.toString());
    }

    @Test
    void fenShowsThePositionOnTheMessageRows(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("B9-C7");
        type("fen");
        settled();
        Game played = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        played.play(MoveNotation.read("B9-C7", played.position()));
        assertEquals(Fen.of(played.position()), messageRows());
        ctrl('c');
        game.end();
    }

    /** Korean Random Chess, Cho to move, its soldier on B1 and one of its chariots lost. */
    static final String KRC_SOLDIER_ON_B1 = "1nba1abnr/1P2k4/7c1/r8/2p6/4p1p1p/2P1P1P1P/1C5C1/4K4/1NBA1ABNR w - - 0 9";

    @Test
    void aKrcSoldierPickedWithTheCursorOntoTheLastRowWaitsForThePieceItBecomes(@TempDir Path dir) throws Exception {
        RuleSet krc = RuleSet.named("krc").orElseThrow();
        Start start = Start.of(krc)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withGame(Game.from(Fen.parse(KRC_SOLDIER_ON_B1, krc)));
        Running<GameScreen.Ending> game = play(start, dir.resolve("autosave.pgn"));
        settled();
        // From E0 at the bottom's middle up to B1, Enter; then down to B0, Enter.
        keys(KeyType.ArrowUp, 1);
        keys(KeyType.ArrowLeft, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("B1 can go to: B0=R A1 C1"), screenText());
        keys(KeyType.ArrowDown, 1);
        keys(KeyType.Enter, 1);
        String s = settled();
        assertTrue(s.contains("Promotion: type the piece to become (R), then Enter."), s);
        assertEquals("> B1-B0=", row(22), s);
        type("R");
        s = settled();
        assertTrue(s.contains("Cho played B1-B0=R."), s);
        assertTrue(row(18).startsWith("     0  +-[r](B)"), "the soldier is a chariot now:\n" + s);
        ctrl('c');
        game.end();
    }

    @Test
    void escClearsTheLineThenThePieceThenMovesNowAndTabMovesNow(@TempDir Path dir) throws Exception {
        Start slow = AGAINST_THE_COMPUTER.withLevel(10);
        Running<GameScreen.Ending> game = play(slow, dir.resolve("autosave.pgn"));
        waitFor("the computer thinking", s -> s.contains("Computer, "));
        assertTrue(row(23).contains("Esc/Tab: move now"), screenText());
        type("zz");
        settled();
        press('a');
        press('b');
        keys(KeyType.Escape, 1);
        settled();
        assertEquals(">", row(22), "Esc clears the typed text first");
        keys(KeyType.Escape, 1);
        waitFor("the computer's move, made at once", s -> s.contains("Computer plays "));
        // Han's turn: pick the horse on B0 with the cursor, then Esc lets it go.
        keys(KeyType.ArrowLeft, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("B0 can go to"), screenText());
        keys(KeyType.Escape, 1);
        settled();
        type("B0-C2");
        waitFor("the computer thinking again", s -> s.contains("Computer, ") && s.contains("You played B0-C2."));
        keys(KeyType.Tab, 1);
        waitFor("the computer's second move", s -> s.lines().anyMatch(r -> r.contains("  2. ")));
        ctrl('c');
        game.end();
    }

    @Test
    void aMoveTypedWhileTheComputerThinksIsPlayedOnThePlayersTurn(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(AGAINST_THE_COMPUTER.withLevel(10), dir.resolve("autosave.pgn"));
        waitFor("the computer thinking", s -> s.contains("Computer, "));
        type("B0-C2");
        assertTrue(settled().contains("Kept B0-C2"), screenText());
        keys(KeyType.Tab, 1);
        waitFor(
                "the kept move played after the computer's",
                s -> s.contains("Then your kept move B0-C2") && s.contains("  1. "));
        assertTrue(screenText().contains("(N)"), screenText());
        ctrl('c');
        game.end();
    }

    @Test
    void aMovePickedWithTheCursorWhileTheComputerThinksIsKeptToo(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(AGAINST_THE_COMPUTER.withLevel(10), dir.resolve("autosave.pgn"));
        waitFor("the computer thinking", s -> s.contains("Computer, "));
        // The cursor starts on E0: left to B0, Enter; up two and right one to C2, Enter.
        keys(KeyType.ArrowLeft, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("Picked B0"), screenText());
        keys(KeyType.ArrowUp, 2);
        keys(KeyType.ArrowRight, 1);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("Kept B0-C2"), screenText());
        keys(KeyType.Tab, 1);
        waitFor("the kept move played", s -> s.contains("Then your kept move B0-C2"));
        ctrl('c');
        game.end();
    }

    @Test
    void enterOnAnotherOfOnesOwnPiecesPicksThatOne(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        // Cho is to move, at the top: B9 is row 0, column 1; H9 is column 7.
        keys(KeyType.ArrowUp, 9);
        keys(KeyType.ArrowLeft, 3);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("B9 can go to"), screenText());
        keys(KeyType.ArrowRight, 6);
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains("H9 can go to: G7 I7"), screenText());
        ctrl('c');
        game.end();
    }

    @Test
    void theInputLineEditsAsInAShell(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        for (char c : "level 9 B9-C7".toCharArray()) {
            press(c);
        }
        ctrl('w');
        settled();
        assertEquals("> level 9", row(22));
        ctrl('a');
        ctrl('k');
        for (char c : "B9C7".toCharArray()) {
            press(c);
        }
        keys(KeyType.ArrowLeft, 2);
        press('-');
        keys(KeyType.End, 1);
        settled();
        assertEquals("> B9-C7", row(22));
        keys(KeyType.Enter, 1);
        assertTrue(settled().contains(HORSE_ON_C7), screenText());
        for (char c : "undo".toCharArray()) {
            press(c);
        }
        keys(KeyType.Home, 1);
        press('x');
        settled();
        assertEquals("> xundo", row(22));
        ctrl('e');
        ctrl('u');
        settled();
        assertEquals(">", row(22));
        ctrl('c');
        game.end();
    }

    @Test
    void hanChoosesASetupOnABoardThatShowsIt(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.COMPUTER, Control.HUMAN)
                .withSeed(1L);
        Running<GameScreen.Ending> game = play(start, dir.resolve("autosave.pgn"));
        String s = settled();
        assertTrue(s.contains("Han: horse/elephant setup for files B C G H"), s);
        assertTrue(s.contains("Han sets up first, then Cho."), s);
        assertTrue(row(18).startsWith(START_ROW_0), "the usual setup until one is typed:\n" + s);
        assertTrue(row(0).startsWith("     9 [r][?][?][g]-+-[g][?][?][r]"), "Cho chooses after Han:\n" + s);
        assertFalse(s.contains("Random") || s.contains("krc"), "nothing of Korean Random Chess:\n" + s);

        for (char c : "BNNB".toCharArray()) {
            press(c);
        }
        assertTrue(settled().contains("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)"), "the board as typed:\n" + screenText());
        keys(KeyType.Backspace, 4);
        keys(KeyType.ArrowDown, 2);
        assertTrue(settled().contains("> BNBN"), "Down goes through the setups in order:\n" + screenText());
        keys(KeyType.Backspace, 4);

        type("help");
        assertTrue(settled().contains("NBBN  horse, elephant, elephant, horse"), screenText());
        keys(KeyType.Escape, 1);
        settled();

        type("NNBB");
        s = settled();
        assertTrue(s.contains("'NNBB' is not a setup: type NBBN, NBNB, BNBN or BNNB"), s);
        assertFalse(s.contains("Random"), s);
        type("BNNB");
        String play = waitFor("the computer's opening move", t -> t.contains("Computer plays "));
        assertTrue(play.contains("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)"), play);
        assertFalse(play.contains("not a setup"), "the refusal is gone once the game starts:\n" + play);
        ctrl('c');
        game.end();
    }

    @Test
    void ctrlCBeforeTheGameLeavesWithoutOne(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI).withSides(Control.COMPUTER, Control.HUMAN);
        Running<GameScreen.Ending> game = play(start, dir.resolve("autosave.pgn"));
        settled();
        ctrl('c');
        assertEquals(new GameScreen.Ending(0, ""), game.end());
        assertFalse(Files.exists(dir.resolve("autosave.pgn")));
    }

    @Test
    void aGameThatCannotBeSavedSaysSoUntilItIsAndLeavesWithStatus3(@TempDir Path dir) throws Exception {
        // The data directory is a plain file: every save fails, and the game goes on.
        Path data = dir.resolve("janggi");
        Files.writeString(data, "");
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, data.resolve("autosave.pgn"));
        settled();
        type("B9-C7");
        String s = settled();
        assertTrue(s.contains("NOT saved:") && s.contains("file, not a directory") && s.contains("1. B9-C7"), s);
        type("xyzzy");
        settled();
        assertEquals("Unknown command 'xyzzy': type help for the commands.", messageRows(), screenText());
        assertTrue(screenText().contains("NOT saved:"), "the problem stays in the panel:\n" + screenText());
        ctrl('c');
        GameScreen.Ending ending = game.end();
        assertEquals(3, ending.status());
        assertTrue(
                ending.farewell().contains("NOT saved") && ending.farewell().contains("1. B9-C7"), ending.farewell());
    }

    @Test
    void newAndResignAskFirstAndYOrEnterConfirm(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, dir.resolve("autosave.pgn"));
        settled();
        type("B9-C7");
        type("new");
        String s = settled();
        assertTrue(s.contains("Start a new game? This one stays in the library. [Y/n]"), s);
        assertTrue(row(23).startsWith("y or Enter: yes"), s);
        assertTrue(s.contains(HORSE_ON_C7), "the board stays in view while the question waits:\n" + s);
        press('n');
        // An Enter after the letter, as the questions before a game take answers, is let go.
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("Play on.") && s.contains(HORSE_ON_C7), s);
        type("resign");
        assertTrue(settled().contains("Resign as Han? [Y/n]"), screenText());
        keys(KeyType.Escape, 1);
        assertTrue(settled().contains("Play on."), screenText());
        type("new");
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("New game.") && s.contains(START_ROW_7), s);
        type("resign");
        press('y');
        assertTrue(settled().contains("Game over: Han wins by resignation."), screenText());
        type("games");
        s = settled();
        assertTrue(s.contains("Games in ") && s.contains("Esc, q or Enter: back"), "the library as a page:\n" + s);
        keys(KeyType.Escape, 1);
        type("resume 1");
        s = settled();
        assertTrue(s.contains("Resumed game 1") && s.contains(HORSE_ON_C7), s);
        ctrl('c');
        game.end();
    }

    @Test
    void aGameOpenInAnotherJanggiIsSaidOnTheFirstScreen(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        try (Session other = Opening.withoutQuestions(TWO_PLAYERS, data)) {
            other.input("B9-C7");
            Running<GameScreen.Ending> game = play(TWO_PLAYERS, data.autosave().file());
            String s = settled();
            assertTrue(s.contains("This game is open in another janggi (pid "), s);
            assertTrue(s.contains("Enter for a new game, or the number of a game above:"), s);
            keys(KeyType.Enter, 1);
            s = settled();
            assertTrue(s.contains("Cho to move") && s.contains(START_ROW_7), s);
            ctrl('c');
            game.end();
        }
    }

    @Test
    void theUnfinishedGameIsOfferedAndEnterResumesIt(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(TWO_PLAYERS, unfinishedGame(dir));
        String s = settled();
        assertTrue(
                s.matches("(?s).*Resume the unfinished janggi game \\(1 move\\)\\? \\[Y/n\\]\n\n.*Declining keeps.*"),
                "the question, then what declining means:\n" + s);
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("Resumed the unfinished game") && s.contains(HORSE_ON_C7), s);
        ctrl('c');
        game.end();
    }

    @Test
    void aMoveTypedAtOnceAfterDecliningTheUnfinishedGameIsPlayedInTheNewOne(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(AGAINST_THE_COMPUTER, unfinishedGame(dir));
        assertTrue(settled().contains("Resume the unfinished janggi game"), screenText());
        // Typed ahead, as a quick typist does: the keys wait while the game is set up and the computer moves first.
        type("n");
        type("B0-C2");
        waitFor(
                "the move typed ahead played after the computer's first move",
                s -> s.lines().anyMatch(r -> r.matches(".*  1\\. \\S+  B0-C2$")));
        ctrl('c');
        game.end();
    }

    @Test
    void choChoosesOnTheBoardHanHasChosen(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L);
        Running<GameScreen.Ending> game = play(start, dir.resolve("autosave.pgn"));
        assertTrue(settled().contains("Han: horse/elephant setup"), screenText());
        type("BNNB");
        String s = settled();
        assertTrue(s.contains("Cho: horse/elephant setup") && s.contains("Han has set up; now Cho."), s);
        assertTrue(s.contains("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)"), "Han's choice on the board:\n" + s);
        for (char c : "NBNB".toCharArray()) {
            press(c);
        }
        assertTrue(settled().contains("     9 [r][n][b][g]-+-[g][n][b][r]"), "Cho's as typed:\n" + screenText());
        keys(KeyType.Enter, 1);
        s = settled();
        assertTrue(s.contains("Cho to move") && s.contains("     9 [r][n][b][g]-+-[g][n][b][r]"), s);
        ctrl('c');
        game.end();
    }

    @Test
    void ctrlCLeavesTheGameSaved(@TempDir Path dir) throws Exception {
        Path autosave = dir.resolve("autosave.pgn");
        Running<GameScreen.Ending> game = play(AGAINST_THE_COMPUTER, autosave);
        waitFor("the computer's move", s -> s.contains("Computer plays "));
        type("B0-C2");
        waitFor("the computer's second move", s -> s.contains("  2. "));
        ctrl('c');
        assertEquals(0, game.end().status());
        Autosave.Found saved = (Autosave.Found) new Autosave(autosave).read();
        assertEquals(3, saved.record().game().moves().size());
    }

    @Test
    void aHintFollowedAtOnceByAMoveNeverStopsTheComputer(@TempDir Path dir) throws Exception {
        Start start = AGAINST_THE_COMPUTER.withLevel(6);
        Running<GameScreen.Ending> game = play(start, dir.resolve("autosave.pgn"));
        waitFor("the computer's move", s -> s.contains("Computer plays "));
        for (int i = 0; i < 6; i++) {
            type("hint");
            type(i % 2 == 0 ? "B0-C2" : "H0-G2");
            waitFor("the computer thinking " + i, s -> s.contains("Computer, "));
            // Tab hurries the computer; a stale hint it had to wait for would show as no reply at all.
            keys(KeyType.Tab, 1);
            waitFor("the computer's reply " + i, s -> s.contains("Computer plays ") && s.contains("Han to move"));
            type("undo");
            settled();
        }
        assertTrue(failures.isEmpty(), failures.toString());
        ctrl('c');
        game.end();
    }

    private String messageRows() {
        return (row(20).strip() + " " + row(21).strip()).strip();
    }
}
