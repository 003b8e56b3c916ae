package janggi.core;

import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import java.util.List;
import java.util.Optional;

/** Decides whether, and how, a game has ended after its last move, following its rule set. */
public final class Referee {
    private Referee() {}

    /**
     * @param checks per position from set-up: whether the side to move was in check there
     * @param noMoves whether the side to move has no legal move (the caller has generated them)
     */
    static Optional<GameResult> judge(Position pos, List<Boolean> checks, boolean noMoves) {
        RuleSet rules = pos.rules();
        int ply = pos.ply();
        if (pos.endedByRule()) {
            boolean twoPasses = ply > 1
                    && Move.isPass(pos.moveAt(ply - 1))
                    && Move.isPass(pos.moveAt(ply - 2))
                    && !pos.facingAt(ply - 1);
            return Optional.of(
                    twoPasses
                            ? GameResult.stopped(Termination.DOUBLE_PASS, rules.ruleEnding(), pos)
                            : GameResult.stopped(Termination.BIKJANG, rules.bikjangEnding, pos));
        }
        if (noMoves) {
            return Optional.of(noMovesResult(pos));
        }
        Side mover = pos.sideToMove().opponent();
        if (rules.kakaoRepetition && shuffledOnePiece(pos, checks)) {
            return Optional.of(GameResult.decided(Outcome.winner(mover.opponent()), Termination.MOVE_REPETITION));
        }
        Optional<GameResult> repetition = repetition(pos, checks);
        if (repetition.isPresent()) {
            return repetition;
        }
        if (pos.noCapturePlies() >= rules.noCaptureLimit) {
            return Optional.of(GameResult.stopped(Termination.NO_CAPTURE_LIMIT, rules.ruleEnding(), pos));
        }
        if (rules.insufficientMaterialDraws && insufficientMaterial(pos)) {
            return Optional.of(GameResult.decided(Outcome.DRAW, Termination.INSUFFICIENT_MATERIAL));
        }
        return Optional.empty();
    }

    /**
     * KRC: general against general, or against general and one or two cannons (which, with no
     * other screen than the generals, can never give check).
     */
    public static boolean insufficientMaterial(Position pos) {
        int[] others = new int[2];
        int[] cannons = new int[2];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = pos.pieceAt(sq);
            if (p == Piece.NONE || Piece.isType(p, PieceType.GENERAL)) {
                continue;
            }
            int s = Piece.sideIndex(p);
            if (Piece.isType(p, PieceType.CANNON)) {
                cannons[s]++;
            } else {
                others[s]++;
            }
        }
        if (others[0] + others[1] > 0) {
            return false;
        }
        return cannons[0] == 0 || cannons[1] == 0;
    }

    /**
     * The result when the side to move has no legal move: checkmate, unless the Kings Naked
     * rule or Gollon's rule makes it a draw; without check, a stalemate (drawn, or lost under
     * {@link RuleSet#stalemateLoses}).
     */
    public static GameResult noMovesResult(Position pos) {
        Side stuck = pos.sideToMove();
        Side winner = stuck.opponent();
        if (!pos.inCheck()) {
            return GameResult.decided(
                    pos.rules().stalemateLoses ? Outcome.winner(winner) : Outcome.DRAW, Termination.STALEMATE);
        }
        if (pos.rules().kingsNaked && createdFacing(pos, winner)) {
            return GameResult.decided(Outcome.DRAW, Termination.KINGS_NAKED);
        }
        if (pos.rules().gollon && gollonMate(pos, winner)) {
            return GameResult.decided(Outcome.DRAW, Termination.GOLLON);
        }
        return GameResult.decided(Outcome.winner(winner), Termination.CHECKMATE);
    }

    /** Whether {@code side} made a move after which the generals faced each other (Kings Naked rule). */
    private static boolean createdFacing(Position pos, Side side) {
        for (int i = 1; i <= pos.ply(); i++) {
            if (pos.facingAt(i) && !pos.facingAt(i - 1) && sideToMoveAt(pos, i - 1) == side) {
                return true;
            }
        }
        return false;
    }

    private static Side sideToMoveAt(Position pos, int index) {
        return (pos.ply() - index) % 2 == 0
                ? pos.sideToMove()
                : pos.sideToMove().opponent();
    }

    /**
     * Gollon's rule: the single checking piece stands on its own general's open file and no other
     * piece defends it, so only the general (by the facing) keeps it from being taken.
     */
    private static boolean gollonMate(Position pos, Side winner) {
        Side loser = winner.opponent();
        int[] checkers = pos.attackers(pos.generalSquare(loser), winner);
        if (checkers.length != 1) {
            return false;
        }
        int checker = checkers[0];
        int ownGeneral = pos.generalSquare(winner);
        if (!pos.openBetween(checker, ownGeneral)) {
            return false;
        }
        int[] board = pos.pieces();
        board[checker] = Piece.of(loser, Piece.type(board[checker]));
        Position probe = new Position(pos.rules(), board, pos.sideToMove(), 0, 1);
        for (int defender : probe.attackers(checker, winner)) {
            if (defender != ownGeneral) {
                return false;
            }
        }
        return true;
    }

    /**
     * Kakao rule (modern): the side that just moved has moved the same piece (not general or
     * guard) back and forth between two points four times running, without capturing and
     * without being in check.
     */
    private static boolean shuffledOnePiece(Position pos, List<Boolean> checks) {
        int ply = pos.ply();
        final int shuffles = 4;
        if (ply < 2 * shuffles - 1) {
            return false;
        }
        int last = pos.moveAt(ply - 1);
        int piece = pos.pieceAt(Move.to(last));
        if (Move.isPass(last) || Piece.isType(piece, PieceType.GENERAL) || Piece.isType(piece, PieceType.GUARD)) {
            return false;
        }
        for (int k = 0; k < shuffles; k++) {
            int i = ply - 1 - 2 * k;
            int m = pos.moveAt(i);
            boolean sameShuttle = k == 0
                    || (Move.from(m) == Move.to(pos.moveAt(i + 2)) && Move.to(m) == Move.from(pos.moveAt(i + 2)));
            if (!sameShuttle || Move.isPass(m) || pos.capturedAt(i) != Piece.NONE || checks.get(i)) {
                return false;
            }
        }
        return true;
    }

    /**
     * The current position has occurred {@code repetitionCount} times since the last capture.
     * If one side gave check with every move of the cycle and the other did not, the checking
     * side loses; otherwise the rule set scores it, or (KRC) the side whose move repeated loses.
     */
    private static Optional<GameResult> repetition(Position pos, List<Boolean> checks) {
        int ply = pos.ply();
        int window = Math.min(ply, pos.noCapturePlies());
        long key = pos.key();
        int seen = 1;
        int earliest = -1;
        for (int back = 2; back <= window; back += 2) {
            if (pos.keyAt(ply - back) == key) {
                seen++;
                earliest = ply - back;
                if (seen >= pos.rules().repetitionCount) {
                    break;
                }
            }
        }
        if (seen < pos.rules().repetitionCount) {
            return Optional.empty();
        }
        boolean moverAlwaysChecked = true;
        boolean otherAlwaysChecked = true;
        for (int i = earliest + 1; i <= ply; i++) {
            boolean checked = checks.get(i);
            if ((ply - i) % 2 == 0) {
                moverAlwaysChecked &= checked;
            } else {
                otherAlwaysChecked &= checked;
            }
        }
        Side mover = pos.sideToMove().opponent();
        if (moverAlwaysChecked != otherAlwaysChecked) {
            Side loser = moverAlwaysChecked ? mover : mover.opponent();
            return Optional.of(GameResult.decided(Outcome.winner(loser.opponent()), Termination.PERPETUAL_CHECK));
        }
        if (pos.rules().repetitionLosesForRepeater) {
            return Optional.of(GameResult.decided(Outcome.winner(mover.opponent()), Termination.REPETITION));
        }
        return Optional.of(
                GameResult.stopped(Termination.REPETITION, pos.rules().ruleEnding(), pos));
    }
}
