package janggi.core;

import java.util.ArrayList;
import java.util.List;

/**
 * The lines along which a move can expose its own general, per general point g and point p
 * (index {@code g * 90 + p}): g's orthogonal and palace-diagonal rays through p, and the horse
 * and elephant routes onto g with a leg on p (which {@link Attacks} follows from the leapers'
 * points). A piece leaving or arriving at p changes the attacks on g only along these lines (an
 * arrival can also make a cannon's screen), so when g is not attacked before a move, only the
 * lines through its two points need a second look.
 */
final class Exposure {
    private static final int[][] NONE = new int[0][];

    /**
     * Rider rays from g through p, each from g outwards as a slider meets its points:
     * {@code RIDER_RAYS[0]} the orthogonal ones, {@code RIDER_RAYS[1]} those and the palace diagonals.
     */
    private static final int[][][][] RIDER_RAYS = new int[2][Square.COUNT * Square.COUNT][][];
    /** Whether some horse or elephant route onto g has a leg on p. */
    private static final boolean[] LEAPER_LEG = new boolean[Square.COUNT * Square.COUNT];

    private static final boolean[] ANY = new boolean[Square.COUNT * Square.COUNT];

    static {
        for (int g = 0; g < Square.COUNT; g++) {
            for (int p = 0; p < Square.COUNT; p++) {
                int i = g * Square.COUNT + p;
                RIDER_RAYS[0][i] = through(Rays.ORTHOGONAL[g], p, false);
                RIDER_RAYS[1][i] = through(Rays.WITH_PALACE_DIAGONALS[g], p, false);
                LEAPER_LEG[i] = through(Leaper.HORSE.attackers[g], p, true).length
                                + through(Leaper.ELEPHANT.attackers[g], p, true).length
                        > 0;
                ANY[i] = RIDER_RAYS[1][i].length > 0 || LEAPER_LEG[i];
            }
        }
    }

    private Exposure() {}

    /** The rider rays per index, with or without the palace diagonals: a {@link RuleSet} keeps its own. */
    static int[][][] riderRays(boolean palaceDiagonals) {
        return RIDER_RAYS[palaceDiagonals ? 1 : 0];
    }

    /** Whether a horse or elephant can attack a general at {@code g} by a route with a leg on {@code p}. */
    static boolean leaperLeg(int g, int p) {
        return LEAPER_LEG[g * Square.COUNT + p];
    }

    /** Whether a piece leaving or arriving at {@code p} can change the attacks on a general at {@code g}. */
    static boolean touches(int g, int p) {
        return ANY[g * Square.COUNT + p];
    }

    /** The lines among {@code lines} that pass through {@code p}; for routes, only through a leg. */
    private static int[][] through(int[][] lines, int p, boolean legsOnly) {
        List<int[]> out = new ArrayList<>();
        for (int[] line : lines) {
            int end = legsOnly ? line.length - 1 : line.length;
            for (int k = 0; k < end; k++) {
                if (line[k] == p) {
                    out.add(line);
                    break;
                }
            }
        }
        return out.isEmpty() ? NONE : out.toArray(NONE);
    }
}
