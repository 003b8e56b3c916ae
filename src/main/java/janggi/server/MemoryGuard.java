package janggi.server;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Whether the heap has room for one more visitor: a login is refused while what is in use, after
 * a collection, takes more than {@link #FULL} of the most the heap may grow to ({@code -Xmx}),
 * so that the server turns newcomers away rather than run out of memory under everyone.
 * Garbage counts as in use until it is collected, so when the heap looks full a collection is
 * asked for (once every few seconds at most) before the answer.
 */
final class MemoryGuard {
    /** The share of the heap past which logins are refused. */
    static final double FULL = 0.85;

    private static final long COLLECT_EVERY = TimeUnit.SECONDS.toNanos(5);

    private final LongSupplier used;
    private final long max;
    private final Runnable collect;
    private final LongSupplier nanoTime;
    private long collected;

    /**
     * @param used the bytes of the heap in use now
     * @param max the most bytes the heap may hold
     * @param collect a garbage collection
     */
    MemoryGuard(LongSupplier used, long max, Runnable collect, LongSupplier nanoTime) {
        this.used = used;
        this.max = max;
        this.collect = collect;
        this.nanoTime = nanoTime;
        this.collected = nanoTime.getAsLong() - COLLECT_EVERY;
    }

    /** The guard of this process's heap. */
    static MemoryGuard heap() {
        MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
        return new MemoryGuard(
                () -> memory.getHeapMemoryUsage().getUsed(),
                Runtime.getRuntime().maxMemory(),
                System::gc,
                System::nanoTime);
    }

    /** Whether the heap is too full to take another visitor. */
    synchronized boolean low() {
        if (used.getAsLong() <= FULL * max) {
            return false;
        }
        long now = nanoTime.getAsLong();
        if (now - collected >= COLLECT_EVERY) {
            collected = now;
            collect.run();
        }
        return used.getAsLong() > FULL * max;
    }
}
