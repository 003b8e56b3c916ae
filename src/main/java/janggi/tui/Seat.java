package janggi.tui;

import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.TerminalResizeListener;
import java.io.IOException;

/**
 * Where a player sits: a screen on some terminal, and the {@link Events} of that terminal (its
 * keys and changes of size). The screens run on any seat, the process's own terminal as well as
 * one reached over a network; only the local run can suspend the program (Ctrl-Z).
 */
public final class Seat {
    /** Stops the program for the shell, giving the terminal back until it continues. */
    interface Suspend {
        void suspend(TerminalScreen screen) throws IOException;
    }

    private final Terminal terminal;
    private final TerminalScreen screen;
    private final Events events;
    private final Suspend suspend;
    private final TerminalResizeListener resized;

    /** A seat whose keys someone else posts to {@code events}; {@code suspend} may be null. */
    Seat(Terminal terminal, Events events, Suspend suspend) throws IOException {
        this.terminal = terminal;
        this.screen = new TerminalScreen(terminal) {
            @Override
            public TextGraphics newTextGraphics() {
                return new CellGraphics(this);
            }
        };
        this.events = events;
        this.suspend = suspend;
        this.resized = (t, size) -> events.post(new Events.Resized());
        terminal.addResizeListener(resized);
    }

    /**
     * A seat on {@code terminal}, started: a thread of its own reads the keys until the
     * terminal's input ends (it posts an end-of-input key then).
     */
    public static Seat on(Terminal terminal) throws IOException {
        Events events = new Events();
        Seat seat = new Seat(terminal, events, null);
        readKeys(terminal, events);
        seat.start();
        return seat;
    }

    /** Reads {@code terminal}'s keys on a thread of their own and posts them to {@code events}. */
    static void readKeys(Terminal terminal, Events events) {
        Thread reader = new Thread(
                () -> {
                    try {
                        while (true) {
                            KeyStroke key = terminal.readInput();
                            if (key != null) {
                                events.post(new Events.Key(key));
                                if (key.getKeyType() == KeyType.EOF) {
                                    return;
                                }
                            }
                        }
                    } catch (IOException | RuntimeException e) {
                        // The terminal is gone: to the screen that is the end of its input.
                        events.post(new Events.Key(new KeyStroke(KeyType.EOF)));
                    }
                },
                "keys");
        reader.setDaemon(true);
        reader.start();
    }

    Screen screen() {
        return screen;
    }

    Events events() {
        return events;
    }

    boolean canSuspend() {
        return suspend != null;
    }

    /** Suspends the program (only if {@link #canSuspend()}); the screen needs a complete redraw after. */
    void suspend() throws IOException {
        if (suspend != null) {
            suspend.suspend(screen);
        }
    }

    /**
     * Ends the screen running on this seat from another thread, as the end of the terminal's
     * input would: a server sends a visitor off this way.
     */
    public void end() {
        events.post(new Events.Key(new KeyStroke(KeyType.EOF)));
    }

    /** Takes the terminal over: the alternate screen, the cursor hidden until a screen places it. */
    void start() throws IOException {
        screen.startScreen();
    }

    /** Gives the terminal back as it was; quietly, since it may be gone. */
    public void close() {
        terminal.removeResizeListener(resized);
        try {
            screen.stopScreen(false);
        } catch (IOException | RuntimeException e) {
            // the terminal is gone; nothing left to restore
        }
    }
}
