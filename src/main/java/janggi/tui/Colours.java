package janggi.tui;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;

/**
 * Whether the terminal should get the monochrome style: when {@code NO_COLOR} is set
 * (no-color.org), on a terminal that has no colours (a vt100), or one whose terminfo gives
 * fewer than eight ({@code tput colors}).
 */
public final class Colours {
    private Colours() {}

    public static boolean none(Map<String, String> env) {
        return none(env, () -> tputColours(env.get("TERM")));
    }

    /** As {@link #none(Map)}, with the terminal's colour count given (empty when it cannot be told). */
    public static boolean none(Map<String, String> env, Supplier<OptionalInt> colours) {
        String noColor = env.get("NO_COLOR");
        if (noColor != null && !noColor.isEmpty()) {
            return true;
        }
        String term = env.getOrDefault("TERM", "").toLowerCase(Locale.ROOT);
        if (term.startsWith("vt1") || term.startsWith("vt2") || term.startsWith("vt5") || term.equals("dumb")) {
            return true;
        }
        OptionalInt count = colours.get();
        return count.isPresent() && count.getAsInt() < 8;
    }

    /** What {@code tput colors} says for {@code term}; empty when it says nothing we can use. */
    private static OptionalInt tputColours(String term) {
        if (term == null || term.isEmpty()) {
            return OptionalInt.empty();
        }
        try {
            Process tput = new ProcessBuilder("tput", "-T", term, "colors")
                    .redirectInput(ProcessBuilder.Redirect.PIPE)
                    .redirectError(ProcessBuilder.Redirect.DISCARD)
                    .start();
            tput.getOutputStream().close();
            if (!tput.waitFor(2, TimeUnit.SECONDS)) {
                tput.destroy();
                return OptionalInt.empty();
            }
            String said = new String(tput.getInputStream().readAllBytes(), StandardCharsets.US_ASCII).strip();
            return tput.exitValue() == 0 ? OptionalInt.of(Integer.parseInt(said)) : OptionalInt.empty();
        } catch (IOException | NumberFormatException e) {
            return OptionalInt.empty();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return OptionalInt.empty();
        }
    }
}
