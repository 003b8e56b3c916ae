package janggi.clock;

import janggi.notation.NotationException;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How much time each side has (docs/clocks.md): {@code none}; sudden death ({@code 10m}); main
 * time and a Fischer increment per move ({@code 5m+3s}); or main time and byoyomi periods
 * ({@code 20m+3x30s}, {@code 0+3x30s}), a period being used up only by a move that takes as long
 * as it or longer; a correspondence game's days per move are one such period ({@link #days}).
 * Written in a record's {@code [TimeControl]} tag in this grammar, which {@link #parse} reads and
 * {@link #spec} writes; {@code .gib} and pychess-variants records say it their
 * own ways ({@link #fromGib}, {@link #gib}, {@link #pychess}).
 *
 * @param mainMs the main time, the same for both sides
 * @param incrementMs added to the mover's main time after each move; 0 for none
 * @param periods byoyomi periods once the main time is used up; 0 for none
 * @param periodMs the length of each period
 */
public record TimeControl(long mainMs, long incrementMs, int periods, long periodMs) {
    /** No clock. */
    public static final TimeControl NONE = new TimeControl(0, 0, 0, 0);

    /** Longer times than this are refused: no game needs them, and sums of them cannot overflow. */
    private static final long MAX_MS = 100L * 3_600_000;

    private static final int MAX_PERIODS = 99;

    /** A day: correspondence games count their time per move in days. */
    public static final long DAY_MS = 86_400_000;
    /**
     * The most days a move may be given in a correspondence game: a byoyomi period, unlike any
     * other time in a time control, may be this long, so that a correspondence game's clock is
     * written in this grammar ({@code 0+1x3d}).
     */
    public static final int MAX_DAYS = 14;

    private static final Pattern SPEC = Pattern.compile("([^+]+)(?:\\+([^+]+))?(\\+.*)?");
    private static final Pattern PERIODS = Pattern.compile("(\\d{1,3})x(.+)");
    /**
     * Numbers of up to nine digits, so that a long time is read, then refused as too long, not as
     * unreadable; seconds may have up to three decimals, for the short increments of engine tests
     * ({@code 10s+0.1s}, fishtest's short time control).
     */
    private static final Pattern DURATION =
            Pattern.compile("(?:(\\d{1,9})d)?(?:(\\d{1,9})h)?(?:(\\d{1,9})m)?(?:(\\d{1,9})(?:\\.(\\d{1,3}))?s)?");
    /** A number and a Korean unit of a {@code [제한시간]}: hours, minutes, seconds, or a count of periods. */
    private static final Pattern GIB_PART = Pattern.compile("(\\d{1,4})\\s*(시간|분|초|회)");

    public TimeControl {
        if (mainMs < 0 || incrementMs < 0 || periods < 0 || periodMs < 0) {
            throw new IllegalArgumentException("negative time control " + mainMs + "/" + incrementMs + "/" + periods);
        }
    }

    /**
     * A correspondence game's clock: {@code days} to make each move, whatever the last one
     * took; the side to move loses on time when they pass. It is byoyomi with one period of
     * that length and no main time ({@code 0+1x3d}): a move within the period keeps it whole.
     *
     * @throws IllegalArgumentException for days outside 1 to {@link #MAX_DAYS}
     */
    public static TimeControl days(int days) {
        if (days < 1 || days > MAX_DAYS) {
            throw new IllegalArgumentException("days per move " + days);
        }
        return new TimeControl(0, 0, 1, days * DAY_MS);
    }

    /** The days per move of a correspondence game's clock ({@link #days}); empty for any other clock. */
    public OptionalInt daysPerMove() {
        boolean correspondence = mainMs == 0 && incrementMs == 0 && periods == 1 && periodMs % DAY_MS == 0;
        return correspondence && periodMs > 0 ? OptionalInt.of((int) (periodMs / DAY_MS)) : OptionalInt.empty();
    }

    /** Whether there is a clock at all. */
    public boolean isNone() {
        return equals(NONE);
    }

    public boolean byoyomi() {
        return periods > 0;
    }

    /**
     * Reads a spec in our grammar, {@code none | MAIN | MAIN+INC | MAIN+NxPERIOD}, durations such
     * as {@code 90s}, {@code 20m}, {@code 1h30m} or {@code 0}.
     *
     * @throws NotationException with one line saying what is wrong and giving examples
     */
    public static TimeControl parse(String text) {
        String spec = text.strip().toLowerCase(Locale.ROOT);
        if (spec.equals("none")) {
            return NONE;
        }
        Matcher m = SPEC.matcher(spec.replace(" ", ""));
        if (!m.matches()) {
            throw bad(text);
        }
        if (m.group(3) != null) {
            throw m.group(2) != null && m.group(3).length() > 1
                    ? new NotationException("clock.increment_and_byoyomi", text.strip())
                    : bad(text);
        }
        long main = duration(m.group(1), text, MAX_MS);
        long increment = 0;
        int periods = 0;
        long period = 0;
        if (m.group(2) != null) {
            Matcher p = PERIODS.matcher(m.group(2));
            if (p.matches()) {
                periods = Integer.parseInt(p.group(1));
                period = duration(p.group(2), text, MAX_DAYS * DAY_MS);
                if (periods < 1 || periods > MAX_PERIODS || period == 0) {
                    throw bad(text);
                }
            } else {
                increment = duration(m.group(2), text, MAX_MS);
            }
        }
        if (main == 0 && periods == 0) {
            throw new NotationException("clock.no_time", text.strip());
        }
        return new TimeControl(main, increment, periods, period);
    }

    /**
     * A duration in milliseconds as a time control writes one, for other options that take a
     * time ({@code serve --idle}): {@code 0}, {@code 90s}, {@code 1h30m}, at most 100 hours.
     */
    public static long durationMs(String text) {
        return duration(text, text, MAX_MS);
    }

    /**
     * A duration: {@code 0}, or numbers with units d, h, m, s in that order ({@code 1h30m},
     * {@code 90s}, {@code 3d}, {@code 0.1s}), at most {@code maxMs}.
     */
    private static long duration(String text, String spec, long maxMs) {
        if (text.equals("0")) {
            return 0;
        }
        Matcher m = DURATION.matcher(text);
        if (text.isEmpty() || !m.matches()) {
            throw bad(spec);
        }
        long ms = 0;
        long[] unit = {DAY_MS, 3_600_000, 60_000, 1_000};
        for (int g = 1; g <= 4; g++) {
            if (m.group(g) != null) {
                ms += Long.parseLong(m.group(g)) * unit[g - 1];
            }
        }
        if (m.group(5) != null) {
            ms += Long.parseLong((m.group(5) + "00").substring(0, 3));
        }
        if (ms > maxMs) {
            throw maxMs == MAX_MS
                    ? new NotationException("clock.too_long", spec.strip(), text, MAX_MS / 3_600_000)
                    : new NotationException("clock.period_too_long", spec.strip(), text, MAX_DAYS);
        }
        return ms;
    }

    private static NotationException bad(String spec) {
        return new NotationException("clock.bad_spec", spec.strip());
    }

    /** The spec in our grammar, as {@link #parse} reads it: {@code 20m+3x30s}, {@code 1h30m}, {@code none}. */
    public String spec() {
        if (isNone()) {
            return "none";
        }
        String main = duration(mainMs);
        if (byoyomi()) {
            return main + "+" + periods + "x" + duration(periodMs);
        }
        return incrementMs > 0 ? main + "+" + duration(incrementMs) : main;
    }

    @Override
    public String toString() {
        return spec();
    }

    /**
     * {@code 1h30m}, {@code 90s} as {@code 1m30s}, {@code 0}; whole days as days, {@code 3d};
     * parts of a second as decimals, {@code 0.1s}.
     */
    public static String duration(long ms) {
        long s = ms / 1000;
        long part = ms % 1000;
        if (ms == 0) {
            return "0";
        }
        StringBuilder sb = new StringBuilder();
        if (part == 0 && s % (DAY_MS / 1000) == 0) {
            return s / (DAY_MS / 1000) + "d";
        }
        if (s >= 3600) {
            sb.append(s / 3600).append('h');
        }
        if (s % 3600 >= 60) {
            sb.append(s % 3600 / 60).append('m');
        }
        if (s % 60 > 0 || part > 0) {
            sb.append(s % 60);
            if (part > 0) {
                sb.append('.')
                        .append(String.format(java.util.Locale.ROOT, "%03d", part)
                                .replaceAll("0+$", ""));
            }
            sb.append('s');
        }
        return sb.toString();
    }

    /**
     * A {@code .gib}'s {@code [제한시간]}, such as {@code 180분 30초 3회} (180 minutes, then three
     * periods of 30 seconds), {@code 15분}, {@code 0분 30초 3회} or {@code 자유시간 각 15분 초읽기 40초 3회};
     * also our own grammar, which {@link #gib} writes for what Korean records do not say. Empty
     * when it says neither (e.g. {@code 미상}, unknown).
     */
    public static Optional<TimeControl> fromGib(String text) {
        try {
            return Optional.of(parse(text));
        } catch (NotationException notOurs) {
            // Korean words, then.
        }
        Matcher m = GIB_PART.matcher(text);
        long main = 0;
        int periods = 0;
        long period = 0;
        boolean any = false;
        // The main time comes first; what follows the periods (a second stage, a note) is not ours to read.
        while (periods == 0 && m.find()) {
            long n = Long.parseLong(m.group(1));
            switch (m.group(2)) {
                case "시간" -> main += n * 3_600_000;
                case "분" -> main += n * 60_000;
                case "초" -> {
                    Matcher count = GIB_PART.matcher(text);
                    boolean counted = count.find(m.end())
                            && count.group(2).equals("회")
                            && text.substring(m.end(), count.start()).isBlank();
                    if (counted) {
                        period = n * 1000;
                        periods = (int) Math.min(MAX_PERIODS, Long.parseLong(count.group(1)));
                    } else {
                        main += n * 1000;
                    }
                }
                default -> {
                    return Optional.empty();
                }
            }
            any = true;
        }
        if (!any || main > MAX_MS || (main == 0 && (periods == 0 || period == 0))) {
            return Optional.empty();
        }
        return Optional.of(new TimeControl(main, 0, periods, period));
    }

    /**
     * As a {@code .gib}'s {@code [제한시간]} says it ({@code 180분 30초 3회}, {@code 15분}) when the main
     * time is whole minutes and there is no increment; else our grammar.
     */
    public String gib() {
        if (isNone() || incrementMs > 0 || mainMs % 60_000 != 0 || periodMs % 1000 != 0) {
            return spec();
        }
        String main = mainMs / 60_000 + "분";
        return byoyomi() ? main + " " + periodMs / 1000 + "초 " + periods + "회" : main;
    }

    /**
     * The {@code [TimeControl]} of a pychess-variants record, in its own form: main seconds plus
     * the increment, or plus the byoyomi period (the number of periods it does not write); empty
     * when there is no clock.
     */
    public Optional<String> pychess() {
        if (isNone()) {
            return Optional.empty();
        }
        return Optional.of(mainMs / 1000 + "+" + (byoyomi() ? periodMs : incrementMs) / 1000);
    }
}
