package janggi.core;

/**
 * Static exchange: what a capture wins once both sides have taken back on its point, each time
 * with their cheapest piece, each side free to stop when taking on would lose. It is played out
 * on the board and taken back; pins, checks and the facing rule are not looked at. The values
 * come from the caller, per {@link PieceType} ordinal; valuing the general above everything
 * else keeps it from taking a defended piece.
 */
public final class Exchange {
    private Exchange() {}

    /**
     * The material the side to move wins by {@code move} and the exchange on its destination that
     * follows (negative when it loses); 0 for a pass. A promotion counts as the soldier it was.
     */
    public static int of(Position pos, int move, int[] valueByType) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (from == to) {
            return 0;
        }
        int mover = valueByType[Piece.typeIndex(pos.board[from])];
        int taken = pos.tryOnBoard(from, to);
        int lost = winsTaking(pos, to, pos.sideToMove().opponent().ordinal(), mover, valueByType);
        pos.takeBack(from, to, taken);
        return (taken == Piece.NONE ? 0 : valueByType[Piece.typeIndex(taken)]) - lost;
    }

    /**
     * What side {@code by} wins by taking on {@code sq}, where a piece worth {@code standing}
     * stands, with its cheapest attacker, and the exchange after it; 0 if it does better to stop.
     */
    private static int winsTaking(Position pos, int sq, int by, int standing, int[] valueByType) {
        int attacker = pos.cheapestAttacker(sq, by, valueByType);
        if (attacker == Square.NONE) {
            return 0;
        }
        int value = valueByType[Piece.typeIndex(pos.board[attacker])];
        int taken = pos.tryOnBoard(attacker, sq);
        int gain = standing - winsTaking(pos, sq, by ^ 1, value, valueByType);
        pos.takeBack(attacker, sq, taken);
        return Math.max(0, gain);
    }
}
