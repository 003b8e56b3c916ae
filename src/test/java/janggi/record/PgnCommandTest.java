package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class PgnCommandTest {
    @Test
    void anEvaluationIsWrittenAsLichessWritesIt() {
        assertEquals("[%eval 1.25]", PgnCommand.of(PgnCommand.EVAL, "1.25"));
    }

    @Test
    void aCommandIsFoundAmongOthersAndProse() {
        String comment = "a quiet move [%clk 0:05:00] [%eval #-3] and then";
        assertEquals(Optional.of("#-3"), PgnCommand.find(comment, PgnCommand.EVAL));
        assertEquals(Optional.of("0:05:00"), PgnCommand.find(comment, "clk"));
        assertEquals(Optional.empty(), PgnCommand.find("no command [here]", PgnCommand.EVAL));
        assertEquals(Optional.empty(), PgnCommand.find(null, PgnCommand.EVAL));
    }

    @Test
    void removingACommandKeepsTheRestOfTheComment() {
        assertEquals(
                "a quiet move [%clk 0:05:00] and then",
                PgnCommand.without("a quiet move [%clk 0:05:00] [%eval #-3] and then", PgnCommand.EVAL));
        assertEquals("", PgnCommand.without("[%eval 0.00]", PgnCommand.EVAL));
    }
}
