package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class EloEstimateTest {

    @Test
    void evenScoreIsZero() {
        assertEquals(0, EloEstimate.elo(0.5), 1e-9);
        assertEquals(0, new EloEstimate(3, 4, 3).elo(), 1e-9);
    }

    @Test
    void threeQuartersIsAbout191() {
        assertEquals(190.85, EloEstimate.elo(0.75), 0.01);
        assertEquals(190.85, new EloEstimate(3, 0, 1).elo(), 0.01);
        assertEquals(190.85, new EloEstimate(5, 5, 0).elo(), 0.01);
        assertEquals(-190.85, new EloEstimate(1, 0, 3).elo(), 0.01);
    }

    @Test
    void scoreCountsADrawAsHalf() {
        EloEstimate e = new EloEstimate(6, 1, 3);
        assertEquals(0.65, e.score(), 1e-12);
        assertEquals(107.5, e.elo(), 0.1);
        assertFalse(e.clamped());
    }

    @Test
    void marginComesFromTheTrinomialSpread() {
        // 6-1-3: p = 0.65, per-game variance (6*0.35^2 + 0.15^2 + 3*0.65^2)/10 = 0.2025,
        // standard error sqrt(0.2025/10) = 0.1423, 95% p range 0.371..0.929 -> Elo -91.6..+446.5.
        EloEstimate e = new EloEstimate(6, 1, 3);
        double sigma = Math.sqrt(0.2025 / 10);
        double expected = (EloEstimate.elo(0.65 + 1.96 * sigma) - EloEstimate.elo(0.65 - 1.96 * sigma)) / 2;
        assertEquals(expected, e.margin95(), 1e-9);
        assertEquals(269.1, e.margin95(), 0.1);
    }

    @Test
    void drawsNarrowTheMargin() {
        assertTrue(new EloEstimate(5, 10, 5).margin95() < new EloEstimate(10, 0, 10).margin95());
    }

    @Test
    void marginShrinksWithMoreGames() {
        double few = new EloEstimate(6, 2, 2).margin95();
        double many = new EloEstimate(60, 20, 20).margin95();
        assertTrue(many < few / 2.5, few + " vs " + many);
    }

    @Test
    void oneGameHasNoMargin() {
        assertTrue(Double.isInfinite(new EloEstimate(1, 0, 0).margin95()));
    }

    @Test
    void perfectScoresAreClampedAndSaySo() {
        EloEstimate sweep = new EloEstimate(10, 0, 0);
        assertTrue(sweep.clamped());
        assertEquals(0.95, sweep.estimatedScore(), 1e-12);
        assertEquals(EloEstimate.elo(0.95), sweep.elo(), 1e-9);
        assertTrue(sweep.margin95() > 100, "a 10-0 sweep is no proof of +500: margin " + sweep.margin95());
        EloEstimate wipeout = new EloEstimate(0, 0, 10);
        assertTrue(wipeout.clamped());
        assertEquals(-sweep.elo(), wipeout.elo(), 1e-9);
    }
}
