package janggi.store;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.security.SecureRandom;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HexFormat;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.logging.Logger;
import org.flywaydb.core.Flyway;

/**
 * The club's database, reached through JDBC: an embedded SQLite file by default, or PostgreSQL,
 * which several servers share. Opening it brings the schema up to date with the migrations in
 * {@code db/migration}. On PostgreSQL every change to a game is announced with {@code NOTIFY}
 * in the transaction that makes it, so the other servers hear of it exactly when it is stored.
 *
 * <p>A write returns only once it is durable (docs/server.md, What a confirmation means):
 * SQLite in WAL mode with {@code synchronous=FULL} syncs its log to the disk at each commit;
 * PostgreSQL's commit waits for its WAL to be flushed ({@code synchronous_commit}, set on for
 * the club's connections when the server has it off). A write that fails throws, and is not to
 * be confirmed to anyone. The migrations of {@code db/migration/common} are the same SQL for
 * all three databases; each has its first schema in its own words ({@code sqlite}, {@code
 * standard} for H2 and PostgreSQL).
 */
public final class Store implements AutoCloseable {
    /** H2's code for a database file locked by another process. */
    private static final int H2_IN_USE = 90020;
    /** The embedded database's file in the data directory. */
    private static final String FILE = "club.db";
    /**
     * SQLite's settings for the club: its log written ahead (WAL), synced to the disk at every
     * commit (FULL), writers waiting their turn for up to half a minute, a transaction that
     * writes taking the lock at its start (so that it never fails half-way for a writer that
     * came between), references between tables enforced as H2 and PostgreSQL enforce them, and
     * the log cut back to 1 MB after each checkpoint.
     */
    private static final String SQLITE_SETTINGS = "?journal_mode=WAL&synchronous=FULL&busy_timeout=30000"
            + "&transaction_mode=IMMEDIATE&foreign_keys=true&journal_size_limit=1048576";
    /**
     * How many pages SQLite's log holds before they are copied into the database: a tenth of
     * SQLite's default, so that the log stays under half a megabyte. A log that grows to fill
     * the disk can never be checkpointed again (the copy needs room too), and the club would be
     * stuck though its data is small: on a 3 MB disk that happened at the 176th move.
     */
    private static final String SQLITE_CONNECTION = "PRAGMA wal_autocheckpoint = 100";
    /** A time as SQLite keeps it: UTC, of one width, so that the text sorts as the times do. */
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("uuuu-MM-dd'T'HH:mm:ss.SSSSSS'Z'");

    private static final int POOL_SIZE = 10;

    private final String url;
    private final HikariDataSource pool;
    /** Held open for the store's life, so that an embedded database stays open between calls. */
    private final Connection keeper;
    /** This store's name in the notices it sends, so that it can tell its own from the others'. */
    private final String origin;
    /** The channel of this club's notices, or null on a database that only one server uses. */
    private final String channel;
    /** The embedded database's file, or null on PostgreSQL. */
    private final DatabaseFile file;
    /** What each write is guaranteed against, for the operator's log. */
    private final String durability;
    /** Whether the database is SQLite, whose SQL differs from the others' here and there. */
    private final boolean sqlite;
    /** The embedded database's lock, held for the store's life, or null. */
    private final FileLock lock;
    /** Why nothing more can be stored (the file was lost), or null while writes may be tried. */
    private volatile String lost;
    /** The last write's failure, or null after a write that succeeded: a failure told once is not logged again. */
    private volatile String lastFailure;
    /** Runs before each write: tests make writes fail with it. */
    private volatile Runnable beforeWrite = () -> {};
    /** The clock whose days are the rating periods; tests move it. */
    private volatile Clock clock = Clock.systemUTC();

    private Store(
            String url,
            HikariDataSource pool,
            Connection keeper,
            String channel,
            DatabaseFile file,
            FileLock lock,
            String durability) {
        this.url = url;
        this.sqlite = url.startsWith("jdbc:sqlite:");
        this.lock = lock;
        this.pool = pool;
        this.keeper = keeper;
        this.channel = channel;
        this.file = file;
        this.durability = durability;
        byte[] id = new byte[6];
        new SecureRandom().nextBytes(id);
        this.origin = HexFormat.of().formatHex(id);
    }

    /** The file of the embedded database in {@code dir}. */
    public static Path embeddedFile(Path dir) {
        return dir.resolve(FILE).toAbsolutePath();
    }

    /** Whether {@code dir} holds an embedded database: SQLite's, or an older club's H2 file that moves over. */
    public static boolean hasEmbedded(Path dir) {
        return Files.exists(embeddedFile(dir)) || Files.exists(dir.resolve("club.mv.db"));
    }

    /**
     * Opens the embedded database in {@code dir}, making it if there is none, and migrates its
     * schema. A club whose database is still H2's {@code club.mv.db} moves over to SQLite first
     * ({@link H2Club}). A lock file keeps a second server away, since SQLite itself would let
     * several processes write.
     *
     * @throws StoreException when another server uses it, or it cannot be opened or migrated
     */
    public static Store openEmbedded(Path dir) {
        FileLock lock = null;
        try {
            Files.createDirectories(dir);
            FileChannel channel =
                    FileChannel.open(dir.resolve("club.lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE);
            lock = channel.tryLock();
            if (lock == null) {
                channel.close();
                throw new StoreException(StoreException.Kind.IN_USE, dir.toString());
            }
            Path file = embeddedFile(dir);
            if (!Files.exists(file)) {
                // A log left by a database that is gone would be replayed into the new one.
                Files.deleteIfExists(file.resolveSibling(FILE + "-wal"));
                Files.deleteIfExists(file.resolveSibling(FILE + "-shm"));
            }
            H2Club.moveOver(dir, file);
            String url = "jdbc:sqlite:" + embeddedFile(dir) + SQLITE_SETTINGS;
            migrate(url);
            // From here on a connection opens the file only if it is there (SQLITE_OPEN_READWRITE
            // without CREATE): a connection the pool makes after the file was deleted must fail,
            // not start an empty club under the same name.
            return open(url + "&open_mode=2", lock);
        } catch (IOException e) {
            release(lock);
            throw new StoreException(e);
        } catch (RuntimeException e) {
            release(lock);
            throw e;
        }
    }

    private static void release(FileLock lock) {
        if (lock != null) {
            try {
                lock.channel().close();
            } catch (IOException e) {
                // closing releases the lock
            }
        }
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
        return open(url, null);
    }

    private static Store open(String url, FileLock lock) {
        Connection keeper = null;
        HikariDataSource pool = null;
        DatabaseFile file = null;
        try {
            keeper = DriverManager.getConnection(url);
            migrate(url);
            String channel = isShared(url) ? channel(keeper) : null;
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(url);
            config.setMaximumPoolSize(POOL_SIZE);
            config.setPoolName("janggi club");
            String durability;
            if (channel != null) {
                // A commit is confirmed only once PostgreSQL has flushed its WAL, whatever the
                // server's default; its fsync setting decides whether that WAL survives a power cut.
                if (setting(keeper, "synchronous_commit").equals("off")) {
                    config.setConnectionInitSql("SET synchronous_commit = on");
                }
                durability = "PostgreSQL: each commit waits for its WAL to be flushed"
                        + (setting(keeper, "fsync").equals("off")
                                ? "; fsync is off, so a killed server loses nothing but a power cut may"
                                : "");
            } else if (url.startsWith("jdbc:sqlite:")) {
                config.setConnectionInitSql(SQLITE_CONNECTION);
                file = DatabaseFile.open(
                        Path.of(url.substring("jdbc:sqlite:".length()).split("\\?", 2)[0]));
                durability = "embedded SQLite in " + file.path()
                        + " (WAL, synchronous=FULL): each commit is on the disk before it is confirmed";
            } else {
                durability = "H2 at " + url + ": a killed server may lose what it confirmed last";
            }
            pool = new HikariDataSource(config);
            if (channel != null) {
                // An embedded database stays open between calls through the keeper: H2 closes a
                // database whose last connection closes, and SQLite then removes its log, which
                // DatabaseFile would take for a log replaced. PostgreSQL needs no keeper.
                keeper.close();
                keeper = null;
            }
            return new Store(url, pool, keeper, channel, file, lock, durability);
        } catch (SQLException | IOException e) {
            closeQuietly(keeper);
            if (file != null) {
                file.close();
            }
            if (pool != null) {
                pool.close();
            }
            if (e instanceof IOException) {
                throw new StoreException(e);
            }
            SQLException sql = (SQLException) e;
            throw sql.getErrorCode() == H2_IN_USE && url.startsWith("jdbc:h2:")
                    ? new StoreException(StoreException.Kind.IN_USE, e)
                    : new StoreException(e);
        } catch (RuntimeException e) {
            closeQuietly(keeper);
            if (file != null) {
                file.close();
            }
            if (pool != null) {
                pool.close();
            }
            throw new StoreException(e);
        }
    }

    /** Brings the schema of the database at {@code url} up to date. */
    static void migrate(String url) {
        String first = url.startsWith("jdbc:sqlite:") ? "sqlite" : "standard";
        Flyway.configure()
                .dataSource(url, null, null)
                .locations("classpath:db/migration/" + first, "classpath:db/migration/common")
                .load()
                .migrate();
    }

    private static String setting(Connection c, String name) throws SQLException {
        try (PreparedStatement s = c.prepareStatement("SELECT current_setting(?)")) {
            s.setString(1, name);
            try (ResultSet r = s.executeQuery()) {
                r.next();
                return r.getString(1);
            }
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

    /** What a confirmed write survives here, in a line for the operator's log. */
    public String durability() {
        return durability;
    }

    /**
     * Why nothing more can be stored: the embedded database's file was deleted, replaced or
     * overwritten while the server ran. Empty while writes are tried.
     */
    public Optional<String> lost() {
        return Optional.ofNullable(lost);
    }

    /** Runs {@code check} before every write from now on; a check that throws makes the write fail (tests). */
    public void beforeEachWrite(Runnable check) {
        beforeWrite = check;
    }

    /** The rating periods follow {@code clock}'s days from now on (tests). */
    public void ratingDays(Clock clock) {
        this.clock = clock;
    }

    /** Today, in days since 1970 (UTC): the rating period a result stored now counts in. */
    long today() {
        return LocalDate.now(clock.withZone(ZoneOffset.UTC)).toEpochDay();
    }

    public Servers servers() {
        return new Servers(this);
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

    public PuzzleRatings puzzleRatings() {
        return new PuzzleRatings(this);
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

    /**
     * Runs {@code work} on a connection of the pool, committing each statement as it goes: for
     * reading. A connection the database closed under it (H2 closes itself when a write fails
     * for want of disk space) is dropped from the pool, so that the next one opens the database
     * again.
     */
    <T> T run(Work<T> work) {
        try (Connection c = pool.getConnection()) {
            try {
                return work.run(c);
            } catch (SQLException | RuntimeException e) {
                if (!c.isValid(1)) {
                    pool.evictConnection(c);
                }
                throw e;
            }
        } catch (SQLException e) {
            throw new StoreException(e);
        } catch (StoreException e) {
            throw e;
        } catch (RuntimeException e) {
            // H2 reports some failures of its file (a full disk) as unchecked exceptions of its own
            throw new StoreException(e);
        }
    }

    /**
     * Runs {@code work} as one transaction, all of it stored or none, and returns once it is
     * durable: for every change to the club.
     *
     * @throws StoreException when it is not stored, or not surely: nothing of it is to be confirmed
     */
    <T> T write(Work<T> work) {
        String gone = lost;
        if (gone != null) {
            throw new StoreException(StoreException.Kind.LOST, gone).repeat();
        }
        if (file != null) {
            gone = file.problem().orElse(null);
            if (gone != null) {
                lost = gone;
                throw new StoreException(StoreException.Kind.LOST, gone);
            }
        }
        T result;
        try {
            beforeWrite.run();
            result = transaction(work);
        } catch (RuntimeException e) {
            StoreException failed = e instanceof StoreException s ? s : new StoreException(e);
            String failure = failed.getMessage();
            if (failure.equals(lastFailure)) {
                failed.repeat();
            }
            lastFailure = failure;
            throw failed;
        }
        lastFailure = null;
        return result;
    }

    private <T> T transaction(Work<T> work) {
        return run(c -> {
            c.setAutoCommit(false);
            try {
                T done = work.run(c);
                c.commit();
                return done;
            } catch (SQLException | RuntimeException e) {
                try {
                    c.rollback();
                } catch (SQLException rollback) {
                    e.addSuppressed(rollback);
                }
                throw e;
            } finally {
                try {
                    c.setAutoCommit(true);
                } catch (SQLException closed) {
                    // the connection failed with the work; the pool drops it
                }
            }
        });
    }

    /**
     * Writes a consistent copy of the embedded database to {@code copy} while the club plays on
     * (SQLite's {@code VACUUM INTO}), through a temporary file renamed at the end, so that a copy
     * cut short is never taken for a whole one.
     */
    public void backup(Path copy) {
        if (!sqlite) {
            throw new IllegalStateException("only the embedded database is backed up by the server");
        }
        Path partial = copy.resolveSibling(copy.getFileName() + ".partial");
        try {
            Files.deleteIfExists(partial);
            run(c -> {
                try (PreparedStatement s = c.prepareStatement("VACUUM INTO ?")) {
                    s.setString(1, partial.toAbsolutePath().toString());
                    return s.executeUpdate();
                }
            });
            Files.move(partial, copy, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        } catch (IOException e) {
            throw new StoreException(e);
        }
    }

    /** The present moment as this database keeps a time. */
    Object now() {
        OffsetDateTime now = OffsetDateTime.now(ZoneOffset.UTC);
        return sqlite ? sqliteTime(now) : now;
    }

    /** A time as SQLite keeps it. */
    static String sqliteTime(OffsetDateTime time) {
        return TIME.format(time.withOffsetSameInstant(ZoneOffset.UTC));
    }

    /** A time read from column {@code column}. */
    Instant instant(ResultSet r, int column) throws SQLException {
        return sqlite
                ? OffsetDateTime.parse(r.getString(column)).toInstant()
                : r.getObject(column, OffsetDateTime.class).toInstant();
    }

    /** What locks the rows a query selects until the transaction ends; SQLite's transaction holds the whole file. */
    String forUpdate() {
        return sqlite ? "" : " FOR UPDATE";
    }

    /** Whether {@code e} broke a unique constraint (a name or a code taken), in any of the three databases. */
    static boolean uniqueViolation(StoreException e) {
        return e.getCause() instanceof SQLException sql
                && ("23505".equals(sql.getSQLState())
                        || String.valueOf(sql.getMessage()).contains("UNIQUE constraint failed"));
    }

    @Override
    public void close() {
        pool.close();
        closeQuietly(keeper);
        if (file != null) {
            file.close();
        }
        release(lock);
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
