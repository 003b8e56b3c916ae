package janggi.tui;

import com.googlecode.lanterna.input.KeyType;
import janggi.core.Square;
import janggi.notation.MartinBoard;

/**
 * The cursor on the board, moved with the arrow keys: where Enter picks a piece, then where it
 * goes. It counts rows and columns as the screen shows them, so that Up is up on a board shown
 * turned too; it starts on the bottom row's middle point, the player's own general's file.
 */
final class BoardCursor {
    private int row = Square.RANKS - 1;
    private int col = Square.FILES / 2;

    /** The screen's row of the board, from the top. */
    int row() {
        return row;
    }

    int col() {
        return col;
    }

    /** Moves with an arrow key, stopping at the board's edge; false for any other key. */
    boolean move(KeyType type) {
        switch (type) {
            case ArrowUp -> row = Math.max(0, row - 1);
            case ArrowDown -> row = Math.min(Square.RANKS - 1, row + 1);
            case ArrowLeft -> col = Math.max(0, col - 1);
            case ArrowRight -> col = Math.min(Square.FILES - 1, col + 1);
            default -> {
                return false;
            }
        }
        return true;
    }

    /** The point under the cursor, on a board shown turned or not. */
    int point(boolean flipped) {
        int file = flipped ? Square.FILES - 1 - col : col;
        return MartinBoard.square(file, MartinBoard.rowAt(row, flipped));
    }
}
