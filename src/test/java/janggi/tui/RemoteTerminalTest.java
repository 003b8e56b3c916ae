package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A terminal at the far end of a connection: its keys as a client in raw mode sends them, its size as told. */
class RemoteTerminalTest {
    private static RemoteTerminal typed(String keys) {
        return new RemoteTerminal(
                new ByteArrayInputStream(keys.getBytes(StandardCharsets.UTF_8)),
                new ByteArrayOutputStream(),
                new TerminalSize(80, 24));
    }

    /** The keys read until the end of the input, as text: a character, or the key's name in brackets. */
    private static List<String> keys(RemoteTerminal terminal) throws IOException {
        List<String> keys = new ArrayList<>();
        for (KeyStroke k = terminal.readInput(); k.getKeyType() != KeyType.EOF; k = terminal.readInput()) {
            keys.add(k.getKeyType() == KeyType.Character ? k.getCharacter().toString() : "[" + k.getKeyType() + "]");
        }
        return keys;
    }

    @Test
    void aLoneCarriageReturnIsEnterAndTheKeyAfterItIsKept() throws IOException {
        assertEquals(List.of("a", "[Enter]", "b", "[Enter]", "c"), keys(typed("a\rb\rc")));
    }

    @Test
    void aCarriageReturnAndLineFeedIsOneEnter() throws IOException {
        assertEquals(List.of("a", "[Enter]", "b", "[Enter]", "[Enter]", "c"), keys(typed("a\r\nb\n\nc")));
    }

    @Test
    void theSizeIsWhatTheConnectionSaysAndAChangeIsHeard() throws IOException {
        RemoteTerminal terminal = typed("");
        assertEquals(new TerminalSize(80, 24), terminal.getTerminalSize());
        List<TerminalSize> heard = new ArrayList<>();
        terminal.addResizeListener((t, size) -> heard.add(size));
        terminal.resize(new TerminalSize(120, 40));
        assertEquals(List.of(new TerminalSize(120, 40)), heard);
        assertEquals(new TerminalSize(120, 40), terminal.getTerminalSize());
    }
}
