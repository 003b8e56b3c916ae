package janggi.core;

import java.util.function.ObjIntConsumer;

/**
 * Counts the leaf nodes of the legal-move tree, as Fairy-Stockfish's {@code go perft} does
 * (pass moves included where legal, no moves after the game has been stopped by a rule).
 */
public final class Perft {
    private final Position pos;
    private final int[][] buffers;
    /** Set from another thread by {@link #stop()}: the count ends early, and its totals mean nothing. */
    private volatile boolean stopped;

    public Perft(Position pos, int maxDepth) {
        this.pos = pos;
        this.buffers = new int[Math.max(1, maxDepth)][Position.MAX_MOVES];
    }

    /** Makes a count running on another thread end soon (a UCI {@code stop} during {@code go perft}). */
    public void stop() {
        stopped = true;
    }

    /** Whether {@link #stop()} was called: the counts returned since are partial. */
    public boolean stopped() {
        return stopped;
    }

    public long count(int depth) {
        return depth <= 0 ? 1 : count(depth, 0);
    }

    /** Reports each root move with its subtree count, in generation order, and returns the total. */
    public long divide(int depth, ObjIntConsumer<Long> perMove) {
        int[] moves = pos.legalMoves();
        long total = 0;
        for (int m : moves) {
            if (stopped) {
                break;
            }
            pos.make(m);
            long n = depth <= 1 ? 1 : count(depth - 1, 1);
            pos.undo();
            if (stopped) {
                // A count cut short is no count: it is not reported.
                break;
            }
            perMove.accept(n, m);
            total += n;
        }
        return total;
    }

    private long count(int depth, int level) {
        int[] buf = buffers[level];
        int n = pos.generateLegal(buf, 0);
        if (depth == 1) {
            return n;
        }
        long total = 0;
        for (int i = 0; i < n && !stopped; i++) {
            pos.make(buf[i]);
            total += count(depth - 1, level + 1);
            pos.undo();
        }
        return total;
    }
}
