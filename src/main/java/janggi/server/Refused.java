package janggi.server;

import janggi.text.Message;

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

    Message reason() {
        return reason;
    }

    int status() {
        return status;
    }
}
