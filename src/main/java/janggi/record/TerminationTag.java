package janggi.record;

import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How a game ended as record files write it in their {@code Termination} tag, e.g. "Han wins on
 * points 73.5 : 72 after two passes in a row". Part of the file format, so always in these
 * English words, whatever language the player reads (janggi.notation.RuleWords has those
 * words); the UCI server's {@code info string game over} says the same.
 */
public final class TerminationTag {
    /**
     * The tag as {@link #of} writes it, perhaps with the words of the record it was read from
     * after it in brackets ({@code Han wins on time (한 시간승)}, {@link GibResult}).
     */
    private static final Pattern TAG = Pattern.compile(
            "(Cho wins|Han wins|Drawn)(?: \\(as recorded\\)| on points (\\d+(?:\\.5)?) : (\\d+(?:\\.5)?) after (.+?)"
                    + "| by (.+?)|( on time))?(?: \\(.*\\))?");
    /** What chess sites (lichess, pychess-variants) write in the tag for a loss on time. */
    private static final String TIME_FORFEIT = "Time forfeit";

    private TerminationTag() {}

    public static String of(GameResult result) {
        String who = result.winner().map(s -> s.displayName() + " wins").orElse("Drawn");
        if (result.termination() == Termination.RECORDED) {
            return who + " (as recorded)";
        }
        if (result.counted()) {
            String scores = GameResult.points(Math.max(result.choHalfPoints(), result.hanHalfPoints())) + " : "
                    + GameResult.points(Math.min(result.choHalfPoints(), result.hanHalfPoints()));
            return who + " on points " + scores + " after " + reason(result.termination());
        }
        if (result.termination() == Termination.ON_TIME) {
            return who + " on time";
        }
        return who + " by " + reason(result.termination());
    }

    /**
     * The result a tag says, when it is one {@link #of} writes (or a chess site's {@code Time
     * forfeit}) and agrees with the {@code outcome} the record gives; empty otherwise.
     */
    public static Optional<GameResult> read(String tag, Outcome outcome) {
        return said(tag == null ? "" : tag.strip(), outcome).filter(r -> r.outcome() == outcome);
    }

    private static Optional<GameResult> said(String tag, Outcome outcome) {
        if (tag.equalsIgnoreCase(TIME_FORFEIT)) {
            return Optional.of(new GameResult(outcome, Termination.ON_TIME, false, 0, 0));
        }
        Matcher m = TAG.matcher(tag);
        if (!m.matches()) {
            return Optional.empty();
        }
        Outcome said = switch (m.group(1)) {
            case "Cho wins" -> Outcome.CHO_WINS;
            case "Han wins" -> Outcome.HAN_WINS;
            default -> Outcome.DRAW;
        };
        if (m.group(2) != null) {
            int high = halfPoints(m.group(2));
            int low = halfPoints(m.group(3));
            boolean hanHigh = said == Outcome.HAN_WINS;
            return termination(m.group(4))
                    .map(t -> new GameResult(said, t, true, hanHigh ? low : high, hanHigh ? high : low));
        }
        Optional<Termination> why = m.group(5) != null
                ? termination(m.group(5))
                : Optional.of(m.group(6) != null ? Termination.ON_TIME : Termination.RECORDED);
        return why.map(t -> new GameResult(said, t, false, 0, 0));
    }

    private static Optional<Termination> termination(String reason) {
        for (Termination t : Termination.values()) {
            if (reason(t).equals(reason)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }

    /** {@code 73.5} as 147. */
    private static int halfPoints(String points) {
        return points.endsWith(".5")
                ? Integer.parseInt(points.substring(0, points.length() - 2)) * 2 + 1
                : Integer.parseInt(points) * 2;
    }

    private static String reason(Termination termination) {
        return switch (termination) {
            case CHECKMATE -> "checkmate";
            case STALEMATE -> "stalemate";
            case BIKJANG -> "bikjang";
            case DOUBLE_PASS -> "two passes in a row";
            case REPETITION -> "repetition";
            case PERPETUAL_CHECK -> "perpetual check";
            case MOVE_REPETITION -> "moving one piece back and forth";
            case NO_CAPTURE_LIMIT -> "the no-capture limit";
            case INSUFFICIENT_MATERIAL -> "insufficient material";
            case KINGS_NAKED -> "the Kings Naked rule";
            case GOLLON -> "Gollon's rule";
            case RESIGNATION -> "resignation";
            case AGREEMENT -> "agreement";
            case ON_TIME -> "time";
            case RECORDED -> "the result recorded";
        };
    }
}
