package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.client.session.ClientSession;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code ssh host bot}, the line protocol of docs/bot.md, as two programs play through it. */
class BotTest {
    @TempDir
    Path dir;

    private ClubServer server;
    private ClubClient client;
    private final List<AutoCloseable> open = new ArrayList<>();

    @BeforeEach
    void start() throws IOException {
        server = ClubServer.start(
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false));
        client = new ClubClient(server.port());
    }

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
        client.close();
        server.close();
    }

    /** A bot: its lines arrive in a queue, read one by one. */
    private final class Bot {
        final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
        final BotLink link;

        Bot(String name, KeyPair key) throws IOException {
            ClientSession session = client.login(name, key);
            open.add(session);
            link = new BotLink(session, lines::add, ClubClient.TIMEOUT);
            open.add(link);
        }

        Bot send(String line) throws IOException {
            link.send(line);
            return this;
        }

        /** The next line, which must begin with {@code start}. */
        String expect(String start) throws InterruptedException {
            String line = lines.poll(20, TimeUnit.SECONDS);
            assertNotNull(line, "no line beginning with '" + start + "'");
            assertTrue(line.startsWith(start), "expected '" + start + "...', got '" + line + "'");
            return line;
        }
    }

    @Test
    void twoBotsOpenJoinPlayAndSeeTheResultAndTheirRatings() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        Bot alice = new Bot("alice", aliceKey);
        Bot bob = new Bot("bob", ClubClient.newKey());
        alice.expect("hello janggi-bot 1 alice");
        bob.expect("hello janggi-bot 1 bob");
        String open = alice.send("open --side han --clock 10m+5s").expect("game ");
        String code = open.split(" ")[1];
        assertEquals("game " + code + " open han", open);
        bob.send("join " + code);
        String start = "game " + code + " start %s rules janggi clock 10m+5s rated yes cho bob han alice";
        assertEquals(String.format(start, "cho"), bob.expect("game"));
        assertEquals(String.format(start, "han"), alice.expect("game"));
        bob.expect("turn cho");
        alice.expect("turn cho");
        bob.send("move B9-C7");
        alice.expect("move cho B9-C7");
        alice.expect("turn han");
        bob.expect("move cho B9-C7");
        bob.expect("turn han");
        bob.send("move A9-A8").expect("error it is not your turn");
        alice.send("move Z9-Z8").expect("error ");
        alice.send("say good game");
        bob.expect("said alice good game");
        alice.expect("said alice good game");
        alice.send("resign");
        bob.expect("result 1-0 resignation");
        assertTrue(bob.expect("rating +").matches("rating \\+\\d+"));
        alice.expect("result 1-0 resignation");
        assertTrue(alice.expect("rating -").matches("rating -\\d+"));
        alice.send("dance").expect("error unknown command 'dance'");
        ClubClient.Result ratings = client.exec("alice", aliceKey, "ratings");
        assertEquals(0, ratings.status(), ratings.err());
        List<String> lines = ratings.out().lines().toList();
        assertTrue(lines.get(1).matches("1\\. bob  1662 ± 290, 1 game"), ratings.out());
        assertTrue(lines.get(2).matches("2\\. alice  1338 ± 290, 1 game"), ratings.out());
        assertTrue(lines.get(3).startsWith("You, alice: 1338"), ratings.out());
        String games = client.exec("alice", aliceKey, "games").out().strip();
        assertTrue(games.endsWith("\t-162"), games);
    }

    @Test
    void aBotThatComesBackIsToldTheMovesSoFar() throws Exception {
        KeyPair bobKey = ClubClient.newKey();
        Bot alice = new Bot("alice", ClubClient.newKey());
        Bot bob = new Bot("bob", bobKey);
        alice.expect("hello");
        bob.expect("hello");
        String code = alice.send("open --side han").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho rules janggi clock none rated no");
        bob.expect("turn cho");
        bob.send("move B9-C7").expect("move cho B9-C7");
        bob.link.close();
        alice.expect("game");
        alice.expect("turn cho");
        alice.expect("move cho B9-C7");
        alice.expect("turn han");
        alice.expect("away cho bob");
        Bot again = new Bot("bob", bobKey);
        again.expect("hello");
        again.send("join " + code).expect("game " + code + " start cho");
        again.expect("moves B9-C7");
        again.expect("turn han");
        alice.expect("back cho bob");
    }

    @Test
    void twoSeekersMeetAtOneGame() throws Exception {
        Bot alice = new Bot("alice", ClubClient.newKey());
        Bot bob = new Bot("bob", ClubClient.newKey());
        alice.expect("hello");
        bob.expect("hello");
        String code = alice.send("seek --clock 5m").expect("game ").split(" ")[1];
        bob.send("seek --clock 5m").expect("game " + code + " start");
        alice.expect("game " + code + " start");
    }

    @Test
    void aBotNeedsAKeyAndMovesNeedAGame() throws Exception {
        ClubClient.Result guest = client.exec("anyone", null, "bot");
        assertTrue(guest.err().contains("bot needs a key"), guest.err());
        Bot alice = new Bot("alice", ClubClient.newKey());
        alice.expect("hello");
        alice.send("move B9-C7").expect("error not at a game");
    }
}
