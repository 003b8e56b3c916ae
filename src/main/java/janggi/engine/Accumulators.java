package janggi.engine;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Side;

/**
 * The {@link Network}'s hidden sums along the line a search is on, one pair (Cho's view, Han's)
 * per ply: a move changes only the inputs of the pieces it moves and takes, so each ply's sums
 * are its parent's with those few inputs taken out and put in.
 */
final class Accumulators {
    private final Network net;
    private final int[][] cho;
    private final int[][] han;
    private int top;

    Accumulators(Network net, int depth) {
        this.net = net;
        cho = new int[depth + 1][net.hidden];
        han = new int[depth + 1][net.hidden];
    }

    /** Starts the line at {@code pos}. */
    void reset(Position pos) {
        top = 0;
        net.refresh(pos, Side.CHO, cho[0]);
        net.refresh(pos, Side.HAN, han[0]);
    }

    /** Makes {@code move} on {@code pos} and follows it. */
    void make(Position pos, int move) {
        if (Move.isPass(move)) {
            pos.make(move);
            System.arraycopy(cho[top], 0, cho[top + 1], 0, net.hidden);
            System.arraycopy(han[top], 0, han[top + 1], 0, net.hidden);
            top++;
            return;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int moving = pos.pieceAt(from);
        int taken = pos.pieceAt(to);
        pos.make(move);
        int arrived = pos.pieceAt(to);
        follow(cho[top], cho[top + 1], Side.CHO, from, to, moving, taken, arrived);
        follow(han[top], han[top + 1], Side.HAN, from, to, moving, taken, arrived);
        top++;
    }

    private void follow(int[] before, int[] after, Side view, int from, int to, int moving, int taken, int arrived) {
        int out = Network.input(view, moving, from);
        int in = Network.input(view, arrived, to);
        if (taken != 0) {
            net.move(before, after, out, Network.input(view, taken, to), in);
        } else {
            net.move(before, after, out, in);
        }
    }

    /** Undoes the last move on {@code pos}. */
    void undo(Position pos) {
        pos.undo();
        top--;
    }

    /** The network's score for the side to move of {@code pos}, which this line has reached. */
    int evaluate(Position pos) {
        return pos.sideToMove() == Side.CHO ? net.evaluate(cho[top], han[top]) : net.evaluate(han[top], cho[top]);
    }
}
