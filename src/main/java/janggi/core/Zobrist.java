package janggi.core;

import java.util.SplittableRandom;

/** Random keys for incremental position hashing; fixed seed so keys are the same in every run. */
final class Zobrist {
    static final long[][] PIECE_SQUARE = new long[Piece.CODES][Square.COUNT];
    static final long HAN_TO_MOVE;

    static {
        SplittableRandom random = new SplittableRandom(0x4A414E4747494CL);
        for (long[] row : PIECE_SQUARE) {
            for (int sq = 0; sq < row.length; sq++) {
                row[sq] = random.nextLong();
            }
        }
        HAN_TO_MOVE = random.nextLong();
    }

    private Zobrist() {}
}
