package janggi.loadtest;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.server.ClubConfig;
import janggi.server.ClubServer;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** A short load test against a server in this JVM: it stops by itself and says what it measured, last. */
class LoadTestTest {
    private static final Pattern LAST =
            Pattern.compile("sessions (\\d+) moves (\\d+) errors (\\d+) p50 (\\d+) ms p99 (\\d+) ms");

    @TempDir
    Path dir;

    @Test
    @Timeout(60)
    void aShortRunPlaysMovesWithoutErrorsAndEndsWithItsSummaryLine() throws IOException, InterruptedException {
        ByteArrayOutputStream printed = new ByteArrayOutputStream();
        LoadTest.Summary summary;
        try (ClubServer server = ClubServer.start(
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false))) {
            summary = new LoadTest(
                            new LoadTest.Config("127.0.0.1", server.port(), 6, Duration.ofSeconds(4)),
                            new PrintStream(printed, true, StandardCharsets.UTF_8))
                    .run();
        }
        List<String> lines = printed.toString(StandardCharsets.UTF_8).lines().toList();
        String last = lines.get(lines.size() - 1);
        Matcher m = LAST.matcher(last);
        assertTrue(m.matches(), last);
        assertEquals(summary.toString(), last);
        assertEquals(6, summary.sessions(), String.join("\n", lines));
        assertEquals(0, summary.errors(), String.join("\n", lines));
        assertTrue(summary.moves() > 0, String.join("\n", lines));
        assertTrue(lines.stream().anyMatch(l -> l.matches("\\s+\\d+ s  sessions 6 .*")), "progress every second");
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("refused, counted apart: ")), "refusals apart");
    }

    @Test
    void itRunsAgainstThisMachineOnly() {
        assertThrows(
                IllegalArgumentException.class,
                () -> new LoadTest(new LoadTest.Config("192.0.2.1", 2222, 2, Duration.ofSeconds(1)), System.out));
        assertTrue(LoadTest.isLoopback("127.0.0.1"));
        assertTrue(LoadTest.isLoopback("::1"));
    }

    @Test
    void theHeapIsReadFromTheJvmsOwnCounters() {
        // A performance data file of two entries: one heap space in use, and something else.
        java.nio.ByteBuffer data = java.nio.ByteBuffer.allocate(256);
        data.putInt(0, 0xcafec0c0).put(4, (byte) 0).putInt(24, 32).putInt(28, 2);
        entry(data, 32, "sun.gc.generation.1.space.0.used", 12_345_678L);
        entry(data, 96, "sun.gc.collector.0.invocations", 7L);
        assertEquals(12_345_678L, ProcessWatch.heapUsed(data));
    }

    private static void entry(java.nio.ByteBuffer data, int at, String name, long value) {
        data.putInt(at, 64).putInt(at + 4, 20).putInt(at + 8, 0).put(at + 12, (byte) 'J');
        data.putInt(at + 16, 56);
        byte[] bytes = name.getBytes(StandardCharsets.US_ASCII);
        data.put(at + 20, bytes);
        data.putLong(at + 56, value);
    }
}
