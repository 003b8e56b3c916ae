package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import org.junit.jupiter.api.Test;

class BenchCommandTest {

    @Test
    void totalNodesAreASignature() {
        BenchCommand.Totals first = BenchCommand.run(RuleSet.JANGGI, 6, BenchCommand.POSITIONS.subList(0, 3), false);
        BenchCommand.Totals second = BenchCommand.run(RuleSet.JANGGI, 6, BenchCommand.POSITIONS.subList(0, 3), false);
        assertEquals(first.nodes(), second.nodes());
        assertTrue(first.nodes() > 1000, "searched only " + first.nodes() + " nodes");
    }
}
