package janggi.engine;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.notation.RuleWords;
import janggi.text.Message;
import java.util.Locale;

/**
 * The engine's suggestion for the side to move, with a one-line reason a player can use:
 * a mate, the piece the line wins, a check, or else the score.
 *
 * @param move   the suggested move ({@link Move#NONE} if there is none)
 * @param reason e.g. "mate in 3", "wins the chariot", "check", "keeps the balance: +0.06 soldiers for you"
 */
public record Hint(int move, Message reason) {
    /** How far along the principal variation to look for won material. */
    private static final int LINE_PLIES = 8;

    public static Hint of(Engine engine, Position position, SearchLimits limits) {
        return of(engine, position, limits, SearchListener.NONE);
    }

    /** The hint, the search's progress told to {@code listener}. */
    public static Hint of(Engine engine, Position position, SearchLimits limits, SearchListener listener) {
        SearchResult r = engine.search(position, limits, listener);
        if (r.bestMove() == Move.NONE) {
            return new Hint(Move.NONE, new Message("hint.no_move"));
        }
        return new Hint(r.bestMove(), reason(position, r));
    }

    static Message reason(Position position, SearchResult r) {
        int score = r.score();
        if (Score.isMate(score)) {
            int moves = Score.mateInMoves(score);
            return moves > 0 ? new Message("hint.mate_in", moves) : new Message("hint.mated_in", -moves);
        }
        int move = r.bestMove();
        if (Move.isPass(move)) {
            return new Message("hint.pass");
        }
        PieceType won = wonAlongLine(position, r.pv());
        if (won != null) {
            return new Message("hint.wins", RuleWords.piece(won));
        }
        Position after = position.copy();
        after.make(move);
        if (after.inCheck()) {
            return new Message("hint.check");
        }
        Message soldiers = new Message("hint.soldiers", String.format(Locale.ROOT, "%+.2f", Score.inSoldiers(score)));
        int taken = position.pieceAt(Move.to(move));
        if (taken != Piece.NONE) {
            return new Message("hint.takes", RuleWords.piece(Piece.type(taken)), soldiers);
        }
        if (score > 150) {
            return new Message("hint.advantage", soldiers);
        }
        if (score < -150) {
            return new Message("hint.defence", soldiers);
        }
        return new Message("hint.balance", soldiers);
    }

    /** The most valuable piece the mover is ahead by after the line, if it gains at least a soldier's worth. */
    private static PieceType wonAlongLine(Position position, int[] pv) {
        Position p = position.copy();
        int[] gained = new int[PieceType.values().length];
        int plies = Math.min(pv.length, LINE_PLIES);
        for (int i = 0; i < plies; i++) {
            int taken = p.pieceAt(Move.to(pv[i]));
            if (!Move.isPass(pv[i]) && taken != Piece.NONE) {
                gained[Piece.type(taken).ordinal()] += i % 2 == 0 ? 1 : -1;
            }
            p.make(pv[i]);
        }
        int balance = 0;
        PieceType best = null;
        for (PieceType t : PieceType.values()) {
            balance += gained[t.ordinal()] * Evaluator.VALUE[t.ordinal()];
            if (gained[t.ordinal()] > 0
                    && (best == null || Evaluator.VALUE[t.ordinal()] > Evaluator.VALUE[best.ordinal()])) {
                best = t;
            }
        }
        return balance >= Evaluator.VALUE[PieceType.SOLDIER.ordinal()] ? best : null;
    }
}
