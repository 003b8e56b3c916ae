package janggi.server;

import janggi.store.StoreException;
import janggi.text.Message;
import java.util.logging.Level;
import java.util.logging.Logger;

/** A request the club turns down, with the one line that says why and the exit status to end with. */
final class Refused extends RuntimeException {
    /** The request itself was wrong: an unknown command, a bad option, a missing terminal. */
    static final int BAD_REQUEST = 2;
    /** The request was understood but cannot be done: no such game, no free seat. */
    static final int CANNOT = 1;

    private final transient Message reason;
    private final int status;

    Refused(int status, String key, Object... args) {
        this(status, new Message(key, args));
    }

    Refused(int status, Message reason) {
        super(reason.toString());
        this.reason = reason;
        this.status = status;
    }

    /**
     * A change the database did not take, so it is confirmed to nobody: the log says why, and
     * the player reads {@code key}'s line, or that the database is lost when it is.
     */
    static Refused notStored(Logger log, String what, String key, StoreException e) {
        // A lost database refuses every write alike: its cause is logged once, each refusal quietly.
        log.log(e.repeated() ? Level.FINE : Level.SEVERE, what + " NOT stored", e);
        return new Refused(CANNOT, e.kind() == StoreException.Kind.LOST ? "server.database_lost" : key);
    }

    Message reason() {
        return reason;
    }

    int status() {
        return status;
    }
}
