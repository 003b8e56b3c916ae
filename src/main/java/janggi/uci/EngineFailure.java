package janggi.uci;

import janggi.text.Message;
import java.io.IOException;

/**
 * Another engine did not do what UCI asks: it could not be started, stopped, fell silent or
 * sent nonsense. Says so as a {@link Message} for the person running the match; the message
 * of the exception is the English, for logs and tests.
 */
public final class EngineFailure extends IOException {
    private final transient Message message;
    /** What the engine did, without its name: "has stopped (exit status 1)". */
    final transient Message what;

    EngineFailure(Message message) {
        this(message, (Throwable) null);
    }

    EngineFailure(Message message, Throwable cause) {
        super(message.toString(), cause);
        this.message = message;
        this.what = message;
    }

    /** @param what what the engine did; {@code message} names the engine too */
    EngineFailure(Message what, Message message) {
        super(message.toString());
        this.message = message;
        this.what = what;
    }

    public Message message() {
        return message;
    }

    /** What any failure to talk to an engine says: an EngineFailure's message, or the text of another IOException. */
    public static Message messageOf(IOException e) {
        return e instanceof EngineFailure f ? f.message() : Message.verbatim(e.getMessage());
    }
}
