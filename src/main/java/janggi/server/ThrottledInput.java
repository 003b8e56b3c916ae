package janggi.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InterruptedIOException;

/**
 * A program's input within its {@link RateLimit}: what comes faster waits (and the connection's
 * window with it), so that no line a bot sends is lost without a word, as the bytes of a person's
 * typing beyond the limit are ({@link LimitedInput}).
 */
final class ThrottledInput extends FilterInputStream {
    private final RateLimit rate;

    ThrottledInput(InputStream in, RateLimit rate) {
        super(in);
        this.rate = rate;
    }

    @Override
    public int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        if (n > 0) {
            try {
                rate.await(n);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new InterruptedIOException();
            }
        }
        return n;
    }
}
