package janggi.core;

/**
 * A piece on the board, as the small int the board array holds.
 *
 * <p>Encoding: {@code 0} is an empty point; otherwise {@code code = (side << 3) | (type + 1)}
 * with {@code side} the {@link Side} ordinal (Cho 0, Han 1) and {@code type} the
 * {@link PieceType} ordinal, so Cho's pieces are 1..7 and Han's 9..15. The move generator works
 * on these codes directly; everything outside the core should go through the helpers here. A
 * table per side and piece type is indexed by the code too ({@link #code(int, int)}, {@link #CODES}).
 */
public final class Piece {
    public static final int NONE = 0;
    /** Every code is below this: a table indexed by code has this many entries, two of them (0 and 8) unused. */
    public static final int CODES = 16;

    private Piece() {}

    public static int of(Side side, PieceType type) {
        return (side.ordinal() << 3) | (type.ordinal() + 1);
    }

    static int code(int side, PieceType type) {
        return code(side, type.ordinal());
    }

    /** The code of the piece of the side and type with these ordinals: the index of tables per side and piece type. */
    public static int code(int side, int type) {
        return (side << 3) | (type + 1);
    }

    public static boolean isEmpty(int code) {
        return code == NONE;
    }

    public static Side side(int code) {
        return (code >> 3) == 0 ? Side.CHO : Side.HAN;
    }

    /** The {@link Side} ordinal of a piece's side, read straight off its code. */
    public static int sideIndex(int code) {
        return code >> 3;
    }

    /** The {@link PieceType} ordinal of a piece's type, read straight off its code. */
    public static int typeIndex(int code) {
        return (code & 7) - 1;
    }

    public static PieceType type(int code) {
        return PieceType.of(code);
    }

    static boolean isType(int code, PieceType type) {
        return code != NONE && (code & 7) == type.ordinal() + 1;
    }
}
