package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.RuleSet;
import janggi.core.Setup;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The printed board against Roleigh Martin's figures (1995), character for character. */
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
}
