package janggi.record;

import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The commands analysis tools embed in PGN comments, {@code [%name value]}: {@code [%eval 1.25]}
 * (an evaluation from Cho's side, in points, or {@code #3} for a mate in three moves), read and
 * written here so that every tool that knows them can use our records.
 */
public final class PgnCommand {
    public static final String EVAL = "eval";
    /** The mover's clock after the move ({@link janggi.clock.ClockComment}). */
    public static final String CLOCK = "clk";
    /** The byoyomi periods left beside the clock ({@link janggi.clock.ClockComment}). */
    public static final String PERIODS = "periods";

    private static final Pattern COMMAND = Pattern.compile("\\[%(\\w+)\\s+([^\\]]*)\\]");

    private PgnCommand() {}

    /** {@code [%name value]}. */
    public static String of(String name, String value) {
        return "[%" + name + " " + value + "]";
    }

    /** The value of the first command {@code name} in a comment, if it has one. */
    public static Optional<String> find(String comment, String name) {
        Matcher m = COMMAND.matcher(comment == null ? "" : comment);
        while (m.find()) {
            if (m.group(1).equals(name)) {
                return Optional.of(m.group(2).strip());
            }
        }
        return Optional.empty();
    }

    /** The comment without its commands named {@code names}, stripped; empty when nothing else is left. */
    public static String without(String comment, String... names) {
        Matcher m = COMMAND.matcher(comment == null ? "" : comment);
        StringBuilder sb = new StringBuilder();
        List<String> dropped = List.of(names);
        while (m.find()) {
            m.appendReplacement(sb, dropped.contains(m.group(1)) ? "" : Matcher.quoteReplacement(m.group()));
        }
        m.appendTail(sb);
        return sb.toString().strip().replaceAll("\\s{2,}", " ");
    }
}
