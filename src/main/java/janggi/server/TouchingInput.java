package janggi.server;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A client's input that tells, at each read, that the client is still there (for the idle
 * limit), and tells when it ends, before whoever reads it sees the end.
 */
final class TouchingInput extends FilterInputStream {
    private final Runnable touch;
    private final Runnable ended;

    TouchingInput(InputStream in, Runnable touch, Runnable ended) {
        super(in);
        this.touch = touch;
        this.ended = ended;
    }

    @Override
    public int read() throws IOException {
        int c = watched(() -> super.read());
        touch.run();
        return c;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
        int n = watched(() -> super.read(b, off, len));
        touch.run();
        return n;
    }

    private interface Read {
        int read() throws IOException;
    }

    private int watched(Read read) throws IOException {
        int n;
        try {
            n = read.read();
        } catch (IOException | RuntimeException e) {
            ended.run();
            throw e;
        }
        if (n < 0) {
            ended.run();
        }
        return n;
    }
}
