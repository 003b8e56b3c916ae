package janggi.engine;

import java.util.Arrays;

/**
 * What the searches of one game have learnt about quiet moves, indexed by moving piece and
 * destination ({@code piece * 128 + square}): a history score within ±{@link #MAX}, and the quiet
 * move that last refuted each move. It outlives one search because the next search of a game
 * looks at mostly the same positions; it fades by half between searches so that new lessons win.
 * The arrays are open to {@link Search}, whose inner loops read them.
 */
final class MoveHistory {
    static final int MAX = 1 << 14;
    private static final int SIZE = 16 * 128;

    final int[] scores = new int[SIZE];
    final int[] counters = new int[SIZE];

    void clear() {
        Arrays.fill(scores, 0);
        Arrays.fill(counters, 0);
    }

    void fade() {
        for (int i = 0; i < SIZE; i++) {
            scores[i] /= 2;
        }
    }

    /** Moves entry {@code i} towards ±{@link #MAX} by {@code bonus}, less the nearer it already is. */
    void reward(int i, int bonus) {
        scores[i] += bonus - scores[i] * Math.abs(bonus) / MAX;
    }
}
