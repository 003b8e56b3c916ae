package janggi.tui;

import com.googlecode.lanterna.TerminalSize;

/**
 * Where things go on a screen of some size: the board at the top left, the panel beside it
 * taking the rest of the width and all the height above the bottom rows, and at the bottom two
 * rows for messages, the input line and the keys. 80x24 is the least the screens need; a larger
 * window widens and lengthens the panel.
 */
record Layout(int columns, int rows) {
    static final int MIN_COLUMNS = 80;
    static final int MIN_ROWS = 24;
    /** The panel's first column: the board (34 columns) and a margin. */
    static final int PANEL_COLUMN = 37;
    /** Rows for a message, above the input line. */
    static final int MESSAGE_ROWS = 2;

    static Layout of(TerminalSize size) {
        return new Layout(size.getColumns(), size.getRows());
    }

    boolean tooSmall() {
        return columns < MIN_COLUMNS || rows < MIN_ROWS;
    }

    int panelWidth() {
        return columns - PANEL_COLUMN;
    }

    /** The rows the panel may use, from the top. */
    int panelRows() {
        return rows - MESSAGE_ROWS - 2;
    }

    /** The first of the message rows. */
    int messageRow() {
        return rows - MESSAGE_ROWS - 2;
    }

    int inputRow() {
        return rows - 2;
    }

    int keysRow() {
        return rows - 1;
    }
}
