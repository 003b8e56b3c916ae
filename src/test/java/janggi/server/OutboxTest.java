package janggi.server;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class OutboxTest {
    private static final Duration NEVER = Duration.ofMinutes(10);
    private static final Duration SOON = Duration.ofMillis(50);

    private final Client client = new Client();
    private final AtomicInteger cutOff = new AtomicInteger();

    /** A client's connection that takes a write only when let through. */
    private static final class Client extends OutputStream {
        final Semaphore writes = new Semaphore(0);
        final ByteArrayOutputStream taken = new ByteArrayOutputStream();
        final CountDownLatch firstWrite = new CountDownLatch(1);

        @Override
        public void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public void write(byte[] b, int off, int len) {
            firstWrite.countDown();
            writes.acquireUninterruptibly();
            synchronized (taken) {
                taken.write(b, off, len);
            }
        }

        byte[] taken() {
            synchronized (taken) {
                return taken.toByteArray();
            }
        }
    }

    @AfterEach
    void letTheWriterGo() {
        client.writes.release(1000);
    }

    private static byte[] frame(int size, char c) {
        return String.valueOf(c).repeat(size).getBytes();
    }

    private static void awaitWaiting(Thread t) {
        while (t.getState() != Thread.State.TIMED_WAITING && t.isAlive()) {
            Thread.onSpinWait();
        }
    }

    @Test
    void aScreenWaitsForAClientMoreThanItsBudgetBehindAndGoesOnOnceTheClientHasTakenIt() throws Exception {
        Outbox box = new Outbox(client, "alice", cutOff::incrementAndGet, NEVER);
        byte[] big = frame(Outbox.SCREEN_BUDGET + 1, 'a');
        Thread screen = new Thread(() -> {
            box.write(big, 0, big.length);
            box.flush();
        });
        screen.start();
        client.firstWrite.await();
        awaitWaiting(screen);
        assertTrue(screen.isAlive(), "the screen waits while the client is behind");
        client.writes.release();
        screen.join();
        assertArrayEquals(big, client.taken());
        assertEquals(0, cutOff.get());
    }

    @Test
    void aScreenDoesNotWaitForAClientWithinItsBudget() {
        Outbox box = new Outbox(client, "alice", cutOff::incrementAndGet, NEVER);
        byte[] small = frame(Outbox.SCREEN_BUDGET / 4, 'a');
        for (int i = 0; i < 3; i++) {
            box.write(small, 0, small.length);
            box.flush();
        }
        // The client has taken nothing yet: three frames wait, within the budget, and the screen went on.
        assertEquals(3L * small.length, box.unsent());
        client.writes.release(1000);
        box.close();
        assertEquals(3 * small.length, client.taken().length);
    }

    @Test
    void aClientThatTakesNothingWhileTheScreenWaitsIsCutOffAndTheScreenGoesOn() throws Exception {
        Outbox box = new Outbox(client, "alice", cutOff::incrementAndGet, SOON);
        byte[] big = frame(Outbox.SCREEN_BUDGET + 1, 'a');
        box.write(big, 0, big.length);
        box.flush();
        assertEquals(1, cutOff.get());
        // Nothing more piles up for it, and nothing waits for it.
        box.write(big, 0, big.length);
        box.flush();
        assertEquals(1, cutOff.get());
        assertTrue(box.unsent() <= big.length, "what was dropped is not kept");
    }

    @Test
    void linesPilingUpBeyondTheLimitCutTheClientOffWithoutWaiting() {
        Outbox box = new Outbox(client, "bot", cutOff::incrementAndGet, NEVER);
        String line = "x".repeat(1023) + "\n";
        for (int i = 0; i <= Outbox.LIMIT / line.length() + 1; i++) {
            box.send(line);
        }
        assertEquals(1, cutOff.get());
    }

    @Test
    void closingSendsWhatIsQueuedInOrder() {
        Outbox box = new Outbox(client, "alice", cutOff::incrementAndGet, NEVER);
        client.writes.release(1000);
        box.send("one\n");
        box.write(frame(3, 'b'), 0, 3);
        box.close();
        assertEquals("one\nbbb", new String(client.taken()));
    }
}
