package janggi.text;

import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The guard of a Korean screen: the English words on it that are none of those Korean players
 * read as they are (docs/korean.md, "What the player types stays as typed"): the commands and
 * keys, names of rules, styles and formats, coordinates and moves, a PGN tag's name where it
 * stands as one, and what a message echoes between single quotes. A test of a Korean
 * screen (the game, the review, the games library, the replay viewer) fails on any other, so
 * that every word the program shows comes from the Korean bundle.
 */
public final class EnglishWords {
    /** A run of Latin letters, with the digits, hyphens and dots that hold such a word together. */
    private static final Pattern WORD = Pattern.compile("[A-Za-z][A-Za-z0-9]*(?:[-.][A-Za-z0-9]+)*");

    /**
     * Coordinates and moves in Martin's notation ({@code E1}, {@code B0-C2}, {@code A1-A0=R}),
     * a time control as it is typed ({@code 20m+3x30s}, the {@code x30s} of {@code +3x30s}), a
     * file's name of the record formats ({@code game.pgn}) and a single letter (keys such as
     * {@code q}, the answers {@code y} and {@code n}, the letters pieces).
     */
    private static final Pattern ALWAYS = Pattern.compile(
            "[A-I]\\d(-[A-I]\\d)?|\\d*x?\\d+[hms](\\d+[ms])*|[A-Za-z]|[\\w.-]+\\.(pgn|gib|uci|fen|epd|gc)");

    /** What a message echoes of what was typed or read, between single quotes: the player's words, not ours. */
    private static final Pattern ECHO = Pattern.compile("'[^'\\n]*'");

    /** A PGN tag's name, where it stands as one: {@code [Event "}. */
    private static final Pattern TAG_NAME = Pattern.compile("\\[[A-Za-z]\\w* \"");

    /** Words that stay as typed: commands, keys, option values, names of rules, formats and programs. */
    private static final Set<String> ALLOWED = Set.of(
            // the commands (help_ko.txt lists them), and what they take
            "help",
            "undo",
            "hint",
            "flip",
            "level",
            "new",
            "save",
            "load",
            "games",
            "resume",
            "fen",
            "pieces",
            "resign",
            "draw",
            "quit",
            "pass",
            "analyse",
            "analyze",
            "clock",
            "pause",
            "FILE",
            "STYLE",
            "SPEC",
            "N",
            "janggi",
            // keys
            "Enter",
            "Esc",
            "Tab",
            "Home",
            "End",
            "PgUp",
            "PgDn",
            "Ctrl-C",
            "Ctrl-U",
            "Ctrl-W",
            "Ctrl-A",
            "Ctrl-E",
            "Ctrl-Z",
            "Ctrl-L",
            // the rule sets and the styles of pieces, as options name them
            "casual",
            "modern",
            "traditional",
            "martin",
            "krc",
            "letters",
            "hangul",
            "hanja",
            "korean",
            // formats and the engine's protocol, and proper names of rules
            "FEN",
            "PGN",
            "UCI",
            "EPD",
            "UTF-8",
            "Korean",
            "Random",
            "Chess",
            "Kings",
            "Naked",
            "Gollon",
            // the setups as typed
            "NBBN",
            "NBNB",
            "BNBN",
            "BNNB");

    private EnglishWords() {}

    /** The English words on {@code screen} that a Korean player should not read there, in order. */
    public static Set<String> unexpected(String screen) {
        Set<String> found = new TreeSet<>();
        String ours = ECHO.matcher(TAG_NAME.matcher(screen).replaceAll("[\"")).replaceAll("''");
        Matcher m = WORD.matcher(ours);
        while (m.find()) {
            String word = m.group();
            if (!ALLOWED.contains(word) && !ALWAYS.matcher(word).matches()) {
                found.add(word);
            }
        }
        return found;
    }
}
