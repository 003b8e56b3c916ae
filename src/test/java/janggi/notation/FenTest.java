package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class FenTest {

    @Test
    void readsWhatItPrints() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 8, 3)) {
                String fen = Fen.of(pos);
                Position again = Fen.parse(fen, rules);
                assertEquals(fen, Fen.of(again));
                assertEquals(pos.key(), again.key(), fen);
                assertArrayEquals(pos.pieces(), again.pieces(), fen);
                assertEquals(pos.sideToMove(), again.sideToMove(), fen);
                assertEquals(pos.noCapturePlies(), again.noCapturePlies(), fen);
                assertEquals(pos.fullmoveNumber(), again.fullmoveNumber(), fen);
                checked++;
            }
        }
        assertTrue(checked > 300, "only " + checked + " positions checked");
    }

    @Test
    void printsWhatItReads() {
        for (String fen : Positions.MIDDLEGAMES) {
            assertEquals(fen, Fen.of(Fen.parse(fen, RuleSet.JANGGI)));
        }
        assertEquals(Fen.START, Fen.of(Fen.parse(Fen.START, RuleSet.JANGGI)));
    }

    @Test
    void moveNumberAndClockFollowThePlay() {
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        pos.make(UciMove.parse("b1c3", pos));
        assertEquals("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/4K4/R1BA1ABNR b - - 1 1", Fen.of(pos));
        pos.make(UciMove.parse("b10c8", pos));
        assertEquals("r1ba1abnr/4k4/1cn4c1/p1p1p1p1p/9/9/P1P1P1P1P/1CN4C1/4K4/R1BA1ABNR w - - 2 2", Fen.of(pos));
    }

    @Test
    void choIsWhiteAndUppercaseOnRanksOneToFour() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals(Side.CHO, start.sideToMove());
        assertEquals("e2", UciMove.square(start.generalSquare(Side.CHO)));
        assertEquals("e9", UciMove.square(start.generalSquare(Side.HAN)));
        assertEquals(
                Side.HAN,
                Fen.parse(Fen.START.replace(" w ", " b "), RuleSet.JANGGI).sideToMove());
    }

    @Test
    void readsElephantsWrittenAsE() {
        Position pos =
                Fen.parse("rnea1aenr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNEA1AENR w - - 0 1", RuleSet.JANGGI);
        assertEquals(Fen.START, Fen.of(pos));
    }

    @Test
    void missingFieldsTakeTheirDefaults() {
        Position pos = Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR", RuleSet.JANGGI);
        assertEquals(Fen.START, Fen.of(pos));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "'' | the FEN is empty",
                "'   ' | the FEN is empty",
                "rnba1abnr/4k4/1c5c1 w - - 0 1 | the FEN should have 10 ranks, separated by '/', not 3",
                "9/rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | the FEN should have 10 ranks, separated by '/', not 11",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNX w - - 0 1"
                        + " | FEN rank 1 (\"RNBA1ABNX\", field 10 from the top): 'X' at character 9 is not a piece letter"
                        + " (k a b n r c p, uppercase for Cho) or a digit",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4G4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 2 (\"4G4\", field 9 from the top): 'G' at character 2 is not a piece letter"
                        + " (k a b n r c p, uppercase for Cho) or a digit",
                "rnba1abnrr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 10 (\"rnba1abnrr\", field 1 from the top): more than 9 files ('r' at character 10 would be the 10th)",
                "rnba1abnr/4k5/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 9 (\"4k5\", field 2 from the top): more than 9 files (5 so far, then '5' empty points at character 3)",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/10/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 6 (\"10\", field 5 from the top): more than 9 files (0 so far, then '10' empty points at character 1)",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABN w - - 0 1"
                        + " | FEN rank 1 (\"RNBA1ABN\", field 10 from the top): only 8 of 9 files",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p//9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 6 (\"\", field 5 from the top): only 0 of 9 files",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/0/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 5 (\"0\", field 6 from the top): '0' at character 1 is no number of empty points (1-9)",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR x - - 0 1"
                        + " | the FEN's side to move should be 'w' (Cho) or 'b' (Han), not 'x'",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR W - - 0 1"
                        + " | the FEN's side to move should be 'w' (Cho) or 'b' (Han), not 'W'",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - many 1"
                        + " | the FEN's plies since a capture (5th field) should be a number (digits 0-9), not 'many'",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - -1 1"
                        + " | the FEN's plies since a capture (5th field) should be a number (digits 0-9), not '-1'",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 \u0661"
                        + " | the FEN's move number (6th field) should be a number (digits 0-9), not '\u0661'",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 99999999999"
                        + " | the FEN's move number (6th field) should be a number below a billion, not '99999999999'",
                "rnba1abnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 | the FEN has no Han general ('k')",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1 | the FEN has no Cho general ('K')",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/K8/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 2 (\"K8\", field 9 from the top): 'K' at character 1: the Cho general on a2 stands outside"
                        + " its palace (d1-f3)",
                "rnba1abnr/9/1c5c1/p1p1k1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 7 (\"p1p1k1p1p\", field 4 from the top): 'k' at character 5: the Han general on e7 stands outside"
                        + " its palace (d8-f10)",
                "rnb2abnr/4k4/1c5c1/p1p1p1p1p/9/a8/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 5 (\"a8\", field 6 from the top): 'a' at character 1: the Han guard on a5 stands outside"
                        + " its palace (d8-f10)",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2K2C1/4K4/RNBA1ABNR w - - 0 1"
                        + " | FEN rank 2 (\"4K4\", field 9 from the top): 'K' at character 2: a second Cho general, on e2"
                        + " (the first is on e3)",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1 extra"
                        + " | the FEN should have at most 6 fields, not 7",
            })
    void malformedFenSaysWhereAndWhat(String fen, String message) {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(fen, RuleSet.JANGGI));
        assertEquals(message, e.getMessage());
    }

    @Test
    void nullIsAnEmptyFen() {
        NotationException e = assertThrows(NotationException.class, () -> Fen.parse(null, RuleSet.JANGGI));
        assertEquals("the FEN is empty", e.getMessage());
    }

    @Test
    void aPositionWhereTheSideToMoveCouldTakeTheGeneralIsRefused() {
        // Cho's chariot on e5 attacks Han's general on e9, and it is Cho's turn.
        NotationException e = assertThrows(
                NotationException.class, () -> Fen.parse("9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1", RuleSet.JANGGI));
        assertEquals(
                "the Han general on e9 is in check with Cho to move: Cho could take it, so no game can reach this position",
                e.getMessage());
        // With Han to move it is an ordinary check.
        Fen.parse("9/4k4/9/9/9/4R4/9/9/4K4/9 b - - 0 1", RuleSet.JANGGI);
    }

    @Test
    void generalsFacingIsNoCheckButKoreanRandomChessForbidsIt() {
        for (RuleSet rules : RuleSet.all()) {
            if (rules != RuleSet.KRC) {
                Fen.parse("9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1", rules);
            }
        }
        NotationException e = assertThrows(
                NotationException.class, () -> Fen.parse("9/4k4/9/9/9/9/9/9/4K4/9 w - - 0 1", RuleSet.KRC));
        assertEquals("the generals face each other on an open file, which these rules forbid", e.getMessage());
    }
}
