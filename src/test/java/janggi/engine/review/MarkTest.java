package janggi.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

class MarkTest {
    @Test
    void theLossOfExpectedScoreChoosesTheMark() {
        assertNull(Mark.of(0.55, 0.51));
        assertEquals(Mark.INACCURACY, Mark.of(0.55, 0.50));
        assertEquals(Mark.MISTAKE, Mark.of(0.55, 0.45));
        assertEquals(Mark.BLUNDER, Mark.of(0.55, 0.40));
        assertEquals(Mark.BLUNDER, Mark.of(0.90, 0.05), "a won game thrown away");
    }

    @Test
    void aMoveThatKeepsALostGameLostIsNoBlunder() {
        assertEquals(Mark.MISTAKE, Mark.of(0.20, 0.03));
        assertEquals(Mark.BLUNDER, Mark.of(0.21, 0.03), "from a bad game to a lost one");
    }

    @Test
    void aMoveThatKeepsAWonGameWonIsNoBlunder() {
        assertEquals(Mark.MISTAKE, Mark.of(0.98, 0.80));
        assertEquals(Mark.BLUNDER, Mark.of(0.98, 0.79), "from a won game to one merely good");
    }

    @Test
    void theMarksAreTheGlyphsPlayersWrite() {
        assertEquals("??", Mark.BLUNDER.symbol());
        assertEquals("?", Mark.MISTAKE.symbol());
        assertEquals("?!", Mark.INACCURACY.symbol());
    }
}
