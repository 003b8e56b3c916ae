package janggi.store;

/**
 * What one server of a club tells the others through PostgreSQL's {@code NOTIFY}: which game it
 * concerns and what happened. The store sends {@link #CHANGED} itself, in the transaction of
 * every change to a game (a seat taken, a move, an ending, a line of chat): the listeners read
 * what is new from the tables. The servers add their own kinds (who sits at which game).
 *
 * @param origin the sending store's {@link Store#origin()}
 * @param detail the rest of the line, without line breaks; empty for none
 */
public record Notice(String origin, String code, String kind, String detail) {
    /** The game's rows changed: read what is new. */
    public static final String CHANGED = "changed";

    /** The payload on the wire: the four fields separated by spaces, the detail last and free. */
    String payload() {
        return detail.isEmpty()
                ? String.join(" ", origin, code, kind)
                : String.join(" ", origin, code, kind, detail.replace('\n', ' '));
    }

    /** @return the notice of a payload, or null for one not of this format (another program on the channel) */
    static Notice parse(String payload) {
        String[] parts = payload.split(" ", 4);
        if (parts.length < 3) {
            return null;
        }
        return new Notice(parts[0], parts[1], parts[2], parts.length == 4 ? parts[3] : "");
    }
}
