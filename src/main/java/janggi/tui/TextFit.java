package janggi.tui;

import com.googlecode.lanterna.TerminalTextUtils;
import janggi.text.Cells;
import java.text.Normalizer;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Text measured in terminal columns, where Korean and Chinese letters take two: wrapped between
 * words, reflowed as paragraphs, or cut to a width, never inside a grapheme cluster.
 *
 * <p>Each cluster is drawn in one cell or two ({@link #drawn}), as the terminal will show it:
 * Lanterna gives a cell to each character it is handed, and counts any cluster of more than one
 * as two cells, where a terminal puts a letter and its marks in one, or an emoji in two. So what
 * Lanterna and the terminal would count differently (a letter with marks that do not compose, a
 * joined emoji, a narrow symbol outside the basic plane, a wide one Lanterna takes for narrow) is
 * drawn as its first code point when that one alone is counted alike, else as a one-cell
 * {@code ?}; the screen and the terminal then always agree where every cell is.
 */
final class TextFit {
    /** A word and the spaces before it. */
    private static final Pattern WORD = Pattern.compile("(\\s*)(\\S+)");

    private TextFit() {}

    /** The columns {@code s} takes on a terminal, as drawn. */
    static int width(String s) {
        int n = 0;
        for (String cluster : Cells.clusters(s)) {
            n += Cells.width(drawn(cluster).codePointAt(0));
        }
        return n;
    }

    /** How one grapheme cluster is drawn: a single code point that the screen and the terminal give the same cells. */
    static String drawn(String cluster) {
        if (cluster.length() == 1 && cluster.charAt(0) >= ' ' && cluster.charAt(0) < 0x7f) {
            return cluster;
        }
        int first = Normalizer.normalize(cluster, Normalizer.Form.NFC).codePointAt(0);
        int cells = Cells.width(first);
        int lanterna = first > 0xFFFF || TerminalTextUtils.isCharCJK((char) first) ? 2 : 1;
        return cells > 0 && cells == lanterna ? Character.toString(first) : "?";
    }

    /** How many chars of {@code s}, whole clusters from its start, fit in {@code columns}. */
    private static int fitting(String s, int columns) {
        int used = 0;
        int end = 0;
        for (String cluster : Cells.clusters(s)) {
            used += width(cluster);
            if (used > columns) {
                break;
            }
            end += cluster.length();
        }
        return end;
    }

    /** {@code s} with spaces after it to take at least {@code width} columns. */
    static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - width(s)));
    }

    /**
     * The first line of {@code text} in rows of at most {@code width} columns, broken between
     * words, the spaces between words kept. A line that begins with spaces keeps them on every
     * row, so that an indented entry stays indented; a word longer than a row is broken.
     */
    static List<String> wrap(String text, int width) {
        String line = firstLine(text).stripTrailing();
        String indent = indentOf(line, width);
        return wrap(line.strip(), indent, indent, width);
    }

    /**
     * {@code text} as paragraphs in rows of at most {@code width} columns. A line indented
     * deeper than the one before continues its paragraph (unless that one ends in ":", as a
     * list's heading does), and the paragraph's later rows take the deeper indent; a blank line
     * stays.
     */
    static List<String> reflow(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder paragraph = null;
        String first = "";
        String hanging = null;
        for (String line : text.lines().toList()) {
            String indent = indentOf(line, width);
            if (line.isBlank()) {
                flush(out, paragraph, first, hanging, width);
                paragraph = null;
                out.add("");
            } else if (paragraph != null
                    && indent.length() > first.length()
                    && paragraph.charAt(paragraph.length() - 1) != ':') {
                paragraph.append(' ').append(line.strip());
                hanging = hanging == null ? indent : hanging;
            } else {
                flush(out, paragraph, first, hanging, width);
                paragraph = new StringBuilder(line.strip());
                first = indent;
                hanging = null;
            }
        }
        flush(out, paragraph, first, hanging, width);
        return out;
    }

    private static void flush(List<String> out, StringBuilder paragraph, String first, String hanging, int width) {
        if (paragraph != null) {
            out.addAll(wrap(paragraph.toString(), first, hanging == null ? first : hanging, width));
        }
    }

    /** {@code body} in rows of {@code width}, the first row after {@code first}, the others after {@code hanging}. */
    private static List<String> wrap(String body, String first, String hanging, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder row = new StringBuilder(first);
        boolean empty = true;
        Matcher m = WORD.matcher(body);
        while (m.find()) {
            String word = m.group(2);
            if (!empty && width(row + m.group(1) + word) > width) {
                out.add(row.toString());
                row = new StringBuilder(hanging);
                empty = true;
            }
            if (!empty) {
                row.append(m.group(1));
            }
            // A word longer than a whole row goes on in the next: nothing is cut off.
            while (width(row + word) > width && Cells.clusters(word).size() > 1) {
                int fits = fitting(word, width - width(row.toString()));
                if (fits == 0) {
                    break;
                }
                out.add(row + word.substring(0, fits));
                word = word.substring(fits);
                row = new StringBuilder(hanging);
            }
            row.append(word);
            empty = false;
        }
        out.add(row.toString());
        return out;
    }

    /**
     * The words of {@code text} that fit whole in {@code rows} rows of {@code width}: what does
     * not fit is left out, never cut in the middle of a word.
     */
    static List<String> wholeWords(String text, int width, int rows) {
        List<String> lines = wrap(text, width);
        return lines.size() <= rows ? lines : lines.subList(0, rows);
    }

    /** The first line of {@code s} in at most {@code width} columns, ending in "~" when cut. */
    static String clip(String s, int width) {
        String line = firstLine(s);
        if (width(line) <= width) {
            return line;
        }
        if (width < 1) {
            return "";
        }
        return line.substring(0, fitting(line, width - 1)) + "~";
    }

    /** The spaces {@code line} begins with, unless they would take half the width. */
    private static String indentOf(String line, int width) {
        int n = line.length() - line.stripLeading().length();
        return n < width / 2 ? line.substring(0, n) : "";
    }

    private static String firstLine(String s) {
        return s == null ? "" : s.lines().findFirst().orElse("");
    }
}
