package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PrintableTest {
    @Test
    void terminalControlsBidiOverridesAndSeparatorsAreReplacedWhenRead() {
        assertEquals("a?[31mb?c?d?e", Printable.clean("a\u001b[31mb\u202ec\u2028d\te"));
        assertEquals("한국 장기", Printable.clean("한국 장기"));
        assertEquals("", Printable.clean((String) null));
    }

    @Test
    void echoedTextShowsWhatWasThereAndIsShort() {
        assertEquals("go\\x1B[2J\\u202E", Printable.escape("go\u001b[2J\u202e"));
        String echoed = Printable.escape("x".repeat(1000));
        assertTrue(echoed.length() < 100 && echoed.endsWith("..."), echoed);
    }

    @Test
    void aMessagesTextArgumentsAreCleanedNestedOnesToo() {
        Message m = Printable.clean(new Message("record.at", new Message("verbatim", "a\u0007"), "b\u001b"));
        assertEquals(new Message("record.at", new Message("verbatim", "a?"), "b?"), m);
    }
}
