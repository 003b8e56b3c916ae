package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DisplayMoveTest {

    @ParameterizedTest(name = "display {0} = interchange {1}")
    @CsvSource({"E1, e9", "E8, e2", "A0, a10", "I9, i1", "B9, b1", "C7, c3"})
    void displayIsTheVerticalMirrorOfInterchange(String display, String interchange) {
        int sq = DisplayMove.parseSquare(display);
        assertEquals(interchange, UciMove.square(sq));
        assertEquals(display, DisplayMove.square(sq));
    }

    @Test
    void choHorseOpeningIsB9C7() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals("b1c3", UciMove.of(DisplayMove.parse("B9-C7", start)));
        assertEquals("e2e2", UciMove.of(DisplayMove.parse("pass", start)));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(delimiter = '|', value = {"B9-C7", "b9-c7", "B9C7", "b9c7", "  B9-C7  ", "B9 C7", "b9-C7"})
    void acceptsTheFormsPlayersType(String typed) {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals("B9-C7", DisplayMove.of(DisplayMove.parse(typed, start)));
    }

    @Test
    void passIsCaseInsensitive() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals(DisplayMove.parse("pass", start), DisplayMove.parse("PASS", start));
        assertEquals("pass", DisplayMove.of(DisplayMove.parse(" Pass ", start)));
    }

    @Test
    void everyLegalMoveRoundTrips() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 4, 5)) {
                for (int m : pos.legalMoves()) {
                    String text = DisplayMove.of(m);
                    assertEquals(m, DisplayMove.parse(text, pos), text);
                    checked++;
                }
            }
        }
        assertTrue(checked > 1000, "only " + checked + " moves checked");
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(delimiter = '|', value = {
        "Z9-C7 | 'Z9-C7': 'Z' at character 1 is not a file (A-I)",
        "B9-CX | 'B9-CX': 'X' at character 5 is not a row (0-9)",
        "B9C | 'B9C' is not a move: type it as B0-C2 (from, to) or pass",
        "'' | '' is not a move: type it as B0-C2 (from, to) or pass",
        "hello world | 'hello world' is not a move: type it as B0-C2 (from, to) or pass",
        "B9-B9 | 'B9-B9': a move must go somewhere; type pass to pass",
        "B9-D8 | 'B9-D8': the horse's leg is blocked on C9",
        "B0-C2 | 'B0-C2': the piece on B0 is not yours",
        "C7-C6 | 'C7-C6': there is no piece on C7",
    })
    void badInputSaysWhatIsWrong(String typed, String message) {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        NotationException e = assertThrows(NotationException.class, () -> DisplayMove.parse(typed, start));
        assertEquals(message, e.getMessage());
    }

    @Test
    void passRefusedWhereTheRulesForbidIt() {
        Position start = Fen.parse(Fen.START, RuleSet.MARTIN);
        NotationException e = assertThrows(NotationException.class, () -> DisplayMove.parse("pass", start));
        assertEquals("'pass': under these rules you may pass only when no other move is possible", e.getMessage());
    }
}
