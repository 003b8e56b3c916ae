package janggi.text;

/** A language the program speaks to players in; English is complete, and the fallback for any missing text. */
public enum Language {
    ENGLISH(""),
    KOREAN("_ko");

    /** What the language adds to the bundle's file name: {@code messages.properties}, {@code messages_ko.properties}. */
    final String fileSuffix;

    Language(String fileSuffix) {
        this.fileSuffix = fileSuffix;
    }
}
