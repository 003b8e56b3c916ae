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
import janggi.notation.PieceStyle;
import java.util.ArrayList;
import java.util.List;

/**
 * Draws Martin's board at the top left of the screen, in the pieces the player chose, coloured:
 * Han red, Cho blue, the last move on yellow, a selected piece and its destinations, and a
 * cursor. With {@code mono} the same marks are made with reverse, bold and underline only, and
 * brackets tell the sides. Hangul and Hanja take two columns each, which Lanterna's screen
 * knows (a letter it counts as CJK fills its cell and the next): each point is drawn whole at
 * its column of the figure, so that the lines stay straight.
 */
final class BoardPainter {
    /** No cursor on the board. */
    static final int NO_CURSOR = -1;

    private final boolean mono;
    private final MartinBoard board;

    BoardPainter(PieceStyle pieces, boolean mono) {
        this.mono = mono;
        this.board = figure(pieces, mono);
    }

    /** The figure drawn in {@code pieces}: with brackets where there is no colour to tell the sides. */
    static MartinBoard figure(PieceStyle pieces, boolean mono) {
        return MartinBoard.of(pieces, mono);
    }

    /** The board alone, as the replay viewer shows it. */
    void paint(TextGraphics g, Position pos, boolean flipped) {
        paint(g, pos, flipped, Square.NONE, List.of(), NO_CURSOR, NO_CURSOR);
    }

    /** Draws {@code side}'s horses and elephants as not known yet: its setup is still to be chosen. */
    void unknownWing(TextGraphics g, boolean flipped, Side side) {
        unknown(g, flipped, wing(side), side);
    }

    /** The points of {@code side}'s horses and elephants: files B, C, G and H of its back rank. */
    static List<Integer> wing(Side side) {
        int back = side == Side.CHO ? 0 : Square.RANKS - 1;
        return java.util.stream.IntStream.of(1, 2, 6, 7)
                .mapToObj(file -> Square.of(file, back))
                .toList();
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
                    g.putString(board.column(c), 2 * r, board.unknown(side));
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
        List<String> lines = board.draw(pos, flipped);
        int last = pos.lastMove();
        for (int i = 0; i < lines.size(); i++) {
            g.putString(0, i, lines.get(i));
        }
        for (int r = 0; r < Square.RANKS; r++) {
            for (int c = 0; c < Square.FILES; c++) {
                int file = flipped ? Square.FILES - 1 - c : c;
                int point = MartinBoard.square(file, MartinBoard.rowAt(r, flipped));
                int piece = pos.pieceAt(point);
                String cell = board.cell(piece, c);
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
                        cell = piece != Piece.NONE ? cell : board.mark();
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
                cg.setBackgroundColor(bg);
                // A bare letter sits on the lines: the letter takes the side's colour, the lines keep theirs.
                boolean bare = piece != Piece.NONE && !board.bracketed();
                cg.setForegroundColor(bare ? TextColor.ANSI.DEFAULT : fg);
                put(cg, board.column(c), 2 * r, cell, styles);
                if (bare) {
                    cg.setForegroundColor(fg);
                    put(cg, board.letterColumn(c), 2 * r, board.style().letter(piece), styles);
                }
            }
        }
    }

    private static void put(TextGraphics g, int column, int row, String text, List<SGR> styles) {
        if (styles.isEmpty()) {
            g.putString(column, row, text);
        } else {
            g.putString(column, row, text, styles);
        }
    }
}
