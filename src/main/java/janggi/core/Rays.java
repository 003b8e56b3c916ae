package janggi.core;

/** Straight orthogonal runs from every point to the board's edge, in the order a slider meets them. */
public final class Rays {
    /** {@code ORTHOGONAL[square][direction]}: points from nearest to farthest; directions N, S, E, W. */
    static final int[][][] ORTHOGONAL = new int[Square.COUNT][4][];

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
        }
    }

    private Rays() {
    }

    /** The four runs (north, south, east, west) from {@code square}; shared arrays, do not modify. */
    public static int[][] orthogonal(int square) {
        return ORTHOGONAL[square];
    }
}
