package janggi.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * Failed logins over the last minute ({@code --auth-attempts} a minute), counted against what
 * failed: the key, and the address. A key that fails its limit is refused until its oldest
 * failure is a minute old. An address where that many different keys (or guests) failed is
 * guessing: new keys and guests from it are refused likewise, but the players whose keys the
 * club knows still come in, so that nobody at a shared address (a school, a café, a NAT) is
 * locked out by someone else's failures, however often they come.
 */
final class AuthAttempts {
    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);
    /** Stands for the key of a guest, who has none. */
    private static final String GUEST = "";

    private record Failure(long when, String key) {}

    private final int perMinute;
    private final LongSupplier nanoTime;
    private final Map<String, Deque<Failure>> byAddress = new HashMap<>();
    private final Map<String, Deque<Failure>> byKey = new HashMap<>();

    AuthAttempts(int perMinute, LongSupplier nanoTime) {
        this.perMinute = perMinute;
        this.nanoTime = nanoTime;
    }

    /** Whether {@code key} (a fingerprint) has used up its attempts for now. */
    synchronized boolean keyBlocked(String key) {
        return recent(byKey, key).size() >= perMinute;
    }

    /** Whether so many different keys failed from {@code address} that new keys and guests from it are refused for now. */
    synchronized boolean addressBlocked(String address) {
        Set<String> keys = new HashSet<>();
        for (Failure f : recent(byAddress, address)) {
            keys.add(f.key());
        }
        return keys.size() >= perMinute;
    }

    /** A login from {@code address} failed, with {@code key} (a fingerprint), or as a guest when it is null. */
    synchronized void failed(String address, String key) {
        Failure f = new Failure(nanoTime.getAsLong(), key == null ? GUEST : key);
        byAddress.computeIfAbsent(address, a -> new ArrayDeque<>()).addLast(f);
        if (key != null) {
            byKey.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(f);
        }
        recent(byAddress, address);
    }

    /** The failures of the last minute under {@code name}, older ones dropped (and a name without any forgotten). */
    private Deque<Failure> recent(Map<String, Deque<Failure>> failures, String name) {
        Deque<Failure> times = failures.get(name);
        if (times == null) {
            return new ArrayDeque<>();
        }
        long now = nanoTime.getAsLong();
        while (!times.isEmpty() && now - times.peekFirst().when() >= MINUTE) {
            times.removeFirst();
        }
        if (times.isEmpty()) {
            failures.remove(name);
        }
        return times;
    }
}
