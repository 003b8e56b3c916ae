package janggi.store;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.time.OffsetDateTime;
import java.util.List;

/**
 * A club from before SQLite, whose database is H2's {@code club.mv.db}, moves over by itself on
 * its first start: the H2 database is brought up to the latest schema, every row is copied into
 * a new SQLite file in one transaction, and only then is that file given its name, so that a
 * start cut short begins again from the H2 file. The H2 file is kept beside it, renamed, and
 * never read again.
 */
final class H2Club {
    /** The tables in an order that keeps their references: players before games, games before moves and chat. */
    private static final List<String> TABLES = List.of("players", "games", "moves", "chat", "servers");

    private H2Club() {}

    /** Moves the H2 club in {@code dir}, if there is one and no SQLite database yet, into {@code target}. */
    static void moveOver(Path dir, Path target) throws IOException {
        Path old = dir.resolve("club.mv.db");
        if (Files.exists(target) || !Files.exists(old)) {
            return;
        }
        Path partial = target.resolveSibling(target.getFileName() + ".partial");
        Files.deleteIfExists(partial);
        Files.deleteIfExists(partial.resolveSibling(partial.getFileName() + "-journal"));
        String h2 = "jdbc:h2:file:" + dir.resolve("club").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE";
        String sqlite = "jdbc:sqlite:" + partial + "?synchronous=FULL";
        Store.migrate(h2);
        Store.migrate(sqlite);
        try (Connection from = DriverManager.getConnection(h2);
                Connection to = DriverManager.getConnection(sqlite)) {
            to.setAutoCommit(false);
            for (String table : TABLES) {
                copy(from, to, table);
            }
            to.commit();
        } catch (SQLException e) {
            throw new StoreException(e);
        }
        Files.move(partial, target, StandardCopyOption.ATOMIC_MOVE);
        Files.move(old, dir.resolve("club.mv.db.moved-to-sqlite"), StandardCopyOption.REPLACE_EXISTING);
    }

    private static void copy(Connection from, Connection to, String table) throws SQLException {
        try (PreparedStatement read = from.prepareStatement("SELECT * FROM " + table);
                ResultSet r = read.executeQuery()) {
            ResultSetMetaData columns = r.getMetaData();
            int n = columns.getColumnCount();
            StringBuilder names = new StringBuilder();
            StringBuilder marks = new StringBuilder();
            for (int i = 1; i <= n; i++) {
                names.append(i > 1 ? ", " : "").append(columns.getColumnName(i));
                marks.append(i > 1 ? ", ?" : "?");
            }
            try (PreparedStatement write =
                    to.prepareStatement("INSERT INTO " + table + " (" + names + ") VALUES (" + marks + ")")) {
                while (r.next()) {
                    for (int i = 1; i <= n; i++) {
                        Object value = r.getObject(i);
                        write.setObject(i, value instanceof OffsetDateTime time ? Store.sqliteTime(time) : value);
                    }
                    write.executeUpdate();
                }
            }
        }
    }
}
