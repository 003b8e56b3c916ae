package janggi.engine;

import janggi.core.Leaper;
import janggi.core.Palace;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Rays;
import janggi.core.Side;
import janggi.core.Square;
import java.util.Arrays;

/**
 * Mobility of chariots, cannons, horses and elephants: the points each one attacks or could move
 * to, whoever stands there (a guarded friend counts like a free point). A horse or elephant with
 * a blocked leg, or a cannon without a screen, loses the points behind the block. Palace
 * diagonals are left out: they add little and cost a lookup per piece. The same scan counts the
 * points of the enemy palace each piece reaches, for the evaluation of the generals' safety.
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

    private Mobility() {
    }

    /** {@link #scan} packs the points reached in its low bits and the enemy palace points among them above. */
    static final int HITS_SHIFT = 8;
    static final int REACH_MASK = (1 << HITS_SHIFT) - 1;

    /**
     * Per side, what each point adds to the scan of a piece whose enemy that side is: 1, and
     * 1 << {@link #HITS_SHIFT} more inside that side's palace. One lookup per point reached, in
     * the evaluation's hottest loop.
     */
    private static final int[][] REACH = new int[2][Square.COUNT];

    static {
        for (Side side : Side.values()) {
            for (int sq = 0; sq < Square.COUNT; sq++) {
                REACH[side.ordinal()][sq] = Palace.contains(side, sq) ? 1 + (1 << HITS_SHIFT) : 1;
            }
        }
    }

    /** Whether {@link #scan} knows how the piece type moves. */
    static boolean scanned(int type) {
        return type == CHARIOT || type == CANNON || type == HORSE || type == ELEPHANT;
    }

    /**
     * Points the piece of a {@link #scanned} type on {@code sq} reaches, and those in {@code enemy}'s
     * palace, packed; each point reached is also recorded in {@code attacks}, for the piece
     * {@link AttackMap#attacker} names.
     */
    static int scan(Position pos, int type, int sq, Side enemy, AttackMap attacks) {
        int[] reach = REACH[enemy.ordinal()];
        if (type == CHARIOT) {
            return chariot(pos, sq, reach, attacks);
        }
        if (type == CANNON) {
            return cannon(pos, sq, reach, attacks);
        }
        return type == HORSE ? leaper(pos, HORSE_ROUTES[sq], 2, reach, attacks)
                : leaper(pos, ELEPHANT_ROUTES[sq], 3, reach, attacks);
    }

    /** The mobility bonus of a piece of a {@link #scanned} type that reaches {@code reach} points. */
    static int bonus(int type, int reach) {
        return type == CHARIOT ? CHARIOT_BONUS[Math.min(reach, CHARIOT_BONUS.length - 1)] : LEAPER_BONUS[reach];
    }

    private static int reached(int to, int[] reach, AttackMap attacks) {
        attacks.hit(to);
        return reach[to];
    }

    private static int chariot(Position pos, int sq, int[] reach, AttackMap attacks) {
        int n = 0;
        for (int[] ray : Rays.orthogonal(sq)) {
            for (int to : ray) {
                n += reached(to, reach, attacks);
                if (pos.pieceAt(to) != Piece.NONE) {
                    break;
                }
            }
        }
        return n;
    }

    /** Points beyond the first screen, up to and including the next piece; cannons neither screen nor fall. */
    private static int cannon(Position pos, int sq, int[] reach, AttackMap attacks) {
        int n = 0;
        for (int[] ray : Rays.orthogonal(sq)) {
            int i = 0;
            while (i < ray.length && pos.pieceAt(ray[i]) == Piece.NONE) {
                i++;
            }
            if (i == ray.length || isCannon(pos.pieceAt(ray[i]))) {
                continue;
            }
            for (i++; i < ray.length; i++) {
                int p = pos.pieceAt(ray[i]);
                if (p != Piece.NONE) {
                    n += isCannon(p) ? 0 : reached(ray[i], reach, attacks);
                    break;
                }
                n += reached(ray[i], reach, attacks);
            }
        }
        return n;
    }

    private static boolean isCannon(int piece) {
        return Piece.type(piece) == PieceType.CANNON;
    }

    /**
     * Per leaper and square, its routes laid end to end in one array (legs, then destination,
     * {@code routeLength} points each), which the evaluation reads far faster than one array per
     * route. {@link Leaper} lists the two routes through each first leg one after the other, so a
     * blocked leg closes both.
     */
    private static final int[][] HORSE_ROUTES = flatten(Leaper.HORSE);
    private static final int[][] ELEPHANT_ROUTES = flatten(Leaper.ELEPHANT);

    private static int[][] flatten(Leaper leaper) {
        int[][] flat = new int[Square.COUNT][];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            flat[sq] = Arrays.stream(leaper.routes(sq)).flatMapToInt(Arrays::stream).toArray();
        }
        return flat;
    }

    /** @param routeLength 2 for the horse (one leg), 3 for the elephant (two legs): no leaper has more */
    private static int leaper(Position pos, int[] routes, int routeLength, int[] reach, AttackMap attacks) {
        int n = 0;
        int last = routeLength - 1;
        for (int i = 0; i < routes.length; i += routeLength) {
            if (pos.pieceAt(routes[i]) != Piece.NONE) {
                if (i + routeLength < routes.length && routes[i + routeLength] == routes[i]) {
                    i += routeLength;
                }
                continue;
            }
            if (last == 1 || pos.pieceAt(routes[i + 1]) == Piece.NONE) {
                n += reached(routes[i + last], reach, attacks);
            }
        }
        return n;
    }
}
