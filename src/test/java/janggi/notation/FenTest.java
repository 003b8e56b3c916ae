package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import janggi.core.Position;
import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    @Test
    void printsWhatItReadsAndReadsWhatItPrints() {
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 6, 3)) {
                String fen = Fen.of(pos);
                Position again = Fen.parse(fen, rules);
                assertEquals(fen, Fen.of(again));
                assertEquals(pos.key(), again.key(), fen);
            }
        }
        for (String fen : Positions.MIDDLEGAMES) {
            assertEquals(fen, Fen.of(Fen.parse(fen, RuleSet.JANGGI)));
        }
        assertEquals(Fen.START, Fen.of(Fen.parse(Fen.START, RuleSet.JANGGI)));
    }

    @Test
    void moveNumberAndClockFollowThePlay() {
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        pos.make(UciMove.parse("b1c3", pos));
        pos.make(UciMove.parse("b10c8", pos));
        assertEquals("r1ba1abnr/4k4/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/4K4/R1BA1ABNR w - - 2 2", Fen.of(pos));
    }

    @Test
    void readsElephantsWrittenAsE() {
        Position pos = Fen.parse("rnea1aenr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNEA1AENR w - - 0 1", RuleSet.JANGGI);
        assertEquals(Fen.START, Fen.of(pos));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', value = {
        "'' | empty FEN",
        "rnba1abnr/4k4/1c5c1 w - - 0 1 | FEN has 3 ranks, a Janggi board has 10 (ranks separated by '/')",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNX w - - 0 1"
            + " | FEN rank 1 (\"RNBA1ABNX\", field 10 from the top): 'X' at character 9 is not a piece letter (k a b n r c p, uppercase for Cho) or a digit",
        "rnba1abnrr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
            + " | FEN rank 10 (\"rnba1abnrr\", field 1 from the top): more than 9 files",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN w - - 0 1"
            + " | FEN rank 1 (\"RNBA1ABN\", field 10 from the top): only 8 of 9 files",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR x - - 0 1"
            + " | FEN side to move is 'x': expected 'w' (Cho) or 'b' (Han)",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - many 1"
            + " | FEN plies since a capture (5th field) is 'many', not a number",
        "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
            + " | FEN is not a playable position: Han has no general",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1"
            + " | FEN is not a playable position: Cho general stands outside its palace",
        "rnb2abnr/4k4/1c5c1/p1p1p1p1p/9/a8/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
            + " | FEN is not a playable position: Han guard stands outside its palace",
        "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 extra"
            + " | FEN has 7 fields, at most 6 expected",
    })
    void malformedFenSaysWhereAndWhat(String fen, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(fen, RuleSet.JANGGI));
        assertEquals(message, e.getMessage());
    }
}
