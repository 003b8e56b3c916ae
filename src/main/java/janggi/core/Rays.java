package janggi.core;

/**
 * The lines a chariot or cannon travels from every point, each from nearest to farthest, in the
 * order a slider meets its points: the straight runs to the board's edge, and under rule sets
 * with palace diagonals also the runs along them ({@link RuleSet#riderRays} picks one table).
 */
public final class Rays {
    /** {@code ORTHOGONAL[square][direction]}: points from nearest to farthest; directions N, S, E, W. */
    static final int[][][] ORTHOGONAL = new int[Square.COUNT][4][];
    /** Per square: the {@link #ORTHOGONAL} runs, then those along a palace diagonal ({@link Palace#diagonalRays}). */
    static final int[][][] WITH_PALACE_DIAGONALS = new int[Square.COUNT][][];

    private static final int[][] DIRECTIONS = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int d = 0; d < 4; d++) {
                int[] ray = new int[Square.RANKS];
                int len = 0;
                int f = Square.file(sq) + DIRECTIONS[d][0];
                int r = Square.rank(sq) + DIRECTIONS[d][1];
                while (Square.onBoard(f, r)) {
                    ray[len++] = Square.of(f, r);
                    f += DIRECTIONS[d][0];
                    r += DIRECTIONS[d][1];
                }
                ORTHOGONAL[sq][d] = java.util.Arrays.copyOf(ray, len);
            }
            int[][] diagonal = Palace.diagonalRays(sq);
            WITH_PALACE_DIAGONALS[sq] = java.util.Arrays.copyOf(ORTHOGONAL[sq], 4 + diagonal.length);
            System.arraycopy(diagonal, 0, WITH_PALACE_DIAGONALS[sq], 4, diagonal.length);
        }
    }

    private Rays() {}

    /** The four runs (north, south, east, west) from {@code square}; shared arrays, do not modify. */
    public static int[][] orthogonal(int square) {
        return ORTHOGONAL[square];
    }
}
