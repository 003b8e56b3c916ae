package janggi.engine;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;

/**
 * Fits a {@link Network} to positions labelled by {@link NetworkData}: minibatch Adam on the
 * squared distance, through a logistic curve, between the hand-written evaluation plus the
 * network's score and a blend of the search's score and the game's result. Each position is
 * also taken turned left to right. Writes the network in {@link Network}'s file layout. Run as
 * docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.engine.NetworkTrainer \
 *     OUT HIDDEN EPOCHS LAMBDA RATE DATA...
 * </pre>
 *
 * LAMBDA is the search score's weight in the target (1 the score alone, 0 the result alone);
 * RATE is Adam's step, cut to a fifth for the last 30% of the epochs. A DATA file given as
 * {@code FILE*FACTOR} has its scores multiplied by FACTOR (another engine's, on our scale).
 */
public final class NetworkTrainer {
    private static final int BATCH = 8192;
    private static final float CLIP = 1.98f;
    private static final float OUTPUT_CLIP = 8f;

    private final int hidden;
    /** Per position: its inputs in the side to move's view, then the same pieces in the other's. */
    private final int[] inputs;

    private final int[] start;
    private final float[] target;
    /** Per position, what the network's output adds to: the hand-written evaluation, in units of {@link Network#SCALE}. */
    private final float[] base;

    private final int count;

    private final float[] w1;
    private final float[] b1;
    private final float[] w2;
    private final float[] b2 = new float[1];
    private final float[][] params;
    private final float[][] grads;
    private final float[][] m;
    private final float[][] v;
    private int step;

    private NetworkTrainer(int hidden, int[] inputs, int[] start, float[] target, float[] base, int count) {
        this.base = base;
        this.hidden = hidden;
        this.inputs = inputs;
        this.start = start;
        this.target = target;
        this.count = count;
        Random r = new Random(7);
        w1 = new float[Network.INPUTS * hidden];
        for (int i = 0; i < w1.length; i++) {
            w1[i] = (r.nextFloat() * 2 - 1) * 0.1f;
        }
        b1 = new float[hidden];
        Arrays.fill(b1, 0.5f);
        w2 = new float[2 * hidden];
        for (int i = 0; i < w2.length; i++) {
            w2[i] = (r.nextFloat() * 2 - 1) * 0.01f;
        }
        params = new float[][] {w1, b1, w2, b2};
        grads = new float[4][];
        m = new float[4][];
        v = new float[4][];
        for (int k = 0; k < 4; k++) {
            grads[k] = new float[params[k].length];
            m[k] = new float[params[k].length];
            v[k] = new float[params[k].length];
        }
    }

    public static void main(String[] args) throws IOException {
        Path out = Path.of(args[0]);
        int hidden = Integer.parseInt(args[1]);
        int epochs = Integer.parseInt(args[2]);
        float lambda = Float.parseFloat(args[3]);
        float rate = Float.parseFloat(args[4]);
        float k = 400;
        byte[] bytes = records(Arrays.copyOfRange(args, 5, args.length));
        int positions = 0;
        int totalPieces = 0;
        for (int at = 0; at < bytes.length; ) {
            int n = bytes[at];
            totalPieces += 2 * n;
            positions += 2;
            at += 1 + 2 * n + 4;
        }
        // The last positions are held out; the hand-written evaluation's error on them is the one to beat.
        int held = Math.max(2, positions / 100 * 2);
        int heldFrom = positions - held;
        int[] handWritten = new int[positions];
        Evaluator evaluator = new Evaluator();
        int[] inputs = new int[2 * totalPieces];
        int[] start = new int[positions + 1];
        float[] scores = new float[positions];
        float[] results = new float[positions];
        int p = 0;
        int f = 0;
        for (int at = 0; at < bytes.length; p++) {
            int n = bytes[at++];
            int[] codes = new int[n];
            int[] points = new int[n];
            for (int i = 0; i < n; i++) {
                codes[i] = bytes[at++];
                points[i] = bytes[at++];
            }
            Side us = bytes[at++] == 0 ? Side.CHO : Side.HAN;
            // The hand-written evaluation of each position, turned or not: the error to beat, and
            // what the network adds to.
            for (int mirror = 0; mirror < 2; mirror++) {
                int[] board = new int[Square.COUNT];
                for (int i = 0; i < n; i++) {
                    board[mirror == 0 ? points[i] : mirrored(points[i])] = codes[i];
                }
                handWritten[p + mirror] = evaluator.evaluate(new Position(RuleSet.JANGGI, board, us, 0, 1));
            }
            scores[p] = (short) (((bytes[at] & 0xff) << 8) | (bytes[at + 1] & 0xff));
            at += 2;
            results[p] = bytes[at++] / 2f;
            // Each position also turned left to right: the rules are the same on both wings.
            scores[p + 1] = scores[p];
            results[p + 1] = results[p];
            for (int mirror = 0; mirror < 2; mirror++) {
                start[p + mirror] = f;
                for (int i = 0; i < n; i++) {
                    int point = mirror == 0 ? points[i] : mirrored(points[i]);
                    inputs[f + i] = Network.input(us, codes[i], point);
                    inputs[f + n + i] = Network.input(us.opponent(), codes[i], point);
                }
                f += 2 * n;
            }
            p++;
        }
        start[positions] = f;
        k = fitK(scores, results);
        float[] target = new float[positions];
        for (int i = 0; i < positions; i++) {
            target[i] = lambda * sigmoid(scores[i] / k) + (1 - lambda) * results[i];
        }
        double handError = 0;
        for (int i = heldFrom; i < positions; i++) {
            float e = sigmoid(handWritten[i] / k) - target[i];
            handError += e * e;
        }
        System.err.printf(
                Locale.ROOT,
                "%d positions (%d held out), K %.0f; the hand-written evaluation's error on those held out %.6f%n",
                positions,
                held,
                k,
                handError / held);
        float[] base = new float[positions];
        for (int i = 0; i < positions; i++) {
            base[i] = (float) handWritten[i] / Network.SCALE;
        }
        NetworkTrainer t = new NetworkTrainer(hidden, inputs, start, target, base, positions - held);
        Random r = new Random(11);
        int[] order = new int[positions - held];
        for (int i = 0; i < order.length; i++) {
            order[i] = i;
        }
        for (int epoch = 0; epoch < epochs; epoch++) {
            float lr = epoch < epochs * 0.7 ? rate : rate / 5;
            for (int i = order.length - 1; i > 0; i--) {
                int j = r.nextInt(i + 1);
                int tmp = order[i];
                order[i] = order[j];
                order[j] = tmp;
            }
            double loss = 0;
            for (int b = 0; b < order.length; b += BATCH) {
                loss += t.batch(order, b, Math.min(order.length, b + BATCH), k, lr);
            }
            double heldLoss = 0;
            for (int i = positions - held; i < positions; i++) {
                float e = sigmoid((t.forward(i, null, null) + base[i]) * Network.SCALE / k) - target[i];
                heldLoss += e * e;
            }
            System.err.printf(
                    Locale.ROOT,
                    "epoch %d: loss %.6f, held out %.6f%n",
                    epoch + 1,
                    loss / order.length,
                    heldLoss / held);
        }
        t.write(out);
        Network net;
        try (InputStream in = Files.newInputStream(out)) {
            net = Network.read(in);
        }
        double diff = 0;
        for (int i = positions - held; i < positions; i++) {
            diff += Math.abs(t.forward(i, null, null) * Network.SCALE - t.quantized(net, i));
        }
        System.err.printf(
                Locale.ROOT, "written to %s; integer against float: mean difference %.1f cp%n", out, diff / held);
    }

    /**
     * The records of the files, each position once, as the first file that has it scores it (so
     * list the deepest-scored first), in an order shuffled the same way each time. Records:
     * pieces, then (code, point) each, side to move, score (short), result. A record cut short at
     * the end of a file (a labelling stopped midway) is left out. A file named {@code FILE*FACTOR}
     * has its scores multiplied by FACTOR: another engine's centipawns put on our search's scale,
     * the factor being the ratio of the two scales K printed for each file.
     */
    private static byte[] records(String[] files) throws IOException {
        List<byte[]> kept = new ArrayList<>();
        Set<ByteBuffer> seen = new HashSet<>();
        for (String named : files) {
            int star = named.lastIndexOf('*');
            String file = star < 0 ? named : named.substring(0, star);
            float factor = star < 0 ? 1 : Float.parseFloat(named.substring(star + 1));
            byte[] bytes = Files.readAllBytes(Path.of(file));
            // A record holds at least the two generals: 9 bytes.
            float[] scores = new float[bytes.length / 9];
            float[] results = new float[scores.length];
            int read = 0;
            int added = 0;
            int at = 0;
            for (int end; (end = NetworkData.recordEnd(bytes, at)) > 0; at = end) {
                short score = (short) (((bytes[end - 3] & 0xff) << 8) | (bytes[end - 2] & 0xff));
                scores[read] = score;
                results[read++] = bytes[end - 1] / 2f;
                if (seen.add(NetworkData.recordBoard(bytes, at, end))) {
                    byte[] record = Arrays.copyOfRange(bytes, at, end);
                    int scaled = Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(score * factor)));
                    record[record.length - 3] = (byte) (scaled >> 8);
                    record[record.length - 2] = (byte) scaled;
                    kept.add(record);
                    added++;
                }
            }
            System.err.printf(
                    Locale.ROOT,
                    "%s: %d positions not in the files before it; %d bytes cut short; its own scale K %.0f%n",
                    file,
                    added,
                    bytes.length - at,
                    fitK(Arrays.copyOf(scores, read), Arrays.copyOf(results, read)));
        }
        Collections.shuffle(kept, new Random(1));
        ByteArrayOutputStream all = new ByteArrayOutputStream();
        for (byte[] r : kept) {
            all.writeBytes(r);
        }
        return all.toByteArray();
    }

    /** The score's scale K: the one under which the search's scores best predict the results. */
    private static float fitK(float[] scores, float[] results) {
        float best = 400;
        double bestError = Double.MAX_VALUE;
        for (float k = 100; k <= 2000; k += 25) {
            double e = 0;
            for (int i = 0; i < scores.length; i++) {
                float d = sigmoid(scores[i] / k) - results[i];
                e += d * d;
            }
            if (e < bestError) {
                bestError = e;
                best = k;
            }
        }
        return best;
    }

    private static int mirrored(int point) {
        return Square.of(Square.FILES - 1 - Square.file(point), Square.rank(point));
    }

    private static float sigmoid(float x) {
        return (float) (1 / (1 + Math.exp(-x)));
    }

    /** The network's output for position {@code p} (in units of SCALE); fills the hidden sums when asked. */
    private float forward(int p, float[] us, float[] them) {
        if (us == null) {
            us = new float[hidden];
            them = new float[hidden];
        }
        System.arraycopy(b1, 0, us, 0, hidden);
        System.arraycopy(b1, 0, them, 0, hidden);
        int n = (start[p + 1] - start[p]) / 2;
        for (int i = 0; i < n; i++) {
            int a = inputs[start[p] + i] * hidden;
            int b = inputs[start[p] + n + i] * hidden;
            for (int j = 0; j < hidden; j++) {
                us[j] += w1[a + j];
                them[j] += w1[b + j];
            }
        }
        float out = b2[0];
        for (int j = 0; j < hidden; j++) {
            out += clip(us[j]) * w2[j] + clip(them[j]) * w2[hidden + j];
        }
        return out;
    }

    private static float clip(float x) {
        return Math.min(Math.max(x, 0), 1);
    }

    private double batch(int[] order, int from, int to, float k, float lr) {
        for (float[] g : grads) {
            Arrays.fill(g, 0);
        }
        float[] us = new float[hidden];
        float[] them = new float[hidden];
        float[] gUs = new float[hidden];
        float[] gThem = new float[hidden];
        double loss = 0;
        for (int o = from; o < to; o++) {
            int p = order[o];
            float out = forward(p, us, them) + base[p];
            float s = sigmoid(out * Network.SCALE / k);
            float e = s - target[p];
            loss += e * e;
            float d = 2 * e * s * (1 - s) * Network.SCALE / k;
            grads[3][0] += d;
            for (int j = 0; j < hidden; j++) {
                grads[2][j] += d * clip(us[j]);
                grads[2][hidden + j] += d * clip(them[j]);
                gUs[j] = us[j] > 0 && us[j] < 1 ? d * w2[j] : 0;
                gThem[j] = them[j] > 0 && them[j] < 1 ? d * w2[hidden + j] : 0;
                grads[1][j] += gUs[j] + gThem[j];
            }
            int n = (start[p + 1] - start[p]) / 2;
            for (int i = 0; i < n; i++) {
                int a = inputs[start[p] + i] * hidden;
                int b = inputs[start[p] + n + i] * hidden;
                for (int j = 0; j < hidden; j++) {
                    grads[0][a + j] += gUs[j];
                    grads[0][b + j] += gThem[j];
                }
            }
        }
        step++;
        float scale = 1f / (to - from);
        double c1 = 1 - Math.pow(0.9, step);
        double c2 = 1 - Math.pow(0.999, step);
        for (int q = 0; q < 4; q++) {
            float[] w = params[q];
            float[] g = grads[q];
            float[] mq = m[q];
            float[] vq = v[q];
            for (int i = 0; i < w.length; i++) {
                float gi = g[i] * scale;
                mq[i] = 0.9f * mq[i] + 0.1f * gi;
                vq[i] = 0.999f * vq[i] + 0.001f * gi * gi;
                w[i] -= (float) (lr * (mq[i] / c1) / (Math.sqrt(vq[i] / c2) + 1e-8));
                // Bounds that keep the integer sums of Network within their types.
                float bound = q < 2 ? CLIP : OUTPUT_CLIP;
                w[i] = Math.min(Math.max(w[i], -bound), bound);
            }
        }
        return loss;
    }

    private int quantized(Network net, int p) {
        int[] us = net.hiddenBias.clone();
        int[] them = net.hiddenBias.clone();
        int n = (start[p + 1] - start[p]) / 2;
        for (int i = 0; i < n; i++) {
            net.add(us, inputs[start[p] + i]);
            net.add(them, inputs[start[p] + n + i]);
        }
        return net.evaluate(us, them);
    }

    private void write(Path out) throws IOException {
        ByteBuffer b = ByteBuffer.allocate(8 + 2 * (w1.length + b1.length + w2.length) + 4)
                .order(ByteOrder.LITTLE_ENDIAN);
        b.putInt(Network.MAGIC).putInt(hidden);
        for (float x : w1) {
            b.putShort(toShort(x * Network.QA));
        }
        for (float x : b1) {
            b.putShort(toShort(x * Network.QA));
        }
        for (float x : w2) {
            b.putShort(toShort(x * Network.QB));
        }
        b.putInt(Math.round(b2[0] * Network.QA * Network.QB));
        Files.write(out, b.array());
    }

    private static short toShort(float x) {
        return (short) Math.max(Short.MIN_VALUE, Math.min(Short.MAX_VALUE, Math.round(x)));
    }
}
