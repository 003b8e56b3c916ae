package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;

/**
 * Interchange moves as UCI engines write them: from and to point, files a-i and ranks 1-10
 * ({@code b1c3}, {@code a10a9}); a pass is the general's square to itself ({@code e2e2}).
 * A soldier's promotion (Korean Random Chess) is appended as in chess, the piece's FEN letter in
 * lower case: {@code a9a10r} (chariot), {@code c}, {@code n}, {@code b} (elephant, {@code e}
 * also read) or {@code a} (guard).
 */
public final class UciMove {
    private UciMove() {}

    public static String square(int sq) {
        return "" + (char) ('a' + Square.file(sq)) + (Square.rank(sq) + 1);
    }

    public static String of(int move) {
        if (move == Move.NONE) {
            throw new IllegalArgumentException("Move.NONE is no move and has no notation");
        }
        String squares = square(Move.from(move)) + square(Move.to(move));
        return Move.isPromotion(move) ? squares + promotionLetter(Move.promotion(move)) : squares;
    }

    private static char promotionLetter(PieceType type) {
        return PieceLetters.FEN.letter(Side.HAN, type);
    }

    /** The piece types a soldier may become: not a general, not a soldier. */
    static boolean promotable(PieceType type) {
        return type != PieceType.GENERAL && type != PieceType.SOLDIER;
    }

    /** Reads a move in UCI form and checks that it is legal in {@code pos}. */
    public static int parse(String text, Position pos) {
        int move = parseShape(text);
        if (!pos.isLegal(move)) {
            throw new NotationException("uci_move.illegal", text.strip());
        }
        return move;
    }

    /** Reads a move in UCI form without consulting a position. */
    public static int parseShape(String text) {
        String t = text == null ? "" : text.strip();
        int[] squares = new int[2];
        int i = 0;
        for (int k = 0; k < 2; k++) {
            if (i >= t.length() || t.charAt(i) < 'a' || t.charAt(i) > 'i') {
                throw new NotationException("uci_move.expected_file", t, i + 1);
            }
            int file = t.charAt(i++) - 'a';
            int start = i;
            while (i < t.length() && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
                i++;
            }
            // "1".."9" or "10": no leading zero, at most two digits.
            String digits = t.substring(start, i);
            int rank =
                    digits.isEmpty() || digits.length() > 2 || digits.charAt(0) == '0' ? -1 : Integer.parseInt(digits);
            if (rank < 1 || rank > Square.RANKS) {
                throw new NotationException("uci_move.expected_rank", t, start + 1);
            }
            squares[k] = Square.of(file, rank - 1);
        }
        PieceType promotion = null;
        if (i == t.length() - 1) {
            int piece = PieceLetters.FEN.piece(t.charAt(i) == 'e' ? 'b' : t.charAt(i));
            if (piece != Piece.NONE && Character.isLowerCase(t.charAt(i)) && promotable(Piece.type(piece))) {
                promotion = Piece.type(piece);
                i++;
            }
        }
        if (i != t.length()) {
            throw new NotationException(
                    i == t.length() - 1 ? "uci_move.unexpected_promotion" : "uci_move.unexpected",
                    t,
                    t.substring(i),
                    i + 1);
        }
        return promotion == null ? Move.of(squares[0], squares[1]) : Move.of(squares[0], squares[1], promotion);
    }
}
