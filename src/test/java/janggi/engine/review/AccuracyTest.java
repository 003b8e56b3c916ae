package janggi.engine.review;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class AccuracyTest {
    @Test
    void aMoveThatLosesNothingIsPerfect() {
        assertEquals(100, Accuracy.ofMove(0.6, 0.6));
        assertEquals(100, Accuracy.ofMove(0.6, 0.7));
    }

    @Test
    void aMovesAccuracyFallsWithTheExpectedScoreItLoses() {
        assertEquals(100, Accuracy.ofMove(0.6, 0.599), 0.1, "lichess's curve, its point of uncertainty added");
        assertEquals(64.6, Accuracy.ofMove(0.6, 0.5), 0.1);
        assertEquals(9.5, Accuracy.ofMove(0.9, 0.4), 0.1);
        assertEquals(0, Accuracy.ofMove(1.0, 0.0));
    }

    @Test
    void aSideThatPlaysEveryBestMoveIsPerfect() {
        assertEquals(100, Accuracy.ofSide(new double[] {100, 100, 100}, new double[] {1, 5, 12}), 1e-9);
        assertEquals(100, Accuracy.ofSide(new double[0], new double[0]));
    }

    @Test
    void oneBlunderAmongGoodMovesCountsForMoreThanItsShare() {
        double[] moves = {100, 100, 100, 100, 100, 100, 100, 100, 100, 5};
        double[] weights = new double[moves.length];
        java.util.Arrays.fill(weights, 1);
        double accuracy = Accuracy.ofSide(moves, weights);
        assertTrue(accuracy < 90.5, "the arithmetic mean would be 90.5: " + accuracy);
        assertTrue(accuracy > 50, "" + accuracy);
    }

    @Test
    void aMoveWeighsAsMuchAsTheGameSwungAroundIt() {
        // Six moves: windows of two positions, the spread of each pair, between 0.5 and 12.
        List<Double> positions = List.of(0.5, 0.5, 0.52, 0.9, 0.9, 0.1, 0.1);
        assertArrayEquals(new double[] {0.5, 1, 12, 0.5, 12, 0.5}, Accuracy.weights(positions), 1e-9);
        assertEquals(0, Accuracy.weights(List.of(0.5)).length);
    }
}
