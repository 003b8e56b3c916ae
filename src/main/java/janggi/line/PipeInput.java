package janggi.line;

import janggi.text.LineReader;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Lines from a pipe or file: each prompt is printed with the line read, so the transcript reads
 * like a session. A line longer than {@link LineReader#MAX_BYTES} is skipped with one line saying
 * so, never held in memory. The lines are read ahead on a thread of their own, a few at a time,
 * so that the game can wait for one and still notice a clock running out meanwhile.
 */
final class PipeInput implements LineInput {
    /** Lines read ahead: enough to keep the game fed, few enough that no input fills the memory. */
    private static final int AHEAD = 16;

    /** A line read, the end of the input ({@code line} and {@code failure} null), or why reading failed. */
    private record Item(LineReader.Line line, IOException failure) {}

    private final InputStream in;
    private final PrintStream out;
    private final Texts texts;
    private final BlockingQueue<Item> items = new ArrayBlockingQueue<>(AHEAD);
    private Thread reader;
    private boolean ended;

    PipeInput(InputStream in, PrintStream out, Texts texts) {
        this.in = in;
        this.out = out;
        this.texts = texts;
    }

    @Override
    public Read read(String prompt, long waitMs) {
        if (reader == null) {
            reader = new Thread(this::readAhead, "janggi-input");
            reader.setDaemon(true);
            reader.start();
        }
        long deadline = waitMs == Long.MAX_VALUE ? Long.MAX_VALUE : System.nanoTime() / 1_000_000 + waitMs;
        while (!ended) {
            Item item;
            try {
                item = deadline == Long.MAX_VALUE
                        ? items.take()
                        : items.poll(Math.max(0, deadline - System.nanoTime() / 1_000_000), TimeUnit.MILLISECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                break;
            }
            if (item == null) {
                out.println(prompt);
                return Read.TIMED_OUT;
            }
            if (item.failure() != null) {
                throw new UncheckedIOException(item.failure());
            }
            LineReader.Line line = item.line();
            if (line == null) {
                break;
            }
            if (line.tooLong()) {
                out.println(prompt + texts.get("line.long_line", line.number(), LineReader.MAX_BYTES));
                continue;
            }
            out.println(prompt + Printable.clean(line.text().strip()));
            return Read.of(line.text());
        }
        ended = true;
        out.println(prompt);
        return Read.END;
    }

    private void readAhead() {
        LineReader lines = new LineReader(in);
        try {
            for (LineReader.Line line = lines.read(); line != null; line = lines.read()) {
                items.put(new Item(line, null));
            }
            items.put(new Item(null, null));
        } catch (IOException e) {
            putQuietly(new Item(null, e));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void putQuietly(Item item) {
        try {
            items.put(item);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
