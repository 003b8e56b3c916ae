package janggi.cli;

import janggi.text.Wrap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The course of a game in text: Cho's expected score after each move as a bar from a middle
 * line, up while Cho is ahead, down while Han is, with the move numbers beneath. At most
 * {@link #MAX_COLUMNS} columns, so that it fits an 80-column terminal with its labels: a longer
 * game gives each column several plies, showing the position after the last of them. In block
 * characters, the upper bars in eighths of a row; in ASCII, {@code #} for a row at least half filled.
 */
final class EvalGraph {
    static final int MAX_COLUMNS = 64;
    /** Rows above the middle line, and as many below it. */
    static final int HALF = 4;

    private static final String EIGHTHS = " \u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588";
    private static final char FULL = '\u2588';
    private static final char UPPER_HALF = '\u2580';

    private EvalGraph() {}

    /**
     * The graph's lines.
     *
     * @param chances Cho's expected score in every position, the start first
     * @param firstMove the move number of the first ply, and whether Han played it
     * @param labels what stands left of the top and bottom rows (Cho's and Han's names), padded alike
     */
    static List<String> lines(
            List<Double> chances, int firstMove, boolean hanFirst, String top, String bottom, boolean ascii) {
        int plies = chances.size() - 1;
        List<String> lines = new ArrayList<>();
        if (plies < 1) {
            return lines;
        }
        int perColumn = (plies + MAX_COLUMNS - 1) / MAX_COLUMNS;
        int columns = (plies + perColumn - 1) / perColumn;
        double[] units = new double[columns];
        for (int c = 0; c < columns; c++) {
            double chance = chances.get(Math.min(plies, (c + 1) * perColumn));
            units[c] = (chance - 0.5) * 2 * HALF;
        }
        int labelWidth = Math.max(Wrap.columns(top), Wrap.columns(bottom)) + 1;
        char axis = ascii ? '|' : '\u2502';
        for (int row = HALF; row >= 1; row--) {
            StringBuilder sb = new StringBuilder(pad(row == HALF ? top : "", labelWidth)).append(axis);
            for (double u : units) {
                sb.append(above(Math.max(0, Math.min(1, u - (row - 1))), ascii));
            }
            lines.add(sb.toString().stripTrailing());
        }
        char[] middle = new char[columns];
        Arrays.fill(middle, ascii ? '-' : '\u2500');
        lines.add(pad("", labelWidth) + (ascii ? '+' : '\u253c') + new String(middle));
        for (int row = 1; row <= HALF; row++) {
            StringBuilder sb = new StringBuilder(pad(row == HALF ? bottom : "", labelWidth)).append(axis);
            for (double u : units) {
                sb.append(below(Math.max(0, Math.min(1, -u - (row - 1))), ascii));
            }
            lines.add(sb.toString().stripTrailing());
        }
        lines.add(pad("", labelWidth + 1) + numbers(columns, perColumn, firstMove, hanFirst));
        return lines;
    }

    private static char above(double fill, boolean ascii) {
        if (ascii) {
            return fill >= 0.5 ? '#' : ' ';
        }
        return EIGHTHS.charAt((int) Math.round(fill * 8));
    }

    private static char below(double fill, boolean ascii) {
        if (ascii) {
            return fill >= 0.5 ? '#' : ' ';
        }
        return fill >= 0.75 ? FULL : fill >= 0.25 ? UPPER_HALF : ' ';
    }

    /**
     * Move numbers under the columns: the first move, then every tenth (every fifth in a short
     * game) under the column that holds its first ply, each where it does not run into the one
     * before.
     */
    private static String numbers(int columns, int perColumn, int firstMove, boolean hanFirst) {
        int step = (columns * perColumn + 1) / 2 <= 20 ? 5 : 10;
        StringBuilder sb = new StringBuilder();
        int last = Integer.MIN_VALUE;
        for (int c = 0; c < columns; c++) {
            for (int ply = c * perColumn + 1; ply <= (c + 1) * perColumn; ply++) {
                int move = firstMove + (ply - 1 + (hanFirst ? 1 : 0)) / 2;
                if (move != last && (c == 0 && sb.length() == 0 || move % step == 0) && sb.length() <= c) {
                    sb.append(" ".repeat(c - sb.length())).append(move);
                    last = move;
                }
            }
        }
        return sb.toString();
    }

    /** {@code s} and spaces after it to {@code width} columns, a Korean letter counting two. */
    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - Wrap.columns(s)));
    }
}
