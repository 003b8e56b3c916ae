package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import java.util.List;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void totalNodesAreASignature() {
        // The start position and an endgame: a fresh engine each, so nothing carries over between runs.
        List<String> fens = List.of(BenchCommand.POSITIONS.get(0), BenchCommand.POSITIONS.get(9));
        BenchCommand.Totals first = BenchCommand.run(RuleSet.JANGGI, 6, 1, fens, false);
        BenchCommand.Totals second = BenchCommand.run(RuleSet.JANGGI, 6, 1, fens, false);
        assertEquals(first.nodes(), second.nodes());
        assertTrue(first.nodes() > 1000, "searched only " + first.nodes() + " nodes");
    }

    @Test
    void threadsOutOfRangeAreRefused() {
        String[] r = CommandRun.run("bench", "--threads", "65");
        assertEquals("2", r[0]);
        assertEquals("janggi: --threads should be from 1 to 64, not 65", r[2].strip());
    }

    @Test
    void everyBenchPositionIsReadable() {
        for (String fen : BenchCommand.POSITIONS) {
            assertTrue(janggi.notation.Fen.parse(fen, RuleSet.JANGGI).legalMoves().length > 0, fen);
        }
    }
}
