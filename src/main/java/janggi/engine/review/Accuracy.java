package janggi.engine.review;

import java.util.List;

/**
 * Accuracy from 0 to 100, as lichess computes it from winning chances (its
 * {@code AccuracyPercent}): each move's accuracy falls off exponentially with the expected score
 * it lost, and a side's accuracy is the mean of two means of its moves' accuracies: one weighted
 * by how much the game swung around each move (so that moves in a quiet stretch count less), and
 * the harmonic mean (so that a few bad moves cannot be hidden among many good ones).
 */
public final class Accuracy {
    private Accuracy() {}

    /**
     * One move's accuracy.
     *
     * @param best the mover's expected score before the move (with the best move), 0 to 1
     * @param played the mover's expected score after it
     */
    public static double ofMove(double best, double played) {
        if (played >= best) {
            return 100;
        }
        double lost = 100 * (best - played);
        double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * lost) - 3.166924740191411;
        // lichess adds one point for the uncertainty of the evaluations themselves.
        return Math.max(0, Math.min(100, raw + 1));
    }

    /**
     * How much the game swung around each move: for move {@code i} (1-based), the standard
     * deviation of Cho's expected score, in hundredths, over a window of positions around it,
     * kept between 0.5 and 12. The window is a tenth of the game, two to eight positions; the
     * first moves share the first window.
     *
     * @param positions Cho's expected score in every position, the start included
     * @return one weight per move, {@code positions.size() - 1} of them
     */
    public static double[] weights(List<Double> positions) {
        int moves = positions.size() - 1;
        double[] weights = new double[Math.max(0, moves)];
        if (moves < 1) {
            return weights;
        }
        int window = Math.max(2, Math.min(8, moves / 10));
        window = Math.min(window, positions.size());
        int lead = window - 2;
        for (int i = 0; i < moves; i++) {
            int from = Math.max(0, i - lead);
            double sd = deviation(positions.subList(from, from + window));
            weights[i] = Math.max(0.5, Math.min(12, sd));
        }
        return weights;
    }

    /**
     * A side's accuracy from its moves' accuracies and weights: the mean of the weighted mean and
     * the harmonic mean (each accuracy counted as at least 1 there); 100 for a side without moves.
     */
    public static double ofSide(double[] accuracies, double[] weights) {
        if (accuracies.length == 0) {
            return 100;
        }
        double weighted = 0;
        double weightSum = 0;
        double inverse = 0;
        for (int i = 0; i < accuracies.length; i++) {
            weighted += accuracies[i] * weights[i];
            weightSum += weights[i];
            inverse += 1 / Math.max(1, accuracies[i]);
        }
        return (weighted / weightSum + accuracies.length / inverse) / 2;
    }

    /** The standard deviation of expected scores, in hundredths. */
    private static double deviation(List<Double> xs) {
        double mean = xs.stream().mapToDouble(x -> 100 * x).average().orElse(0);
        double square = xs.stream()
                .mapToDouble(x -> Math.pow(100 * x - mean, 2))
                .average()
                .orElse(0);
        return Math.sqrt(square);
    }
}
