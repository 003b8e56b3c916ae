package janggi.server;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The computer's thinking, shared out fairly among the keys whose games ask for it, as lichess's
 * analysis queue is among its users. Each key has a line of its own; at most one search of a
 * key runs at a time, and the keys take turns round the ring, so that one player with many
 * games against the computer waits for their own, not everyone else.
 *
 * <p>Turns alone cannot keep a cheap move from waiting behind deep searches, so a search is cut
 * short once others are waiting: while more keys want the computer than it has threads, each
 * search may think for a slice of about {@link #ROUND_MS} shared among them (never less than
 * {@link #MIN_SLICE_MS}), and answers with the best move it has found by then. A level's time
 * thus shrinks as the queue grows; with the computer to itself it thinks as long as its level
 * says.
 *
 * @param <J> what a search is, to whoever runs it
 */
final class ThinkingQueue<J> {
    /** How long a turn round every key's search takes at most, on one thread. */
    static final long ROUND_MS = 3_000;
    /** The least a search is given, however many wait. */
    static final long MIN_SLICE_MS = 150;

    private final int threads;
    /** The keys with searches waiting, in the order of their turns. */
    private final Map<String, Deque<J>> waiting = new LinkedHashMap<>();
    /** The keys with a search running now. */
    private final Set<String> running = new HashSet<>();

    private int waitingCount;

    ThinkingQueue(int threads) {
        this.threads = threads;
    }

    /** Puts a search for {@code key}'s game at the back of the key's line. */
    synchronized void add(String key, J search) {
        waiting.computeIfAbsent(key, k -> new ArrayDeque<>()).addLast(search);
        waitingCount++;
    }

    /**
     * The search whose turn it is, taken from its key's line, and the key marked as thinking;
     * null when every key with searches waiting has one running.
     */
    synchronized Turn<J> next() {
        for (Iterator<Map.Entry<String, Deque<J>>> i = waiting.entrySet().iterator(); i.hasNext(); ) {
            Map.Entry<String, Deque<J>> line = i.next();
            String key = line.getKey();
            if (running.contains(key)) {
                continue;
            }
            J search = line.getValue().removeFirst();
            waitingCount--;
            // The key's next search, if any, waits for the key's next turn, at the back of the ring.
            i.remove();
            if (!line.getValue().isEmpty()) {
                waiting.put(key, line.getValue());
            }
            running.add(key);
            return new Turn<>(key, search);
        }
        return null;
    }

    /** A search taken from the queue, and whose it is. */
    record Turn<J>(String key, J search) {}

    /** {@code key}'s search is over: its next one may run. */
    synchronized void done(String key) {
        running.remove(key);
    }

    /** Searches waiting or running. */
    synchronized int thinking() {
        return waitingCount + running.size();
    }

    /** Whether a search asked for now would wait for a thread: every thread has a search already. */
    synchronized boolean busy() {
        return thinking() >= threads;
    }

    /** How long a search may think now, in milliseconds; {@link Long#MAX_VALUE} while no other key waits for a thread. */
    synchronized long sliceMs() {
        int keys = contending();
        return keys <= threads ? Long.MAX_VALUE : Math.max(MIN_SLICE_MS, ROUND_MS * threads / keys);
    }

    /** The keys that want the computer now: thinking, or waiting to. */
    private int contending() {
        Set<String> keys = new HashSet<>(running);
        keys.addAll(waiting.keySet());
        return keys.size();
    }
}
