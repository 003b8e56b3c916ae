package janggi.server;

import janggi.clock.TimeSource;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;

/**
 * The time the club's clocks read, and the alarm that wakes a room at the moment the clock of
 * its side to move would run out, so that a flag falls while nobody types. The time is the
 * servers' own (milliseconds since 1970), not a monotonic one: the moments the database keeps
 * must mean the same after a restart and on the club's other servers. Tests use a fake moved
 * by hand.
 */
interface ClubTime extends TimeSource {
    /**
     * Runs {@code task} once, {@code delayMs} from now, on the alarm's own thread.
     *
     * @return cancels the task, if it has not run yet
     */
    Runnable alarm(long delayMs, Runnable task);

    /** No more alarms. */
    void close();

    /** The system's time, and one thread for every room's alarm. */
    static ClubTime system() {
        ScheduledExecutorService alarms = Executors.newSingleThreadScheduledExecutor(r -> {
            Thread t = new Thread(r, "club clocks");
            t.setDaemon(true);
            return t;
        });
        return new ClubTime() {
            @Override
            public long millis() {
                return System.currentTimeMillis();
            }

            @Override
            public Runnable alarm(long delayMs, Runnable task) {
                try {
                    ScheduledFuture<?> due = alarms.schedule(task, delayMs, TimeUnit.MILLISECONDS);
                    return () -> due.cancel(false);
                } catch (RejectedExecutionException stopping) {
                    // The server stops: its clocks are paused in the database, and wound again on restart.
                    return () -> {};
                }
            }

            @Override
            public void close() {
                alarms.shutdownNow();
            }
        };
    }
}
