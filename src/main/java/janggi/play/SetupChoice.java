package janggi.play;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.text.Message;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * How a new game's setups are chosen: those given on the command line; under Korean Random
 * Chess wings drawn anew; else each player's choice, Han first, then Cho (docs/rules.md,
 * Setup), the computer choosing for itself; or without a player to ask, the last game's.
 */
final class SetupChoice {
    /** Where choosing stands: the setups of both sides once chosen, else the side asked next and why its last answer was refused. */
    record Step(Setup[] chosen, Side asked, Message refused) {
        static Step done(Setup cho, Setup han) {
            return new Step(new Setup[] {cho, han}, null, null);
        }
    }

    /** The setups given on the command line, which every new game reuses without asking; null for none. */
    private final Setup[] given;
    /** Draws Korean Random Chess's wings and the computer's setups; seeded with the engine for reproducible runs. */
    private final SplittableRandom random;
    /** The setups chosen so far (by side), while asking them; null when none is being asked. */
    private Setup[] choosing;

    SetupChoice(Setup[] given, SplittableRandom random) {
        this.given = given;
        this.random = random;
    }

    /**
     * Begins choosing the setups of a new game under {@code rules}, {@code computer} choosing for
     * the sides it plays: done at once when nothing needs asking.
     */
    Step begin(RuleSet rules, Set<Side> computer, Setup lastCho, Setup lastHan, boolean asks) {
        if (given != null) {
            return Step.done(given[0], given[1]);
        }
        if (rules.shuffledWings) {
            Setup drawn = Setup.random(rules, random);
            return Step.done(drawn, drawn);
        }
        if (!asks) {
            return Step.done(lastCho, lastHan);
        }
        choosing = new Setup[2];
        for (Side side : computer) {
            choosing[side.ordinal()] = Setup.all()[random.nextInt(Setup.all().length)];
        }
        return next(null);
    }

    /** The next side to ask, Han first, or both setups once chosen. */
    private Step next(Message refused) {
        for (Side side : new Side[] {Side.HAN, Side.CHO}) {
            if (choosing[side.ordinal()] == null) {
                return new Step(null, side, refused);
            }
        }
        Setup[] chosen = choosing;
        choosing = null;
        return Step.done(chosen[0], chosen[1]);
    }

    /** {@code side}'s answer to its setup question: Enter for the standard one; a bad answer is asked again. */
    Step choose(Side side, String answer) {
        try {
            choosing[side.ordinal()] = answer.isEmpty() ? Setup.STANDARD : Setup.parse(answer);
            return next(null);
        } catch (IllegalArgumentException e) {
            return next(NotationException.messageOf(e));
        }
    }

    /**
     * The opening under {@code rules} if {@code asked} answered {@code answer}, with the other
     * side's choice so far, for a front end to show the board as the choice makes it; empty when
     * the answer is no setup (yet).
     */
    Optional<Position> preview(RuleSet rules, Side asked, String answer) {
        try {
            Setup[] s = {Setup.STANDARD, Setup.STANDARD};
            for (Side side : Side.values()) {
                if (choosing[side.ordinal()] != null) {
                    s[side.ordinal()] = choosing[side.ordinal()];
                }
            }
            s[asked.ordinal()] = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
            return Optional.of(Setup.startPosition(rules, s[0], s[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
