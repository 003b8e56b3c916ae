package janggi.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The puzzles file: a line reads back as it was written; a bad line is refused with its number. */
class PuzzlesTest {
    private static final String LINE = "4ka1b1/2R6/3a1n3/5ppp1/9/1PP1N4/4c2P1/1C2B3C/4A4/rB2K3R b - - 0 31"
            + " | a1b1 | 600 | mate1 pin | 792606 | games.pgn game 37 ply 62";

    @Test
    void aPuzzleLineReadsBackAsItWasWritten() {
        assertEquals(LINE, Puzzle.parse(LINE).text());
    }

    @Test
    void aPuzzlesIdIsMadeFromItsPosition() {
        Puzzle p = Puzzle.parse(LINE);
        assertEquals(p.id(), Puzzle.idOf(p.fen()));
    }

    @Test
    void aLineWithAnIllegalMoveAThemeUnknownOrASolutionEndingOnTheOpponentIsRefused() {
        String[] bad = {
            LINE.replace("a1b1", "a1a9"),
            LINE.replace("mate1", "mate9"),
            LINE.replace("| a1b1 |", "| a1b1 e1e2 |"),
            LINE.replace("| 600 |", "| six hundred |"),
            "4ka1b1 b | a1b1"
        };
        for (String text : bad) {
            IllegalArgumentException e =
                    assertThrows(IllegalArgumentException.class, () -> Puzzles.parse("# header\n\n" + text), text);
            assertTrue(e.getMessage().startsWith("puzzles, line 3: "), e.getMessage());
        }
    }

    @Test
    void theShippedPuzzlesReadAndHaveEachItsOwnId() {
        List<Puzzle> shipped = Puzzles.shipped();
        Set<String> ids = new HashSet<>();
        shipped.forEach(p -> ids.add(p.id()));
        assertEquals(shipped.size(), ids.size());
        for (Puzzle p : shipped) {
            assertEquals(p.id(), Puzzle.idOf(p.fen()), p.text());
        }
    }

    @Test
    void theNextPuzzleIsTheNearestNotTriedOfItsTheme() {
        Puzzle easy = Puzzle.parse(LINE);
        Puzzle hard = Puzzle.parse(LINE.replace("| 600 |", "| 1800 |")
                .replace("| 792606 |", "| abcdef |")
                .replace("mate1 pin", "chariot"));
        List<Puzzle> both = List.of(easy, hard);
        assertEquals(hard, Puzzles.next(both, 1700, null, Set.of()).orElseThrow());
        assertEquals(easy, Puzzles.next(both, 1700, null, Set.of("abcdef")).orElseThrow());
        assertEquals(
                hard, Puzzles.next(both, 1700, null, Set.of("abcdef", "792606")).orElseThrow());
        assertEquals(easy, Puzzles.next(both, 1700, "mate", Set.of()).orElseThrow());
        assertEquals(hard, Puzzles.next(both, 600, "chariot", Set.of()).orElseThrow());
        assertTrue(Puzzles.next(both, 1700, "fork", Set.of()).isEmpty());
    }
}
