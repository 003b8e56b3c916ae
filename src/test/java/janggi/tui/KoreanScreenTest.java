package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TextCharacter;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.Autosave;
import janggi.files.Settings;
import janggi.notation.MartinBoard;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.play.Control;
import janggi.play.Look;
import janggi.play.Start;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.EnglishWords;
import janggi.text.Language;
import janggi.text.Texts;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Hangul and Hanja pieces and a Korean interface at 80x24, on Lanterna's virtual terminal, which
 * gives a CJK letter two cells as a real terminal does: the board's lines stay straight, and
 * the panel gives way to the wider board.
 */
class KoreanScreenTest extends VirtualTerminalTest {
    private static Start koreanGame(PieceStyle pieces, MoveNotation notation) {
        return Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L)
                .withLanguage(Language.KOREAN)
                .withLook(new Look(pieces, notation, Optional.empty(), Settings.NONE));
    }

    private Running<GameScreen.Ending> play(Start start, boolean mono, Path dir) throws Exception {
        Home screen = home(newSeat(80, 24), mono, System::nanoTime, (what, e) -> {});
        return new Running<>(() -> screen.play(start, new Autosave(dir.resolve("autosave.pgn"))));
    }

    /** Every file's line runs at its column on every row of the board, through the points and between them. */
    private void assertLinesStraight(MartinBoard board) {
        for (int y = 0; y < 19; y++) {
            for (int col = 0; col < 9; col++) {
                TextCharacter c = terminal.getCharacter(board.letterColumn(col), y);
                String at = c.getCharacterString();
                boolean point = y % 2 == 0;
                assertTrue(
                        point ? at.equals("+") || c.isDoubleWidth() : at.equals("|"),
                        "row " + y + ", file " + col + ": '" + at + "'\n" + screenText());
                if (c.isDoubleWidth()) {
                    // The letter's right half, then the bracket or the line on to the next point.
                    String after = terminal.getCharacter(board.letterColumn(col) + 2, y)
                            .getCharacterString();
                    assertTrue(List.of("]", ")", "-", " ").contains(after), "after " + at + ": '" + after + "'");
                }
            }
            String label = y % 2 == 0 ? String.valueOf(9 - y / 2) : ".";
            assertEquals(label, terminal.getCharacter(0, y).getCharacterString());
            assertEquals(label, terminal.getCharacter(board.width() - 1, y).getCharacterString(), screenText());
        }
    }

    /** Nothing of the panel in the margin between the board and the panel, on any row of the board. */
    private void assertMarginClear(MartinBoard board) {
        for (int y = 0; y < 20; y++) {
            for (int x = board.width(); x < board.width() + Layout.MARGIN; x++) {
                assertEquals(" ", terminal.getCharacter(x, y).getCharacterString(), "row " + y + "\n" + screenText());
            }
        }
    }

    @Test
    void aHangulBoardKeepsItsLinesStraightAndThePanelGivesWay(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(koreanGame(PieceStyle.HANGUL, MoveNotation.KOREAN), false, dir);
        String s = settled();
        MartinBoard board = MartinBoard.of(PieceStyle.HANGUL, false);
        assertEquals(40, board.width());
        assertTrue(row(0).startsWith("9  차--마--상--사--+---사--상--마--차  9   "), s);
        assertLinesStraight(board);
        assertMarginClear(board);
        // The panel begins after the margin, in Korean.
        assertEquals(43, Layout.of(terminal.getTerminalSize(), board).panelColumn());
        assertTrue(row(0).substring(row(0).indexOf(" 9") + 2).strip().startsWith("장기"), s);
        assertTrue(s.contains("초 차례"), s);

        type("02마83");
        s = settled();
        assertTrue(s.contains("초의 수: 02마83."), s);
        assertTrue(s.contains("1. 02마83"), "the move list in Korean:\n" + s);
        type("A0-A1");
        s = settled();
        assertTrue(s.contains("1. 02마83 11차21"), s);
        assertLinesStraight(board);
        assertMarginClear(board);
        ctrl('c');
        game.end();
    }

    @Test
    void withoutColourHanjaPiecesAreBracketedBySide(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(koreanGame(PieceStyle.HANJA, MoveNotation.MARTIN), true, dir);
        String s = settled();
        MartinBoard board = MartinBoard.of(PieceStyle.HANJA, true);
        assertTrue(row(0).startsWith("9 [車][馬][象][士]-+--[士][象][馬][車] 9   "), s);
        assertTrue(row(16).startsWith("1  +---+---+---+--(漢)-+---+---+---+   1"), s);
        assertLinesStraight(board);
        assertMarginClear(board);
        // Every row of the screen fits the 80 columns, the panel's Korean included.
        for (int y = 0; y < 24; y++) {
            assertTrue(TextFit.width(row(y)) <= 80, row(y));
        }
        type("pieces martin");
        s = settled();
        assertTrue(s.contains("     9 [r][n][b][g]-+-[g][b][n][r]"), "the board redrawn:\n" + s);
        assertTrue(s.contains("기물 표시: martin"), s);
        ctrl('c');
        game.end();
    }

    @Test
    void aSetupNotChosenYetShowsAsFullWidthQuestionMarks(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSides(Control.COMPUTER, Control.HUMAN)
                .withSeed(1L)
                .withLook(new Look(PieceStyle.HANGUL, MoveNotation.MARTIN, Optional.empty(), Settings.NONE));
        Running<GameScreen.Ending> game = play(start, true, dir);
        String s = settled();
        assertTrue(row(0).startsWith("9 [차][？][？][사]-+--[사][？][？][차] 9   "), s);
        assertLinesStraight(MartinBoard.of(PieceStyle.HANGUL, true));
        ctrl('c');
        game.end();
    }

    @Test
    void theReplayViewerShowsKoreanPiecesAndMoves() throws Exception {
        List<GameRecord> records = PgnFormat.INSTANCE.read(
                "[Setup \"NBBN/NBBN\"]\n\n1. B9-C7 B0-C2 2. pass *\n".getBytes(StandardCharsets.UTF_8));
        Look look = new Look(PieceStyle.HANGUL, MoveNotation.KOREAN, Optional.empty(), Settings.NONE);
        ReplayViewer replay = new ReplayViewer(newSeat(), records, 0, false, false, look, Texts.of(Language.KOREAN));
        Running<Optional<Start>> viewer = new Running<>(replay::run);
        settled();
        press('n');
        String s = settled();
        assertTrue(s.contains("02마83"), s);
        assertLinesStraight(MartinBoard.of(PieceStyle.HANGUL, false));
        press(' ');
        press(' ');
        s = settled();
        assertTrue(s.contains("2. >한수쉼"), s);
        press('q');
        assertEquals(Optional.empty(), viewer.end());
    }

    /** The English words left on the screen, the test's temporary directory taken out. */
    private Set<String> english(Path dir) {
        return EnglishWords.unexpected(screenText().replace(dir.toAbsolutePath().toString(), "FILE"));
    }

    @Test
    void aKoreanGameScreenShowsNoEnglishWordButWhatIsTyped(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(koreanGame(PieceStyle.HANGUL, MoveNotation.MARTIN), false, dir);
        settled();
        assertEquals(Set.of(), english(dir), screenText());
        type("B9-C7");
        settled();
        type("pass");
        String s = settled();
        // A pass is a word of the player's language, Martin's notation or not.
        assertTrue(s.contains("1. B9-C7  한수쉼"), s);
        assertEquals(Set.of(), english(dir), s);
        for (String command : List.of("clock", "undo", "hint", "level 3", "games", "fen", "draw", "xyz")) {
            type(command);
            s = settled();
            assertEquals(Set.of(), english(dir), command + ":\n" + s);
        }
        assertTrue(s.contains("알 수 없는 명령"), s);
        type("help");
        assertEquals(Set.of(), english(dir), settled());
        press('q');
        type("resign");
        settled();
        type("y");
        s = settled();
        assertTrue(s.contains("기권"), s);
        assertEquals(Set.of(), english(dir), s);
        ctrl('c');
        game.end();
    }

    @Test
    void theKoreanReplayViewerShowsNoEnglishWordNorCommandOfARecord(@TempDir Path dir) throws Exception {
        List<GameRecord> records = PgnFormat.INSTANCE.read("""
                [Event "Casual game"]
                [Site "Janggi in the terminal"]
                [Cho "Computer level 3"]
                [Han "Human"]
                [TimeControl "1m+2x10s"]
                [Setup "NBBN/NBBN"]
                [Result "0-1"]
                [Termination "Han wins on time"]

                1. B9-C7 {[%eval 0.30] [%clk 0:00:55]} 1... B0-C2 $4 {[%eval 2.10] [%clk 0:00:10] [%periods 2]}
                (1... A3-A4 2. pass) 2. pass {[%clk 0:00:50]} 0-1
                """.getBytes(StandardCharsets.UTF_8));
        Look look = new Look(PieceStyle.HANGUL, MoveNotation.KOREAN, Optional.empty(), Settings.NONE);
        ReplayViewer replay = new ReplayViewer(newSeat(), records, 0, false, false, look, Texts.of(Language.KOREAN));
        Running<Optional<Start>> viewer = new Running<>(replay::run);
        String s = settled();
        assertTrue(s.contains("친선 대국"), s);
        assertTrue(s.contains("초: 컴퓨터 (난이도 3)  한: 사람"), s);
        assertTrue(s.contains("한 시간승"), "why the game ended, as recorded:\n" + s);
        assertEquals(Set.of(), english(dir), s);
        for (int ply = 1; ply <= 3; ply++) {
            press('n');
            s = settled();
            assertFalse(s.contains("[%"), s);
            assertEquals(Set.of(), english(dir), s);
        }
        press('p');
        s = settled();
        assertTrue(s.contains("형세: +2.10"), s);
        assertTrue(s.contains("(1... 41병51 2. 한수쉼)"), s);
        assertTrue(s.contains("시계: 초 0:55 +2x10s | 한 0:10,"), s);
        press('a');
        s = waitFor("the engine's news", t -> t.contains("엔진"));
        assertEquals(Set.of(), english(dir), s);
        press('q');
        assertEquals(Optional.empty(), viewer.end());
    }
}
