package janggi.tui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import janggi.text.FilteredInput;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * A terminal at the far end of a network connection, such as an SSH channel with a pty: ANSI
 * escape sequences on two streams. Its size is what the connection says (the pty request, then
 * each window change), never asked of the terminal itself.
 *
 * <p>A terminal in raw mode sends a carriage return for Enter, and some clients a carriage
 * return and a line feed. Each is one Enter here, as a local terminal's {@code icrnl} setting
 * makes it: Lanterna's decoder would take a lone {@code \r} for the start of a longer sequence
 * and drop it along with the key after it.
 */
public final class RemoteTerminal extends ANSITerminal {
    private volatile TerminalSize size;

    public RemoteTerminal(InputStream keys, OutputStream screen, TerminalSize size) {
        super(new Enter(keys), screen, StandardCharsets.UTF_8);
        this.size = size;
    }

    /** The connection says the window has a new size: the screen on this terminal hears of it. */
    public void resize(TerminalSize newSize) {
        size = newSize;
        onResized(newSize);
    }

    @Override
    protected TerminalSize findTerminalSize() {
        return size;
    }

    @Override
    public void putString(String string) throws IOException {
        writeToTerminal(TerminalBytes.of(string));
    }

    @Override
    public void putCharacter(char c) throws IOException {
        putString(String.valueOf(c));
    }

    /** Keys with each Enter as a line feed: a carriage return becomes one, and a line feed right after it goes. */
    private static final class Enter extends FilteredInput {
        private boolean afterCarriageReturn;

        Enter(InputStream in) {
            super(in);
        }

        @Override
        protected int keep(byte[] b, int off, int n) {
            int kept = off;
            for (int i = off; i < off + n; i++) {
                byte c = b[i];
                boolean lineFeedOfCrLf = c == '\n' && afterCarriageReturn;
                afterCarriageReturn = c == '\r';
                if (!lineFeedOfCrLf) {
                    b[kept++] = c == '\r' ? (byte) '\n' : c;
                }
            }
            return kept - off;
        }
    }
}
