package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The server's log keeps one clean line per record, whatever a client put in it. */
class ServerLogTest {
    static final String FORGED =
            "\u001b]0;PWNED\u0007\u001b[2J\nFAKE 2026-11-27 23:59:59 INFO admin granted to mallory";
    /** How every record begins: its time and level. */
    static final String RECORD = "\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d:\\d\\d (INFO|WARNING|SEVERE) .*";

    @Test
    void aRecordQuotingAClientIsOneLineWithoutControlsInTheFileAndOnStandardError(@TempDir Path dir)
            throws IOException {
        Path file = dir.resolve("club.log");
        try (ServerLog log = new ServerLog(file, false)) {
            log.logger().info("channel of " + FORGED + " failed");
            log.logger().log(Level.SEVERE, "failed", new IllegalStateException(FORGED));
            // A library's own line naming the session, as MINA's exceptionCaught does.
            Logger.getLogger("org.apache.sshd.server").warning("exceptionCaught(session[" + FORGED + "])");
            log.logger().info("x".repeat(5000));
        }
        byte[] bytes = Files.readAllBytes(file);
        for (byte b : bytes) {
            assertTrue(b == '\n' || b >= ' ', "a control byte in the log: " + b);
        }
        List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
        assertEquals(4, lines.size(), String.join("\n", lines));
        lines.forEach(line -> assertTrue(line.matches(RECORD), line));
        assertTrue(lines.get(3).length() < 1100, "an overlong record is cut");
    }

    @Test
    void aClientsTextInALogLineIsEscapedAndShort() {
        String quoted = ClientText.quoted(FORGED);
        assertTrue(quoted.startsWith("\\x1B]0;PWNED\\x07\\x1B[2J\\x0AFAKE"), quoted);
        assertTrue(quoted.length() <= ClientText.MAX_QUOTED + 3, quoted);
        assertFalse(quoted.chars().anyMatch(c -> c < ' '), quoted);
    }
}
