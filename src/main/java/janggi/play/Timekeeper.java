package janggi.play;

import janggi.clock.ClockWords;
import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.text.Texts;

/**
 * A session's timekeeper: the time control of the next game ({@code --clock}, the {@code clock}
 * command, or the last game's), the clocks of the game on the board, and the player's {@code
 * pause}, which the next move or {@code pause} again ends.
 */
final class Timekeeper {
    /** Where the clocks read the time. */
    private final TimeSource time;

    private TimeControl control;
    private GameClock clock;
    private boolean paused;

    Timekeeper(TimeControl control, TimeSource time) {
        this.time = time;
        this.control = control;
        this.clock = new GameClock(control, time);
    }

    GameClock clock() {
        return clock;
    }

    boolean paused() {
        return paused;
    }

    /** Fresh clocks on the time control, for a new game. */
    void newGame() {
        use(new GameClock(control, time));
    }

    /** Fresh clocks on the time control, for a game not read from a record. */
    GameClock fresh() {
        return new GameClock(control, time);
    }

    /** The clocks of a game read from a record, as they stood when it was written: time spent away does not count. */
    GameClock of(GameRecord record) {
        return record.clock(record.game().moves().size(), time);
    }

    /** These clocks go on the board, and their time control serves the next games. */
    void use(GameClock clocks) {
        clock = clocks;
        control = clocks.control();
        paused = false;
    }

    /** After a move: the mover's clock takes its time and the other's starts (or both stand, the game over). */
    void moved(Side mover, boolean over) {
        paused = false;
        clock.punch(mover);
        if (over) {
            clock.stop();
        }
    }

    /** Starts {@code side}'s clock, unless the player paused it. */
    void start(Side side) {
        if (!paused) {
            clock.start(side);
        }
    }

    /** {@code pause}: stops the clock until the next move or {@code pause} again; a local game's only. */
    Reply pause(Texts texts, Game game) {
        if (!clock.active()) {
            return Reply.error(texts, "session.no_clock");
        }
        if (game.isOver()) {
            return Reply.error(texts, "session.over");
        }
        paused = !paused;
        if (paused) {
            clock.pause();
            return Reply.info(texts, "session.clock_paused");
        }
        clock.start(game.position().sideToMove());
        return Reply.info(texts, "session.clock_runs");
    }

    /** {@code clock SPEC}: the time control, before the first move; {@code clock} alone says what it is. */
    Reply set(Texts texts, Game game, String spec) {
        if (spec.isEmpty()) {
            return Reply.info(texts, "session.clock_is", ClockWords.control(texts, clock.control()));
        }
        if (!game.moves().isEmpty()) {
            return Reply.error(texts, "session.clock_after_first_move");
        }
        try {
            control = TimeControl.parse(spec);
        } catch (NotationException e) {
            return new Reply(Reply.Outcome.ERROR, texts.render(e.message()));
        }
        newGame();
        return Reply.info(texts, "session.clock_set", ClockWords.control(texts, control));
    }
}
