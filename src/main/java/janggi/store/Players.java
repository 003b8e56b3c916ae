package janggi.store;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Optional;

/** The players table: each key and the one name it goes by. */
public final class Players {

    private final Store store;

    Players(Store store) {
        this.store = store;
    }

    public Optional<Player> byKey(String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT fingerprint, name FROM players WHERE fingerprint = ?")) {
                s.setString(1, fingerprint);
                return one(s);
            }
        });
    }

    /** What the player of this key keeps from one visit to the next: {@code key=value} lines, "" for nothing. */
    public String settings(String fingerprint) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement("SELECT settings FROM players WHERE fingerprint = ?")) {
                s.setString(1, fingerprint);
                try (ResultSet r = s.executeQuery()) {
                    return r.next() ? r.getString(1) : "";
                }
            }
        });
    }

    /** Replaces the settings of this key's player. */
    public void saveSettings(String fingerprint, String settings) {
        store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE players SET settings = ? WHERE fingerprint = ?")) {
                s.setString(1, settings);
                s.setString(2, fingerprint);
                return s.executeUpdate();
            }
        });
    }

    /**
     * The player of this key, claiming {@code name} for it if the key is new. A known key keeps
     * the name it first claimed, whatever it asks for now; a new key gets nothing when another
     * key holds the name (in any mix of capitals). A new key's name is stored durably before it
     * is returned; a known key's last visit is noted when the database can take it.
     */
    public Optional<Player> claim(String fingerprint, String name) {
        Optional<Player> known = byKey(fingerprint);
        if (known.isPresent()) {
            try {
                store.write(c -> touch(c, fingerprint));
            } catch (StoreException e) {
                // only the time of the visit is not noted: the player comes in all the same
            }
            return known;
        }
        try {
            return Optional.of(store.write(c -> insert(c, fingerprint, name)));
        } catch (StoreException e) {
            if (Store.uniqueViolation(e)) {
                // Another key took the name, or this key raced itself: the key's own row decides.
                return byKey(fingerprint);
            }
            throw e;
        }
    }

    private Player insert(Connection c, String fingerprint, String name) throws SQLException {
        Object now = store.now();
        try (PreparedStatement s = c.prepareStatement(
                "INSERT INTO players (fingerprint, name, name_key, created_at, seen_at) VALUES (?, ?, ?, ?, ?)")) {
            s.setString(1, fingerprint);
            s.setString(2, name);
            s.setString(3, name.toLowerCase(Locale.ROOT));
            s.setObject(4, now);
            s.setObject(5, now);
            s.executeUpdate();
        }
        return new Player(fingerprint, name);
    }

    private int touch(Connection c, String fingerprint) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("UPDATE players SET seen_at = ? WHERE fingerprint = ?")) {
            s.setObject(1, store.now());
            s.setString(2, fingerprint);
            return s.executeUpdate();
        }
    }

    private static Optional<Player> one(PreparedStatement s) throws SQLException {
        try (ResultSet r = s.executeQuery()) {
            return r.next() ? Optional.of(new Player(r.getString(1), r.getString(2))) : Optional.empty();
        }
    }
}
