package janggi.core;

/** The seven kinds of Janggi piece, with the points used when a game is decided by counting. */
public enum PieceType {
    GENERAL(0),
    GUARD(3),
    ELEPHANT(3),
    HORSE(5),
    CHARIOT(13),
    CANNON(7),
    SOLDIER(2);

    /** Counting points (docs/rules.md, Counting and komi); generals count nothing. */
    public final int points;

    PieceType(int points) {
        this.points = points;
    }

    private static final PieceType[] VALUES = values();

    static PieceType of(int code) {
        return VALUES[Piece.typeIndex(code)];
    }
}
