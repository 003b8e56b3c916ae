package janggi.core;

/**
 * Moves as ints, so that move lists are plain {@code int[]} arrays in the hot loops.
 *
 * <p>Encoding: bits 0-6 hold the from-square, bits 7-13 the to-square (see {@link Square}).
 * A pass is the general's square to itself, as Fairy-Stockfish writes it. {@link #NONE} is no
 * move at all.
 */
public final class Move {
    public static final int NONE = -1;

    private Move() {
    }

    public static int of(int from, int to) {
        return from | (to << 7);
    }

    public static int from(int move) {
        return move & 0x7f;
    }

    public static int to(int move) {
        return (move >>> 7) & 0x7f;
    }

    public static boolean isPass(int move) {
        return from(move) == to(move);
    }
}
