package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import janggi.text.Texts;
import java.util.List;

/**
 * A text over the whole screen, such as the help, wrapped to the window's width and scrolled
 * with the arrow keys, Page Up and Page Down, Home and End; Esc, q or Enter closes it.
 */
final class Page {
    private final String text;
    private int top;

    Page(String text) {
        this.text = text;
    }

    /** Handles a key; false when the key closes the page. */
    boolean key(KeyStroke key, Layout layout) {
        int height = height(layout);
        switch (key.getKeyType()) {
            case ArrowUp -> top--;
            case ArrowDown -> top++;
            case PageUp -> top -= height - 1;
            case PageDown -> top += height - 1;
            case Home -> top = 0;
            case End -> top = Integer.MAX_VALUE / 2;
            case Character -> {
                char c = Character.toLowerCase(key.getCharacter());
                if (c == ' ') {
                    top += height - 1;
                } else if (c == 'q') {
                    return false;
                }
            }
            case Escape, Enter -> {
                return false;
            }
            default -> {}
        }
        return true;
    }

    void draw(TextGraphics g, Layout layout, Texts texts) {
        List<String> lines = TextFit.reflow(text, layout.columns() - 2);
        int height = height(layout);
        top = Math.max(0, Math.min(top, lines.size() - height));
        for (int i = 0; i < height && top + i < lines.size(); i++) {
            g.putString(1, i, lines.get(top + i));
        }
        int last = Math.min(lines.size(), top + height);
        String keys = lines.size() > height
                ? texts.get("screen.page_keys_scroll", top + 1, last, lines.size())
                : texts.get("screen.page_keys");
        g.putString(1, layout.keysRow(), TextFit.clip(keys, layout.columns() - 2), SGR.BOLD);
    }

    /** Rows of text the page shows at once: all but the keys' row. */
    private static int height(Layout layout) {
        return layout.rows() - 1;
    }
}
