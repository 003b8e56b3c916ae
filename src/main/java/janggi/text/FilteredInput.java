package janggi.text;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * Input that lets only some of the bytes it reads through ({@link #keep}). A read waits until
 * at least one byte is kept or the input ends, so that a reader never mistakes "nothing kept"
 * for the end of input.
 */
public abstract class FilteredInput extends FilterInputStream {
    protected FilteredInput(InputStream in) {
        super(in);
    }

    /**
     * Keeps what should pass of the {@code n} bytes just read into {@code b} at {@code off},
     * moved to the front, and returns how many; 0 to read on.
     */
    protected abstract int keep(byte[] b, int off, int n);

    @Override
    public final int read() throws IOException {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
    }

    @Override
    public final int read(byte[] b, int off, int len) throws IOException {
        while (true) {
            int n = super.read(b, off, len);
            if (n <= 0) {
                return n;
            }
            int kept = keep(b, off, n);
            if (kept > 0) {
                return kept;
            }
        }
    }
}
