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
}
