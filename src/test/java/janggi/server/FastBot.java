package janggi.server;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.loadtest.BotLink;
import janggi.notation.DisplayMove;
import java.io.IOException;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.session.ClientSession;

/**
 * A bot that plays quickly, for the tests that kill the server: it answers each of its turns
 * with a random legal move within {@code maxDelayMs}, and keeps the moves the club confirmed to
 * it ({@code moves} and {@code move} lines), in order. Every line it hears is queued for the
 * test as well.
 */
final class FastBot implements AutoCloseable {
    final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final ClientSession session;
    private final BotLink link;
    private final long maxDelayMs;
    private final Random random;
    private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "fast bot");
        t.setDaemon(true);
        return t;
    });
    private final List<String> confirmed = new ArrayList<>();
    private Game game;
    private String side;
    private String result;
    /** The bot's moves the club refused as not stored. */
    private int unstored;

    private volatile boolean playing;

    FastBot(ClubClient client, String name, KeyPair key, long maxDelayMs, long seed) throws IOException {
        this.maxDelayMs = maxDelayMs;
        this.random = new Random(seed);
        session = client.login(name, key);
        link = new BotLink(session, this::heard, ClubClient.TIMEOUT);
    }

    FastBot send(String line) {
        try {
            link.send(line);
        } catch (IOException e) {
            // the server is gone: what it confirmed is what counts
        }
        return this;
    }

    /** The next line beginning with {@code start}, skipping others; null when none comes in time. */
    String await(String start) throws InterruptedException {
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        String line;
        while ((line = lines.poll(until - System.nanoTime(), TimeUnit.NANOSECONDS)) != null) {
            if (line.startsWith(start)) {
                return line;
            }
        }
        return null;
    }

    /** From now on the bot answers its turns. */
    void play() {
        playing = true;
        synchronized (this) {
            if (game != null && !game.isOver() && side(game).equals(side)) {
                schedule();
            }
        }
    }

    /** The moves of its game the club has confirmed to it, in order. */
    synchronized List<String> confirmed() {
        return List.copyOf(confirmed);
    }

    /** How many of the bot's moves the club refused as not stored. */
    synchronized int unstored() {
        return unstored;
    }

    /** The result the club confirmed, as {@code 1-0 resignation}, or null. */
    synchronized String result() {
        return result;
    }

    private synchronized void heard(String line) {
        lines.add(line);
        String[] w = line.split(" ");
        switch (w[0]) {
            case "game" -> {
                if (w.length > 3 && w[2].equals("start")) {
                    side = w[3];
                    game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
                    confirmed.clear();
                    result = null;
                }
            }
            case "moves" -> {
                for (int i = 1; i < w.length; i++) {
                    moved(w[i]);
                }
            }
            case "move" -> moved(w[2]);
            case "turn" -> {
                if (playing && w[1].equals(side)) {
                    schedule();
                }
            }
            case "result" -> result = w[1] + " " + w[2];
            case "error" -> {
                if (line.startsWith("error the move could not be stored")) {
                    unstored++;
                }
                // A move the club could not store is not played: the bot tries another.
                if (playing && game != null && !game.isOver() && side(game).equals(side)) {
                    schedule();
                }
            }
            default -> {
                // hello, clock, said, away, back, info: nothing to do
            }
        }
    }

    private void moved(String move) {
        game.play(DisplayMove.parse(move, game.position()));
        confirmed.add(move);
    }

    private void schedule() {
        Game asked = game;
        int ply = asked.position().ply();
        timer.schedule(() -> move(asked, ply), random.nextLong(maxDelayMs + 1), TimeUnit.MILLISECONDS);
    }

    private void move(Game asked, int ply) {
        String command;
        synchronized (this) {
            if (game != asked || game.isOver() || game.position().ply() != ply) {
                return;
            }
            int[] legal = game.legalMoves();
            List<Integer> moves = new ArrayList<>();
            for (int m : legal) {
                if (!Move.isPass(m)) {
                    moves.add(m);
                }
            }
            int move = moves.isEmpty() ? legal[0] : moves.get(random.nextInt(moves.size()));
            command = "move " + DisplayMove.of(move);
        }
        send(command);
    }

    private static String side(Game game) {
        return game.position().sideToMove().name().toLowerCase(Locale.ROOT);
    }

    @Override
    public void close() {
        playing = false;
        timer.shutdownNow();
        link.close();
        try {
            session.close();
        } catch (IOException e) {
            // the server is gone
        }
    }
}
