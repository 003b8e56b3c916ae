package janggi.store;

/** The database failed: unreachable, locked by another server, or refusing a statement. */
public final class StoreException extends RuntimeException {
    public enum Kind {
        /** The embedded database is open in another server: several servers need PostgreSQL. */
        IN_USE,
        FAILED
    }

    private final Kind kind;

    StoreException(Exception cause) {
        this(Kind.FAILED, cause);
    }

    StoreException(Kind kind, Exception cause) {
        super(firstLine(cause.getMessage()), cause);
        this.kind = kind;
    }

    public Kind kind() {
        return kind;
    }

    /** Drivers' messages run over several lines (H2 adds its advice); a server says one. */
    static String firstLine(String message) {
        return message == null ? "" : message.strip().lines().findFirst().orElse("");
    }
}
