package janggi.text;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.EnumMap;
import java.util.Map;
import java.util.MissingResourceException;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;

/**
 * Every word a player reads, in one language: the message bundle {@code janggi/text/messages}
 * ({@code messages.properties} in English, {@code messages_ko.properties} in Korean).
 *
 * <p>A message's arguments stand in its text as {@code {0}}, {@code {1}}, ... and are put in as
 * they are, so that apostrophes need no escaping (unlike {@link java.text.MessageFormat}); but
 * an argument between single quotes, {@code '{0}'}, is what someone typed or a file held, echoed
 * back: it is {@link Printable#escape escaped} and cut at {@link Printable#ECHO_LIMIT}
 * characters, with {@code ...}, so that no echo can flood a line or drive a terminal. Counts
 * that need a plural take two keys, {@code KEY.one} and {@code KEY.other}; a language without
 * plurals gives only {@code KEY.other}. A key missing from a language falls back to English.
 * Long texts, such as the help page, are whole files beside the bundle: {@link #document}.
 */
public final class Texts {
    private static final String BUNDLE = "messages";
    private static final Map<Language, Texts> LOADED = new EnumMap<>(Language.class);

    private final Language language;
    private final ResourceBundle bundle;
    private final ResourceBundle english;

    private Texts(Language language) {
        this.language = language;
        this.bundle = load(language.fileSuffix);
        this.english = language == Language.ENGLISH ? bundle : load(Language.ENGLISH.fileSuffix);
    }

    /**
     * One language's file alone, without ResourceBundle's chain of parents, so that a key missing
     * from it can be told apart (the fallback to English is this class's own).
     */
    private static ResourceBundle load(String suffix) {
        String name = BUNDLE + suffix + ".properties";
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new MissingResourceException("no " + name, BUNDLE, "");
            }
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The texts of {@code language}; loaded once and shared, as they never change. */
    public static synchronized Texts of(Language language) {
        return LOADED.computeIfAbsent(language, Texts::new);
    }

    public static Texts english() {
        return of(Language.ENGLISH);
    }

    public Language language() {
        return language;
    }

    /** The text of {@code key} with {@code args} put in; arguments that are {@link Message}s are rendered too. */
    public String get(String key, Object... args) {
        return fill(pattern(key), args);
    }

    /** The words of {@code message} in this language. */
    public String render(Message message) {
        return get(message.key(), message.args());
    }

    /** {@code KEY.one} for a count of 1, else {@code KEY.other}; the count is argument {0}, then {@code args}. */
    public String count(String key, long n, Object... args) {
        Object[] all = new Object[args.length + 1];
        all[0] = n;
        System.arraycopy(args, 0, all, 1, args.length);
        String one = key + ".one";
        boolean singular = n == 1 && (bundle.containsKey(one) || !bundle.containsKey(key + ".other"));
        return get(singular ? one : key + ".other", all);
    }

    /**
     * A long text kept whole in a file of its own, such as the help page: {@code NAME.txt} in
     * English, {@code NAME_ko.txt} in Korean, falling back to English; without its last line break.
     */
    public String document(String name) {
        String text = readDocument(name + language.fileSuffix + ".txt");
        if (text == null && language != Language.ENGLISH) {
            text = readDocument(name + Language.ENGLISH.fileSuffix + ".txt");
        }
        if (text == null) {
            throw new MissingResourceException("no document '" + name + "'", BUNDLE, name);
        }
        return text.endsWith("\n") ? text.substring(0, text.length() - 1) : text;
    }

    private static String readDocument(String file) {
        try (InputStream in = Texts.class.getResourceAsStream(file)) {
            return in == null ? null : new String(in.readAllBytes(), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** Every key of this language's own bundle file (for the tests that compare languages). */
    public Set<String> keys() {
        return bundle.keySet();
    }

    private String pattern(String key) {
        for (ResourceBundle b : new ResourceBundle[] {bundle, english}) {
            if (b.containsKey(key)) {
                return b.getString(key);
            }
        }
        throw new MissingResourceException("no message '" + key + "'", BUNDLE, key);
    }

    private String fill(String pattern, Object[] args) {
        if (args.length == 0 || pattern.indexOf('{') < 0) {
            return pattern;
        }
        StringBuilder out = new StringBuilder(pattern.length() + 16);
        for (int i = 0; i < pattern.length(); i++) {
            char c = pattern.charAt(i);
            int close = c == '{' ? pattern.indexOf('}', i) : -1;
            int index = close > i + 1 ? argumentIndex(pattern.substring(i + 1, close)) : -1;
            if (index >= 0 && index < args.length) {
                Object a = args[index];
                String text = a instanceof Message m ? render(m) : String.valueOf(a);
                boolean quoted = i > 0
                        && pattern.charAt(i - 1) == '\''
                        && close + 1 < pattern.length()
                        && pattern.charAt(close + 1) == '\'';
                out.append(quoted ? Printable.escape(text) : text);
                i = close;
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }

    private static int argumentIndex(String digits) {
        if (digits.length() > 2) {
            return -1;
        }
        for (int i = 0; i < digits.length(); i++) {
            if (!Character.isDigit(digits.charAt(i))) {
                return -1;
            }
        }
        return Integer.parseInt(digits);
    }
}
