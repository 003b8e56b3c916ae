package janggi.store;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** What was said in each game, kept with the game. */
public final class Chat {
    /** A line said in a game; the text is sanitised before it is stored. */
    public record Line(long id, String name, String text) {}

    private final Store store;

    Chat(Store store) {
        this.store = store;
    }

    /**
     * Stores a line; {@code fingerprint} is null for a guest.
     *
     * @return the line's id: the lines of a game are numbered in the order they are stored
     */
    public long add(String code, String fingerprint, String name, String text) {
        return store.write(c -> {
            long id;
            try (PreparedStatement s = c.prepareStatement(
                    "INSERT INTO chat (game_code, player, name, said_at, text) VALUES (?, ?, ?, ?, ?)",
                    Statement.RETURN_GENERATED_KEYS)) {
                s.setString(1, code);
                s.setString(2, fingerprint);
                s.setString(3, name);
                s.setObject(4, store.now());
                s.setString(5, text);
                s.executeUpdate();
                try (ResultSet keys = s.getGeneratedKeys()) {
                    keys.next();
                    id = keys.getLong(1);
                }
            }
            store.changed(c, code);
            return id;
        });
    }

    /** The last {@code limit} lines of a game, oldest first. */
    public List<Line> recent(String code, int limit) {
        List<Line> lines = select(code, "SELECT id, name, text FROM chat WHERE game_code = ? ORDER BY id DESC", limit);
        Collections.reverse(lines);
        return lines;
    }

    /** The lines of a game after the line {@code id}, oldest first: what a server missed. */
    public List<Line> after(String code, long id) {
        return select(code, "SELECT id, name, text FROM chat WHERE game_code = ? AND id > " + id + " ORDER BY id", 0);
    }

    private List<Line> select(String code, String sql, int limit) {
        return store.run(c -> {
            try (PreparedStatement s = c.prepareStatement(sql)) {
                s.setString(1, code);
                s.setMaxRows(limit);
                return lines(s);
            }
        });
    }

    private static List<Line> lines(PreparedStatement s) throws SQLException {
        List<Line> lines = new ArrayList<>();
        try (ResultSet r = s.executeQuery()) {
            while (r.next()) {
                lines.add(new Line(r.getLong(1), r.getString(2), r.getString(3)));
            }
        }
        return lines;
    }
}
