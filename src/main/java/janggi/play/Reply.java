package janggi.play;

import janggi.text.Texts;

/**
 * What a line of input led to at a table: what happened, and what to tell the player, in the
 * player's language.
 */
public record Reply(Outcome outcome, String text) {
    /** What a line of input led to. */
    public enum Outcome {
        NOTHING,
        MOVED,
        INFO,
        /** The board was turned: a front end that prints boards prints it again. */
        FLIPPED,
        /** The board is drawn with other pieces: a front end that prints boards prints it again. */
        RESTYLED,
        ERROR,
        /** Another game is on the board: a new one, a loaded or a resumed one. */
        NEW_GAME,
        /** A question waits for the next line: {@link Session#pendingQuestion()}. */
        QUESTION,
        QUIT
    }

    /** Nothing to tell. */
    public static final Reply NOTHING = new Reply(Outcome.NOTHING, "");

    public static Reply info(Texts texts, String key, Object... args) {
        return new Reply(Outcome.INFO, texts.get(key, args));
    }

    public static Reply error(Texts texts, String key, Object... args) {
        return new Reply(Outcome.ERROR, texts.get(key, args));
    }
}
