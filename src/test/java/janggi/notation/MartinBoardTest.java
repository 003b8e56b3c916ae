package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.text.Wrap;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The printed board against Roleigh Martin's figures (1995), character for character, and the
 * same figure in the other pieces, lined up on a terminal where Hangul and Hanja take two columns.
 */
class MartinBoardTest {

    /** Martin's FIG 1: knight and bishop not transposed (his side notes left out). */
    private static final String FIG_1 = """
                 9 [r][n][b][g]-+-[g][b][n][r]
                 .  |  |  |  | \\|/ |  |  |  |
                 8  +--+--+--+-[k]-+--+--+--+
                 .  |  |  |  | /|\\ |  |  |  |
                 7  +-[c]-+--+--+--+--+-[c]-+
                 .  |  |  |  |  |  |  |  |  |
                 6 [p]-+-[p]-+-[p]-+-[p]-+-[p]
                 .  |  |  |  |  |  |  |  |  |
                 5  +--+--+--+--+--+--+--+--+
                 .  |  |  |  |  |  |  |  |  |
                 4  +--+--+--+--+--+--+--+--+
                 .  |  |  |  |  |  |  |  |  |
                 3 (P)-+-(P)-+-(P)-+-(P)-+-(P)
                 .  |  |  |  |  |  |  |  |  |
                 2  +-(C)-+--+--+--+--+-(C)-+
                 .  |  |  |  | \\|/ |  |  |  |
                 1  +--+--+--+-[K]-+--+--+--+
                 .  |  |  |  | /|\\ |  |  |  |
                 0 (R)(N)(B)(G)-+-(G)(B)(N)(R)
                 .  A  B  C  D  E  F  G  H  I
            """;

    /** Martin's FIG 2: the JANGKI program's default, one knight and bishop transposed per side. */
    private static final String FIG_2_ENDS = """
                 9 [r][n][b][g]-+-[g][n][b][r]
                 0 (R)(N)(B)(G)-+-(G)(N)(B)(R)
            """;

    /** The opening in Hangul, as a monochrome terminal shows it: brackets for Cho, parentheses for Han. */
    private static final String HANGUL = """
            9 [차][마][상][사]-+--[사][상][마][차] 9
            .  |   |   |   | \\ | / |   |   |   |   .
            8  +---+---+---+--[초]-+---+---+---+   8
            .  |   |   |   | / | \\ |   |   |   |   .
            7  +--[포]-+---+---+---+---+--[포]-+   7
            .  |   |   |   |   |   |   |   |   |   .
            6 [졸]-+--[졸]-+--[졸]-+--[졸]-+--[졸] 6
            .  |   |   |   |   |   |   |   |   |   .
            5  +---+---+---+---+---+---+---+---+   5
            .  |   |   |   |   |   |   |   |   |   .
            4  +---+---+---+---+---+---+---+---+   4
            .  |   |   |   |   |   |   |   |   |   .
            3 (병)-+--(병)-+--(병)-+--(병)-+--(병) 3
            .  |   |   |   |   |   |   |   |   |   .
            2  +--(포)-+---+---+---+---+--(포)-+   2
            .  |   |   |   | \\ | / |   |   |   |   .
            1  +---+---+---+--(한)-+---+---+---+   1
            .  |   |   |   | / | \\ |   |   |   |   .
            0 (차)(마)(상)(사)-+--(사)(상)(마)(차) 0
            .  A   B   C   D   E   F   G   H   I   .
            """;

    private static List<String> board(Setup cho, Setup han, boolean flipped) {
        return MartinBoard.lines(Setup.startPosition(RuleSet.JANGGI, cho, han), flipped);
    }

    @Test
    void figureOne() {
        assertEquals(FIG_1.lines().toList(), board(Setup.STANDARD, Setup.STANDARD, false));
    }

    @Test
    void figureTwo() {
        List<String> lines = board(Setup.parse("NBNB"), Setup.parse("NBNB"), false);
        List<String> fig1 = FIG_1.lines().toList();
        List<String> ends = FIG_2_ENDS.lines().toList();
        assertEquals(ends.get(0), lines.get(0));
        assertEquals(ends.get(1), lines.get(18));
        assertEquals(fig1.subList(1, 18), lines.subList(1, 18), "only the back ranks differ from FIG 1");
    }

    @Test
    void flippedIsHalfATurn() {
        List<String> flipped = board(Setup.STANDARD, Setup.parse("BNNB"), true);
        assertEquals("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)", flipped.get(0));
        assertEquals("     .  |  |  |  | \\|/ |  |  |  |", flipped.get(1));
        assertEquals("     1  +--+--+--+-[K]-+--+--+--+", flipped.get(2));
        assertEquals("     .  |  |  |  | /|\\ |  |  |  |", flipped.get(3));
        assertEquals("     9 [r][n][b][g]-+-[g][b][n][r]", flipped.get(18));
        assertEquals("     .  I  H  G  F  E  D  C  B  A", flipped.get(19));
    }

    private static List<String> opening(PieceStyle style, boolean brackets) {
        return MartinBoard.of(style, brackets)
                .draw(Setup.startPosition(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD), false);
    }

    @Test
    void hangulPiecesTakeFourColumnsAPointAndTheDiagonalsMeetHalfWay() {
        assertEquals(HANGUL.lines().toList(), opening(PieceStyle.HANGUL, true));
    }

    @Test
    void everyLineOfAKoreanBoardHasTheSameWidthOnATerminal() {
        for (PieceStyle style : PieceStyle.values()) {
            for (boolean brackets : new boolean[] {true, false}) {
                MartinBoard board = MartinBoard.of(style, brackets);
                List<String> lines = opening(style, brackets);
                if (style == PieceStyle.MARTIN) {
                    continue;
                }
                for (String line : lines) {
                    assertEquals(board.width(), Wrap.columns(line), style + ": " + line);
                }
            }
        }
    }

    @Test
    void hanjaPiecesAreTheCharactersOfOlderSets() {
        List<String> lines = opening(PieceStyle.HANJA, true);
        assertEquals("9 [車][馬][象][士]-+--[士][象][馬][車] 9", lines.get(0));
        assertEquals("8  +---+---+---+--[楚]-+---+---+---+   8", lines.get(2));
        assertEquals("6 [卒]-+--[卒]-+--[卒]-+--[卒]-+--[卒] 6", lines.get(6));
        assertEquals("3 (兵)-+--(兵)-+--(兵)-+--(兵)-+--(兵) 3", lines.get(12));
        assertEquals("1  +---+---+---+--(漢)-+---+---+---+   1", lines.get(16));
    }

    @Test
    void withColourALetterSitsOnTheLinesAndItsCaseTellsTheSide() {
        List<String> lines = opening(PieceStyle.LETTERS, false);
        assertEquals("9  r--n--b--g--+--g--b--n--r  9", lines.get(0));
        assertEquals("8  +--+--+--+--k--+--+--+--+  8", lines.get(2));
        assertEquals("1  +--+--+--+--K--+--+--+--+  1", lines.get(16));
        List<String> hangul = opening(PieceStyle.HANGUL, false);
        assertEquals("8  +---+---+---+---초--+---+---+---+   8", hangul.get(2));
    }

    @Test
    void withoutColourLettersAreBracketedByTheirSideTheGeneralsToo() {
        List<String> lines = opening(PieceStyle.LETTERS, true);
        assertEquals("9 [r][n][b][g]-+-[g][b][n][r] 9", lines.get(0));
        assertEquals("8  +--+--+--+-[k]-+--+--+--+  8", lines.get(2));
        assertEquals("1  +--+--+--+-(K)-+--+--+--+  1", lines.get(16));
    }

    @Test
    void aPointIsDrawnAtTheColumnsOfItsFileOnEveryLine() {
        MartinBoard hangul = MartinBoard.of(PieceStyle.HANGUL, true);
        List<String> lines = opening(PieceStyle.HANGUL, true);
        for (int col = 0; col < 9; col++) {
            // The file's letter under its line, and the line itself between every two rows.
            assertEquals('A' + col, charAtColumn(lines.get(19), hangul.letterColumn(col)));
            assertEquals('|', charAtColumn(lines.get(9), hangul.letterColumn(col)));
        }
        assertEquals('차', charAtColumn(lines.get(0), hangul.letterColumn(0)));
        assertEquals('초', charAtColumn(lines.get(2), hangul.letterColumn(4)));
        assertEquals(7, MartinBoard.FIGURE.column(0), "Martin's points begin after his indent and the row");
        assertEquals(34, MartinBoard.FIGURE.width());
    }

    /** The character drawn at terminal column {@code column} of {@code line}, letters of two columns counted so. */
    private static int charAtColumn(String line, int column) {
        int at = 0;
        for (int i = 0; i < line.length(); i++) {
            if (at == column) {
                return line.charAt(i);
            }
            at += Wrap.columns(line.substring(i, i + 1));
        }
        return -1;
    }
}
