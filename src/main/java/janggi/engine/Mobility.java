package janggi.engine;

import janggi.core.Leaper;
import janggi.core.Palace;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Points;
import janggi.core.Position;
import janggi.core.Rays;
import janggi.core.Side;
import janggi.core.Square;

/**
 * Mobility of chariots, cannons, horses and elephants: the points each one attacks or could move
 * to, whoever stands there (a guarded friend counts like a free point). A horse or elephant with
 * a blocked leg, or a cannon without a screen, loses the points behind the block. Palace
 * diagonals are left out: they add little and cost a lookup per piece. The same scan counts the
 * points of the enemy palace each piece reaches, for the evaluation of the generals' safety, and
 * records every point reached in the {@link AttackMap}. Chariots and cannons find the first piece
 * on each run from the position's occupancy bits rather than by stepping along it.
 *
 * <p>The bonus per count has Fairy-Stockfish's shape (its piece values are on our scale, chariot
 * about 1300): a table rising from a penalty at no mobility for the chariot, and
 * {@code w (n - 1) / (8 + n)} for the other pieces, at half its weights ({@code w} = 125). The
 * {@link Evaluator} weighs it again for each piece type and stage of the game.
 */
final class Mobility {
    private static final int CHARIOT = PieceType.CHARIOT.ordinal();
    private static final int CANNON = PieceType.CANNON.ordinal();
    private static final int HORSE = PieceType.HORSE.ordinal();
    private static final int ELEPHANT = PieceType.ELEPHANT.ordinal();

    /** Half the mean of Fairy-Stockfish's middle-game and endgame rook mobility bonuses, by count 0-14. */
    private static final int[] CHARIOT_BONUS = {-33, -11, 3, 11, 16, 20, 30, 33, 40, 42, 46, 50, 53, 54, 57};

    private static final int[] LEAPER_BONUS = new int[19];

    static {
        for (int n = 0; n < LEAPER_BONUS.length; n++) {
            LEAPER_BONUS[n] = 125 * (n - 1) / (8 + n);
        }
    }

    private Mobility() {}

    /** {@link #scan} packs the points reached in its low bits and the enemy palace points among them above. */
    static final int HITS_SHIFT = 8;

    static final int REACH_MASK = (1 << HITS_SHIFT) - 1;

    /** Per side: its palace as a {@link Points} set. */
    private static final long[] PALACE_LOW = new long[2];

    private static final long[] PALACE_HIGH = new long[2];
    /**
     * Per point and direction ({@code sq * 4 + d}, directions as {@link Rays#orthogonal}): the
     * points of the run from {@code sq} to the edge, whose first piece is the {@link Points#first}
     * or {@link Points#last} point the occupancy shares with it.
     */
    private static final long[] RUN_LOW = new long[Square.COUNT * 4];

    private static final long[] RUN_HIGH = new long[Square.COUNT * 4];
    private static final boolean[] RISING = new boolean[4];

    static {
        for (Side side : Side.values()) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                if (Palace.contains(side, sq)) {
                    PALACE_LOW[side.ordinal()] |= Points.lowBit(sq);
                    PALACE_HIGH[side.ordinal()] |= Points.highBit(sq);
                }
            }
        }
        int centre = Square.of(4, 4);
        for (int d = 0; d < 4; d++) {
            RISING[d] = Rays.orthogonal(centre)[d][0] > centre;
            for (int sq = 0; sq < Square.COUNT; sq++) {
                for (int to : Rays.orthogonal(sq)[d]) {
                    RUN_LOW[sq * 4 + d] |= Points.lowBit(to);
                    RUN_HIGH[sq * 4 + d] |= Points.highBit(to);
                }
            }
        }
    }

    /** Whether {@link #scan} knows how the piece type moves. */
    static boolean scanned(int type) {
        return type == CHARIOT || type == CANNON || type == HORSE || type == ELEPHANT;
    }

    /**
     * Points the piece of a {@link #scanned} type and {@code side} on {@code sq} reaches, and those
     * in the enemy palace, packed; the points reached are also recorded in {@code attacks}.
     * {@code occupiedLow} and {@code occupiedHigh} are the position's {@link Position#occupiedBits}.
     */
    static int scan(Position pos, int type, int side, int sq, long occupiedLow, long occupiedHigh, AttackMap attacks) {
        long lo = 0;
        long hi = 0;
        if (type == CHARIOT || type == CANNON) {
            for (int d = 0; d < 4; d++) {
                int run = sq * 4 + d;
                int first = firstPiece(run, d, occupiedLow, occupiedHigh);
                // A run less the run beyond its first piece: the points up to and including that piece.
                if (type == CHARIOT) {
                    lo |= RUN_LOW[run] ^ (first == Square.NONE ? 0 : RUN_LOW[first * 4 + d]);
                    hi |= RUN_HIGH[run] ^ (first == Square.NONE ? 0 : RUN_HIGH[first * 4 + d]);
                } else if (first != Square.NONE && !isCannon(pos.pieceAt(first))) {
                    // Past the screen, up to and including the next piece, unless that is a cannon.
                    int beyond = first * 4 + d;
                    int next = firstPiece(beyond, d, occupiedLow, occupiedHigh);
                    long runLow = RUN_LOW[beyond];
                    long runHigh = RUN_HIGH[beyond];
                    if (next != Square.NONE) {
                        runLow ^= RUN_LOW[next * 4 + d];
                        runHigh ^= RUN_HIGH[next * 4 + d];
                        if (isCannon(pos.pieceAt(next))) {
                            runLow &= ~Points.lowBit(next);
                            runHigh &= ~Points.highBit(next);
                        }
                    }
                    lo |= runLow;
                    hi |= runHigh;
                }
            }
        } else {
            // Leaper lists the two routes through each first leg one after the other, so a blocked leg closes both.
            Leaper leaper = type == HORSE ? Leaper.HORSE : Leaper.ELEPHANT;
            int[] routes = leaper.routesEndToEnd(sq);
            int routeLength = leaper.routeLength();
            int last = routeLength - 1;
            for (int i = 0; i < routes.length; i += routeLength) {
                if (pos.pieceAt(routes[i]) != Piece.NONE) {
                    if (i + routeLength < routes.length && routes[i + routeLength] == routes[i]) {
                        i += routeLength;
                    }
                    continue;
                }
                if (last == 1 || pos.pieceAt(routes[i + 1]) == Piece.NONE) {
                    lo |= Points.lowBit(routes[i + last]);
                    hi |= Points.highBit(routes[i + last]);
                }
            }
        }
        attacks.add(side, type, lo, hi);
        int enemy = 1 - side;
        return Points.count(lo, hi) + (Points.count(lo & PALACE_LOW[enemy], hi & PALACE_HIGH[enemy]) << HITS_SHIFT);
    }

    /** The point of the first piece on run {@code run} (direction {@code d}), or {@link Square#NONE} if it is empty. */
    private static int firstPiece(int run, int d, long occupiedLow, long occupiedHigh) {
        long lo = occupiedLow & RUN_LOW[run];
        long hi = occupiedHigh & RUN_HIGH[run];
        return RISING[d] ? Points.first(lo, hi) : Points.last(lo, hi);
    }

    /** The mobility bonus of a piece of a {@link #scanned} type that reaches {@code reach} points. */
    static int bonus(int type, int reach) {
        return type == CHARIOT ? CHARIOT_BONUS[Math.min(reach, CHARIOT_BONUS.length - 1)] : LEAPER_BONUS[reach];
    }

    private static boolean isCannon(int piece) {
        return Piece.typeIndex(piece) == CANNON;
    }
}
