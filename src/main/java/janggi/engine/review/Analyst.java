package janggi.engine.review;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.Score;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.engine.Searcher;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Supplier;

/**
 * Searches the positions of a game for its review ({@link GameReview}), at full strength, by our
 * engine or another ({@link Searcher}): first every position, the start to the end, each with
 * the same limits; then each move that was not the best, searched alone from the position before
 * it, so that its score and the best move's come from one search of one position; then, deeper,
 * the moves the first searches found best that yet lost ground. With several threads, each has a
 * searcher of its own and takes the positions in runs, so that what its table learned in one
 * position serves the next.
 */
public final class Analyst {
    /** Receives the count of positions searched, from the searching threads. */
    @FunctionalInterface
    public interface Progress {
        Progress NONE = (done, total) -> {};

        void searched(int done, int total);
    }

    /** Each engine's table: a search of a few seconds fills no more. */
    private static final int HASH_MB = 16;
    /** Positions a thread takes at a time. */
    private static final int RUN = 8;
    /**
     * Forced moves followed, at most, to score a position with one legal move: a search of such a
     * position stops after one ply, too soon to see what the move leads to.
     */
    private static final int FORCED_MOVES = 8;
    /** How much deeper a {@link #recheck} searches: times the time, or plies more. */
    static final int RECHECK_TIME_FACTOR = 4;

    static final int RECHECK_PLIES = 2;

    private final SearchLimits limits;
    private final int threads;
    private final Supplier<Searcher> searchers;

    /**
     * By our engine.
     *
     * @param threads positions searched at once, each by its own engine on one thread
     */
    public Analyst(SearchLimits limits, int threads) {
        this(limits, threads, () -> new Engine(HASH_MB));
    }

    /**
     * @param threads positions searched at once, each by its own searcher
     * @param searchers makes a searcher for each thread, closed when the thread is done
     */
    public Analyst(SearchLimits limits, int threads, Supplier<Searcher> searchers) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads);
        }
        this.limits = limits;
        this.threads = threads;
        this.searchers = searchers;
    }

    /** The assessment of every position of {@code game}, the start first: one more than its moves. */
    public List<Assessment> assess(Game game, Progress progress) {
        List<Position> positions = positions(game);
        int total = positions.size();
        GameResult result = game.result().orElse(null);
        Assessment last = result != null && endedOnTheBoard(result) ? ended(result, positions.get(total - 1)) : null;
        List<Integer> toSearch = new ArrayList<>();
        for (int i = 0; i < (last != null ? total - 1 : total); i++) {
            toSearch.add(i);
        }
        List<Assessment> assessed = new ArrayList<>(
                run(toSearch, total, progress, (searcher, i) -> assess(searcher, positions.get(i), limits)));
        if (last != null) {
            assessed.add(last);
        }
        return assessed;
    }

    /**
     * The score of each move {@link GameReview#toSearchPlayed} names, searched alone from the
     * position before it ({@link Searcher#searchMove}), with the same limits: by ply.
     */
    public Map<Integer, Integer> searchPlayed(Game game, List<Assessment> assessed, Progress progress) {
        List<Integer> plies = GameReview.toSearchPlayed(game, assessed);
        List<Position> positions = positions(game);
        List<Integer> scores = run(
                plies,
                plies.size(),
                progress,
                (searcher, ply) -> scoreOf(
                        searcher.searchMove(positions.get(ply), game.moves().get(ply), limits)));
        Map<Integer, Integer> played = new TreeMap<>();
        for (int k = 0; k < plies.size(); k++) {
            played.put(plies.get(k), scores.get(k));
        }
        return played;
    }

    /**
     * The moves {@link GameReview#toRecheck} names, searched again deeper: the position before
     * each, and where the deeper search would play another move, the move played alone, by ply.
     */
    public Map<Integer, GameReview.Recheck> recheck(Game game, List<Assessment> assessed, Progress progress) {
        List<Integer> plies = GameReview.toRecheck(game, assessed);
        List<Position> positions = positions(game);
        SearchLimits deeper = limits.depth() > 0
                ? limits.withDepth(limits.depth() + RECHECK_PLIES)
                : limits.withMoveTime(limits.moveTimeMs() * RECHECK_TIME_FACTOR);
        List<GameReview.Recheck> searched = run(plies, plies.size(), progress, (searcher, ply) -> {
            Assessment before = assess(searcher, positions.get(ply), deeper);
            int move = game.moves().get(ply);
            Integer played =
                    before.bestMove() == move ? null : scoreOf(searcher.searchMove(positions.get(ply), move, deeper));
            return new GameReview.Recheck(before, played);
        });
        Map<Integer, GameReview.Recheck> rechecked = new TreeMap<>();
        for (int k = 0; k < plies.size(); k++) {
            rechecked.put(plies.get(k), searched.get(k));
        }
        return rechecked;
    }

    /**
     * Does {@code job} for every item of {@code items}, on the threads, each thread with a
     * searcher of its own taking the items in runs; returns the answers in the items' order.
     *
     * @param total what the progress counts to, {@code items.size()} or more
     */
    private <T> List<T> run(List<Integer> items, int total, Progress progress, BiFunction<Searcher, Integer, T> job) {
        int n = items.size();
        List<T> answers = new ArrayList<>(Collections.nCopies(n, null));
        AtomicInteger nextRun = new AtomicInteger();
        AtomicInteger done = new AtomicInteger(total - n);
        int workers = Math.min(threads, Math.max(1, (n + RUN - 1) / RUN));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "review");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    try (Searcher searcher = searchers.get()) {
                        for (int run; (run = nextRun.getAndIncrement() * RUN) < n; ) {
                            for (int i = run; i < Math.min(n, run + RUN); i++) {
                                T answer = job.apply(searcher, items.get(i));
                                synchronized (answers) {
                                    answers.set(i, answer);
                                }
                                progress.searched(done.incrementAndGet(), total);
                            }
                        }
                    }
                }));
            }
            for (Future<?> f : running) {
                f.get();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("review interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException r ? r : new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        synchronized (answers) {
            return List.copyOf(answers);
        }
    }

    /** A search's score; a search stopped before its first iteration ended has none, and knows nothing either way. */
    private static int scoreOf(SearchResult r) {
        return Math.abs(r.score()) > Score.MATE ? 0 : r.score();
    }

    /** One position, at full strength; a forced move is followed so that its score sees past it. */
    private static Assessment assess(Searcher searcher, Position position, SearchLimits limits) {
        int[] legal = position.legalMoves();
        if (legal.length == 0) {
            return new Assessment(0, new int[0], false);
        }
        Position p = position.copy();
        int forced = 0;
        while (forced < FORCED_MOVES && p.legalMoves().length == 1 && !p.endedByRule()) {
            p.make(p.legalMoves()[0]);
            forced++;
        }
        if (forced > 0 && p.legalMoves().length == 0) {
            // The forced line runs into the end of the game: it is searched from its start after all.
            p = position.copy();
            forced = 0;
        }
        SearchResult r = searcher.search(p, limits, SearchListener.NONE);
        int score = scoreOf(r);
        for (int k = 0; k < forced; k++) {
            score = -score;
        }
        int[] line = new int[forced + r.pv().length];
        for (int k = 0; k < forced; k++) {
            line[k] = p.moveAt(position.ply() + k);
        }
        System.arraycopy(r.pv(), 0, line, forced, r.pv().length);
        return new Assessment(score, line, false);
    }

    /** Whether the rules ended the game on its last position, rather than a player or the record. */
    static boolean endedOnTheBoard(GameResult result) {
        return switch (result.termination()) {
            case RESIGNATION, AGREEMENT, RECORDED -> false;
            default -> true;
        };
    }

    /** The result of a game that ended on the board, as the score of its last position. */
    private static Assessment ended(GameResult result, Position last) {
        int score = result.winner()
                .map(w -> w == last.sideToMove() ? Score.MATE : -Score.MATE)
                .orElse(0);
        return new Assessment(score, new int[0], true);
    }

    /** Every position of the game, the start first. */
    private static List<Position> positions(Game game) {
        Position p = game.startPosition();
        List<Position> all = new ArrayList<>();
        all.add(p.copy());
        for (int move : game.moves()) {
            p.make(move);
            all.add(p.copy());
        }
        return all;
    }
}
