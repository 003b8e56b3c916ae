package janggi.play;

import janggi.core.Side;
import janggi.engine.Engine;
import janggi.record.OurNames;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * How our own records name the players, {@code [Cho "Human"]} or {@code [Han "Computer level
 * 6"]}, and how a game of ours played on reads them back, so that it is played by whom its
 * record names.
 */
final class PlayerNames {
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
        return control == Control.HUMAN ? OurNames.HUMAN : OurNames.computer(level);
    }

    /** The players {@code tags} name in our own words; empty when they name anyone else (a foreign record). */
    static Optional<Players> read(Map<String, String> tags) {
        Control[] named = new Control[2];
        OptionalInt level = OptionalInt.empty();
        for (Side side : Side.values()) {
            String name = tags.getOrDefault(side == Side.CHO ? "Cho" : "Han", "");
            OptionalInt computer = OurNames.computerLevel(name);
            if (name.equals(OurNames.HUMAN)) {
                named[side.ordinal()] = Control.HUMAN;
            } else if (computer.isPresent()
                    && computer.getAsInt() >= Engine.MIN_LEVEL
                    && computer.getAsInt() <= Engine.MAX_LEVEL) {
                named[side.ordinal()] = Control.COMPUTER;
                level = computer;
            } else {
                return Optional.empty();
            }
        }
        return Optional.of(new Players(named, level));
    }
}
