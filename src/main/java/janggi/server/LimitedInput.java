package janggi.server;

import janggi.text.FilteredInput;
import java.io.InputStream;

/** A client's input within its {@link RateLimit}: what comes faster is dropped. */
final class LimitedInput extends FilteredInput {
    private final RateLimit rate;

    LimitedInput(InputStream in, RateLimit rate) {
        super(in);
        this.rate = rate;
    }

    @Override
    protected int keep(byte[] b, int off, int n) {
        return rate.take(n);
    }
}
