package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The limits on failed logins and on input, on a clock the test turns by hand. */
class LimitsTest {
    private long now;

    @Test
    void aKeyIsRefusedAfterItsFailuresOfTheMinuteUntilTheyAgeOut() {
        AuthAttempts attempts = new AuthAttempts(3, () -> now);
        for (int i = 0; i < 3; i++) {
            assertFalse(attempts.keyBlocked("SHA256:bad"));
            attempts.failed("10.0.0.1", "SHA256:bad");
            now += TimeUnit.SECONDS.toNanos(10);
        }
        assertTrue(attempts.keyBlocked("SHA256:bad"));
        assertFalse(attempts.keyBlocked("SHA256:good"), "other keys are not held back");
        assertFalse(attempts.addressBlocked("10.0.0.1"), "one key failing is not the address guessing");
        now += TimeUnit.SECONDS.toNanos(31);
        assertFalse(attempts.keyBlocked("SHA256:bad"), "the first failure is a minute old");
    }

    @Test
    void anAddressWhereManyKeysFailIsRefusedNewKeysUntilTheFailuresAgeOut() {
        AuthAttempts attempts = new AuthAttempts(3, () -> now);
        for (int i = 0; i < 3; i++) {
            assertFalse(attempts.addressBlocked("10.0.0.1"));
            attempts.failed("10.0.0.1", i == 2 ? null : "SHA256:fresh" + i);
            now += TimeUnit.SECONDS.toNanos(10);
        }
        assertTrue(attempts.addressBlocked("10.0.0.1"));
        assertFalse(attempts.addressBlocked("10.0.0.2"), "other addresses are not held back");
        now += TimeUnit.SECONDS.toNanos(31);
        assertFalse(attempts.addressBlocked("10.0.0.1"), "the first failure is a minute old");
    }

    @Test
    void aFailureEveryThreeSecondsWithOneKeyNeverRefusesItsAddress() {
        AuthAttempts attempts = new AuthAttempts(10, () -> now);
        for (int i = 0; i < 100; i++) {
            attempts.failed("10.0.0.1", "SHA256:stale");
            assertFalse(attempts.addressBlocked("10.0.0.1"));
            now += TimeUnit.SECONDS.toNanos(3);
        }
        assertTrue(attempts.keyBlocked("SHA256:stale"), "the key that fails is");
    }

    @Test
    void inputBeyondTheBurstIsDroppedAndTheBucketRefillsAtItsRate() {
        RateLimit rate = new RateLimit(100, 10, () -> now);
        assertEquals(60, rate.take(60));
        assertEquals(40, rate.take(60));
        assertEquals(0, rate.take(1));
        now += TimeUnit.SECONDS.toNanos(2);
        assertEquals(20, rate.take(60));
        now += TimeUnit.HOURS.toNanos(1);
        assertEquals(100, rate.take(1000), "the bucket holds its capacity at most");
    }
}
