package janggi.core;

/**
 * Points of the 9 x 10 board as ints.
 *
 * <p>Encoding: {@code square = rank * 9 + file}, with {@code file} 0..8 for interchange files
 * a..i and {@code rank} 0..9 for interchange ranks 1..10 (Cho's back rank is rank 0). This is
 * Fairy-Stockfish's orientation; the display coordinates of Roleigh Martin (rows 0-9 with Han
 * at the bottom) are a vertical mirror and live in the notation package.
 */
public final class Square {
    public static final int FILES = 9;
    public static final int RANKS = 10;
    public static final int COUNT = FILES * RANKS;
    public static final int NONE = -1;

    private Square() {}

    public static int of(int file, int rank) {
        return rank * FILES + file;
    }

    public static int file(int square) {
        return square % FILES;
    }

    public static int rank(int square) {
        return square / FILES;
    }

    public static boolean onBoard(int file, int rank) {
        return file >= 0 && file < FILES && rank >= 0 && rank < RANKS;
    }
}
