package janggi.notation;

import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * The board drawn as in Roleigh Martin's figures: rows 9 to 0 labelled on the left, files A to
 * I beneath, Han's pieces as {@code (R)} and Cho's as {@code [r]}, {@code -+-} and {@code |}
 * grid lines, {@code \|/} and {@code /|\} palace diagonals. As in his figures, both generals
 * are drawn in square brackets ({@code [K]} Han, {@code [k]} Cho): the letter's case always
 * tells the side. Flipped, the board is turned half a turn, Cho at the bottom.
 *
 * <p>The same figure is drawn with the other {@link PieceStyle}s, without Martin's indent and
 * with the rows labelled on the right too. A point is a cell of three columns, or four where
 * the letters are Hangul or Hanja, which take two: there the pieces read {@code [차]} and
 * {@code (車)}, the grid {@code -+--}, and the palace diagonals meet the lines half-way between
 * points ({@code \ | /}). Without brackets (a board that colours the sides) a piece sits on the
 * lines: {@code -R-}, {@code -차-}. Every line of the figure has the same columns for the
 * same file, whatever the letters, so front ends that colour the board draw each point at
 * {@link #column}.
 */
public final class MartinBoard {
    /** Martin's figure, as his rules print it. */
    public static final MartinBoard FIGURE = new MartinBoard(PieceStyle.MARTIN, true);

    /** Where a file's line runs inside its cell. */
    private static final int LINE = 1;

    private final PieceStyle style;
    private final boolean brackets;
    /** The columns a point takes: 3, or 4 for letters two columns wide. */
    private final int cellWidth;

    private final String indent;

    private MartinBoard(PieceStyle style, boolean brackets) {
        this.style = style;
        this.brackets = brackets || style == PieceStyle.MARTIN;
        this.cellWidth = style.wide() ? 4 : 3;
        this.indent = style == PieceStyle.MARTIN ? "     " : "";
    }

    /**
     * The board in {@code style}; {@code brackets} marks the sides with brackets, for boards
     * without colour (Martin's style always has its own).
     */
    public static MartinBoard of(PieceStyle style, boolean brackets) {
        return style == PieceStyle.MARTIN ? FIGURE : new MartinBoard(style, brackets);
    }

    /** Martin's figure of the position: see {@link #draw}. */
    public static List<String> lines(Position pos, boolean flipped) {
        return FIGURE.draw(pos, flipped);
    }

    public PieceStyle style() {
        return style;
    }

    /** Whether the pieces are in brackets, which tell the sides without colour. */
    public boolean bracketed() {
        return brackets;
    }

    /**
     * The 21 lines of the figure: ten rows, the lines between them, the file letters. Martin's
     * are right-trimmed, as in his figures; the others are labelled on both sides, so that every
     * line ends alike, a piece on file I included.
     */
    public List<String> draw(Position pos, boolean flipped) {
        List<String> out = new ArrayList<>();
        for (int line = 0; line < 2 * Square.RANKS - 1; line++) {
            int row = rowAt(line / 2, flipped);
            StringBuilder body = new StringBuilder();
            if (line % 2 == 0) {
                for (int col = 0; col < Square.FILES; col++) {
                    int file = flipped ? Square.FILES - 1 - col : col;
                    body.append(cell(pos.pieceAt(square(file, row)), col));
                }
            } else {
                body.append(connectors(row, rowAt(line / 2 + 1, flipped)));
            }
            out.add(frame(line % 2 == 0 ? String.valueOf(row) : ".", body));
        }
        StringBuilder files = new StringBuilder();
        for (int col = 0; col < Square.FILES; col++) {
            char letter = (char) ('A' + (flipped ? Square.FILES - 1 - col : col));
            files.append(" ".repeat(LINE)).append(letter).append(" ".repeat(cellWidth - LINE - 1));
        }
        out.add(frame(".", files));
        return out;
    }

    /** A line of the figure: its label, then {@code body} (a cell's columns for each file), and the label again. */
    private String frame(String label, CharSequence body) {
        String left = indent + label + " " + body;
        return style == PieceStyle.MARTIN ? left.stripTrailing() : left + " " + label;
    }

    /** The display row drawn at screen row {@code index} (0 = top). */
    public static int rowAt(int index, boolean flipped) {
        return flipped ? index : Square.RANKS - 1 - index;
    }

    /** The point of display file (0 = A) and row. */
    public static int square(int file, int row) {
        return DisplaySquare.of(file, row);
    }

    /** The first column of the point drawn in screen column {@code col} (0 = the left-most file). */
    public int column(int col) {
        return indent.length() + 2 + cellWidth * col;
    }

    /** The column of a piece's letter in the point drawn in screen column {@code col}. */
    public int letterColumn(int col) {
        return column(col) + LINE;
    }

    /** The columns the figure takes at most. */
    public int width() {
        return column(Square.FILES) + (style == PieceStyle.MARTIN ? 0 : 2);
    }

    /** What the point in screen column {@code col} shows: its piece on the lines, or the lines alone. */
    public String cell(int piece, int col) {
        String left = col == 0 ? " " : "-";
        if (piece == Piece.NONE) {
            return left + "+" + (col == Square.FILES - 1 ? " " : "-").repeat(cellWidth - LINE - 1);
        }
        if (brackets) {
            return style.bracketed(piece);
        }
        String letter = style.letter(piece);
        int rest = cellWidth - LINE - (style.wide() ? 2 : 1);
        return left + letter + (col == Square.FILES - 1 ? " " : "-").repeat(rest);
    }

    /** A piece of {@code side} not known yet. */
    public String unknown(Side side) {
        return style.unknown(side);
    }

    /** An empty point marked as a destination, for boards without colour. */
    public String mark() {
        return " ".repeat(LINE) + "*" + " ".repeat(cellWidth - LINE - 1);
    }

    /**
     * The line between two screen rows: each file's line, and where it meets a palace centre the
     * diagonals, half-way between the files.
     */
    private String connectors(int upperRow, int lowerRow) {
        char[] row = " ".repeat(cellWidth * Square.FILES).toCharArray();
        for (int col = 0; col < Square.FILES; col++) {
            row[cellWidth * col + LINE] = '|';
        }
        int centre = cellWidth * 4 + LINE;
        int half = cellWidth / 2;
        if (isPalaceCentreRow(lowerRow) && isPalaceRow(upperRow)) {
            row[centre - half] = '\\';
            row[centre + half] = '/';
        } else if (isPalaceCentreRow(upperRow) && isPalaceRow(lowerRow)) {
            row[centre - half] = '/';
            row[centre + half] = '\\';
        }
        return new String(row);
    }

    private static boolean isPalaceCentreRow(int row) {
        return row == 1 || row == 8;
    }

    private static boolean isPalaceRow(int row) {
        return row <= 2 || row >= 7;
    }
}
