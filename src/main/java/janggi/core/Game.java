package janggi.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A game in progress: the start position, the moves played, and the result once there is one.
 * Every front end (full-screen, line mode, UCI, records) drives this one object.
 */
public final class Game {
    private final RuleSet rules;
    private final Position start;
    private final Position position;
    private final Setup choSetup;
    private final Setup hanSetup;
    /** Judges each position as the game reaches it, so it knows where each side was in check. */
    private final Endings endings;

    private GameResult result;
    /** The live position's legal moves: found once per position, for its ending and to check the next move. */
    private int[] legal;

    private Game(Position start, Setup choSetup, Setup hanSetup) {
        if (start.ply() != 0) {
            throw new IllegalArgumentException("a game starts from a set-up position");
        }
        this.rules = start.rules();
        this.start = start.copy();
        this.position = start.copy();
        this.choSetup = choSetup;
        this.hanSetup = hanSetup;
        this.endings = new Endings(position);
        judge();
    }

    /** A new game from the opening position with the given horse/elephant arrangements. */
    public static Game start(RuleSet rules, Setup cho, Setup han) {
        return new Game(Setup.startPosition(rules, cho, han), cho, han);
    }

    /** A game from any set-up position (e.g. read from a FEN). */
    public static Game from(Position start) {
        return new Game(start, null, null);
    }

    public RuleSet rules() {
        return rules;
    }

    /** The live position. Front ends read it; they change it only through {@link #play} and {@link #undo}. */
    public Position position() {
        return position;
    }

    /** A copy of the position the game started from. */
    public Position startPosition() {
        return start.copy();
    }

    /** The arrangements chosen before the first move, when the game began from the opening. */
    public Optional<Setup> setup(Side side) {
        return Optional.ofNullable(side == Side.CHO ? choSetup : hanSetup);
    }

    public List<Integer> moves() {
        List<Integer> out = new ArrayList<>(position.ply());
        for (int i = 0; i < position.ply(); i++) {
            out.add(position.moveAt(i));
        }
        return out;
    }

    public int[] legalMoves() {
        return result != null ? new int[0] : legal.clone();
    }

    public Optional<GameResult> result() {
        return Optional.ofNullable(result);
    }

    public boolean isOver() {
        return result != null;
    }

    /**
     * Plays a move.
     *
     * @throws IllegalMoveException if the game is over or the move is not legal here
     */
    public void play(int move) {
        if (result != null) {
            throw new IllegalMoveException("the game is over: " + result);
        }
        if (Arrays.stream(legal).noneMatch(m -> m == move)) {
            throw new IllegalMoveException("not a legal move in this position");
        }
        position.make(move);
        judge();
    }

    /**
     * Plays a move of a record as it was played. Only what leaves no move to play ends the game
     * here: a position without a legal move, two passes in a row, or a pass that leaves bikjang
     * standing where the rules end the game there. The endings that the players may play on
     * past, or that a referee declares (repetition, perpetual check, move limits, counting), do
     * not end it: the verdict our rules would give is returned, for the reader to note.
     *
     * @return the verdict our rules would have given here, or null when they would play on
     * @throws IllegalMoveException if the game is over or the move is not legal here
     */
    public Endings.Verdict playAsRecorded(int move) {
        if (result != null) {
            throw new IllegalMoveException("the game is over: " + result);
        }
        if (Arrays.stream(legal).noneMatch(m -> m == move)) {
            throw new IllegalMoveException("not a legal move in this position");
        }
        position.make(move);
        legal = position.legalMoves();
        Endings.Verdict verdict = endings.judge(position, position.inCheck(), Endings.NO_TREE);
        if (legal.length == 0 || position.endedByRule()) {
            verdict = verdict != null ? verdict : Endings.noMoves(position);
            result = GameResult.of(verdict, position);
            return null;
        }
        return verdict;
    }

    /** Takes back the last move (and any result it brought, or a resignation or agreed draw). */
    public void undo() {
        if (position.ply() == 0) {
            throw new IllegalStateException("no move to take back");
        }
        position.undo();
        result = null;
        judge();
    }

    /**
     * Ends the game with the result a record gives, when the rules have not ended it: the
     * record knows why (resignation, time, adjudication), the moves do not.
     */
    public void endAsRecorded(GameResult.Outcome outcome) {
        endAsRecorded(GameResult.recorded(outcome));
    }

    /** As {@link #endAsRecorded(GameResult.Outcome)}, the record saying why as well (a loss on time, a resignation). */
    public void endAsRecorded(GameResult recorded) {
        if (result == null) {
            result = recorded;
        }
    }

    /** Ends the game: {@code side} resigns. */
    public void resign(Side side) {
        if (result == null) {
            result = GameResult.decided(GameResult.Outcome.winner(side.opponent()), GameResult.Termination.RESIGNATION);
        }
    }

    /** Ends the game: {@code side}'s time ran out ({@link Endings#flagFall}). */
    public void flagFall(Side side) {
        if (result == null) {
            result = GameResult.of(Endings.flagFall(side), position);
        }
    }

    /**
     * Whether a draw may be agreed now: always, except that under counting rules both totals
     * must be below 30 points (docs/rules.md, Counting).
     */
    public boolean drawByAgreementAllowed() {
        if (result != null) {
            return false;
        }
        if (!rules.counting) {
            return true;
        }
        return position.countedHalfPoints(Side.CHO) < 60 && position.countedHalfPoints(Side.HAN) < 60;
    }

    /** Ends the game drawn by agreement, if the rule set allows it now. */
    public boolean agreeDraw() {
        if (!drawByAgreementAllowed()) {
            return false;
        }
        result = GameResult.decided(GameResult.Outcome.DRAW, GameResult.Termination.AGREEMENT);
        return true;
    }

    private void judge() {
        legal = position.legalMoves();
        Endings.Verdict verdict = endings.judge(position, position.inCheck(), Endings.NO_TREE);
        if (verdict == null && legal.length == 0) {
            verdict = Endings.noMoves(position);
        }
        result = verdict == null ? null : GameResult.of(verdict, position);
    }
}
