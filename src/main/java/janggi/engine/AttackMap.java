package janggi.engine;

import janggi.core.Square;
import java.util.Arrays;

/**
 * The points each side attacks and the value of its cheapest piece attacking each, filled while
 * the evaluation scans the pieces: a piece attacked by a cheaper one, or attacked and not
 * defended, is under threat.
 */
final class AttackMap {
    /** Value recorded for the general, which defends and captures but costs the game if lost. */
    static final int GENERAL_VALUE = 5000;

    /** Per side and point: the value of the cheapest attacker, 0 when no piece attacks it. */
    private final int[][] cheapest = new int[2][Square.COUNT];
    /** The row of {@link #cheapest} for the side of the piece {@link #attacker} names (Cho's until it names one). */
    private int[] row = cheapest[0];
    private int value;

    void clear() {
        Arrays.fill(cheapest[0], 0);
        Arrays.fill(cheapest[1], 0);
    }

    /** The piece whose attacks {@link #hit} records next. */
    void attacker(int side, int value) {
        this.row = cheapest[side];
        this.value = value;
    }

    void hit(int sq) {
        int c = row[sq];
        if (c == 0 || value < c) {
            row[sq] = value;
        }
    }

    /** The value of {@code side}'s cheapest piece attacking {@code sq}, or 0 if none does. */
    int cheapest(int side, int sq) {
        return cheapest[side][sq];
    }
}
