package janggi.core;

/**
 * A board that is no Janggi position: a general or guard outside its palace, a second general,
 * or no general. Carries the point, so that a reader can say where in its text the fault is.
 */
public final class IllegalPositionException extends IllegalArgumentException {

    public enum Problem {
        OUTSIDE_PALACE,
        SECOND_GENERAL,
        NO_GENERAL
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
