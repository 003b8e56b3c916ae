package janggi.server;

import janggi.clock.TimeControl;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.notation.NotationException;
import java.util.Locale;
import java.util.function.BooleanSupplier;

/**
 * How a new game is to be played, from the options of {@code new}, {@code play} or a bot's
 * {@code open} and {@code seek}: the rules, the side, the clock and whether it is rated.
 *
 * <p>A game with a clock between two keys is rated unless {@code --casual}. {@code --days N}
 * gives a correspondence game's clock, N days a move ({@link TimeControl#days}), in place of
 * {@code --clock}.
 *
 * @param clock the time control in our grammar's shortest form ({@link TimeControl#spec}), or null for none
 * @param side cho, han or random as typed, or null when not given
 */
record GameOptions(RuleSet rules, String side, String clock, boolean casual) {
    /** @throws Refused for unknown rules or a clock that is not one */
    static GameOptions of(Request request) {
        RuleSet rules = request.option("--rules")
                .map(name -> RuleSet.named(name)
                        .orElseThrow(() -> new Refused(
                                Refused.BAD_REQUEST, "rules.unknown", ClientText.chat(name), RuleSet.names())))
                .orElse(RuleSet.JANGGI);
        String clock = null;
        if (request.option("--days").isPresent()) {
            if (request.option("--clock").isPresent()) {
                throw new Refused(Refused.BAD_REQUEST, "server.days_and_clock");
            }
            int days = request.number("--days", 1);
            if (days > TimeControl.MAX_DAYS) {
                throw new Refused(Refused.BAD_REQUEST, "server.days", TimeControl.MAX_DAYS, days);
            }
            clock = TimeControl.days(days).spec();
        } else if (request.option("--clock").isPresent()) {
            try {
                TimeControl control = TimeControl.parse(
                        ClientText.chat(request.option("--clock").get()));
                clock = control.isNone() ? null : control.spec();
            } catch (NotationException e) {
                throw new Refused(Refused.BAD_REQUEST, e.message());
            }
        }
        return new GameOptions(rules, request.option("--side").orElse(null), clock, request.flag("--casual"));
    }

    /** Whether the game's result is to move the ratings, once a second key sits down. */
    boolean rated() {
        return clock != null && !casual;
    }

    /**
     * The side asked for, or {@code fallback} when none was.
     *
     * @param coin tossed for random
     * @throws Refused for a side that is not one
     */
    Side side(String fallback, BooleanSupplier coin) {
        String text = side == null ? fallback : side;
        return switch (text.toLowerCase(Locale.ROOT)) {
            case "cho" -> Side.CHO;
            case "han" -> Side.HAN;
            case "random" -> coin.getAsBoolean() ? Side.CHO : Side.HAN;
            default -> throw new Refused(Refused.BAD_REQUEST, "server.side", ClientText.chat(text));
        };
    }
}
