package janggi.server;

import janggi.core.Move;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.function.Supplier;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The computer opponent of every room, on a fixed number of threads of its own: however many
 * people play the computer at once, it never takes more than its share of the machine, and
 * the others' moves are not slowed. The searches are shared out fairly among the players' keys
 * ({@link ThinkingQueue}): a key at a time, round the ring, and a search cut short once others
 * wait. Each thread keeps one engine (and its hash table) for all the games it thinks about.
 */
final class Engines implements AutoCloseable {
    /** Hash per engine thread: a club's computer plays short searches, many at a time. */
    private static final int HASH_MB = 16;
    /** The most the strongest level thinks about one move. */
    private static final long THINK_MS = 10_000;
    /** How often a search past its slice is told again to stop, should it not have heard. */
    private static final long RECHECK_MS = 50;

    /** A search asked for. */
    private record Search(Position position, int level, Supplier<SearchLimits> clock, IntConsumer answer) {}

    /** A search running on a thread, and when it began. */
    private record Running(Engine engine, long started) {}

    private final ThinkingQueue<Search> queue;
    private final List<Thread> threads = new ArrayList<>();
    private final ThreadLocal<Engine> engine = ThreadLocal.withInitial(() -> new Engine(HASH_MB));
    private final Set<Running> running = ConcurrentHashMap.newKeySet();
    /** Stops the searches that have had their slice. */
    private final ScheduledExecutorService timer;
    /** The timer's next look at the searches running, if one is set. */
    private ScheduledFuture<?> nextLook;

    private final Logger log;
    private volatile boolean closed;

    Engines(int threads, Logger log) {
        this.log = log;
        this.queue = new ThinkingQueue<>(threads);
        this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "computer's timer");
            t.setDaemon(true);
            return t;
        });
        for (int i = 1; i <= threads; i++) {
            Thread t = new Thread(this::work, "computer " + i);
            t.setDaemon(true);
            this.threads.add(t);
            t.start();
        }
    }

    /**
     * Finds a move for {@code position} (a copy the caller no longer touches) at {@code level}
     * and hands it to {@code answer} on the engine's thread: {@link Move#NONE} if the search
     * failed. Nothing is answered once the computer is closed.
     *
     * @param key the key of the player the computer plays, whose searches take turns with other keys'
     * @param clock the computer's clock as it stands when its search begins (the engine's time
     *     manager shares it out, docs/clocks.md), or null for a game without a clock
     * @param busy told at once, with the number of games thinking, when the search has to wait
     *     for a thread
     */
    void think(
            String key,
            Position position,
            int level,
            Supplier<SearchLimits> clock,
            IntConsumer answer,
            IntConsumer busy) {
        if (closed) {
            // The server is stopping; the game is stored and the computer moves after the restart.
            return;
        }
        int thinking;
        synchronized (queue) {
            thinking = queue.busy() ? queue.thinking() + 1 : 0;
            queue.add(key, new Search(position, level, clock, answer));
            queue.notifyAll();
        }
        if (thinking > 0) {
            busy.accept(thinking);
        }
        cutShort();
    }

    /** A thread of the computer: takes the search whose turn it is, and thinks. */
    private void work() {
        while (!closed) {
            ThinkingQueue.Turn<Search> turn;
            synchronized (queue) {
                while ((turn = queue.next()) == null && !closed) {
                    try {
                        queue.wait();
                    } catch (InterruptedException e) {
                        return;
                    }
                }
            }
            if (turn == null) {
                return;
            }
            try {
                answer(turn.search());
            } finally {
                synchronized (queue) {
                    queue.done(turn.key());
                    queue.notifyAll();
                }
            }
        }
    }

    private void answer(Search s) {
        int move = Move.NONE;
        Running r = null;
        try {
            Engine e = engine.get();
            e.setLevel(s.level());
            SearchLimits limits = s.clock().get();
            r = new Running(e, System.nanoTime());
            running.add(r);
            cutShort();
            move = e.search(
                            s.position(),
                            limits == null ? SearchLimits.moveTime(THINK_MS) : limits,
                            SearchListener.NONE)
                    .bestMove();
        } catch (RuntimeException | LinkageError failure) {
            // A LinkageError: the jar was replaced under the running server (a rebuild).
            log.log(Level.SEVERE, "the computer failed to move", failure);
        } finally {
            if (r != null) {
                running.remove(r);
            }
        }
        if (!closed) {
            s.answer().accept(move);
        }
    }

    /**
     * Stops the searches that have thought for their slice now that others wait (they answer
     * with the best move found so far), and sets the timer for the others' ends.
     */
    private synchronized void cutShort() {
        if (nextLook != null) {
            nextLook.cancel(false);
            nextLook = null;
        }
        long slice = queue.sliceMs();
        if (slice == Long.MAX_VALUE || closed) {
            return;
        }
        long now = System.nanoTime();
        long next = Long.MAX_VALUE;
        for (Running r : running) {
            long left = TimeUnit.MILLISECONDS.toNanos(slice) - (now - r.started());
            if (left <= 0) {
                r.engine().stop();
                left = TimeUnit.MILLISECONDS.toNanos(RECHECK_MS);
            }
            next = Math.min(next, left);
        }
        if (next != Long.MAX_VALUE) {
            nextLook = timer.schedule(this::cutShort, next, TimeUnit.NANOSECONDS);
        }
    }

    @Override
    public void close() {
        closed = true;
        synchronized (queue) {
            queue.notifyAll();
        }
        running.forEach(r -> r.engine().stop());
        timer.shutdownNow();
        for (Thread t : threads) {
            try {
                t.join(TimeUnit.SECONDS.toMillis(5));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
