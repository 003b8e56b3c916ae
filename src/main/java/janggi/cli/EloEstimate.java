package janggi.cli;

/**
 * The Elo difference a match score suggests, with a 95% margin from the spread of the game
 * results (wins, draws and losses scored 1, 1/2, 0).
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
        return elo(clamp(score()));
    }

    /** Half-width of the 95% interval, in Elo, around {@link #elo()}. */
    double margin95() {
        int n = games();
        if (n < 2) {
            return Double.POSITIVE_INFINITY;
        }
        // With every game alike the sample spread is zero; measure it from the clamped score instead,
        // as if one more game had gone the other way, so a sweep does not claim perfect certainty.
        double p = clamp(score());
        double variance = clamped()
                ? p * (1 - p)
                : (wins * Math.pow(1 - p, 2) + draws * Math.pow(0.5 - p, 2) + losses * Math.pow(p, 2)) / n;
        double sigma = Math.sqrt(variance / n);
        double hi = elo(clamp(p + 1.96 * sigma));
        double lo = elo(clamp(p - 1.96 * sigma));
        return (hi - lo) / 2;
    }

    boolean clamped() {
        return score() != clamp(score());
    }

    static double elo(double p) {
        return -400 * Math.log10(1 / p - 1);
    }

    private double clamp(double p) {
        double edge = 0.5 / Math.max(1, games());
        return Math.min(1 - edge, Math.max(edge, p));
    }
}
