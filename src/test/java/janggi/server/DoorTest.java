package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;

/** The door's limits on connections still logging in, on a clock and dice the test holds. */
class DoorTest {
    private static final ClubConfig.Door DOOR = new ClubConfig.Door(3, 20, Duration.ofSeconds(20));
    private long now;
    private double dice = 0.999;
    private long heapUsed;

    private SessionLimit limit(ClubConfig.Door door, int maxSessions) {
        MemoryGuard memory = new MemoryGuard(() -> heapUsed, 1000, () -> {}, () -> now);
        Logger log = Logger.getAnonymousLogger();
        log.setUseParentHandlers(false);
        return new SessionLimit(door, maxSessions, memory, () -> now, () -> dice, log);
    }

    private static long seconds(long s) {
        return TimeUnit.SECONDS.toNanos(s);
    }

    @Test
    void anAddressHasItsShareOfLoginsAndTheOthersTheirs() {
        SessionLimit door = limit(DOOR, 200);
        for (int i = 0; i < 3; i++) {
            assertTrue(door.admit("127.0.0.2"));
        }
        assertFalse(door.admit("127.0.0.2"), "a fourth at once from one address");
        assertTrue(door.admit("127.0.0.1"), "another address has room");
        assertNull(door.loggedIn("127.0.0.1"));
    }

    @Test
    void anAddressThatKeepsFloodingIsRefusedForAWhileAndOnlyIt() {
        SessionLimit door = limit(DOOR, 200);
        for (int i = 0; i < 250; i++) {
            door.admit("127.0.0.2");
        }
        assertTrue(door.admit("127.0.0.1"));
        now += seconds(21);
        for (int i = 0; i < 3; i++) {
            door.gaveUp("127.0.0.2", seconds(21));
        }
        assertFalse(door.admit("127.0.0.2"), "its share is free again, but it is refused");
        assertTrue(door.admit("127.0.0.1"));
        now += seconds(Penalties.MAX_S + 1);
        assertTrue(door.admit("127.0.0.2"), "the penalty runs out");
    }

    @Test
    void aConnectionDroppedNowAndThenIsNeverPenalised() {
        SessionLimit door = limit(DOOR, 200);
        for (int i = 0; i < 100; i++) {
            assertTrue(door.admit("127.0.0.3"));
            door.gaveUp("127.0.0.3", seconds(1));
            now += seconds(3);
        }
    }

    @Test
    void pastHalfTheLoginsBudgetNewConnectionsAreTurnedAwayAtRandomAndAllAtTheFullBudget() {
        SessionLimit door = limit(DOOR, 200);
        for (int i = 0; i < 10; i++) {
            assertTrue(door.admit("10.0.0." + i));
        }
        dice = 0.2;
        assertFalse(door.admit("10.0.1.1"), "past half, some are turned away");
        dice = 0.999;
        for (int i = 0; i < 10; i++) {
            assertTrue(door.admit("10.0.2." + i));
        }
        assertFalse(door.admit("10.0.3.1"), "the full budget logging in: all are turned away");
    }

    @Test
    void behindABalancerThereAreNoLimitsPerAddress() {
        SessionLimit door = limit(new ClubConfig.Door(0, 100, Duration.ofSeconds(20)), 200);
        for (int i = 0; i < 40; i++) {
            assertTrue(door.admit("10.0.0.1"));
        }
    }

    @Test
    void playersLoggedInAreCountedApartUpToMaxSessions() {
        SessionLimit door = limit(DOOR, 2);
        for (int i = 0; i < 2; i++) {
            assertTrue(door.admit("127.0.0.1"));
            assertNull(door.loggedIn("127.0.0.1"));
        }
        assertTrue(door.admit("127.0.0.1"), "logging in is not refused for the players' count");
        assertEquals("the club is full: 2 players connected; try again later", door.loggedIn("127.0.0.1"));
        door.left();
        door.left();
        assertTrue(door.admit("127.0.0.1"));
        assertNull(door.loggedIn("127.0.0.1"));
    }

    @Test
    void aLoginIsRefusedWhileTheHeapIsNearlyFull() {
        SessionLimit door = limit(DOOR, 200);
        heapUsed = 900;
        assertTrue(door.admit("127.0.0.1"));
        assertEquals("the server is short of memory; try again later", door.loggedIn("127.0.0.1"));
        heapUsed = 500;
        assertTrue(door.admit("127.0.0.1"));
        assertNull(door.loggedIn("127.0.0.1"));
    }
}
