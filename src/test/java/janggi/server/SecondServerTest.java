package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A second {@code janggi serve} on a data directory in use: refused in one line, before it listens. */
class SecondServerTest {
    @TempDir
    Path dir;

    @Test
    void aSecondServerOnTheSameEmbeddedDatabaseIsRefusedInOneLine() throws IOException, InterruptedException {
        ClubConfig config =
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false);
        try (ClubServer first = ClubServer.start(config)) {
            Process second = new ProcessBuilder(ServerProcess.command(dir))
                    .redirectOutput(ProcessBuilder.Redirect.DISCARD)
                    .start();
            assertTrue(second.waitFor(60, TimeUnit.SECONDS), "the second server gives up by itself");
            String err = new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
            List<String> lines = err.lines()
                    .filter(l -> !l.contains(" INFO ") && !l.contains(" WARNING "))
                    .toList();
            assertEquals(2, second.exitValue(), err);
            assertEquals(1, lines.size(), err);
            assertTrue(lines.get(0).contains("is in use by another server"), err);
            assertTrue(first.address().startsWith("127.0.0.1:"));
        }
    }
}
