package janggi.core;

/**
 * The two palaces (files d-f; Cho on ranks 1-3, Han on ranks 8-10) and their drawn lines.
 *
 * <p>Generals and guards step along the lines (in KRC: to any neighbouring point, see
 * {@link RuleSet#freeGuards}); under rule sets with palace diagonals the chariot, cannon and
 * soldier also travel along the two diagonals of either palace.
 */
public final class Palace {
    private static final boolean[][] INSIDE = new boolean[2][Square.COUNT];
    private static final boolean[] DIAGONAL_POINT = new boolean[Square.COUNT];
    /** Per square: the points one step away along a drawn palace line (orthogonal or diagonal). */
    static final int[][] LINE_STEPS = new int[Square.COUNT][];
    /** Per square: the points one step away in any of 8 directions, inside the same palace (KRC general). */
    static final int[][] EIGHT_WAY_STEPS = new int[Square.COUNT][];
    /** Per square: the points one step away in any of 8 directions, anywhere on the board (KRC guard). */
    static final int[][] NEIGHBOURS = new int[Square.COUNT][];
    /** Per square: straight runs along a palace diagonal, each staying inside the palace. */
    private static final int[][][] DIAGONAL_RAYS = new int[Square.COUNT][][];

    static {
        for (int side = 0; side < 2; side++) {
            int base = side == 0 ? 0 : 7;
            for (int rank = base; rank < base + 3; rank++) {
                for (int file = 3; file <= 5; file++) {
                    INSIDE[side][Square.of(file, rank)] = true;
                }
            }
            for (int[] p : new int[][] {{3, 0}, {5, 0}, {4, 1}, {3, 2}, {5, 2}}) {
                DIAGONAL_POINT[Square.of(p[0], base + p[1])] = true;
            }
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            LINE_STEPS[sq] = computeSteps(sq, true, true);
            EIGHT_WAY_STEPS[sq] = computeSteps(sq, true, false);
            NEIGHBOURS[sq] = computeSteps(sq, false, false);
            DIAGONAL_RAYS[sq] = computeDiagonalRays(sq);
        }
    }

    private Palace() {}

    public static boolean contains(Side side, int square) {
        return INSIDE[side.ordinal()][square];
    }

    static boolean contains(int side, int square) {
        return INSIDE[side][square];
    }

    static boolean inEither(int square) {
        return INSIDE[0][square] || INSIDE[1][square];
    }

    /** Corners and centre of a palace: the points the diagonals pass through. */
    public static boolean isDiagonalPoint(int square) {
        return DIAGONAL_POINT[square];
    }

    /** The points one step from {@code square} along a drawn palace line: where a general or guard may step. */
    public static int[] lineSteps(int square) {
        return LINE_STEPS[square];
    }

    static int[][] diagonalRays(int square) {
        return DIAGONAL_RAYS[square];
    }

    /**
     * The neighbouring points of {@code sq}; {@code inPalace}: only inside the palace {@code sq}
     * is in (none outside a palace); {@code alongLines}: diagonal steps only along drawn diagonals.
     */
    private static int[] computeSteps(int sq, boolean inPalace, boolean alongLines) {
        if (inPalace && !inEither(sq)) {
            return new int[0];
        }
        int side = INSIDE[0][sq] ? 0 : 1;
        int[] out = new int[8];
        int n = 0;
        for (int df = -1; df <= 1; df++) {
            for (int dr = -1; dr <= 1; dr++) {
                if (df == 0 && dr == 0) {
                    continue;
                }
                int f = Square.file(sq) + df;
                int r = Square.rank(sq) + dr;
                if (!Square.onBoard(f, r) || (inPalace && !INSIDE[side][Square.of(f, r)])) {
                    continue;
                }
                boolean diagonal = df != 0 && dr != 0;
                if (alongLines && diagonal && !(DIAGONAL_POINT[sq] && DIAGONAL_POINT[Square.of(f, r)])) {
                    continue;
                }
                out[n++] = Square.of(f, r);
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static int[][] computeDiagonalRays(int sq) {
        if (!DIAGONAL_POINT[sq]) {
            return new int[0][];
        }
        int[][] rays = new int[4][];
        int n = 0;
        for (int df = -1; df <= 1; df += 2) {
            for (int dr = -1; dr <= 1; dr += 2) {
                int[] ray = new int[2];
                int len = 0;
                int f = Square.file(sq) + df;
                int r = Square.rank(sq) + dr;
                while (Square.onBoard(f, r) && DIAGONAL_POINT[Square.of(f, r)] && sameSide(sq, Square.of(f, r))) {
                    ray[len++] = Square.of(f, r);
                    f += df;
                    r += dr;
                }
                if (len > 0) {
                    rays[n++] = java.util.Arrays.copyOf(ray, len);
                }
            }
        }
        return java.util.Arrays.copyOf(rays, n);
    }

    private static boolean sameSide(int a, int b) {
        return INSIDE[0][a] == INSIDE[0][b] && INSIDE[1][a] == INSIDE[1][b];
    }
}
