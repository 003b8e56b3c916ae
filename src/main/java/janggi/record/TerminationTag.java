package janggi.record;

import janggi.core.GameResult;
import janggi.core.GameResult.Termination;

/**
 * How a game ended as record files write it in their {@code Termination} tag, e.g. "Han wins on
 * points 73.5 : 72 after two passes in a row". Part of the file format, so always in these
 * English words, whatever language the player reads (janggi.notation.RuleWords has those
 * words); the UCI server's {@code info string game over} says the same.
 */
public final class TerminationTag {
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
