package janggi.server;

import janggi.files.Settings;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.play.Look;
import janggi.text.Message;
import janggi.text.Texts;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * Someone connected with a terminal, in the lobby or at a game, or a bot: who they are, where
 * their lines go, the language they read and what they keep between visits, and when they last
 * pressed a key or saw a game event, so that the club can close a connection left idle and say
 * goodbye to everyone when it stops.
 */
final class Visit {
    private final Identity who;
    private final Consumer<String> out;
    private final Settings settings;
    private volatile Texts texts;
    private volatile PieceStyle pieces;
    private volatile MoveNotation notation;
    private final Runnable hangUp;
    private final Runnable keepAlive;
    private volatile long lastActive = System.nanoTime();
    /** Whether the connection has ended, or is being closed by the club: the visitor did not choose to go. */
    private volatile boolean gone;
    /** The code of the game the visitor is at, or null; and whether they sit there or watch. */
    private volatile String game;

    private volatile boolean seated;

    /**
     * @param out prints a line to the visitor
     * @param hangUp closes the connection
     * @param keepAlive tells the SSH session that it is in use, so that its own idle timeout waits too
     */
    Visit(Identity who, Consumer<String> out, Texts texts, Runnable hangUp, Runnable keepAlive) {
        this(who, out, texts, Settings.NONE, hangUp, keepAlive);
    }

    /** @param settings what the visitor keeps between visits: the pieces, the language */
    Visit(Identity who, Consumer<String> out, Texts texts, Settings settings, Runnable hangUp, Runnable keepAlive) {
        this.who = who;
        this.out = out;
        this.texts = texts;
        this.settings = settings;
        this.pieces = settings.get(Look.PIECES).flatMap(PieceStyle::named).orElse(PieceStyle.MARTIN);
        this.notation = settings.get(Look.NOTATION).flatMap(MoveNotation::named).orElse(MoveNotation.MARTIN);
        this.hangUp = hangUp;
        this.keepAlive = keepAlive;
    }

    Identity who() {
        return who;
    }

    Settings settings() {
        return settings;
    }

    /** The words the visitor reads. */
    Texts texts() {
        return texts;
    }

    /** The pieces the visitor's boards show. */
    PieceStyle pieces() {
        return pieces;
    }

    /**
     * The visitor's boards show {@code style} from now on, and the settings keep it; empty once
     * kept, else why not.
     */
    Optional<Message> pieces(PieceStyle style) {
        pieces = style;
        return settings.put(Look.PIECES, style.id());
    }

    /** How the visitor's games list the moves: Martin's {@code B9-C7}, or as Korean records write them. */
    MoveNotation notation() {
        return notation;
    }

    /**
     * The visitor's games list the moves in {@code notation} from now on, and the settings keep
     * it; empty once kept, else why not.
     */
    Optional<Message> notation(MoveNotation notation) {
        this.notation = notation;
        return settings.put(Look.NOTATION, notation.id());
    }

    /** The visitor reads {@code texts} from now on (the lobby's {@code lang}). */
    void speak(Texts texts) {
        this.texts = texts;
    }

    void touch() {
        lastActive = System.nanoTime();
        keepAlive.run();
    }

    /** The visitor is at {@code code} from now on, on a seat or watching; null: no longer at a game. */
    void at(String code, boolean seated) {
        this.seated = seated;
        this.game = code;
    }

    /** What the visitor reads when the server stops: how to come back to the game they are at, if any. */
    Message stopping() {
        String code = game;
        return code == null
                ? new Message("server.stopping")
                : new Message(seated ? "server.stopping_seat" : "server.stopping_watch", code);
    }

    /** The connection ends: its input ended, or the club closes it. */
    void markGone() {
        gone = true;
    }

    /** Whether the connection has ended, or is being closed by the club. */
    boolean gone() {
        return gone;
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
