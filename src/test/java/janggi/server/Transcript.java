package janggi.server;

import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;

/**
 * What a client received, to wait on: a test waits until a text arrives (or a bounded time
 * passes, and fails), woken by each write rather than sleeping.
 */
final class Transcript extends OutputStream {
    static final Duration PATIENCE = Duration.ofSeconds(20);

    private final StringBuilder bytes = new StringBuilder();
    private byte[] pending = new byte[0];
    /** Where the next {@link #awaitNext} starts looking. */
    private int mark;

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        byte[] all = new byte[pending.length + len];
        System.arraycopy(pending, 0, all, 0, pending.length);
        System.arraycopy(b, off, all, pending.length, len);
        // A UTF-8 character split between two writes waits for its end.
        int complete = all.length;
        int back = 0;
        while (back < Math.min(3, all.length) && (all[all.length - 1 - back] & 0xC0) == 0x80) {
            back++;
        }
        if (back < all.length && (all[all.length - 1 - back] & 0xC0) == 0xC0) {
            int need = (all[all.length - 1 - back] & 0xE0) == 0xC0
                    ? 1
                    : (all[all.length - 1 - back] & 0xF0) == 0xE0 ? 2 : 3;
            if (back < need) {
                complete = all.length - 1 - back;
            }
        }
        bytes.append(new String(all, 0, complete, StandardCharsets.UTF_8));
        pending = java.util.Arrays.copyOfRange(all, complete, all.length);
        notifyAll();
    }

    @Override
    public synchronized String toString() {
        return bytes.toString();
    }

    /** Waits until {@code text} has arrived anywhere in the transcript. */
    synchronized String await(String text) {
        return awaitFrom(0, text);
    }

    /**
     * Waits until {@code text} arrives after what the previous call to this method found, and
     * returns what came before it (since that point).
     */
    synchronized String awaitNext(String text) {
        String before = awaitFrom(mark, text);
        mark = bytes.indexOf(text, mark) + text.length();
        return before;
    }

    /** Waits until one of {@code texts} has arrived anywhere in the transcript, and says which. */
    synchronized String awaitAny(String... texts) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (true) {
            for (String text : texts) {
                if (bytes.indexOf(text) >= 0) {
                    return text;
                }
            }
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError(
                        "none of " + java.util.List.of(texts) + " within " + PATIENCE + "; received:\n" + bytes);
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
    }

    private String awaitFrom(int from, String text) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (bytes.indexOf(text, from) < 0) {
            long left = deadline - System.nanoTime();
            if (left <= 0) {
                throw new AssertionError(
                        "no '" + text + "' within " + PATIENCE + "; received:\n" + bytes.substring(from));
            }
            try {
                wait(Math.max(1, left / 1_000_000));
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new AssertionError(e);
            }
        }
        return bytes.substring(from, bytes.indexOf(text, from));
    }
}
