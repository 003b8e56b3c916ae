package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class DisplayMoveTest {

    private static Position start() {
        return Fen.parse(Fen.START, RuleSet.JANGGI);
    }

    @Test
    void choHorseOpeningB9C7IsB1C3() {
        assertEquals("b1c3", UciMove.of(DisplayMove.parse("B9-C7", start())));
        assertEquals("B9-C7", DisplayMove.of(UciMove.parse("b1c3", start())));
    }

    @Test
    void passIsTheGeneralStandingStill() {
        assertEquals("e2e2", UciMove.of(DisplayMove.parse("pass", start())));
        Position hanToMove = start();
        hanToMove.make(DisplayMove.parse("pass", hanToMove));
        assertEquals("e9e9", UciMove.of(DisplayMove.parse("pass", hanToMove)));
        assertEquals("pass", DisplayMove.of(UciMove.parse("e9e9", hanToMove)));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {"B9-C7", "b9-c7", "B9C7", "b9c7", "'  B9-C7  '", "B9 C7", "b9-C7", "'B9 - C7'", "'\tb9c7\n'"})
    void acceptsTheFormsPlayersType(String typed) {
        assertEquals("B9-C7", DisplayMove.of(DisplayMove.parse(typed, start())));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {"pass", "PASS", "Pass", "' pass '"})
    void passInAnyCase(String typed) {
        assertEquals("pass", DisplayMove.of(DisplayMove.parse(typed, start())));
        assertTrue(DisplayMove.parseShape(typed).isPass());
    }

    @Test
    void shapeIsReadWithoutAPosition() {
        DisplayMove.Shape shape = DisplayMove.parseShape("b0-c2");
        assertFalse(shape.isPass());
        assertEquals("B0", DisplaySquare.name(shape.from()));
        assertEquals("C2", DisplaySquare.name(shape.to()));
        assertEquals("B0-C2", shape.toString());
        // Illegal here (Cho to move, B0 is Han's horse), but a well-formed shape.
        assertEquals("b10c8", UciMove.of(shape.move(start())));
    }

    @Test
    void everyLegalMoveRoundTrips() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 4, 5)) {
                for (int m : pos.legalMoves()) {
                    String text = DisplayMove.of(m);
                    assertEquals(m, DisplayMove.parse(text, pos), text);
                    // The other accepted spellings read as the same move, which prints canonically.
                    for (String typed :
                            new String[] {text.toLowerCase(), text.replace("-", ""), " " + text.replace("-", " ") + " "
                            }) {
                        assertEquals(text, DisplayMove.of(DisplayMove.parse(typed, pos)), typed);
                    }
                    checked++;
                }
            }
        }
        assertTrue(checked > 5000, "only " + checked + " moves checked");
    }

    @Test
    void everyIllegalMoveIsRefusedWithAReason() {
        for (Position pos : Positions.fixed(RuleSet.JANGGI)) {
            int refused = 0;
            for (int from = 0; from < 90; from++) {
                for (int to = 0; to < 90; to++) {
                    int m = Move.of(from, to);
                    if (from == to || pos.isLegal(m)) {
                        continue;
                    }
                    String text = DisplayMove.of(m);
                    NotationException e =
                            assertThrows(NotationException.class, () -> DisplayMove.parse(text, pos), text);
                    assertTrue(e.getMessage().startsWith("'" + text + "': "), e.getMessage());
                    refused++;
                }
            }
            assertEquals(90 * 89 - pos.legalMoves().length + (hasPass(pos) ? 1 : 0), refused);
        }
    }

    private static boolean hasPass(Position pos) {
        for (int m : pos.legalMoves()) {
            if (Move.isPass(m)) {
                return true;
            }
        }
        return false;
    }

    @ParameterizedTest(name = "''{0}'' -> {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "Z0-C2 | 'Z0-C2': 'Z' at character 1 is not a file (A-I)",
                "B9-CX | 'B9-CX': 'X' at character 5 is not a row (0-9)",
                "B9 - J7 | 'B9 - J7': 'J' at character 6 is not a file (A-I)",
                "B9C | 'B9C' is not a move: type it as B0-C2 (from, to) or pass",
                "B9-C | 'B9-C' is not a move: type it as B0-C2 (from, to) or pass",
                "B10-C8 | 'B10-C8' is not a move: type it as B0-C2 (from, to) or pass",
                "B9-C7-D5 | 'B9-C7-D5' is not a move: type it as B0-C2 (from, to) or pass",
                "B9--C7 | 'B9--C7' is not a move: type it as B0-C2 (from, to) or pass",
                "B9\u2013C7 | 'B9\u2013C7' is not a move: type it as B0-C2 (from, to) or pass",
                "'' | '' is not a move: type it as B0-C2 (from, to) or pass",
                "passs | 'passs' is not a move: type it as B0-C2 (from, to) or pass",
                "hello world | 'hello world' is not a move: type it as B0-C2 (from, to) or pass",
                "B0-B0 | 'B0-B0' moves nowhere; type pass to pass",
                "E8-E8 | 'E8-E8' moves nowhere; type pass to pass",
                "B9-D8 | 'B9-D8': the horse's leg is blocked on C9",
                "B0-C2 | 'B0-C2': the piece on B0 is not yours",
                "C7-C6 | 'C7-C6': there is no piece on C7",
                "A6-A7 | 'A6-A7': a soldier never moves backward",
            })
    void badInputSaysWhatIsWrong(String typed, String message) {
        NotationException e = assertThrows(NotationException.class, () -> DisplayMove.parse(typed, start()));
        assertEquals(message, e.getMessage());
    }

    @Test
    void nullIsBadInputToo() {
        NotationException e = assertThrows(NotationException.class, () -> DisplayMove.parse(null, start()));
        assertEquals("'' is not a move: type it as B0-C2 (from, to) or pass", e.getMessage());
    }

    @Test
    void passRefusedWhereTheRulesForbidIt() {
        Position start = Fen.parse(Fen.START, RuleSet.MARTIN);
        NotationException e = assertThrows(NotationException.class, () -> DisplayMove.parse("pass", start));
        assertEquals("'pass': under these rules you may pass only when no other move is possible", e.getMessage());
    }

    @Test
    void noMoveHasNoNotation() {
        assertThrows(IllegalArgumentException.class, () -> DisplayMove.of(Move.NONE));
    }
}
