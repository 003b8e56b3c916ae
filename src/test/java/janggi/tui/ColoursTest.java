package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class ColoursTest {

    @Test
    void noColorAVt100OrFewerThanEightColoursGetTheMonochromeStyle() {
        assertEquals(true, Colours.none(Map.of("NO_COLOR", "1", "TERM", "xterm"), () -> OptionalInt.of(256)));
        assertEquals(false, Colours.none(Map.of("NO_COLOR", "", "TERM", "xterm"), () -> OptionalInt.of(256)));
        assertEquals(true, Colours.none(Map.of("TERM", "vt100"), () -> OptionalInt.empty()));
        assertEquals(true, Colours.none(Map.of("TERM", "xterm-mono"), () -> OptionalInt.of(2)));
        assertEquals(false, Colours.none(Map.of("TERM", "xterm"), () -> OptionalInt.of(8)));
        assertEquals(false, Colours.none(Map.of("TERM", "screen"), () -> OptionalInt.empty()), "unknown: colours");
    }
}
