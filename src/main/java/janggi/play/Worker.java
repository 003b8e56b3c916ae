package janggi.play;

import janggi.core.Game;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.Hint;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.engine.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;

/**
 * The engine's work away from the keyboard: the computer's move, the hint and the analysis of a
 * position, one search at a time on one thread of its own. Each job searches a copy of the position it was asked about and
 * hands back a {@link Result} tagged with that position ({@link Asked}); the front end drops a
 * result whose position is gone. A job that fails is logged, reported as {@link Failed}, and
 * releases the worker all the same, so that nothing the engine does can wedge the game.
 *
 * <p>Jobs are asked for on the front end's thread, which alone touches the game; results arrive
 * on the worker's thread, through the {@code done} consumer, for the front end to take back to
 * its own.
 */
public final class Worker implements AutoCloseable {
    /** The jobs a worker does. */
    public enum Job {
        COMPUTER_MOVE,
        HINT,
        ANALYSIS
    }

    /**
     * How long an analysis searches at most: it reports as it deepens, and a position left on
     * the screen should not keep the machine busy for good.
     */
    static final long ANALYSIS_MS = 30_000;

    /** Where a failure's details go: a log file, never the player's screen. */
    public interface FailureLog {
        void failed(String what, Throwable cause);
    }

    /**
     * What a job was asked about: a game as it stood after so many moves, in a position with
     * this key. Compared by identity: the front end matches each result with the job it asked for.
     */
    public static final class Asked {
        private final Game game;
        private final int plies;
        private final long key;

        private Asked(Game game) {
            this.game = game;
            this.plies = game.moves().size();
            this.key = game.position().key();
        }

        /** Whether {@code now} still stands where the job was asked: the same game, in the same position. */
        public boolean isCurrent(Game now) {
            return now == game && now.moves().size() == plies && now.position().key() == key;
        }
    }

    /** A finished job, tagged with what it was asked about. */
    public sealed interface Result {
        Asked asked();
    }

    /** The move the computer chose, {@link janggi.core.Move#NONE} when it has none. */
    public record ComputerMove(Asked asked, int move) implements Result {}

    /** The engine's suggestion for the player. */
    public record HintFound(Asked asked, Hint hint) implements Result {}

    /** The engine's verdict on a position, at full strength: its best line and score. */
    public record Analysed(Asked asked, SearchResult result) implements Result {}

    /** A job that failed; its details are in the log. */
    public record Failed(Asked asked, Job job) implements Result {}

    /** The game's session, whose engine plays and hints; null for a worker that only analyses. */
    private final Session session;
    /** Makes the searcher that analyses: our engine at full strength whatever the session's level, or another. */
    private final Supplier<Searcher> analysts;
    /** The searcher that analyses; made when first asked. */
    private volatile Searcher analyst;

    private final Consumer<Result> done;
    private final FailureLog log;
    private final ExecutorService thread = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "janggi-worker");
        t.setDaemon(true);
        return t;
    });

    /** The jobs asked for and not yet done, the one searching first; guarded by {@code this}. */
    private final List<Running> jobs = new ArrayList<>();

    /** The job searching now, or null; guarded by {@code this}. */
    private Running running;

    /** A job on the worker's thread, and whether it has been asked to stop. */
    private static final class Running {
        final Job job;
        final Asked asked;
        volatile boolean stop;

        Running(Job job, Asked asked) {
            this.job = job;
            this.asked = asked;
        }
    }

    /** A worker for {@code session}'s engine; {@code done} receives every result, on the worker's thread. */
    public Worker(Session session, Consumer<Result> done, FailureLog log) {
        this(session, done, log, Worker::ourAnalyst);
    }

    private Worker(Session session, Consumer<Result> done, FailureLog log, Supplier<Searcher> analysts) {
        this.session = session;
        this.done = done;
        this.log = log;
        this.analysts = analysts;
    }

    /**
     * A worker that only analyses ({@link #analyse}), a replay having no game being played: by
     * {@code analysts}' searcher, made when first needed, or by our engine when that is null.
     */
    public Worker(Consumer<Result> done, FailureLog log, Supplier<Searcher> analysts) {
        this(null, done, log, analysts == null ? Worker::ourAnalyst : analysts);
    }

    /** Our engine at full strength, on every core. */
    private static Searcher ourAnalyst() {
        Engine engine = new Engine();
        engine.setThreads(
                Math.max(1, Math.min(Engine.MAX_THREADS, Runtime.getRuntime().availableProcessors())));
        return engine;
    }

    /**
     * Starts the computer thinking about the game as it stands; {@code listener} hears its
     * progress. Returns the tag its result will carry.
     */
    public Asked computerMove(SearchListener listener) {
        Asked asked = new Asked(session.game());
        Position copy = session.game().position().copy();
        submit(
                Job.COMPUTER_MOVE,
                asked,
                running -> new ComputerMove(asked, session.thinkComputerMove(copy, stopping(running, listener))));
        return asked;
    }

    /** Starts looking for a hint for the side to move; returns the tag its result will carry. */
    public Asked hint() {
        Asked asked = new Asked(session.game());
        Position copy = session.game().position().copy();
        submit(
                Job.HINT,
                asked,
                running -> new HintFound(asked, session.hint(copy, stopping(running, SearchListener.NONE))));
        return asked;
    }

    /**
     * Starts analysing {@code game} where it stands, at full strength on every core, for at most
     * {@link #ANALYSIS_MS}; {@code listener} hears each deeper line. Returns the tag its result
     * will carry.
     */
    public Asked analyse(Game game, SearchListener listener) {
        if (analyst == null) {
            analyst = analysts.get();
        }
        Searcher engine = analyst;
        Asked asked = new Asked(game);
        Position copy = game.position().copy();
        submit(
                Job.ANALYSIS,
                asked,
                running -> new Analysed(
                        asked, engine.search(copy, SearchLimits.moveTime(ANALYSIS_MS), stopping(running, listener))));
        return asked;
    }

    /** Stops every job, the one searching at once. */
    public void cancel() {
        stopIf(r -> true);
    }

    /** Makes the computer play the best move it has found so far. */
    public void moveNow() {
        stopIf(r -> r.job == Job.COMPUTER_MOVE);
    }

    /** Cuts short every job whose position {@code now} has left: its result would be dropped anyway. */
    public void dropStale(Game now) {
        stopIf(r -> !r.asked.isCurrent(now));
    }

    /** Stops the search in progress, lets the worker's thread end and the analyst go. */
    @Override
    public void close() {
        stopIf(r -> true);
        thread.shutdownNow();
        try {
            thread.awaitTermination(5, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Searcher a = analyst;
        if (a != null) {
            a.close();
        }
    }

    private void submit(Job job, Asked asked, Function<Running, Result> search) {
        Running r = new Running(job, asked);
        synchronized (this) {
            jobs.add(r);
        }
        try {
            thread.execute(() -> run(r, search));
        } catch (RejectedExecutionException e) {
            // Closed: the front end is leaving and hears nothing more.
        }
    }

    private void run(Running r, Function<Running, Result> search) {
        Result result = new Failed(r.asked, r.job);
        try {
            synchronized (this) {
                running = r;
            }
            result = search.apply(r);
        } catch (RuntimeException | Error e) {
            log.failed("the worker's " + r.job, e);
        } finally {
            synchronized (this) {
                running = null;
                jobs.remove(r);
            }
            done.accept(result);
        }
    }

    /** Stops the jobs {@code which} picks: the one searching at once, a waiting one as soon as it starts. */
    private synchronized void stopIf(Predicate<Running> which) {
        for (Running r : jobs) {
            if (which.test(r)) {
                r.stop = true;
                if (r == running) {
                    stop(r.job);
                }
            }
        }
    }

    /**
     * The listener, stopping the search at its next report once asked to: a stop asked for before
     * the engine's search began would otherwise be missed.
     */
    private SearchListener stopping(Running r, SearchListener listener) {
        return info -> {
            if (r.stop) {
                stop(r.job);
            }
            listener.onInfo(info);
        };
    }

    /** Stops the search of a job: the analyst's, or the session's engine. */
    private void stop(Job job) {
        if (job == Job.ANALYSIS) {
            analyst.stop();
        } else {
            session.moveNow();
        }
    }
}
