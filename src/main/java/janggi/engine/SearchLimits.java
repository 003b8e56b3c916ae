package janggi.engine;

/**
 * What bounds one search. Zero or negative means "no bound" for each field; with no bound at
 * all the search runs until stopped ({@code go infinite}).
 *
 * @param depth      deepest iteration to finish, in plies
 * @param nodes      node budget
 * @param moveTimeMs fixed time for this move
 * @param timeLeftMs the mover's clock
 * @param incrementMs the mover's increment per move
 * @param movesToGo  moves until the next time control (0: sudden death or increment play)
 */
public record SearchLimits(int depth, long nodes, long moveTimeMs, long timeLeftMs, long incrementMs, int movesToGo) {

    public static SearchLimits infinite() {
        return new SearchLimits(0, 0, 0, 0, 0, 0);
    }

    public static SearchLimits depth(int depth) {
        return new SearchLimits(depth, 0, 0, 0, 0, 0);
    }

    public static SearchLimits moveTime(long ms) {
        return new SearchLimits(0, 0, ms, 0, 0, 0);
    }

    public static SearchLimits nodes(long nodes) {
        return new SearchLimits(0, nodes, 0, 0, 0, 0);
    }

    public static SearchLimits clock(long timeLeftMs, long incrementMs, int movesToGo) {
        return new SearchLimits(0, 0, 0, timeLeftMs, incrementMs, movesToGo);
    }

    public SearchLimits withDepth(int d) {
        return new SearchLimits(d, nodes, moveTimeMs, timeLeftMs, incrementMs, movesToGo);
    }

    public boolean timed() {
        return moveTimeMs > 0 || timeLeftMs > 0;
    }
}
