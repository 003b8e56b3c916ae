package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.Fen;
import janggi.notation.RuleWords;
import janggi.notation.UciMove;
import janggi.text.Texts;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every refused move says why, in a player's words; squares here in interchange notation. */
class RefusalTest {

    private static final String PINNED_HORSE = "3k5/9/4r4/9/9/9/9/4N4/4K4/9 w - - 0 1";
    private static final String CHECKED_BY_CHARIOT = "3k5/9/4r4/9/9/9/9/9/4K4/R8 w - - 0 1";
    private static final String FACING_AFTER_CHARIOT_MOVED = "9/4k4/9/9/9/R8/p8/9/4K4/9 b - - 0 1";

    private static String why(String fen, RuleSet rules, String move) {
        Position pos = Fen.parse(fen, rules);
        int m = UciMove.parseShape(move);
        return Refusal.of(pos, Move.from(m), Move.to(m))
                .map(r -> Texts.english().render(RuleWords.refusal(r, UciMove::square)))
                .orElse("legal");
    }

    @ParameterizedTest(name = "{1}: {2}")
    @CsvSource(
            delimiter = '|',
            value = {
                "START | b1d2 | the horse's leg is blocked on c1",
                "START | b1b3 | your own piece stands on b3",
                "START | b1b4 | a horse moves one step straight, then one diagonally outward",
                "START | b3b9 | a cannon cannot jump a cannon (on b8)",
                "START | b3b8 | a cannon cannot capture a cannon",
                "START | b3g3 | a cannon must jump exactly one piece to move",
                "START | b3c5 | a cannon moves along a line: a file, a rank or a palace diagonal",
                "START | a1a5 | the chariot's path is blocked on a4",
                "START | a1b2 | a chariot moves along a line: a file, a rank or a palace diagonal",
                "START | a4a3 | a soldier never moves backward",
                "START | a4b5 | a soldier moves one step forward or sideways (diagonally forward only on the enemy palace's lines)",
                "START | d1c2 | a guard may not leave its palace",
                "START | d1d3 | generals and guards move one step along the palace lines",
                "START | e2e5 | the general may not leave its palace",
                "START | a7a6 | the piece on a7 is not yours",
                "START | a2a3 | there is no piece on a2",
                "START | a4a4 | a move must go somewhere; type pass to pass",
                "START | c1e4 | your own piece stands on e4",
                "START | b1a3 | legal",
                "START | e2e2 | legal",
            })
    void refusalsInTheStartPosition(String fen, String move, String expected) {
        assertEquals(expected, why(Fen.START, RuleSet.JANGGI, move));
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "martin | START | e2e2 | under these rules you may pass only when no other move is possible",
                "janggi | PINNED | e3d5 | that would leave your general in check",
                "janggi | CHECKED | e2e2 | you cannot pass while your general is in check",
                "janggi | CHECKED | a1b1 | your general is in check and this move does not save it",
                "janggi | FACING | a4a3 | the generals face each other: break the facing or pass",
                "casual | FACING | a4a3 | legal",
            })
    void refusalsThatDependOnThePosition(String rules, String where, String move, String expected) {
        String fen = switch (where) {
            case "START" -> Fen.START;
            case "PINNED" -> PINNED_HORSE;
            case "CHECKED" -> CHECKED_BY_CHARIOT;
            default -> FACING_AFTER_CHARIOT_MOVED;
        };
        assertEquals(expected, why(fen, RuleSet.named(rules).orElseThrow(), move));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"b1d2", "b3b9", "a1a5", "e3d5"})
    void aRefusedMoveIsNeverLegal(String move) {
        Position pos = Fen.parse(PINNED_HORSE, RuleSet.JANGGI);
        int m = UciMove.parseShape(move);
        assertTrue(Refusal.of(pos, Move.from(m), Move.to(m)).isPresent() != pos.isLegal(m));
    }
}
