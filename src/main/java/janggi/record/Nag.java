package janggi.record;

import java.util.List;
import java.util.OptionalInt;

/**
 * PGN's numeric annotation glyphs ({@code $1} to {@code $255}), of which the first six are the
 * marks players write after a move: {@code !}, {@code ?}, {@code !!}, {@code ??}, {@code !?},
 * {@code ?!}. A record keeps every glyph; only these six have a symbol.
 */
public final class Nag {
    public static final int GOOD = 1;
    public static final int MISTAKE = 2;
    public static final int BRILLIANT = 3;
    public static final int BLUNDER = 4;
    public static final int INTERESTING = 5;
    public static final int DUBIOUS = 6;
    /** The largest glyph PGN has. */
    public static final int MAX = 255;

    private static final List<String> SYMBOLS = List.of("!", "?", "!!", "??", "!?", "?!");

    private Nag() {}

    /** The symbol of a move mark, {@code ??} for 4; empty for a glyph that is no move mark. */
    public static String symbol(int nag) {
        return nag >= GOOD && nag <= DUBIOUS ? SYMBOLS.get(nag - 1) : "";
    }

    /** The glyph of a move mark written as a symbol ({@code ?!} is 6), if it is one. */
    public static OptionalInt ofSymbol(String symbol) {
        int i = SYMBOLS.indexOf(symbol);
        return i < 0 ? OptionalInt.empty() : OptionalInt.of(i + 1);
    }

    /** The glyph {@code $n} stands for, if {@code text} is one. */
    public static OptionalInt parse(String text) {
        if (!text.matches("\\$\\d{1,3}")) {
            return OptionalInt.empty();
        }
        int n = Integer.parseInt(text.substring(1));
        return n <= MAX ? OptionalInt.of(n) : OptionalInt.empty();
    }

    /** The symbols of the move marks among {@code nags}, run together: {@code ??}. */
    public static String symbols(List<Integer> nags) {
        StringBuilder sb = new StringBuilder();
        nags.forEach(n -> sb.append(symbol(n)));
        return sb.toString();
    }
}
