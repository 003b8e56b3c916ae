package janggi.server;

import janggi.core.Move;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The computer opponent of every room, on a fixed number of threads of its own: however many
 * people play the computer at once, it never takes more than its share of the machine, and
 * the others' moves are not slowed. Each thread keeps one engine (and its hash table) for
 * all the games it thinks about.
 */
final class Engines implements AutoCloseable {
    /** Hash per engine thread: a club's computer plays short searches, many at a time. */
    private static final int HASH_MB = 16;
    /** The most the strongest level thinks about one move. */
    private static final long THINK_MS = 10_000;

    private final ExecutorService pool;
    private final ThreadLocal<Engine> engine = ThreadLocal.withInitial(() -> new Engine(HASH_MB));
    /** The engines searching now, stopped when the server stops. */
    private final Set<Engine> searching = ConcurrentHashMap.newKeySet();

    private final Logger log;

    Engines(int threads, Logger log) {
        this.log = log;
        AtomicInteger n = new AtomicInteger();
        this.pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "computer " + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        });
    }

    /**
     * Finds a move for {@code position} (a copy the caller no longer touches) at {@code level}
     * and hands it to {@code answer} on the engine's thread: {@link Move#NONE} if the search
     * failed. Nothing is answered once the pool is closed.
     *
     * @param clock the computer's clock as it stands when its search begins (the engine's time
     *     manager shares it out, docs/clocks.md), or null for a game without a clock
     */
    void think(Position position, int level, Supplier<SearchLimits> clock, IntConsumer answer) {
        try {
            pool.execute(() -> {
                int move = Move.NONE;
                Engine e = null;
                try {
                    e = engine.get();
                    searching.add(e);
                    e.setLevel(level);
                    SearchLimits limits = clock.get();
                    move = e.search(
                                    position,
                                    limits == null ? SearchLimits.moveTime(THINK_MS) : limits,
                                    SearchListener.NONE)
                            .bestMove();
                } catch (RuntimeException | LinkageError failure) {
                    // A LinkageError: the jar was replaced under the running server (a rebuild).
                    log.log(Level.SEVERE, "the computer failed to move", failure);
                } finally {
                    if (e != null) {
                        searching.remove(e);
                    }
                }
                if (!pool.isShutdown()) {
                    answer.accept(move);
                }
            });
        } catch (RejectedExecutionException e) {
            // The server is stopping; the game is stored and the computer moves after the restart.
        }
    }

    @Override
    public void close() {
        pool.shutdownNow();
        searching.forEach(Engine::stop);
        try {
            pool.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
