package janggi.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * What goes out to one client, written by a thread of its own: a room tells everyone at once
 * without waiting for anyone's connection, and a client that stops reading is cut off when
 * its queue is full rather than holding up the others.
 */
final class Outbox implements AutoCloseable {
    private static final int QUEUE = 1024;
    private static final String END = new String("end");

    private final OutputStream out;
    private final BlockingQueue<String> queue = new ArrayBlockingQueue<>(QUEUE);
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

    /** Queues text for the client; never blocks. */
    void send(String text) {
        if (!closed && !queue.offer(text)) {
            closed = true;
            overflow.run();
        }
    }

    private void write() {
        StringBuilder batch = new StringBuilder();
        try {
            while (true) {
                String next = queue.take();
                batch.setLength(0);
                boolean end = false;
                // Whatever else is waiting goes out with it, in one packet.
                while (next != null && !end) {
                    if (next == END) {
                        end = true;
                    } else {
                        batch.append(next);
                        next = queue.poll();
                    }
                }
                if (batch.length() > 0) {
                    out.write(batch.toString().getBytes(StandardCharsets.UTF_8));
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
