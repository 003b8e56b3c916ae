package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeManagerTest {
    private static TimeManager.Budget budget(SearchLimits limits) {
        return TimeManager.budget(limits);
    }

    @Test
    void aFixedTimePerMoveIsSearchedAllButTheTimeToAnswer() {
        assertEquals(new TimeManager.Budget(190, 190), budget(SearchLimits.moveTime(200)));
    }

    @Test
    void aVeryShortMoveKeepsBackATenthAtMost() {
        assertEquals(new TimeManager.Budget(45, 45), budget(SearchLimits.moveTime(50)));
    }

    @Test
    void aClockMoveNeverSpendsMoreThanTwoThirdsOfWhatIsLeft() {
        TimeManager.Budget b = budget(SearchLimits.clock(3_000, 0, 1));
        assertTrue(b.hardMs() > 1_900 && b.hardMs() < 2_000, b.toString());
    }

    @Test
    void anIncrementIsMostlySpentOnTheMove() {
        TimeManager.Budget b = budget(SearchLimits.clock(60_000, 1_000, 0));
        assertTrue(b.softMs() >= 1_500, "a share of the minute and most of the second: " + b);
        assertTrue(b.hardMs() <= 40_000, b.toString());
    }

    @Test
    void theIncrementIsSpentWholeOnEveryMoveThatCanAffordIt() {
        for (long left : new long[] {2_000, 5_000, 60_000, 600_000}) {
            TimeManager.Budget b = budget(SearchLimits.clock(left, 1_000, 0));
            assertTrue(b.softMs() >= 1_000, left + " ms left: " + b);
        }
    }

    @Test
    void anIncrementGameRunsItsClockDownInsteadOfKeepingItToTheEnd() {
        long left = 60_000;
        for (int move = 0; move < 60; move++) {
            left += 1_000 - budget(SearchLimits.clock(left, 1_000, 0)).softMs();
        }
        assertTrue(left < 20_000, "sixty moves at 1m+1s, each at its soft limit, leave " + left + " ms");
    }

    @Test
    void aSmallClockWithAnIncrementNeverTakesMoreThanIsLeft() {
        TimeManager.Budget b = budget(SearchLimits.clock(300, 1_000, 0));
        assertTrue(b.hardMs() < 300, b.toString());
    }

    @Test
    void suddenDeathKeepsAReserveNoMoveTouches() {
        for (long left : new long[] {100, 1_000, 5_000, 60_000, 600_000}) {
            TimeManager.Budget b = budget(SearchLimits.clock(left, 0, 0));
            long reserve = Math.min(left / 10, 1_000);
            assertTrue(b.hardMs() <= (left - reserve) / 10, left + " ms left: " + b);
        }
        long left = 5_000;
        for (int move = 0; move < 60; move++) {
            left -= budget(SearchLimits.clock(left, 0, 0)).hardMs();
        }
        assertTrue(left > 0, "sixty moves, each taking all it may, leave time on the clock: " + left);
    }

    @Test
    void inByoyomiEachMoveThinksWithinItsPeriodAndUsesItWholeSinceWhatItLeavesIsLost() {
        TimeManager.Budget b = budget(SearchLimits.byoyomi(0, 1_000, 3));
        assertTrue(b.hardMs() < 1_000 && b.hardMs() >= 800, b.toString());
        assertEquals(b.hardMs(), b.softMs(), b.toString());
    }

    @Test
    void theLastPeriodKeepsAWiderMargin() {
        long several = budget(SearchLimits.byoyomi(0, 1_000, 2)).hardMs();
        long last = budget(SearchLimits.byoyomi(0, 1_000, 1)).hardMs();
        assertTrue(last < several, last + " < " + several);
    }

    @Test
    void theMainTimeIsUsedBeforeThePeriodsAndNeverPastThem() {
        TimeManager.Budget b = budget(SearchLimits.byoyomi(5_000, 1_000, 3));
        TimeManager.Budget inPeriod = budget(SearchLimits.byoyomi(0, 1_000, 3));
        assertTrue(b.softMs() > inPeriod.softMs(), "more while main time lasts: " + b + " " + inPeriod);
        long main = 5_000;
        for (int move = 0; move < 50; move++) {
            long hard = budget(SearchLimits.byoyomi(main, 1_000, 3)).hardMs();
            assertTrue(hard < main + 1_000, "move " + move + " keeps its period: " + hard + " of " + main);
            main = Math.max(0, main - hard);
        }
    }

    @Test
    void withoutAnyLimitThereIsNoDeadline() {
        assertEquals(TimeManager.Budget.NONE, budget(SearchLimits.infinite()));
    }
}
