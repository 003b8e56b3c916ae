package janggi.core;

import java.util.Optional;

/**
 * How a game ended: who won (or a draw), why, and for games decided by counting both totals
 * in half points (Han's including the komi).
 */
public record GameResult(
        Outcome outcome, Termination termination, boolean counted, int choHalfPoints, int hanHalfPoints) {

    public enum Outcome {
        CHO_WINS("1-0"),
        HAN_WINS("0-1"),
        DRAW("1/2-1/2");

        /** The PGN result token, Cho being the first player ("white"). */
        public final String pgn;

        Outcome(String pgn) {
            this.pgn = pgn;
        }

        public static Outcome winner(Side side) {
            return side == Side.CHO ? CHO_WINS : HAN_WINS;
        }
    }

    /** Why the game ended; the words for each are in the message bundle, as {@code termination.checkmate}. */
    public enum Termination {
        CHECKMATE,
        STALEMATE,
        BIKJANG,
        DOUBLE_PASS,
        REPETITION,
        PERPETUAL_CHECK,
        MOVE_REPETITION,
        NO_CAPTURE_LIMIT,
        INSUFFICIENT_MATERIAL,
        KINGS_NAKED,
        GOLLON,
        RESIGNATION,
        AGREEMENT,
        /** A side's time ran out (docs/clocks.md). */
        ON_TIME,
        /** A result taken from a game record, whose reason the moves cannot show. */
        RECORDED
    }

    /** A result a record gives without saying why. */
    public static GameResult recorded(Outcome outcome) {
        return decided(outcome, Termination.RECORDED);
    }

    static GameResult decided(Outcome outcome, Termination why) {
        return new GameResult(outcome, why, false, 0, 0);
    }

    /** The result an ending gives, with both totals of the judged position when counting decided it. */
    public static GameResult of(Endings.Verdict verdict, Position judged) {
        if (!verdict.counted()) {
            return decided(verdict.outcome(), verdict.termination());
        }
        return new GameResult(
                verdict.outcome(),
                verdict.termination(),
                true,
                judged.countedHalfPoints(Side.CHO),
                judged.countedHalfPoints(Side.HAN));
    }

    public Optional<Side> winner() {
        return switch (outcome) {
            case CHO_WINS -> Optional.of(Side.CHO);
            case HAN_WINS -> Optional.of(Side.HAN);
            case DRAW -> Optional.empty();
        };
    }

    /** Half points as a player reads them: {@code 147} is "73.5". */
    public static String points(int halfPoints) {
        return halfPoints % 2 == 0 ? Integer.toString(halfPoints / 2) : (halfPoints / 2) + ".5";
    }
}
