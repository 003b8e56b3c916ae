package janggi.store;

/** The database failed: unreachable, locked by another server, or refusing a statement. */
public final class StoreException extends RuntimeException {
    StoreException(Exception cause) {
        super(cause.getMessage(), cause);
    }
}
