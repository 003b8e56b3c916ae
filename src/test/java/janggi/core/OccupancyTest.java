package janggi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The occupancy bits that let the move generator and the evaluation skip empty points must
 * follow every move and take-back: here they list exactly the points the board holds pieces on,
 * in random games (captures, promotions, passes) under every rule set, and again after undoing them all.
 */
class OccupancyTest {

    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void occupiedPointsAreThePointsWithPieces(RuleSet rules) {
        int[] buf = new int[Square.COUNT];
        RandomGames.forEachPosition(rules, 20, 5, pos -> {
            assertOccupancyMatchesBoard(pos, buf);
            if (pos.ply() == 150) {
                Position back = pos.copy();
                while (back.ply() > 0) {
                    back.undo();
                }
                assertOccupancyMatchesBoard(back, buf);
            }
        });
    }

    private static void assertOccupancyMatchesBoard(Position pos, int[] buf) {
        int[] expected = IntStream.range(0, Square.COUNT)
                .filter(sq -> pos.pieceAt(sq) != Piece.NONE)
                .toArray();
        assertArrayEquals(
                expected, Arrays.copyOf(buf, pos.occupiedPoints(buf)), () -> pos.ply() + " plies into a game");
    }
}
