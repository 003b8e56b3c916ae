package janggi.core;

/**
 * Sets of the board's 90 points as two longs, so that a loop over the pieces or the points a
 * piece reaches skips the empty points at once, and a whole set is merged or compared in a few
 * instructions.
 *
 * <p>Encoding: point {@code sq} (a {@link Square}) is bit {@code sq & 63} of word {@code sq >> 6}:
 * the low word holds points 0-63, the high word points 64-89 in its bits 0-25. A set lives either
 * in two longs, low and high, or in two neighbouring entries of an array, low first ({@link #add}).
 * Every other place that keeps points this way points here.
 *
 * <p>The points of a straight run along a file or rank rise or fall with their numbers, so the
 * nearest piece on a run is the {@link #first} or {@link #last} point the run shares with the pieces.
 */
public final class Points {
    /** Longs per set. */
    public static final int WORDS = 2;

    private Points() {}

    /** The bit of point {@code sq} in the low word of a set, 0 if the high word holds it. */
    public static long lowBit(int sq) {
        return sq < 64 ? 1L << sq : 0;
    }

    /** The bit of point {@code sq} in the high word of a set (Java shifts by the distance modulo 64), 0 if the low word holds it. */
    public static long highBit(int sq) {
        return sq < 64 ? 0 : 1L << sq;
    }

    /** Adds point {@code sq} to the set held in {@code words[at]} (low) and {@code words[at + 1]} (high). */
    public static void add(long[] words, int at, int sq) {
        words[at + (sq >> 6)] |= 1L << sq;
    }

    /** Removes point {@code sq} from the set held in {@code words[at]} (low) and {@code words[at + 1]} (high). */
    public static void remove(long[] words, int at, int sq) {
        words[at + (sq >> 6)] &= ~(1L << sq);
    }

    public static int count(long low, long high) {
        return Long.bitCount(low) + Long.bitCount(high);
    }

    /** The lowest point of the set, or {@link Square#NONE} if it is empty. */
    public static int first(long low, long high) {
        if (low != 0) {
            return Long.numberOfTrailingZeros(low);
        }
        return high != 0 ? 64 + Long.numberOfTrailingZeros(high) : Square.NONE;
    }

    /** The highest point of the set, or {@link Square#NONE} if it is empty. */
    public static int last(long low, long high) {
        if (high != 0) {
            return 127 - Long.numberOfLeadingZeros(high);
        }
        return low != 0 ? 63 - Long.numberOfLeadingZeros(low) : Square.NONE;
    }

    /**
     * The lowest point among {@code bits}, word {@code word} of a set, which must not be empty. A
     * loop over a set in ascending order takes one word after the other and drops each point found:
     * {@code for (long bits = low; bits != 0; bits &= bits - 1) { int sq = lowest(0, bits); ... }},
     * then the same over {@code high} with word 1.
     */
    public static int lowest(int word, long bits) {
        return 64 * word + Long.numberOfTrailingZeros(bits);
    }
}
