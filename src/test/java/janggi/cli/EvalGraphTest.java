package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class EvalGraphTest {
    @Test
    void choAheadRisesAboveTheLineAndHanAheadFallsBelowIt() {
        List<String> lines = EvalGraph.lines(List.of(0.5, 0.5, 1.0, 0.0, 0.75), 1, false, "Cho", "Han", true);
        assertEquals(
                List.of(
                        "Cho | #",
                        "    | #",
                        "    | # #",
                        "    | # #",
                        "    +----",
                        "    |  #",
                        "    |  #",
                        "    |  #",
                        "Han |  #",
                        "     1"),
                lines);
    }

    @Test
    void blocksDrawEighthsAboveAndHalvesBelow() {
        List<String> lines = EvalGraph.lines(List.of(0.5, 0.5 + 1 / 64.0, 0.5 - 1 / 16.0), 1, false, "C", "H", false);
        assertEquals("  \u2502\u2581", lines.get(3));
        assertEquals("  \u253c\u2500\u2500", lines.get(4));
        assertEquals("  \u2502 \u2580", lines.get(5));
    }

    @Test
    void aLongGameFitsEightyColumnsWithItsMovesNumbered() {
        List<Double> chances = new ArrayList<>();
        for (int ply = 0; ply <= 200; ply++) {
            chances.add(0.5 + 0.5 * Math.sin(ply / 20.0));
        }
        List<String> lines = EvalGraph.lines(chances, 1, false, "Cho", "Han", false);
        assertTrue(lines.stream().allMatch(l -> l.length() <= 80), lines.toString());
        assertEquals(EvalGraph.HALF * 2 + 2, lines.size());
        String numbers = lines.get(lines.size() - 1);
        assertTrue(numbers.strip().startsWith("1 "), numbers);
        assertTrue(numbers.contains(" 50 ") && numbers.contains(" 90"), numbers);
        // 200 plies in 50 columns of four: move 50 begins with ply 99, in the 25th column.
        assertEquals(5 + 24, numbers.indexOf(" 50 ") + 1);
    }

    @Test
    void aGameWithoutMovesHasNoGraph() {
        assertEquals(List.of(), EvalGraph.lines(List.of(0.5), 1, false, "Cho", "Han", true));
    }
}
