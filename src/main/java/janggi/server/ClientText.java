package janggi.server;

import janggi.text.Printable;
import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Text from a client, made safe once, where it is read, before anyone else sees it: the name a
 * login claims and the lines said in a game.
 */
final class ClientText {
    /** The longest name, in characters. */
    static final int MAX_NAME = 16;
    /** The longest line of chat, in characters; the rest is cut off. */
    static final int MAX_CHAT = 200;
    /** The most of a client's text a line of the log quotes. */
    static final int MAX_QUOTED = 40;
    /** Names no new key may claim: they would pass for the server's own voice or its operator. */
    private static final Set<String> RESERVED = Set.of("root", "admin", "administrator", "janggi", "system", "server");

    private ClientText() {}

    /**
     * The name a login may claim: 1 to {@value #MAX_NAME} ASCII letters and digits, Hangul, or
     * {@code _ - .}, beginning with a letter or digit, composed (NFC: Hangul typed as jamo is
     * the syllables). Other scripts are left out so that no name can pass for another in
     * look-alike letters (a Cyrillic а in аlice); names beginning with {@code guest} or {@code
     * computer} are the server's own, and {@link #RESERVED} ones its operator's.
     */
    static Optional<String> name(String typed) {
        if (typed == null || typed.length() > 4 * MAX_NAME) {
            return Optional.empty();
        }
        String login = Normalizer.normalize(typed, Normalizer.Form.NFC);
        if (login.isEmpty() || login.codePointCount(0, login.length()) > MAX_NAME) {
            return Optional.empty();
        }
        if (!letterOrDigit(login.codePointAt(0))
                || !login.codePoints().allMatch(c -> letterOrDigit(c) || c == '_' || c == '-' || c == '.')) {
            return Optional.empty();
        }
        String lower = login.toLowerCase(Locale.ROOT);
        if (lower.startsWith("guest") || lower.startsWith("computer") || RESERVED.contains(lower)) {
            return Optional.empty();
        }
        return Optional.of(login);
    }

    private static boolean letterOrDigit(int c) {
        return c < 128
                ? Character.isLetterOrDigit(c)
                : Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL && Character.isLetter(c);
    }

    /**
     * A line of chat as others will see it: composed (NFC), on one line, with control characters
     * and invisible formatting (bidirectional overrides) shown as '?', without surrounding blanks,
     * and cut to {@value #MAX_CHAT} characters.
     */
    static String chat(String text) {
        String safe = Printable.clean(text).strip();
        return safe.codePointCount(0, safe.length()) <= MAX_CHAT
                ? safe
                : safe.substring(0, safe.offsetByCodePoints(0, MAX_CHAT));
    }

    /**
     * A client's text as a line of the log quotes it: every control and invisible character
     * escaped ({@code \x1B}), so that nothing reaches the operator's terminal raw and no line
     * break can forge a record, and cut to {@value #MAX_QUOTED} characters.
     */
    static String quoted(String text) {
        return Printable.escape(text, MAX_QUOTED);
    }
}
