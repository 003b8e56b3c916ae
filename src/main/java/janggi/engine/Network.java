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
    /** Input-major: input {@code i}'s weights are {@code hiddenWeights[i * hidden .. (i + 1) * hidden)}. */
    final short[] hiddenWeights;

    final short[] hiddenBias;
    final short[] outputWeights;
    final int outputBias;

    private Network(int hidden, short[] hiddenWeights, short[] hiddenBias, short[] outputWeights, int outputBias) {
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
        short[] w = new short[INPUTS * hidden];
        b.asShortBuffer().get(w);
        b.position(b.position() + 2 * w.length);
        short[] bias = new short[hidden];
        b.asShortBuffer().get(bias);
        b.position(b.position() + 2 * hidden);
        short[] out = new short[2 * hidden];
        b.asShortBuffer().get(out);
        b.position(b.position() + 4 * hidden);
        return new Network(hidden, w, bias, out, b.getInt());
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
    void refresh(Position pos, Side side, short[] acc) {
        System.arraycopy(hiddenBias, 0, acc, 0, hidden);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = pos.pieceAt(sq);
            if (code != 0) {
                add(acc, input(side, code, sq));
            }
        }
    }

    void add(short[] acc, int input) {
        int base = input * hidden;
        for (int j = 0; j < hidden; j++) {
            acc[j] += hiddenWeights[base + j];
        }
    }

    /** {@code after} is {@code before} with input {@code out} taken out and {@code in} put in, in one pass. */
    void move(short[] before, short[] after, int out, int in) {
        int o = out * hidden;
        int i = in * hidden;
        for (int j = 0; j < hidden; j++) {
            after[j] = (short) (before[j] - hiddenWeights[o + j] + hiddenWeights[i + j]);
        }
    }

    /** As {@link #move(short[], short[], int, int)}, with a taken piece's input {@code taken} out too. */
    void move(short[] before, short[] after, int out, int taken, int in) {
        int o = out * hidden;
        int t = taken * hidden;
        int i = in * hidden;
        for (int j = 0; j < hidden; j++) {
            after[j] = (short) (before[j] - hiddenWeights[o + j] - hiddenWeights[t + j] + hiddenWeights[i + j]);
        }
    }

    /** The score in centipawns for the side whose view is {@code us}. */
    int evaluate(short[] us, short[] them) {
        int sum = weigh(us, 0) + weigh(them, hidden);
        return (int) ((long) (sum + outputBias) * SCALE / (QA * QB));
    }

    /** One view's part of the output: its sums clipped to [0, QA], weighed by the output weights from {@code at}. */
    private int weigh(short[] sums, int at) {
        int sum = 0;
        for (int j = 0; j < hidden; j++) {
            sum += clip(sums[j]) * outputWeights[at + j];
        }
        return sum;
    }

    private static int clip(short v) {
        return Math.min(Math.max(v, 0), QA);
    }
}
