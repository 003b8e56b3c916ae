package janggi.notation;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Square;
import java.util.Locale;

/**
 * Moves in Roleigh Martin's display coordinates, as players type them: {@code B0-C2},
 * {@code b0-c2}, {@code B0C2}, or {@code pass}. Files A-I run left to right and rows 0-9 bottom
 * to top with Han at the bottom, a vertical mirror of the interchange coordinates: display
 * row {@code r} is interchange rank {@code 10 - r}.
 */
public final class DisplayMove {
    public static final String PASS = "pass";

    private DisplayMove() {
    }

    /** The display name of a point, e.g. {@code E1} for the Han general's start. */
    public static String square(int sq) {
        return "" + (char) ('A' + Square.file(sq)) + (Square.RANKS - 1 - Square.rank(sq));
    }

    /** Reads a point such as {@code E1} or {@code e1}. */
    public static int parseSquare(String text) {
        String t = text == null ? "" : text.trim();
        if (t.length() != 2) {
            throw new NotationException("'" + t + "' is not a point: a file A-I then a row 0-9, e.g. E1");
        }
        return point(t, 0, t);
    }

    /** The canonical text of a move: {@code B0-C2}, or {@code pass}. */
    public static String of(int move) {
        return Move.isPass(move) ? PASS : square(Move.from(move)) + "-" + square(Move.to(move));
    }

    /**
     * Reads a move and checks it against the position.
     *
     * @throws NotationException saying what is wrong: the text, or why the rules refuse the move
     */
    public static int parse(String text, Position pos) {
        int move = parseShape(text, pos);
        Refusal.of(pos, Move.from(move), Move.to(move)).ifPresent(r -> {
            throw new NotationException("'" + text.trim() + "': " + r.message(DisplayMove::square));
        });
        return move;
    }

    /** Reads a move's shape only; a pass becomes the side to move's general standing still. */
    public static int parseShape(String text, Position pos) {
        String t = text == null ? "" : text.trim();
        if (t.toLowerCase(Locale.ROOT).equals(PASS)) {
            int g = pos.generalSquare(pos.sideToMove());
            return Move.of(g, g);
        }
        String compact = t.length() == 5 && (t.charAt(2) == '-' || t.charAt(2) == ' ') ? t.substring(0, 2) + t.substring(3) : t;
        if (compact.length() != 4) {
            throw new NotationException("'" + t + "' is not a move: type it as B0-C2 (from, to) or pass");
        }
        int from = point(compact, 0, t);
        int to = point(compact, 2, t);
        return Move.of(from, to);
    }

    private static int point(String s, int at, String original) {
        char file = Character.toUpperCase(s.charAt(at));
        char row = s.charAt(at + 1);
        if (file < 'A' || file > 'I') {
            throw new NotationException("'" + original + "': '" + s.charAt(at) + "' at character " + column(original, at, 0)
                    + " is not a file (A-I)");
        }
        if (row < '0' || row > '9') {
            throw new NotationException("'" + original + "': '" + row + "' at character " + column(original, at, 1)
                    + " is not a row (0-9)");
        }
        return Square.of(file - 'A', Square.RANKS - 1 - (row - '0'));
    }

    /** 1-based position in the text as typed of character {@code offset} of the point starting at {@code at}. */
    private static int column(String original, int at, int offset) {
        boolean separated = original.length() == 5;
        return at + offset + 1 + (separated && at == 2 ? 1 : 0);
    }
}
