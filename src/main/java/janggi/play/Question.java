package janggi.play;

import janggi.core.Side;
import java.util.List;

/**
 * A question the player must answer before play goes on, for every front end to show in its own
 * way (the full screen draws a setup on the board; line mode prints the text as its prompt).
 *
 * @param kind what is asked, so that a front end can show more than the words
 * @param side the side a setup is chosen for, or the side that would resign; null otherwise
 * @param text the question, in the player's language
 * @param details lines to show before the question (the games a player may choose from)
 */
public record Question(Kind kind, Side side, String text, List<String> details) {

    public Question {
        details = List.copyOf(details);
    }

    public enum Kind {
        /** Play on the unfinished game of the last run? Enter or y: yes. */
        RESUME,
        /** The game is open in another janggi: a new game, or a game of the library by its number. */
        LOCKED,
        /** The horse/elephant setup of {@link #side}: NBBN, NBNB, BNBN or BNNB; Enter for NBBN. */
        SETUP,
        /** Leave this game (it stays in the library) for a new one? Enter or y: yes. */
        NEW_GAME,
        /** Resign as {@link #side}? Enter or y: yes. */
        RESIGN,
        /** Replace a file that exists? Only y: yes. */
        OVERWRITE
    }
}
