package janggi.record;

import janggi.core.Position;
import janggi.core.Side;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A numbered move as players write it: Cho's move and Han's reply under one number. In a game
 * that Han begins (from a FEN) the first pair has no Cho move and is written {@code 1...}.
 *
 * @param cho Cho's move, or null when the pair starts with Han's
 * @param han Han's move, or null when the game stops after Cho's
 */
public record MovePair(int number, String cho, String han) {
    private static final Pattern MOVE_NUMBER = Pattern.compile("(\\d{1,6})\\s*(\\.\\.\\.)?");

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

    /**
     * The ply after the move a player names: {@code 12} is after Cho's 12th move, {@code 12...}
     * after Han's, {@code 0} the start. Empty when the text is no move number or the game has
     * no such move.
     */
    public static OptionalInt plyAfter(Position start, List<Integer> moves, String text) {
        Matcher m = MOVE_NUMBER.matcher(text.strip());
        if (!m.matches()) {
            return OptionalInt.empty();
        }
        int number = Integer.parseInt(m.group(1));
        boolean han = m.group(2) != null;
        if (number == 0 && !han) {
            return OptionalInt.of(0);
        }
        Position replay = start.copy();
        for (int i = 0; i < moves.size(); i++) {
            if (replay.fullmoveNumber() == number && (replay.sideToMove() == Side.HAN) == han) {
                return OptionalInt.of(i + 1);
            }
            replay.make(moves.get(i));
        }
        return OptionalInt.empty();
    }

    /** One move as players number it: {@code 12. B9-C7} for Cho's, {@code 12... B0-C2} for Han's. */
    public static String numbered(String move, Position before) {
        return before.fullmoveNumber() + (before.sideToMove() == Side.CHO ? ". " : "... ") + move;
    }

    /** {@code 12. B9-C7 B0-C2}, {@code 1... B0-C2} or {@code 40. pass}. */
    public String text() {
        if (cho == null) {
            return number + "... " + han;
        }
        return han == null ? number + ". " + cho : number + ". " + cho + " " + han;
    }
}
