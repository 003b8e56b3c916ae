package janggi.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.flywaydb.core.Flyway;

/**
 * The club's database, reached through JDBC: an embedded H2 file by default, or PostgreSQL,
 * which several servers share. Opening it brings the schema up to date with the migrations in
 * {@code db/migration}. On PostgreSQL every change to a game is announced with {@code NOTIFY}
 * in the transaction that makes it, so the other servers hear of it exactly when it is stored.
 */
public final class Store implements AutoCloseable {
    /** H2's code for a database file locked by another process. */
    private static final int H2_IN_USE = 90020;

    private static final int POOL_SIZE = 10;

    private final String url;
    private final HikariDataSource pool;
    /** Held open for the store's life, so that an embedded database stays open between calls. */
    private final Connection keeper;
    /** This store's name in the notices it sends, so that it can tell its own from the others'. */
    private final String origin;
    /** The channel of this club's notices, or null on a database that only one server uses. */
    private final String channel;

    private Store(String url, HikariDataSource pool, Connection keeper, String channel) {
        this.url = url;
        this.pool = pool;
        this.keeper = keeper;
        this.channel = channel;
        byte[] id = new byte[6];
        new SecureRandom().nextBytes(id);
        this.origin = HexFormat.of().formatHex(id);
    }

    /**
     * The embedded database in {@code dir} ({@code club.mv.db}). H2 is told not to close it
     * at the JVM's exit by itself, since the server's own shutdown still writes to it; and its
     * file lock keeps a second server away from it.
     */
    public static String embeddedUrl(Path dir) {
        return "jdbc:h2:file:" + dir.resolve("club").toAbsolutePath() + ";DB_CLOSE_ON_EXIT=FALSE";
    }

    /** Whether several servers can share the database at {@code url}: only PostgreSQL can. */
    public static boolean isShared(String url) {
        return url.startsWith("jdbc:postgresql:");
    }

    /**
     * Opens the database at {@code url} and migrates its schema.
     *
     * @throws StoreException when it cannot be reached, is in use by another server, or cannot be migrated
     */
    public static Store open(String url) {
        Connection keeper = null;
        HikariDataSource pool = null;
        try {
            keeper = DriverManager.getConnection(url);
            Flyway.configure()
                    .dataSource(url, null, null)
                    .locations("classpath:db/migration")
                    .load()
                    .migrate();
            String channel = isShared(url) ? channel(keeper) : null;
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(url);
            config.setMaximumPoolSize(POOL_SIZE);
            config.setPoolName("janggi club");
            pool = new HikariDataSource(config);
            if (channel != null) {
                // One server needs the embedded database open; PostgreSQL needs no keeper.
                keeper.close();
                keeper = null;
            }
            return new Store(url, pool, keeper, channel);
        } catch (SQLException e) {
            closeQuietly(keeper);
            if (pool != null) {
                pool.close();
            }
            throw e.getErrorCode() == H2_IN_USE && url.startsWith("jdbc:h2:")
                    ? new StoreException(StoreException.Kind.IN_USE, e)
                    : new StoreException(e);
        } catch (RuntimeException e) {
            closeQuietly(keeper);
            if (pool != null) {
                pool.close();
            }
            throw new StoreException(e);
        }
    }

    /** The club's channel: the schema's name, so that clubs in other schemas of one database never mix. */
    private static String channel(Connection c) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT current_schema()");
                ResultSet r = s.executeQuery()) {
            r.next();
            return "janggi_" + r.getString(1).replaceAll("[^A-Za-z0-9_]", "_");
        }
    }

    /** Whether other servers may share this database, so that changes must be announced to them. */
    public boolean isShared() {
        return channel != null;
    }

    public String origin() {
        return origin;
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

    public Ratings ratings() {
        return new Ratings(this);
    }

    /**
     * Listens for the other servers' notices on a connection of its own, handing each to {@code
     * heard} on the listener's thread; {@code caughtUp} runs after each (re)connection, when
     * what was missed meanwhile is to be read from the tables. On a database no other server
     * shares there is nothing to hear.
     */
    public Notices listen(Consumer<Notice> heard, Runnable reconnected, Logger log) {
        return channel == null ? Notices.NONE : new PostgresNotices(url, channel, origin, heard, reconnected, log);
    }

    /** Sends a notice to the other servers of the club, if there are any. */
    public void post(String code, String kind, String detail) {
        if (channel != null) {
            run(c -> notify(c, code, kind, detail));
        }
    }

    /** Announces a change to game {@code code} to the other servers, in the caller's transaction. */
    void changed(Connection c, String code) throws SQLException {
        if (channel != null) {
            notify(c, code, Notice.CHANGED, "");
        }
    }

    private int notify(Connection c, String code, String kind, String detail) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            s.setString(1, channel);
            s.setString(2, new Notice(origin, code, kind, detail).payload());
            s.execute();
            return 1;
        }
    }

    /** Work done on one connection. */
    interface Work<T> {
        T run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} on a connection of the pool, committing each statement as it goes. */
    <T> T run(Work<T> work) {
        try (Connection c = pool.getConnection()) {
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
            } finally {
                c.setAutoCommit(true);
            }
        });
    }

    @Override
    public void close() {
        pool.close();
        closeQuietly(keeper);
    }

    static void closeQuietly(Connection c) {
        try {
            if (c != null) {
                c.close();
            }
        } catch (SQLException e) {
            // closing a connection that failed: nothing more to do
        }
    }
}
