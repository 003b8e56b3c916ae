package janggi.engine;

import janggi.core.Piece;
import janggi.core.Square;
import java.util.Arrays;

/**
 * What the searches of one game have learnt about quiet moves, each move named by its moving
 * piece and destination ({@link #index}): a history score within ±{@link #MAX}, the quiet move
 * that last refuted each move, and the continuation history, a score for each pair of a move and
 * a quiet move played one or two plies after it ({@link #continuationIndex}), which
 * knows what works as a reply to what. It outlives one search because the next search of a game
 * looks at mostly the same positions; it fades by half between searches so that new lessons win.
 * The arrays are open to {@link Search}, whose inner loops read them.
 */
final class MoveHistory {
    static final int MAX = 1 << 14;
    /** Moves as history indexes: piece code (0-15) times 90 plus the destination point. */
    static final int SIZE = Piece.CODES * Square.COUNT;

    final int[] scores = new int[SIZE];
    final int[] counters = new int[SIZE];
    /** Within ±{@link #MAX}, so shorts: the table has {@code SIZE²} entries. */
    final short[] continuation = new short[SIZE * SIZE];

    static int index(int piece, int to) {
        return piece * Square.COUNT + to;
    }

    /** The {@link #continuation} entry of quiet move {@code after} played after move {@code before}, both {@link #index}es. */
    static int continuationIndex(int before, int after) {
        return before * SIZE + after;
    }

    void clear() {
        Arrays.fill(scores, 0);
        Arrays.fill(counters, 0);
        Arrays.fill(continuation, (short) 0);
    }

    void fade() {
        for (int i = 0; i < SIZE; i++) {
            scores[i] /= 2;
        }
        for (int i = 0; i < continuation.length; i++) {
            continuation[i] /= 2;
        }
    }

    /** {@link #reward} for the continuation entry {@code i}. */
    void rewardContinuation(int i, int bonus) {
        continuation[i] = (short) toward(continuation[i], bonus);
    }

    /** Moves entry {@code i} towards ±{@link #MAX} by {@code bonus}, less the nearer it already is. */
    void reward(int i, int bonus) {
        scores[i] = toward(scores[i], bonus);
    }

    /** {@code score} moved by {@code bonus} towards ±{@link #MAX}, less the nearer it already is; stays within ±MAX. */
    private static int toward(int score, int bonus) {
        return score + bonus - score * Math.abs(bonus) / MAX;
    }
}
