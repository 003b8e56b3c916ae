package janggi.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Side;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class GameClockTest {
    private final FakeTime time = new FakeTime();

    private GameClock clock(String spec) {
        return new GameClock(TimeControl.parse(spec), time);
    }

    @Test
    void theClockStandsUntilItIsStarted() {
        GameClock clock = clock("10s");
        time.pass(60_000);
        assertEquals(Optional.empty(), clock.flagged());
        assertEquals(10_000, clock.reading(Side.CHO).ms());
        assertEquals(Long.MAX_VALUE, clock.msToFlag());
    }

    @Test
    void underSuddenDeathASideFlagsWhenItsTimeIsUsedUp() {
        GameClock clock = clock("10s");
        clock.start(Side.CHO);
        time.pass(4_000);
        clock.punch(Side.CHO);
        assertEquals(6_000, clock.reading(Side.CHO).ms());
        time.pass(9_999);
        assertEquals(Optional.empty(), clock.flagged());
        assertEquals(1, clock.msToFlag());
        time.pass(1);
        assertEquals(Optional.of(Side.HAN), clock.flagged());
    }

    @Test
    void anIncrementIsAddedAfterEachMove() {
        GameClock clock = clock("1m+2s");
        clock.start(Side.CHO);
        time.pass(5_000);
        clock.punch(Side.CHO);
        assertEquals(57_000, clock.reading(Side.CHO).ms());
        assertTrue(clock.reading(Side.HAN).running());
    }

    @Test
    void byoyomiBeginsWhenTheMainTimeIsUsedUp() {
        GameClock clock = clock("10s+3x5s");
        clock.start(Side.CHO);
        time.pass(12_000);
        GameClock.Reading r = clock.reading(Side.CHO);
        assertTrue(r.inByoyomi());
        assertEquals(3_000, r.ms(), "two seconds into the first period");
        assertEquals(3, r.periods());
        clock.punch(Side.CHO);
        GameClock.Reading after = clock.reading(Side.CHO);
        assertEquals(new GameClock.Reading(5_000, 3, true, false), after, "a move within the period keeps it");
    }

    @Test
    void aMoveLongerThanAPeriodUsesItUp() {
        GameClock clock = clock("0+3x5s");
        clock.start(Side.CHO);
        time.pass(11_000);
        assertEquals(new GameClock.Reading(4_000, 1, true, true), clock.reading(Side.CHO));
        clock.punch(Side.CHO);
        assertEquals(1, clock.reading(Side.CHO).periods(), "two periods used up by one move of 11 s");
    }

    @Test
    void theLastPeriodRunningOutLosesOnTime() {
        GameClock clock = clock("0+2x5s");
        clock.start(Side.CHO);
        time.pass(9_999);
        assertEquals(Optional.empty(), clock.flagged());
        time.pass(1);
        assertEquals(Optional.of(Side.CHO), clock.flagged());
    }

    @Test
    void aPausedClockTakesNoTime() {
        GameClock clock = clock("10s");
        clock.start(Side.CHO);
        time.pass(2_000);
        clock.pause();
        time.pass(60_000);
        assertEquals(8_000, clock.reading(Side.CHO).ms());
        clock.start(Side.CHO);
        time.pass(1_000);
        assertEquals(7_000, clock.reading(Side.CHO).ms(), "the time before the pause still counts");
    }

    @Test
    void takingMovesBackTakesTheClocksBackWithThem() {
        GameClock clock = clock("1m");
        clock.start(Side.CHO);
        time.pass(10_000);
        clock.punch(Side.CHO);
        time.pass(20_000);
        clock.punch(Side.HAN);
        clock.takeBack(2);
        assertEquals(60_000, clock.reading(Side.CHO).ms());
        assertEquals(60_000, clock.reading(Side.HAN).ms());
        assertFalse(clock.running(), "it stands until the game goes on");
    }

    @Test
    void theCommentsGiveTheMoversClockAndRestoreIt() {
        GameClock clock = clock("10s+3x5s");
        clock.start(Side.CHO);
        time.pass(1_500);
        clock.punch(Side.CHO);
        time.pass(13_000);
        clock.punch(Side.HAN);
        Map<Integer, String> comments = clock.comments(Side.CHO);
        assertEquals(Map.of(1, "[%clk 0:00:08.5]", 2, "[%clk 0:00:05] [%periods 3]"), comments);
        time.pass(2_000);
        GameClock restored = GameClock.restored(
                clock.control(), time, Side.CHO, 2, comments, clock.runningTag().orElseThrow());
        assertEquals(
                new GameClock.Reading(6_500, 3, false, false),
                restored.reading(Side.CHO),
                "8.5 s after the first move, less the 2 s the move in progress had taken");
        assertEquals(new GameClock.Reading(5_000, 3, true, false), restored.reading(Side.HAN));
        time.pass(60_000);
        restored.start(Side.CHO);
        assertEquals(
                new GameClock.Reading(6_500, 3, false, true),
                restored.reading(Side.CHO),
                "the minute away is not counted");
    }

    @Test
    void withoutAClockNothingEverFlags() {
        GameClock clock = GameClock.none();
        clock.start(Side.CHO);
        clock.punch(Side.CHO);
        assertFalse(clock.active());
        assertEquals(Optional.empty(), clock.flagged());
        assertEquals(Map.of(), clock.comments(Side.CHO));
        assertEquals(Optional.empty(), clock.runningTag());
    }
}
