package janggi.cli;

import janggi.text.Message;

/**
 * Input the user must correct; reported as one line on stderr, in the user's language, with
 * exit status {@link Main#BAD_INPUT}.
 */
final class BadInput extends RuntimeException {
    private final transient Message message;

    BadInput(Message message) {
        super(message.toString());
        this.message = message;
    }

    /** The message of {@code key} in the bundle, with {@code args} put in. */
    BadInput(String key, Object... args) {
        this(new Message(key, args));
    }

    Message message() {
        return message;
    }
}
