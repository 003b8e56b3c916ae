package janggi.notation;

import janggi.core.IllegalSetupException;
import janggi.text.Message;

/**
 * Text that cannot be read as a move, position or record. Says what and where as a
 * {@link Message}, which a front end renders in its player's language; {@link #getMessage()}
 * is the English, for logs and tests.
 */
public class NotationException extends IllegalArgumentException {
    private final Message message;

    public NotationException(Message message) {
        super(message.toString());
        this.message = message;
    }

    /** The message of {@code key} in the bundle, with {@code args} put in. */
    public NotationException(String key, Object... args) {
        this(new Message(key, args));
    }

    /** What is wrong, in words not yet put into a language. */
    public Message message() {
        return message;
    }

    /**
     * What an exception from reading says: a NotationException's message, the words for a
     * setup the rules core refused, or the text of any other exception.
     */
    public static Message messageOf(RuntimeException e) {
        if (e instanceof NotationException n) {
            return n.message();
        }
        if (e instanceof IllegalSetupException s) {
            return RuleWords.setup(s);
        }
        return Message.verbatim(e.getMessage());
    }

    /** {@code 'TEXT': WHY}, the form of most complaints about a piece of text. */
    static NotationException quoting(String text, Object why) {
        return new NotationException("notation.quoted", text, why);
    }
}
