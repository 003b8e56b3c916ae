package janggi.engine;

/**
 * How long the computer thinks on a move (docs/clocks.md): a fixed time per move all but the
 * time to answer; on a game clock a share of it, by the kind of clock. Each budget has a soft
 * limit, after which no new iteration starts, and a hard one, at which the search stops; the
 * hard one never lets a move lose the game on time, nor use up a byoyomi period.
 *
 * <ul>
 *   <li>Byoyomi: the main time is shared out like an increment game's, the period being the
 *       increment; once it is used up, each move thinks for its whole period.
 *   <li>Increment (or so many moves to the next control): a share of the time left plus the
 *       increment.
 *   <li>Sudden death: a smaller share, since a game has many moves, and a reserve kept back that
 *       no move touches.
 * </ul>
 */
final class TimeManager {
    /**
     * Kept back from every budget for the time it takes to answer: Stockfish's default move
     * overhead; from a fixed time per move, never more than a tenth of it. Kept small because
     * Fairy-Stockfish keeps nothing back from a fixed time per move: whatever ours keeps back is
     * thinking time handed to the opponent in a match.
     */
    static final long OVERHEAD_MS = 10;

    /** Moves a clock is shared over when no one says how many are left. */
    private static final int MOVES_LEFT = 30;
    /** Under sudden death, where there is no increment to live on, a longer game is assumed. */
    private static final int SUDDEN_DEATH_MOVES_LEFT = 40;

    /**
     * The soft limit's share of the main time a move is given. A search stops at the first
     * iteration that ends past its soft limit, and TimeUse stretches that limit for an unsettled
     * search, so a move mostly takes more than its soft limit: about half as much again in the
     * middle game.
     */
    private static final double SOFT_SHARE = 0.6;

    /** What one move may take: soft and hard limits in ms, 0 for none. */
    record Budget(long softMs, long hardMs) {
        static final Budget NONE = new Budget(0, 0);

        private static Budget of(long softMs, long hardMs) {
            long hard = Math.max(1, hardMs);
            return new Budget(Math.max(1, Math.min(hard, softMs)), hard);
        }
    }

    private TimeManager() {}

    static Budget budget(SearchLimits limits) {
        if (limits.moveTimeMs() > 0) {
            long t = limits.moveTimeMs() - Math.min(OVERHEAD_MS, limits.moveTimeMs() / 10);
            return Budget.of(t, t);
        }
        if (limits.byoyomiMs() > 0) {
            return byoyomi(Math.max(0, limits.timeLeftMs()), limits.byoyomiMs(), Math.max(1, limits.periods()));
        }
        if (limits.timeLeftMs() > 0) {
            return limits.incrementMs() > 0 || limits.movesToGo() > 0
                    ? increment(limits.timeLeftMs(), limits.incrementMs(), limits.movesToGo())
                    : suddenDeath(limits.timeLeftMs());
        }
        return Budget.NONE;
    }

    /**
     * The main time, then the period: a move may take all the main time left and the period
     * less a margin for answering without using up a period. On the last period, where using it
     * up loses the game, the margin is wider.
     */
    private static Budget byoyomi(long mainMs, long periodMs, int periods) {
        long margin = OVERHEAD_MS + Math.min(periodMs / 10, 500) * (periods > 1 ? 1 : 2);
        long period = Math.max(1, periodMs - margin);
        long ofMain = mainMs / MOVES_LEFT;
        long hard = Math.min((ofMain + period) * 4, mainMs * 2 / 3 + period);
        return Budget.of(soft(ofMain, period), hard);
    }

    private static Budget increment(long timeLeftMs, long incrementMs, int movesToGo) {
        int moves = movesToGo > 0 ? Math.min(movesToGo, 40) : MOVES_LEFT;
        long available = Math.max(1, timeLeftMs - OVERHEAD_MS);
        long ofMain = available / moves;
        long hard = Math.min(available * 2 / 3, (ofMain + incrementMs) * 4);
        return Budget.of(soft(ofMain, incrementMs), hard);
    }

    /**
     * The soft limit for a move given {@code mainMs} of the main time and {@code incrementMs} to
     * live on: a share of the main time, and the increment whole, so that over a game the clock
     * runs down towards the increment rather than being kept to the end, as a strong opponent's
     * does.
     */
    private static long soft(long mainMs, long incrementMs) {
        return (long) (mainMs * SOFT_SHARE) + incrementMs;
    }

    /** A tenth of the time, up to a second, is never touched: the moves share out the rest. */
    private static Budget suddenDeath(long timeLeftMs) {
        long reserve = OVERHEAD_MS + Math.min(timeLeftMs / 10, 1_000);
        long available = Math.max(1, timeLeftMs - reserve);
        long share = available / SUDDEN_DEATH_MOVES_LEFT;
        return Budget.of((long) (share * SOFT_SHARE), share * 4);
    }
}
