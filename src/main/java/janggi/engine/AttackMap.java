package janggi.engine;

import janggi.core.Palace;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Points;
import janggi.core.Square;
import java.util.Arrays;
import java.util.Comparator;
import java.util.stream.IntStream;

/**
 * The points each side attacks, per piece type, filled while the evaluation scans the pieces:
 * a piece attacked by a cheaper one, or attacked and not defended, is under threat.
 *
 * <p>A set of points is two longs, low and high, as {@link Points} describes them.
 */
final class AttackMap {
    /** Value of the general as an attacker: it defends and captures, but costs the game if lost. */
    static final int GENERAL_VALUE = 5000;

    private static final int SOLDIER = PieceType.SOLDIER.ordinal();
    private static final int GENERAL = PieceType.GENERAL.ordinal();

    /** The piece types from the cheapest attacker to the dearest (by {@link Evaluator#VALUE}, the general last). */
    private static final int[] BY_VALUE;
    /** Per side and point: the points a soldier there attacks, forward and sideways (palace diagonals add little to threats). */
    private static final long[][] SOLDIER_LOW = new long[2][Square.COUNT];

    private static final long[][] SOLDIER_HIGH = new long[2][Square.COUNT];
    /** Per point: the points a guard or general there attacks along the palace lines. */
    private static final long[] STEPS_LOW = new long[Square.COUNT];

    private static final long[] STEPS_HIGH = new long[Square.COUNT];

    static {
        int[] value = Evaluator.VALUE.clone();
        value[PieceType.GENERAL.ordinal()] = GENERAL_VALUE;
        BY_VALUE = IntStream.range(0, 7)
                .boxed()
                .sorted(Comparator.comparingInt(t -> value[t]))
                .mapToInt(Integer::intValue)
                .toArray();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int side = 0; side < 2; side++) {
                int file = Square.file(sq);
                int forward = Square.rank(sq) + (side == 0 ? 1 : -1);
                if (forward >= 0 && forward < Square.RANKS) {
                    set(SOLDIER_LOW[side], SOLDIER_HIGH[side], sq, Square.of(file, forward));
                }
                if (file > 0) {
                    set(SOLDIER_LOW[side], SOLDIER_HIGH[side], sq, sq - 1);
                }
                if (file < Square.FILES - 1) {
                    set(SOLDIER_LOW[side], SOLDIER_HIGH[side], sq, sq + 1);
                }
            }
            for (int to : Palace.lineSteps(sq)) {
                set(STEPS_LOW, STEPS_HIGH, sq, to);
            }
        }
    }

    private static void set(long[] low, long[] high, int index, int sq) {
        low[index] |= Points.lowBit(sq);
        high[index] |= Points.highBit(sq);
    }

    /** Per side and piece type (by {@link Piece#code(int, int)}): the points its pieces of that type attack. */
    private final long[] low = new long[Piece.CODES];

    private final long[] high = new long[Piece.CODES];
    /** Per side and piece type: the points its pieces of that type stand on. */
    private final long[] piecesLow = new long[Piece.CODES];

    private final long[] piecesHigh = new long[Piece.CODES];
    /** Per side: the points any of its pieces attacks, filled by {@link #threatBalance}. */
    private final long[] anyLow = new long[2];

    private final long[] anyHigh = new long[2];

    void clear() {
        Arrays.fill(low, 0);
        Arrays.fill(high, 0);
        Arrays.fill(piecesLow, 0);
        Arrays.fill(piecesHigh, 0);
    }

    /** Records a piece of {@code side} and {@code type} standing on {@code sq}. */
    void piece(int side, int type, int sq) {
        set(piecesLow, piecesHigh, Piece.code(side, type), sq);
    }

    void add(int side, int type, long lo, long hi) {
        low[Piece.code(side, type)] |= lo;
        high[Piece.code(side, type)] |= hi;
    }

    /** Records the attacks of a soldier, guard or general of {@code side} on {@code sq}. */
    void addSteps(int side, int type, int sq) {
        if (type == SOLDIER) {
            add(side, type, SOLDIER_LOW[side][sq], SOLDIER_HIGH[side][sq]);
        } else {
            add(side, type, STEPS_LOW[sq], STEPS_HIGH[sq]);
        }
    }

    /**
     * Once every piece is recorded: what the threats to Han's pieces cost Han less what those to
     * Cho's cost Cho (generals aside). A piece attacked by a cheaper enemy piece costs
     * {@code byCheaper[type]}; one attacked by no cheaper piece and not defended costs {@code hanging}.
     */
    int threatBalance(int[] byCheaper, int hanging) {
        for (int side = 0; side < 2; side++) {
            long lo = 0;
            long hi = 0;
            for (int type = 0; type < 7; type++) {
                lo |= low[Piece.code(side, type)];
                hi |= high[Piece.code(side, type)];
            }
            anyLow[side] = lo;
            anyHigh[side] = hi;
        }
        return threatened(1, byCheaper, hanging) - threatened(0, byCheaper, hanging);
    }

    /** What the threats to {@code side}'s pieces cost it, once {@link #anyLow} and {@link #anyHigh} are filled. */
    private int threatened(int side, int[] byCheaper, int hanging) {
        int enemy = 1 - side;
        int cost = 0;
        // Enemy attacks by the types cheaper than the one at hand: the types in order of value.
        long cheaperLow = 0;
        long cheaperHigh = 0;
        for (int type : BY_VALUE) {
            int own = Piece.code(side, type);
            long hitLow = piecesLow[own] & anyLow[enemy];
            long hitHigh = piecesHigh[own] & anyHigh[enemy];
            if ((hitLow | hitHigh) != 0 && type != GENERAL) {
                long byCheaperLow = hitLow & cheaperLow;
                long byCheaperHigh = hitHigh & cheaperHigh;
                cost += byCheaper[type] * Points.count(byCheaperLow, byCheaperHigh)
                        + hanging
                                * Points.count(
                                        hitLow & ~byCheaperLow & ~anyLow[side],
                                        hitHigh & ~byCheaperHigh & ~anyHigh[side]);
            }
            int theirs = Piece.code(enemy, type);
            cheaperLow |= low[theirs];
            cheaperHigh |= high[theirs];
        }
        return cost;
    }
}
