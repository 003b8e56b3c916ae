package janggi.store;

import java.util.List;

/**
 * Glicko-2 (Mark Glickman, "Example of the Glicko-2 system", 2013): a rating, its deviation
 * (how sure the club is of it) and its volatility (how erratic the player is). The club's rating
 * periods are days ({@link Ratings}); a deviation grows over the days a player does not play,
 * as the system's step 6 says, up to a newcomer's.
 */
public final class Glicko2 {
    /** Where every player starts. */
    public static final Rating FIRST = new Rating(1500, 350, 0.06);
    /** The system constant: how much the volatility may change; Glickman suggests 0.3 to 1.2. */
    static final double TAU = 0.5;

    private static final double SCALE = 173.7178;
    private static final double EPSILON = 0.000001;

    private Glicko2() {}

    /** A player's rating on the Glicko scale (1500 for a newcomer). */
    public record Rating(double rating, double deviation, double volatility) {}

    /** One game of a rating period: the opponent's rating before it, and the score (1 win, 0.5 draw, 0 loss). */
    public record Game(Rating opponent, double score) {}

    /** Above this deviation a rating is provisional: shown with a {@code ?}, as lichess does. */
    public static final double PROVISIONAL = 110;

    /** The rating after {@code periods} periods without a game: only the deviation grows, to a newcomer's at most. */
    public static Rating idle(Rating player, int periods) {
        if (periods <= 0) {
            return player;
        }
        double phi = player.deviation() / SCALE;
        double grown = Math.sqrt(phi * phi + periods * player.volatility() * player.volatility()) * SCALE;
        return new Rating(player.rating(), Math.min(FIRST.deviation(), grown), player.volatility());
    }

    /** Whether {@code rating} is provisional: the club is not sure of it yet. */
    public static boolean provisional(Rating rating) {
        return rating.deviation() > PROVISIONAL;
    }

    /** The player's rating after the games of one period, all played against ratings from before it. */
    public static Rating update(Rating player, List<Game> games) {
        double mu = (player.rating() - 1500) / SCALE;
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (games.isEmpty()) {
            return new Rating(player.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double vInverse = 0;
        double sum = 0;
        for (Game g : games) {
            double muJ = (g.opponent().rating() - 1500) / SCALE;
            double phiJ = g.opponent().deviation() / SCALE;
            double gJ = g(phiJ);
            double e = 1 / (1 + Math.exp(-gJ * (mu - muJ)));
            vInverse += gJ * gJ * e * (1 - e);
            sum += gJ * (g.score() - e);
        }
        double v = 1 / vInverse;
        double delta = v * sum;
        double sigmaNew = volatility(phi, sigma, v, delta);
        double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
        double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double muNew = mu + phiNew * phiNew * sum;
        return new Rating(muNew * SCALE + 1500, phiNew * SCALE, sigmaNew);
    }

    /**
     * How sure a puzzle's rating is taken to be when a solver's rating moves against it: as a
     * player's after some thirty games.
     */
    public static final double PUZZLE_DEVIATION = 80;

    /**
     * A solver's rating after one try of a puzzle rated {@code puzzle}, solved or not: a rating
     * period of one game against the puzzle, as lichess rates its puzzles. A puzzle rating is
     * apart from the game rating; the puzzle's own rating stays as it was made.
     */
    public static Rating afterPuzzle(Rating solver, double puzzle, boolean solved) {
        return update(
                solver, List.of(new Game(new Rating(puzzle, PUZZLE_DEVIATION, FIRST.volatility()), solved ? 1 : 0)));
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** The new volatility, by the Illinois algorithm of step 5 in Glickman's paper. */
    private static double volatility(double phi, double sigma, double v, double delta) {
        double a = Math.log(sigma * sigma);
        double deltaSquared = delta * delta;
        double phiSquared = phi * phi;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phiSquared + v + ex;
            return ex * (deltaSquared - phiSquared - v - ex) / (2 * d * d) - (x - a) / (TAU * TAU);
        };
        double low = a;
        double high;
        if (deltaSquared > phiSquared + v) {
            high = Math.log(deltaSquared - phiSquared - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * TAU) < 0) {
                k++;
            }
            high = a - k * TAU;
        }
        double fLow = f.applyAsDouble(low);
        double fHigh = f.applyAsDouble(high);
        while (Math.abs(high - low) > EPSILON) {
            double c = low + (low - high) * fLow / (fHigh - fLow);
            double fC = f.applyAsDouble(c);
            if (fC * fHigh <= 0) {
                low = high;
                fLow = fHigh;
            } else {
                fLow /= 2;
            }
            high = c;
            fHigh = fC;
        }
        return Math.exp(low / 2);
    }
}
