package janggi.core;

/**
 * A board that is no Janggi position: a general or guard outside its palace, a second general,
 * no general, or a general in check with its side not to move (it could be taken). Carries the point, so that a reader can say where in its text the fault is.
 */
public final class IllegalPositionException extends IllegalArgumentException {

    public enum Problem {
        OUTSIDE_PALACE,
        SECOND_GENERAL,
        NO_GENERAL,
        /** The side not to move is in check: the side to move could take its general. */
        NOT_TO_MOVE_IN_CHECK,
        /** The generals face each other where the rules forbid it, so no move could have left them so. */
        FACING_FORBIDDEN
    }

    public final Problem problem;
    public final Side side;
    public final PieceType type;
    /** The misplaced piece or the second general; {@link Square#NONE} when a general is missing. */
    public final int square;
    /** With {@link Problem#SECOND_GENERAL}: where the other general stands. */
    public final int otherGeneral;

    IllegalPositionException(Problem problem, Side side, PieceType type, int square, int otherGeneral, String message) {
        super(message);
        this.problem = problem;
        this.side = side;
        this.type = type;
        this.square = square;
        this.otherGeneral = otherGeneral;
    }
}
