package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The engine's news redraws the screen at most about five times a second, and the latest is never lost. */
class ThrottleTest {
    private final AtomicLong now = new AtomicLong(1_000);
    private final Throttle throttle = new Throttle(now::get, 200);

    @Test
    void newsComingSoonerWaitsForTheIntervalsEndAndThenHappensOnce() {
        assertTrue(throttle.tryNow(), "the first news shows at once");
        assertEquals(-1, throttle.dueIn());
        now.addAndGet(50);
        for (int i = 0; i < 10; i++) {
            assertFalse(throttle.tryNow(), "news within the interval waits");
        }
        assertEquals(150, throttle.dueIn());
        assertFalse(throttle.due());
        now.addAndGet(150);
        assertTrue(throttle.due(), "the waiting news shows once the interval is over");
        assertFalse(throttle.due(), "and only once");
        assertEquals(-1, throttle.dueIn());
    }

    @Test
    void newsAfterAQuietIntervalShowsAtOnceAndCancelledNewsIsForgotten() {
        assertTrue(throttle.tryNow());
        now.addAndGet(500);
        assertTrue(throttle.tryNow());
        now.addAndGet(10);
        assertFalse(throttle.tryNow());
        throttle.cancel();
        now.addAndGet(500);
        assertFalse(throttle.due());
    }
}
