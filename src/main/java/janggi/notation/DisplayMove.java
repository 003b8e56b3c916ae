package janggi.notation;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Square;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves in Roleigh Martin's display coordinates ({@link DisplaySquare}), as players type them:
 * {@code B0-C2}, {@code b0-c2}, {@code B0C2}, {@code B0 C2}, or {@code pass} in any case,
 * with spaces around allowed. Printed as {@code B0-C2} and {@code pass}.
 */
public final class DisplayMove {
    public static final String PASS = "pass";

    /** Two points, optionally joined by a hyphen (spaces around it allowed) or by spaces. */
    private static final Pattern TWO_POINTS = Pattern.compile("([^\\s-]{2})(?:\\s*-\\s*|\\s*)([^\\s-]{2})");

    private DisplayMove() {
    }

    /**
     * A move as typed, read without a position: two points, or a pass (whose point is the
     * general's, known only once there is a position).
     *
     * @param from the from-point, or {@link Square#NONE} for a pass
     * @param to   the to-point, or {@link Square#NONE} for a pass
     */
    public record Shape(int from, int to) {
        public static final Shape PASS = new Shape(Square.NONE, Square.NONE);

        public boolean isPass() {
            return from == Square.NONE;
        }

        /** The move in {@code pos}: a pass is the side to move's general standing still. Not checked for legality. */
        public int move(Position pos) {
            if (isPass()) {
                int g = pos.generalSquare(pos.sideToMove());
                return Move.of(g, g);
            }
            return Move.of(from, to);
        }

        @Override
        public String toString() {
            return isPass() ? DisplayMove.PASS : square(from) + "-" + square(to);
        }
    }

    /** The display name of a point, e.g. {@code E1} for the Han general's start. */
    public static String square(int sq) {
        return DisplaySquare.name(sq);
    }

    /** Reads a point such as {@code E1} or {@code e1}. */
    public static int parseSquare(String text) {
        return DisplaySquare.parse(text);
    }

    /** The canonical text of a move: {@code B0-C2}, or {@code pass}. */
    public static String of(int move) {
        if (move == Move.NONE) {
            throw new IllegalArgumentException("Move.NONE is no move and has no notation");
        }
        return Move.isPass(move) ? PASS : square(Move.from(move)) + "-" + square(Move.to(move));
    }

    /**
     * Reads a move and checks it against the position.
     *
     * @throws NotationException saying what is wrong: the text, or why the rules refuse the move
     */
    public static int parse(String text, Position pos) {
        Shape shape = parseShape(text);
        int move = shape.move(pos);
        Refusal.of(pos, Move.from(move), Move.to(move)).ifPresent(r -> {
            throw new NotationException("'" + text.strip() + "': " + r.message(DisplayMove::square));
        });
        return move;
    }

    /**
     * Reads a move's shape only, for callers that judge it themselves. A move from a point to
     * itself is refused here: the only way to pass is {@code pass}.
     *
     * @throws NotationException naming the offending character and its position in the text
     */
    public static Shape parseShape(String text) {
        String t = text == null ? "" : text.strip();
        if (t.equalsIgnoreCase(PASS)) {
            return Shape.PASS;
        }
        Matcher m = TWO_POINTS.matcher(t);
        if (!m.matches()) {
            throw new NotationException("'" + t + "' is not a move: type it as B0-C2 (from, to) or pass");
        }
        int from = DisplaySquare.parse(t, m.start(1), t);
        int to = DisplaySquare.parse(t, m.start(2), t);
        if (from == to) {
            throw new NotationException("'" + t + "' moves nowhere; type pass to pass");
        }
        return new Shape(from, to);
    }
}
