package janggi.engine;

import janggi.core.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * The computer player: searches a position within limits and a playing level, reporting
 * progress to a listener. One search at a time; {@link #stop()} may be called from any thread
 * and makes the running search return its best move so far. With more than one thread, helper
 * searches run beside it on the same table (see {@link Search}); a seeded engine uses one thread,
 * since threads racing for the table make no two searches alike.
 */
public final class Engine implements Searcher {
    public static final int MIN_LEVEL = 1;
    public static final int MAX_LEVEL = 10;
    /** About a second a move on two cores. */
    public static final int DEFAULT_LEVEL = 6;

    public static final int DEFAULT_HASH_MB = 64;
    public static final int MAX_THREADS = 64;

    /** Per level 1-10: deepest iteration (0 = none), thinking time in ms (0 = as given), evaluation noise in centipawns. */
    private static final int[][] LEVELS = {
        {1, 0, 1100}, {1, 0, 300}, {2, 0, 60}, {3, 0, 35}, {4, 0, 20},
        {0, 1000, 8}, {0, 2000, 0}, {0, 4000, 0}, {0, 8000, 0}, {0, 0, 0},
    };
    /** Nodes per millisecond assumed when a seed asks for a reproducible (node-bounded) search. */
    private static final long SEEDED_NODES_PER_MS = 300;

    private final TranspositionTable tt;
    private final MoveHistory history = new MoveHistory();
    /** One history per helper thread, kept from move to move like the main one. */
    private final List<MoveHistory> helperHistories = new ArrayList<>();
    /**
     * The evaluators of the main search and each helper, kept from move to move for the
     * evaluations they have cached: the next search visits mostly the same positions.
     */
    private final Evaluator evaluator = new Evaluator();

    private final List<Evaluator> helperEvaluators = new ArrayList<>();

    private int threads = 1;
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

    /** The largest hash table the heap allows, in megabytes. */
    public static int hashLimitMb() {
        return TranspositionTable.heapLimitMb();
    }

    /**
     * Sizes the hash table: a power of two megabytes up to {@code mb}, within what the heap allows.
     *
     * @return the megabytes the table takes, less than {@code mb} when the heap allows no more
     */
    public int setHashMb(int mb) {
        return tt.resize(mb);
    }

    /** Forgets everything learned in earlier searches. */
    public void newGame() {
        tt.clear();
        history.clear();
        helperHistories.forEach(MoveHistory::clear);
    }

    public void setThreads(int threads) {
        if (threads < 1 || threads > MAX_THREADS) {
            throw new IllegalArgumentException("threads " + threads + " is not between 1 and " + MAX_THREADS);
        }
        this.threads = threads;
        while (helperHistories.size() < threads - 1) {
            helperHistories.add(new MoveHistory());
            helperEvaluators.add(new Evaluator());
        }
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
    @Override
    public SearchResult search(Position position, SearchLimits limits, SearchListener listener) {
        return search(position, limits, null, listener);
    }

    @Override
    public SearchResult searchMove(Position position, int move, SearchLimits limits) {
        return search(position, limits, new int[] {move}, SearchListener.NONE);
    }

    /**
     * Searches a copy of {@code position} among {@code rootMoves} only at the root (UCI's
     * {@code go searchmoves}), or every legal move when that is null; blocks until the search ends.
     */
    public SearchResult search(Position position, SearchLimits limits, int[] rootMoves, SearchListener listener) {
        int[] lv = LEVELS[level - 1];
        SearchLimits effective = limits;
        if (lv[0] > 0) {
            effective = effective.withDepth(effective.depth() > 0 ? Math.min(effective.depth(), lv[0]) : lv[0]);
        }
        // A level's own time caps the clock's only where it is the lower.
        if (lv[1] > 0 && (!effective.timed() || SearchDeadline.of(effective).hardLimitAbove(lv[1]))) {
            effective = effective.withMoveTime(lv[1]);
        }
        SearchDeadline deadline = SearchDeadline.of(effective);
        // On a game clock real time decides, so that a slow machine never loses on time.
        if (seed != null && effective.timed() && !limits.onClock()) {
            long ms = effective.moveTimeMs() > 0 ? effective.moveTimeMs() : Math.max(1, effective.timeLeftMs() / 30);
            effective = effective.withNodes(ms * SEEDED_NODES_PER_MS);
            deadline = SearchDeadline.unlimited();
        }
        tt.newSearch();
        history.fade();
        Search search = new Search(
                position.copy(),
                tt,
                history,
                evaluator,
                rootMoves,
                effective,
                listener,
                deadline,
                lv[2],
                seed == null ? System.nanoTime() : seed,
                multiPv,
                0);
        List<Search> helpers = seed == null ? helpers(position, rootMoves, effective, deadline, lv[2]) : List.of();
        List<Thread> running = new ArrayList<>();
        for (Search helper : helpers) {
            Thread t = new Thread(helper::run, "search helper");
            t.setDaemon(true);
            running.add(t);
        }
        search.joinedBy(helpers);
        current = search;
        running.forEach(Thread::start);
        try {
            return search.run();
        } finally {
            current = null;
            helpers.forEach(Search::requestStop);
            running.forEach(Engine::joinQuietly);
        }
    }

    /** The helper searches for this many threads, each with its own copy of the position and its own history. */
    private List<Search> helpers(
            Position position, int[] rootMoves, SearchLimits limits, SearchDeadline deadline, int noise) {
        List<Search> helpers = new ArrayList<>();
        for (int k = 1; k < threads; k++) {
            MoveHistory h = helperHistories.get(k - 1);
            h.fade();
            helpers.add(new Search(
                    position.copy(),
                    tt,
                    h,
                    helperEvaluators.get(k - 1),
                    rootMoves,
                    limits,
                    SearchListener.NONE,
                    deadline,
                    noise,
                    System.nanoTime() + k,
                    1,
                    k));
        }
        return helpers;
    }

    /** Waits for a helper to finish; an interrupt is kept for the caller, and the helper, asked to stop, ends soon anyway. */
    private static void joinQuietly(Thread t) {
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    @Override
    public void stop() {
        Search s = current;
        if (s != null) {
            s.requestStop();
        }
    }
}
