package janggi.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.text.Texts;
import org.junit.jupiter.api.Test;

class ClockWordsTest {
    private final Texts texts = Texts.english();
    private final TimeControl byoyomi = TimeControl.parse("20m+3x30s");

    @Test
    void mainTimeShowsThePeriodsToCome() {
        assertEquals(
                "19:58 +3x30s", ClockWords.reading(texts, byoyomi, new GameClock.Reading(1_197_001, 3, false, true)));
    }

    @Test
    void byoyomiShowsThePeriodsLeftAndTheLastOneByName() {
        assertEquals(
                "0:28, 2 periods", ClockWords.reading(texts, byoyomi, new GameClock.Reading(27_500, 2, true, true)));
        assertEquals(
                "0:28, last period", ClockWords.reading(texts, byoyomi, new GameClock.Reading(27_500, 1, true, true)));
    }

    @Test
    void aFallenFlagShowsOnlyTheEmptyClock() {
        assertEquals("0:00", ClockWords.reading(texts, byoyomi, new GameClock.Reading(0, 0, true, false)));
    }

    @Test
    void aCorrespondenceClockShowsTheDaysLeftForTheMove() {
        TimeControl days = TimeControl.days(3);
        assertEquals("3 days a move", ClockWords.control(texts, days));
        assertEquals("1 day a move", ClockWords.control(texts, TimeControl.days(1)));
        assertEquals("2d 23:59:59", ClockWords.reading(texts, days, new GameClock.Reading(259_199_000, 1, true, true)));
        assertEquals("23:59:59", ClockWords.reading(texts, days, new GameClock.Reading(86_399_000, 1, true, true)));
    }
}
