package janggi.line;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.files.Autosave;
import janggi.files.DataDirectory;
import janggi.files.Library;
import janggi.files.Settings;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.play.Control;
import janggi.play.ExitStatus;
import janggi.play.LocalTable;
import janggi.play.Look;
import janggi.play.Opening;
import janggi.play.Session;
import janggi.play.Start;
import janggi.text.Language;
import janggi.text.LineReader;
import janggi.text.Wrap;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.jline.terminal.Size;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LineModeTest {

    private static Session session(Control cho, Control han, DataDirectory data) {
        return Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI).withLevel(3).withSides(cho, han).withSeed(1L), data);
    }

    /** Plays a script as from a pipe; returns {exit status, transcript}. */
    private static Object[] play(Session session, String script) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        InputStream in = new ByteArrayInputStream(script.getBytes(StandardCharsets.UTF_8));
        int status = new LineMode(LocalTable.of(session), LineInput.of(in, out, session.texts()), out).run();
        return new Object[] {status, bytes.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void aLineLongerThanTheLimitIsSkippedWithOneLineAndPlayGoesOn() {
        String endless = "B".repeat(LineReader.MAX_BYTES + 1);
        Object[] r = play(session(Control.HUMAN, Control.HUMAN, null), endless + "\nB9-C7\nquit\n");
        String out = (String) r[1];
        assertTrue(out.contains("line 1 is longer than 65536 bytes; ignored"), out);
        assertTrue(out.contains("Cho played 1. B9-C7."), out);
        assertFalse(out.contains("BBBB"), "the long line is never echoed");
    }

    @Test
    void twoPlayersFromAPipe() {
        Object[] r = play(session(Control.HUMAN, Control.HUMAN, null), "B9-C7\nB0-C2\nquit\n");
        String out = (String) r[1];
        assertEquals(ExitStatus.DONE, r[0]);
        assertTrue(out.contains("Cho to move> B9-C7"), out);
        assertTrue(out.contains("     7  +-[c][n]-+--+--+--+-[c]-+"), "Cho's horse on C7:\n" + out);
        assertTrue(out.contains("     2  +-(C)(N)-+--+--+--+-(C)-+"), "Han's horse on C2:\n" + out);
        assertTrue(out.contains("Han played 1... B0-C2. Cho to move. Points: Cho 72, Han 73.5."), out);
    }

    @Test
    void aGameFromAFenSavedAndLoadedInAnotherFormat(@TempDir Path dir) throws IOException {
        String fen = "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(3)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L)
                .withGame(Game.from(Fen.parse(fen, RuleSet.JANGGI)));
        Path saved = dir.resolve("game.uci");
        Object[] r = play(
                Opening.withoutQuestions(start, null),
                "fen\nD9-E9\nsave " + saved + "\nload " + saved + "\nfen\nquit\n");
        String out = (String) r[1];
        assertTrue(out.contains(fen), out);
        assertTrue(out.contains("Saved to " + saved + " (uci)."), out);
        assertTrue(out.contains("Loaded " + saved + "."), out);
        assertTrue(out.contains("4k4/9/9/9/9/9/9/9/4A4/4K4 b - - 1 1"), "the loaded game continues: " + out);
        Path two = dir.resolve("two.uci");
        Files.writeString(two, "position startpos moves b1c3\nposition startpos moves i4h4 a7a6\n");
        Start plain = Start.of(RuleSet.JANGGI)
                .withLevel(3)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L);
        String loaded = (String)
                play(Opening.withoutQuestions(plain, null), "load " + two + " 2\nload " + two + " 3\nquit\n")[1];
        assertTrue(loaded.contains("Loaded " + two + " (game 2 of 2)."), loaded);
        assertTrue(loaded.contains("Han played 1... A3-A4. Cho to move."), loaded);
        assertTrue(loaded.contains(two + " holds 2 games."), loaded);
    }

    @Test
    void koreanRandomChessDrawsItsWingsAndPromotesAsTyped() {
        Start start = Start.of(RuleSet.KRC)
                .withLevel(3)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L);
        Session session = Opening.withoutQuestions(start, null);
        assertEquals(session.game().setup(Side.CHO), session.game().setup(Side.HAN));
        assertEquals(
                session.game().setup(Side.CHO),
                Opening.withoutQuestions(start, null).game().setup(Side.CHO),
                "the same seed draws the same wings");
        Session promoting = Opening.withoutQuestions(
                Start.of(RuleSet.KRC)
                        .withLevel(3)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSeed(1L)
                        .withGame(Game.from(Fen.parse("3k5/P8/9/9/9/9/9/9/9/4K4 w - - 0 1", RuleSet.KRC))),
                null);
        String out = (String) play(promoting, "A1\nA1-A0\nA1-A0=R\nfen\nhelp\nnew\nquit\n")[1];
        assertTrue(out.contains("A1 can go to: A0=G/B/N/R/C B1"), "each point once, with what it may become: " + out);
        assertTrue(
                out.contains("G guard (one step in 8 directions, anywhere;"),
                "the help describes krc's pieces: " + out);
        assertTrue(out.contains("New game. The wings are drawn as "), out);
        assertTrue(
                out.contains("! 'A1-A0': a soldier reaching the last row must become one of your captured\npieces"),
                "broken between words at 80 columns: " + out);
        assertTrue(out.contains("R2k5/9/9/9/9/9/9/9/9/4K4 b"), "the soldier became a chariot: " + out);
        Session banzai = Opening.withoutQuestions(
                Start.of(RuleSet.KRC)
                        .withLevel(3)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSeed(1L)
                        .withGame(Game.from(Fen.parse("4k4/9/9/9/4p4/4A4/9/9/9/4K4 w - - 0 1", RuleSet.KRC))),
                null);
        out = (String) play(banzai, "E9-D9\nquit\n")[1];
        assertTrue(out.contains("Cho to move - BANZAI: guard on E5 must capture."), out);
        assertTrue(out.contains("! 'E9-D9': banzai: your guard on E5 must capture"), out);
    }

    @Test
    void badInputIsRefusedWithItsReasonAndChangesNothing() {
        Object[] r =
                play(session(Control.HUMAN, Control.HUMAN, null), "B9-D8\nB7-B5\nxyzzy\nB0\n\u001b[2J\nB9-C7\nquit\n");
        String out = (String) r[1];
        assertTrue(out.contains("! 'B9-D8': the horse's leg is blocked on C9"), out);
        assertTrue(out.contains("! 'B7-B5': a cannon must jump exactly one piece to move"), out);
        assertTrue(out.contains("! Unknown command 'xyzzy': type help for the commands."), out);
        assertTrue(out.contains("! The piece on B0 is not yours."), out);
        assertTrue(!out.contains("\u001b"), "control characters typed are never echoed raw");
        assertTrue(out.contains("Cho played 1. B9-C7. Han to move."), "the good move still plays:\n" + out);
    }

    @Test
    void exitStatusSaysHowTheGameEnded() {
        assertEquals(ExitStatus.HAN_WON, play(session(Control.HUMAN, Control.HUMAN, null), "pass\npass\n")[0]);
        Session casual = Opening.withoutQuestions(
                Start.of(RuleSet.CASUAL)
                        .withLevel(3)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSeed(1L),
                null);
        assertEquals(ExitStatus.DRAWN, play(casual, "pass\npass\nquit\n")[0]);
        assertEquals(
                ExitStatus.CHO_WON,
                play(session(Control.HUMAN, Control.HUMAN, null), "pass\nresign\n")[0],
                "Han, to move, resigns");
    }

    @Test
    void theComputerRepliesTheSameWayEveryTime() {
        String first = (String) play(session(Control.COMPUTER, Control.HUMAN, null), "B0-C2\nquit\n")[1];
        String second = (String) play(session(Control.COMPUTER, Control.HUMAN, null), "B0-C2\nquit\n")[1];
        assertTrue(first.contains("Computer (Cho) plays "), first);
        assertEquals(first, second);
    }

    @Test
    void everyMoveIsAutosavedAndCanBeResumed(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir.resolve("janggi"));
        // The input ends abruptly, as when the terminal goes away: nothing is lost.
        try (Session session = session(Control.HUMAN, Control.HUMAN, data)) {
            play(session, "B9-C7\nB0-C2\nA6-A5\n");
        }
        var resumed = (Autosave.Found) data.autosave().read();
        assertEquals(3, resumed.record().game().moves().size());
    }

    @Test
    void jlineTerminalWithHistory(@TempDir Path dir) throws Exception {
        Session session = session(Control.HUMAN, Control.HUMAN, null);
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        Terminal terminal = new DumbTerminal(
                "test",
                "dumb",
                new ByteArrayInputStream("B9-C7\nhelp\nquit\n".getBytes(StandardCharsets.UTF_8)),
                bytes,
                StandardCharsets.UTF_8);
        Path history = dir.resolve("history");
        int status;
        LocalTable table = LocalTable.of(session);
        try (TerminalInput input = new TerminalInput(terminal, () -> table, history)) {
            status = new LineMode(table, input, input.output()).run();
        }
        String out = bytes.toString(StandardCharsets.UTF_8);
        assertEquals(ExitStatus.DONE, status);
        assertTrue(out.contains("Cho played 1. B9-C7. Han to move."), out);
        assertTrue(out.contains("Commands: help, undo, hint"), out);
        assertTrue(Files.readString(history).contains("B9-C7"), "history is kept between games");
    }

    /** Line mode on a terminal (a scripted one, {@code columns} wide), opened with its questions; {exit status, transcript}. */
    private static Object[] onTerminal(Start start, DataDirectory data, String typed, int columns) throws IOException {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        DumbTerminal terminal = new DumbTerminal(
                "test",
                "dumb",
                new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)),
                bytes,
                StandardCharsets.UTF_8);
        terminal.setSize(new Size(columns, 24));
        int status;
        try (TerminalInput input = new TerminalInput(terminal, () -> null, data.lineHistory())) {
            try (Session session = LineMode.open(start, data, input, input.output())) {
                status = new LineMode(LocalTable.of(session), input, input.output()).run();
            }
        }
        return new Object[] {status, bytes.toString(StandardCharsets.UTF_8)};
    }

    @Test
    void anUnwritableDataDirectorySaysNotSavedAndExitsWithThree(@TempDir Path dir) throws IOException {
        Path plain = dir.resolve("janggi");
        Files.writeString(plain, "");
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L);
        Object[] r = onTerminal(start, new DataDirectory(plain), "\n\nB9-C7\nB0-C2\nquit\n", 80);
        String out = (String) r[1];
        assertEquals(ExitStatus.NOT_SAVED, r[0]);
        assertTrue(out.contains("NOT saved: " + plain + " is a file, not a directory"), out);
        assertTrue(out.contains("This game was NOT saved"), out);
        assertTrue(out.contains("1. B9-C7 B0-C2"), "the moves are given, so even then nothing is lost: " + out);
        for (String never : new String[] {"saved in", "Saved", "Exception", ".java:"}) {
            assertTrue(!out.contains(never), never + " in: " + out);
        }
    }

    @Test
    void onATerminalTheQuestionsAreAskedAndTheLinesFitItsWidth(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSeed(1L);
        Object[] first = onTerminal(start, data, "BNNB\n\nB9-C7\nresign\nn\nnew\ny\n\n\nhelp\nquit\n", 40);
        String out = (String) first[1];
        assertTrue(out.contains("Han: horse/elephant setup for files B C"), out);
        assertTrue(out.contains("Resign as Han? [Y/n] n"), out);
        assertTrue(out.contains("Start a new game? This one stays in the"), out);
        assertTrue(out.contains("New game."), out);
        for (String line : out.split("\r?\n")) {
            // The prompts are JLine's to fold; what the game prints fits.
            if (!line.contains("[") && !line.contains(">")) {
                assertTrue(Wrap.columns(line.strip()) <= 40, "wider than 40 columns: " + line);
            }
        }
        List<Library.Entry> games = data.library().entries();
        assertEquals(1, games.size());
        assertTrue(Files.readString(games.get(0).file()).contains("1. B9-C7 *"));
    }

    private static Session inKorean(PieceStyle pieces, MoveNotation notation) {
        return Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSeed(1L)
                        .withLanguage(Language.KOREAN)
                        .withLook(new Look(pieces, notation, Optional.empty(), Settings.NONE)),
                null);
    }

    @Test
    void koreanMovesAsRecordsWriteThemArePlayedBesideMartinsAndShownInKorean() {
        Object[] r = play(inKorean(PieceStyle.HANGUL, MoveNotation.KOREAN), "B9-C7\n41병42\n한수쉼\nquit\n");
        String out = (String) r[1];
        assertTrue(out.contains("초의 수: 1. 02마83. 한 차례."), out);
        assertTrue(out.contains("한의 수: 1... 41병42."), out);
        assertTrue(out.contains("초의 수: 2. 한수쉼."), out);
        assertTrue(out.contains("3  +--(병)(병)-+--(병)-+--(병)-+--(병) 3"), out);
    }

    @Test
    void everyBoardRowOfAHangulBoardHasOneWidthAndNothingBeforeItLooksLikeOne() {
        String out = (String) play(inKorean(PieceStyle.HANGUL, MoveNotation.MARTIN), "B9-C7\nB0-C2\nquit\n")[1];
        List<String> lines = out.lines().toList();
        List<String> rows = lines.stream().filter(l -> l.matches("\\d .*")).toList();
        assertEquals(30, rows.size(), out);
        assertTrue(lines.indexOf(rows.get(0)) <= 1, "the first board comes first:\n" + out);
        for (String row : rows) {
            assertEquals(40, Wrap.columns(row), row);
        }
        long hangul = lines.stream()
                .filter(l -> !rows.contains(l))
                .flatMapToInt(String::codePoints)
                .filter(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL)
                .count();
        assertTrue(hangul >= 10, out);
    }

    @Test
    void piecesRedrawsTheBoardAndFromAPipeKeepsTheChoiceForThisGameOnly() {
        Session session = session(Control.HUMAN, Control.HUMAN, null);
        String out = (String) play(session, "pieces\npieces kanji\npieces hanja\nquit\n")[1];
        assertTrue(out.contains("Pieces: martin; pieces STYLE changes them (martin, letters, hangul, hanja)."), out);
        assertTrue(out.contains("! 'kanji' is no style of pieces (martin, letters, hangul, hanja)."), out);
        assertTrue(out.contains("Pieces: hanja, for this game only: a game from a pipe keeps no settings."), out);
        assertTrue(out.contains("9 [車][馬][象][士]-+--[士][象][馬][車] 9"), out);
    }

    @Test
    void whereHangulProbablyCannotShowTheFirstLineSaysWhyAndTheBoardShowsLetters() {
        Session session = Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withLook(new Look(
                                PieceStyle.HANGUL,
                                MoveNotation.MARTIN,
                                Look.noWideLetters(Map.of("LANG", "ko_KR.EUC-KR"), true),
                                Settings.NONE)),
                null);
        List<String> lines = ((String) play(session, "quit\n")[1]).lines().toList();
        assertEquals("The locale ko_KR.EUC-KR is not UTF-8: letters instead of Hangul and Hanja.", lines.get(0));
        assertTrue(lines.contains("9 [r][n][b][g]-+-[g][b][n][r] 9"), String.join("\n", lines));
    }
}
