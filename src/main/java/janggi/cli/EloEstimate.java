package janggi.cli;

/**
 * The Elo difference a match score suggests, with a 95% margin.
 *
 * <p>A score p (wins 1, draws 1/2, losses 0, averaged) means a difference of
 * {@code -400 log10(1/p - 1)}: 0 for p = 0.5, +190.8 for p = 0.75. The margin takes the standard
 * error of the mean game score, from the spread of the three results actually seen
 * (trinomial), goes 1.96 of them either side of p, and converts both ends through the same
 * formula; it is half the width of that interval. The formula has no finite value at 0% or 100%,
 * so the score is kept half a game away from them (a 10-0 sweep is estimated as 9.5-0.5), and
 * a sweep, whose results have no spread, is given the spread of that kept score.
 */
record EloEstimate(int wins, int draws, int losses) {

    int games() {
        return wins + draws + losses;
    }

    double score() {
        return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
    }

    /** Elo difference for the score, which is kept away from 0 and 1 where the formula has no finite value. */
    double elo() {
        return elo(estimatedScore());
    }

    /** The score the estimate uses: the match score, kept at least half a game away from 0% and 100%. */
    double estimatedScore() {
        return clamp(score());
    }

    /** Half-width of the 95% interval, in Elo, around {@link #elo()}; infinite below two games. */
    double margin95() {
        int n = games();
        if (n < 2) {
            return Double.POSITIVE_INFINITY;
        }
        // With every game alike the sample spread is zero; measure it from the clamped score instead,
        // as if one more game had gone the other way, so a sweep does not claim perfect certainty.
        double p = estimatedScore();
        double variance = clamped()
                ? p * (1 - p)
                : (wins * Math.pow(1 - p, 2) + draws * Math.pow(0.5 - p, 2) + losses * Math.pow(p, 2)) / n;
        return margin95(p, Math.sqrt(variance / n), 0.5 / n);
    }

    /**
     * Half the Elo width of the 95% interval around score {@code p} with standard error
     * {@code sigma}, each end kept {@code edge} away from 0 and 1.
     */
    static double margin95(double p, double sigma, double edge) {
        double hi = elo(Math.min(1 - edge, p + 1.96 * sigma));
        double lo = elo(Math.max(edge, p - 1.96 * sigma));
        return (hi - lo) / 2;
    }

    /** Whether the score had to be moved away from 0% or 100% for the estimate. */
    boolean clamped() {
        return score() != estimatedScore();
    }

    /** The Elo difference for a score strictly between 0 and 1. */
    static double elo(double p) {
        return 400 * Math.log10(p / (1 - p)); // = -400 log10(1/p - 1), without a "-0" at p = 0.5
    }

    private double clamp(double p) {
        double edge = 0.5 / Math.max(1, games());
        return Math.min(1 - edge, Math.max(edge, p));
    }
}
