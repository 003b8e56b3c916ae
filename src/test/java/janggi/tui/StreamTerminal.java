package janggi.tui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.terminal.ansi.ANSITerminal;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;

/**
 * An 80x24 ANSI terminal on two streams, as a network connection gives one: its size is known,
 * not asked of a real terminal.
 */
final class StreamTerminal extends ANSITerminal {
    StreamTerminal(InputStream in, OutputStream out) {
        super(in, out, StandardCharsets.UTF_8);
    }

    @Override
    protected TerminalSize findTerminalSize() {
        return new TerminalSize(80, 24);
    }
}
