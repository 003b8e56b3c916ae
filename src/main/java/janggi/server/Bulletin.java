package janggi.server;

/**
 * What a room tells the rooms of the same game on the club's other servers, beyond what the
 * store announces itself (moves, seats, endings, chat): who is at the game on this server. A
 * club of one server has nobody to tell.
 */
@FunctionalInterface
interface Bulletin {
    Bulletin NONE = (code, kind, detail) -> {};

    /** The sides whose players sit at the game on this server, as {@code CHO HAN}, or nothing. */
    String PRESENT = "present";
    /** Asks the others who sits at the game on their servers; they answer with {@link #HERE}. */
    String ASK = "ask";
    /** The answer to {@link #ASK}: as {@link #PRESENT}, but nobody came or went. */
    String HERE = "here";
    /** Someone came to watch: the detail is their name. */
    String WATCHING = "watching";
    /** A server stops: its players have left every game (sent with the code {@code -}). */
    String GONE = "gone";

    void post(String code, String kind, String detail);
}
