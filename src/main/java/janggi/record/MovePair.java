package janggi.record;

import janggi.core.Position;
import janggi.core.Side;
import java.util.ArrayList;
import java.util.List;

/**
 * A numbered move as players write it: Cho's move and Han's reply under one number. In a game
 * that Han begins (from a FEN) the first pair has no Cho move and is written {@code 1...}.
 *
 * @param cho Cho's move, or null when the pair starts with Han's
 * @param han Han's move, or null when the game stops after Cho's
 */
public record MovePair(int number, String cho, String han) {

    /** Writes one move in some notation, given the position before it. */
    @FunctionalInterface
    public interface MoveWriter {
        String write(int move, Position before);
    }

    /** The moves played from {@code start}, paired and numbered. */
    public static List<MovePair> of(Position start, List<Integer> moves, MoveWriter writer) {
        Position replay = start.copy();
        List<MovePair> pairs = new ArrayList<>();
        String cho = null;
        int number = replay.fullmoveNumber();
        for (int move : moves) {
            String text = writer.write(move, replay);
            if (replay.sideToMove() == Side.CHO) {
                cho = text;
                number = replay.fullmoveNumber();
            } else {
                pairs.add(new MovePair(replay.fullmoveNumber(), cho, text));
                cho = null;
            }
            replay.make(move);
        }
        if (cho != null) {
            pairs.add(new MovePair(number, cho, null));
        }
        return pairs;
    }

    /** {@code 12. B9-C7 B0-C2}, {@code 1... B0-C2} or {@code 40. pass}. */
    public String text() {
        if (cho == null) {
            return number + "... " + han;
        }
        return han == null ? number + ". " + cho : number + ". " + cho + " " + han;
    }
}
