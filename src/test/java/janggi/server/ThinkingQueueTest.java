package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The computer's searches shared out among the players' keys. */
class ThinkingQueueTest {
    @Test
    void aKeyThinksOneSearchAtATimeWhateverThreadsAreFree() {
        ThinkingQueue<String> queue = new ThinkingQueue<>(4);
        queue.add("alice", "a1");
        queue.add("alice", "a2");
        queue.add("bob", "b1");
        assertEquals("a1", queue.next().search());
        assertEquals("b1", queue.next().search());
        assertNull(queue.next(), "alice's second waits for her first");
        queue.done("alice");
        assertEquals("a2", queue.next().search());
    }

    @Test
    void aNewcomerWaitsOneTurnOfEachKeyNotAllTheirGames() {
        ThinkingQueue<String> queue = new ThinkingQueue<>(1);
        for (int i = 1; i <= 5; i++) {
            queue.add("alice", "a" + i);
            queue.add("bob", "b" + i);
        }
        List<String> order = new ArrayList<>();
        for (int turn = 0; turn < 6; turn++) {
            if (turn == 2) {
                queue.add("carol", "c1");
            }
            ThinkingQueue.Turn<String> t = queue.next();
            order.add(t.search());
            queue.done(t.key());
        }
        assertEquals(List.of("a1", "b1", "a2", "b2", "c1", "a3"), order);
    }

    @Test
    void eachSearchThinksLessTheMoreKeysWaitAndAsItsLevelSaysAlone() {
        ThinkingQueue<String> queue = new ThinkingQueue<>(1);
        queue.add("alice", "a1");
        assertEquals(Long.MAX_VALUE, queue.sliceMs(), "alone, the level's own time");
        queue.add("alice", "a2");
        assertEquals(Long.MAX_VALUE, queue.sliceMs(), "one key's own games do not cut each other");
        queue.add("bob", "b1");
        assertEquals(ThinkingQueue.ROUND_MS / 2, queue.sliceMs());
        queue.add("carol", "c1");
        assertEquals(ThinkingQueue.ROUND_MS / 3, queue.sliceMs());
        for (int i = 0; i < 100; i++) {
            queue.add("key" + i, "k");
        }
        assertEquals(ThinkingQueue.MIN_SLICE_MS, queue.sliceMs());
    }

    @Test
    void theQueueIsBusyWhenEveryThreadHasASearch() {
        ThinkingQueue<String> queue = new ThinkingQueue<>(2);
        assertFalse(queue.busy());
        queue.add("alice", "a1");
        queue.next();
        assertFalse(queue.busy());
        queue.add("bob", "b1");
        assertTrue(queue.busy());
        assertEquals(2, queue.thinking());
    }
}
