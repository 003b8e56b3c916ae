package janggi.play;

import janggi.core.Side;
import janggi.engine.Engine;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How our own records name the players, {@code [Cho "Human"]} or {@code [Han "Computer level
 * 6"]}, and how a game of ours played on reads them back, so that it is played by whom its
 * record names.
 */
final class PlayerNames {
    private static final String HUMAN = "Human";
    private static final Pattern COMPUTER = Pattern.compile("Computer level (\\d{1,2})");

    private PlayerNames() {}

    /**
     * The players a record of ours names, by side, with the computer's level (Han's, when both
     * are computers: one engine plays both sides).
     */
    record Players(Control[] controls, OptionalInt level) {
        Control of(Side side) {
            return controls[side.ordinal()];
        }
    }

    /** A player's name in our records. */
    static String name(Control control, int level) {
        return control == Control.HUMAN ? HUMAN : "Computer level " + level;
    }

    /** The players {@code tags} name in our own words; empty when they name anyone else (a foreign record). */
    static Optional<Players> read(Map<String, String> tags) {
        Control[] named = new Control[2];
        OptionalInt level = OptionalInt.empty();
        for (Side side : Side.values()) {
            String name = tags.getOrDefault(side == Side.CHO ? "Cho" : "Han", "");
            Matcher computer = COMPUTER.matcher(name);
            if (name.equals(HUMAN)) {
                named[side.ordinal()] = Control.HUMAN;
            } else if (computer.matches()
                    && Integer.parseInt(computer.group(1)) >= Engine.MIN_LEVEL
                    && Integer.parseInt(computer.group(1)) <= Engine.MAX_LEVEL) {
                named[side.ordinal()] = Control.COMPUTER;
                level = OptionalInt.of(Integer.parseInt(computer.group(1)));
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(new Players(named, level));
    }
}
