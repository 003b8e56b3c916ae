package janggi.notation;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Square;

/**
 * Interchange moves as UCI engines write them: from and to point, files a-i and ranks 1-10
 * ({@code b1c3}, {@code a10a9}); a pass is the general's square to itself ({@code e2e2}).
 */
public final class UciMove {
    private UciMove() {
    }

    public static String square(int sq) {
        return "" + (char) ('a' + Square.file(sq)) + (Square.rank(sq) + 1);
    }

    public static String of(int move) {
        return square(Move.from(move)) + square(Move.to(move));
    }

    /** Reads a move in UCI form and checks that it is legal in {@code pos}. */
    public static int parse(String text, Position pos) {
        int move = parseShape(text);
        if (!pos.isLegal(move)) {
            throw new NotationException("'" + text.trim() + "' is not a legal move here");
        }
        return move;
    }

    /** Reads a move in UCI form without consulting a position. */
    public static int parseShape(String text) {
        String t = text == null ? "" : text.trim();
        int[] squares = new int[2];
        int i = 0;
        for (int k = 0; k < 2; k++) {
            if (i >= t.length() || t.charAt(i) < 'a' || t.charAt(i) > 'i') {
                throw new NotationException("'" + t + "' is not a UCI move: expected a file a-i at character " + (i + 1));
            }
            int file = t.charAt(i++) - 'a';
            int start = i;
            while (i < t.length() && Character.isDigit(t.charAt(i))) {
                i++;
            }
            int rank = start == i ? -1 : Integer.parseInt(t.substring(start, Math.min(i, start + 3)));
            if (rank < 1 || rank > Square.RANKS || i - start > 2) {
                throw new NotationException("'" + t + "' is not a UCI move: expected a rank 1-10 at character " + (start + 1));
            }
            squares[k] = Square.of(file, rank - 1);
        }
        if (i != t.length()) {
            throw new NotationException("'" + t + "' is not a UCI move: unexpected '" + t.substring(i) + "'");
        }
        return Move.of(squares[0], squares[1]);
    }
}
