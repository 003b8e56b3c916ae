package janggi.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Text in lines that fit a terminal's width, broken between words, measured as {@link Cells}
 * does: Korean and Chinese letters take two columns, marks none. A word longer than a line (a file's path) keeps a line of its own, whole.
 */
public final class Wrap {
    private Wrap() {}

    /** Each line of {@code text} broken to at most {@code width} columns; a broken line's rest keeps its indent. */
    public static List<String> lines(String text, int width) {
        List<String> out = new ArrayList<>();
        for (String line : text.split("\n", -1)) {
            wrapLine(line, Math.max(width, 10), out);
        }
        return out;
    }

    private static void wrapLine(String line, int width, List<String> out) {
        if (columns(line) <= width) {
            out.add(line);
            return;
        }
        int words = 0;
        while (words < line.length() && line.charAt(words) == ' ') {
            words++;
        }
        String indent = line.substring(0, Math.min(words, width / 2));
        StringBuilder current = new StringBuilder(line.substring(0, words));
        boolean empty = true;
        for (String word : line.substring(words).split(" +")) {
            if (!empty && columns(current + " " + word) > width) {
                out.add(current.toString());
                current = new StringBuilder(indent);
                empty = true;
            }
            current.append(empty ? "" : " ").append(word);
            empty = false;
        }
        out.add(current.toString());
    }

    /** The columns {@code s} takes on a terminal. */
    public static int columns(String s) {
        return Cells.columns(s);
    }
}
