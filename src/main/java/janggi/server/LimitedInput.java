package janggi.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A client's input within its {@link RateLimit}: what comes faster is dropped. */
final class LimitedInput extends FilterInputStream {
    private final RateLimit rate;

    LimitedInput(InputStream in, RateLimit rate) {
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
        while (true) {
            int n = super.read(b, off, len);
            if (n <= 0) {
                return n;
            }
            int allowed = rate.take(n);
            if (allowed > 0) {
                return allowed;
            }
        }
    }
}
