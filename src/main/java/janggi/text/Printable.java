package janggi.text;

import java.text.Normalizer;

/**
 * Text from outside (a file, a client, a command line) made safe for a terminal. What is read is
 * {@link #clean cleaned} once, where it is read: terminal controls, line and paragraph
 * separators and invisible format characters (bidirectional overrides, zero-width marks), which
 * could move the cursor, change colours, break a line or disguise text, become '?', and the text
 * is put in Unicode's composed form (NFC), so that a letter and its accent typed apart are one
 * letter, as a terminal draws them. What a message, or the server's log, echoes back to show
 * what was typed is {@link #escape escaped} instead, so that the reader can see which character
 * was wrong, and cut short. This one sanitiser serves screens, files and logs alike.
 */
public final class Printable {
    /** How much of an echoed text a one-line message shows. */
    public static final int ECHO_LIMIT = 80;

    private static final int ZWNJ = 0x200C;
    private static final int ZWJ = 0x200D;

    private Printable() {}

    /** {@code text} composed (NFC), with every character that could drive a terminal replaced; null gives "". */
    public static String clean(String text) {
        if (text == null) {
            return "";
        }
        if (!Normalizer.isNormalized(text, Normalizer.Form.NFC)) {
            text = Normalizer.normalize(text, Normalizer.Form.NFC);
        }
        if (isClean(text)) {
            return text;
        }
        StringBuilder sb = new StringBuilder(text.length());
        text.codePoints().forEach(c -> {
            if (unsafe(c)) {
                sb.append('?');
            } else {
                sb.appendCodePoint(c);
            }
        });
        return sb.toString();
    }

    /** A message whose text arguments (which may come from outside) are {@link #clean}ed, nested messages too. */
    public static Message clean(Message m) {
        Object[] args = m.args();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof String || args[i] instanceof Character) {
                args[i] = clean(String.valueOf(args[i]));
            } else if (args[i] instanceof Message inner) {
                args[i] = clean(inner);
            }
        }
        return new Message(m.key(), args);
    }

    /**
     * {@code text} as a message may echo it: every unsafe character written as an escape
     * ({@code \x1B}, {@code \u202E}), and no longer than {@link #ECHO_LIMIT} characters.
     */
    public static String escape(String text) {
        return escape(text, ECHO_LIMIT);
    }

    /** As {@link #escape(String)}, no longer than {@code limit} characters and "...". */
    public static String escape(String text, int limit) {
        if (text == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        int[] points = text.codePoints().toArray();
        for (int i = 0; i < points.length; i++) {
            int c = points[i];
            if (sb.length() >= limit) {
                sb.append("...");
                break;
            }
            if (!unsafe(c)) {
                sb.appendCodePoint(c);
            } else if (c <= 0xff) {
                sb.append(String.format("\\x%02X", c));
            } else {
                sb.append(String.format("\\u%04X", c));
            }
        }
        return sb.toString();
    }

    private static boolean isClean(String text) {
        for (int i = 0; i < text.length(); i++) {
            if (unsafe(text.charAt(i))) {
                return false;
            }
        }
        return true;
    }

    /**
     * Terminal controls (C0, DEL, C1), format characters such as the bidirectional overrides
     * (but not the joiners that hold an emoji sequence or a word of some scripts together), and
     * the line and paragraph separators, which break a line where no line should break.
     */
    private static boolean unsafe(int c) {
        int type = Character.getType(c);
        return Character.isISOControl(c)
                || type == Character.FORMAT && c != ZWNJ && c != ZWJ
                || type == Character.LINE_SEPARATOR
                || type == Character.PARAGRAPH_SEPARATOR
                || type == Character.SURROGATE;
    }
}
