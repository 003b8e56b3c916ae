package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#inCheck()} after a move looks only at the lines the move touched; here it must
 * agree with the full test, {@link Position#inCheck(Side)}, in every position of random games,
 * passes included, under every rule set.
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
}
