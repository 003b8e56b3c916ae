package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class SprtTest {
    private final Sprt zeroToTen = new Sprt(0, 10, 0.05, 0.05);

    @Test
    void theBoundsAreWaldsForTheErrorRates() {
        assertEquals(Math.log(0.05 / 0.95), zeroToTen.lowerBound(), 1e-12);
        assertEquals(Math.log(0.95 / 0.05), zeroToTen.upperBound(), 1e-12);
        assertEquals(-2.944, zeroToTen.lowerBound(), 1e-3);
        Sprt lopsided = new Sprt(0, 5, 0.05, 0.10);
        assertEquals(Math.log(0.10 / 0.95), lopsided.lowerBound(), 1e-12);
        assertEquals(Math.log(0.90 / 0.05), lopsided.upperBound(), 1e-12);
    }

    @Test
    void theLikelihoodRatioMatchesTheGeneralisedTestOnThePairs() {
        // Reference values from an independent implementation of fishtest's LLR_logistic on
        // pentanomial counts (maximum-likelihood distributions under each mean, unseen counts 1e-3).
        assertEquals(-0.43749, zeroToTen.llr(new int[] {10, 20, 40, 25, 5}), 1e-4);
        assertEquals(1.21405, zeroToTen.llr(new int[] {5, 30, 100, 40, 10}), 1e-4);
        assertEquals(0.19313, zeroToTen.llr(new int[] {0, 3, 10, 5, 0}), 1e-4);
        assertEquals(-1.01980, zeroToTen.llr(new int[] {20, 10, 5, 2, 1}), 1e-4);
        assertEquals(2.05235, new Sprt(-10, 0, 0.05, 0.05).llr(new int[] {5, 30, 100, 40, 10}), 1e-4);
    }

    @Test
    void withManyPairsItIsCloseToTheNormalApproximation() {
        int[] pairs = {5, 30, 100, 40, 10};
        int n = 185;
        double mean = (30 * 0.25 + 100 * 0.5 + 40 * 0.75 + 10) / n;
        double variance = (5 * mean * mean
                        + 30 * Math.pow(0.25 - mean, 2)
                        + 100 * Math.pow(0.5 - mean, 2)
                        + 40 * Math.pow(0.75 - mean, 2)
                        + 10 * Math.pow(1 - mean, 2))
                / n;
        double s0 = Sprt.score(0);
        double s1 = Sprt.score(10);
        double normal = n * (s1 - s0) * (2 * mean - s0 - s1) / (2 * variance);
        assertEquals(normal, zeroToTen.llr(pairs), 0.02);
    }

    @Test
    void noPairsWeighNothingAndTheVerdictFollowsTheBounds() {
        assertEquals(0, zeroToTen.llr(new int[5]));
        assertEquals(Sprt.Verdict.UNDECIDED, zeroToTen.verdict(0));
        assertEquals(Sprt.Verdict.H1, zeroToTen.verdict(2.95));
        assertEquals(Sprt.Verdict.H0, zeroToTen.verdict(-2.95));
    }

    @Test
    void aLongRunOfEvenPairsAcceptsH0AndOfWonPairsH1() {
        Sprt test = new Sprt(0, 20, 0.05, 0.05);
        assertEquals(Sprt.Verdict.H0, test.verdict(test.llr(new int[] {40, 80, 400, 80, 40})));
        assertEquals(Sprt.Verdict.H1, test.verdict(test.llr(new int[] {10, 40, 300, 120, 60})));
    }

    @Test
    void theEloOfThePairsHasAMarginFromTheirSpread() {
        double[] even = Sprt.elo(new int[] {10, 20, 40, 20, 10});
        assertEquals(0, even[0], 1e-9);
        // Mean 0.5; a pair scoring 0 or 1 a game is 0.5 off it, one scoring 1/4 or 3/4 is 0.25 off.
        double variance = (10 * 0.25 + 20 * 0.0625 + 20 * 0.0625 + 10 * 0.25) / 100;
        double sigma = Math.sqrt(variance / 100);
        assertEquals((EloEstimate.elo(0.5 + 1.96 * sigma) - EloEstimate.elo(0.5 - 1.96 * sigma)) / 2, even[1], 1e-9);
        assertTrue(Double.isInfinite(Sprt.elo(new int[] {0, 0, 0, 1, 0})[1]));
        assertEquals(EloEstimate.elo(0.75), Sprt.elo(new int[] {0, 0, 0, 1, 0})[0], 1e-9);
    }

    @Test
    void pairsThatAllScoredAlikeStillHaveAMargin() {
        double[] sweep = Sprt.elo(new int[] {0, 0, 0, 0, 3});
        assertEquals(EloEstimate.elo(1 - 0.25 / 3), sweep[0], 1e-9);
        assertTrue(sweep[1] > 100, "three won pairs are no proof of +" + Math.round(sweep[0]) + ": margin " + sweep[1]);
        double[] split = Sprt.elo(new int[] {0, 0, 8, 0, 0});
        assertEquals(0, split[0], 1e-9);
        double sigma = Math.sqrt(0.25 / 8);
        assertEquals((EloEstimate.elo(0.5 + 1.96 * sigma) - EloEstimate.elo(0.5 - 1.96 * sigma)) / 2, split[1], 1e-9);
    }

    @Test
    void boundsOutOfOrderOrErrorRatesOutOfRangeAreRefused() {
        assertThrows(IllegalArgumentException.class, () -> new Sprt(10, 0, 0.05, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 10, 0, 0.05));
        assertThrows(IllegalArgumentException.class, () -> new Sprt(0, 10, 0.05, 0.5));
    }
}
