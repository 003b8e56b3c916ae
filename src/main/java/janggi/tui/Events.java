package janggi.tui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import janggi.play.Table;
import janggi.play.Worker;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * What a screen waits for: a key, a change of the terminal's size, the worker's result, news
 * from the thinking engine, a clock's tick, news from a table played elsewhere. The screen's
 * loop blocks here and redraws after events, never on a timer: an idle screen writes nothing to
 * its terminal.
 */
final class Events {
    sealed interface Event permits Key, Resized, WorkDone, Thinking, Tick, News {}

    /** A key from the player. */
    record Key(KeyStroke stroke) implements Event {}

    /** The terminal has a new size. */
    record Resized() implements Event {}

    /** The worker has finished a job. */
    record WorkDone(Worker.Result result) implements Event {}

    /** The engine has news about the analysis (read from its {@link janggi.play.ThinkingLine}). */
    record Thinking() implements Event {}

    /** A second of a clock has passed. */
    record Tick() implements Event {}

    /** News from the table the screen shows: what happened there away from the player's keys. */
    record News(Table.News news) implements Event {}

    /** What the screen saw when it was last idle, and how many events it had taken by then. */
    record Idle<T>(long taken, T seen) {}

    private final Deque<Event> queue = new ArrayDeque<>();
    /**
     * The terminal's input has ended: every screen after the one that took the end hears of it
     * too, so that a lobby left under a game ends with the game.
     */
    private boolean ended;
    /** Events taken so far. */
    private long taken;
    /** Whether the screen waits for an event with none waiting: it has handled all, and drawn. */
    private boolean idle;

    /** Adds an event; any thread may post. */
    synchronized void post(Event event) {
        queue.add(event);
        ended |= event instanceof Key k && k.stroke().getKeyType() == KeyType.EOF;
        notifyAll();
    }

    /** The next event, waiting as long as it takes. */
    Event take() throws InterruptedException {
        return poll(Long.MAX_VALUE);
    }

    /** The next event, waiting at most {@code nanos}; null if none came. */
    synchronized Event poll(long nanos) throws InterruptedException {
        long start = System.nanoTime();
        try {
            while (queue.isEmpty()) {
                if (ended) {
                    queue.add(new Key(new KeyStroke(KeyType.EOF)));
                    break;
                }
                long left = nanos == Long.MAX_VALUE ? Long.MAX_VALUE : nanos - (System.nanoTime() - start);
                if (left <= 0) {
                    return null;
                }
                idle = true;
                notifyAll();
                if (left == Long.MAX_VALUE) {
                    wait();
                } else {
                    TimeUnit.NANOSECONDS.timedWait(this, left);
                }
            }
        } finally {
            idle = false;
        }
        taken++;
        return queue.poll();
    }

    /** The next event if one is waiting, else null. */
    synchronized Event poll() {
        if (queue.isEmpty() && ended) {
            queue.add(new Key(new KeyStroke(KeyType.EOF)));
        }
        Event event = queue.poll();
        if (event != null) {
            taken++;
        }
        return event;
    }

    /**
     * For a test driving a screen on its own thread: waits, at most {@code timeoutMs}, until the
     * screen has taken more than {@code afterTaken} events, handled every event posted and waits
     * for the next; then reads the screen with {@code read} while it cannot change. Null if the
     * screen never got there.
     */
    synchronized <T> Idle<T> whenIdle(long afterTaken, long timeoutMs, Supplier<T> read) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMs);
        while (!(idle && queue.isEmpty() && taken > afterTaken)) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                return null;
            }
            TimeUnit.NANOSECONDS.timedWait(this, left);
        }
        return new Idle<>(taken, read.get());
    }
}
