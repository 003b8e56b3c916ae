package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Side;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves as Game Courier's Janggi preset logs them: {@code e1-e2}, optionally with the piece's
 * label first ({@code G e1-e2}), and {@code pass}. The opening {@code swap} of horse and
 * elephant is recognised by {@link #isSwap} and handled by the record reader.
 *
 * <p>Coordinates, derived from the preset's text: its example "G e1-e2 ... moves the Red
 * General from e1 to e2" starts the Red general in the centre of its palace, so rows count
 * from 0 with Red (Han) at the bottom: the same points as the display coordinates, in lower
 * case. Labels ({@link PieceLetters#GAME_COURIER}) are capitals for Red and small letters for
 * Green (Cho).
 */
public final class GameCourierMove {
    private static final Pattern MOVE = Pattern.compile("(?:([A-Za-z])\\s+)?([a-iA-I][0-9])\\s*-\\s*([a-iA-I][0-9])");

    private GameCourierMove() {
    }

    /** {@code e1-e2}, or {@code pass}. */
    public static String of(int move) {
        return Move.isPass(move) ? DisplayMove.PASS : point(Move.from(move)) + "-" + point(Move.to(move));
    }

    /** With the moving piece's label: {@code G e1-e2}, or {@code pass}. */
    public static String withLabel(int move, Position pos) {
        if (Move.isPass(move)) {
            return DisplayMove.PASS;
        }
        return PieceLetters.GAME_COURIER.letter(pos.pieceAt(Move.from(move))) + " " + of(move);
    }

    public static boolean isSwap(String text) {
        return text != null && text.trim().toLowerCase(Locale.ROOT).startsWith("swap");
    }

    /**
     * Reads a move, checks its label against the piece on the from-point, and checks it is legal.
     *
     * @throws NotationException saying what is wrong
     */
    public static int parse(String text, Position pos) {
        String t = text == null ? "" : text.trim();
        if (t.equalsIgnoreCase(DisplayMove.PASS)) {
            return DisplayMove.parse(t, pos);
        }
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new NotationException("'" + t + "' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass");
        }
        int from = DisplayMove.parseSquare(m.group(2));
        int to = DisplayMove.parseSquare(m.group(3));
        if (m.group(1) != null) {
            char label = m.group(1).charAt(0);
            int named = PieceLetters.GAME_COURIER.piece(label);
            int actual = pos.pieceAt(from);
            if (named == Piece.NONE) {
                throw new NotationException("'" + t + "': '" + label + "' is not a Game Courier label (G F E N R C P)");
            }
            if (named != actual) {
                throw new NotationException("'" + t + "': label " + label + " (" + describe(named) + ") does not match "
                        + (actual == Piece.NONE ? "the empty point " : describe(actual) + " on ") + point(from));
            }
        }
        Refusal.of(pos, from, to).ifPresent(r -> {
            throw new NotationException("'" + t + "': " + r.message(GameCourierMove::point));
        });
        return Move.of(from, to);
    }

    private static String point(int sq) {
        return DisplayMove.square(sq).toLowerCase(Locale.ROOT);
    }

    private static String describe(int piece) {
        String colour = Piece.side(piece) == Side.HAN ? "Red" : "Green";
        return colour + " " + Piece.type(piece).name().toLowerCase(Locale.ROOT);
    }
}
