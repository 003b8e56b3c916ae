package janggi.engine;

import janggi.core.PieceType;

/**
 * Search scores: centipawns from the side to move, except near {@link #MATE}, where
 * {@code MATE - n} means the side to move wins in {@code n} plies and {@code -(MATE - n)} that it
 * loses. Games won by a rule (counting after bikjang, two passes or repetition, perpetual
 * check) score like mates: they end the game just as surely.
 */
public final class Score {
    public static final int MATE = 32000;
    public static final int INFINITE = 32001;
    /** Scores beyond this are wins or losses in a known number of plies. */
    public static final int MATE_BOUND = MATE - 1000;

    private Score() {}

    /** A score in the unit players count in: soldiers, a soldier in the middle game being 1.00. */
    public static double inSoldiers(int score) {
        return score / (double) Evaluator.VALUE[PieceType.SOLDIER.ordinal()];
    }

    public static boolean isMate(int score) {
        return Math.abs(score) >= MATE_BOUND;
    }

    /** Moves (not plies) to the end, as UCI's {@code score mate N}: positive when the mover wins. */
    public static int mateInMoves(int score) {
        int plies = MATE - Math.abs(score);
        int moves = (plies + 1) / 2;
        return score > 0 ? moves : -moves;
    }
}
