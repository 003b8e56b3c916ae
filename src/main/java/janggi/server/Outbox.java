package janggi.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What goes out to one client, written by a thread of its own: a screen or a room goes on
 * without waiting for anyone's connection, and a client that stops reading is cut off when
 * its queue is full rather than holding up the others. What is written gathers until a flush,
 * which queues it as one piece: a screen's whole refresh goes out together.
 */
final class Outbox extends OutputStream {
    private static final int QUEUE = 1024;
    private static final byte[] END = new byte[0];

    private final OutputStream out;
    private final BlockingQueue<byte[]> queue = new ArrayBlockingQueue<>(QUEUE);
    private final ByteArrayOutputStream pending = new ByteArrayOutputStream();
    private final Runnable overflow;
    private final Thread writer;
    private volatile boolean closed;

    /** @param overflow what to do when the client has not taken its queue (close the connection) */
    Outbox(OutputStream out, String name, Runnable overflow) {
        this.out = out;
        this.overflow = overflow;
        this.writer = new Thread(this::write, "outbox " + name);
        writer.setDaemon(true);
        writer.start();
    }

    /** Queues text for the client at once; never blocks. */
    synchronized void send(String text) {
        pending.writeBytes(text.getBytes(StandardCharsets.UTF_8));
        flush();
    }

    @Override
    public synchronized void write(int b) {
        pending.write(b);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        pending.write(b, off, len);
    }

    /** Queues what was written since the last flush; never blocks. */
    @Override
    public synchronized void flush() {
        if (pending.size() == 0) {
            return;
        }
        byte[] bytes = pending.toByteArray();
        pending.reset();
        if (!closed && !queue.offer(bytes)) {
            closed = true;
            overflow.run();
        }
    }

    private void write() {
        ByteArrayOutputStream batch = new ByteArrayOutputStream();
        try {
            while (true) {
                byte[] next = queue.take();
                batch.reset();
                boolean end = false;
                // Whatever else is waiting goes out with it, in one packet.
                while (next != null && !end) {
                    if (next == END) {
                        end = true;
                    } else {
                        batch.write(next);
                        next = queue.poll();
                    }
                }
                if (batch.size() > 0) {
                    batch.writeTo(out);
                    out.flush();
                }
                if (end) {
                    return;
                }
            }
        } catch (IOException | InterruptedException e) {
            // The connection is gone: nothing more can reach this client.
            closed = true;
        }
    }

    /** Sends what is queued, waiting a moment at most, and stops. */
    @Override
    public void close() {
        flush();
        if (!closed) {
            closed = true;
            queue.offer(END);
        }
        try {
            writer.join(TimeUnit.SECONDS.toMillis(2));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        writer.interrupt();
    }
}
