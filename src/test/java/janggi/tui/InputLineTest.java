package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import org.junit.jupiter.api.Test;

/** The input line edits as a shell's does. */
class InputLineTest {
    private final InputLine line = new InputLine();

    private void type(String text) {
        for (char c : text.toCharArray()) {
            line.edit(new KeyStroke(c, false, false));
        }
    }

    private void ctrl(char c) {
        assertTrue(line.edit(new KeyStroke(c, true, false)), "Ctrl-" + c);
    }

    private void key(KeyType type) {
        line.edit(new KeyStroke(type));
    }

    @Test
    void ctrlWTakesTheWordBeforeTheCaretAndCtrlUAllBeforeIt() {
        type("load games/old.pgn  ");
        ctrl('w');
        assertEquals("load ", line.text());
        type("x y");
        key(KeyType.ArrowLeft);
        ctrl('u');
        assertEquals("y", line.text());
        assertEquals(0, line.caret());
    }

    @Test
    void ctrlAAndHomeGoToTheStartCtrlEAndEndToTheEndCtrlKCutsTheRest() {
        type("9-C7");
        ctrl('a');
        type("B");
        assertEquals("B9-C7", line.text());
        key(KeyType.End);
        assertEquals(5, line.caret());
        key(KeyType.Home);
        key(KeyType.Delete);
        assertEquals("9-C7", line.text());
        ctrl('e');
        key(KeyType.ArrowLeft);
        key(KeyType.ArrowLeft);
        ctrl('k');
        assertEquals("9-", line.text());
        key(KeyType.Backspace);
        assertEquals("9", line.text());
    }

    @Test
    void onAnEmptyLineTheArrowsAreTheBoardsAndControlKeysNotForTheLineAreLeft() {
        assertFalse(line.edit(new KeyStroke(KeyType.ArrowLeft)));
        assertFalse(line.edit(new KeyStroke(KeyType.ArrowUp)));
        assertFalse(line.edit(new KeyStroke('z', true, false)));
        type("a");
        assertTrue(line.edit(new KeyStroke(KeyType.ArrowLeft)));
    }
}
