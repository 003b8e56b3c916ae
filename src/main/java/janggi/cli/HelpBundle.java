package janggi.cli;

import janggi.text.Wrap;
import java.util.Enumeration;
import java.util.IllegalFormatException;
import java.util.ResourceBundle;

/**
 * The help texts with their line breaks put in between words, before picocli sees them. Picocli
 * breaks a long line wherever Java's line rules allow, and those allow a break between any two
 * Hangul syllables and inside a path ({@code ~/.} then {@code local/...}); a text already
 * broken to fit its column is left as it is. The widths are those of picocli's 80-column help:
 * a command's description is also shown beside its name in the list of commands, an option's
 * beside the option.
 */
final class HelpBundle extends ResourceBundle {
    /** The column beside the longest command name, make-puzzles, in the list of commands. */
    private static final int DESCRIPTION_WIDTH = 62;

    private static final int EXIT_STATUS_WIDTH = 70;
    private static final int OPTION_WIDTH = 48;
    private static final String DEFAULT_VALUE = "${DEFAULT-VALUE}";
    private static final String SHORT_WORD = "\u0000\u0000\u0000\u0000";

    private final ResourceBundle texts;

    HelpBundle(ResourceBundle texts) {
        this.texts = texts;
    }

    @Override
    protected Object handleGetObject(String key) {
        Object text = texts.getObject(key);
        if (!(text instanceof String s) || key.startsWith("usage.")) {
            return text; // picocli's headings: short, with their own line breaks
        }
        int width = key.contains(".usage.description")
                ? DESCRIPTION_WIDTH
                : key.contains(".exit.") ? EXIT_STATUS_WIDTH : OPTION_WIDTH;
        // The default value put in later is short: measured as a short word, so as not to break early.
        String measured = asFormat(s).replace("%n", "\n").replace(DEFAULT_VALUE, SHORT_WORD);
        return String.join("%n", Wrap.lines(measured, width)).replace(SHORT_WORD, DEFAULT_VALUE);
    }

    /**
     * The text as a format string: picocli shows a text that is none ({@code [%eval]}) as it is,
     * and would then show the line breaks put in as {@code %n}; its percent signs are doubled.
     */
    private static String asFormat(String text) {
        try {
            String.format(text);
            return text;
        } catch (IllegalFormatException e) {
            return text.replace("%", "%%");
        }
    }

    @Override
    public Enumeration<String> getKeys() {
        return texts.getKeys();
    }
}
