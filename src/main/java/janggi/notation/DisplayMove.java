package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Side;
import janggi.core.Square;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves in Roleigh Martin's display coordinates ({@link DisplaySquare}), as players type them:
 * {@code B0-C2}, {@code b0-c2}, {@code B0C2}, {@code B0 C2}, or {@code pass} in any case,
 * with spaces around allowed. Printed as {@code B0-C2} and {@code pass}. A soldier's promotion
 * (Korean Random Chess) follows as {@code =} and the display letter of the piece it becomes:
 * {@code A1-A0=R} ({@code R C N G}, {@code B} or {@code E} for the elephant).
 */
public final class DisplayMove {
    public static final String PASS = "pass";

    /** Two points, optionally joined by a hyphen (spaces around it allowed) or by spaces. */
    private static final Pattern TWO_POINTS =
            Pattern.compile("([^\\s-]{2})(?:\\s*-\\s*|\\s*)([^\\s-=]{2})(?:\\s*=\\s*(\\S))?");

    private DisplayMove() {}

    /**
     * A move as typed, read without a position: two points, or a pass (whose point is the
     * general's, known only once there is a position).
     *
     * @param from the from-point, or {@link Square#NONE} for a pass
     * @param to   the to-point, or {@link Square#NONE} for a pass
     */
    public record Shape(int from, int to, PieceType promotion) {
        public static final Shape PASS = new Shape(Square.NONE, Square.NONE);

        /** A move without promotion. */
        public Shape(int from, int to) {
            this(from, to, null);
        }

        public boolean isPass() {
            return from == Square.NONE;
        }

        /** The move in {@code pos}: a pass is the side to move's general standing still. Not checked for legality. */
        public int move(Position pos) {
            if (isPass()) {
                int g = pos.generalSquare(pos.sideToMove());
                return Move.of(g, g);
            }
            return promotion == null ? Move.of(from, to) : Move.of(from, to, promotion);
        }

        @Override
        public String toString() {
            return isPass() ? DisplayMove.PASS : DisplayMove.of(move(null));
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
        if (Move.isPass(move)) {
            return PASS;
        }
        String squares = square(Move.from(move)) + "-" + square(Move.to(move));
        return Move.isPromotion(move)
                ? squares + "=" + PieceLetters.DISPLAY.letter(Side.HAN, Move.promotion(move))
                : squares;
    }

    /**
     * Reads a move and checks it against the position.
     *
     * @throws NotationException saying what is wrong: the text, or why the rules refuse the move
     */
    public static int parse(String text, Position pos) {
        Shape shape = parseShape(text);
        int move = shape.move(pos);
        Refusal.of(pos, move).ifPresent(r -> {
            throw NotationException.quoting(text.strip(), RuleWords.refusal(r, DisplayMove::square));
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
            throw new NotationException("move.not_a_move", t);
        }
        int from = DisplaySquare.parse(t, m.start(1), t);
        int to = DisplaySquare.parse(t, m.start(2), t);
        if (from == to) {
            throw new NotationException("move.nowhere", t);
        }
        if (m.group(3) == null) {
            return new Shape(from, to);
        }
        char letter = m.group(3).charAt(0);
        int piece = PieceLetters.DISPLAY.piece(Character.toUpperCase(letter) == 'E' ? 'B' : letter);
        if (piece == Piece.NONE || !UciMove.promotable(Piece.type(piece))) {
            throw new NotationException("move.not_a_promotion", t, letter, m.start(3) + 1);
        }
        return new Shape(from, to, Piece.type(piece));
    }
}
