package janggi.notation;

import janggi.core.GameResult;
import janggi.core.GameResult.Termination;
import janggi.core.IllegalSetupException;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Side;
import janggi.core.Square;
import janggi.text.Message;
import java.util.Locale;
import java.util.Optional;
import java.util.function.IntFunction;

/**
 * The words for the rules core's codes, which carries none itself: a side, why a move is
 * refused, why and how a game ended. Each is a {@link Message}, which a front end puts in its
 * player's language; the keys are the codes' names in lower case ({@code refusal.horse_leg_blocked}).
 */
public final class RuleWords {
    private RuleWords() {}

    /** {@code Cho} or {@code Han}. */
    public static Message side(Side side) {
        return new Message(key("side.", side));
    }

    /** The name of a kind of piece: {@code general}, {@code horse}, ... */
    public static Message piece(PieceType type) {
        return new Message(key("piece.", type));
    }

    /** A side's piece: {@code Cho general}. */
    public static Message piece(Side side, PieceType type) {
        return new Message("piece.of_side", side(side), piece(type));
    }

    /** Why a move is refused; {@code squareName} writes the point concerned in the notation the player used. */
    public static Message refusal(Refusal refusal, IntFunction<String> squareName) {
        String key = key("refusal.", refusal.reason());
        return refusal.square() == Square.NONE
                ? new Message(key)
                : new Message(key, squareName.apply(refusal.square()));
    }

    /** What is wrong with a setup, e.g. "setup 'NNBB' needs one horse and one elephant on each wing ...". */
    public static Message setup(IllegalSetupException e) {
        return switch (e.problem) {
            case NOT_A_SETUP -> new Message("setup.not_a_setup", e.text);
            case HORSE_AND_ELEPHANT_PER_WING -> new Message("setup.horse_and_elephant", e.text);
            case THREE_PIECES_PER_WING -> new Message("setup.three_pieces", e.text);
            case CHARIOTS_IN_CORNERS -> new Message("setup.chariots_in_corners", e.text, e.rules.name);
            case ARMIES_DIFFER -> new Message("setup.armies_differ", e.rules.name, e.text, e.other);
        };
    }

    /**
     * What the side to move in a game still in play must answer now, for the front ends to show
     * beside the turn: {@code BIKJANG}, {@code CHECK}, {@code BANZAI: guard on D4 must capture};
     * empty for nothing.
     */
    public static Optional<Message> alert(Position pos) {
        if (pos.bikjang()) {
            return Optional.of(new Message("alert.bikjang"));
        }
        if (pos.inCheck()) {
            return Optional.of(new Message("alert.check"));
        }
        int[] banzai = pos.banzaiGuards();
        if (banzai.length > 0) {
            return Optional.of(
                    banzai.length == 1
                            ? new Message("alert.banzai_on", DisplayMove.square(banzai[0]))
                            : new Message("alert.banzai"));
        }
        return Optional.empty();
    }

    /** Why a game ended, e.g. "two passes in a row". */
    public static Message termination(Termination termination) {
        return new Message(key("termination.", termination));
    }

    /** How a game ended, e.g. "Han wins on points 73.5 : 72 after two passes in a row". */
    public static Message result(GameResult result) {
        Message why = termination(result.termination());
        if (result.winner().isEmpty()) {
            return new Message(
                    result.termination() == Termination.RECORDED ? "result.drawn.recorded" : "result.drawn.by", why);
        }
        Message who = side(result.winner().get());
        if (result.termination() == Termination.RECORDED) {
            return new Message("result.wins.recorded", who, why);
        }
        if (result.counted()) {
            int high = Math.max(result.choHalfPoints(), result.hanHalfPoints());
            int low = Math.min(result.choHalfPoints(), result.hanHalfPoints());
            return new Message("result.wins.on_points", who, GameResult.points(high), GameResult.points(low), why);
        }
        if (result.termination() == Termination.ON_TIME) {
            return new Message("result.wins.on_time", who);
        }
        return new Message("result.wins.by", who, why);
    }

    private static String key(String prefix, Enum<?> code) {
        return prefix + code.name().toLowerCase(Locale.ROOT);
    }
}
