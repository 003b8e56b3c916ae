package janggi.loadtest;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import java.io.IOException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.session.ClientSession;

/**
 * Two bots of a load test playing each other, game after game: Han opens a rated game, Cho
 * joins it, each chooses a setup at random when asked, and each answers its turn with a random
 * legal move after one to three seconds. A
 * move is timed from its sending until the opponent reads it. A game that runs long is
 * resigned, so that games end (and ratings move) throughout the run.
 */
final class LoadPair implements AutoCloseable {
    /** The clock the games are opened with, which makes them rated. */
    private static final String CLOCK = "10m+5s";
    /** Moves after which the side to move resigns. */
    private static final int LONGEST = 120;

    private static final long FIRST_MS = 1000;
    private static final long LAST_MS = 3000;

    private final ScheduledExecutorService clock;
    private final LoadTest.Counters counters;
    private final Bot han;
    private final Bot cho;
    private final Object lock = new Object();
    /** The game being played, and the moves both bots have seen of it. */
    private Game game;
    /** The setups of the game being set up, Cho's then Han's, as Cho's bot was told them. */
    private final Setup[] setups = {Setup.STANDARD, Setup.STANDARD};

    private String code;
    /** When the move awaited at the opponent was sent; 0 for none. */
    private long sentAt;

    private boolean running;
    private boolean started;

    LoadPair(
            SshClient client,
            LoadTest.Config config,
            String hanName,
            String choName,
            ScheduledExecutorService clock,
            LoadTest.Counters counters)
            throws IOException {
        this.clock = clock;
        this.counters = counters;
        this.han = new Bot(client, config, hanName, Side.HAN);
        this.cho = new Bot(client, config, choName, Side.CHO);
        han.send("open --side han --clock " + CLOCK);
    }

    String code() {
        synchronized (lock) {
            return code;
        }
    }

    /** Waits until the first game has begun (both bots told), or counts an error. */
    void awaitStart(Duration timeout) throws InterruptedException {
        long deadline = System.nanoTime() + timeout.toNanos();
        synchronized (lock) {
            while (!started && System.nanoTime() < deadline) {
                lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
            if (!started) {
                counters.error(han.name + " and " + cho.name + " did not get a game within " + timeout);
            }
        }
    }

    /** The measured time begins: Cho makes the first move. */
    void go() {
        synchronized (lock) {
            running = true;
            if (game != null && !game.isOver() && game.position().sideToMove() == Side.CHO) {
                schedule(cho);
            }
        }
    }

    void stop() {
        synchronized (lock) {
            running = false;
        }
    }

    /** Waits until no move is on its way, or until {@code deadline}. */
    void awaitQuiet(long deadline) throws InterruptedException {
        synchronized (lock) {
            while (sentAt != 0 && System.nanoTime() < deadline) {
                lock.wait(Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            }
        }
    }

    /** 1 if a move sent has not reached the opponent within {@code graceMs}, else 0. */
    int lostMoves(long graceMs) {
        synchronized (lock) {
            if (sentAt != 0 && System.nanoTime() - sentAt > TimeUnit.MILLISECONDS.toNanos(graceMs)) {
                counters.error("game " + code + ": a move did not reach the opponent within " + graceMs + " ms");
                return 1;
            }
            return 0;
        }
    }

    private void schedule(Bot mover) {
        long delay = ThreadLocalRandom.current().nextLong(FIRST_MS, LAST_MS + 1);
        Game playing = game;
        clock.schedule(() -> move(mover, playing), delay, TimeUnit.MILLISECONDS);
    }

    /** Sends a random legal move of {@code mover}'s, if the game is still the one it was asked for. */
    private void move(Bot mover, Game asked) {
        String command;
        synchronized (lock) {
            if (!running || game != asked || game.isOver() || game.position().sideToMove() != mover.side) {
                return;
            }
            command = game.position().ply() >= LONGEST ? "resign" : "move " + DisplayMove.of(randomMove(game));
            if (!command.equals("resign")) {
                sentAt = System.nanoTime();
            }
        }
        mover.send(command);
    }

    /** A random legal move, a pass only when there is nothing else. */
    private static int randomMove(Game game) {
        int[] legal = game.legalMoves();
        List<Integer> moves = new ArrayList<>();
        for (int m : legal) {
            if (!Move.isPass(m)) {
                moves.add(m);
            }
        }
        if (moves.isEmpty()) {
            return legal[0];
        }
        return moves.get(ThreadLocalRandom.current().nextInt(moves.size()));
    }

    /** A line for {@code bot}, on the SSH client's thread. */
    private void heard(Bot bot, String line) {
        String[] w = line.split(" ");
        switch (w[0]) {
            case "game" -> {
                if (w.length > 2 && w[2].equals("open")) {
                    synchronized (lock) {
                        code = w[1];
                    }
                    cho.send("join " + w[1]);
                }
            }
            // Each side answers the club's question with a setup of its own; Cho's copy of the
            // game begins once both are told, and the game with it.
            case "choose" ->
                bot.send("setup " + Setup.all()[ThreadLocalRandom.current().nextInt(4)].letters());
            case "setup" -> {
                if (bot == cho && w.length > 2) {
                    synchronized (lock) {
                        setups[w[1].equals("cho") ? 0 : 1] = Setup.parse(w[2]);
                        if (w[1].equals("cho")) {
                            game = Game.start(RuleSet.JANGGI, setups[0], setups[1]);
                            started = true;
                            lock.notifyAll();
                        }
                    }
                }
            }
            case "move" -> moved(bot, w);
            case "turn" -> {
                if (bot.side.name().toLowerCase(Locale.ROOT).equals(w[1])) {
                    synchronized (lock) {
                        if (running) {
                            schedule(bot);
                        }
                    }
                }
            }
            case "result" -> {
                if (bot == han) {
                    synchronized (lock) {
                        if (running) {
                            han.send("open --side han --clock " + CLOCK);
                        }
                    }
                }
            }
            case "error" -> counters.error(bot.name + " was told: " + line);
            default -> {
                // hello, info, said, rating, away, back: nothing to do
            }
        }
    }

    /** A move, as each bot reads it: the opponent's arrival ends its timing; Cho's copy keeps the game. */
    private void moved(Bot bot, String[] w) {
        synchronized (lock) {
            boolean opponents = !bot.side.name().toLowerCase(Locale.ROOT).equals(w[1]);
            if (opponents && sentAt != 0) {
                counters.latencies.add(System.nanoTime() - sentAt);
                sentAt = 0;
                lock.notifyAll();
            }
            if (bot == cho && game != null) {
                try {
                    game.play(DisplayMove.parse(w[2], game.position()));
                } catch (RuntimeException e) {
                    counters.error("game " + code + ": the move " + w[2] + " does not fit the game: " + e.getMessage());
                }
            }
        }
    }

    @Override
    public void close() {
        han.close();
        cho.close();
    }

    /** One of the two: a session with a fresh key, speaking the bot protocol. */
    private final class Bot implements AutoCloseable {
        final String name;
        final Side side;
        private final ClientSession session;
        private final BotLink link;

        Bot(SshClient client, LoadTest.Config config, String name, Side side) throws IOException {
            this.name = name;
            this.side = side;
            this.session = LoadTest.login(client, config, name, LoadTest.newKey(), null);
            try {
                this.link = new BotLink(session, line -> heard(this, line), LoadTest.TIMEOUT);
            } catch (IOException | RuntimeException e) {
                session.close(true);
                throw e;
            }
            counters.sessions.incrementAndGet();
            link.whenClosed(() -> {
                boolean expected;
                synchronized (lock) {
                    expected = !running;
                }
                if (!expected) {
                    counters.error(name + "'s connection closed during the run");
                }
            });
        }

        void send(String line) {
            try {
                link.send(line);
            } catch (IOException e) {
                counters.error(name + " could not send '" + line + "': " + e.getMessage());
            }
        }

        @Override
        public void close() {
            link.close();
            session.close(true);
        }
    }
}
