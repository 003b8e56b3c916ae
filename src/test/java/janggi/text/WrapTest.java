package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class WrapTest {

    @Test
    void linesBreakBetweenWordsAndKeepTheirIndent() {
        assertEquals(List.of("one two", "three"), Wrap.lines("one two three", 10));
        assertEquals(List.of("  one two", "  three"), Wrap.lines("  one two three", 10));
        assertEquals(List.of("short", "", "two"), Wrap.lines("short\n\ntwo", 10));
    }

    @Test
    void aWordLongerThanALineKeepsALineWhole() {
        assertEquals(List.of("in", "/a/very/long/path/name", "ok"), Wrap.lines("in /a/very/long/path/name ok", 12));
    }

    @Test
    void koreanLettersTakeTwoColumns() {
        assertEquals(4, Wrap.columns("장기"));
        assertEquals(List.of("장기 장기", "장기"), Wrap.lines("장기 장기 장기", 10));
    }
}
