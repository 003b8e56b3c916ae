package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import janggi.text.Texts;
import java.util.List;

/**
 * The rows every screen draws the same way, below whatever it shows: the message rows, the input
 * line and the keys; and what any screen says when the terminal is too small for it. A value for
 * one drawing: the back buffer, where things go, and the words.
 */
record Frame(TextGraphics g, Layout layout, Texts texts) {
    /** Whether {@code text} fits the message rows whole, or must be shown as a page. */
    static boolean fits(String text, Layout layout) {
        return text.lines().count() <= 1 && TextFit.wrap(text, layout.columns()).size() <= Layout.MESSAGE_ROWS;
    }

    /** The first line of {@code text} on the message rows, broken between words; the last row is the one above the input line. */
    void message(String text) {
        List<String> rows = TextFit.wrap(text, layout.columns());
        if (rows.size() > Layout.MESSAGE_ROWS) {
            rows = List.of(rows.get(0), TextFit.clip(String.join(" ", rows.subList(1, rows.size())), layout.columns()));
        }
        int first = layout.messageRow() + Layout.MESSAGE_ROWS - rows.size();
        for (int i = 0; i < rows.size(); i++) {
            g.putString(0, first + i, rows.get(i));
        }
    }

    /**
     * The input line after its prompt, scrolled sideways when longer than the window so that
     * the caret stays in view; returns where the caret is.
     */
    TerminalPosition input(InputLine input) {
        String typed = input.text();
        int room = layout.columns() - 3;
        int start = 0;
        while (TextFit.width(typed.substring(start, input.caret())) > room) {
            start++;
        }
        String shown = typed.substring(start);
        while (TextFit.width(shown) > room + 1) {
            shown = shown.substring(0, shown.length() - 1);
        }
        g.putString(0, layout.inputRow(), "> " + shown);
        return new TerminalPosition(2 + TextFit.width(typed.substring(start, input.caret())), layout.inputRow());
    }

    /** The keys on the bottom row, in bold, cut at the window's edge. */
    void keys(String keys) {
        g.putString(0, layout.keysRow(), TextFit.clip(keys, layout.columns()), SGR.BOLD);
    }

    /** Says the terminal is smaller than the screens need, with {@code note}; resizing back redraws. */
    void tooSmall(String note) {
        List<String> rows = TextFit.reflow(
                texts.get("screen.too_small", Layout.MIN_COLUMNS, Layout.MIN_ROWS, layout.columns(), layout.rows())
                        + "\n" + note,
                Math.max(1, layout.columns()));
        for (int i = 0; i < rows.size() && i < layout.rows(); i++) {
            g.putString(0, i, rows.get(i));
        }
    }
}
