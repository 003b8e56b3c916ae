package janggi.engine.review;

import janggi.core.Move;

/**
 * What the engine makes of one position of a game: its best move and line, and the score for the
 * side to move. A position where the game ended on the board scores its result: a win or loss as
 * a mate there, a draw as 0, and has no move.
 *
 * @param score for the side to move, as {@link janggi.engine.Score} has it
 * @param line the best line, the best move first; empty when the game is over
 * @param over whether the game ended on the board here
 */
public record Assessment(int score, int[] line, boolean over) {
    /** The best move, {@link Move#NONE} when the game is over. */
    public int bestMove() {
        return line.length == 0 ? Move.NONE : line[0];
    }
}
