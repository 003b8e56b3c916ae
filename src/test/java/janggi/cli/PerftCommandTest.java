package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftCommandTest {
    @Test
    void aPositionWhereTheGeneralCouldBeTakenIsRefused() {
        String[] r = CommandRun.run("perft", "--fen", "9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1", "1");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("the Han general on e9 is in check with Cho to move"), r[2]);
    }

    @Test
    void anEpdLineOverTheLimitIsRefusedInOneLineWithoutBeingHeld(@TempDir Path dir) throws IOException {
        Path epd = Files.write(dir.resolve("zeros.epd"), new byte[1 << 20]);
        String[] r = CommandRun.run("perft", "--epd", epd.toString(), "1");
        assertEquals("2", r[0]);
        assertEquals("janggi: " + epd + " line 1: the line is longer than 65536 bytes, and is not read", r[2].strip());
    }

    @Test
    void bytesThatAreNotTextGiveTheLineAndTheReason(@TempDir Path dir) throws IOException {
        Path epd = Files.write(dir.resolve("noise.epd"), new byte[] {'\n', (byte) 0xff, (byte) 0xfe, 1, '\n'});
        String[] r = CommandRun.run("perft", "--epd", epd.toString(), "1");
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: " + epd + " line 2: "), r[2]);
        assertFalse(r[2].contains("Input length"), r[2]);
        assertEquals(1, r[2].lines().count(), r[2]);
    }
}
