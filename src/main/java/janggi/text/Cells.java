package janggi.text;

import java.util.ArrayList;
import java.util.List;

/**
 * Text as a terminal lays it out in cells: grapheme clusters (a letter and the marks that join
 * it, an emoji and its modifiers or joined emoji, a flag's two letters), and the columns each
 * code point takes, as terminals measure them (wcwidth: East Asian wide and full-width letters
 * and most emoji take two, marks and joiners none).
 */
public final class Cells {
    private static final int ZWJ = 0x200D;

    /**
     * The code points East Asian Width calls wide or full-width (Unicode 15), as pairs of first
     * and last: Hangul, CJK, kana, full-width forms and the emoji shown as pictures by default.
     */
    private static final int[] WIDE = {
        0x1100, 0x115F, 0x231A, 0x231B, 0x2329, 0x232A, 0x23E9, 0x23EC, 0x23F0, 0x23F0, 0x23F3, 0x23F3, 0x25FD, 0x25FE,
        0x2614, 0x2615, 0x2648, 0x2653, 0x267F, 0x267F, 0x2693, 0x2693, 0x26A1, 0x26A1, 0x26AA, 0x26AB, 0x26BD, 0x26BE,
        0x26C4, 0x26C5, 0x26CE, 0x26CE, 0x26D4, 0x26D4, 0x26EA, 0x26EA, 0x26F2, 0x26F3, 0x26F5, 0x26F5, 0x26FA, 0x26FA,
        0x26FD, 0x26FD, 0x2705, 0x2705, 0x270A, 0x270B, 0x2728, 0x2728, 0x274C, 0x274C, 0x274E, 0x274E, 0x2753, 0x2755,
        0x2757, 0x2757, 0x2795, 0x2797, 0x27B0, 0x27B0, 0x27BF, 0x27BF, 0x2B1B, 0x2B1C, 0x2B50, 0x2B50, 0x2B55, 0x2B55,
        0x2E80, 0x303E, 0x3041, 0x33FF, 0x3400, 0x4DBF, 0x4E00, 0x9FFF, 0xA000, 0xA4CF, 0xA960, 0xA97F, 0xAC00, 0xD7A3,
        0xF900, 0xFAFF, 0xFE10, 0xFE19, 0xFE30, 0xFE6F, 0xFF00, 0xFF60, 0xFFE0, 0xFFE6, 0x16FE0, 0x16FE4, 0x17000,
        0x18CFF, 0x1AFF0, 0x1B2FF, 0x1F004, 0x1F004, 0x1F0CF, 0x1F0CF, 0x1F18E, 0x1F18E, 0x1F191, 0x1F19A, 0x1F200,
        0x1F202, 0x1F210, 0x1F23B, 0x1F240, 0x1F248, 0x1F250, 0x1F251, 0x1F260, 0x1F265, 0x1F300, 0x1F320, 0x1F32D,
        0x1F335, 0x1F337, 0x1F37C, 0x1F37E, 0x1F393, 0x1F3A0, 0x1F3CA, 0x1F3CF, 0x1F3D3, 0x1F3E0, 0x1F3F0, 0x1F3F4,
        0x1F3F4, 0x1F3F8, 0x1F43E, 0x1F440, 0x1F440, 0x1F442, 0x1F4FC, 0x1F4FF, 0x1F53D, 0x1F54B, 0x1F54E, 0x1F550,
        0x1F567, 0x1F57A, 0x1F57A, 0x1F595, 0x1F596, 0x1F5A4, 0x1F5A4, 0x1F5FB, 0x1F64F, 0x1F680, 0x1F6C5, 0x1F6CC,
        0x1F6CC, 0x1F6D0, 0x1F6D2, 0x1F6D5, 0x1F6D7, 0x1F6DC, 0x1F6DF, 0x1F6EB, 0x1F6EC, 0x1F6F4, 0x1F6FC, 0x1F7E0,
        0x1F7EB, 0x1F7F0, 0x1F7F0, 0x1F90C, 0x1F93A, 0x1F93C, 0x1F945, 0x1F947, 0x1F9FF, 0x1FA70, 0x1FAFF, 0x20000,
        0x2FFFD, 0x30000, 0x3FFFD,
    };

    private Cells() {}

    /**
     * The grapheme clusters of {@code text}, in order: each code point begins one unless it joins
     * the one before (a mark, a joiner or what follows a joiner, a variation selector, a skin
     * tone, the second letter of a flag). A mark with nothing before it is a cluster of its own.
     */
    public static List<String> clusters(String text) {
        List<String> out = new ArrayList<>();
        int start = 0;
        int previous = -1;
        boolean flagOpen = false;
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            boolean joins = previous >= 0 && (joinsBefore(c) || previous == ZWJ || (regional(c) && flagOpen));
            if (!joins && i > start) {
                out.add(text.substring(start, i));
                start = i;
            }
            flagOpen = regional(c) && !(joins && regional(previous));
            previous = c;
            i += Character.charCount(c);
        }
        if (start < text.length()) {
            out.add(text.substring(start));
        }
        return out;
    }

    /** The columns a terminal gives one code point: 0 for a mark, a joiner or a control, 2 when wide, else 1. */
    public static int width(int c) {
        if (joinsBefore(c) || Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
            return 0;
        }
        return wide(c) ? 2 : 1;
    }

    /** The columns {@code text} takes on a terminal, each cluster as wide as its first code point. */
    public static int columns(String text) {
        int n = 0;
        for (String cluster : clusters(text)) {
            n += width(cluster.codePointAt(0));
        }
        return n;
    }

    /** Whether {@code c} joins the code point before it: marks, joiners, selectors, skin tones, tags, Hangul vowels and finals. */
    private static boolean joinsBefore(int c) {
        int type = Character.getType(c);
        return type == Character.NON_SPACING_MARK
                || type == Character.ENCLOSING_MARK
                || type == Character.COMBINING_SPACING_MARK
                || c == ZWJ
                || (c >= 0xFE00 && c <= 0xFE0F)
                || (c >= 0x1F3FB && c <= 0x1F3FF)
                || (c >= 0xE0020 && c <= 0xE007F)
                || (c >= 0xE0100 && c <= 0xE01EF)
                || (c >= 0x1160 && c <= 0x11FF)
                || (c >= 0xD7B0 && c <= 0xD7FF);
    }

    private static boolean regional(int c) {
        return c >= 0x1F1E6 && c <= 0x1F1FF;
    }

    private static boolean wide(int c) {
        int lo = 0;
        int hi = WIDE.length / 2 - 1;
        while (lo <= hi) {
            int mid = (lo + hi) >>> 1;
            if (c < WIDE[2 * mid]) {
                hi = mid - 1;
            } else if (c > WIDE[2 * mid + 1]) {
                lo = mid + 1;
            } else {
                return true;
            }
        }
        return false;
    }
}
