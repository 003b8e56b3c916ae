package janggi.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.concurrent.TimeUnit;

/**
 * What goes out to one client, written by a thread of its own, so that a room goes on without
 * waiting for anyone's connection. What is written gathers until a flush, which queues it as
 * one piece: a screen's whole refresh goes out together.
 *
 * <p>The bytes waiting for a client are bounded. A screen that flushes while its client is more
 * than {@link #SCREEN_BUDGET} bytes behind waits for it to catch up; meanwhile the screen's events
 * gather, and its next refresh sends what changed in all of them at once, so a slow client gets
 * fewer frames rather than a growing queue. A client that takes nothing for a while as a screen
 * waits, or that lets more than {@link #LIMIT} bytes of lines pile up, has stopped reading: it
 * is cut off.
 */
final class Outbox extends OutputStream {
    /** Bytes not yet taken by the client beyond which a screen waits before it draws again. */
    static final int SCREEN_BUDGET = 16 * 1024;
    /** Bytes not yet taken by the client beyond which it is cut off. */
    static final int LIMIT = 1024 * 1024;
    /**
     * How long a screen waits for a client that takes nothing before it is cut off: less than
     * the channel's own wait for the client's window (30 s in MINA), after which the writer fails.
     */
    static final Duration STALL = Duration.ofSeconds(15);

    private static final long CLOSE_WAIT_MS = 2000;

    private final OutputStream out;
    private final Runnable overflow;
    private final long stallNanos;
    private final Thread writer;
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final Deque<byte[]> queue = new ArrayDeque<>();
    /** Bytes queued or being written. */
    private long unsent;
    /** Bytes the client has taken: while it grows, the client reads. */
    private long sent;
    /** Closing: the writer sends what is queued and stops. */
    private boolean ending;
    /** Nothing more can reach the client. */
    private boolean gone;

    /** @param overflow what to do with a client that has stopped reading (close the connection) */
    Outbox(OutputStream out, String name, Runnable overflow) {
        this(out, name, overflow, STALL);
    }

    Outbox(OutputStream out, String name, Runnable overflow, Duration stall) {
        this.out = out;
        this.overflow = overflow;
        this.stallNanos = stall.toNanos();
        this.writer = new Thread(this::write, "outbox " + name);
        writer.setDaemon(true);
        writer.start();
    }

    /** Queues text for the client at once; never waits. */
    void send(String text) {
        boolean over;
        synchronized (this) {
            pending.writeBytes(text.getBytes(StandardCharsets.UTF_8));
            queuePending();
            over = unsent > LIMIT;
        }
        if (over) {
            cutOff();
        }
    }

    @Override
    public synchronized void write(int b) {
        pending.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        pending.write(b, off, len);
    }

    /**
     * Queues what was written since the last flush, then waits while the client is more than
     * the screen's budget behind.
     */
    @Override
    public void flush() {
        boolean stalled;
        synchronized (this) {
            queuePending();
            stalled = !awaitClient();
        }
        if (stalled) {
            cutOff();
        }
    }

    /** Bytes written but not yet taken by the client. */
    synchronized long unsent() {
        return unsent + pending.size();
    }

    private void queuePending() {
        if (pending.size() > 0 && !gone) {
            byte[] bytes = pending.toByteArray();
            queue.add(bytes);
            unsent += bytes.length;
            notifyAll();
        }
        pending.reset();
    }

    /** Waits while the client is behind; false if it took nothing for the stall time meanwhile. */
    private boolean awaitClient() {
        long taken = sent;
        long since = System.nanoTime();
        while (!gone && !ending && unsent > SCREEN_BUDGET) {
            if (sent != taken) {
                taken = sent;
                since = System.nanoTime();
            }
            long left = stallNanos - (System.nanoTime() - since);
            if (left <= 0) {
                return false;
            }
            try {
                TimeUnit.NANOSECONDS.timedWait(this, left);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return true;
            }
        }
        return true;
    }

    private void write() {
        try {
            while (true) {
                ByteArrayOutputStream batch = new ByteArrayOutputStream();
                synchronized (this) {
                    while (queue.isEmpty() && !ending && !gone) {
                        wait();
                    }
                    if (gone || queue.isEmpty()) {
                        return;
                    }
                    // Whatever else is waiting goes out with it, in one packet.
                    while (!queue.isEmpty()) {
                        batch.writeBytes(queue.poll());
                    }
                }
                batch.writeTo(out);
                out.flush();
                synchronized (this) {
                    unsent -= batch.size();
                    sent += batch.size();
                    notifyAll();
                }
            }
        } catch (IOException | InterruptedException e) {
            // The connection is gone: nothing more can reach this client.
            stop();
        }
    }

    /** Drops what waits for the client; true if it had not been dropped already. */
    private synchronized boolean stop() {
        boolean was = gone;
        gone = true;
        queue.clear();
        notifyAll();
        return !was;
    }

    private void cutOff() {
        if (stop()) {
            overflow.run();
        }
    }

    /** Sends what is queued, waiting a moment at most, and stops. */
    @Override
    public void close() {
        synchronized (this) {
            queuePending();
            ending = true;
            notifyAll();
        }
        try {
            writer.join(CLOSE_WAIT_MS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        writer.interrupt();
    }
}
