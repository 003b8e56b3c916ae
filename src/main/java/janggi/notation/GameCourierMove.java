package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Side;
import janggi.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves as Game Courier's Janggi preset logs them: {@code e1-e2}, optionally with the piece's
 * label first ({@code G e1-e2}), and {@code pass}; and the opening {@code swap} of a horse and
 * an elephant ({@code swap b0 c0}), which is a setup choice rather than a move and is read by
 * {@link #parseSwaps} for the record layer.
 *
 * <p>Coordinates, derived from the preset's text (docs/rules.md, Coordinates): its example
 * {@code G e1-e2} moves the Red general from e1 to e2, and the Red general starts in the
 * centre of its palace, so the palace's middle row is 1 and rows count from 0 with Red
 * (Han) at the bottom: Game Courier's points are the display points ({@link DisplaySquare})
 * in small letters, files a-i and ranks 0-9. Labels ({@link PieceLetters#GAME_COURIER}) are
 * capitals for Red (Han) and small letters for Green (Cho). The preset asks for a swap's two
 * points in alphabetical order, hence {@code swap b0 c0}, never {@code swap c0 b0}. (Its
 * other way to swap, moving a horse onto an elephant on the first turn, looks like an
 * ordinary move and is also left to the record layer.)
 */
public final class GameCourierMove {
    private static final Pattern MOVE = Pattern.compile("(?:(\\S+)\\s+)?([^\\s-]{2})\\s*-\\s*([^\\s-]{2})");
    private static final Pattern SWAP = Pattern.compile("(?i:swap)\\s+(\\S\\S)\\s+(\\S\\S)");
    private static final String SWAP_WORD = "swap";

    private GameCourierMove() {}

    /**
     * An opening swap of the pieces on two points, {@code first} before {@code second} in
     * alphabetical order of their names.
     */
    public record Swap(int first, int second) {
        @Override
        public String toString() {
            return SWAP_WORD + " " + square(first) + " " + square(second);
        }
    }

    /** Game Courier's name of a point, e.g. {@code e1} for the Han general's start. */
    public static String square(int sq) {
        return DisplaySquare.name(sq).toLowerCase(Locale.ROOT);
    }

    /** {@code e1-e2}, or {@code pass}. */
    public static String of(int move) {
        if (move == Move.NONE) {
            throw new IllegalArgumentException("Move.NONE is no move and has no notation");
        }
        return Move.isPass(move) ? DisplayMove.PASS : square(Move.from(move)) + "-" + square(Move.to(move));
    }

    /**
     * With the moving piece's label: {@code G e1-e2}, or {@code pass}.
     *
     * @throws IllegalArgumentException if the from-point of {@code move} is empty in {@code pos}
     */
    public static String withLabel(int move, Position pos) {
        if (move == Move.NONE || Move.isPass(move)) {
            return of(move);
        }
        return PieceLetters.GAME_COURIER.letter(pos.pieceAt(Move.from(move))) + " " + of(move);
    }

    /** Whether the text is a {@code swap} command (well formed or not): its first word is {@code swap}. */
    public static boolean isSwap(String text) {
        if (text == null) {
            return false;
        }
        String t = text.strip();
        return t.regionMatches(true, 0, SWAP_WORD, 0, SWAP_WORD.length())
                && (t.length() == SWAP_WORD.length() || Character.isWhitespace(t.charAt(SWAP_WORD.length())));
    }

    /**
     * Reads one turn of swaps: {@code swap b0 c0}, or several joined by {@code ;} as Game
     * Courier joins the moves of one turn ({@code swap b0 c0; swap g0 h0}). Only the form is
     * checked: two points, different, in alphabetical order.
     *
     * @throws NotationException saying what is wrong
     */
    public static List<Swap> parseSwaps(String text) {
        String all = text == null ? "" : text.strip();
        List<Swap> out = new ArrayList<>();
        for (String part : all.split(";", -1)) {
            String t = part.strip();
            Matcher m = SWAP.matcher(t);
            if (!m.matches()) {
                throw new NotationException("courier_move.not_a_swap", t);
            }
            int a = DisplaySquare.parse(t, m.start(1), t, true);
            int b = DisplaySquare.parse(t, m.start(2), t, true);
            if (a == b) {
                throw new NotationException("courier_move.swap_with_itself", t);
            }
            if (square(a).compareTo(square(b)) > 0) {
                throw new NotationException("courier_move.swap_order", t, new Swap(b, a));
            }
            out.add(new Swap(a, b));
        }
        return out;
    }

    /**
     * Reads a move, checks its label (if any) against the piece on the from-point, and checks
     * that the move is legal.
     *
     * @throws NotationException saying what is wrong
     */
    public static int parse(String text, Position pos) {
        String t = text == null ? "" : text.strip();
        if (t.equalsIgnoreCase(DisplayMove.PASS)) {
            return legal(t, DisplayMove.Shape.PASS.move(pos), pos);
        }
        if (isSwap(t)) {
            throw new NotationException("courier_move.swap_not_move", t);
        }
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw new NotationException("courier_move.not_a_move", t);
        }
        int from = DisplaySquare.parse(t, m.start(2), t, true);
        int to = DisplaySquare.parse(t, m.start(3), t, true);
        if (from == to) {
            throw new NotationException("courier_move.nowhere", t);
        }
        if (m.group(1) != null) {
            checkLabel(t, m.group(1), from, pos);
        }
        return legal(t, Move.of(from, to), pos);
    }

    private static void checkLabel(String t, String label, int from, Position pos) {
        int named = label.length() == 1 ? PieceLetters.GAME_COURIER.piece(label.charAt(0)) : Piece.NONE;
        if (named == Piece.NONE) {
            throw new NotationException("courier_move.not_a_label", t, label, PieceLetters.GAME_COURIER.list());
        }
        int actual = pos.pieceAt(from);
        if (actual == Piece.NONE) {
            throw new NotationException("courier_move.label_on_empty", t, label, describe(named), square(from));
        }
        if (named != actual) {
            throw new NotationException(
                    "courier_move.label_mismatch",
                    t,
                    label,
                    describe(named),
                    describe(actual),
                    square(from),
                    PieceLetters.GAME_COURIER.letter(actual));
        }
    }

    private static int legal(String t, int move, Position pos) {
        Refusal.of(pos, Move.from(move), Move.to(move)).ifPresent(r -> {
            throw NotationException.quoting(t, RuleWords.refusal(r, GameCourierMove::square));
        });
        return move;
    }

    /** In Game Courier's words, e.g. "Red general" (Red is Han, Green is Cho). */
    private static Message describe(int piece) {
        return new Message(
                Piece.side(piece) == Side.HAN ? "courier_move.red" : "courier_move.green",
                RuleWords.piece(Piece.type(piece)));
    }
}
