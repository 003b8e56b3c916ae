package janggi.core;

import java.util.Arrays;

/**
 * Soldier steps: forward or sideways, never back; inside a palace also diagonally forward along
 * a drawn diagonal where the rule set lets soldiers use the palace lines.
 */
final class Soldier {
    /** {@code STEPS[palaceDiagonals ? 1 : 0][side][square]}. */
    private static final int[][][][] STEPS = new int[2][2][Square.COUNT][];
    /** Reverse of {@link #STEPS}: the points a soldier of {@code side} attacks {@code square} from. */
    private static final int[][][][] ATTACKERS = new int[2][2][Square.COUNT][];

    static {
        for (int diag = 0; diag < 2; diag++) {
            for (int side = 0; side < 2; side++) {
                int[][] back = new int[Square.COUNT][5];
                int[] backCount = new int[Square.COUNT];
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    int[] steps = computeSteps(sq, side == 0 ? 1 : -1, diag == 1);
                    STEPS[diag][side][sq] = steps;
                    for (int to : steps) {
                        back[to][backCount[to]++] = sq;
                    }
                }
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    ATTACKERS[diag][side][sq] = Arrays.copyOf(back[sq], backCount[sq]);
                }
            }
        }
    }

    private Soldier() {}

    static int[] steps(int side, int square, boolean palaceDiagonals) {
        return STEPS[palaceDiagonals ? 1 : 0][side][square];
    }

    static int[] attackers(int side, int square, boolean palaceDiagonals) {
        return ATTACKERS[palaceDiagonals ? 1 : 0][side][square];
    }

    private static int[] computeSteps(int sq, int forward, boolean palaceDiagonals) {
        int f = Square.file(sq);
        int r = Square.rank(sq);
        int[] out = new int[5];
        int n = 0;
        int[][] deltas = {{0, forward}, {-1, 0}, {1, 0}};
        for (int[] d : deltas) {
            if (Square.onBoard(f + d[0], r + d[1])) {
                out[n++] = Square.of(f + d[0], r + d[1]);
            }
        }
        if (palaceDiagonals && Palace.isDiagonalPoint(sq)) {
            for (int df = -1; df <= 1; df += 2) {
                if (Square.onBoard(f + df, r + forward)) {
                    int to = Square.of(f + df, r + forward);
                    if (Palace.isDiagonalPoint(to)) {
                        out[n++] = to;
                    }
                }
            }
        }
        return Arrays.copyOf(out, n);
    }
}
