package janggi.engine;

import janggi.core.Endings;
import janggi.core.Exchange;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A beginner: takes a piece left free, avoids leaving one of its own to be taken and walking
 * into a mate in one (or into bikjang when the count is against it), and otherwise plays any
 * move at random; it passes only when it must. It looks one move ahead for
 * itself and one for its opponent, and judges by material alone: the opponent that level 1 must
 * lose to at least half the time (docs/engine.md, Levels).
 */
public final class Beginner {
    /** Piece values for exchanges, the general above everything, as the search has them. */
    private static final int[] VALUE = Evaluator.VALUE.clone();
    /** Worse than losing any piece: a move that lets the opponent mate at once. */
    private static final int MATED = 100_000;

    static {
        VALUE[PieceType.GENERAL.ordinal()] = AttackMap.GENERAL_VALUE;
    }

    private final SplittableRandom random;

    public Beginner(long seed) {
        random = new SplittableRandom(seed);
    }

    /** The move chosen, {@link Move#NONE} when there is none. */
    public int move(Position position) {
        Position pos = position.copy();
        int[] legal = pos.legalMoves();
        List<Integer> best = new ArrayList<>();
        int bestScore = Integer.MIN_VALUE;
        for (int move : legal) {
            if (Move.isPass(move) && legal.length > 1) {
                continue;
            }
            int score = judge(pos, move);
            if (score > bestScore) {
                bestScore = score;
                best.clear();
            }
            if (score == bestScore) {
                best.add(move);
            }
        }
        return best.isEmpty() ? Move.NONE : best.get(random.nextInt(best.size()));
    }

    /** What the move takes, less the most the opponent can then win by a capture, or a mate's worth if it can mate. */
    static int judge(Position pos, int move) {
        int taken = Move.isPass(move) ? Piece.NONE : pos.pieceAt(Move.to(move));
        int gain = taken == Piece.NONE ? 0 : VALUE[Piece.type(taken).ordinal()];
        pos.make(move);
        try {
            return gain - threat(pos);
        } finally {
            pos.undo();
        }
    }

    /** What the side to move can win at once: a mate, or the best capture by static exchange. */
    private static int threat(Position pos) {
        int[] replies = pos.legalMoves();
        int threat = 0;
        for (int reply : replies) {
            if (!Move.isPass(reply) && pos.pieceAt(Move.to(reply)) != Piece.NONE) {
                threat = Math.max(threat, Exchange.of(pos, reply, VALUE));
            }
            if (pos.givesCheck(reply) && mates(pos, reply) || pos.endsGame(reply) && winsByRule(pos, reply)) {
                return MATED;
            }
        }
        return threat;
    }

    /** Whether a pass that stops the game (bikjang, or a second pass) wins it on points for the side passing. */
    private static boolean winsByRule(Position pos, int pass) {
        Side passing = pos.sideToMove();
        pos.make(pass);
        try {
            Endings.Verdict verdict = new Endings(pos).judge(pos, pos.inCheck(), Endings.NO_TREE);
            return verdict != null && verdict.outcome() == GameResult.Outcome.winner(passing);
        } finally {
            pos.undo();
        }
    }

    private static boolean mates(Position pos, int reply) {
        pos.make(reply);
        try {
            return pos.legalMoves().length == 0;
        } finally {
            pos.undo();
        }
    }
}
