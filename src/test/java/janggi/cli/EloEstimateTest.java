package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

    @Test
    void evenScoreIsZero() {
        assertEquals(0, new EloEstimate(3, 4, 3).elo(), 1e-9);
    }

    @Test
    void threeQuartersIsAbout191() {
        assertEquals(190.85, new EloEstimate(3, 0, 1).elo(), 0.01);
        assertEquals(190.85, new EloEstimate(5, 5, 0).elo(), 0.01);
    }

    @Test
    void marginShrinksWithMoreGames() {
        double few = new EloEstimate(6, 2, 2).margin95();
        double many = new EloEstimate(60, 20, 20).margin95();
        assertTrue(many < few / 2.5, few + " vs " + many);
    }

    @Test
    void perfectScoresAreClampedAndSaySo() {
        EloEstimate sweep = new EloEstimate(10, 0, 0);
        assertTrue(sweep.clamped());
        assertEquals(EloEstimate.elo(0.95), sweep.elo(), 1e-9);
        assertTrue(sweep.margin95() > 100, "a 10-0 sweep is no proof of +500: margin " + sweep.margin95());
    }
}
