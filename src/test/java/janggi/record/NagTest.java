package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class NagTest {
    @Test
    void theSixMoveMarksHaveTheirSymbolsBothWays() {
        List<String> symbols = List.of("!", "?", "!!", "??", "!?", "?!");
        for (int nag = 1; nag <= 6; nag++) {
            assertEquals(symbols.get(nag - 1), Nag.symbol(nag));
            assertEquals(OptionalInt.of(nag), Nag.ofSymbol(symbols.get(nag - 1)));
        }
        assertEquals("", Nag.symbol(18));
        assertEquals(OptionalInt.empty(), Nag.ofSymbol("???"));
    }

    @Test
    void aGlyphIsADollarAndANumberUpTo255() {
        assertEquals(OptionalInt.of(4), Nag.parse("$4"));
        assertEquals(OptionalInt.of(255), Nag.parse("$255"));
        assertEquals(OptionalInt.empty(), Nag.parse("$256"));
        assertEquals(OptionalInt.empty(), Nag.parse("$"));
        assertEquals(OptionalInt.empty(), Nag.parse("4"));
    }

    @Test
    void theMarksOfSeveralGlyphsRunTogether() {
        assertEquals("??", Nag.symbols(List.of(Nag.BLUNDER, 18)));
    }
}
