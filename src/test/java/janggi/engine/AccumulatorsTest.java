package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.notation.Fen;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class AccumulatorsTest {
    private static final int HIDDEN = 8;

    /** A network of random weights, in the file layout {@link Network#read} takes. */
    static Network randomNetwork(long seed) throws IOException {
        SplittableRandom r = new SplittableRandom(seed);
        ByteBuffer b = ByteBuffer.allocate(8 + 2 * (Network.INPUTS * HIDDEN + 3 * HIDDEN) + 4)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(Network.MAGIC).putInt(HIDDEN);
        for (int i = 0; i < Network.INPUTS * HIDDEN + HIDDEN; i++) {
            b.putShort((short) r.nextInt(-60, 61));
        }
        for (int i = 0; i < 2 * HIDDEN; i++) {
            b.putShort((short) r.nextInt(-64, 65));
        }
        b.putInt(r.nextInt(-5000, 5001));
        return Network.read(new ByteArrayInputStream(b.array()));
    }

    private static int fresh(Network net, Position pos) {
        int[] cho = new int[HIDDEN];
        int[] han = new int[HIDDEN];
        net.refresh(pos, Side.CHO, cho);
        net.refresh(pos, Side.HAN, han);
        return pos.sideToMove() == Side.CHO ? net.evaluate(cho, han) : net.evaluate(han, cho);
    }

    @Test
    void sumsFollowedMoveByMoveEqualSumsTakenAfreshAlongARandomGameWithCapturesAndPasses() throws IOException {
        Network net = randomNetwork(1);
        Position pos =
                Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", RuleSet.JANGGI);
        Accumulators lines = new Accumulators(net, 200);
        lines.reset(pos);
        SplittableRandom r = new SplittableRandom(2);
        int captures = 0;
        int passes = 0;
        for (int ply = 0; ply < 120; ply++) {
            int[] moves = pos.legalMoves();
            if (moves.length == 0 || pos.endedByRule()) {
                break;
            }
            int m = moves[r.nextInt(moves.length)];
            captures += !Move.isPass(m) && pos.pieceAt(Move.to(m)) != 0 ? 1 : 0;
            passes += Move.isPass(m) ? 1 : 0;
            lines.make(pos, m);
            assertEquals(fresh(net, pos), lines.evaluate(pos), "after ply " + ply);
        }
        assertNotEquals(0, captures, "the game took pieces");
        assertNotEquals(0, passes, "the game passed");
        while (pos.ply() > 0) {
            lines.undo(pos);
            assertEquals(fresh(net, pos), lines.evaluate(pos), "undone to ply " + pos.ply());
        }
    }

    @Test
    void hansViewOfHansPiecesIsChosViewOfChosPiecesTurnedOver() throws IOException {
        Network net = randomNetwork(3);
        Position pos =
                Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", RuleSet.JANGGI);
        Position turned =
                Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1", RuleSet.JANGGI);
        assertEquals(fresh(net, pos), fresh(net, turned), "the start is the same to both sides");
    }
}
