package janggi.engine;

import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;

/**
 * An efficiently updatable evaluation network (NNUE), whose score the search adds to the
 * hand-written {@link Evaluator}'s: each side's view of the board feeds a layer of
 * {@link #hidden} sums, kept up to date move by move ({@link Accumulators}), and the two views,
 * the side to move's first, clipped to [0, 1], give the score through one linear output.
 * docs/engine.md, Evaluation, says how it was trained.
 *
 * <p>Inputs: per view, one for each piece on the board, at {@code ((own ? 0 : 1) * 7 + type) *
 * 90 + point}, the point seen from that side (Han's view turns the board over, so each side sees
 * its own pieces at the bottom). Weights are integers: the hidden layer's scaled by {@link #QA},
 * the output's by {@link #QB}, and the output read in units of {@link #SCALE} centipawns.
 *
 * <p>The file keeps the weights as shorts; in memory they, and the sums, are ints, each input's
 * weights an array of its own. Java 17's compiler turns the loops below into vector instructions
 * only so: over int arrays that are not one array read at two offsets, and with the clipping done
 * by shifts and masks rather than {@code Math.min} and {@code max} (measured: the evaluation 2.5
 * times, a move's update 4 times as fast as over one short array).
 *
 * <p>File layout, little-endian: the magic {@code JNN1}, the hidden width as an int, then
 * shorts: the hidden weights input by input, the hidden biases, the output weights (side to
 * move's view, then the other's), and the output bias as an int.
 */
final class Network {
    static final int INPUTS = 2 * 7 * Square.COUNT;
    static final int QA = 255;
    static final int QB = 1024;
    static final int SCALE = 400;
    /** {@code JNN1}, the first four bytes of a network file. */
    static final int MAGIC = 0x314e4e4a;

    private static final Network BUNDLED = bundled();

    final int hidden;
    /** Input {@code i}'s weights into the hidden sums are {@code hiddenWeights[i]}. */
    final int[][] hiddenWeights;

    final int[] hiddenBias;
    final int[] outputWeights;
    final int outputBias;

    private Network(int hidden, int[][] hiddenWeights, int[] hiddenBias, int[] outputWeights, int outputBias) {
        this.hidden = hidden;
        this.hiddenWeights = hiddenWeights;
        this.hiddenBias = hiddenBias;
        this.outputWeights = outputWeights;
        this.outputBias = outputBias;
    }

    static Network read(InputStream in) throws IOException {
        byte[] bytes = in.readAllBytes();
        ByteBuffer b = ByteBuffer.wrap(bytes).order(ByteOrder.LITTLE_ENDIAN);
        if (b.remaining() < 8 || b.getInt() != MAGIC) {
            throw new IOException("not a network file");
        }
        int hidden = b.getInt();
        if (hidden <= 0 || hidden > 512 || b.remaining() != 2 * (INPUTS * hidden + 3 * hidden) + 4) {
            throw new IOException("a network file of the wrong size");
        }
        int[][] w = new int[INPUTS][];
        for (int i = 0; i < INPUTS; i++) {
            w[i] = shorts(b, hidden);
        }
        int[] bias = shorts(b, hidden);
        int[] out = shorts(b, 2 * hidden);
        return new Network(hidden, w, bias, out, b.getInt());
    }

    private static int[] shorts(ByteBuffer b, int n) {
        int[] v = new int[n];
        for (int i = 0; i < n; i++) {
            v[i] = b.getShort();
        }
        return v;
    }

    /** The network kept with the engine, read once. */
    static Network current() {
        return BUNDLED;
    }

    private static Network bundled() {
        try (InputStream in = Network.class.getResourceAsStream("network.nnue")) {
            if (in == null) {
                throw new IllegalStateException("the build lacks the engine's network, janggi/engine/network.nnue");
            }
            return read(in);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The input of piece {@code code} on {@code square} in the view of {@code side}. */
    static int input(Side side, int code, int square) {
        int pieceSide = code >> 3;
        int type = (code & 7) - 1;
        int point = side == Side.CHO ? square : Square.of(Square.file(square), Square.RANKS - 1 - Square.rank(square));
        return ((pieceSide == side.ordinal() ? 0 : 1) * 7 + type) * Square.COUNT + point;
    }

    /** Fills {@code acc} with the hidden sums of {@code side}'s view of the board. */
    void refresh(Position pos, Side side, int[] acc) {
        System.arraycopy(hiddenBias, 0, acc, 0, hidden);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = pos.pieceAt(sq);
            if (code != 0) {
                add(acc, input(side, code, sq));
            }
        }
    }

    void add(int[] acc, int input) {
        int[] w = hiddenWeights[input];
        for (int j = 0; j < hidden; j++) {
            acc[j] += w[j];
        }
    }

    /** {@code after} is {@code before} with input {@code out} taken out and {@code in} put in, in one pass. */
    void move(int[] before, int[] after, int out, int in) {
        int[] o = hiddenWeights[out];
        int[] i = hiddenWeights[in];
        for (int j = 0; j < hidden; j++) {
            after[j] = before[j] - o[j] + i[j];
        }
    }

    /** As {@link #move(int[], int[], int, int)}, with a taken piece's input {@code taken} out too. */
    void move(int[] before, int[] after, int out, int taken, int in) {
        int[] o = hiddenWeights[out];
        int[] t = hiddenWeights[taken];
        int[] i = hiddenWeights[in];
        for (int j = 0; j < hidden; j++) {
            after[j] = before[j] - o[j] - t[j] + i[j];
        }
    }

    /** The score in centipawns for the side whose view is {@code us}. */
    int evaluate(int[] us, int[] them) {
        int sum = weigh(us, 0) + weigh(them, hidden);
        return (int) ((long) (sum + outputBias) * SCALE / (QA * QB));
    }

    /**
     * One view's part of the output: its sums clipped to [0, QA], weighed by the output weights
     * from {@code at}. {@code v & ~(v >> 31)} is v or, if negative, 0; subtracting the same of
     * {@code v - QA} brings what is above QA down to it.
     */
    private int weigh(int[] sums, int at) {
        int sum = 0;
        for (int j = 0; j < hidden; j++) {
            int v = sums[j];
            v &= ~(v >> 31);
            int over = v - QA;
            v -= over & ~(over >> 31);
            sum += v * outputWeights[at + j];
        }
        return sum;
    }
}
