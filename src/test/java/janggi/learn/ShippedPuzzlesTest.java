package janggi.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.oracle.FairyStockfish;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

/**
 * The shipped puzzles checked against Fairy-Stockfish, as perft is: at each of the solver's
 * moves its best move is the solution's, the first wins where the second best does not, and
 * the line keeps the win ({@link PuzzleCheck}, as make-puzzles checked them). A few spread
 * over the file by default; every one under {@code -Dsoak}. Skipped without Fairy-Stockfish.
 */
class ShippedPuzzlesTest {
    /** Puzzles checked in the default run: a few seconds of Fairy-Stockfish. */
    private static final int SAMPLE = 3;

    /** The puzzles the issue asks for, at least. */
    private static final int AT_LEAST = 500;

    @Test
    void thereAreEnoughShippedPuzzlesAndEveryThemeHasSome() {
        List<Puzzle> shipped = Puzzles.shipped();
        assertTrue(shipped.size() >= AT_LEAST, shipped.size() + " puzzles shipped, fewer than " + AT_LEAST);
        for (String theme : Puzzle.THEMES) {
            assertTrue(shipped.stream().anyMatch(p -> p.themes().contains(theme)), "no puzzle of " + theme);
        }
    }

    @Test
    void theShippedPuzzlesAreWhatFairyStockfishPlays() throws IOException {
        if (!FairyStockfish.isInstalled()) {
            System.out.println("SKIPPED: the shipped puzzles' check by Fairy-Stockfish ("
                    + FairyStockfish.DEFAULT_BINARY + " not installed; apt-get install fairy-stockfish)");
        }
        Assumptions.assumeTrue(FairyStockfish.isInstalled(), "Fairy-Stockfish is not installed");
        List<Puzzle> shipped = Puzzles.shipped();
        List<Puzzle> checked = new ArrayList<>();
        if (Boolean.getBoolean("soak")) {
            checked.addAll(shipped);
        } else {
            for (int i = 0; i < SAMPLE; i++) {
                checked.add(shipped.get(i * shipped.size() / SAMPLE));
            }
        }
        Map<String, String> disagreements = new TreeMap<>();
        try (PuzzleCheck check = PuzzleCheck.start(FairyStockfish.DEFAULT_BINARY.toString(), PuzzleCheck.NODES)) {
            for (Puzzle puzzle : checked) {
                Optional<String> why = check.disagrees(puzzle);
                why.ifPresent(w -> disagreements.put(puzzle.id(), w));
            }
        }
        assertEquals(Map.of(), disagreements, checked.size() + " puzzles checked");
    }
}
