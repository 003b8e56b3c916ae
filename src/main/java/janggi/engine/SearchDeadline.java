package janggi.engine;

/**
 * When one search must end: the {@link TimeManager}'s budget counted from the search's start.
 * The soft limit is checked between iterations (do not start another), the hard limit inside the
 * search (stop now).
 */
final class SearchDeadline {
    private final long start = System.nanoTime();
    private final long softMs;
    private final long hardMs;

    private SearchDeadline(TimeManager.Budget budget) {
        this.softMs = budget.softMs();
        this.hardMs = budget.hardMs();
    }

    static SearchDeadline unlimited() {
        return new SearchDeadline(TimeManager.Budget.NONE);
    }

    static SearchDeadline of(SearchLimits limits) {
        return new SearchDeadline(TimeManager.budget(limits));
    }

    long elapsedMs() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /**
     * Whether {@code share} times the soft limit has passed on a clock: more for an unsettled
     * search, less for a settled one. A budget whose soft and hard limits are alike is used whole:
     * a fixed time per move, as the opponent in a match uses its own, and a byoyomi period, which
     * keeps nothing a move leaves.
     */
    boolean pastSoftLimit(double share) {
        return softMs > 0 && elapsedMs() >= (softMs < hardMs ? softMs * share : softMs);
    }

    /** Whether this deadline would allow more than {@code ms} for the move. */
    boolean hardLimitAbove(long ms) {
        return hardMs == 0 || hardMs > ms;
    }

    boolean pastHardLimit() {
        return hardMs > 0 && elapsedMs() >= hardMs;
    }
}
