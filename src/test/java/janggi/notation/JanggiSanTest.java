package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class JanggiSanTest {

    private static Position fen(String fen) {
        return Fen.parse(fen, RuleSet.JANGGI);
    }

    private static String san(String fen, String uci) {
        Position pos = fen(fen);
        return JanggiSan.of(UciMove.parse(uci, pos), pos);
    }

    /** Fairy-Stockfish's own expectations (test.py, get_san with NOTATION_SAN), and plain moves from the start. */
    @ParameterizedTest(name = "{1} is {2}")
    @CsvSource({
        "'1b1aa2b1/5k3/3ncn3/1pp1pp3/5r2p/9/P1PPB1PPB/2N1CCN1c/9/R2AKAR2 w - - 19 17', d1e2, Ade2",
        "'1Pbcka3/3nNn1c1/N2CaC3/1pB6/9/9/5P3/9/4K4/9 w - - 0 23', f8f10, Cfxf10",
        "'4k4/c7R/9/3R1R3/9/9/9/9/9/3K5 b - - 0 1', e10e10, Ke10",
        "'" + Fen.START + "', b1c3, Hc3",
        "'4k4/9/9/9/9/9/9/9/3K5/2B6 w - - 0 1', c1e4, Ee4",
        "'" + Fen.START + "', a4a5, Pa5",
        "'" + Fen.START + "', e2e2, Ke2",
        "'4ka3/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1', f1f10, Rxf10+",
    })
    void writesAsFairyStockfish(String fen, String uci, String expected) {
        assertEquals(expected, san(fen, uci));
    }

    @Test
    void disambiguatesByFileThenRankThenPoint() {
        String rooks = "4k4/9/9/9/9/R8/9/9/3K5/R8 w - - 0 1";
        assertEquals("R1a3", san(rooks, "a1a3"));
        assertEquals("R5a3", san(rooks, "a5a3"));
        String soldiers = "4k4/3P1P3/3P5/9/9/9/9/9/3K5/9 w - - 0 1";
        assertTrue(san(soldiers, "d9e9").startsWith("Pd9e9"), san(soldiers, "d9e9"));
        assertTrue(san(soldiers, "f9e9").startsWith("Pfe9"), san(soldiers, "f9e9"));
        assertTrue(san(soldiers, "d8e9").startsWith("P8e9"), san(soldiers, "d8e9"));
    }

    @Test
    void marksCheckAndMate() {
        assertEquals("Re1+", san("4k4/9/9/9/9/9/9/9/9/3K1R3 w - - 0 1", "f1e1"));
        assertEquals("Ra10#", san("3k5/1R7/9/9/9/9/9/9/4K4/R8 w - - 0 1", "a1a10"));
    }

    @Test
    void readsBackEveryLegalMoveOfManyPositions() {
        int moves = 0;
        for (Position pos : Positions.sample(RuleSet.JANGGI, 6, 11)) {
            for (int move : pos.legalMoves()) {
                String san = JanggiSan.of(move, pos);
                assertEquals(move, JanggiSan.parse(san, pos), san + " in " + Fen.of(pos));
                moves++;
            }
        }
        assertTrue(moves > 1000, "only " + moves + " moves tried");
    }

    @Test
    void readsTheOtherSpellingsOfLettersAndPasses() {
        Position start = fen(Fen.START);
        int horse = UciMove.parse("b1c3", start);
        assertEquals(horse, JanggiSan.parse("Nc3", start));
        assertEquals(horse, JanggiSan.parse("Hb1c3!?", start));
        Position elephant = fen("4k4/9/9/9/9/9/9/9/3K5/2B6 w - - 0 1");
        assertEquals(UciMove.parse("c1e4", elephant), JanggiSan.parse("Be4", elephant));
        int pass = UciMove.parseShape("e2e2");
        assertEquals(pass, JanggiSan.parse("pass", start));
        assertEquals(pass, JanggiSan.parse("@@@@", start));
    }

    @ParameterizedTest(name = "''{0}'': {1}")
    @CsvSource({
        "Hc4, no horse can go to c4",
        "Xe5, 'X' is not a piece letter",
        "e5, is not a SAN move",
        "Hxc3, marks a capture, but c3 is empty",
        "Kd4, the general may not leave its palace",
        "Cb5, no cannon can go to b5",
    })
    void explainsWhatIsWrong(String text, String reason) {
        NotationException e = assertThrows(NotationException.class, () -> JanggiSan.parse(text, fen(Fen.START)));
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void refusesAnAmbiguousMove() {
        NotationException e = assertThrows(
                NotationException.class, () -> JanggiSan.parse("Ra3", fen("4k4/9/9/9/9/R8/9/9/3K5/R8 w - - 0 1")));
        assertTrue(e.getMessage().contains("ambiguous: R1a3, R5a3 all fit"), e.getMessage());
    }
}
