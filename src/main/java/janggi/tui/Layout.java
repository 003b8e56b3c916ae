package janggi.tui;

import com.googlecode.lanterna.TerminalSize;
import janggi.notation.MartinBoard;

/**
 * Where things go on a screen of some size: the board at the top left, the panel beside it
 * taking the rest of the width and all the height above the bottom rows, and at the bottom two
 * rows for messages, the input line and the keys. 80x24 is the least the screens need; a larger
 * window widens and lengthens the panel. A wider board (Hangul and Hanja take two columns a
 * letter) narrows the panel: the board is never cut.
 */
record Layout(int columns, int rows, int panelColumn) {
    static final int MIN_COLUMNS = 80;
    static final int MIN_ROWS = 24;
    /** Columns between the board and the panel. */
    static final int MARGIN = 3;
    /** The panel's first column beside Martin's board (34 columns) and a margin. */
    static final int PANEL_COLUMN = MartinBoard.FIGURE.width() + MARGIN;
    /** Rows for a message, above the input line. */
    static final int MESSAGE_ROWS = 2;

    Layout(int columns, int rows) {
        this(columns, rows, PANEL_COLUMN);
    }

    /** Beside Martin's board. */
    static Layout of(TerminalSize size) {
        return of(size, MartinBoard.FIGURE);
    }

    /** Beside {@code board}. */
    static Layout of(TerminalSize size, MartinBoard board) {
        return new Layout(size.getColumns(), size.getRows(), board.width() + MARGIN);
    }

    boolean tooSmall() {
        return columns < MIN_COLUMNS || rows < MIN_ROWS;
    }

    int panelWidth() {
        return columns - panelColumn;
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
