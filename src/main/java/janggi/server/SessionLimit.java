package janggi.server;

import java.io.IOException;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.DoubleSupplier;
import java.util.function.LongSupplier;
import java.util.logging.Logger;
import org.apache.sshd.common.AttributeRepository.AttributeKey;
import org.apache.sshd.common.SshConstants;
import org.apache.sshd.common.session.Session;
import org.apache.sshd.common.session.SessionListener;
import org.apache.sshd.server.session.ServerSession;

/**
 * Who comes through the door: connections still logging in have a budget of their own, apart
 * from the players, so that nobody who never logs in can take a player's room.
 *
 * <ul>
 *   <li>Per address, at most {@link ClubConfig.Door#loginsPerAddress} connections may be logging
 *       in at once (OpenSSH's {@code PerSourceMaxStartups}); more are closed as they arrive.
 *   <li>All together, beyond half of {@link ClubConfig.Door#logins} new connections are closed at
 *       random, more often the fuller it gets, and all of them at the full number (OpenSSH's
 *       {@code MaxStartups}), so that a flood from many addresses cannot hold every place.
 *   <li>An address that holds or repeats connections without logging in is refused for a while
 *       ({@link Penalties}); the others are not.
 *   <li>{@code --max-sessions} counts players and guests who have logged in, and a login beyond
 *       it, or while the heap is nearly full ({@link MemoryGuard}), is told why and disconnected.
 * </ul>
 *
 * MINA closes a connection still logging in after the door's grace time ({@code LoginGraceTime}).
 */
final class SessionLimit implements SessionListener {
    /** Where a connection stands: logging in, or logged in; none for one closed at the door. */
    private static final AttributeKey<Boolean> LOGGED_IN = new AttributeKey<>();
    /** When the connection came, by {@link #nanoTime}. */
    private static final AttributeKey<Long> CAME = new AttributeKey<>();
    /** Below this share of the logins' budget nobody is turned away at random. */
    private static final double RANDOM_FROM = 0.5;
    /** How often at random a connection is turned away once past it, rising to all at the full budget. */
    private static final double RANDOM_RATE = 0.3;

    private static final long MINUTE = TimeUnit.MINUTES.toNanos(1);

    private final ClubConfig.Door door;
    private final int maxSessions;
    private final MemoryGuard memory;
    private final Penalties penalties;
    private final LongSupplier nanoTime;
    private final DoubleSupplier random;
    private final Logger log;
    /** Connections logging in now, by address. */
    private final Map<String, Integer> loggingIn = new HashMap<>();

    private int loggingInAll;
    private int loggedIn;
    /** When the door last said it turns connections away at random. */
    private long toldRandom;

    SessionLimit(
            ClubConfig.Door door,
            int maxSessions,
            MemoryGuard memory,
            LongSupplier nanoTime,
            DoubleSupplier random,
            Logger log) {
        this.door = door;
        this.maxSessions = maxSessions;
        this.memory = memory;
        this.penalties = new Penalties(nanoTime);
        this.nanoTime = nanoTime;
        this.random = random;
        this.log = log;
        this.toldRandom = nanoTime.getAsLong() - MINUTE;
    }

    @Override
    public void sessionCreated(Session session) {
        String address = address(session);
        if (!admit(address)) {
            session.close(true);
            return;
        }
        session.setAttribute(CAME, nanoTime.getAsLong());
        session.setAttribute(LOGGED_IN, false);
    }

    /** Counts a connection from {@code address} that is logging in, unless it is turned away. */
    synchronized boolean admit(String address) {
        boolean perAddress = door.loginsPerAddress() > 0;
        if (perAddress && penalties.refused(address)) {
            // Knocking while refused keeps the address refused.
            penalties.add(address, Penalties.OVER_SHARE_S);
            return false;
        }
        int mine = loggingIn.getOrDefault(address, 0);
        if (perAddress && mine >= door.loginsPerAddress()) {
            penalise(address, Penalties.OVER_SHARE_S, door.loginsPerAddress() + " connections logging in already");
            return false;
        }
        if (loggingInAll >= door.logins() * RANDOM_FROM) {
            double full = (loggingInAll - door.logins() * RANDOM_FROM) / (door.logins() * (1 - RANDOM_FROM));
            if (random.getAsDouble() < RANDOM_RATE + (1 - RANDOM_RATE) * full) {
                long now = nanoTime.getAsLong();
                if (now - toldRandom > MINUTE) {
                    toldRandom = now;
                    log.warning(loggingInAll + " connections logging in: new ones turned away at random");
                }
                return false;
            }
        }
        loggingIn.put(address, mine + 1);
        loggingInAll++;
        return true;
    }

    @Override
    public void sessionEvent(Session session, Event event) {
        if (event != Event.Authenticated || !Boolean.FALSE.equals(session.getAttribute(LOGGED_IN))) {
            return;
        }
        session.setAttribute(LOGGED_IN, true);
        String why = loggedIn(address(session));
        if (why != null) {
            log.warning("login from " + address(session) + " refused: " + why);
            try {
                session.disconnect(
                        SshConstants.SSH2_DISCONNECT_TOO_MANY_CONNECTIONS,
                        Character.toUpperCase(why.charAt(0)) + why.substring(1) + ".");
            } catch (IOException e) {
                session.close(true);
            }
        }
    }

    /** A connection from {@code address} has logged in; why it cannot stay, or null. */
    synchronized String loggedIn(String address) {
        release(address);
        loggedIn++;
        if (loggedIn > maxSessions) {
            return "the club is full: " + maxSessions + " players connected; try again later";
        }
        if (memory.low()) {
            return "the server is short of memory; try again later";
        }
        return null;
    }

    @Override
    public void sessionClosed(Session session) {
        Boolean in = session.getAttribute(LOGGED_IN);
        if (in == null) {
            return;
        }
        String address = address(session);
        if (in) {
            left();
        } else {
            Long came = session.getAttribute(CAME);
            gaveUp(address, came == null ? 0 : nanoTime.getAsLong() - came);
        }
    }

    synchronized void left() {
        loggedIn--;
    }

    /** A connection from {@code address} closed before logging in, {@code nanos} after it came. */
    synchronized void gaveUp(String address, long nanos) {
        release(address);
        boolean grace = nanos >= door.grace().toNanos();
        if (door.loginsPerAddress() > 0) {
            penalise(
                    address,
                    grace ? Penalties.GRACE_S : Penalties.NO_LOGIN_S,
                    grace ? "connections held without logging in" : "connections closed without logging in");
        }
    }

    private void release(String address) {
        loggingIn.computeIfPresent(address, (a, n) -> n > 1 ? n - 1 : null);
        loggingInAll--;
    }

    private void penalise(String address, int seconds, String why) {
        if (penalties.add(address, seconds)) {
            log.warning(
                    "connections from " + address + " refused for " + penalties.refusedSeconds(address) + " s: " + why);
        }
    }

    private static String address(Session session) {
        return Gate.address((ServerSession) session);
    }
}
