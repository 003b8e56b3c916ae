package janggi.text;

import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;

/** A language the program speaks to players in; English is complete, and the fallback for any missing text. */
public enum Language {
    ENGLISH("en", ""),
    KOREAN("ko", "_ko");

    /** The language's ISO 639 code, as {@code --lang} and the locale variables name it. */
    private final String code;

    /** What the language adds to the bundle's file name: {@code messages.properties}, {@code messages_ko.properties}. */
    final String fileSuffix;

    Language(String code, String fileSuffix) {
        this.code = code;
        this.fileSuffix = fileSuffix;
    }

    public String code() {
        return code;
    }

    /** The language whose code is {@code code} ({@code ko}, {@code en}, any case), if we speak it. */
    public static Optional<Language> named(String code) {
        return Arrays.stream(values())
                .filter(l -> l.code.equals(code.strip().toLowerCase(Locale.ROOT)))
                .findFirst();
    }

    /** The codes of every language, for messages: {@code en, ko}. */
    public static String codes() {
        return String.join(", ", Arrays.stream(values()).map(Language::code).toList());
    }
}
