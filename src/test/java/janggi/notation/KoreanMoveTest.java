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

class KoreanMoveTest {
    private static final String GUARD_TO_TAKE = "4ka3/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1";

    private static Position start() {
        return Fen.parse(Fen.START, RuleSet.JANGGI);
    }

    /** Rows from Han's back rank (0 for the tenth, Cho's back rank), then files from the left. */
    @ParameterizedTest(name = "{0} is {1}")
    @CsvSource({"a1, 01", "i4, 79", "e2, 95", "a10, 11", "e9, 25", "i7, 49"})
    void namesPointsAsSeenFromCho(String uci, String korean) {
        int sq = Move.from(UciMove.parseShape(uci + "a1"));
        assertEquals(korean, KoreanMove.square(sq));
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource({"79졸78, i4h4", "79卒78, i4h4", "79楚卒78, i4h4", "08마87, h1g3", "02馬83, b1c3", "95장94, e2d2"})
    void readsHangulHanjaAndSideMarks(String text, String uci) {
        Position pos = start();
        assertEquals(UciMove.parse(uci, pos), KoreanMove.parse(text, pos));
    }

    @Test
    void writesCapturesChecksAndPasses() {
        Position pos = start();
        assertEquals(KoreanMove.PASS, KoreanMove.of(UciMove.parse("e2e2", pos), pos));
        Position check = Fen.parse(GUARD_TO_TAKE, RuleSet.JANGGI);
        assertEquals("06차05장군", KoreanMove.of(UciMove.parse("f1e1", check), check));
        assertEquals("06차16사장군", KoreanMove.of(UciMove.parse("f1f10", check), check));
    }

    @Test
    void readsBackEveryLegalMoveOfManyPositions() {
        for (Position pos : Positions.sample(RuleSet.JANGGI, 4, 5)) {
            for (int move : pos.legalMoves()) {
                String text = KoreanMove.of(move, pos);
                assertEquals(move, KoreanMove.parse(text, pos), text + " in " + Fen.of(pos));
            }
        }
    }

    @Test
    void checksThePieceTaken() {
        Position pos = Fen.parse(GUARD_TO_TAKE, RuleSet.JANGGI);
        NotationException e = assertThrows(NotationException.class, () -> KoreanMove.parse("06차16마", pos));
        assertTrue(e.getMessage().contains("takes a 마, but the piece on 16 is a 사"), e.getMessage());
        assertEquals(UciMove.parse("f1f10", pos), KoreanMove.parse("06車16士", pos));
    }

    @Test
    void readsAPass() {
        Position pos = start();
        assertTrue(Move.isPass(KoreanMove.parse(KoreanMove.PASS, pos)));
    }

    @ParameterizedTest(name = "''{0}'': {1}")
    @CsvSource({
        "79마78, moves a 마, but the piece on 79 is a 졸",
        "79졸70, has no file 0",
        "79X78, is not the name of a piece",
        "e2e3, is not a move of a Korean record",
        "79졸89, a soldier never moves backward",
    })
    void explainsWhatIsWrong(String text, String reason) {
        NotationException e = assertThrows(NotationException.class, () -> KoreanMove.parse(text, start()));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }
}
