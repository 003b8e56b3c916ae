package janggi.server;

import janggi.text.Message;
import janggi.text.Texts;
import java.util.function.Consumer;

/**
 * Someone connected with a terminal, in the lobby or at a game, or a bot: who they are, where
 * their lines go, and when they last pressed a key or saw a game event, so that the club can
 * close a connection left idle and say goodbye to everyone when it stops.
 */
final class Visit {
    private final Identity who;
    private final Consumer<String> out;
    private final Texts texts;
    private final Runnable hangUp;
    private final Runnable keepAlive;
    private volatile long lastActive = System.nanoTime();

    /**
     * @param out prints a line to the visitor
     * @param hangUp closes the connection
     * @param keepAlive tells the SSH session that it is in use, so that its own idle timeout waits too
     */
    Visit(Identity who, Consumer<String> out, Texts texts, Runnable hangUp, Runnable keepAlive) {
        this.who = who;
        this.out = out;
        this.texts = texts;
        this.hangUp = hangUp;
        this.keepAlive = keepAlive;
    }

    Identity who() {
        return who;
    }

    void touch() {
        lastActive = System.nanoTime();
        keepAlive.run();
    }

    long idleNanos(long now) {
        return now - lastActive;
    }

    /** Tells the visitor why, and closes the connection. */
    void end(Message why) {
        tell(why);
        hangUp();
    }

    void tell(Message message) {
        out.accept(texts.render(message));
    }

    /** Closes the connection, once what was told to the visitor has gone out. */
    void hangUp() {
        hangUp.run();
    }
}
