package janggi.core;

/**
 * Moves as ints, so that move lists are plain {@code int[]} arrays in the hot loops.
 *
 * <p>Encoding: bits 0-6 hold the from-square, bits 7-13 the to-square (see {@link Square}),
 * bits 14-16 a promotion: 0 for none, else the {@link PieceType} ordinal + 1 of the piece a
 * soldier becomes on the last row (only under {@link RuleSet#promotion}). A pass is the
 * general's square to itself, as Fairy-Stockfish writes it. {@link #NONE} is no move at all.
 */
public final class Move {
    public static final int NONE = -1;
    private static final int PROMOTION_SHIFT = 14;

    private Move() {}

    public static int of(int from, int to) {
        return from | (to << 7);
    }

    /** A soldier's move to the last row that turns it into {@code promotion}. */
    public static int of(int from, int to, PieceType promotion) {
        return of(from, to) | ((promotion.ordinal() + 1) << PROMOTION_SHIFT);
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

    public static boolean isPromotion(int move) {
        return move >>> PROMOTION_SHIFT != 0;
    }

    /** The piece a soldier becomes; only for a move that {@link #isPromotion}. */
    public static PieceType promotion(int move) {
        return PieceType.of(move >>> PROMOTION_SHIFT);
    }
}
