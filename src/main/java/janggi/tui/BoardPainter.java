package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TextColor;
import com.googlecode.lanterna.graphics.TextGraphics;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.MartinBoard;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws Martin's board at the top left of the screen, coloured: Han red, Cho blue, the last
 * move on yellow, a selected piece and its destinations, and a cursor. With {@code mono} the
 * same marks are made with reverse, bold and underline only.
 */
final class BoardPainter {
    /** No cursor on the board. */
    static final int NO_CURSOR = -1;

    private final boolean mono;

    BoardPainter(boolean mono) {
        this.mono = mono;
    }

    /** The board alone, as the replay viewer shows it. */
    void paint(TextGraphics g, Position pos, boolean flipped) {
        paint(g, pos, flipped, Square.NONE, List.of(), NO_CURSOR, NO_CURSOR);
    }

    /**
     * Draws the pieces on {@code points} as not known yet, in the style of {@code side}'s
     * pieces: a setup the other side has not chosen yet.
     */
    void unknown(TextGraphics g, boolean flipped, List<Integer> points, Side side) {
        for (int r = 0; r < Square.RANKS; r++) {
            for (int c = 0; c < Square.FILES; c++) {
                int file = flipped ? Square.FILES - 1 - c : c;
                if (points.contains(MartinBoard.square(file, MartinBoard.rowAt(r, flipped)))) {
                    g.putString(MartinBoard.FIRST_COLUMN + 3 * c, 2 * r, side == Side.HAN ? "(?)" : "[?]");
                }
            }
        }
    }

    void paint(
            TextGraphics g,
            Position pos,
            boolean flipped,
            int selected,
            List<Integer> destinations,
            int cursorRow,
            int cursorCol) {
        List<String> lines = MartinBoard.lines(pos, flipped);
        int last = pos.lastMove();
        for (int i = 0; i < lines.size(); i++) {
            g.putString(0, i, lines.get(i));
        }
        for (int r = 0; r < Square.RANKS; r++) {
            for (int c = 0; c < Square.FILES; c++) {
                int file = flipped ? Square.FILES - 1 - c : c;
                int point = MartinBoard.square(file, MartinBoard.rowAt(r, flipped));
                int piece = pos.pieceAt(point);
                String cell = lines.get(2 * r).length() >= MartinBoard.FIRST_COLUMN + 3 * c + 3
                        ? lines.get(2 * r)
                                .substring(MartinBoard.FIRST_COLUMN + 3 * c, MartinBoard.FIRST_COLUMN + 3 * c + 3)
                        : "-+ ";
                List<SGR> styles = new ArrayList<>();
                TextColor fg = TextColor.ANSI.DEFAULT;
                TextColor bg = TextColor.ANSI.DEFAULT;
                if (piece != Piece.NONE && !mono) {
                    fg = Piece.side(piece) == Side.HAN ? TextColor.ANSI.RED_BRIGHT : TextColor.ANSI.BLUE_BRIGHT;
                    styles.add(SGR.BOLD);
                }
                boolean lastMove =
                        last != Move.NONE && !Move.isPass(last) && (point == Move.from(last) || point == Move.to(last));
                if (lastMove) {
                    if (mono) {
                        styles.add(SGR.UNDERLINE);
                    } else {
                        bg = TextColor.ANSI.YELLOW;
                    }
                }
                if (destinations.contains(point)) {
                    if (mono) {
                        styles.add(SGR.BOLD);
                        cell = cell.charAt(0) == '(' || cell.charAt(0) == '[' ? cell : " * ";
                    } else {
                        bg = TextColor.ANSI.GREEN;
                    }
                }
                if (point == selected) {
                    styles.add(SGR.REVERSE);
                }
                if (r == cursorRow && c == cursorCol) {
                    styles.add(SGR.REVERSE);
                    styles.add(SGR.BLINK);
                }
                TextGraphics cg = g.newTextGraphics(new TerminalPosition(0, 0), g.getSize());
                cg.setForegroundColor(fg);
                cg.setBackgroundColor(bg);
                if (styles.isEmpty()) {
                    cg.putString(MartinBoard.FIRST_COLUMN + 3 * c, 2 * r, cell);
                } else {
                    cg.putString(MartinBoard.FIRST_COLUMN + 3 * c, 2 * r, cell, styles);
                }
            }
        }
    }
}
