package janggi.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/** A client's input that tells, at each read, that the client is still there (for the idle limit). */
final class TouchingInput extends FilterInputStream {
    private final Runnable touch;

    TouchingInput(InputStream in, Runnable touch) {
        super(in);
        this.touch = touch;
    }

    @Override
    public int read() throws IOException {
        int c = super.read();
        touch.run();
        return c;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = super.read(b, off, len);
        touch.run();
        return n;
    }
}
