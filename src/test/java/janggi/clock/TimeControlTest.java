package janggi.clock;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.NotationException;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class TimeControlTest {

    @Test
    void theSpecsOfTheFourKindsAreRead() {
        assertEquals(TimeControl.NONE, TimeControl.parse("none"));
        assertEquals(new TimeControl(600_000, 0, 0, 0), TimeControl.parse("10m"));
        assertEquals(new TimeControl(300_000, 3_000, 0, 0), TimeControl.parse("5m+3s"));
        assertEquals(new TimeControl(1_200_000, 0, 3, 30_000), TimeControl.parse("20m+3x30s"));
        assertEquals(new TimeControl(0, 0, 3, 30_000), TimeControl.parse("0+3x30s"));
    }

    @Test
    void durationsCombineUnits() {
        assertEquals(5_400_000, TimeControl.parse("1h30m").mainMs());
        assertEquals(90_000, TimeControl.parse("90s").mainMs());
        assertEquals("1m30s", TimeControl.parse("90s").spec());
        assertEquals("1h30m+5s", TimeControl.parse(" 1H30M + 5S ").spec());
        assertEquals(new TimeControl(10_000, 100, 0, 0), TimeControl.parse("10s+0.1s"));
        assertEquals(new TimeControl(6_500, 50, 0, 0), TimeControl.parse("6.50s+0.05s"));
    }

    @Test
    void everySpecWrittenReadsBackTheSame() {
        for (String spec : new String[] {
            "none",
            "10m",
            "5m+3s",
            "20m+3x30s",
            "0+3x30s",
            "1h1m1s+1s",
            "5s+3x1s",
            "2d+1h",
            "25h",
            "10s+0.1s",
            "1m0.25s+0.05s"
        }) {
            assertEquals(spec, TimeControl.parse(spec).spec());
        }
    }

    @Test
    void anIncrementAndByoyomiTogetherAreRefused() {
        NotationException e = assertThrows(NotationException.class, () -> TimeControl.parse("5m+3s+3x30s"));
        assertEquals("clock.increment_and_byoyomi", e.message().key());
    }

    @Test
    void aBadSpecIsOneLineWithExamples() {
        for (String bad :
                new String[] {"", "10", "10x", "5m+", "m5", "1s1m", "5m+0x30s", "5m+3x0", "1234567890h", "abc"}) {
            NotationException e = assertThrows(NotationException.class, () -> TimeControl.parse(bad), bad);
            assertEquals("clock.bad_spec", e.message().key(), bad);
            assertTrue(e.getMessage().contains("20m+3x30s") && !e.getMessage().contains("\n"), e.getMessage());
        }
    }

    @Test
    void aTimeOverAHundredHoursIsRefusedAsTooLong() {
        for (String spec : new String[] {"99999h", "101h", "5d", "100h+360001s"}) {
            NotationException e = assertThrows(NotationException.class, () -> TimeControl.parse(spec), spec);
            assertEquals("clock.too_long", e.message().key(), spec);
        }
        assertEquals(100L * 3_600_000, TimeControl.parse("100h").mainMs());
    }

    @Test
    void aCorrespondenceGameIsOneByoyomiPeriodOfWholeDaysWrittenInDays() {
        TimeControl three = TimeControl.days(3);
        assertEquals("0+1x3d", three.spec());
        assertEquals(three, TimeControl.parse("0+1x3d"));
        assertEquals(3, three.daysPerMove().getAsInt());
        assertEquals(14, TimeControl.parse("0+1x336h").daysPerMove().getAsInt());
        for (String other : new String[] {"0+2x3d", "1m+1x3d", "0+1x36h", "3d", "20m+3x30s"}) {
            assertTrue(TimeControl.parse(other).daysPerMove().isEmpty(), other);
        }
        // Only a period may last longer than a hundred hours, and at most 14 days.
        NotationException e = assertThrows(NotationException.class, () -> TimeControl.parse("0+1x15d"));
        assertEquals("clock.period_too_long", e.message().key());
        assertThrows(IllegalArgumentException.class, () -> TimeControl.days(15));
    }

    @Test
    void aSpecWithNoTimeForAMoveIsRefused() {
        assertEquals(
                "clock.no_time",
                assertThrows(NotationException.class, () -> TimeControl.parse("0"))
                        .message()
                        .key());
        assertEquals(
                "clock.no_time",
                assertThrows(NotationException.class, () -> TimeControl.parse("0+5s"))
                        .message()
                        .key());
    }

    @Test
    void aGibTimeLimitIsReadInItsManyForms() {
        assertEquals(Optional.of(TimeControl.parse("3h+3x30s")), TimeControl.fromGib("180분 30초 3회"));
        assertEquals(Optional.of(TimeControl.parse("0+3x30s")), TimeControl.fromGib("0분 30초 3회"));
        assertEquals(Optional.of(TimeControl.parse("15m")), TimeControl.fromGib("15분"));
        assertEquals(Optional.of(TimeControl.parse("15m+3x40s")), TimeControl.fromGib("자유시간 각 15분 초읽기 40초 3회 (1분 추가)"));
        assertEquals(Optional.of(TimeControl.parse("5m+3s")), TimeControl.fromGib("5m+3s"), "ours, written back");
        assertEquals(Optional.empty(), TimeControl.fromGib("미상"), "unknown");
    }

    @Test
    void aGibTimeLimitIsWrittenInKoreanWhereKoreanSaysIt() {
        assertEquals("180분 30초 3회", TimeControl.parse("3h+3x30s").gib());
        assertEquals("0분 30초 3회", TimeControl.parse("0+3x30s").gib());
        assertEquals("15분", TimeControl.parse("15m").gib());
        assertEquals("5m+3s", TimeControl.parse("5m+3s").gib(), "no Korean form for an increment");
    }

    @Test
    void pychessVariantsGetsMainSecondsPlusIncrementOrPeriod() {
        assertEquals(Optional.of("300+3"), TimeControl.parse("5m+3s").pychess());
        assertEquals(Optional.of("1200+30"), TimeControl.parse("20m+3x30s").pychess());
        assertEquals(Optional.of("600+0"), TimeControl.parse("10m").pychess());
        assertEquals(Optional.empty(), TimeControl.NONE.pychess());
    }

    @Test
    void aClockCommentIsWrittenAndReadBack() {
        assertEquals("[%clk 0:19:58]", new ClockComment(1_198_000, OptionalInt.empty()).text());
        assertEquals("[%clk 0:00:04.7]", new ClockComment(4_789, OptionalInt.empty()).text());
        assertEquals("[%clk 0:00:30] [%periods 2]", new ClockComment(30_000, OptionalInt.of(2)).text());
        assertEquals(
                Optional.of(new ClockComment(4_700, OptionalInt.empty())),
                ClockComment.in("a fine move [%clk 0:00:04.7]"));
        assertEquals(
                Optional.of(new ClockComment(30_000, OptionalInt.of(2))),
                ClockComment.in("[%clk 0:00:30] [%periods 2]"));
        assertEquals(Optional.empty(), ClockComment.in("no clock here"));
        assertEquals(Optional.of(1_171_000L), ClockComment.parseTime("00:19:31"));
    }
}
