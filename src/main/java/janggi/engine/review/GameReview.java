package janggi.engine.review;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.Side;
import janggi.engine.Score;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.Nag;
import janggi.record.PgnCommand;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A game reviewed: every move with its evaluation, the best move where another was better, its
 * loss of expected score and its mark, and each side's accuracy and marks. Built from the
 * assessment of every position ({@link Analyst}); this part is arithmetic only.
 *
 * <p>A move's loss is the mover's expected score with the best move, less with the move played,
 * both from the same search of the position before it: the best move's from the search of
 * every move, the played move's from a search of it alone ({@link Analyst#searchPlayed}).
 * Scores of the positions after moves are not compared with those before: an engine's scores
 * from one side's turn and the other's need not be alike (Fairy-Stockfish's favour the side to
 * move by about half a soldier), and every move would seem to lose that much.
 *
 * <p>The engine's best move loses nothing by that search. But where the mover's expected score
 * at its next turn has fallen by an inaccuracy or more ({@link #toRecheck}), the move is
 * searched again deeper ({@link Recheck}): it loses nothing if the deeper search plays it too,
 * else what the deeper search finds it loses against its best. So a steady slide by moves the
 * engine itself would play is still found.
 */
public final class GameReview {
    /** The most of a best line a review writes. */
    static final int LINE_PLIES = 8;

    private final List<MoveReview> moves;
    private final List<Double> choChances;
    private final Map<Side, SideReview> sides = new EnumMap<>(Side.class);

    private GameReview(List<MoveReview> moves, List<Double> choChances) {
        this.moves = List.copyOf(moves);
        this.choChances = List.copyOf(choChances);
    }

    /**
     * The deeper search of the position before a move that the first search found best, yet
     * after which the mover lost ground.
     *
     * @param before the deeper search of every move
     * @param played the deeper score of the move played, searched alone; null where the deeper
     *     search plays it too
     */
    public record Recheck(Assessment before, Integer played) {}

    /**
     * The review of {@code game} from the assessment of each of its positions alone: each move
     * not the best judged by the search of the position after it.
     *
     * @param assessed one per position, the start first: {@code game.moves().size() + 1}
     */
    public static GameReview of(Game game, List<Assessment> assessed) {
        return of(game, assessed, Map.of(), Map.of());
    }

    /** The plies (0 for the first move) of the moves to search alone: those not the best, that did not end the game. */
    public static List<Integer> toSearchPlayed(Game game, List<Assessment> assessed) {
        List<Integer> played = game.moves();
        List<Integer> plies = new ArrayList<>();
        for (int i = 0; i < played.size(); i++) {
            if (played.get(i) != assessed.get(i).bestMove()
                    && !assessed.get(i + 1).over()) {
                plies.add(i);
            }
        }
        return plies;
    }

    /**
     * The plies of the moves to search again deeper: those the first search found best, yet
     * with the mover's expected score at its next turn an inaccuracy or more below what it was
     * (the position after the reply; after the last move of the game, the position after it).
     */
    public static List<Integer> toRecheck(Game game, List<Assessment> assessed) {
        List<Integer> played = game.moves();
        List<Integer> plies = new ArrayList<>();
        for (int i = 0; i < played.size(); i++) {
            Assessment before = assessed.get(i);
            Assessment after = assessed.get(i + 1);
            if (played.get(i) != before.bestMove() || after.over()) {
                continue;
            }
            double then = WinChance.of(before.score());
            double next = i + 2 < assessed.size()
                    ? WinChance.of(assessed.get(i + 2).score())
                    : 1 - WinChance.of(after.score());
            if (then - next >= Mark.INACCURACY.loss) {
                plies.add(i);
            }
        }
        return plies;
    }

    /**
     * The review of {@code game} from the assessment of each of its positions, the scores of the
     * moves {@link #toSearchPlayed} named and the deeper searches of those {@link #toRecheck} named.
     *
     * @param assessed one per position, the start first: {@code game.moves().size() + 1}
     * @param played by ply (0 for the first move): the move's score searched alone, for its mover
     * @param rechecked by ply
     */
    public static GameReview of(
            Game game, List<Assessment> assessed, Map<Integer, Integer> played, Map<Integer, Recheck> rechecked) {
        List<Integer> made = game.moves();
        if (assessed.size() != made.size() + 1) {
            throw new IllegalArgumentException(assessed.size() + " assessments for " + made.size() + " moves");
        }
        Position pos = game.startPosition();
        List<Double> choChances = new ArrayList<>();
        for (int i = 0; i < assessed.size(); i++) {
            choChances.add(WinChance.of(forCho(assessed.get(i).score(), sideToMoveAt(pos, i))));
        }
        List<MoveReview> moves = new ArrayList<>();
        for (int i = 0; i < made.size(); i++) {
            Side mover = pos.sideToMove();
            Recheck deeper = rechecked.get(i);
            Assessment before = deeper != null ? deeper.before() : assessed.get(i);
            Assessment after = assessed.get(i + 1);
            int move = made.get(i);
            double best = WinChance.of(before.score());
            Integer alone = deeper != null ? deeper.played() : played.get(i);
            double reached = move == before.bestMove()
                    ? best
                    : alone != null ? WinChance.of(alone) : 1 - WinChance.of(after.score());
            double loss = Math.max(0, best - reached);
            moves.add(new MoveReview(
                    i + 1,
                    move,
                    mover,
                    forCho(after.score(), mover.opponent()),
                    after.over(),
                    before.bestMove(),
                    before.line(),
                    loss,
                    Mark.of(best, best - loss),
                    Accuracy.ofMove(best, best - loss)));
            pos.make(move);
        }
        GameReview review = new GameReview(moves, choChances);
        double[] weights = Accuracy.weights(choChances);
        for (Side side : Side.values()) {
            List<MoveReview> own = moves.stream().filter(m -> m.mover() == side).toList();
            double[] accuracies = own.stream().mapToDouble(MoveReview::accuracy).toArray();
            double[] w = own.stream().mapToDouble(m -> weights[m.ply() - 1]).toArray();
            Map<Mark, Integer> marks = new EnumMap<>(Mark.class);
            for (Mark mark : Mark.values()) {
                marks.put(mark, (int) own.stream().filter(m -> m.mark() == mark).count());
            }
            review.sides.put(side, new SideReview(side, Accuracy.ofSide(accuracies, w), marks));
        }
        return review;
    }

    /** The side to move after {@code ply} moves from a start where {@code start} is to move. */
    private static Side sideToMoveAt(Position start, int ply) {
        return ply % 2 == 0 ? start.sideToMove() : start.sideToMove().opponent();
    }

    /** A score for {@code side} as Cho's. */
    static int forCho(int score, Side side) {
        return side == Side.CHO ? score : -score;
    }

    public List<MoveReview> moves() {
        return moves;
    }

    /** Cho's expected score in every position, the start first: what the evaluation graph draws. */
    public List<Double> choChances() {
        return choChances;
    }

    public SideReview side(Side side) {
        return sides.get(side);
    }

    /**
     * {@code record} with this review in it: each move's evaluation as a {@code [%eval]} comment
     * (the end of a game decided on the board has its result instead), its mark as a glyph in
     * place of any mark it had, and, at each mistake and blunder, the best line as a variation.
     * The record's other comments, glyphs and variations are kept.
     */
    public GameRecord annotate(GameRecord record) {
        Map<Integer, String> comments = new HashMap<>();
        record.comments().forEach((ply, c) -> comments.put(ply, PgnCommand.without(c, PgnCommand.EVAL)));
        Map<Integer, List<Integer>> nags = new HashMap<>();
        record.nags()
                .forEach((ply, n) -> nags.put(
                        ply,
                        new ArrayList<>(
                                n.stream().filter(g -> Nag.symbol(g).isEmpty()).toList())));
        Map<Integer, List<String>> variations = new HashMap<>();
        record.variations().forEach((ply, v) -> variations.put(ply, new ArrayList<>(v)));
        Position before = record.game().startPosition();
        for (MoveReview m : moves) {
            if (!m.over()) {
                String eval = PgnCommand.of(PgnCommand.EVAL, evalValue(m.after()));
                comments.merge(m.ply(), eval, (old, added) -> old.isEmpty() ? added : added + " " + old);
            }
            if (m.mark() != null) {
                nags.computeIfAbsent(m.ply(), p -> new ArrayList<>()).add(0, m.mark().nag);
            }
            if (m.mark() != null && m.mark() != Mark.INACCURACY && m.bestDiffers()) {
                String line = line(before, m.bestLine());
                List<String> here = variations.computeIfAbsent(m.ply(), p -> new ArrayList<>());
                if (!here.contains(line)) {
                    here.add(line);
                }
            }
            before.make(m.move());
        }
        comments.values().removeIf(String::isEmpty);
        nags.values().removeIf(List::isEmpty);
        return record.annotated(comments, nags, variations);
    }

    /** An evaluation as {@code [%eval]} holds it: {@code 1.25}, {@code -0.40}, {@code #3}, {@code #-3}. */
    static String evalValue(int choScore) {
        String points = points(choScore);
        return points.startsWith("+") ? points.substring(1) : points;
    }

    /** A line of play from {@code from} in our notation, numbered: {@code 11... H5-H4 12. C7-C6}. */
    public static String line(Position from, int[] line) {
        return line(from, line, (move, pos) -> DisplayMove.of(move));
    }

    /** A line of play from {@code from}, numbered, each move as {@code writer} writes it. */
    public static String line(Position from, int[] line, MovePair.MoveWriter writer) {
        int plies = Math.min(line.length, LINE_PLIES);
        List<Integer> moves = new ArrayList<>();
        for (int i = 0; i < plies; i++) {
            moves.add(line[i]);
        }
        StringBuilder sb = new StringBuilder();
        for (MovePair pair : MovePair.of(from, moves, writer)) {
            sb.append(sb.length() == 0 ? "" : " ").append(pair.text());
        }
        return sb.toString();
    }

    /**
     * A score from Cho's side in points, as players count them (a soldier is 2): {@code +1.25},
     * {@code -0.40}, or a mate in moves, {@code #3} when Cho mates, {@code #-3} when Han does.
     */
    public static String points(int choScore) {
        if (Score.isMate(choScore)) {
            return "#" + Score.mateInMoves(choScore);
        }
        return String.format(java.util.Locale.ROOT, "%+.2f", choScore / 100.0);
    }
}
