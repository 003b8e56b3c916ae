package janggi.engine;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import java.util.Arrays;

/**
 * Static evaluation in centipawns from the side to move: material, piece placement, mobility
 * (see {@link Mobility}) and the safety of each general's palace.
 *
 * <p>Material, placement and mobility are tapered between middle game and endgame by the
 * material left on the board. Placement is read from {@link Placement}.
 *
 * <p>Every weight was fitted to Fairy-Stockfish's judgement: quiet positions from our matches
 * against it, each scored by its search, and the weights whose evaluation best predicts those
 * scores through a logistic curve; {@link Placement} scores each point. The weights other than
 * the middle-game values, the placement and the side to move's bonus were then fitted again to
 * the results of those matches and of our own (Texel tuning, twice, each time held toward the
 * weights before), which raised the endgame cannon and elephant most.
 *
 * <p>Matches, not the fit's error, decide which weights stand: a closer copy of a deeper
 * search's judgement does not suit our shallower one. See docs/engine.md, Evaluation.
 *
 * <p>The search adds the {@link Network}'s correction to this score.
 */
public final class Evaluator {
    /** Middle-game values by piece type (general, guard, elephant, horse, chariot, cannon, soldier); also the exchange values of move ordering. */
    static final int[] VALUE = {0, 312, 244, 503, 1288, 686, 200};

    private static final int[] ENDGAME_VALUE = {0, 408, 452, 463, 1460, 822, 247};
    /** Material of both sides (middle-game values) at or above which the middle-game values hold, at or below which the endgame ones do. */
    private static final int MIDGAME_MATERIAL = 13000;

    private static final int ENDGAME_MATERIAL = 3600;

    private static final int GENERAL = PieceType.GENERAL.ordinal();
    private static final int GUARD = PieceType.GUARD.ordinal();
    private static final int CHARIOT = PieceType.CHARIOT.ordinal();
    private static final int CANNON = PieceType.CANNON.ordinal();

    /** Per piece type, side and point: value plus placement, in the middle game and in the endgame. */
    private static final int[] MIDGAME = new int[Piece.CODES * Square.COUNT];

    private static final int[] ENDGAME = new int[Piece.CODES * Square.COUNT];
    /** Per piece type, in hundredths of {@link Mobility#bonus}: middle game, then endgame. */
    private static final int[] MOBILITY_MIDGAME = {0, 0, 387, 110, 224, 132, 0};

    private static final int[] MOBILITY_ENDGAME = {0, 0, 52, 568, 752, 217, 0};
    private static final int GUARD_BESIDE_GENERAL = 9;
    private static final int CHARIOT_NEAR_ENEMY_GENERAL = 46;
    private static final int PIECE_NEAR_ENEMY_GENERAL = 4;
    /** Per guard lost (of two), for each enemy chariot and cannon still on the board. */
    private static final int MISSING_GUARD_PER_ENEMY_HEAVY_PIECE = -14;
    /** Fairy-Stockfish's king-attack weights: rook 44, and 40 for pieces that chess lacks. */
    private static final int CHARIOT_ATTACK_WEIGHT = 44;

    private static final int ATTACK_WEIGHT = 40;
    private static final int PALACE_HIT = 30;
    /** Per piece type: the cost of standing attacked by a cheaper enemy piece. */
    private static final int[] THREAT_BY_CHEAPER = {0, 56, 62, 86, 137, 80, 0};
    /** The cost of a piece attacked and not defended. */
    private static final int HANGING = 78;
    /** The palace danger's weight, in hundredths. */
    private static final int PALACE_DANGER_WEIGHT = 105;
    /**
     * The side to move's bonus: the move in hand may parry a threat or carry one out first. Without
     * it the search's scores swing between odd and even depths, favouring the side that has just
     * moved. Small, a fifth of what the fit asks: a larger bonus makes the search play worse.
     */
    static final int TEMPO = 25;

    /** {@link #distance} per {@code a * Square.COUNT + b}: read twice per piece in every evaluation. */
    private static final byte[] DISTANCE = new byte[Square.COUNT * Square.COUNT];

    static {
        for (int a = 0; a < Square.COUNT; a++) {
            for (int b = 0; b < Square.COUNT; b++) {
                DISTANCE[a * Square.COUNT + b] = (byte)
                        Math.max(Math.abs(Square.file(a) - Square.file(b)), Math.abs(Square.rank(a) - Square.rank(b)));
            }
        }
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int side = 0; side < 2; side++) {
                int rank = side == 0 ? Square.rank(sq) : Square.RANKS - 1 - Square.rank(sq);
                int file = 4 - Math.abs(Square.file(sq) - 4);
                for (int type = 0; type < 7; type++) {
                    int at = Piece.code(side, type) * Square.COUNT + sq;
                    MIDGAME[at] = VALUE[type] + Placement.BONUS[0][type][rank][file];
                    ENDGAME[at] = ENDGAME_VALUE[type] + Placement.BONUS[1][type][rank][file];
                }
            }
        }
    }

    /** Scratch space for one evaluation at a time, kept to spare the allocations in the search's hottest call. */
    private final int[] palaceAttackers = new int[2];

    private final int[] palaceAttackWeight = new int[2];
    private final int[] palaceHits = new int[2];
    private final int[] guards = new int[2];
    private final int[] heavyPieces = new int[2];
    private final AttackMap attacks = new AttackMap();
    /** The points holding a piece, generals included. */
    private final int[] pieces = new int[Square.COUNT];

    /**
     * Evaluations already made, by position key: iterative deepening and transpositions bring
     * the search back to the same positions again and again, and evaluating is a third of its time.
     * Each entry is one long, so that a lookup touches one cache line: the key's upper bits
     * ({@link #CACHE_KEY_BITS}) over the score, which fits in the low 16 bits with an offset.
     */
    private static final int CACHE_SIZE = 1 << 16;

    private static final long CACHE_KEY_BITS = -1L << 16;
    private static final int SCORE_OFFSET = 1 << 15;
    private final long[] cache = new long[CACHE_SIZE];

    public int evaluate(Position pos) {
        long key = pos.key();
        int slot = (int) key & (CACHE_SIZE - 1);
        long entry = cache[slot];
        if ((entry & CACHE_KEY_BITS) == (key & CACHE_KEY_BITS) && entry != 0) {
            return (int) (entry & ~CACHE_KEY_BITS) - SCORE_OFFSET;
        }
        int score = evaluateAfresh(pos);
        cache[slot] = (key & CACHE_KEY_BITS) | (score + SCORE_OFFSET);
        return score;
    }

    /** The threats' share of the last fresh evaluation, for Cho. */
    private int threatBalance;

    /** The threats' share of the evaluation of {@code pos}, for Cho. */
    int threats(Position pos) {
        evaluateAfresh(pos);
        return threatBalance;
    }

    private int evaluateAfresh(Position pos) {
        int choGeneral = pos.generalSquare(Side.CHO);
        int hanGeneral = pos.generalSquare(Side.HAN);
        int cho = 0;
        int material = 0;
        int midgameBalance = 0;
        int endgameBalance = 0;
        Arrays.fill(palaceAttackers, 0);
        Arrays.fill(palaceAttackWeight, 0);
        Arrays.fill(palaceHits, 0);
        Arrays.fill(guards, 0);
        Arrays.fill(heavyPieces, 0);
        attacks.clear();
        long occupiedLow = pos.occupiedBits(0);
        long occupiedHigh = pos.occupiedBits(1);
        int pieceCount = pos.occupiedPoints(pieces);
        for (int k = 0; k < pieceCount; k++) {
            int sq = pieces[k];
            int p = pos.pieceAt(sq);
            int type = Piece.typeIndex(p);
            int side = Piece.sideIndex(p);
            int sign = side == 0 ? 1 : -1;
            material += VALUE[type];
            int midgame = MIDGAME[p * Square.COUNT + sq];
            int endgame = ENDGAME[p * Square.COUNT + sq];
            int s = 0;
            attacks.piece(side, type, sq);
            if (!Mobility.scanned(type)) {
                attacks.addSteps(side, type, sq);
            } else {
                int scan = Mobility.scan(pos, type, side, sq, occupiedLow, occupiedHigh, attacks);
                int bonus = Mobility.bonus(type, scan & Mobility.REACH_MASK);
                midgame += bonus * MOBILITY_MIDGAME[type] / 100;
                endgame += bonus * MOBILITY_ENDGAME[type] / 100;
                int hits = scan >>> Mobility.HITS_SHIFT;
                if (hits > 0) {
                    palaceAttackers[side]++;
                    palaceAttackWeight[side] += type == CHARIOT ? CHARIOT_ATTACK_WEIGHT : ATTACK_WEIGHT;
                    palaceHits[side] += hits;
                }
            }
            midgameBalance += sign * midgame;
            endgameBalance += sign * endgame;
            int ownGeneral = side == 0 ? choGeneral : hanGeneral;
            int enemyGeneral = side == 0 ? hanGeneral : choGeneral;
            if (type == GUARD) {
                guards[side]++;
                if (distance(sq, ownGeneral) <= 1) {
                    s += GUARD_BESIDE_GENERAL;
                }
            } else if (type != GENERAL && distance(sq, enemyGeneral) <= 2) {
                s += type == CHARIOT ? CHARIOT_NEAR_ENEMY_GENERAL : PIECE_NEAR_ENEMY_GENERAL;
            }
            if (type == CHARIOT || type == CANNON) {
                heavyPieces[side]++;
            }
            cho += sign * s;
        }
        int midgame = Math.max(0, Math.min(material, MIDGAME_MATERIAL) - ENDGAME_MATERIAL);
        int range = MIDGAME_MATERIAL - ENDGAME_MATERIAL;
        cho += (midgameBalance * midgame + endgameBalance * (range - midgame)) / range;
        cho += palaceDanger(palaceAttackers[0], palaceAttackWeight[0], palaceHits[0])
                - palaceDanger(palaceAttackers[1], palaceAttackWeight[1], palaceHits[1]);
        cho += MISSING_GUARD_PER_ENEMY_HEAVY_PIECE
                * (Math.max(0, 2 - guards[0]) * heavyPieces[1] - Math.max(0, 2 - guards[1]) * heavyPieces[0]);
        threatBalance = attacks.threatBalance(THREAT_BY_CHEAPER, HANGING);
        cho += threatBalance;
        return (pos.sideToMove() == Side.CHO ? cho : -cho) + TEMPO;
    }

    /**
     * What the attack on one palace is worth to the attacker, after Fairy-Stockfish's king
     * danger: one piece alone is no attack, and the danger grows with the square of the
     * attacking pieces' weights plus {@value #PALACE_HIT} per palace point they reach.
     *
     * <p>It is far milder than Fairy-Stockfish's. A copy of its king danger (safe and unsafe
     * checks, weak points around the general) predicts its king-safety scores better but plays
     * worse in our search, as do safe checks alone.
     */
    private static int palaceDanger(int attackers, int weight, int hits) {
        return unweightedPalaceDanger(attackers, weight, hits) * PALACE_DANGER_WEIGHT / 100;
    }

    /** {@link #palaceDanger} before its weight: the feature the weight multiplies, which EvalTuner fits. */
    static int unweightedPalaceDanger(int attackers, int weight, int hits) {
        if (attackers < 2) {
            return 0;
        }
        int units = attackers * weight + PALACE_HIT * hits;
        return Math.min(units * units / 4096, 1000);
    }

    /** Steps between two points for a piece that moves one point any way, as the palace terms count it. */
    static int distance(int a, int b) {
        return DISTANCE[a * Square.COUNT + b];
    }
}
