package janggi.store;

import janggi.store.StoredGame.Status;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The club's servers, each noting that it is alive, so that the clocks of a server that died
 * stop at its last moment known alive rather than running on through its downtime.
 */
public final class Servers {
    private final Store store;

    Servers(Store store) {
        this.store = store;
    }

    /** Notes that this server is alive at {@code nowMs}. */
    public void alive(long nowMs) {
        store.write(c -> {
            try (PreparedStatement s = c.prepareStatement("UPDATE servers SET alive_ms = ? WHERE origin = ?")) {
                s.setLong(1, nowMs);
                s.setString(2, store.origin());
                if (s.executeUpdate() == 1) {
                    return 1;
                }
            }
            try (PreparedStatement s = c.prepareStatement("INSERT INTO servers (origin, alive_ms) VALUES (?, ?)")) {
                s.setString(1, store.origin());
                s.setLong(2, nowMs);
                return s.executeUpdate();
            }
        });
    }

    /** The other servers noted alive, with their last notes. */
    public Map<String, Long> others() {
        return store.run(c -> {
            Map<String, Long> others = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT origin, alive_ms FROM servers WHERE origin <> ?")) {
                s.setString(1, store.origin());
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        others.put(r.getString(1), r.getLong(2));
                    }
                }
            }
            return others;
        });
    }

    /**
     * A server died: stops its running clocks at its last note, {@code aliveMs}, keeping the
     * time the move in progress had taken then, as a clean stop pauses them; and forgets it,
     * unless it has noted itself alive again meanwhile.
     *
     * @return the codes of the games whose clocks were stopped, for their rooms to start again
     */
    public List<String> stopClocks(String origin, long aliveMs) {
        return store.write(c -> {
            Map<String, Long> used = new LinkedHashMap<>();
            try (PreparedStatement s = c.prepareStatement("SELECT code, clock_used_ms + ? - clock_started_ms FROM games"
                    + " WHERE clock_server = ? AND clock_started_ms IS NOT NULL AND status = ? ORDER BY code"
                    + store.forUpdate())) {
                s.setLong(1, aliveMs);
                s.setString(2, origin);
                s.setString(3, Status.PLAYING.name());
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        used.put(r.getString(1), r.getLong(2));
                    }
                }
            }
            for (Map.Entry<String, Long> game : used.entrySet()) {
                try (PreparedStatement s = c.prepareStatement(
                        "UPDATE games SET clock_used_ms = ?,"
                                + " clock_started_ms = NULL WHERE code = ? AND clock_server = ? AND clock_started_ms IS NOT NULL")) {
                    s.setLong(1, Math.max(0, game.getValue()));
                    s.setString(2, game.getKey());
                    s.setString(3, origin);
                    s.executeUpdate();
                }
            }
            try (PreparedStatement s = c.prepareStatement("DELETE FROM servers WHERE origin = ? AND alive_ms = ?")) {
                s.setString(1, origin);
                s.setLong(2, aliveMs);
                s.executeUpdate();
            }
            for (String code : used.keySet()) {
                store.changed(c, code);
            }
            return List.copyOf(used.keySet());
        });
    }
}
