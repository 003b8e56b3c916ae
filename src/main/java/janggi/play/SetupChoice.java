package janggi.play;

import janggi.core.Position;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * How a new game's setups are chosen: those given on the command line; under Korean Random
 * Chess wings drawn anew; else each player's choice, Han first, then Cho (docs/rules.md,
 * Setup), the computer choosing for itself; or without a player to ask, the last game's.
 */
final class SetupChoice {
    private final Session session;
    /** The setups given on the command line, which every new game reuses without asking; null for none. */
    private final Setup[] given;
    /** Draws Korean Random Chess's wings and the computer's setups; seeded with the engine for reproducible runs. */
    private final SplittableRandom random;
    /** The setups chosen so far (by side), while asking them; null when none is being asked. */
    private Setup[] choosing;

    SetupChoice(Session session, Setup[] given, SplittableRandom random) {
        this.session = session;
        this.given = given;
        this.random = random;
    }

    /** Begins choosing; the game starts at once when nothing needs asking. */
    Reply begin(Setup lastCho, Setup lastHan, boolean asks) {
        if (given != null) {
            return session.startGame(given[0], given[1]);
        }
        if (session.rules().shuffledWings) {
            Setup drawn = Setup.random(session.rules(), random);
            return session.startGame(drawn, drawn);
        }
        if (!asks) {
            return session.startGame(lastCho, lastHan);
        }
        choosing = new Setup[2];
        for (Side side : Side.values()) {
            if (session.control(side) == Control.COMPUTER) {
                choosing[side.ordinal()] = Setup.all()[random.nextInt(Setup.all().length)];
            }
        }
        return next();
    }

    /** Asks the next side's setup, Han first, or starts the game when both are chosen. */
    private Reply next() {
        for (Side side : new Side[] {Side.HAN, Side.CHO}) {
            if (choosing[side.ordinal()] == null) {
                return ask(side);
            }
        }
        Setup[] chosen = choosing;
        choosing = null;
        return session.startGame(chosen[0], chosen[1]);
    }

    private Reply ask(Side side) {
        return session.ask(Question.Kind.SETUP, side, "start.setup", RuleWords.side(side));
    }

    /** {@code side}'s answer to its setup question: Enter for the standard one; a bad answer is asked again. */
    Reply choose(Side side, String answer) {
        try {
            choosing[side.ordinal()] = answer.isEmpty() ? Setup.STANDARD : Setup.parse(answer);
            return next();
        } catch (IllegalArgumentException e) {
            ask(side);
            return new Reply(Reply.Outcome.ERROR, session.texts().render(NotationException.messageOf(e)));
        }
    }

    /**
     * The opening if {@code asked} answered {@code answer}, with the other side's choice so far,
     * for a front end to show the board as the choice makes it; empty when the answer is no
     * setup (yet).
     */
    Optional<Position> preview(Side asked, String answer) {
        try {
            Setup[] s = {Setup.STANDARD, Setup.STANDARD};
            for (Side side : Side.values()) {
                if (choosing[side.ordinal()] != null) {
                    s[side.ordinal()] = choosing[side.ordinal()];
                }
            }
            s[asked.ordinal()] = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
            return Optional.of(Setup.startPosition(session.rules(), s[0], s[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }
}
