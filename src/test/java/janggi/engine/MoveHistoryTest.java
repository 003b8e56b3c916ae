package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;
import janggi.core.Square;
import org.junit.jupiter.api.Test;

class MoveHistoryTest {
    private final MoveHistory history = new MoveHistory();
    private final int chariotToE5 = MoveHistory.index(Piece.of(Side.CHO, PieceType.CHARIOT), Square.of(4, 4));
    private final int horseToC3 = MoveHistory.index(Piece.of(Side.HAN, PieceType.HORSE), Square.of(2, 2));
    private final int pair = MoveHistory.continuationIndex(chariotToE5, horseToC3);

    @Test
    void everyPieceOnEveryPointHasAnIndexOfItsOwnBelowSize() {
        assertEquals(Piece.CODES * Square.COUNT, MoveHistory.SIZE);
        assertEquals(MoveHistory.SIZE - 1, MoveHistory.index(Piece.CODES - 1, Square.COUNT - 1));
    }

    @Test
    void aReplyRewardedOverAndOverApproachesTheMaximumWithoutPassingIt() {
        for (int k = 0; k < 10_000; k++) {
            history.rewardContinuation(pair, MoveHistory.MAX / 4);
        }
        int score = history.continuation[pair];
        assertTrue(score > MoveHistory.MAX * 9 / 10 && score <= MoveHistory.MAX, "score " + score);
        for (int k = 0; k < 10_000; k++) {
            history.rewardContinuation(pair, -MoveHistory.MAX / 4);
        }
        score = history.continuation[pair];
        assertTrue(score < -MoveHistory.MAX * 9 / 10 && score >= -MoveHistory.MAX, "score " + score);
    }

    @Test
    void aReplysScoreIsHalvedBetweenSearchesAndClearedForANewGame() {
        history.rewardContinuation(pair, 1000);
        history.fade();
        assertEquals(500, history.continuation[pair]);
        history.clear();
        assertEquals(0, history.continuation[pair]);
    }
}
