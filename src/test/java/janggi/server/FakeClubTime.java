package janggi.server;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The club's time for tests, moved by hand: {@link #pass} moves it on and runs, on the test's
 * thread, every alarm of this server that has come due, in the order they fall due. The servers
 * of one club each have their own ({@link #peer}), reading one time.
 */
final class FakeClubTime implements ClubTime {
    private final class Alarm {
        final long due;
        final Runnable task;

        Alarm(long due, Runnable task) {
            this.due = due;
            this.task = task;
        }
    }

    private final AtomicLong now;
    private final List<Alarm> alarms = new ArrayList<>();

    FakeClubTime() {
        this(new AtomicLong(1_700_000_000_000L));
    }

    private FakeClubTime(AtomicLong now) {
        this.now = now;
    }

    /** The time of another server of the club: the same time, its own alarms. */
    FakeClubTime peer() {
        return new FakeClubTime(now);
    }

    @Override
    public long millis() {
        return now.get();
    }

    @Override
    public synchronized Runnable alarm(long delayMs, Runnable task) {
        Alarm alarm = new Alarm(now.get() + delayMs, task);
        alarms.add(alarm);
        return () -> {
            synchronized (this) {
                alarms.remove(alarm);
            }
        };
    }

    /** Lets {@code ms} pass, and runs the alarms due by then. */
    void pass(long ms) {
        now.addAndGet(ms);
        while (true) {
            Alarm next;
            synchronized (this) {
                next = alarms.stream()
                        .filter(a -> a.due <= now.get())
                        .min(Comparator.comparingLong(a -> a.due))
                        .orElse(null);
                if (next == null) {
                    return;
                }
                alarms.remove(next);
            }
            next.task.run();
        }
    }

    /** The alarms set and not yet run. */
    synchronized int pending() {
        return alarms.size();
    }

    /** A stopped server's alarms go with it; the time goes on for the next server. */
    @Override
    public synchronized void close() {
        alarms.clear();
    }
}
