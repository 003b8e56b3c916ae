package janggi.text;

import java.util.Arrays;

/**
 * Words not yet put into a language: a key of the message bundle and its arguments. Layers below
 * the front ends (notation, records) describe problems this way, and each front end renders them
 * in its player's language. An argument may itself be a {@code Message}.
 */
public record Message(String key, Object... args) {
    public Message {
        args = args.clone();
    }

    /**
     * Words that come from outside the bundle and are shown as they are: what the operating
     * system said about a file, a line of a record, an error from a library.
     */
    public static Message verbatim(String text) {
        return new Message("verbatim", text == null ? "" : text);
    }

    /** The message in English, for logs and for exceptions' {@code getMessage()}. */
    @Override
    public String toString() {
        return Texts.english().render(this);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Message m && key.equals(m.key) && Arrays.equals(args, m.args);
    }

    @Override
    public int hashCode() {
        return key.hashCode() * 31 + Arrays.hashCode(args);
    }
}
