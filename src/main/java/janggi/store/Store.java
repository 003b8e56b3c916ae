package janggi.store;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;

/**
 * The club's database, reached through JDBC: an embedded H2 file by default, or any URL given
 * (PostgreSQL for several servers sharing one club). Opening it brings the schema up to date
 * with the migrations in {@code db/migration}.
 */
public final class Store implements AutoCloseable {
    private final String url;
    /** Held open for the store's life, so that an embedded database stays open between calls. */
    private final Connection keeper;

    private Store(String url, Connection keeper) {
        this.url = url;
        this.keeper = keeper;
    }

    /**
     * The embedded database in {@code dir} ({@code club.mv.db}). H2 is told not to close it
     * at the JVM's exit by itself, since the server's own shutdown still writes to it; and its
     * file lock keeps a second server away from it.
     */
    public static String embeddedUrl(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("club").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /**
     * Opens the database at {@code url} and migrates its schema.
     *
     * @throws StoreException when it cannot be reached or migrated
     */
    public static Store open(String url) {
        Connection keeper = null;
        try {
            keeper = DriverManager.getConnection(url);
            Flyway.configure()
                    .dataSource(url, null, null)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
            return new Store(url, keeper);
        } catch (SQLException | FlywayException e) {
            closeQuietly(keeper);
            throw new StoreException(e);
        }
    }

    public Players players() {
        return new Players(this);
    }

    public Games games() {
        return new Games(this);
    }

    public Chat chat() {
        return new Chat(this);
    }

    /** Work done on one connection. */
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} on a connection of its own, committing each statement as it goes. */
    <T> T run(Work<T> work) {
        try (Connection c = DriverManager.getConnection(url)) {
            return work.run(c);
        } catch (SQLException e) {
            throw new StoreException(e);
        }
    }

    /** Runs {@code work} as one transaction: all of it is stored, or none. */
    <T> T transaction(Work<T> work) {
        return run(c -> {
            c.setAutoCommit(false);
            try {
                T result = work.run(c);
                c.commit();
                return result;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            }
        });
    }

    @Override
    public void close() {
        closeQuietly(keeper);
    }

    private static void closeQuietly(Connection c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (SQLException e) {
            // closing a connection that failed: nothing more to do
        }
    }
}
