package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class ClockTest {
    @Test
    void aFixedTimePerMoveIsSearchedAllButTheTimeToAnswer() {
        Clock clock = Clock.of(SearchLimits.moveTime(200));
        assertTrue(clock.hardLimitAbove(189), "at least 190 ms of a 200 ms move are searched");
        assertFalse(clock.hardLimitAbove(190), "the search ends before 200 ms, to answer in time");
    }

    @Test
    void aVeryShortMoveKeepsBackATenthAtMost() {
        Clock clock = Clock.of(SearchLimits.moveTime(50));
        assertTrue(clock.hardLimitAbove(44));
        assertFalse(clock.hardLimitAbove(45));
    }

    @Test
    void aClockMoveNeverSpendsMoreThanTwoThirdsOfWhatIsLeft() {
        Clock clock = Clock.of(SearchLimits.clock(3_000, 0, 1));
        assertTrue(clock.hardLimitAbove(1_900));
        assertFalse(clock.hardLimitAbove(2_000));
    }
}
