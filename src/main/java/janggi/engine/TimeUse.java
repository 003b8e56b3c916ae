package janggi.engine;

import janggi.core.Move;
import janggi.core.PieceType;

/**
 * How much of its soft time limit one search should use, judged after each completed iteration
 * as Stockfish judges it: a best move that keeps changing, or a score falling from iteration to
 * iteration, needs more time to settle; a best move that has stood for many iterations, less.
 */
final class TimeUse {
    /** Iterations after the one that found it that a best move must stand for the search to count as settled. */
    private static final int SETTLED = 8;
    /** The share of the soft limit a settled search uses. */
    private static final double SETTLED_SHARE = 0.6;
    /** A fall of the score over one iteration that asks for the most extra time: half a soldier. */
    private static final double FULL_FALL = Evaluator.VALUE[PieceType.SOLDIER.ordinal()] / 2.0;

    private int lastMove = Move.NONE;
    private int lastScore;
    private int iterations;
    private int standing;
    /** Changes of the best move, each counting half as much an iteration later. */
    private double changes;

    /** The share of the soft limit to use, after an iteration that found {@code move} worth {@code score}. */
    double after(int move, int score) {
        changes /= 2;
        if (iterations == 0) {
            standing = 0;
        } else if (move != lastMove) {
            changes += 1;
            standing = 0;
        } else {
            standing++;
        }
        double falling = iterations > 0 ? Math.max(0, Math.min(1, (lastScore - score) / FULL_FALL)) : 0;
        lastMove = move;
        lastScore = score;
        iterations++;
        double share = (1 + changes) * (1 + falling / 2);
        return standing >= SETTLED ? share * SETTLED_SHARE : share;
    }
}
