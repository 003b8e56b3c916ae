package janggi.engine.review;

import janggi.engine.Score;

/**
 * The expected score (a win 1, a draw one half, a loss 0) that goes with an engine score, as
 * lichess turns centipawns into winning chances: a logistic curve,
 * {@code 1 / (1 + exp(-SLOPE * score))}. Its slope is not chess's: it was fitted to our own
 * engine's scores in games whose results are known ({@code janggi review --fit}, see
 * docs/review.md), so that a score of ours means what the games say it means.
 */
public final class WinChance {
    /** Per centipawn of our score (a soldier is 200); fitted as docs/review.md describes. */
    public static final double SLOPE = 0.00185;

    private WinChance() {}

    /** The expected score of the side a search score belongs to: a mate is a certain win or loss. */
    public static double of(int score) {
        if (Score.isMate(score)) {
            return score > 0 ? 1 : 0;
        }
        return of(score, SLOPE);
    }

    /** The expected score on a curve of any slope (for fitting one). */
    static double of(double score, double slope) {
        return 1 / (1 + Math.exp(-slope * score));
    }
}
