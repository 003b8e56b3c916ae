package janggi.learn;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.Fen;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A lesson of {@code janggi learn}: a position, a goal the learner reaches in a few moves, and
 * what the other side does meanwhile. Lessons are data ({@link Lessons} reads them); their words
 * are in the message bundle, {@code lesson.ID.title} and {@code lesson.ID.text}.
 *
 * @param id the lesson's name, for its words and the learner's progress
 * @param rules the rule set it is played under
 * @param fen the position, its side to move being the learner's
 * @param goal what the learner is to do
 * @param limit the most moves the learner may make
 * @param reply what the other side does after each of the learner's moves
 * @param solution a shortest way to the goal, the learner's moves in display notation (a setup
 *     lesson's: the setup); the tests play it
 * @param refused moves the lesson expects the learner to try and the rules to refuse
 * @param topics the rules of docs/rules.md the lesson teaches
 */
public record Lesson(
        String id,
        RuleSet rules,
        String fen,
        Goal goal,
        int limit,
        Reply reply,
        List<String> solution,
        List<Refused> refused,
        Set<String> topics) {

    /** What the other side does after the learner's move. */
    public enum Reply {
        /** Passes where the rules let it, else plays its best move: the learner's pieces move alone. */
        PASS,
        /** Plays its best move. */
        BEST
    }

    /** What the learner is to do. */
    public enum Kind {
        /** Take the pieces on the goal's points, or every piece but the general when none are named. */
        TAKE,
        /** Bring a piece to the goal's point. */
        REACH,
        /** Give check. */
        CHECK,
        /** Checkmate. */
        MATE,
        /** Win the game, however the rules decide it. */
        WIN,
        /** Pass. */
        PASS,
        /** Choose the goal's setup before the first move. */
        SETUP
    }

    /**
     * A goal: its kind, the points it names (to take, to reach), and a setup lesson's setup.
     *
     * @param points points as {@link janggi.core.Square}s
     * @param setup the setup to choose, or null
     */
    public record Goal(Kind kind, List<Integer> points, Setup setup) {
        public Goal {
            points = List.copyOf(points);
        }
    }

    /** A move the learner may try that the rules refuse, and the refusal's code ({@code cannon_over_cannon}). */
    public record Refused(String move, String reason) {}

    public Lesson {
        solution = List.copyOf(solution);
        refused = List.copyOf(refused);
        topics = Set.copyOf(topics);
    }

    /** The position the lesson starts from. */
    public Position start() {
        return Fen.parse(fen, rules);
    }

    /** The side the learner plays: the side to move. */
    public Side learner() {
        return start().sideToMove();
    }

    /** Moves within which the learner earns three stars: the solution's. */
    public int par() {
        return goal.kind() == Kind.SETUP ? 1 : solution.size();
    }

    /**
     * Stars for reaching the goal in {@code moves}: three within the solution's moves, two within
     * two more, else one.
     */
    public int stars(int moves) {
        return moves <= par() ? 3 : moves <= par() + 2 ? 2 : 1;
    }

    /**
     * Whether {@code game} has reached the goal with the learner's last move, {@code move}, before
     * the other side replies. A setup's goal is judged when the setup is chosen.
     */
    public boolean reached(Game game, int move) {
        Position pos = game.position();
        Side learner = pos.sideToMove().opponent();
        Optional<Side> winner = game.result().flatMap(GameResult::winner);
        return switch (goal.kind()) {
            case TAKE -> taken(pos, learner.opponent());
            case REACH -> !Move.isPass(move) && goal.points().contains(Move.to(move));
            case CHECK -> pos.inCheck();
            case MATE ->
                winner.equals(Optional.of(learner))
                        && game.result().orElseThrow().termination() == GameResult.Termination.CHECKMATE;
            case WIN -> winner.equals(Optional.of(learner));
            case PASS -> Move.isPass(move);
            case SETUP -> false;
        };
    }

    /**
     * Whether {@code other} has no piece left on the points the goal names; with none named, no
     * piece but its general. The pieces to take stand still in lessons that name them: the other
     * side passes there.
     */
    private boolean taken(Position pos, Side other) {
        if (!goal.points().isEmpty()) {
            return goal.points().stream().noneMatch(p -> isOf(pos.pieceAt(p), other));
        }
        for (int piece : pos.pieces()) {
            if (isOf(piece, other) && Piece.type(piece) != PieceType.GENERAL) {
                return false;
            }
        }
        return true;
    }

    private static boolean isOf(int piece, Side side) {
        return piece != Piece.NONE && Piece.side(piece) == side;
    }
}
