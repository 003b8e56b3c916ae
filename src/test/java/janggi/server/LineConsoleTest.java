package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/** Lines typed at a terminal in raw mode, edited and echoed by the server. */
class LineConsoleTest {
    private final ByteArrayOutputStream echoed = new ByteArrayOutputStream();
    private final AtomicInteger keys = new AtomicInteger();
    private final Outbox outbox = new Outbox(echoed, "test", () -> {});

    private LineConsole console(String typed) {
        return new LineConsole(
                new ByteArrayInputStream(typed.getBytes(StandardCharsets.UTF_8)), outbox, keys::incrementAndGet);
    }

    @Test
    void enterIsALoneCarriageReturnAndTheNextKeyIsNotSwallowed() throws IOException {
        LineConsole c = console("B9-C7\rsay hi\r\nquit\n");
        assertEquals("B9-C7", c.readLine("> "));
        assertEquals("say hi", c.readLine("> "));
        assertEquals("quit", c.readLine("> "));
        assertNull(c.readLine("> "), "the end of input");
    }

    @Test
    void backspaceTakesBackACharacterWideOrNot() throws IOException {
        LineConsole c = console("B9-C8\u007f7\r한국\b\r");
        assertEquals("B9-C7", c.readLine("> "));
        assertEquals("한", c.readLine("> "));
    }

    @Test
    void arrowAndFunctionKeysAreSkipped() throws IOException {
        LineConsole c = console("\u001b[AB9\u001b[1;5C-C7\u001bOP\r");
        assertEquals("B9-C7", c.readLine("> "));
    }

    @Test
    void controlCharactersAreNotTakenAndCtrlCLeaves() throws IOException {
        LineConsole c = console("a\u0007b\u009bc\u202e\rtyped\u0003");
        assertEquals("abc", c.readLine("> "));
        assertNull(c.readLine("> "), "Ctrl-C leaves");
    }

    @Test
    void ctrlDLeavesOnlyOnAnEmptyLine() throws IOException {
        LineConsole c = console("ab\u0004\r\u0004");
        assertEquals("ab", c.readLine("> "));
        assertNull(c.readLine("> "));
    }

    @Test
    void everyKeyCountsAsActivityAndIsEchoed() throws IOException {
        LineConsole c = console("pass\r");
        c.readLine("> ");
        assertEquals(5, keys.get());
        String out = flushed();
        assertTrue(out.contains("> pass\r\n"), out);
    }

    @Test
    void aLineLongerThanTheLimitIsCut() throws IOException {
        LineConsole c = console("x".repeat(LineConsole.MAX_LINE + 50) + "\r");
        assertEquals(LineConsole.MAX_LINE, c.readLine("> ").length());
    }

    @Test
    void textPrintedMeanwhileComesAboveTheLineBeingTyped() throws IOException {
        LineConsole c = console("");
        c.readLine("> ");
        c.println("bob plays B9-C7.");
        String out = flushed();
        assertTrue(out.contains("\r\u001b[Kbob plays B9-C7.\r\n"), out);
        assertFalse(out.contains("\n\n"), out);
    }

    /** What the outbox wrote, once it has written everything queued. */
    private String flushed() {
        outbox.close();
        return echoed.toString(StandardCharsets.UTF_8);
    }
}
