package janggi.engine;

import janggi.core.Position;

/**
 * The computer player: searches a position within limits and a playing level, reporting
 * progress to a listener. One search at a time; {@link #stop()} may be called from any thread
 * and makes the running search return its best move so far.
 */
public final class Engine {
    public static final int MIN_LEVEL = 1;
    public static final int MAX_LEVEL = 10;
    /** About a second a move on two cores. */
    public static final int DEFAULT_LEVEL = 6;
    public static final int DEFAULT_HASH_MB = 64;

    /** Per level 1-10: deepest iteration (0 = none), thinking time in ms (0 = as given), evaluation noise in centipawns. */
    private static final int[][] LEVELS = {
        {1, 0, 120}, {2, 0, 90}, {2, 0, 50}, {3, 0, 35}, {4, 0, 20},
        {0, 1000, 8}, {0, 2000, 0}, {0, 4000, 0}, {0, 8000, 0}, {0, 0, 0},
    };
    /** Nodes per millisecond assumed when a seed asks for a reproducible (node-bounded) search. */
    private static final long SEEDED_NODES_PER_MS = 300;

    private final TranspositionTable tt;
    private final MoveHistory history = new MoveHistory();
    private int level = MAX_LEVEL;
    private Long seed;
    private int multiPv = 1;
    private volatile Search current;

    public Engine() {
        this(DEFAULT_HASH_MB);
    }

    public Engine(int hashMb) {
        tt = new TranspositionTable(hashMb);
    }

    public void setHashMb(int mb) {
        tt.resize(mb);
    }

    /** Forgets everything learned in earlier searches. */
    public void newGame() {
        tt.clear();
        history.clear();
    }

    public int level() {
        return level;
    }

    public void setLevel(int level) {
        if (level < MIN_LEVEL || level > MAX_LEVEL) {
            throw new IllegalArgumentException("level " + level + " is not between " + MIN_LEVEL + " and " + MAX_LEVEL);
        }
        this.level = level;
    }

    /** Makes every search reproducible: fixed noise, and node budgets instead of time at timed levels. */
    public void setSeed(long seed) {
        this.seed = seed;
    }

    public void setMultiPv(int lines) {
        multiPv = Math.max(1, lines);
    }

    /** Searches a copy of {@code position}; blocks until the search ends. */
    public SearchResult search(Position position, SearchLimits limits, SearchListener listener) {
        int[] lv = LEVELS[level - 1];
        SearchLimits effective = limits;
        if (lv[0] > 0) {
            effective = effective.withDepth(effective.depth() > 0 ? Math.min(effective.depth(), lv[0]) : lv[0]);
        }
        if (lv[1] > 0 && (!effective.timed() || Clock.of(effective).hardLimitAbove(lv[1]))) {
            effective = new SearchLimits(effective.depth(), effective.nodes(), lv[1], 0, 0, 0);
        }
        Clock clock = Clock.of(effective);
        if (seed != null && effective.timed()) {
            long ms = effective.moveTimeMs() > 0 ? effective.moveTimeMs() : Math.max(1, effective.timeLeftMs() / 30);
            effective = new SearchLimits(effective.depth(), ms * SEEDED_NODES_PER_MS, 0, 0, 0, 0);
            clock = Clock.unlimited();
        }
        history.fade();
        Search search = new Search(position.copy(), tt, history, effective, listener, clock, lv[2],
                seed == null ? System.nanoTime() : seed, multiPv);
        current = search;
        try {
            return search.run();
        } finally {
            current = null;
        }
    }

    public void stop() {
        Search s = current;
        if (s != null) {
            s.requestStop();
        }
    }
}
