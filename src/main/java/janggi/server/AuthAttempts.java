package janggi.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Failed authentication attempts per address over the last minute: past the limit, an address
 * is refused until its oldest failure is a minute old, so that nobody can try keys in bulk.
 */
final class AuthAttempts {
    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

    private final int perMinute;
    private final LongSupplier nanoTime;
    private final Map<String, Deque<Long>> failures = new HashMap<>();

    AuthAttempts(int perMinute, LongSupplier nanoTime) {
        this.perMinute = perMinute;
        this.nanoTime = nanoTime;
    }

    /** Whether {@code address} has used up its attempts for now. */
    synchronized boolean blocked(String address) {
        Deque<Long> times = recent(address);
        return times != null && times.size() >= perMinute;
    }

    synchronized void failed(String address) {
        Deque<Long> times = recent(address);
        if (times == null) {
            times = new ArrayDeque<>();
            failures.put(address, times);
        }
        times.addLast(nanoTime.getAsLong());
    }

    /** The failures of the last minute, older ones dropped; null for an address without any. */
    private Deque<Long> recent(String address) {
        Deque<Long> times = failures.get(address);
        if (times == null) {
            return null;
        }
        long now = nanoTime.getAsLong();
        while (!times.isEmpty() && now - times.peekFirst() >= MINUTE) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(address);
            return null;
        }
        return times;
    }
}
