package janggi.uci;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.IllegalMoveException;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.notation.UciMove;
import janggi.text.Message;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * Our engine, in this process, against another UCI engine, with our rules core as referee.
 * Every move the opponent sends is checked: an unreadable or illegal move, a crash or a silent
 * engine loses that game for the opponent, with the reason; a crashed engine is started again
 * for the next game. Games come in pairs with the same start and the sides swapped (ours Cho
 * in odd games): the starts of an {@link OpeningBook} in turn, or without one every setup
 * combination in turn. A game still going at the ply cap is decided by counting points, Han +1.5.
 *
 * <p>Several pairs may be played at once, each lane with its own engines, so that a test at a
 * fixed number of nodes uses every core and still plays each start once: lanes take the next
 * pair in turn.
 */
public final class Match {

    /** Starts the opponent afresh: before the first game, and after it crashed or fell silent. */
    @FunctionalInterface
    public interface Opponent {
        UciClient start() throws IOException;
    }

    /** Hears of the match as it goes, so that each game can be shown and saved as soon as it ends. */
    public interface Listener {
        /** The opponent has started; {@code name} is what it calls itself. */
        default void started(String name) {}

        default void finished(Round round) {}

        /**
         * Every start has been played with each side, and the games from here on, pass {@code pass}
         * (1 the second) through the starts, play under other {@code limits} ({@link Limits#onPass}).
         */
        default void newPass(int pass, Limits limits) {}

        /** Whether the games played so far decide the match, so that it ends before its count. */
        default boolean decided(List<Round> played) {
            return false;
        }
    }

    /**
     * What each engine searches for a move: a time (each its own), the same depth or number of
     * nodes for both, or a game clock for both.
     *
     * @param theirNodes the opponent's nodes a move, or 0
     * @param theirDepth the opponent's depth, or 0; with {@code theirNodes} 0 too, it searches for a time
     * @param clock the game clock both play on, or {@link TimeControl#NONE}
     */
    public record Limits(SearchLimits ours, long theirMoveTime, long theirNodes, int theirDepth, TimeControl clock) {
        public static Limits moveTime(long oursMs, long theirsMs) {
            return new Limits(SearchLimits.moveTime(oursMs), theirsMs, 0, 0, TimeControl.NONE);
        }

        public static Limits depth(int depth) {
            return new Limits(SearchLimits.depth(depth), 0, 0, depth, TimeControl.NONE);
        }

        public static Limits nodes(long nodes) {
            return new Limits(SearchLimits.nodes(nodes), 0, nodes, 0, TimeControl.NONE);
        }

        /** Ours as given, the opponent {@code nodes} a move, whatever ours searches for. */
        public static Limits opponentNodes(SearchLimits ours, long nodes) {
            return new Limits(ours, 0, nodes, 0, TimeControl.NONE);
        }

        /** What follows {@code go} for the opponent ({@code depth 3}, {@code nodes 500}), or null when it searches for a time. */
        public String theirFixedWork() {
            return theirNodes > 0 ? "nodes " + theirNodes : theirDepth > 0 ? "depth " + theirDepth : null;
        }

        /**
         * The limits of pass {@code pass} (0 the first) through the starts. Two one-thread engines
         * that search a fixed number of nodes play the same game from the same start every time:
         * a second pass would only repeat the first, and count each game twice. So each pass after
         * the first changes every fixed number of nodes by a few per cent, in turn more and fewer
         * (+2%, -2%, +4%, -4%...), which changes the games. Time, depth and clock are kept.
         */
        public Limits onPass(int pass) {
            if (pass == 0) {
                return this;
            }
            int percent = 2 * ((pass + 1) / 2) * (pass % 2 == 1 ? 1 : -1);
            SearchLimits o = ours.nodes() > 0 ? SearchLimits.nodes(ours.nodes() * (100 + percent) / 100) : ours;
            return new Limits(o, theirMoveTime, theirNodes * (100 + percent) / 100, theirDepth, clock);
        }

        /**
         * Both engines on a game clock, each thinking within its own time: ours by its time
         * manager, theirs told its clocks by {@code go wtime btime} and the increment or the
         * byoyomi period ({@link GameClock#uciGo}). A side whose time runs out loses on time.
         */
        public static Limits clock(TimeControl clock) {
            return new Limits(SearchLimits.infinite(), 0, 0, 0, clock);
        }
    }

    /**
     * One game of the match, ended: by the rules, by the opponent's forfeit, or at the ply cap
     * (then the game holds the result as recorded, and {@code reason} says why).
     *
     * @param number 1 for the first game
     * @param opponentFailed the opponent crashed or fell silent, and is started again for the next game
     * @param clock the game clock both played on, with how long each move took; inactive without one
     */
    public record Round(
            int number,
            Side ours,
            Setup cho,
            Setup han,
            Game game,
            GameResult.Outcome outcome,
            Message reason,
            boolean opponentFailed,
            GameClock clock) {
        public int plies() {
            return game.moves().size();
        }

        /** Whether our engine won, drew or lost: 1, 0 or -1. */
        public int forUs() {
            return outcome == GameResult.Outcome.DRAW ? 0 : outcome == GameResult.Outcome.winner(ours) ? 1 : -1;
        }

        /** Whether the game was lost on time, by the side that lost it. */
        public boolean lostOnTime() {
            return game.result()
                    .filter(r -> r.termination() == GameResult.Termination.ON_TIME)
                    .isPresent();
        }
    }

    /**
     * The games played, and why the match stopped early if it did.
     *
     * @param stoppedEarly why games are missing (the opponent could not be started again), or null
     */
    public record Result(List<Round> rounds, Message stoppedEarly) {
        public int wins() {
            return count(1);
        }

        public int draws() {
            return count(0);
        }

        public int losses() {
            return count(-1);
        }

        private int count(int forUs) {
            return (int) rounds.stream().filter(r -> r.forUs() == forUs).count();
        }

        /** Games our engine lost on time. */
        public int oursOnTime() {
            return (int)
                    rounds.stream().filter(r -> r.lostOnTime() && r.forUs() < 0).count();
        }

        /** Games the opponent lost on time. */
        public int theirsOnTime() {
            return (int)
                    rounds.stream().filter(r -> r.lostOnTime() && r.forUs() > 0).count();
        }
    }

    private final RuleSet rules;
    /** Makes our engine, its level, threads and seed set: one for each lane. */
    private final Supplier<Engine> ours;

    private final Opponent opponent;
    private final String opponentName;
    private final Limits limits;
    private final int maxPlies;
    /** The starts of the pairs, or null to start every game from the setups alone. */
    private final OpeningBook book;

    /**
     * @param ours makes our engine, its level, threads and seed set: one for each lane
     * @param opponentName what the reasons call the opponent, e.g. its program's file name
     * @param book the starts of the pairs, which {@code rules} must allow; null to play from the setups alone
     */
    public Match(
            RuleSet rules,
            Supplier<Engine> ours,
            Opponent opponent,
            String opponentName,
            Limits limits,
            int maxPlies,
            OpeningBook book) {
        this.rules = rules;
        this.ours = ours;
        this.opponent = opponent;
        this.opponentName = opponentName;
        this.limits = limits;
        this.maxPlies = maxPlies;
        this.book = book;
    }

    /** {@link #play(int, int, Listener)} one game at a time. */
    public Result play(int games, Listener listener) throws IOException {
        return play(games, 1, listener);
    }

    /**
     * Plays {@code games} games, {@code lanes} pairs at once, or fewer if the listener finds the
     * match {@linkplain Listener#decided decided} sooner: then the pairs already begun are played
     * out and counted. The listener hears from one lane at a time; it is asked whether the match is
     * decided after each pair, with the pairs played so far (each pair's two games side by side).
     * The result's games are in their numbers' order.
     *
     * @throws IOException when an opponent cannot be started for the first games
     */
    public Result play(int games, int lanes, Listener listener) throws IOException {
        List<UciClient> clients = new ArrayList<>();
        try {
            for (int i = 0; i < Math.max(1, lanes); i++) {
                clients.add(opponent.start());
            }
        } catch (IOException e) {
            clients.forEach(UciClient::close);
            throw e;
        }
        listener.started(clients.get(0).name());
        Lanes shared = new Lanes(games, listener);
        List<Thread> threads = new ArrayList<>();
        for (UciClient client : clients) {
            Engine engine = ours.get();
            threads.add(new Thread(() -> shared.run(client, engine), "match-lane"));
        }
        threads.forEach(Thread::start);
        for (Thread t : threads) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new IOException("interrupted", e);
            }
        }
        if (shared.failure instanceof RuntimeException e) {
            throw e;
        }
        if (shared.failure instanceof Error e) {
            throw e;
        }
        shared.rounds.sort(Comparator.comparingInt(Round::number));
        Message stopped = shared.restartFailed == null
                ? null
                : new Message("match.stopped", shared.rounds.size(), games, shared.restartFailed);
        return new Result(shared.rounds, stopped);
    }

    /** What the lanes of one match share, each step of it taken under its lock. */
    private final class Lanes {
        private final int games;
        private final Listener listener;
        private final int perPass = startsPerPass();
        final List<Round> rounds = new ArrayList<>();
        private int nextPair;
        private boolean stop;
        /** Why an opponent that failed could not be started again, which stops the match. */
        Message restartFailed;
        /** What went wrong in a lane, to be thrown by {@link #play(int, int, Listener)}. */
        Throwable failure;

        Lanes(int games, Listener listener) {
            this.games = games;
            this.listener = listener;
        }

        /** Plays pairs on one lane until none is left or the match is decided. */
        void run(UciClient first, Engine engine) {
            UciClient client = first;
            try {
                while (true) {
                    int pair;
                    Limits passLimits;
                    synchronized (this) {
                        if (stop || 2 * nextPair >= games) {
                            return;
                        }
                        pair = nextPair++;
                        int pass = pair / perPass;
                        passLimits = limits.onPass(pass);
                        if (pair % perPass == 0 && !passLimits.equals(limits)) {
                            listener.newPass(pass, passLimits);
                        }
                    }
                    List<Round> played = new ArrayList<>(2);
                    for (int g = 2 * pair; g < Math.min(2 * pair + 2, games); g++) {
                        Side oursSide = g % 2 == 0 ? Side.CHO : Side.HAN;
                        Round round = play(g + 1, client, engine, start(pair), oursSide, passLimits);
                        played.add(round);
                        synchronized (this) {
                            listener.finished(round);
                        }
                        if (round.opponentFailed() && g + 1 < games) {
                            client.close();
                            try {
                                client = opponent.start();
                            } catch (IOException e) {
                                synchronized (this) {
                                    stop = true;
                                    restartFailed = EngineFailure.messageOf(e);
                                    rounds.addAll(played);
                                }
                                client = null;
                                return;
                            }
                        }
                    }
                    synchronized (this) {
                        rounds.addAll(played);
                        if (listener.decided(List.copyOf(rounds))) {
                            stop = true;
                        }
                    }
                }
            } catch (RuntimeException | Error e) {
                synchronized (this) {
                    stop = true;
                    if (failure == null) {
                        failure = e;
                    }
                }
            } finally {
                if (client != null) {
                    client.close();
                }
            }
        }
    }

    /** How many pairs it takes to play every start: the book's, or every pairing of the setups. */
    private int startsPerPass() {
        if (book != null) {
            return book.size();
        }
        int setups = Setup.all(rules).length;
        return rules.shuffledWings ? setups : setups * setups;
    }

    /** The start of pair {@code pair} (0 first): the book's, or the setups' alone in turn. */
    private OpeningBook.Opening start(int pair) {
        if (book != null) {
            return book.forPair(pair);
        }
        Setup[] setups = Setup.all(rules);
        Setup cho = setups[pair % setups.length];
        // Korean Random Chess's armies mirror each other.
        Setup han = rules.shuffledWings ? cho : setups[(pair / setups.length) % setups.length];
        return new OpeningBook.Opening(cho, han, List.of());
    }

    private Round play(
            int number, UciClient client, Engine ours, OpeningBook.Opening start, Side oursSide, Limits limits) {
        Game game = start.play(rules);
        String startFen = Fen.of(game.startPosition());
        List<String> moves = new ArrayList<>(start.moves());
        GameClock clock = new GameClock(limits.clock(), TimeSource.SYSTEM);
        ours.newGame();
        try {
            client.newGame();
        } catch (IOException e) {
            return forfeit(number, game, oursSide, failed(oursSide, e), true, clock);
        }
        while (!game.isOver() && moves.size() < maxPlies) {
            Position pos = game.position();
            Side mover = pos.sideToMove();
            clock.start(mover);
            int move;
            if (mover == oursSide) {
                SearchLimits searched = clock.active() ? SearchLimits.of(clock, mover) : limits.ours();
                move = ours.search(pos, searched, SearchListener.NONE).bestMove();
                if (move == Move.NONE) {
                    throw new IllegalStateException(
                            "our engine found no move in a game that is not over: " + Fen.of(pos));
                }
                if (flagFell(game, clock)) {
                    break;
                }
            } else {
                String answer;
                try {
                    answer = (clock.active()
                                    ? client.moveOnClock(startFen, moves, clock.uciGo(), clock.msToFlag())
                                    : limits.theirFixedWork() != null
                                            ? client.moveFixedWork(startFen, moves, limits.theirFixedWork())
                                            : client.move(startFen, moves, limits.theirMoveTime()))
                            .move();
                } catch (IOException e) {
                    if (flagFell(game, clock)) {
                        GameResult r = game.result().orElseThrow();
                        return new Round(
                                number,
                                oursSide,
                                cho(game),
                                han(game),
                                game,
                                r.outcome(),
                                RuleWords.result(r),
                                true,
                                clock);
                    }
                    return forfeit(number, game, oursSide, failed(oursSide, e), true, clock);
                }
                if (flagFell(game, clock)) {
                    break;
                }
                try {
                    UciMove.parseShape(answer);
                } catch (NotationException e) {
                    return forfeit(
                            number,
                            game,
                            oursSide,
                            new Message("match.forfeit.not_uci", RuleWords.side(oursSide), opponentName, answer),
                            false,
                            clock);
                }
                try {
                    move = UciMove.parse(answer, pos);
                } catch (NotationException e) {
                    return forfeit(
                            number,
                            game,
                            oursSide,
                            new Message("match.forfeit.illegal", RuleWords.side(oursSide), opponentName, answer),
                            false,
                            clock);
                }
            }
            try {
                game.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("move " + UciMove.of(move) + " refused in " + Fen.of(pos), e);
            }
            clock.punch(mover);
            moves.add(UciMove.of(move));
        }
        if (game.isOver()) {
            GameResult r = game.result().orElseThrow();
            return new Round(
                    number, oursSide, cho(game), han(game), game, r.outcome(), RuleWords.result(r), false, clock);
        }
        Position pos = game.position();
        int choPoints = pos.countedHalfPoints(Side.CHO);
        int hanPoints = pos.countedHalfPoints(Side.HAN);
        Side leader = choPoints > hanPoints ? Side.CHO : Side.HAN;
        Message reason = new Message(
                "match.adjudicated",
                RuleWords.side(leader),
                GameResult.points(Math.max(choPoints, hanPoints)),
                GameResult.points(Math.min(choPoints, hanPoints)),
                maxPlies);
        return decided(number, game, oursSide, GameResult.Outcome.winner(leader), reason, false, clock);
    }

    /** Ends the game on time if the side to move took longer than its clock had; returns whether it did. */
    private static boolean flagFell(Game game, GameClock clock) {
        return clock.flagged()
                .map(side -> {
                    game.flagFall(side);
                    return true;
                })
                .orElse(false);
    }

    /** The opponent failed to answer: a forfeit, the engine's failure the reason. */
    private Message failed(Side oursSide, IOException e) {
        return new Message("match.forfeit.failed", RuleWords.side(oursSide), opponentName, EngineFailure.messageOf(e));
    }

    private static Round forfeit(
            int number, Game game, Side oursSide, Message reason, boolean opponentFailed, GameClock clock) {
        return decided(number, game, oursSide, GameResult.Outcome.winner(oursSide), reason, opponentFailed, clock);
    }

    /** A game the rules did not end: the match's verdict is recorded in it, as a record file keeps a result. */
    private static Round decided(
            int number,
            Game game,
            Side oursSide,
            GameResult.Outcome outcome,
            Message reason,
            boolean opponentFailed,
            GameClock clock) {
        game.endAsRecorded(outcome);
        return new Round(number, oursSide, cho(game), han(game), game, outcome, reason, opponentFailed, clock);
    }

    private static Setup cho(Game game) {
        return game.setup(Side.CHO).orElseThrow();
    }

    private static Setup han(Game game) {
        return game.setup(Side.HAN).orElseThrow();
    }

    /**
     * The opponent as {@code command} starts it: the user's options sent, then {@code UCI_Variant}
     * for {@code rules}, checked to have taken; {@code warn} hears of doubts that do not stop it.
     *
     * @param options UCI options in the order given, e.g. {@code Skill Level} to {@code 10}
     */
    public static Opponent opponent(
            String command, Map<String, String> options, RuleSet rules, String name, Consumer<Message> warn) {
        return () -> {
            UciClient client = UciClient.start(command);
            try {
                for (Map.Entry<String, String> option : options.entrySet()) {
                    client.setOption(option.getKey(), option.getValue());
                }
                String variant = rules.uciVariant;
                if (!client.hasOption("UCI_Variant")) {
                    warn.accept(new Message("match.no_variant_option", name, variant));
                }
                List<String> said = client.setOption("UCI_Variant", variant);
                List<String> offered = client.comboValues("UCI_Variant");
                boolean confirmed = said.stream().anyMatch(l -> l.startsWith("info string variant " + variant + " "));
                if (!offered.isEmpty() && !offered.contains(variant) && !confirmed) {
                    throw new EngineFailure(new Message(
                            "engine.cannot_start",
                            command,
                            new Message(
                                    rules == RuleSet.MARTIN ? "match.no_variant_martin" : "match.no_variant",
                                    variant)));
                }
                return client;
            } catch (IOException e) {
                client.close();
                throw e;
            }
        };
    }
}
