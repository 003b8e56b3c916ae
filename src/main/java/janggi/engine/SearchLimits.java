package janggi.engine;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.core.Side;

/**
 * What bounds one search. Zero or negative means "no bound" for each field; with no bound at
 * all the search runs until stopped ({@code go infinite}). A game clock is given as UCI gives
 * it: the mover's time left, and an increment or a byoyomi period ({@link TimeManager} shares
 * it out).
 *
 * @param depth      deepest iteration to finish, in plies
 * @param nodes      node budget
 * @param moveTimeMs fixed time for this move
 * @param timeLeftMs the mover's clock (under byoyomi, its main time)
 * @param incrementMs the mover's increment per move
 * @param movesToGo  moves until the next time control (0: sudden death or increment play)
 * @param byoyomiMs  the mover's byoyomi period, once its main time is used up
 * @param periods    the byoyomi periods the mover has left (1 when not said)
 */
public record SearchLimits(
        int depth,
        long nodes,
        long moveTimeMs,
        long timeLeftMs,
        long incrementMs,
        int movesToGo,
        long byoyomiMs,
        int periods) {

    public static SearchLimits infinite() {
        return new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0);
    }

    public static SearchLimits depth(int depth) {
        return infinite().withDepth(depth);
    }

    public static SearchLimits moveTime(long ms) {
        return new SearchLimits(0, 0, ms, 0, 0, 0, 0, 0);
    }

    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(0, nodes, 0, 0, 0, 0, 0, 0);
    }

    /** A clock without byoyomi: sudden death, an increment, or so many moves to the next control. */
    public static SearchLimits clock(long timeLeftMs, long incrementMs, int movesToGo) {
        return new SearchLimits(0, 0, 0, timeLeftMs, incrementMs, movesToGo, 0, 0);
    }

    /** Byoyomi: main time left (0 when used up), then {@code periods} periods of {@code periodMs}. */
    public static SearchLimits byoyomi(long mainMs, long periodMs, int periods) {
        return new SearchLimits(0, 0, 0, mainMs, 0, 0, periodMs, periods);
    }

    /**
     * What {@code side}'s clock gives the engine for a move now: its time as UCI would say it, for
     * the engine's time manager to share out (docs/clocks.md).
     */
    public static SearchLimits of(GameClock clock, Side side) {
        GameClock.Reading now = clock.reading(side);
        TimeControl control = clock.control();
        if (control.byoyomi()) {
            return now.inByoyomi()
                    ? byoyomi(0, now.ms(), now.periods())
                    : byoyomi(now.ms(), control.periodMs(), control.periods());
        }
        return clock(now.ms(), control.incrementMs(), 0);
    }

    public SearchLimits withDepth(int d) {
        return new SearchLimits(d, nodes, moveTimeMs, timeLeftMs, incrementMs, movesToGo, byoyomiMs, periods);
    }

    /** These limits with a fixed time per move instead of any clock. */
    public SearchLimits withMoveTime(long ms) {
        return new SearchLimits(depth, nodes, ms, 0, 0, 0, 0, 0);
    }

    /** These limits with a node budget instead of any time. */
    public SearchLimits withNodes(long n) {
        return new SearchLimits(depth, n, 0, 0, 0, 0, 0, 0);
    }

    public boolean timed() {
        return moveTimeMs > 0 || onClock();
    }

    /** Whether a game clock bounds the search (rather than a fixed time per move). */
    public boolean onClock() {
        return timeLeftMs > 0 || byoyomiMs > 0;
    }
}
