package janggi.clock;

import janggi.core.Side;
import janggi.notation.RuleWords;
import janggi.text.Texts;
import java.util.Locale;

/**
 * The clocks as a player reads them: {@code 4:58}; under byoyomi {@code 19:58 +3x30s} while the
 * main time lasts, then the period's time and the periods left, {@code 0:28, 2 periods}. Whole
 * seconds, rounded up, so that a clock shows 0:00 only when it has run out.
 */
public final class ClockWords {
    private ClockWords() {}

    /** One side's clock. */
    public static String reading(Texts texts, TimeControl control, GameClock.Reading r) {
        String time = time(r.ms());
        if (!control.byoyomi() || control.daysPerMove().isPresent()) {
            return time;
        }
        if (r.inByoyomi() && r.periods() == 0) {
            // The flag fell in the last period: no "0 periods" beside the 0:00.
            return time;
        }
        if (r.inByoyomi()) {
            return texts.count("clock.in_byoyomi", r.periods(), time);
        }
        return texts.get("clock.main_then_periods", time, control.periods(), TimeControl.duration(control.periodMs()));
    }

    /**
     * A time control as the player reads it: its spec, as the player types it ({@code 20m+3x30s}),
     * or in the player's words that there is none, or a correspondence game's days per move.
     */
    public static String control(Texts texts, TimeControl control) {
        if (control.daysPerMove().isPresent()) {
            return texts.count("clock.days_per_move", control.daysPerMove().getAsInt());
        }
        return control.isNone() ? texts.get("clock.none") : control.spec();
    }

    /** Both clocks, Cho's first: {@code Cho 4:58 | Han 5:00}. */
    public static String both(Texts texts, GameClock clock) {
        return texts.get(
                "clock.both",
                RuleWords.side(Side.CHO),
                reading(texts, clock.control(), clock.reading(Side.CHO)),
                RuleWords.side(Side.HAN),
                reading(texts, clock.control(), clock.reading(Side.HAN)));
    }

    /**
     * {@code M:SS}, or {@code H:MM:SS} from an hour, {@code 2d 23:59:59} from a day (a
     * correspondence game's); rounded up to the second.
     */
    public static String time(long ms) {
        long s = (ms + 999) / 1000;
        long day = TimeControl.DAY_MS / 1000;
        if (s >= day) {
            long rest = s % day;
            return String.format(Locale.ROOT, "%dd %d:%02d:%02d", s / day, rest / 3600, rest % 3600 / 60, rest % 60);
        }
        return s >= 3600
                ? String.format(Locale.ROOT, "%d:%02d:%02d", s / 3600, s % 3600 / 60, s % 60)
                : String.format(Locale.ROOT, "%d:%02d", s / 60, s % 60);
    }
}
