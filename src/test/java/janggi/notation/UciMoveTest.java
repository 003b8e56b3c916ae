package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
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
                    assertEquals(text, UciMove.of(UciMove.parseShape(" " + text + " ")));
                    checked++;
                }
            }
        }
        assertTrue(checked > 5000, "only " + checked + " moves checked");
    }

    @Test
    void everyPointPairReadsBack() {
        for (int from = 0; from < 90; from++) {
            for (int to = 0; to < 90; to++) {
                int m = Move.of(from, to);
                assertEquals(m, UciMove.parseShape(UciMove.of(m)));
            }
        }
    }

    @Test
    void tenthRankAndPass() {
        assertEquals("a10a9", UciMove.of(UciMove.parseShape("a10a9")));
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals("e2e2", UciMove.of(UciMove.parse("e2e2", start)));
        assertEquals("pass", DisplayMove.of(UciMove.parse("e2e2", start)));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {
                "z1a1 | 'z1a1' is not a UCI move: expected a file a-i at character 1",
                "B1C3 | 'B1C3' is not a UCI move: expected a file a-i at character 1",
                "a0a1 | 'a0a1' is not a UCI move: expected a rank 1-10 at character 2",
                "a01a2 | 'a01a2' is not a UCI move: expected a rank 1-10 at character 2",
                "a11a1 | 'a11a1' is not a UCI move: expected a rank 1-10 at character 2",
                "a100a1 | 'a100a1' is not a UCI move: expected a rank 1-10 at character 2",
                "a\u0663a4 | 'a\u0663a4' is not a UCI move: expected a rank 1-10 at character 2",
                "a1 | 'a1' is not a UCI move: expected a file a-i at character 3",
                "a1a | 'a1a' is not a UCI move: expected a rank 1-10 at character 4",
                "a1a2x | 'a1a2x' is not a UCI move: unexpected 'x' at character 5 (a promotion is one of a, b, n, r, c)",
                "a1 a2 | 'a1 a2' is not a UCI move: expected a file a-i at character 3",
                "'' | '' is not a UCI move: expected a file a-i at character 1",
                "a1b1 | 'a1b1' is not a legal move here",
                "e9e9 | 'e9e9' is not a legal move here",
                "a4a4 | 'a4a4' is not a legal move here",
            })
    void badInputSaysWhatIsWrong(String text, String message) {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        NotationException e = assertThrows(NotationException.class, () -> UciMove.parse(text, start));
        assertEquals(message, e.getMessage());
    }

    @Test
    void noMoveHasNoNotation() {
        assertThrows(IllegalArgumentException.class, () -> UciMove.of(Move.NONE));
    }
}
