package janggi.engine.review;

import janggi.core.Move;
import janggi.core.Side;

/**
 * What a review says of one move.
 *
 * @param ply the ply the move made: 1 for the first move
 * @param mover the side that played it
 * @param after the score of the position after it, from Cho's side ({@link janggi.engine.Score})
 * @param over whether the game ended on the board with it; {@code after} is then its result
 * @param best the best move in the position before it
 * @param bestLine the line the engine expected after the best move, the best move first
 * @param loss the expected score the move lost against the best move, 0 to 1
 * @param mark the mark the loss earns, or null
 * @param accuracy the move's accuracy, 0 to 100
 */
public record MoveReview(
        int ply,
        int move,
        Side mover,
        int after,
        boolean over,
        int best,
        int[] bestLine,
        double loss,
        Mark mark,
        double accuracy) {

    /** Whether the best move was another one: a review then names it. */
    public boolean bestDiffers() {
        return best != Move.NONE && best != move;
    }
}
