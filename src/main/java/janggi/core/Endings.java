package janggi.core;

import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import java.util.Arrays;

/**
 * Decides whether, and how, the rules have ended a game: the one place for every ending, in the
 * order the rules put them (docs/rules.md, Passing, Bikjang, Repetition, Counting and Move limits).
 * It only reports: a game ends on its verdict, a search scores it, a record reader may note it
 * and read on.
 *
 * <p>One {@code Endings} follows one line of play, since perpetual check and the modern rule
 * against moving one piece back and forth ask whether the side to move was in check earlier in
 * it. Each call of {@link #judge} notes that for the position judged, so a caller judges every
 * position of the line in turn, as a game and a search both do.
 */
public final class Endings {
    /** For {@link #judge}: no search tree, so a repetition must reach the rule set's count. */
    public static final int NO_TREE = Integer.MAX_VALUE;

    /** Modern rule: the fourth move of one piece back and forth loses. */
    private static final int SHUTTLES = 4;

    /**
     * What the rules decide: why the game ended, who won (or a draw), and whether counting
     * decided it, the totals then being the judged position's. One shared instance per kind, so
     * that judging allocates nothing.
     */
    public record Verdict(Termination termination, Outcome outcome, boolean counted) {
        private static final Verdict[] ALL = new Verdict[Termination.values().length * Outcome.values().length * 2];

        static {
            for (Termination t : Termination.values()) {
                for (Outcome o : Outcome.values()) {
                    for (boolean counted : new boolean[] {false, true}) {
                        ALL[index(t, o, counted)] = new Verdict(t, o, counted);
                    }
                }
            }
        }

        public static Verdict of(Termination termination, Outcome outcome, boolean counted) {
            return ALL[index(termination, outcome, counted)];
        }

        private static int index(Termination t, Outcome o, boolean counted) {
            return (t.ordinal() * Outcome.values().length + o.ordinal()) * 2 + (counted ? 1 : 0);
        }
    }

    private final RuleSet rules;
    /** Per position from set-up (index = ply): whether the side to move was in check there. */
    private boolean[] checked;
    /** Room for the legal moves, when a rule's ending must yield to a mate or stalemate. */
    private final int[] moves = new int[Position.MAX_MOVES];

    /** Endings for the line of play that led to {@code pos}, reading its earlier checks off its moves. */
    public Endings(Position pos) {
        this.rules = pos.rules();
        this.checked = new boolean[pos.ply() + 64];
        Position past = pos.copy();
        for (int i = pos.ply(); i >= 0; i--) {
            checked[i] = past.inCheck();
            if (i > 0) {
                past.undo();
            }
        }
    }

    /**
     * The ending {@code pos} has reached, or {@code null} while play goes on. When the side to
     * move turns out to have no legal move, {@link #noMoves} is the verdict: this looks for one
     * only when another rule would end the game, since mate and stalemate come before them.
     *
     * @param inCheck whether the side to move is in check (the caller usually knows)
     * @param treeStart the ply of a search's root, or {@link #NO_TREE}: a position that recurs at or
     *     after it ends the game at once, since the players could repeat it up to the rule's count
     *     (docs/rules.md, Repetition); one that recurs only from before it needs that count
     */
    public Verdict judge(Position pos, boolean inCheck, int treeStart) {
        int ply = pos.ply();
        if (ply >= checked.length) {
            checked = Arrays.copyOf(checked, 2 * ply);
        }
        checked[ply] = inCheck;
        if (pos.endedByRule()) {
            return passEnding(pos);
        }
        if (rules.kakaoRepetition && shuffledOnePiece(pos)) {
            return unlessStuck(pos, lossOf(mover(pos), Termination.MOVE_REPETITION));
        }
        Verdict repeated = repetition(pos, treeStart);
        if (repeated != null) {
            // The position stood before and a move was played from it, so the side to move has one.
            return repeated;
        }
        if (pos.noCapturePlies() >= rules.noCaptureLimit) {
            return unlessStuck(pos, stopped(Termination.NO_CAPTURE_LIMIT, rules.ruleEnding(), pos));
        }
        if (rules.insufficientMaterialDraws && insufficientMaterial(pos)) {
            return unlessStuck(pos, Verdict.of(Termination.INSUFFICIENT_MATERIAL, Outcome.DRAW, false));
        }
        return null;
    }

    /** Mate and stalemate come before the other rules' endings: {@code ending}, unless the side to move has no legal move. */
    private Verdict unlessStuck(Position pos, Verdict ending) {
        return pos.generateLegal(moves, 0) > 0 ? ending : noMoves(pos);
    }

    /**
     * The verdict when the side to move has no legal move: checkmate, unless the Kings Naked
     * rule or Gollon's rule makes it a draw; without check, a stalemate (drawn, or lost under
     * {@link RuleSet#stalemateLoses}).
     */
    public static Verdict noMoves(Position pos) {
        Side stuck = pos.sideToMove();
        Side winner = stuck.opponent();
        if (!pos.inCheck()) {
            return pos.rules().stalemateLoses
                    ? lossOf(stuck, Termination.STALEMATE)
                    : Verdict.of(Termination.STALEMATE, Outcome.DRAW, false);
        }
        if (pos.rules().kingsNaked && createdFacing(pos, winner)) {
            return Verdict.of(Termination.KINGS_NAKED, Outcome.DRAW, false);
        }
        if (pos.rules().gollon && gollonMate(pos, winner)) {
            return Verdict.of(Termination.GOLLON, Outcome.DRAW, false);
        }
        return lossOf(stuck, Termination.CHECKMATE);
    }

    /**
     * The verdict when {@code flagged}'s time runs out: a loss, under every rule set and whatever
     * stands on the board, even where the other side could never give mate.
     */
    public static Verdict flagFall(Side flagged) {
        return lossOf(flagged, Termination.ON_TIME);
    }

    /** Two passes in a row, or a pass that left bikjang standing (docs/rules.md, Passing and Bikjang). */
    private Verdict passEnding(Position pos) {
        int ply = pos.ply();
        boolean bikjangBefore = pos.facingAt(ply - 1) && rules.facing == RuleSet.Facing.MUST_BREAK;
        boolean twoPasses = ply > 1 && Move.isPass(pos.moveAt(ply - 1)) && Move.isPass(pos.moveAt(ply - 2));
        return twoPasses && !bikjangBefore
                ? stopped(Termination.DOUBLE_PASS, rules.ruleEnding(), pos)
                : stopped(Termination.BIKJANG, rules.bikjangEnding, pos);
    }

    /**
     * The current position has occurred {@link RuleSet#repetitionCount} times since the last
     * capture (or, inside a search's tree, twice). If one side gave check with every move of the
     * cycle and the other did not, the checking side loses; otherwise the rule set scores it, or
     * (Korean Random Chess) the side whose move repeated loses.
     */
    private Verdict repetition(Position pos, int treeStart) {
        int ply = pos.ply();
        int window = Math.min(ply, pos.noCapturePlies());
        long key = pos.key();
        int seen = 1;
        int earliest = -1;
        // Two plies back only two passes could repeat the position, and they end the game first.
        for (int back = 4; back <= window; back += 2) {
            int i = ply - back;
            if (pos.keyAt(i) == key && (i >= treeStart || ++seen >= rules.repetitionCount)) {
                earliest = i;
                break;
            }
        }
        if (earliest < 0) {
            return null;
        }
        boolean moverAlwaysChecked = true;
        boolean otherAlwaysChecked = true;
        for (int i = earliest + 1; i <= ply; i++) {
            if ((ply - i) % 2 == 0) {
                moverAlwaysChecked &= checked[i];
            } else {
                otherAlwaysChecked &= checked[i];
            }
        }
        Side mover = mover(pos);
        if (moverAlwaysChecked != otherAlwaysChecked) {
            return lossOf(moverAlwaysChecked ? mover : mover.opponent(), Termination.PERPETUAL_CHECK);
        }
        if (rules.repetitionLosesForRepeater) {
            return lossOf(mover, Termination.REPETITION);
        }
        return stopped(Termination.REPETITION, rules.ruleEnding(), pos);
    }

    /**
     * Modern rule: the side that just moved has moved the same piece (not general or guard) back
     * and forth between two points four times running, without capturing and without being in
     * check.
     */
    private boolean shuffledOnePiece(Position pos) {
        int ply = pos.ply();
        if (ply < 2 * SHUTTLES - 1) {
            return false;
        }
        int last = pos.moveAt(ply - 1);
        int piece = pos.pieceAt(Move.to(last));
        if (Move.isPass(last) || Piece.isType(piece, PieceType.GENERAL) || Piece.isType(piece, PieceType.GUARD)) {
            return false;
        }
        for (int k = 0; k < SHUTTLES; k++) {
            int i = ply - 1 - 2 * k;
            int m = pos.moveAt(i);
            boolean sameShuttle = k == 0
                    || (Move.from(m) == Move.to(pos.moveAt(i + 2)) && Move.to(m) == Move.from(pos.moveAt(i + 2)));
            if (!sameShuttle || Move.isPass(m) || pos.capturedAt(i) != Piece.NONE || checked[i]) {
                return false;
            }
        }
        return true;
    }

    /**
     * Korean Random Chess: general against general, or against general and one or two cannons
     * (which, with no other screen than the generals, can never give check).
     */
    private static boolean insufficientMaterial(Position pos) {
        // Every piece but the general scores points, so a side with any has more than none.
        if (pos.points(Side.CHO) > 0 && pos.points(Side.HAN) > 0) {
            return false;
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = pos.pieceAt(sq);
            if (p != Piece.NONE && !Piece.isType(p, PieceType.GENERAL) && !Piece.isType(p, PieceType.CANNON)) {
                return false;
            }
        }
        return true;
    }

    /** A game stopped by a rule, scored as the rule set says: counted (Han adding the komi) or drawn. */
    private static Verdict stopped(Termination why, RuleSet.Ending ending, Position pos) {
        if (ending == RuleSet.Ending.DRAW) {
            return Verdict.of(why, Outcome.DRAW, false);
        }
        boolean choAhead = pos.countedHalfPoints(Side.CHO) > pos.countedHalfPoints(Side.HAN);
        return Verdict.of(why, choAhead ? Outcome.CHO_WINS : Outcome.HAN_WINS, true);
    }

    private static Verdict lossOf(Side loser, Termination why) {
        return Verdict.of(why, Outcome.winner(loser.opponent()), false);
    }

    /** The side that made the last move. */
    private static Side mover(Position pos) {
        return pos.sideToMove().opponent();
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
}
