package janggi.text;

import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * What the POSIX locale variables say about the person at the terminal, read as the strings
 * they are. Java's own {@link Locale} is not asked: it knows only the locales installed, so
 * that {@code LANG=ko_KR.UTF-8} on a machine without that locale would read as English, and
 * its default charset as ASCII. Output is always written as UTF-8 whatever the locale; the
 * codeset only says whether the terminal is likely to show it.
 */
public final class LocaleVariables {
    private LocaleVariables() {}

    /** The language of messages: {@code LC_ALL}, else {@code LC_MESSAGES}, else {@code LANG}; Korean for {@code ko...}. */
    public static Language language(Map<String, String> env) {
        String locale = first(env, "LC_ALL", "LC_MESSAGES", "LANG");
        String code = locale.split("[_.@]", 2)[0];
        return Language.named(code).orElse(Language.ENGLISH);
    }

    /**
     * The locale that decides the terminal's character set: {@code LC_ALL}, else {@code LC_CTYPE},
     * else {@code LANG}; {@code C} when none is set, as for the C library.
     */
    public static String characters(Map<String, String> env) {
        String locale = first(env, "LC_ALL", "LC_CTYPE", "LANG");
        return locale.isEmpty() ? "C" : locale;
    }

    /** Whether the codeset of {@link #characters} is UTF-8: its suffix after the dot, as in {@code ko_KR.UTF-8}. */
    public static boolean utf8(Map<String, String> env) {
        String locale = characters(env);
        int dot = locale.indexOf('.');
        if (dot < 0) {
            return false;
        }
        String codeset = locale.substring(dot + 1).split("@", 2)[0].toLowerCase(Locale.ROOT);
        return codeset.equals("utf-8") || codeset.equals("utf8");
    }

    private static String first(Map<String, String> env, String... names) {
        for (String name : List.of(names)) {
            String value = env.get(name);
            if (value != null && !value.isEmpty()) {
                return value;
            }
        }
        return "";
    }
}
