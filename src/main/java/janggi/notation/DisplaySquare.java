package janggi.notation;

import janggi.core.Square;

/**
 * Roleigh Martin's display coordinates, the ones players see and type: files {@code A}-{@code I}
 * left to right, rows {@code 0}-{@code 9} bottom to top, Han at the bottom (rows 0-3) and Cho at
 * the top (rows 6-9).
 *
 * <p>They are a vertical mirror of the interchange coordinates that {@link Square} encodes:
 * display (file F, row r) is interchange (file f, rank 10 - r), so with {@link Square}'s rank
 * index (0-9 for ranks 1-10) the display row is {@code 9 - rank}. Display {@code E1} (the Han
 * general's start) is interchange {@code e9}; display {@code E8} (Cho's general) is {@code e2}.
 * This class is the one place that mirror is written down.
 */
public final class DisplaySquare {
    private DisplaySquare() {}

    /** The point at display file {@code file} (0 = A) and display row {@code row} (0 = Han's back row). */
    public static int of(int file, int row) {
        if (file < 0 || file >= Square.FILES || row < 0 || row >= Square.RANKS) {
            throw new IllegalArgumentException("no display point at file " + file + ", row " + row);
        }
        return Square.of(file, Square.RANKS - 1 - row);
    }

    /** Display file of a point, 0 = A. */
    public static int file(int square) {
        return Square.file(square);
    }

    /** Display row of a point, 0 = Han's back row. */
    public static int row(int square) {
        return Square.RANKS - 1 - Square.rank(square);
    }

    /** The name of a point in capitals, e.g. {@code E1}. */
    public static String name(int square) {
        return "" + (char) ('A' + file(square)) + row(square);
    }

    /** Reads a point such as {@code E1} or {@code e1}, surrounding spaces allowed. */
    public static int parse(String text) {
        String t = text == null ? "" : text.strip();
        if (t.length() != 2) {
            throw new NotationException("point.not_a_point", t);
        }
        return parse(t, 0, t);
    }

    /**
     * Reads the point at {@code at} in {@code text}; a bad character is reported with its
     * position (1-based) in {@code text}, which the message quotes.
     */
    static int parse(String text, int at, String quoted) {
        return parse(text, at, quoted, false);
    }

    /** As {@link #parse(String, int, String)}; with {@code gameCourier}, messages speak of files a-i and ranks 0-9. */
    static int parse(String text, int at, String quoted, boolean gameCourier) {
        char f = text.charAt(at);
        char r = text.charAt(at + 1);
        int file = f >= 'A' && f <= 'I' ? f - 'A' : f >= 'a' && f <= 'i' ? f - 'a' : -1;
        if (file < 0) {
            throw new NotationException("point.not_a_file", quoted, f, at + 1, gameCourier ? "a-i" : "A-I");
        }
        if (r < '0' || r > '9') {
            throw new NotationException(gameCourier ? "point.not_a_rank" : "point.not_a_row", quoted, r, at + 2);
        }
        return of(file, r - '0');
    }
}
