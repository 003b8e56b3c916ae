package janggi.notation;

import janggi.core.Piece;
import janggi.core.PieceType;
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
 * <p>Every point is a cell three characters wide starting at column {@link #FIRST_COLUMN} +
 * 3 x its column on screen; front ends that colour the board use the same geometry.
 */
public final class MartinBoard {
    public static final int FIRST_COLUMN = 7;

    private MartinBoard() {}

    /** The 21 lines of the figure (ten rows, the lines between them, the file letters), right-trimmed. */
    public static List<String> lines(Position pos, boolean flipped) {
        List<String> out = new ArrayList<>();
        for (int line = 0; line < 2 * Square.RANKS; line++) {
            int row = rowAt(line / 2, flipped);
            StringBuilder sb = new StringBuilder(line % 2 == 0 ? "     " + row + " " : "     . ");
            for (int col = 0; col < Square.FILES; col++) {
                int file = flipped ? Square.FILES - 1 - col : col;
                if (line % 2 == 0) {
                    sb.append(cell(pos.pieceAt(square(file, row)), col));
                } else if (line / 2 < Square.RANKS - 1) {
                    sb.append(connector(file, row, rowAt(line / 2 + 1, flipped)));
                }
            }
            if (line % 2 == 1 && line / 2 == Square.RANKS - 1) {
                for (int col = 0; col < Square.FILES; col++) {
                    sb.append(' ')
                            .append((char) ('A' + (flipped ? Square.FILES - 1 - col : col)))
                            .append(' ');
                }
            }
            out.add(sb.toString().stripTrailing());
        }
        return out;
    }

    /** The display row drawn at screen row {@code index} (0 = top). */
    public static int rowAt(int index, boolean flipped) {
        return flipped ? index : Square.RANKS - 1 - index;
    }

    /** The point of display file (0 = A) and row. */
    public static int square(int file, int row) {
        return DisplaySquare.of(file, row);
    }

    /** How a piece is written: {@code (R)} for Han, {@code [r]} for Cho, generals always in square brackets. */
    public static String piece(int piece) {
        char letter = PieceLetters.DISPLAY.letter(piece);
        boolean round = Piece.side(piece) == Side.HAN && Piece.type(piece) != PieceType.GENERAL;
        return round ? "(" + letter + ")" : "[" + letter + "]";
    }

    private static String cell(int piece, int col) {
        if (piece != Piece.NONE) {
            return piece(piece);
        }
        return col == 0 ? " +-" : col == Square.FILES - 1 ? "-+ " : "-+-";
    }

    /** The line between two screen rows in one file: a diagonal pair where it meets a palace centre. */
    private static String connector(int file, int upperRow, int lowerRow) {
        boolean centreFile = file == 4;
        if (centreFile && isPalaceCentreRow(lowerRow) && isPalaceRow(upperRow)) {
            return "\\|/";
        }
        if (centreFile && isPalaceCentreRow(upperRow) && isPalaceRow(lowerRow)) {
            return "/|\\";
        }
        return " | ";
    }

    private static boolean isPalaceCentreRow(int row) {
        return row == 1 || row == 8;
    }

    private static boolean isPalaceRow(int row) {
        return row <= 2 || row >= 7;
    }
}
