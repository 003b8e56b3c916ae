package janggi.tui;

import com.googlecode.lanterna.TerminalTextUtils;
import java.nio.charset.StandardCharsets;

/**
 * What a terminal is sent for the text in its cells: UTF-8, a whole string at a time. Lanterna's
 * stream terminals encode one char at a time into a buffer's whole backing array, which sends
 * a NUL after every two-byte letter (an accent, Greek, Cyrillic) and a {@code ?} for each half of
 * an emoji; our terminals send these bytes instead.
 */
final class TerminalBytes {
    private TerminalBytes() {}

    /** {@code text} in UTF-8, without the controls Lanterna would not send either. */
    static byte[] of(String text) {
        StringBuilder kept = null;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (!TerminalTextUtils.isPrintableCharacter(c)) {
                if (kept == null) {
                    kept = new StringBuilder(text.substring(0, i));
                }
            } else if (kept != null) {
                kept.append(c);
            }
        }
        return (kept == null ? text : kept.toString()).getBytes(StandardCharsets.UTF_8);
    }
}
