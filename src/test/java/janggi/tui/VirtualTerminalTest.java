package janggi.tui;

import static org.junit.jupiter.api.Assertions.fail;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import janggi.files.Autosave;
import janggi.play.Start;
import janggi.play.Worker;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.LongSupplier;
import java.util.function.Predicate;

/**
 * A player at a keyboard and screen, through Lanterna's virtual terminal. The screen runs on a
 * thread of its own, as it does for real; the test posts keys and reads the screen each time the
 * screen has handled them all and waits for more, so that no test sleeps.
 */
abstract class VirtualTerminalTest {
    static final long TIMEOUT_MS = 30_000;

    DefaultVirtualTerminal terminal;
    Events events;

    /** A started seat on a fresh virtual terminal of this size; keys are posted by the test. */
    Seat newSeat(int columns, int rows) throws IOException {
        terminal = new DefaultVirtualTerminal(new TerminalSize(columns, rows));
        return seatOn(terminal);
    }

    Seat newSeat() throws IOException {
        return newSeat(80, 24);
    }

    /** A started seat on any terminal, its keys posted by the test. */
    Seat seatOn(Terminal on) throws IOException {
        events = new Events();
        Seat seat = new Seat(on, events, null);
        seat.start();
        return seat;
    }

    /** A game at home on {@code seat}, to be played ({@link Home#play}) on a thread of its own. */
    record Home(Seat seat, boolean mono, LongSupplier clock, Worker.FailureLog log) {
        GameScreen.Ending play(Start start, Autosave autosave) throws IOException {
            return GameScreen.atHome(seat, start, mono, clock, log, autosave);
        }
    }

    static Home home(Seat seat, boolean mono, LongSupplier clock, Worker.FailureLog log) {
        return new Home(seat, mono, clock, log);
    }

    /** The result of a screen running on its own thread, once it ends. */
    static final class Running<T> {
        private final Thread thread;
        private final AtomicReference<T> result = new AtomicReference<>();
        private final AtomicReference<Throwable> failure = new AtomicReference<>();

        Running(Callable<T> screen) {
            thread = new Thread(() -> {
                try {
                    result.set(screen.call());
                } catch (Throwable e) {
                    failure.set(e);
                }
            });
            // A failed test must not leave the screen waiting for keys and the test run alive.
            thread.setDaemon(true);
            thread.start();
        }

        /** What the screen returned, once it has ended. */
        T end() throws InterruptedException {
            thread.join(TIMEOUT_MS);
            if (thread.isAlive()) {
                fail("the screen did not end");
            }
            if (failure.get() != null) {
                throw new AssertionError("the screen failed", failure.get());
            }
            return result.get();
        }
    }

    String row(int y) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int x = 0; x < size.getColumns(); x++) {
            TextCharacter c = terminal.getCharacter(x, y);
            sb.append(c.getCharacterString());
            if (c.isDoubleWidth()) {
                // the next cell is the letter's right half
                x++;
            }
        }
        return sb.toString().stripTrailing();
    }

    /** The virtual terminal's text; nothing for a seat on another terminal. */
    String screenText() {
        if (terminal == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < terminal.getTerminalSize().getRows(); y++) {
            sb.append(row(y)).append('\n');
        }
        return sb.toString();
    }

    /** The screen once it has handled every key posted so far. */
    String settled() throws InterruptedException {
        Events.Idle<String> idle = events.whenIdle(-1, TIMEOUT_MS, this::screenText);
        if (idle == null) {
            fail("the screen never settled:\n" + screenText());
        }
        return idle.seen();
    }

    /** Waits until the screen shows {@code condition}, as it settles after each event (e.g. the computer's move). */
    String waitFor(String what, Predicate<String> condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + TIMEOUT_MS;
        long taken = -1;
        while (true) {
            Events.Idle<String> idle =
                    events.whenIdle(taken, Math.max(1, deadline - System.currentTimeMillis()), this::screenText);
            if (idle == null) {
                fail("screen never showed " + what + ":\n" + screenText());
            }
            if (condition.test(idle.seen())) {
                return idle.seen();
            }
            taken = idle.taken();
        }
    }

    void press(KeyStroke key) {
        events.post(new Events.Key(key));
    }

    void press(char c) {
        press(new KeyStroke(c, false, false));
    }

    void ctrl(char c) {
        press(new KeyStroke(c, true, false));
    }

    /** Types {@code text} and Enter. */
    void type(String text) {
        for (char c : text.toCharArray()) {
            press(c);
        }
        press(new KeyStroke(KeyType.Enter));
    }

    void keys(KeyType type, int times) {
        for (int i = 0; i < times; i++) {
            press(new KeyStroke(type));
        }
    }
}
