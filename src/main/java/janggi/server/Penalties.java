package janggi.server;

import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The addresses that misbehave before logging in, each refused at the door for a while, as
 * OpenSSH's {@code PerSourcePenalties}: each misdeed adds seconds to the address's penalty (a
 * connection over its address's share, one closed without logging in, one that used up the
 * login grace time); once the penalty has grown to {@link #MIN_S} seconds the address is refused
 * until it has run out, and it never grows past {@link #MAX_S}. The penalty runs out as time
 * passes, so that a client that slips now and then (a dropped connection, a mistyped host) is
 * never refused, and one that keeps at it is. Only the address that misbehaves is refused.
 */
final class Penalties {
    /** Seconds of penalty a connection over its address's share of logins earns. */
    static final int OVER_SHARE_S = 1;
    /** ... one closed without logging in. */
    static final int NO_LOGIN_S = 1;
    /** ... one that used up the login grace time. */
    static final int GRACE_S = 10;
    /** The penalty an address has before it is refused. */
    static final int MIN_S = 15;
    /** The longest an address is refused. */
    static final int MAX_S = 600;
    /** The most addresses held; past it new ones are not penalised (rather than forget the worst). */
    static final int MAX_ADDRESSES = 65_536;

    private static final long SECOND = TimeUnit.SECONDS.toNanos(1);

    private final LongSupplier nanoTime;
    /** When each address's penalty runs out. */
    private final Map<String, Long> until = new HashMap<>();
    /** The addresses refused now, and until when. */
    private final Map<String, Long> refused = new HashMap<>();

    private long pruned;

    Penalties(LongSupplier nanoTime) {
        this.nanoTime = nanoTime;
    }

    /**
     * Adds {@code seconds} to the penalty of {@code address}.
     *
     * @return whether this made the address refused (it was not before)
     */
    synchronized boolean add(String address, int seconds) {
        long now = nanoTime.getAsLong();
        prune(now);
        Long was = until.get(address);
        if (was == null && until.size() >= MAX_ADDRESSES) {
            return false;
        }
        long start = was == null ? now : Math.max(was, now);
        long end = Math.min(start + seconds * SECOND, now + MAX_S * SECOND);
        until.put(address, end);
        if (end - now >= MIN_S * SECOND) {
            Long before = refused.put(address, end);
            return before == null || before - now <= 0;
        }
        return false;
    }

    /** Whether {@code address} is refused now. */
    synchronized boolean refused(String address) {
        Long end = refused.get(address);
        if (end == null) {
            return false;
        }
        if (end - nanoTime.getAsLong() <= 0) {
            refused.remove(address);
            return false;
        }
        return true;
    }

    /** How long {@code address} stays refused, in seconds; 0 when it is not. */
    synchronized long refusedSeconds(String address) {
        Long end = refused.get(address);
        return end == null ? 0 : Math.max(0, TimeUnit.NANOSECONDS.toSeconds(end - nanoTime.getAsLong()));
    }

    /** Forgets the penalties that have run out, once a second at most, when there are many. */
    private void prune(long now) {
        if (until.size() < 1024 || now - pruned < SECOND) {
            return;
        }
        pruned = now;
        for (Iterator<Long> i = until.values().iterator(); i.hasNext(); ) {
            if (i.next() - now <= 0) {
                i.remove();
            }
        }
        refused.values().removeIf(end -> end - now <= 0);
    }
}
