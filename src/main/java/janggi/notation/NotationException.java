package janggi.notation;

/** Text that cannot be read as a move, position or record; the message says what and where. */
public class NotationException extends IllegalArgumentException {
    public NotationException(String message) {
        super(message);
    }
}
