package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class UciMoveTest {

    @Test
    void everyLegalMoveRoundTrips() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 4, 9)) {
                for (int m : pos.legalMoves()) {
                    String text = UciMove.of(m);
                    assertEquals(m, UciMove.parse(text, pos), text);
                    assertEquals(text, UciMove.of(UciMove.parseShape(text)));
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, "only " + checked + " moves checked");
    }

    @Test
    void tenthRankAndPass() {
        assertEquals("a10a9", UciMove.of(UciMove.parseShape("a10a9")));
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals("e2e2", UciMove.of(UciMove.parse("e2e2", start)));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {
        "z1a1 | 'z1a1' is not a UCI move: expected a file a-i at character 1",
        "a0a1 | 'a0a1' is not a UCI move: expected a rank 1-10 at character 2",
        "a11a1 | 'a11a1' is not a UCI move: expected a rank 1-10 at character 2",
        "a1 | 'a1' is not a UCI move: expected a file a-i at character 3",
        "a1a2x | 'a1a2x' is not a UCI move: unexpected 'x'",
        "a1b1 | 'a1b1' is not a legal move here",
    })
    void badInputSaysWhatIsWrong(String text, String message) {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        NotationException e = assertThrows(NotationException.class, () -> UciMove.parse(text, start));
        assertEquals(message, e.getMessage());
    }
}
