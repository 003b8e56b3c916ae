package janggi.core;

/**
 * An arrangement of the horses and elephants (or of Korean Random Chess's wings) that is no
 * setup, or that the rules do not allow. Carries a code and the text or setups concerned, so
 * that a front end can say what is wrong in its player's words; the message is for logs.
 */
public final class IllegalSetupException extends IllegalArgumentException {

    public enum Problem {
        /** Neither four letters N/B nor two wings of R, N and E. */
        NOT_A_SETUP,
        /** Four letters with two horses or two elephants on one wing. */
        HORSE_AND_ELEPHANT_PER_WING,
        /** A Korean Random Chess wing without one each of chariot, horse and elephant. */
        THREE_PIECES_PER_WING,
        /** The chariots are not in the corners, which the rules ask for. */
        CHARIOTS_IN_CORNERS,
        /** Korean Random Chess's two armies differ. */
        ARMIES_DIFFER
    }

    public final Problem problem;
    /** The text read, or the setup refused (the first of the two for {@link Problem#ARMIES_DIFFER}). */
    public final String text;
    /** With {@link Problem#ARMIES_DIFFER}: the other army's setup; else null. */
    public final String other;
    /** With {@link Problem#CHARIOTS_IN_CORNERS} and {@link Problem#ARMIES_DIFFER}: the rules; else null. */
    public final RuleSet rules;

    IllegalSetupException(Problem problem, String text, String other, RuleSet rules, String message) {
        super(message);
        this.problem = problem;
        this.text = text;
        this.other = other;
        this.rules = rules;
    }
}
