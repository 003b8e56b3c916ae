package janggi.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What was said in each game, kept with the game. */
public final class Chat {
    /** A line said in a game; the text is sanitised before it is stored. */
    public record Line(String name, String text) {}

    private final Store store;

    Chat(Store store) {
        this.store = store;
    }

    /** Stores a line; {@code fingerprint} is null for a guest. */
    public void add(String code, String fingerprint, String name, String text) {
        store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO chat (game_code, player, name, said_at, text) VALUES (?, ?, ?, ?, ?)")) {
                s.setString(1, code);
                s.setString(2, fingerprint);
                s.setString(3, name);
                s.setObject(4, Players.now());
                s.setString(5, text);
                return s.executeUpdate();
            }
        });
    }

    /** The last {@code limit} lines of a game, oldest first. */
    public List<Line> recent(String code, int limit) {
        return store.run(c -> {
            try (PreparedStatement s =
                    c.prepareStatement("SELECT name, text FROM chat WHERE game_code = ? ORDER BY id DESC")) {
                s.setString(1, code);
                s.setMaxRows(limit);
                List<Line> lines = new ArrayList<>();
                try (ResultSet r = s.executeQuery()) {
                    while (r.next()) {
                        lines.add(new Line(r.getString(1), r.getString(2)));
                    }
                }
                Collections.reverse(lines);
                return lines;
            }
        });
    }
}
