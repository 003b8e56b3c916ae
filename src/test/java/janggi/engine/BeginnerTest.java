package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class BeginnerTest {
    @Test
    void aBeginnerTakesAChariotLeftFree() {
        Position pos = Fen.parse("4k4/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1", RuleSet.JANGGI);
        for (long seed = 0; seed < 20; seed++) {
            assertEquals("A9-A4", DisplayMove.of(new Beginner(seed).move(pos)));
        }
    }

    @Test
    void aBeginnerNeverLeavesItsChariotWhereItCanBeTakenAndOtherwisePlaysAtRandom() {
        // Han's chariot on I3 sweeps rank 3: B9-B3 would give Cho's chariot away.
        Position pos = Fen.parse("4k4/9/9/8r/9/9/P1P6/9/9/1R1K5 w - - 0 1", RuleSet.JANGGI);
        int giveaway = DisplayMove.parse("B9-B3", pos);
        assertTrue(pos.isLegal(giveaway));
        Set<Integer> chosen = new HashSet<>();
        for (long seed = 0; seed < 60; seed++) {
            int move = new Beginner(seed).move(pos);
            assertNotEquals(giveaway, move);
            chosen.add(move);
        }
        assertTrue(chosen.size() > 5, "among the safe moves it chooses at random: " + chosen.size());
    }
}
