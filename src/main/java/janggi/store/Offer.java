package janggi.store;

import java.util.Locale;

/** What one player of a game may offer the other, and the other accept or decline (docs/server.md, Offers). */
public enum Offer {
    /** A draw by agreement, where the rules allow one now. */
    DRAW,
    /** Taking back the asker's last move, and the reply to it if one was made. */
    TAKEBACK,
    /** Once the game is over, another with the same settings and the sides swapped. */
    REMATCH;

    /** The word that offers, accepts and names it: {@code draw}, {@code takeback}, {@code rematch}. */
    public String word() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The offer a word names, if any. */
    public static java.util.Optional<Offer> named(String word) {
        for (Offer o : values()) {
            if (o.word().equalsIgnoreCase(word.strip())) {
                return java.util.Optional.of(o);
            }
        }
        return java.util.Optional.empty();
    }

    /** The games table's column that holds who made it. */
    String column() {
        return word() + "_offer";
    }
}
