package janggi.core;

/** A move that the rules do not allow in the current position, or a move after the game ended. */
public class IllegalMoveException extends IllegalArgumentException {
    public IllegalMoveException(String message) {
        super(message);
    }
}
