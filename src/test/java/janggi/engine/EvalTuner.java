package janggi.engine;

import janggi.core.Exchange;
import janggi.core.Game;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.record.GameRecord;
import janggi.record.Records;
import java.lang.reflect.Field;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * Texel tuning of the evaluation on game results (docs/engine.md, Evaluation): the quiet
 * positions of games whose results are known, and the weights under which the evaluation,
 * through a logistic curve, best predicts those results (least squares, Adam). The evaluation is
 * linear in almost all its weights; each position's features are taken once by going over its
 * pieces as {@link Evaluator} does, and the model is checked against the evaluator on every
 * position before it is fitted. The middle-game material values are kept, since the search
 * also prunes and orders by them; so are the palace danger's inner constants, only its weight
 * being fitted. Run from the project directory as docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.engine.EvalTuner \
 *     ITERATIONS PULL PLACEMENT GAMES.pgn...
 * </pre>
 *
 * It prints the fitted weights in the form of Evaluator's and Placement's source; the side to
 * move's bonus among them is a guide only, matches having set {@link Evaluator#TEMPO}.
 */
public final class EvalTuner {
    private static final int TYPES = 7;
    private static final int RANKS = 10;
    private static final int FILES = 5;
    private static final int SOLDIER = PieceType.SOLDIER.ordinal();
    private static final int GENERAL = PieceType.GENERAL.ordinal();
    private static final int GUARD = PieceType.GUARD.ordinal();
    private static final int CHARIOT = PieceType.CHARIOT.ordinal();
    private static final int CANNON = PieceType.CANNON.ordinal();

    // Parameter layout.
    private static final int MAT_EG = 0;
    private static final int PL_MG = MAT_EG + TYPES;
    private static final int PL_EG = PL_MG + TYPES * RANKS * FILES;
    private static final int MOB_MG = PL_EG + TYPES * RANKS * FILES;
    private static final int MOB_EG = MOB_MG + TYPES;
    private static final int GUARD_BESIDE = MOB_EG + TYPES;
    private static final int CHARIOT_NEAR = GUARD_BESIDE + 1;
    private static final int PIECE_NEAR = CHARIOT_NEAR + 1;
    private static final int MISSING_GUARD = PIECE_NEAR + 1;
    private static final int PALACE = MISSING_GUARD + 1;
    private static final int THREAT = PALACE + 1;
    private static final int HANGING = THREAT + TYPES;
    private static final int TEMPO = HANGING + 1;
    private static final int PARAMS = TEMPO + 1;

    private static final int MIDGAME_MATERIAL = constant("MIDGAME_MATERIAL");
    private static final int ENDGAME_MATERIAL = constant("ENDGAME_MATERIAL");
    private static final int CHARIOT_ATTACK_WEIGHT = constant("CHARIOT_ATTACK_WEIGHT");
    private static final int ATTACK_WEIGHT = constant("ATTACK_WEIGHT");

    private static int constant(String name) {
        try {
            return readInt(name);
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    /** One position: its fixed part (middle-game material), sparse features, and Cho's result. */
    private record Sample(double fixed, int[] index, double[] value, double result) {}

    private EvalTuner() {}

    public static void main(String[] args) throws Exception {
        int iterations = Integer.parseInt(args[0]);
        double pull = Double.parseDouble(args[1]);
        boolean placement = Boolean.parseBoolean(args[2]);
        double[] w = initial();
        List<Sample> train = new ArrayList<>();
        List<Sample> heldOut = new ArrayList<>();
        Evaluator evaluator = new Evaluator();
        double worst = 0;
        double totalDiff = 0;
        Set<Long> seen = new HashSet<>();
        int games = 0;
        for (int a = 3; a < args.length; a++) {
            for (GameRecord record : Records.read(Path.of(args[a]))) {
                Game game = record.game();
                if (game.result().isEmpty() || record.problem().isPresent()) {
                    continue;
                }
                // Positions of one game share its result: a game is held out whole, or its
                // positions would predict each other's results and hide overfitting.
                List<Sample> into = games++ % 5 == 4 ? heldOut : train;
                double result = game.result()
                        .get()
                        .winner()
                        .map(s -> s == Side.CHO ? 1.0 : 0.0)
                        .orElse(0.5);
                Position p = game.startPosition();
                List<Integer> moves = game.moves();
                for (int i = 0; i < moves.size(); i++) {
                    if (i >= 16 && quiet(p) && seen.add(p.key() ^ (long) (result * 7))) {
                        Sample s = sample(p, result);
                        double model = predict(s, w);
                        int actual = evaluator.evaluate(p);
                        int actualCho = p.sideToMove() == Side.CHO ? actual : -actual;
                        double diff = Math.abs(model - actualCho);
                        worst = Math.max(worst, diff);
                        totalDiff += diff;
                        into.add(s);
                    }
                    p.make(moves.get(i));
                }
            }
        }
        System.err.printf(
                Locale.ROOT,
                "%d games, %d positions to fit, %d held out; model against evaluator: mean difference %.2f,"
                        + " largest %.1f%n",
                games,
                train.size(),
                heldOut.size(),
                totalDiff / (train.size() + heldOut.size()),
                worst);
        double k = fitK(train, w);
        System.err.printf(
                Locale.ROOT, "K %.6f, error %.6f, held out %.6f%n", k, error(train, w, k), error(heldOut, w, k));
        double[] best = adam(train, heldOut, w, k, iterations, pull, placement);
        System.err.printf(
                Locale.ROOT, "tuned error %.6f, held out %.6f%n", error(train, best, k), error(heldOut, best, k));
        print(best);
    }

    /** Not in check, and no capture that wins material by the exchange: the evaluation stands for the position. */
    static boolean quiet(Position p) {
        if (p.inCheck() || p.endedByRule() || p.legalMoves().length == 0) {
            return false;
        }
        int[] captures = new int[Position.MAX_MOVES];
        int n = p.generateLegalCaptures(captures, 0);
        for (int i = 0; i < n; i++) {
            if (Exchange.of(p, captures[i], Evaluator.VALUE) > 0) {
                return false;
            }
        }
        return true;
    }

    private static double predict(Sample s, double[] w) {
        double e = s.fixed;
        for (int i = 0; i < s.index.length; i++) {
            e += w[s.index[i]] * s.value[i];
        }
        return e;
    }

    private static double sigmoid(double k, double e) {
        return 1 / (1 + Math.exp(-k * e));
    }

    private static double error(List<Sample> samples, double[] w, double k) {
        double sum = 0;
        for (Sample s : samples) {
            double d = s.result - sigmoid(k, predict(s, w));
            sum += d * d;
        }
        return sum / samples.size();
    }

    private static double fitK(List<Sample> samples, double[] w) {
        double best = 0.002;
        double step = 0.001;
        for (int round = 0; round < 30; round++) {
            double here = error(samples, w, best);
            double up = error(samples, w, best + step);
            double down = error(samples, w, Math.max(1e-5, best - step));
            if (up < here) {
                best += step;
            } else if (down < here) {
                best = Math.max(1e-5, best - step);
            } else {
                step /= 2;
            }
        }
        return best;
    }

    /**
     * Full-batch Adam on the squared error plus {@code pull} times the squared distance (in
     * hundreds) from today's weights; fixed parameters (impossible points, the general's values,
     * and the placement tables unless {@code placement}) stay. Returns the weights at the lowest
     * held-out error met, so that the fit stops where it starts to learn the games by heart.
     */
    private static double[] adam(
            List<Sample> samples,
            List<Sample> heldOut,
            double[] w,
            double k,
            int iterations,
            double pull,
            boolean placement) {
        boolean[] frozen = frozen(placement);
        double[] start = w.clone();
        double[] best = w.clone();
        double bestError = error(heldOut, w, k);
        double[] m = new double[PARAMS];
        double[] v = new double[PARAMS];
        double rate = 1.0;
        double b1 = 0.9;
        double b2 = 0.999;
        for (int t = 1; t <= iterations; t++) {
            double[] g = new double[PARAMS];
            for (Sample s : samples) {
                double p = sigmoid(k, predict(s, w));
                double d = -2 * (s.result - p) * p * (1 - p) * k;
                for (int i = 0; i < s.index.length; i++) {
                    g[s.index[i]] += d * s.value[i];
                }
            }
            for (int i = 0; i < PARAMS; i++) {
                if (frozen[i]) {
                    continue;
                }
                double gi = g[i] / samples.size() + 2 * pull * (w[i] - start[i]) / 10_000;
                m[i] = b1 * m[i] + (1 - b1) * gi;
                v[i] = b2 * v[i] + (1 - b2) * gi * gi;
                double mh = m[i] / (1 - Math.pow(b1, t));
                double vh = v[i] / (1 - Math.pow(b2, t));
                w[i] -= rate * mh / (Math.sqrt(vh) + 1e-12);
            }
            double held = error(heldOut, w, k);
            if (held < bestError) {
                bestError = held;
                best = w.clone();
            }
            if (t % 50 == 0) {
                System.err.printf(
                        Locale.ROOT, "iteration %d: error %.6f, held out %.6f%n", t, error(samples, w, k), held);
            }
        }
        return best;
    }

    private static boolean[] frozen(boolean placement) {
        boolean[] frozen = new boolean[PARAMS];
        frozen[MAT_EG + GENERAL] = true;
        frozen[MOB_MG + GENERAL] = frozen[MOB_MG + GUARD] = frozen[MOB_MG + SOLDIER] = true;
        frozen[MOB_EG + GENERAL] = frozen[MOB_EG + GUARD] = frozen[MOB_EG + SOLDIER] = true;
        frozen[THREAT + GENERAL] = frozen[THREAT + SOLDIER] = true;
        for (int type = 0; type < TYPES; type++) {
            for (int rank = 0; rank < RANKS; rank++) {
                for (int file = 0; file < FILES; file++) {
                    boolean never = type == GENERAL && (rank > 2 || file < 3)
                            || type == GUARD && rank > 2 && file < 3
                            || type == SOLDIER && rank < 3;
                    frozen[PL_MG + place(type, rank, file)] = never || !placement;
                    frozen[PL_EG + place(type, rank, file)] = never || !placement;
                }
            }
        }
        return frozen;
    }

    private static int place(int type, int rank, int file) {
        return (type * RANKS + rank) * FILES + file;
    }

    /** The features of {@code p}: the evaluator's piece loop, each term's coefficient kept instead of its sum. */
    private static Sample sample(Position p, double result) {
        double[] f = new double[PARAMS];
        int[] value = Evaluator.VALUE;
        int material = 0;
        int[] pieces = new int[Square.COUNT];
        int count = p.occupiedPoints(pieces);
        for (int k = 0; k < count; k++) {
            material += value[Piece.type(p.pieceAt(pieces[k])).ordinal()];
        }
        int midgameMaterial = MIDGAME_MATERIAL;
        int endgameMaterial = ENDGAME_MATERIAL;
        int range = midgameMaterial - endgameMaterial;
        double phase = Math.max(0, Math.min(material, midgameMaterial) - endgameMaterial) / (double) range;
        double fixed = 0;
        AttackMap attacks = new AttackMap();
        attacks.clear();
        long lo = p.occupiedBits(0);
        long hi = p.occupiedBits(1);
        int[] guards = new int[2];
        int[] heavy = new int[2];
        int[] palaceAttackers = new int[2];
        int[] palaceWeight = new int[2];
        int[] palaceHits = new int[2];
        int choGeneral = p.generalSquare(Side.CHO);
        int hanGeneral = p.generalSquare(Side.HAN);
        for (int k = 0; k < count; k++) {
            int sq = pieces[k];
            int piece = p.pieceAt(sq);
            int type = Piece.type(piece).ordinal();
            int side = Piece.side(piece).ordinal();
            int sign = side == 0 ? 1 : -1;
            int rank = side == 0 ? Square.rank(sq) : Square.RANKS - 1 - Square.rank(sq);
            int file = 4 - Math.abs(Square.file(sq) - 4);
            fixed += sign * phase * value[type];
            f[MAT_EG + type] += sign * (1 - phase);
            f[PL_MG + place(type, rank, file)] += sign * phase;
            f[PL_EG + place(type, rank, file)] += sign * (1 - phase);
            attacks.piece(side, type, sq);
            if (!Mobility.scanned(type)) {
                attacks.addSteps(side, type, sq);
            } else {
                int scan = Mobility.scan(p, type, side, sq, lo, hi, attacks);
                int bonus = Mobility.bonus(type, scan & Mobility.REACH_MASK);
                f[MOB_MG + type] += sign * phase * bonus / 100.0;
                f[MOB_EG + type] += sign * (1 - phase) * bonus / 100.0;
                int hits = scan >>> Mobility.HITS_SHIFT;
                if (hits > 0) {
                    palaceAttackers[side]++;
                    palaceWeight[side] += type == CHARIOT ? CHARIOT_ATTACK_WEIGHT : ATTACK_WEIGHT;
                    palaceHits[side] += hits;
                }
            }
            int own = side == 0 ? choGeneral : hanGeneral;
            int enemy = side == 0 ? hanGeneral : choGeneral;
            if (type == GUARD) {
                guards[side]++;
                if (Evaluator.distance(sq, own) <= 1) {
                    f[GUARD_BESIDE] += sign;
                }
            } else if (type != GENERAL && Evaluator.distance(sq, enemy) <= 2) {
                f[type == CHARIOT ? CHARIOT_NEAR : PIECE_NEAR] += sign;
            }
            if (type == CHARIOT || type == CANNON) {
                heavy[side]++;
            }
        }
        f[PALACE] = (Evaluator.unweightedPalaceDanger(palaceAttackers[0], palaceWeight[0], palaceHits[0])
                        - Evaluator.unweightedPalaceDanger(palaceAttackers[1], palaceWeight[1], palaceHits[1]))
                / 100.0;
        f[MISSING_GUARD] = Math.max(0, 2 - guards[0]) * heavy[1] - Math.max(0, 2 - guards[1]) * heavy[0];
        for (int type = 0; type < TYPES; type++) {
            int[] unit = new int[TYPES];
            unit[type] = 1;
            f[THREAT + type] = attacks.threatBalance(unit, 0);
        }
        f[HANGING] = attacks.threatBalance(new int[TYPES], 1);
        f[TEMPO] = p.sideToMove() == Side.CHO ? 1 : -1;
        int n = 0;
        for (double x : f) {
            n += x != 0 ? 1 : 0;
        }
        int[] index = new int[n];
        double[] values = new double[n];
        n = 0;
        for (int i = 0; i < PARAMS; i++) {
            if (f[i] != 0) {
                index[n] = i;
                values[n++] = f[i];
            }
        }
        return new Sample(fixed, index, values, result);
    }

    private static Field field(Class<?> c, String name) throws Exception {
        Field f = c.getDeclaredField(name);
        f.setAccessible(true);
        return f;
    }

    private static int[] read(String name) throws Exception {
        return (int[]) field(Evaluator.class, name).get(null);
    }

    private static int readInt(String name) throws Exception {
        return field(Evaluator.class, name).getInt(null);
    }

    /** The evaluator's weights now, in the layout above. */
    private static double[] initial() throws Exception {
        double[] w = new double[PARAMS];
        int[] eg = read("ENDGAME_VALUE");
        int[] mobMg = read("MOBILITY_MIDGAME");
        int[] mobEg = read("MOBILITY_ENDGAME");
        int[] threat = read("THREAT_BY_CHEAPER");
        int[][][][] bonus = (int[][][][]) field(Placement.class, "BONUS").get(null);
        for (int type = 0; type < TYPES; type++) {
            w[MAT_EG + type] = eg[type];
            w[MOB_MG + type] = mobMg[type];
            w[MOB_EG + type] = mobEg[type];
            w[THREAT + type] = threat[type];
            for (int rank = 0; rank < RANKS; rank++) {
                for (int file = 0; file < FILES; file++) {
                    w[PL_MG + place(type, rank, file)] = bonus[0][type][rank][file];
                    w[PL_EG + place(type, rank, file)] = bonus[1][type][rank][file];
                }
            }
        }
        w[GUARD_BESIDE] = readInt("GUARD_BESIDE_GENERAL");
        w[CHARIOT_NEAR] = readInt("CHARIOT_NEAR_ENEMY_GENERAL");
        w[PIECE_NEAR] = readInt("PIECE_NEAR_ENEMY_GENERAL");
        w[MISSING_GUARD] = readInt("MISSING_GUARD_PER_ENEMY_HEAVY_PIECE");
        w[PALACE] = readInt("PALACE_DANGER_WEIGHT");
        w[HANGING] = readInt("HANGING");
        w[TEMPO] = readInt("TEMPO");
        return w;
    }

    private static void print(double[] w) {
        System.out.println("ENDGAME_VALUE = " + ints(w, MAT_EG, TYPES));
        System.out.println("MOBILITY_MIDGAME = " + ints(w, MOB_MG, TYPES));
        System.out.println("MOBILITY_ENDGAME = " + ints(w, MOB_EG, TYPES));
        System.out.println("THREAT_BY_CHEAPER = " + ints(w, THREAT, TYPES));
        System.out.printf(
                Locale.ROOT,
                "GUARD_BESIDE_GENERAL %d CHARIOT_NEAR_ENEMY_GENERAL %d PIECE_NEAR_ENEMY_GENERAL %d"
                        + " MISSING_GUARD_PER_ENEMY_HEAVY_PIECE %d PALACE_DANGER_WEIGHT %d HANGING %d TEMPO %d%n",
                Math.round(w[GUARD_BESIDE]),
                Math.round(w[CHARIOT_NEAR]),
                Math.round(w[PIECE_NEAR]),
                Math.round(w[MISSING_GUARD]),
                Math.round(w[PALACE]),
                Math.round(w[HANGING]),
                Math.round(w[TEMPO]));
        String[] names = {"general", "guard", "elephant", "horse", "chariot", "cannon", "soldier"};
        for (int stage = 0; stage < 2; stage++) {
            System.out.println("        {");
            for (int type = 0; type < TYPES; type++) {
                System.out.println("            { // " + names[type]);
                for (int rank = 0; rank < RANKS; rank++) {
                    System.out.println("                "
                            + ints(w, (stage == 0 ? PL_MG : PL_EG) + place(type, rank, 0), FILES) + ",");
                }
                System.out.println("            },");
            }
            System.out.println("        },");
        }
    }

    private static String ints(double[] w, int from, int n) {
        return "{"
                + String.join(
                        ", ",
                        Arrays.stream(Arrays.copyOfRange(w, from, from + n))
                                .mapToObj(x -> Long.toString(Math.round(x)))
                                .toList())
                + "}";
    }
}
