package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
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

    private TestBot bot(String name, KeyPair key) throws IOException {
        TestBot bot = new TestBot(client, name, key);
        open.add(bot);
        return bot;
    }

    @Test
    void twoBotsOpenJoinPlayAndSeeTheResultAndTheirRatings() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", ClubClient.newKey());
        alice.expect("hello janggi-bot 1 alice");
        bob.expect("hello janggi-bot 1 bob");
        String open = alice.send("open --side han --clock 10m+5s").expect("game ");
        String code = open.split(" ")[1];
        assertEquals("game " + code + " open han", open);
        bob.send("join " + code);
        String start = "game " + code + " start %s rules janggi clock 10m+5s rated yes cho bob han alice";
        assertEquals(String.format(start, "cho"), bob.expect("game"));
        assertEquals(String.format(start, "han"), alice.expect("game"));
        assertTrue(bob.expect("clock ").matches("clock cho \\d+ han 600000"));
        bob.expect("turn cho");
        alice.expect("clock cho ");
        alice.expect("turn cho");
        bob.send("move B9-C7");
        alice.expect("move cho B9-C7");
        // Cho's ten minutes, less what the move took, and the increment.
        String clock = alice.expect("clock ");
        long cho = Long.parseLong(clock.split(" ")[2]);
        assertTrue(cho > 595_000 && cho <= 605_000, clock);
        alice.expect("turn han");
        bob.expect("move cho B9-C7");
        bob.expect("clock ");
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
        List<String> games =
                client.exec("alice", aliceKey, "games").out().lines().toList();
        assertTrue(games.get(0).endsWith("\t-162"), games.toString());
        assertEquals("page 1 of 1", games.get(1));
    }

    @Test
    void aBotThatComesBackIsToldTheMovesSoFar() throws Exception {
        KeyPair bobKey = ClubClient.newKey();
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", bobKey);
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
        TestBot again = bot("bob", bobKey);
        again.expect("hello");
        again.send("join " + code).expect("game " + code + " start cho");
        again.expect("moves B9-C7");
        again.expect("turn han");
        alice.expect("back cho bob");
    }

    @Test
    void twoSeekersMeetAtOneGame() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
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
        TestBot alice = bot("alice", ClubClient.newKey());
        alice.expect("hello");
        alice.send("move B9-C7").expect("error not at a game");
    }
}
