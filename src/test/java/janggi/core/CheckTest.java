package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.UciMove;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#inCheck()} after a move looks only at the lines the move touched; here it must
 * agree with the full test, {@link Position#inCheck(Side)}, in every position of random games,
 * passes included, under every rule set. So must {@link Position#givesCheck} and
 * {@link Position#endsGame}, asked before a move, with the answer after it.
 */
class CheckTest {

    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void quickCheckTestAgreesWithTheFullOne(RuleSet rules) {
        int[] positions = new int[2];
        RandomGames.forEachPosition(rules, 60, 7, pos -> {
            boolean full = pos.inCheck(pos.sideToMove());
            assertEquals(full, pos.inCheck(), () -> "position " + positions[0] + ", " + pos.ply() + " plies in");
            positions[0]++;
            positions[1] += full ? 1 : 0;
        });
        assertTrue(positions[1] > 100, "only " + positions[1] + " checks in " + positions[0] + " positions");
    }

    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void checksAndEndingsForeseenAgreeWithTheBoardAfterTheMove(RuleSet rules) {
        int[] checks = new int[1];
        int[] endings = new int[1];
        RandomGames.forEachPosition(rules, 30, 9, pos -> {
            for (int m : pos.legalMoves()) {
                boolean check = pos.givesCheck(m);
                boolean ends = pos.endsGame(m);
                pos.make(m);
                boolean checkAfter = pos.inCheck(pos.sideToMove());
                boolean endedAfter = pos.endedByRule();
                pos.undo();
                assertEquals(checkAfter, check, () -> UciMove.of(m) + " " + pos.ply() + " plies in");
                assertEquals(endedAfter, ends, () -> UciMove.of(m) + " " + pos.ply() + " plies in");
                checks[0] += check ? 1 : 0;
                endings[0] += ends ? 1 : 0;
            }
        });
        assertTrue(checks[0] > 100, "only " + checks[0] + " checking moves");
        if (rules.passing == RuleSet.Passing.ANY_TURN) {
            assertTrue(endings[0] > 10, "only " + endings[0] + " moves that end the game");
        }
    }
}
