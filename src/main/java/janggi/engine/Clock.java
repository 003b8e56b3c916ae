package janggi.engine;

/**
 * Time for one search. The soft limit is checked between iterations (do not start another),
 * the hard limit inside the search (stop now). Fixed time per move uses it all; with a clock,
 * each move gets a share of the remaining time plus most of the increment.
 */
final class Clock {
    /**
     * Kept back from every budget for the time it takes to answer: Stockfish's default move
     * overhead; from a fixed time per move, never more than a tenth of it. Kept small because
     * Fairy-Stockfish keeps nothing back from a fixed time per move: whatever ours keeps back is
     * thinking time handed to the opponent in a match.
     */
    private static final long OVERHEAD_MS = 10;

    private final long start = System.nanoTime();
    private final long softMs;
    private final long hardMs;

    private Clock(long softMs, long hardMs) {
        this.softMs = softMs;
        this.hardMs = hardMs;
    }

    static Clock unlimited() {
        return new Clock(0, 0);
    }

    static Clock of(SearchLimits limits) {
        if (limits.moveTimeMs() > 0) {
            long t = Math.max(1, limits.moveTimeMs() - Math.min(OVERHEAD_MS, limits.moveTimeMs() / 10));
            return new Clock(t, t);
        }
        if (limits.timeLeftMs() > 0) {
            int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 40) : 30;
            long available = Math.max(1, limits.timeLeftMs() - OVERHEAD_MS);
            long share = available / movesToGo + limits.incrementMs() * 3 / 4;
            long hard = Math.min(available * 2 / 3, share * 4);
            long soft = Math.min(hard, share * 6 / 10);
            return new Clock(Math.max(1, soft), Math.max(1, hard));
        }
        return unlimited();
    }

    long elapsedMs() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    boolean pastSoftLimit() {
        return softMs > 0 && elapsedMs() >= softMs;
    }

    /** Whether this clock would allow more than {@code ms} for the move. */
    boolean hardLimitAbove(long ms) {
        return hardMs == 0 || hardMs > ms;
    }

    boolean pastHardLimit() {
        return hardMs > 0 && elapsedMs() >= hardMs;
    }
}
