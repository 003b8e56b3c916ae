package janggi.server;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How fast a client may do something: a bucket of tokens (bytes typed, lines of chat) that
 * refills at a steady rate; what goes beyond it is dropped or refused.
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
}
