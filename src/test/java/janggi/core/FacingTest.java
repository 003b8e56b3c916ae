package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.Fen;
import janggi.notation.UciMove;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Whether the generals face each other is recorded at every move, for bikjang and the end of the
 * game it can bring: here the record always agrees with a fresh look at the board.
 */
class FacingTest {

    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void theFacingRecordedAtEachMoveAgreesWithTheBoard(RuleSet rules) {
        RandomGames.forEachPosition(
                rules,
                20,
                11,
                pos -> assertEquals(
                        pos.generalsFacing(), pos.facingAt(pos.ply()), () -> pos.ply() + " plies into a game"));
    }

    @Test
    void theLastPieceBetweenTheGeneralsLeavingTheirFileOpensIt() {
        Position pos = Fen.parse("4k4/9/9/9/4N4/9/9/9/4K4/9 w - - 0 1", RuleSet.JANGGI);
        assertFalse(pos.facingAt(0));
        pos.make(UciMove.parseShape("e6c5"));
        assertTrue(pos.facingAt(1));
        assertTrue(pos.bikjang());
    }

    /** Under casual rules, where facing is no bikjang, play goes on with the generals facing. */
    @Test
    void aMoveOffTheirFileLeavesTheGeneralsFacing() {
        Position pos = Fen.parse("3k5/9/9/9/9/9/9/R8/3K5/9 w - - 0 1", RuleSet.CASUAL);
        assertTrue(pos.facingAt(0));
        pos.make(UciMove.parseShape("a3a4"));
        assertTrue(pos.facingAt(1));
        pos.make(UciMove.parseShape("d10e10"));
        assertFalse(pos.facingAt(2));
    }
}
