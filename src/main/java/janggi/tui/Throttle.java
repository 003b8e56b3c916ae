package janggi.tui;

import java.util.function.LongSupplier;

/**
 * Lets a thing happen at most once an interval: when it comes sooner, it waits for the
 * interval's end, and however often it came meanwhile, it happens once then.
 */
final class Throttle {
    private final LongSupplier clock;
    private final long intervalNanos;
    private boolean happened;
    private long last;
    private boolean waiting;

    /** {@code clock} gives nanoseconds, e.g. {@code System::nanoTime}. */
    Throttle(LongSupplier clock, long intervalNanos) {
        this.clock = clock;
        this.intervalNanos = intervalNanos;
    }

    /** Whether the thing may happen now (it is then counted as happened); if not, it waits. */
    boolean tryNow() {
        if (!happened || clock.getAsLong() - last >= intervalNanos) {
            happen();
            return true;
        }
        waiting = true;
        return false;
    }

    /** Nanoseconds until a waiting thing may happen, 0 if it may now; -1 when nothing waits. */
    long dueIn() {
        return waiting ? Math.max(0, last + intervalNanos - clock.getAsLong()) : -1;
    }

    /** Whether a waiting thing may happen now (it is then counted as happened). */
    boolean due() {
        if (dueIn() == 0) {
            happen();
            return true;
        }
        return false;
    }

    /** Forgets what waits. */
    void cancel() {
        waiting = false;
    }

    private void happen() {
        happened = true;
        last = clock.getAsLong();
        waiting = false;
    }
}
