package janggi.text;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Lines of UTF-8 from a stream that may be hostile (a pipe, a GUI, a script), each at most
 * {@link #MAX_BYTES} bytes long: a longer line is skipped to its end without being held, and
 * reported as {@link Line#tooLong()}, so that no input can fill the memory. Bytes that are not
 * UTF-8 are read as U+FFFD. Every reader of lines (UCI, line mode, EPD and FEN files) uses this
 * one, so that they share one limit.
 */
public final class LineReader implements Closeable {
    /** The longest line read, in bytes: no command, move list or record line needs more. */
    public static final int MAX_BYTES = 64 * 1024;

    private final InputStream in;
    private final byte[] chunk = new byte[8192];
    private int chunkStart;
    private int chunkEnd;
    private final byte[] line = new byte[MAX_BYTES];
    private int number;

    /**
     * One line read.
     *
     * @param number 1 for the first line
     * @param text the line without its line break, or null when it was longer than {@link #MAX_BYTES}
     */
    public record Line(int number, String text) {
        public boolean tooLong() {
            return text == null;
        }
    }

    public LineReader(InputStream in) {
        this.in = in;
    }

    /** The next line, or null at the end of the input. A last line without a line break counts. */
    public Line read() throws IOException {
        int length = 0;
        boolean tooLong = false;
        boolean any = false;
        while (true) {
            if (chunkStart == chunkEnd) {
                int n = in.read(chunk);
                if (n < 0) {
                    if (!any) {
                        return null;
                    }
                    break;
                }
                chunkStart = 0;
                chunkEnd = n;
                continue;
            }
            any = true;
            int newline = -1;
            for (int i = chunkStart; i < chunkEnd; i++) {
                if (chunk[i] == '\n') {
                    newline = i;
                    break;
                }
            }
            int end = newline < 0 ? chunkEnd : newline;
            int n = end - chunkStart;
            if (!tooLong && length + n <= MAX_BYTES) {
                System.arraycopy(chunk, chunkStart, line, length, n);
                length += n;
            } else {
                tooLong = true;
            }
            chunkStart = newline < 0 ? chunkEnd : newline + 1;
            if (newline >= 0) {
                break;
            }
        }
        number++;
        if (tooLong) {
            return new Line(number, null);
        }
        if (length > 0 && line[length - 1] == '\r') {
            length--;
        }
        return new Line(number, decode(line, length));
    }

    private static String decode(byte[] bytes, int length) {
        try {
            return StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPLACE)
                    .onUnmappableCharacter(CodingErrorAction.REPLACE)
                    .decode(ByteBuffer.wrap(bytes, 0, length))
                    .toString();
        } catch (java.nio.charset.CharacterCodingException e) {
            throw new IllegalStateException("a replacing decoder reports nothing", e);
        }
    }

    @Override
    public void close() throws IOException {
        in.close();
    }
}
