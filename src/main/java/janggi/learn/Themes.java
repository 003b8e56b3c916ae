package janggi.learn;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a puzzle's line is about, found on the board (docs/learn.md, Themes): a mate in one to
 * four, a chariot won, a fork, a cannon's new screen, a piece pinned to its general and taken,
 * bikjang, an endgame decided by counting.
 */
final class Themes {
    /** Pieces worth forking: a horse or more (a general counts as in check). */
    private static final int FORKED_POINTS = PieceType.HORSE.points;
    /** Pieces on the board (generals apart) at most, for an endgame. */
    private static final int ENDGAME_PIECES = 10;

    private Themes() {}

    /** The themes of {@code line} (moves from {@code start}, the solver's first). */
    static Set<String> of(Position start, List<Integer> line) {
        Side solver = start.sideToMove();
        Set<String> themes = new LinkedHashSet<>();
        Game game = Game.from(start.copy());
        List<Position> after = new ArrayList<>();
        boolean bikjang = false;
        for (int i = 0; i < line.size(); i++) {
            game.play(line.get(i));
            after.add(game.position().copy());
            bikjang |= i % 2 == 0 && game.position().bikjang();
        }
        Optional<GameResult> result = game.result();
        boolean won = result.flatMap(GameResult::winner).equals(Optional.of(solver));
        int solverMoves = (line.size() + 1) / 2;
        if (won && result.get().termination() == GameResult.Termination.CHECKMATE) {
            themes.add("mate" + solverMoves);
        }
        if (bikjang || won && result.get().termination() == GameResult.Termination.BIKJANG) {
            themes.add("bikjang");
        }
        Position end = game.position();
        if (won && result.get().counted() || endgameByCounting(start, end, solver)) {
            themes.add("counting");
        }
        if (chariotWon(start, end, solver)) {
            themes.add("chariot");
        }
        if (fork(start, line, after, solver)) {
            themes.add("fork");
        }
        if (cannonScreen(start, line.get(0), after.get(0), solver)) {
            themes.add("cannon-screen");
        }
        if (pin(start, line, after, solver)) {
            themes.add("pin");
        }
        return themes;
    }

    /** Few pieces left, and the line takes the solver from behind or level on points to ahead. */
    private static boolean endgameByCounting(Position start, Position end, Side solver) {
        int pieces = 0;
        for (int p : end.pieces()) {
            pieces += p != Piece.NONE && Piece.type(p) != PieceType.GENERAL ? 1 : 0;
        }
        return pieces <= ENDGAME_PIECES && lead(start, solver) <= 0 && lead(end, solver) > 0;
    }

    /** The solver's counted half points less the opponent's, komi included. */
    private static int lead(Position pos, Side solver) {
        return pos.countedHalfPoints(solver) - pos.countedHalfPoints(solver.opponent());
    }

    /** The solver takes a chariot in the line and ends a chariot's worth (less a little) ahead of where it began. */
    private static boolean chariotWon(Position start, Position end, Side solver) {
        boolean took = false;
        for (int i = start.ply(); i < end.ply(); i++) {
            int taken = end.capturedAt(i);
            took |= taken != Piece.NONE && Piece.side(taken) != solver && Piece.type(taken) == PieceType.CHARIOT;
        }
        int gained = (end.points(solver) - end.points(solver.opponent()))
                - (start.points(solver) - start.points(solver.opponent()));
        return took && gained >= PieceType.CHARIOT.points - PieceType.SOLDIER.points * 2;
    }

    /**
     * A solver's move puts a piece where it attacks two of the opponent's pieces worth a horse or
     * more (or one of them and the general), and a later move of that piece takes one of them.
     */
    private static boolean fork(Position start, List<Integer> line, List<Position> after, Side solver) {
        for (int i = 0; i + 2 < line.size(); i += 2) {
            int at = Move.to(line.get(i));
            Position pos = after.get(i);
            List<Integer> attacked = new ArrayList<>();
            for (int sq = 0; sq < pos.pieces().length; sq++) {
                int p = pos.pieceAt(sq);
                if (p != Piece.NONE
                        && Piece.side(p) != solver
                        && (Piece.type(p) == PieceType.GENERAL || Piece.type(p).points >= FORKED_POINTS)
                        && contains(pos.attackers(sq, solver), at)) {
                    attacked.add(sq);
                }
            }
            int later = line.get(i + 2);
            if (attacked.size() >= 2 && Move.from(later) == at && attacked.contains(Move.to(later))) {
                return true;
            }
        }
        return false;
    }

    /**
     * The first move gives one of the solver's cannons (not the piece moved) a target it did not
     * have, a piece worth a horse or more or the general: the moved piece became its screen, or
     * a second screen went away.
     */
    private static boolean cannonScreen(Position start, int first, Position after, Side solver) {
        for (int sq = 0; sq < after.pieces().length; sq++) {
            int p = after.pieceAt(sq);
            if (p == Piece.NONE || Piece.side(p) == solver || sq == Move.to(first)) {
                continue;
            }
            boolean worth = Piece.type(p) == PieceType.GENERAL || Piece.type(p).points >= FORKED_POINTS;
            if (worth && newCannonAttack(start, after, sq, solver, Move.to(first))) {
                return true;
            }
        }
        return false;
    }

    private static boolean newCannonAttack(Position before, Position after, int target, Side solver, int moved) {
        for (int from : after.attackers(target, solver)) {
            if (from != moved
                    && Piece.type(after.pieceAt(from)) == PieceType.CANNON
                    && before.pieceAt(target) == after.pieceAt(target)
                    && !contains(before.attackers(target, solver), from)) {
                return true;
            }
        }
        return false;
    }

    /**
     * A piece of the opponent shields its general from one of the solver's pieces (without it the
     * general would be attacked), before or after the first move, and the solver takes it.
     */
    private static boolean pin(Position start, List<Integer> line, List<Position> after, Side solver) {
        Set<Integer> taken = new LinkedHashSet<>();
        for (int i = 0; i < line.size(); i += 2) {
            Position pos = after.get(i);
            int captured = pos.capturedAt(pos.ply() - 1);
            if (captured != Piece.NONE) {
                taken.add(Move.to(line.get(i)));
            }
        }
        for (Position pos : List.of(start, after.get(0))) {
            int general = pos.generalSquare(solver.opponent());
            if (pos.attacked(general, solver)) {
                continue;
            }
            for (int sq : taken) {
                int p = pos.pieceAt(sq);
                if (p == Piece.NONE || Piece.side(p) == solver || Piece.type(p) == PieceType.GENERAL) {
                    continue;
                }
                int[] board = pos.pieces();
                board[sq] = Piece.NONE;
                Position without = new Position(pos.rules(), board, pos.sideToMove(), 0, 1);
                if (without.attacked(general, solver)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean contains(int[] points, int point) {
        for (int p : points) {
            if (p == point) {
                return true;
            }
        }
        return false;
    }
}
