package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class LineReaderTest {
    private static LineReader of(String text) {
        return new LineReader(new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8)));
    }

    @Test
    void readsLinesWithAnyLineEndAndALastLineWithoutOne() throws IOException {
        LineReader r = of("uci\r\nisready\n\nquit");
        assertEquals("uci", r.read().text());
        assertEquals("isready", r.read().text());
        assertEquals("", r.read().text());
        LineReader.Line last = r.read();
        assertEquals("quit", last.text());
        assertEquals(4, last.number());
        assertNull(r.read());
    }

    @Test
    void aLineOverTheLimitInBytesIsSkippedWholeAndTheNextOneRead() throws IOException {
        // Each hangul syllable is three bytes: under the limit in characters, over it in bytes.
        LineReader r = of("\uac00".repeat(LineReader.MAX_BYTES / 3 + 1) + "\nisready\n");
        assertTrue(r.read().tooLong());
        assertEquals("isready", r.read().text());
        assertNull(r.read());
    }

    @Test
    void endlessInputWithoutALineBreakIsReadInBoundedMemory() throws IOException {
        // 64 MiB of NUL bytes, produced on the fly: the reader holds at most one line's worth.
        long size = 64L << 20;
        InputStream zeros = new InputStream() {
            long left = size;

            @Override
            public int read() {
                return left-- > 0 ? 0 : -1;
            }

            @Override
            public int read(byte[] b, int off, int len) {
                if (left <= 0) {
                    return -1;
                }
                int n = (int) Math.min(len, left);
                java.util.Arrays.fill(b, off, off + n, (byte) 0);
                left -= n;
                return n;
            }
        };
        LineReader r = new LineReader(zeros);
        assertTrue(r.read().tooLong());
        assertNull(r.read());
    }

    @Test
    void bytesThatAreNotUtf8AreReadAsReplacementCharacters() throws IOException {
        LineReader r = new LineReader(new ByteArrayInputStream(new byte[] {'a', (byte) 0xff, 'b', '\n'}));
        assertEquals("a\uFFFDb", r.read().text());
    }
}
