package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameCourierMoveTest {

    @Test
    void redGeneralStartsOnE1() {
        // The preset's own example: "G e1-e2" moves the Red (Han) general from e1 to e2.
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        pos.make(UciMove.parse("e2e2", pos));
        assertEquals("e9e8", UciMove.of(GameCourierMove.parse("G e1-e2", pos)));
        assertEquals("G e1-e2", GameCourierMove.withLabel(GameCourierMove.parse("e1-e2", pos), pos));
    }

    @Test
    void everyLegalMoveRoundTripsWithAndWithoutLabel() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 4, 13)) {
                for (int m : pos.legalMoves()) {
                    assertEquals(m, GameCourierMove.parse(GameCourierMove.of(m), pos));
                    assertEquals(m, GameCourierMove.parse(GameCourierMove.withLabel(m, pos), pos));
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, "only " + checked + " moves checked");
    }

    @Test
    void labelsAreCapitalsForRed() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals("n b9-c7", GameCourierMove.withLabel(UciMove.parse("b1c3", start), start));
        assertEquals("pass", GameCourierMove.withLabel(UciMove.parse("e2e2", start), start));
    }

    @Test
    void swapIsRecognised() {
        assertTrue(GameCourierMove.isSwap("swap b0 c0"));
        assertFalse(GameCourierMove.isSwap("b0-c0"));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "N b9-c7 | 'N b9-c7': label N (Red horse) does not match Green horse on b9",
        "X b9-c7 | 'X b9-c7': 'X' is not a Game Courier label (G F E N R C P)",
        "n b8-c7 | 'n b8-c7': label n (Green horse) does not match the empty point b8",
        "b9c7 | 'b9c7' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass",
        "b9-d8 | 'b9-d8': the horse's leg is blocked on c9",
    })
    void badInputSaysWhatIsWrong(String text, String message) {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        NotationException e = assertThrows(NotationException.class, () -> GameCourierMove.parse(text, start));
        assertEquals(message, e.getMessage());
    }
}
