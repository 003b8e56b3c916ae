package janggi.engine;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import java.util.Arrays;

/**
 * Static evaluation in centipawns from the side to move: material, piece placement, mobility
 * (see {@link Mobility}), and the safety of each general's palace.
 *
 * <p>Material follows the counting points scaled by 100 (chariot 13, cannon 7, horse 5,
 * elephant 3, guard 3, soldier 2); a cannon loses value as the board empties, since it needs
 * screens. Placement tables are written from each side's own point of view ({@code rank} 0 =
 * its back rank) and are symmetric in the files.
 */
public final class Evaluator {
    static final int[] VALUE = {0, 300, 300, 500, 1300, 700, 200};

    private static final int GENERAL = PieceType.GENERAL.ordinal();
    private static final int GUARD = PieceType.GUARD.ordinal();
    private static final int CHARIOT = PieceType.CHARIOT.ordinal();
    private static final int CANNON = PieceType.CANNON.ordinal();
    private static final int SOLDIER = PieceType.SOLDIER.ordinal();

    /** Per piece type and side: placement bonus per square. */
    private static final int[][][] PLACEMENT = new int[7][2][Square.COUNT];
    /** Cannon value lost for each officer (not soldier or general) fewer than twelve on the board. */
    private static final int CANNON_LOSS_PER_MISSING_OFFICER = 20;
    private static final int GUARD_BESIDE_GENERAL = 15;
    private static final int CHARIOT_NEAR_ENEMY_GENERAL = 40;
    private static final int PIECE_NEAR_ENEMY_GENERAL = 20;
    /** Fairy-Stockfish's king-attack weights: rook 44, and 40 for pieces that chess lacks. */
    private static final int CHARIOT_ATTACK_WEIGHT = 44;
    private static final int ATTACK_WEIGHT = 40;
    private static final int PALACE_HIT = 30;

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int side = 0; side < 2; side++) {
                int r = side == 0 ? Square.rank(sq) : Square.RANKS - 1 - Square.rank(sq);
                int f = Square.file(sq);
                int centre = 4 - Math.abs(f - 4);
                boolean enemyPalace = f >= 3 && f <= 5 && r >= 7;
                PLACEMENT[SOLDIER][side][sq] = r <= 3 ? 0
                        : (r - 3) * 8 + centre * 3 + (enemyPalace ? 25 : 0) - (r == 9 ? 30 : 0);
                PLACEMENT[PieceType.HORSE.ordinal()][side][sq] = centre * 6 + Math.min(r, 6) * 5 - (r == 0 ? 15 : 0);
                PLACEMENT[PieceType.ELEPHANT.ordinal()][side][sq] = centre * 3 + Math.min(r, 4) * 3;
                PLACEMENT[CHARIOT][side][sq] = centre * 2 + (r >= 6 ? 10 : 0);
                PLACEMENT[CANNON][side][sq] = (f >= 3 && f <= 5 ? 10 : 0) + (r >= 7 ? 10 : 0);
                PLACEMENT[GENERAL][side][sq] = (f == 4 ? 10 : 0) + (r == 1 ? 5 : 0);
                PLACEMENT[GUARD][side][sq] = f == 4 || r == 0 ? 5 : 0;
            }
        }
    }

    /** Scratch space for one evaluation at a time, kept to spare the allocations in the search's hottest call. */
    private final int[] palaceAttackers = new int[2];
    private final int[] palaceAttackWeight = new int[2];
    private final int[] palaceHits = new int[2];

    public int evaluate(Position pos) {
        int choGeneral = pos.generalSquare(Side.CHO);
        int hanGeneral = pos.generalSquare(Side.HAN);
        int cho = 0;
        int officers = 0;
        int cannonBalance = 0;
        Arrays.fill(palaceAttackers, 0);
        Arrays.fill(palaceAttackWeight, 0);
        Arrays.fill(palaceHits, 0);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = pos.pieceAt(sq);
            if (p == Piece.NONE) {
                continue;
            }
            int type = Piece.type(p).ordinal();
            int side = Piece.side(p).ordinal();
            int sign = side == 0 ? 1 : -1;
            int s = VALUE[type] + PLACEMENT[type][side][sq];
            if (Mobility.scanned(type)) {
                int scan = Mobility.scan(pos, type, sq, side == 0 ? Side.HAN : Side.CHO);
                s += Mobility.bonus(type, scan & Mobility.REACH_MASK);
                int hits = scan >>> Mobility.HITS_SHIFT;
                if (hits > 0) {
                    palaceAttackers[side]++;
                    palaceAttackWeight[side] += type == CHARIOT ? CHARIOT_ATTACK_WEIGHT : ATTACK_WEIGHT;
                    palaceHits[side] += hits;
                }
            }
            if (type != SOLDIER && type != GENERAL) {
                officers++;
            }
            if (type == CANNON) {
                cannonBalance += sign;
            }
            int ownGeneral = side == 0 ? choGeneral : hanGeneral;
            int enemyGeneral = side == 0 ? hanGeneral : choGeneral;
            if (type == GUARD) {
                if (distance(sq, ownGeneral) <= 1) {
                    s += GUARD_BESIDE_GENERAL;
                }
            } else if (type != GENERAL && distance(sq, enemyGeneral) <= 2) {
                s += type == CHARIOT ? CHARIOT_NEAR_ENEMY_GENERAL : PIECE_NEAR_ENEMY_GENERAL;
            }
            cho += sign * s;
        }
        cho -= cannonBalance * Math.max(0, 12 - officers) * CANNON_LOSS_PER_MISSING_OFFICER;
        cho += palaceDanger(palaceAttackers[0], palaceAttackWeight[0], palaceHits[0])
                - palaceDanger(palaceAttackers[1], palaceAttackWeight[1], palaceHits[1]);
        return pos.sideToMove() == Side.CHO ? cho : -cho;
    }

    /**
     * What the attack on one palace is worth to the attacker, after Fairy-Stockfish's king
     * danger: one piece alone is no attack, and the danger grows with the square of the
     * attacking pieces' weights plus {@value #PALACE_HIT} per palace point they reach.
     */
    private static int palaceDanger(int attackers, int weight, int hits) {
        if (attackers < 2) {
            return 0;
        }
        int units = attackers * weight + PALACE_HIT * hits;
        return Math.min(units * units / 4096, 1000);
    }

    private static int distance(int a, int b) {
        return Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
    }
}
