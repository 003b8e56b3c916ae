package janggi.store;

/** The database failed: unreachable, locked by another server, or refusing a statement. */
public final class StoreException extends RuntimeException {
    public enum Kind {
        /** The embedded database is open in another server: several servers need PostgreSQL. */
        IN_USE,
        /**
         * The embedded database's file was deleted, replaced or overwritten while the server ran:
         * nothing more is stored until the operator restores it and starts the server again.
         */
        LOST,
        /** A data directory that held a club has no database: the server does not start an empty one over it. */
        MISSING,
        FAILED
    }

    private final Kind kind;
    /** Whether this failure was told before: a lost file refuses every write after the first in the same words. */
    private boolean repeated;

    StoreException(Exception cause) {
        this(Kind.FAILED, cause);
    }

    StoreException(Kind kind, Exception cause) {
        super(firstLine(cause.getMessage()), cause);
        this.kind = kind;
    }

    StoreException(Kind kind, String message) {
        super(message);
        this.kind = kind;
    }

    /** The data directory {@code dir} held a club, but its database file is not there. */
    public static StoreException missing(java.nio.file.Path dir) {
        return new StoreException(Kind.MISSING, Store.embeddedFile(dir).toString());
    }

    public Kind kind() {
        return kind;
    }

    /** Whether the same failure was reported before, so that the log need not say it again. */
    public boolean repeated() {
        return repeated;
    }

    StoreException repeat() {
        repeated = true;
        return this;
    }

    /** Drivers' messages run over several lines (H2 adds its advice); a server says one. */
    static String firstLine(String message) {
        return message == null ? "" : message.strip().lines().findFirst().orElse("");
    }
}
