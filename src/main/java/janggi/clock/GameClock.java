package janggi.clock;

import janggi.core.Side;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Both players' clocks under a {@link TimeControl} (docs/clocks.md). The clock of the side to move
 * runs from {@link #start} until its move is {@link #punch punched}, which starts the other's;
 * it may be paused between. The clocks as they stood after every move are kept, so that an undo
 * takes them back with the moves and a record can carry them ({@link #comments}). A side whose
 * time is used up has {@link #flagged() flagged}; the session ends the game then.
 *
 * <p>Under byoyomi the main time runs first, then the periods: a move that takes less than a
 * period keeps it, a longer one uses up one period for every whole period it took. Under an
 * increment the mover's time grows by it after each move.
 *
 * <p>The session's thread and the worker that thinks for the computer both read it, so every
 * method holds its lock; time comes from a {@link TimeSource}, a fake one in tests.
 */
public final class GameClock {
    /** The record tag for a move in progress when the game was saved: its side and the time it has taken, {@code Cho 0:00:12.5}. */
    public static final String RUNNING_TAG = "ClockRunning";

    /** Both sides' clocks between moves: main time left, and byoyomi periods left. */
    public record State(long choMs, int choPeriods, long hanMs, int hanPeriods) {
        public long ms(Side side) {
            return side == Side.CHO ? choMs : hanMs;
        }

        public int periods(Side side) {
            return side == Side.CHO ? choPeriods : hanPeriods;
        }

        State with(Side side, long ms, int periods) {
            return side == Side.CHO
                    ? new State(ms, periods, hanMs, hanPeriods)
                    : new State(choMs, choPeriods, ms, periods);
        }
    }

    /**
     * One side's clock as a player reads it.
     *
     * @param ms the main time left; once it is used up under byoyomi, the current period's time left
     * @param periods the byoyomi periods left (the current one included); 0 without byoyomi
     * @param inByoyomi whether the main time is used up and the periods are running
     * @param running whether this clock runs now
     */
    public record Reading(long ms, int periods, boolean inByoyomi, boolean running) {}

    /**
     * One move as the clock saw it, for measuring how a player uses its time.
     *
     * @param usedMs the time the move took
     * @param availableMs all the time the mover had for it, main time and periods, before its flag would fall
     */
    public record Timing(Side mover, long usedMs, long availableMs) {}

    private final TimeControl control;
    private final TimeSource time;
    /** The clocks after 0, 1, 2, ... moves. */
    private final List<State> states = new ArrayList<>();
    /** The moves timed here, one per state after the first (a game read from a record has none for its moves). */
    private final List<Timing> timings = new ArrayList<>();
    /** The side whose move is being timed, or null before the clock first starts (and after an undo). */
    private Side turn;
    /** The time this move took before {@link #since}: before a pause, or before the game was saved. */
    private long usedBefore;
    /** When the clock last started for {@link #turn}; -1 while it stands. */
    private long since = -1;
    /** The game is over: the clock stands for good, unless an undo takes the ending back. */
    private boolean over;

    public GameClock(TimeControl control, TimeSource time) {
        this.control = control;
        this.time = time;
        states.add(initial());
    }

    /** No clock: every method is harmless, {@link #flagged()} always empty. */
    public static GameClock none() {
        return new GameClock(TimeControl.NONE, TimeSource.SYSTEM);
    }

    public TimeControl control() {
        return control;
    }

    public boolean active() {
        return !control.isNone();
    }

    /** Starts {@code toMove}'s clock, if it does not run already; time it took on this move before stays taken. */
    public synchronized void start(Side toMove) {
        if (!active() || over || (since >= 0 && turn == toMove)) {
            return;
        }
        if (turn != toMove) {
            turn = toMove;
            usedBefore = 0;
        }
        since = time.millis();
    }

    /** Stops the running clock until the next {@link #start} or move. */
    public synchronized void pause() {
        if (since >= 0) {
            usedBefore += time.millis() - since;
            since = -1;
        }
    }

    public synchronized boolean running() {
        return since >= 0;
    }

    /** The game is over: the clocks stand. */
    public synchronized void stop() {
        pause();
        over = true;
    }

    /** The side whose clock has run out on this move, if one has. */
    public synchronized Optional<Side> flagged() {
        if (!active() || turn == null || over) {
            return Optional.empty();
        }
        return used() >= available(current(), turn) ? Optional.of(turn) : Optional.empty();
    }

    /** How long the running clock has before it runs out; {@link Long#MAX_VALUE} when none runs. */
    public synchronized long msToFlag() {
        if (!active() || since < 0) {
            return Long.MAX_VALUE;
        }
        return Math.max(0, available(current(), turn) - used());
    }

    /**
     * {@code mover} has moved: its clock stops, takes the time the move took (using up byoyomi
     * periods, adding the increment), and the other side's clock starts.
     */
    public synchronized void punch(Side mover) {
        long used = mover == turn ? used() : 0;
        State now = current();
        State spent = spent(now, mover, used);
        long increment = control.byoyomi() ? 0 : control.incrementMs();
        timings.add(new Timing(mover, used, active() ? available(now, mover) : 0));
        states.add(spent.with(mover, spent.ms(mover) + increment, spent.periods(mover)));
        turn = mover.opponent();
        usedBefore = 0;
        since = active() && !over ? time.millis() : -1;
    }

    /**
     * Takes back the clocks of the last {@code plies} moves as if they had never been played (a
     * move the club's store did not take); they stand until the next {@link #start}. A player's
     * takeback is {@link #undo}.
     */
    public synchronized void takeBack(int plies) {
        takeBackStates(plies);
        turn = null;
        usedBefore = 0;
        since = -1;
        over = false;
    }

    /**
     * A player's {@code undo} of the last {@code plies} moves: {@code asker}, who asked for it,
     * gets back the time its own moves among them took, and no other: the opponent's clock keeps
     * all it spent (a computer's thinking included), and so does the move in progress. Whoever
     * is to move after it, {@code toMove}, moves on: a clock that runs for that side runs on.
     */
    public synchronized void undo(int plies, Side asker, Side toMove) {
        State now = current();
        if (turn != null && turn != toMove) {
            now = spent(now, turn, used());
            turn = null;
            usedBefore = 0;
            since = -1;
        }
        takeBackStates(plies);
        Side other = asker.opponent();
        states.set(states.size() - 1, current().with(other, now.ms(other), now.periods(other)));
        over = false;
    }

    /** {@code side}'s clock in {@code state} once a move has taken {@code used} of its time, before any increment. */
    private State spent(State state, Side side, long used) {
        long ms = state.ms(side);
        int periods = state.periods(side);
        if (control.byoyomi()) {
            if (used >= ms) {
                periods -= (int) Math.min(periods, (used - ms) / control.periodMs());
                ms = 0;
            } else {
                ms -= used;
            }
        } else if (active()) {
            ms = Math.max(0, ms - used);
        }
        return state.with(side, ms, periods);
    }

    /** Both clocks before the first move: the main time and every period. */
    public State initial() {
        return new State(control.mainMs(), control.periods(), control.mainMs(), control.periods());
    }

    /** Both clocks as they stood after the last move (or at the start), before the move in progress. */
    public synchronized State state() {
        return current();
    }

    /** Both clocks after each move so far, in order. */
    public synchronized List<State> states() {
        return List.copyOf(states.subList(1, states.size()));
    }

    /** When the running clock last started, as the time source reads it; -1 while it stands. */
    public synchronized long startedAt() {
        return since;
    }

    /** The time the move in progress has taken so far; 0 before it begins. */
    public synchronized long usedMs() {
        return turn == null ? 0 : used();
    }

    /**
     * The clocks as a game kept elsewhere has them, such as a club's database: {@code after}
     * holds both clocks after each move, in order; {@code toMove}'s move has taken {@code usedMs}
     * before {@code since}, when its clock last started (-1: it stands until the next {@link
     * #start}). What this clock knew before is replaced.
     */
    public synchronized void set(List<State> after, Side toMove, long usedMs, long since) {
        states.subList(1, states.size()).clear();
        states.addAll(after);
        timings.clear();
        turn = toMove;
        usedBefore = usedMs;
        this.since = active() ? since : -1;
        over = false;
    }

    /** The moves timed by this clock, in order: those played since it was made or restored. */
    public synchronized List<Timing> timings() {
        return List.copyOf(timings);
    }

    /** {@code side}'s clock now. */
    public synchronized Reading reading(Side side) {
        State now = current();
        long ms = now.ms(side);
        int periods = now.periods(side);
        boolean runs = since >= 0 && turn == side;
        long used = turn == side ? used() : 0;
        if (!control.byoyomi()) {
            return new Reading(Math.max(0, ms - used), 0, false, runs);
        }
        if (used < ms) {
            return new Reading(ms - used, periods, false, runs);
        }
        long over = used - ms;
        long spent = over / control.periodMs();
        if (spent >= periods) {
            return new Reading(0, 0, true, runs);
        }
        return new Reading(control.periodMs() - over % control.periodMs(), (int) (periods - spent), true, runs);
    }

    /**
     * The clocks as a UCI {@code go} gives them to another engine, in what Fairy-Stockfish reads:
     * {@code wtime} and {@code btime} (Cho's and Han's main time), then {@code winc} and {@code
     * binc}, or {@code byoyomi} (one period for both sides; a side in byoyomi has no main time
     * left). The periods left are not said: Fairy-Stockfish knows of one.
     */
    public synchronized String uciGo() {
        StringBuilder go = new StringBuilder();
        go.append("wtime ").append(mainLeft(Side.CHO)).append(" btime ").append(mainLeft(Side.HAN));
        if (control.byoyomi()) {
            go.append(" byoyomi ").append(control.periodMs());
        } else if (control.incrementMs() > 0) {
            go.append(" winc ").append(control.incrementMs()).append(" binc ").append(control.incrementMs());
        }
        return go.toString();
    }

    private long mainLeft(Side side) {
        Reading r = reading(side);
        return r.inByoyomi() ? 0 : r.ms();
    }

    /**
     * The mover's clock after each move, as the record's comments carry it ({@link ClockComment}):
     * the main time left, or under byoyomi once it is used up the period's time and the periods
     * left; keyed by ply. Empty without a clock.
     *
     * @param first the side that made the first move
     */
    public synchronized Map<Integer, String> comments(Side first) {
        Map<Integer, String> out = new LinkedHashMap<>();
        if (!active()) {
            return out;
        }
        for (int ply = 1; ply < states.size(); ply++) {
            Side mover = ply % 2 == 1 ? first : first.opponent();
            State after = states.get(ply);
            boolean inByoyomi = control.byoyomi() && after.ms(mover) == 0;
            ClockComment clock = inByoyomi
                    ? new ClockComment(control.periodMs(), OptionalInt.of(after.periods(mover)))
                    : new ClockComment(after.ms(mover), OptionalInt.empty());
            out.put(ply, clock.text());
        }
        return out;
    }

    /** The move in progress and the time it has taken, for {@link #RUNNING_TAG}; empty when none has begun. */
    public synchronized Optional<String> runningTag() {
        long used = turn == null ? 0 : used();
        return active() && !over && used > 0
                ? Optional.of(turn.displayName() + " " + ClockComment.time(used))
                : Optional.empty();
    }

    /**
     * The clocks of a game read from a record: each mover's clock after its move from the comments
     * ({@link ClockComment}; a move without one leaves the clocks as they were), and the move in
     * progress from {@link #RUNNING_TAG}, its time taken counting on when the clock starts again.
     *
     * @param first the side that made the first move
     * @param plies the moves of the game
     * @param running the {@link #RUNNING_TAG} tag, or null
     */
    public static GameClock restored(
            TimeControl control,
            TimeSource time,
            Side first,
            int plies,
            Map<Integer, String> comments,
            String running) {
        GameClock clock = new GameClock(control, time);
        for (int ply = 1; ply <= plies; ply++) {
            Side mover = ply % 2 == 1 ? first : first.opponent();
            State before = clock.current();
            clock.states.add(ClockComment.in(comments.get(ply))
                    .map(c -> c.periods().isPresent()
                            ? before.with(mover, 0, c.periods().getAsInt())
                            : before.with(mover, c.ms(), control.periods()))
                    .orElse(before));
        }
        Side toMove = plies % 2 == 0 ? first : first.opponent();
        if (running != null && running.startsWith(toMove.displayName() + " ")) {
            ClockComment.parseTime(running.substring(toMove.displayName().length() + 1))
                    .ifPresent(used -> {
                        clock.turn = toMove;
                        clock.usedBefore = used;
                    });
        }
        return clock;
    }

    private void takeBackStates(int plies) {
        for (int i = 0; i < plies && states.size() > 1; i++) {
            states.remove(states.size() - 1);
            // The timed moves are the last ones: a restored game's earlier moves have none.
            if (!timings.isEmpty()) {
                timings.remove(timings.size() - 1);
            }
        }
    }

    private State current() {
        return states.get(states.size() - 1);
    }

    private long used() {
        return usedBefore + (since >= 0 ? time.millis() - since : 0);
    }

    /** All the time {@code side} may still take on a move from {@code state}: main time and every period. */
    private long available(State state, Side side) {
        return state.ms(side) + state.periods(side) * control.periodMs();
    }
}
