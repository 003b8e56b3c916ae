package janggi.server;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.loadtest.BotLink;
import java.io.IOException;
import java.security.KeyPair;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.session.ClientSession;

/** A bot at the club, for tests: its lines arrive in a queue, read one by one. */
final class TestBot implements AutoCloseable {
    final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    final BotLink link;
    private final ClientSession session;
    /** Lines skipped by {@link #expect}: news that may come at any moment, such as who comes and goes. */
    private final List<String> skipped = new ArrayList<>();

    TestBot(ClubClient client, String name, KeyPair key) throws IOException {
        session = client.login(name, key);
        link = new BotLink(session, lines::add, ClubClient.TIMEOUT);
    }

    TestBot send(String line) throws IOException {
        link.send(line);
        return this;
    }

    /** From now on {@link #expect} skips lines beginning with {@code start}. */
    TestBot skipping(String start) {
        skipped.add(start);
        return this;
    }

    /** The next line not skipped, which must begin with {@code start}. */
    String expect(String start) throws InterruptedException {
        String line = lines.poll(20, TimeUnit.SECONDS);
        while (line != null && !line.startsWith(start) && skipped.stream().anyMatch(line::startsWith)) {
            line = lines.poll(20, TimeUnit.SECONDS);
        }
        assertNotNull(line, "no line beginning with '" + start + "'");
        assertTrue(line.startsWith(start), "expected '" + start + "...', got '" + line + "'");
        return line;
    }

    /**
     * {@code mover} plays {@code move}: both bots read it, the clocks after it when the game has
     * a clock, and the turn.
     */
    static void play(TestBot mover, TestBot other, String move) throws InterruptedException, IOException {
        mover.send("move " + move);
        for (TestBot b : List.of(mover, other)) {
            b.expect("move ");
            String line = b.expect("");
            while (line.startsWith("clock ") || b.skipped.stream().anyMatch(line::startsWith)) {
                line = b.expect("");
            }
            assertTrue(line.startsWith("turn "), "expected the turn after " + move + ", got '" + line + "'");
        }
    }

    /** Answers the club's {@code choose setup}, the next line not skipped, with {@code setup}. */
    TestBot setsUp(String setup) throws InterruptedException, IOException {
        expect("choose setup");
        return send("setup " + setup);
    }

    @Override
    public void close() throws IOException {
        link.close();
        session.close();
    }
}
