package janggi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Arrays;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * Point sets as two longs: points 0-63 in the low word, 64-89 in the high one. The runs that
 * matter most cross from one word to the other, as the g-file does between g7 (60) and g8 (69).
 */
class PointsTest {
    /** The set of {@code points}, as the two words of an array. */
    private static long[] setOf(int... points) {
        long[] words = new long[Points.WORDS];
        for (int sq : points) {
            Points.add(words, 0, sq);
        }
        return words;
    }

    /** The points of the set in ascending order, by the loop {@link Points#lowest} describes. */
    private static int[] inOrder(long[] set) {
        int[] out = new int[Square.COUNT];
        int n = 0;
        for (int word = 0; word < Points.WORDS; word++) {
            for (long bits = set[word]; bits != 0; bits &= bits - 1) {
                out[n++] = Points.lowest(word, bits);
            }
        }
        return Arrays.copyOf(out, n);
    }

    @Test
    void point63EndsTheLowWordAndPoint64StartsTheHighOne() {
        long[] set = setOf(63, 64);
        assertEquals(1L << 63, set[0]);
        assertEquals(1L, set[1]);
        assertEquals(set[0], Points.lowBit(63));
        assertEquals(set[1], Points.highBit(64));
        assertEquals(0, Points.highBit(63));
        assertEquals(0, Points.lowBit(64));
        assertArrayEquals(new int[] {63, 64}, inOrder(set));
        assertEquals(63, Points.first(set[0], set[1]));
        assertEquals(64, Points.last(set[0], set[1]));
    }

    @Test
    void aRunUpAFileFindsItsNearestPieceFirstAndARunDownLast() {
        // Up the g-file from g7 (60): g8 69, g9 78, g10 87, all in the high word.
        long[] up = setOf(69, 78, 87);
        assertEquals(69, Points.first(up[0], up[1]));
        // Down the g-file from g8 (69): g7 60 down to g1 6, all in the low word; the nearest is the highest.
        long[] down = setOf(60, 51, 42, 33, 24, 15, 6);
        assertEquals(60, Points.last(down[0], down[1]));
        // A file with pieces on both sides of the words' seam: the lowest is in the low word, the highest in the high
        // one.
        long[] both = setOf(6, 60, 69, 87);
        assertEquals(6, Points.first(both[0], both[1]));
        assertEquals(87, Points.last(both[0], both[1]));
    }

    @Test
    void anEmptySetHasNoFirstNorLastPointAndNothingToVisit() {
        assertEquals(Square.NONE, Points.first(0, 0));
        assertEquals(Square.NONE, Points.last(0, 0));
        assertArrayEquals(new int[0], inOrder(setOf()));
    }

    @Test
    void iterationVisitsEveryPointOnceInAscendingOrder() {
        int[] points = {0, 1, 62, 63, 64, 65, 88, 89};
        assertArrayEquals(points, inOrder(setOf(points)));
        int[] all = IntStream.range(0, Square.COUNT).toArray();
        long[] board = setOf(all);
        assertArrayEquals(all, inOrder(board));
        assertEquals(Square.COUNT, Points.count(board[0], board[1]));
        assertEquals(0, Points.first(board[0], board[1]));
        assertEquals(Square.COUNT - 1, Points.last(board[0], board[1]));
    }

    @Test
    void aPointRemovedIsNoLongerVisitedOrCounted() {
        long[] set = setOf(5, 63, 64, 80);
        assertEquals(4, Points.count(set[0], set[1]));
        Points.remove(set, 0, 63);
        Points.remove(set, 0, 80);
        assertEquals(2, Points.count(set[0], set[1]));
        assertArrayEquals(new int[] {5, 64}, inOrder(set));
    }

    @Test
    void aSetInsideALargerArrayKeepsToItsOwnTwoWords() {
        long[] perSide = new long[2 * Points.WORDS];
        Points.add(perSide, Points.WORDS, 70);
        Points.add(perSide, 0, 3);
        assertArrayEquals(new long[] {Points.lowBit(3), 0, 0, Points.highBit(70)}, perSide);
    }
}
