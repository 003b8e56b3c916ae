package janggi.engine.review;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.Score;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Searches every position of a game, the start to the end: each position with the same limits,
 * at full strength. With several threads, each has an engine of its own searching on one thread
 * and takes the game's positions in runs, so that what its table learned in one position serves
 * the next.
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

    private final SearchLimits limits;
    private final int threads;

    /** @param threads positions searched at once, each by its own engine on one thread */
    public Analyst(SearchLimits limits, int threads) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads " + threads);
        }
        this.limits = limits;
        this.threads = threads;
    }

    /** The assessment of every position of {@code game}, the start first: one more than its moves. */
    public List<Assessment> assess(Game game, Progress progress) {
        List<Position> positions = positions(game);
        int total = positions.size();
        Assessment[] assessed = new Assessment[total];
        GameResult result = game.result().orElse(null);
        if (result != null && endedOnTheBoard(result)) {
            assessed[total - 1] = ended(result, positions.get(total - 1));
        }
        AtomicInteger nextRun = new AtomicInteger();
        AtomicInteger done = new AtomicInteger(
                (int) Arrays.stream(assessed).filter(a -> a != null).count());
        int workers = Math.min(threads, Math.max(1, (total + RUN - 1) / RUN));
        ExecutorService pool = Executors.newFixedThreadPool(workers, r -> {
            Thread t = new Thread(r, "review");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> running = new ArrayList<>();
            for (int w = 0; w < workers; w++) {
                running.add(pool.submit(() -> {
                    Engine engine = new Engine(HASH_MB);
                    for (int run; (run = nextRun.getAndIncrement() * RUN) < total; ) {
                        for (int i = run; i < Math.min(total, run + RUN); i++) {
                            if (assessed[i] == null) {
                                assessed[i] = assess(engine, positions.get(i));
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
        return List.of(assessed);
    }

    /** One position, at full strength; a forced move is followed so that its score sees past it. */
    private Assessment assess(Engine engine, Position position) {
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
        SearchResult r = engine.search(p, limits, SearchListener.NONE);
        // A search stopped before its first iteration ended has no score: it knows nothing either way.
        int score = Math.abs(r.score()) > Score.MATE ? 0 : r.score();
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
