package janggi.tui;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TextCharacter;
import com.googlecode.lanterna.graphics.AbstractTextGraphics;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.screen.Screen;
import janggi.text.Cells;

/**
 * Drawing on a screen, a grapheme cluster to a cell (or two): what every screen draws with.
 * Lanterna's own drawing hands each char to a cell of its own, so that an accent took a cell of
 * its own that the terminal never gave it, and an emoji's two halves became two {@code ?}; here
 * each cluster is drawn as {@link TextFit#drawn} says, in the cells the terminal gives it.
 */
final class CellGraphics extends AbstractTextGraphics {
    private final Screen screen;

    CellGraphics(Screen screen) {
        this.screen = screen;
    }

    @Override
    public TextGraphics putString(int column, int row, String string) {
        int end = string.length();
        for (char stop : new char[] {'\n', '\r'}) {
            int at = string.indexOf(stop);
            end = at >= 0 ? Math.min(end, at) : end;
        }
        int x = column;
        for (String cluster : Cells.clusters(tabBehaviour.replaceTabs(string.substring(0, end), column))) {
            TextCharacter cell = TextCharacter.fromString(
                    TextFit.drawn(cluster), foregroundColor, backgroundColor, activeModifiers)[0];
            setCharacter(x, row, cell);
            x += cell.isDoubleWidth() ? 2 : 1;
        }
        return this;
    }

    @Override
    public TextGraphics setCharacter(int column, int row, TextCharacter character) {
        screen.setCharacter(column, row, character);
        return this;
    }

    @Override
    public TextCharacter getCharacter(int column, int row) {
        return screen.getBackCharacter(column, row);
    }

    @Override
    public TerminalSize getSize() {
        return screen.getTerminalSize();
    }
}
