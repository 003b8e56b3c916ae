package janggi.server;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * How fast one connection may send: a bucket of bytes that refills at a steady rate. Typing,
 * and pasting a line of chat, stay far below it; a flood of input is dropped.
 */
final class InputRate {
    private final long capacity;
    private final long perSecond;
    private final LongSupplier nanoTime;
    private double tokens;
    private long last;

    InputRate(long capacity, long perSecond, LongSupplier nanoTime) {
        this.capacity = capacity;
        this.perSecond = perSecond;
        this.nanoTime = nanoTime;
        this.tokens = capacity;
        this.last = nanoTime.getAsLong();
    }

    /** How many of {@code bytes} may pass now; the rest are to be dropped. */
    synchronized int take(int bytes) {
        long now = nanoTime.getAsLong();
        tokens = Math.min(capacity, tokens + (now - last) * perSecond / (double) TimeUnit.SECONDS.toNanos(1));
        last = now;
        int allowed = (int) Math.min(bytes, Math.floor(tokens));
        tokens -= allowed;
        return allowed;
    }
}
