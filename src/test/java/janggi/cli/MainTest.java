package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The play command's own options, refused before any terminal is touched. */
class MainTest {

    @Test
    void threadsOutOfRangeAreRefusedWithOneLine() {
        for (String n : new String[] {"0", "65"}) {
            String[] r = CommandRun.run("--plain", "--threads", n);
            assertEquals("2", r[0]);
            assertEquals("janggi: --threads should be from 1 to 64, not " + n, r[2].strip());
        }
    }

    @Test
    void aBadClockIsRefusedWithOneLineAndExamples() {
        String[] r = CommandRun.run("--plain", "--clock", "5x");
        assertEquals("2", r[0]);
        assertEquals(
                "janggi: --clock: '5x' is not a time control: give none, 10m (sudden death), 5m+3s (an increment per"
                        + " move) or 20m+3x30s (3 byoyomi periods of 30s); durations such as 90s, 20m, 1h30m, or 0",
                r[2].strip());
        String[] both = CommandRun.run("--plain", "--clock", "5m+3s+3x30s");
        assertEquals("2", both[0]);
        assertEquals(1, both[2].strip().lines().count(), both[2]);
    }
}
