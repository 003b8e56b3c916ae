package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import janggi.text.Texts;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/** A page of text over the screen: wrapped to the window, scrolled by the keys, closed by Esc. */
class PageTest {
    private final Layout layout = new Layout(80, 24);
    private final DefaultVirtualTerminal terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));

    private String drawn(Page page) throws Exception {
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        page.draw(screen.newTextGraphics(), layout, Texts.english());
        screen.refresh();
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < 24; y++) {
            for (int x = 0; x < 80; x++) {
                sb.append(terminal.getCharacter(x, y).getCharacterString());
            }
            sb.append('\n');
        }
        return sb.toString();
    }

    @Test
    void aLongPageScrollsByLinesAndByPages() throws Exception {
        Page page =
                new Page(IntStream.rangeClosed(1, 50).mapToObj(i -> "line " + i).collect(Collectors.joining("\n")));
        String top = drawn(page);
        assertTrue(top.startsWith(" line 1 "), top);
        assertTrue(top.contains("lines 1-23 of 50"), top);
        assertTrue(page.key(new KeyStroke(KeyType.ArrowDown), layout));
        assertTrue(drawn(page).startsWith(" line 2 "));
        assertTrue(page.key(new KeyStroke(KeyType.PageDown), layout));
        assertTrue(drawn(page).startsWith(" line 24 "));
        assertTrue(page.key(new KeyStroke(KeyType.End), layout));
        assertTrue(drawn(page).contains("lines 28-50 of 50"));
        assertTrue(page.key(new KeyStroke(KeyType.Home), layout));
        assertTrue(drawn(page).startsWith(" line 1 "));
        assertFalse(page.key(new KeyStroke(KeyType.Escape), layout));
        assertFalse(page.key(new KeyStroke('q', false, false), layout));
    }

    @Test
    void indentedLinesContinueTheirParagraphAndWrapUnderTheIndent() {
        String help = "Commands: help, undo, hint, flip, level N (1-10), new, save [FILE], load FILE [N],\n"
                + "          fen (the position as a FEN), resign, draw (offer), quit.\n"
                + "Setups:\n"
                + "  NBBN  horse, elephant, elephant, horse\n"
                + "  NBNB  horse, elephant, horse, elephant";
        assertEquals(
                java.util.List.of(
                        "Commands: help, undo, hint, flip, level N (1-10), new, save [FILE], load FILE",
                        "          [N], fen (the position as a FEN), resign, draw (offer), quit.",
                        "Setups:",
                        "  NBBN  horse, elephant, elephant, horse",
                        "  NBNB  horse, elephant, horse, elephant"),
                TextFit.reflow(help, 78));
    }
}
