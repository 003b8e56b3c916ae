package janggi.server;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The club's time for tests, moved by hand: {@link #pass} moves it on and runs, on the test's
 * thread, every alarm that has come due, in the order they fall due.
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

    private long now = 1_700_000_000_000L;
    private final List<Alarm> alarms = new ArrayList<>();

    @Override
    public synchronized long millis() {
        return now;
    }

    @Override
    public synchronized Runnable alarm(long delayMs, Runnable task) {
        Alarm alarm = new Alarm(now + delayMs, task);
        alarms.add(alarm);
        return () -> {
            synchronized (this) {
                alarms.remove(alarm);
            }
        };
    }

    /** Lets {@code ms} pass, and runs the alarms due by then. */
    void pass(long ms) {
        synchronized (this) {
            now += ms;
        }
        while (true) {
            Alarm next;
            synchronized (this) {
                next = alarms.stream()
                        .filter(a -> a.due <= now)
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
