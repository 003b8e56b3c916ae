package janggi.cli;

import java.util.Arrays;

/**
 * A sequential probability ratio test of a match, as fishtest runs one: after each pair of games
 * (the same start, the sides swapped) it weighs the hypothesis that our engine is {@code elo1}
 * stronger than the opponent against the hypothesis that it is {@code elo0} stronger, and stops
 * the match as soon as one of them is likely enough. The error rates are {@code alpha} (taking
 * H1 when H0 holds) and {@code beta} (taking H0 when H1 holds); Wald's bounds on the
 * log-likelihood ratio follow from them.
 *
 * <p>The pairs' results are pentanomial: a pair scores 0, 1/2, 1, 3/2 or 2 points. Scoring pairs
 * rather than games is what makes a test of paired games honest, since the two games of a pair
 * share their start and so are not independent; it also makes the test shorter, a lopsided start
 * counting once rather than twice. The log-likelihood ratio is the generalised one
 * (GSPRT) fishtest computes, on the logistic Elo scale: the observed frequencies of the five
 * results, and for each hypothesis the distribution nearest to them (maximum likelihood) whose
 * mean score is that hypothesis's, {@code 1 / (1 + 10^(-elo / 400))} a game. A result never seen
 * counts as a thousandth of a pair, as in fishtest, so that the nearest distributions exist.
 */
record Sprt(double elo0, double elo1, double alpha, double beta) {
    /** What the test concluded so far. */
    enum Verdict {
        /** The gain is likely at least {@code elo1}: the change passes. */
        H1,
        /** The gain is likely at most {@code elo0}: the change fails. */
        H0,
        /** Not decided yet. */
        UNDECIDED
    }

    /** The count a result never seen is given, in pairs. */
    private static final double UNSEEN = 1e-3;

    Sprt {
        if (!(elo0 < elo1)) {
            throw new IllegalArgumentException("elo0 " + elo0 + " is not below elo1 " + elo1);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new IllegalArgumentException(
                    "alpha " + alpha + " and beta " + beta + " should lie between 0 and 0.5");
        }
    }

    /** Below this log-likelihood ratio H0 is accepted. */
    double lowerBound() {
        return Math.log(beta / (1 - alpha));
    }

    /** Above this log-likelihood ratio H1 is accepted. */
    double upperBound() {
        return Math.log((1 - beta) / alpha);
    }

    Verdict verdict(double llr) {
        return llr >= upperBound() ? Verdict.H1 : llr <= lowerBound() ? Verdict.H0 : Verdict.UNDECIDED;
    }

    /**
     * The log-likelihood ratio of H1 over H0 given the pairs played.
     *
     * @param pairs how many pairs scored 0, 1/2, 1, 3/2 and 2 points, in that order
     */
    double llr(int[] pairs) {
        if (pairs.length != 5) {
            throw new IllegalArgumentException("five counts, not " + pairs.length);
        }
        int n = Arrays.stream(pairs).sum();
        if (n == 0) {
            return 0;
        }
        double[] seen = new double[5];
        double total = 0;
        for (int i = 0; i < 5; i++) {
            seen[i] = Math.max(pairs[i], UNSEEN);
            total += seen[i];
        }
        for (int i = 0; i < 5; i++) {
            seen[i] /= total;
        }
        double[] h0 = nearestWithMean(seen, score(elo0));
        double[] h1 = nearestWithMean(seen, score(elo1));
        double llr = 0;
        for (int i = 0; i < 5; i++) {
            llr += seen[i] * Math.log(h1[i] / h0[i]);
        }
        return n * llr;
    }

    /** The expected score a game at this Elo difference: {@code 1 / (1 + 10^(-elo / 400))}. */
    static double score(double elo) {
        return 1 / (1 + Math.pow(10, -elo / 400));
    }

    /** A pair's score per game for each of the five results: 0, 1/4, 1/2, 3/4, 1. */
    private static double outcome(int i) {
        return i / 4.0;
    }

    /**
     * The distribution nearest to {@code p} (maximum likelihood, which minimises the Kullback-Leibler
     * divergence from it) whose mean is {@code mean}: {@code p[i] / (1 + x (a[i] - mean))} for the
     * one {@code x} that gives that mean, found by bisection, the mean's equation falling in {@code x}.
     */
    private static double[] nearestWithMean(double[] p, double mean) {
        // 1 + x (a - mean) stays positive for every outcome a from 0 to 1 inside this interval.
        double lo = -1 / (1 - mean);
        double hi = 1 / mean;
        for (int k = 0; k < 200; k++) {
            double x = (lo + hi) / 2;
            double sum = 0;
            for (int i = 0; i < 5; i++) {
                double d = outcome(i) - mean;
                sum += p[i] * d / (1 + x * d);
            }
            if (sum > 0) {
                lo = x;
            } else {
                hi = x;
            }
        }
        double x = (lo + hi) / 2;
        double[] q = new double[5];
        double total = 0;
        for (int i = 0; i < 5; i++) {
            q[i] = p[i] / (1 + x * (outcome(i) - mean));
            total += q[i];
        }
        for (int i = 0; i < 5; i++) {
            q[i] /= total;
        }
        return q;
    }

    /**
     * The Elo difference the pairs suggest and its 95% margin, from the spread of the pairs'
     * scores (which, the two games of a pair being alike, is narrower than the games' spread
     * counted as if independent): {@code [elo, margin]}, the margin infinite below two pairs. Pairs
     * that all scored alike show no spread, which is no proof of certainty: they are given the
     * widest spread a pair's score can have around their (kept) mean, as {@link EloEstimate} gives
     * a sweep.
     */
    static double[] elo(int[] pairs) {
        int n = Arrays.stream(pairs).sum();
        double mean = 0;
        for (int i = 0; i < 5; i++) {
            mean += pairs[i] * outcome(i);
        }
        mean = n == 0 ? 0.5 : mean / n;
        double edge = 0.25 / Math.max(1, n);
        double p = Math.min(1 - edge, Math.max(edge, mean));
        if (n < 2) {
            return new double[] {EloEstimate.elo(p), Double.POSITIVE_INFINITY};
        }
        double variance = 0;
        for (int i = 0; i < 5; i++) {
            variance += pairs[i] * Math.pow(outcome(i) - mean, 2);
        }
        double sigma = variance == 0 ? Math.sqrt(p * (1 - p) / n) : Math.sqrt(variance / n / n);
        return new double[] {EloEstimate.elo(p), EloEstimate.margin95(p, sigma, edge)};
    }
}
