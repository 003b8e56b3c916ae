package janggi.clock;

import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A mover's clock after a move, as PGN records carry it in the move's comment (docs/clocks.md):
 * {@code [%clk 0:19:58]}, the de facto standard of chess sites, tenths of a second added when
 * there are any ({@code [%clk 0:00:04.7]}). The time is the main time left; once a byoyomi
 * side's main time is used up it is the period's time, with {@code [%periods 2]}, our own
 * command, giving the periods left. A comment may hold other words beside them.
 *
 * @param ms the main time left, or the period's time
 * @param periods the periods left, when the main time is used up under byoyomi
 */
public record ClockComment(long ms, OptionalInt periods) {
    private static final Pattern CLK =
            Pattern.compile("\\[%clk\\s+(\\d{1,3}):(\\d{1,2}):(\\d{1,2})(?:\\.(\\d{1,3}))?\\s*]");
    private static final Pattern PERIODS = Pattern.compile("\\[%periods\\s+(\\d{1,3})\\s*]");

    /** The comment's text: {@code [%clk H:MM:SS]}, then {@code [%periods N]} in byoyomi. */
    public String text() {
        String clk = "[%clk " + time(ms) + "]";
        return periods.isPresent() ? clk + " [%periods " + periods.getAsInt() + "]" : clk;
    }

    /** {@code H:MM:SS}, with {@code .d} when there are tenths of a second (rounded down). */
    public static String time(long ms) {
        long s = ms / 1000;
        long tenths = ms % 1000 / 100;
        String hms = String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60);
        return tenths > 0 ? hms + "." + tenths : hms;
    }

    /** The clock a comment gives, if it gives one. */
    public static Optional<ClockComment> in(String comment) {
        if (comment == null) {
            return Optional.empty();
        }
        Matcher m = CLK.matcher(comment);
        if (!m.find()) {
            return Optional.empty();
        }
        long ms = (Long.parseLong(m.group(1)) * 3600 + Long.parseLong(m.group(2)) * 60 + Long.parseLong(m.group(3)))
                * 1000;
        if (m.group(4) != null) {
            ms += Long.parseLong((m.group(4) + "00").substring(0, 3));
        }
        Matcher p = PERIODS.matcher(comment);
        return Optional.of(
                new ClockComment(ms, p.find() ? OptionalInt.of(Integer.parseInt(p.group(1))) : OptionalInt.empty()));
    }

    /**
     * A time as {@link #time} writes it, or {@code HH:MM:SS} as a {@code .gib}'s {@code [초소비시간]}
     * does; empty when it is neither.
     */
    public static Optional<Long> parseTime(String text) {
        Matcher m = CLK.matcher("[%clk " + text.strip() + "]");
        if (!m.matches()) {
            return Optional.empty();
        }
        return in(m.group()).map(ClockComment::ms);
    }
}
