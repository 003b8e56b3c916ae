package janggi.uci;

import janggi.engine.Score;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One {@code info} line of another engine's search, as far as an analysis needs it:
 * {@code info depth 12 seldepth 18 multipv 1 score cp 34 nodes 51234 time 120 pv h1g3 b10c8}.
 * Words it does not know are passed over, as UCI asks.
 *
 * @param score in the engine's own units: centipawns, or for a mate {@link Score}'s form (a win
 *     in {@code n} moves as {@code MATE - (2n - 1)} plies, a loss in {@code n} as {@code -(MATE - 2n)})
 * @param mate whether the score is a mate
 * @param bound whether the score is only a bound ({@code lowerbound} or {@code upperbound}), as a
 *     search that fell outside its window says before it searches again
 * @param pv the line, in UCI form
 */
public record UciInfo(
        int depth,
        int selDepth,
        int multiPv,
        int score,
        boolean mate,
        boolean bound,
        long nodes,
        long timeMs,
        List<String> pv) {

    private static final int MOST_MATE_MOVES = (Score.MATE - Score.MATE_BOUND) / 2;

    /** The line's search report, if it is one with a depth and a score; a line of words only ({@code info string}) is not. */
    public static Optional<UciInfo> parse(String line) {
        String[] w = line.strip().split("\\s+");
        if (w.length == 0 || !w[0].equals("info")) {
            return Optional.empty();
        }
        int depth = -1;
        int selDepth = 0;
        int multiPv = 1;
        Integer score = null;
        boolean mate = false;
        boolean bound = false;
        long nodes = 0;
        long time = 0;
        List<String> pv = new ArrayList<>();
        try {
            for (int i = 1; i < w.length; i++) {
                switch (w[i]) {
                    case "string" -> {
                        return Optional.empty();
                    }
                    case "depth" -> depth = Integer.parseInt(w[++i]);
                    case "seldepth" -> selDepth = Integer.parseInt(w[++i]);
                    case "multipv" -> multiPv = Integer.parseInt(w[++i]);
                    case "nodes" -> nodes = Long.parseLong(w[++i]);
                    case "time" -> time = Long.parseLong(w[++i]);
                    case "score" -> {
                        String kind = w[++i];
                        int value = Integer.parseInt(w[++i]);
                        mate = kind.equals("mate");
                        if (!mate && !kind.equals("cp")) {
                            return Optional.empty();
                        }
                        score = mate ? mateScore(value) : value;
                    }
                    case "lowerbound", "upperbound" -> bound = true;
                    case "pv" -> {
                        pv.addAll(List.of(w).subList(i + 1, w.length));
                        i = w.length;
                    }
                    default -> {}
                }
            }
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            return Optional.empty();
        }
        if (depth < 0 || score == null) {
            return Optional.empty();
        }
        return Optional.of(new UciInfo(depth, selDepth, multiPv, score, mate, bound, nodes, time, pv));
    }

    /** {@code score mate n}: the side to move mates in {@code n} moves, or is mated in {@code -n} (0: it is mated now). */
    private static int mateScore(int moves) {
        // Beyond what Score can hold as a mate, a mate is still a mate, at the farthest distance it can say.
        moves = Math.max(-MOST_MATE_MOVES, Math.min(MOST_MATE_MOVES, moves));
        return moves > 0 ? Score.MATE - (2 * moves - 1) : -(Score.MATE - 2 * -moves);
    }
}
