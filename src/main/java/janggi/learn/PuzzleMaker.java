package janggi.learn;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Position;
import janggi.engine.Engine;
import janggi.engine.Score;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * Finds puzzles in games (docs/learn.md, The generator): positions where our engine's best move
 * wins decisively and its second best does not, first at a shallow depth for every position,
 * then again deeper. The line goes on while the solver has one winning move (a mate to its
 * end), and the opponent answers with the engine's best reply. The rating is seeded from the
 * depth the engine needs to settle on the first move for good.
 */
public final class PuzzleMaker {
    /** Centipawns of ours (a soldier is 200) from which a side wins: three soldiers. */
    static final int WIN = 600;
    /** The most moves of the solver in a line that is not a mate. */
    static final int MAX_MOVES = 3;
    /** The most moves of the solver in a mate: mate in four. */
    static final int MAX_MATE = 4;

    /**
     * How the maker looks.
     *
     * @param minGain centipawns the best move must be worth more than the second best
     * @param scanDepth the depth every position is searched to
     * @param verifyDepth the depth a candidate is searched to again, and its line found at
     * @param fromPly the first ply of a game looked at: openings are known by heart, not solved
     */
    public record Settings(int minGain, int scanDepth, int verifyDepth, int fromPly) {}

    /** What the engine says of a position: the best two moves with their scores, and the best move at each depth. */
    private record Lines(int best, int bestScore, int second, int secondScore, Map<Integer, Integer> bestByDepth) {}

    /** Plies a game may stay decided before the rest of it is left. */
    static final int DECIDED = 10;

    private final Settings settings;
    /** Plies running the scan found the game decided. */
    private int decided;

    private final Engine engine;

    public PuzzleMaker(Settings settings) {
        this.settings = settings;
        this.engine = new Engine(64);
        engine.setThreads(1);
        engine.setSeed(1);
        engine.setMultiPv(2);
    }

    /**
     * The puzzles in the game played from {@code start} with {@code moves}, those whose positions
     * are not in {@code seen} (which takes theirs); {@code source} names the game.
     */
    public List<Puzzle> find(Position start, List<Integer> moves, String source, Set<String> seen) {
        List<Puzzle> found = new ArrayList<>();
        engine.newGame();
        Game game = Game.from(start.copy());
        decided = 0;
        for (int ply = 0; ply < moves.size() && !game.isOver() && decided < DECIDED; ply++) {
            Position pos = game.position();
            if (ply >= settings.fromPly() && pos.legalMoves().length > 1) {
                String fen = Fen.of(pos);
                String key = Puzzle.idOf(fen);
                if (!seen.contains(key)) {
                    puzzle(pos, fen, source + " ply " + (ply + 1)).ifPresent(p -> {
                        seen.add(key);
                        found.add(p);
                    });
                }
            }
            game.play(moves.get(ply));
        }
        return found;
    }

    /**
     * Whether the scan found the game decided: both best moves win for the side to move, or
     * both lose. Where it has been so {@link #DECIDED} plies running, the rest of the game is
     * left: the winner has more than one way on, and no puzzle is left to find.
     */
    private void noteDecided(Lines scan) {
        boolean bothWin = wins(scan.bestScore()) && scan.second() != Move.NONE && wins(scan.secondScore());
        boolean lost = loses(scan.bestScore());
        decided = bothWin || lost ? decided + 1 : 0;
    }

    private static boolean loses(int score) {
        return Score.isMate(score) ? score < 0 : score <= -WIN;
    }

    /** The puzzle in {@code pos}, if it is one. */
    Optional<Puzzle> puzzle(Position pos, String fen, String source) {
        // Searched as the puzzle will be set: from its FEN, without the game's history.
        Position start = Fen.parse(fen, pos.rules());
        Lines scan = lines(start, settings.scanDepth());
        noteDecided(scan);
        if (!onlyWin(scan) || recapture(pos, scan.best())) {
            return Optional.empty();
        }
        Lines deep = lines(start, settings.verifyDepth());
        if (!onlyWin(deep) || deep.best() != scan.best()) {
            return Optional.empty();
        }
        Optional<List<Integer>> line = line(start, deep);
        if (line.isEmpty()) {
            return Optional.empty();
        }
        List<String> uci = new ArrayList<>();
        Position along = start.copy();
        for (int move : line.get()) {
            uci.add(UciMove.of(move));
            along.make(move);
        }
        int solverMoves = (uci.size() + 1) / 2;
        return Optional.of(
                Puzzle.of(fen, uci, rating(depthNeeded(deep), solverMoves), Themes.of(start, line.get()), source));
    }

    /** Whether the best move wins and the second best does not, by {@link Settings#minGain} or more. */
    private boolean onlyWin(Lines l) {
        if (l.best() == Move.NONE || !wins(l.bestScore())) {
            return false;
        }
        if (l.second() == Move.NONE) {
            return false;
        }
        return !wins(l.secondScore())
                && (Score.isMate(l.bestScore()) || l.bestScore() - l.secondScore() >= settings.minGain());
    }

    private static boolean wins(int score) {
        return Score.isMate(score) ? score > 0 : score >= WIN;
    }

    /** Whether {@code move} only takes back on the point where the last move took: an exchange, no puzzle. */
    private static boolean recapture(Position pos, int move) {
        int last = pos.lastMove();
        return last != Move.NONE
                && pos.capturedAt(pos.ply() - 1) != janggi.core.Piece.NONE
                && Move.to(move) == Move.to(last);
    }

    /**
     * The line from {@code pos}: the best move, then while the solver has a single winning move,
     * the engine's best reply and that move; a mate is followed to its end, and dropped when a
     * move before the last has a second mate beside it or the mate is longer than four moves.
     */
    private Optional<List<Integer>> line(Position pos, Lines first) {
        boolean mate = Score.isMate(first.bestScore());
        if (mate && Score.mateInMoves(first.bestScore()) > MAX_MATE) {
            return Optional.empty();
        }
        Game game = Game.from(pos.copy());
        List<Integer> line = new ArrayList<>();
        line.add(first.best());
        game.play(first.best());
        while (!game.isOver() && line.size() / 2 + 1 < (mate ? MAX_MATE : MAX_MOVES)) {
            Lines reply = lines(game.position(), settings.verifyDepth());
            if (reply.best() == Move.NONE) {
                break;
            }
            game.play(reply.best());
            if (game.isOver()) {
                break;
            }
            Lines next = lines(game.position(), settings.verifyDepth());
            boolean lastOfMate = mate && next.bestScore() == Score.MATE - 1;
            if (mate ? !wins(next.bestScore()) || !Score.isMate(next.bestScore()) : !onlyWin(next)) {
                if (mate) {
                    return Optional.empty();
                }
                break;
            }
            if (mate && !lastOfMate && Score.isMate(next.secondScore()) && next.secondScore() > 0) {
                return Optional.empty();
            }
            line.add(reply.best());
            line.add(next.best());
            game.play(next.best());
        }
        if (mate && !game.isOver()) {
            return Optional.empty();
        }
        return Optional.of(line);
    }

    /** The engine's two best moves at {@code depth}, and its best at every depth on the way. */
    private Lines lines(Position pos, int depth) {
        int[] best = {Move.NONE, 0, Move.NONE, 0};
        Map<Integer, Integer> byDepth = new HashMap<>();
        SearchListener listener = info -> {
            if (info.pv().length == 0) {
                return;
            }
            if (info.multiPv() == 1) {
                byDepth.put(info.depth(), info.pv()[0]);
                best[0] = info.pv()[0];
                best[1] = info.score();
                best[2] = Move.NONE;
            } else if (info.multiPv() == 2) {
                best[2] = info.pv()[0];
                best[3] = info.score();
            }
        };
        engine.search(pos, SearchLimits.depth(depth), listener);
        return new Lines(best[0], best[1], best[2], best[3], byDepth);
    }

    /** The least depth from which the engine's best move is the first move at every depth after. */
    private static int depthNeeded(Lines l) {
        int needed = 1;
        int deepest = l.bestByDepth().keySet().stream().max(Integer::compare).orElse(1);
        for (int d = deepest; d >= 1; d--) {
            Integer move = l.bestByDepth().get(d);
            if (move != null && move != l.best()) {
                needed = d + 1;
                break;
            }
        }
        return needed;
    }

    /**
     * The rating a puzzle starts with: 600, and 125 for each ply of depth the engine needed past
     * the first, and 75 for each move of the solver past the first; at most 2400.
     */
    static int rating(int depthNeeded, int solverMoves) {
        return Math.min(2400, 600 + 125 * (depthNeeded - 1) + 75 * (solverMoves - 1));
    }
}
