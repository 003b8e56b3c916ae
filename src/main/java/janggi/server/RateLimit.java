package janggi.server;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How fast a client may do something: a bucket of tokens (bytes typed, lines of chat) that
 * refills at a steady rate; what goes beyond it is dropped, refused or made to wait.
 */
final class RateLimit {
    private final long capacity;
    private final double perSecond;
    private final LongSupplier nanoTime;
    private double left;
    private long last;

    RateLimit(long capacity, double perSecond, LongSupplier nanoTime) {
        this.capacity = capacity;
        this.perSecond = perSecond;
        this.nanoTime = nanoTime;
        this.left = capacity;
        this.last = nanoTime.getAsLong();
    }

    /** How many of {@code tokens} may pass now; the rest are to be dropped. */
    synchronized int take(int tokens) {
        long now = nanoTime.getAsLong();
        left = Math.min(capacity, left + (now - last) * perSecond / TimeUnit.SECONDS.toNanos(1));
        last = now;
        int allowed = (int) Math.min(tokens, Math.floor(left));
        left -= allowed;
        return allowed;
    }

    /** Takes {@code tokens}, waiting as long as the rate needs to refill for them. */
    void await(int tokens) throws InterruptedException {
        int left = tokens - take(tokens);
        while (left > 0) {
            long wait = (long) (Math.min(left, capacity) * TimeUnit.SECONDS.toNanos(1) / perSecond);
            TimeUnit.NANOSECONDS.sleep(Math.min(wait, TimeUnit.SECONDS.toNanos(1)));
            left -= take(left);
        }
    }
}
