package janggi.tui;

import janggi.text.Texts;
import java.io.IOException;
import java.util.List;

/**
 * Where someone arrives at a club, as a {@link LobbyScreen} sees it: lists of games to choose
 * from, and the commands that open them. The screen calls these on its own thread.
 */
public interface Lobby {
    /** The words of the one in the lobby, which a command may change ({@code lang}). */
    Texts texts();

    /** The lobby's title, at the top of the screen. */
    String title();

    /** The lists as they stand now, read again from time to time while the screen waits. */
    List<Section> sections();

    /**
     * Does a command typed in the lobby, or the command of an entry chosen with Enter. It may
     * take the seat for a while (a game, a replay) and give it back.
     *
     * @return what to tell the player, "" for nothing; a text longer than the message rows opens
     *     as a page
     */
    String run(String line) throws IOException;

    /** The keys and commands the footer offers: a guest may only watch. */
    default String keys() {
        return texts().get("lobby.keys");
    }

    /** A list under its title; Enter on an entry runs its command. */
    record Section(String title, List<Entry> entries) {}

    /** A game in a list, as a line of text, and the command that opens it ({@code join abcde}). */
    record Entry(String text, String command) {}
}
