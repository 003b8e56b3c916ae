package janggi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#generateLegalCaptures} lists the captures without generating the quiet moves;
 * here it must give exactly the captures among the legal moves, in their order, in every
 * position of random games under every rule set (banzai and promotions included).
 */
class CaptureGenerationTest {

    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void capturesAreTheLegalMovesThatTake(RuleSet rules) {
        int[] buf = new int[Position.MAX_MOVES];
        int[] positionsWithCaptures = new int[1];
        RandomGames.forEachPosition(rules, 40, 11, pos -> {
            int[] expected = Arrays.stream(pos.legalMoves())
                    .filter(m -> !Move.isPass(m) && pos.pieceAt(Move.to(m)) != Piece.NONE)
                    .toArray();
            int[] actual = Arrays.copyOf(buf, pos.generateLegalCaptures(buf, 0));
            assertArrayEquals(expected, actual, () -> pos.ply() + " plies into a game");
            positionsWithCaptures[0] += expected.length > 0 ? 1 : 0;
        });
        assertTrue(positionsWithCaptures[0] > 500, "only " + positionsWithCaptures[0] + " positions with a capture");
    }
}
