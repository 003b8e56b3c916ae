package janggi.server;

import static janggi.server.TestBot.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.notation.DisplaySquare;
import janggi.store.PostgresSchema;
import janggi.store.StoredGame;
import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Two servers, each with its own data directory, sharing one club on PostgreSQL: players on
 * either meet at one game, and what happens on one reaches the other. Skipped without PostgreSQL.
 */
class ClubClusterTest {
    private static final Pattern CODE = Pattern.compile("Game code: ([a-z0-9]{5})");

    @TempDir
    Path dirA;

    @TempDir
    Path dirB;

    private final KeyPair alice = ClubClient.newKey();
    private final KeyPair bob = ClubClient.newKey();
    private final KeyPair carol = ClubClient.newKey();
    private final List<AutoCloseable> open = new ArrayList<>();
    private PostgresSchema schema;

    @BeforeEach
    void createSchema() {
        schema = PostgresSchema.create();
    }

    @AfterEach
    void tearDown() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
        if (schema != null) {
            schema.close();
        }
    }

    private ClubServer start(Path dir) throws IOException {
        return start(dir, ClubTime.system());
    }

    private ClubServer start(Path dir, ClubTime time) throws IOException {
        ClubServer server = ClubServer.start(
                new ClubConfig(
                        "127.0.0.1", 0, dir, schema.url(), 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false),
                time);
        open.add(server);
        return server;
    }

    @Test
    void theOpponentOfAPlayerWhoseServerWasKilledHearsThatTheyAreAwayOnceTheServerIsTakenForDead() throws Exception {
        ClubServer a = start(dirA);
        try (ServerProcess b = ServerProcess.start(dirB, "--db", schema.url())) {
            TestBot onA = bot(a.port(), "alice", alice);
            TestBot onB = bot(b.port(), "bob", bob);
            beginOneMinuteGame(onA, onB);
            b.kill();
            assertEquals("away cho bob unknown", onA.expect("away "));
        }
    }

    /** Two servers on one club time, alice at one and bob at the other, ten seconds into Cho's first move. */
    private record TenSecondsIn(
            ClubServer a,
            ClubServer b,
            FakeClubTime timeA,
            FakeClubTime timeB,
            TestBot onA,
            TestBot onB,
            String code) {}

    private TenSecondsIn tenSecondsIntoAOneMinuteGame() throws Exception {
        FakeClubTime timeA = new FakeClubTime();
        FakeClubTime timeB = timeA.peer();
        ClubServer a = start(dirA, timeA);
        ClubServer b = start(dirB, timeB);
        TestBot onA = bot(a, "alice", alice);
        TestBot onB = bot(b, "bob", bob);
        String code = beginOneMinuteGame(onA, onB);
        timeA.pass(10_000);
        timeB.pass(0);
        return new TenSecondsIn(a, b, timeA, timeB, onA, onB, code);
    }

    private TestBot bot(ClubServer server, String name, KeyPair key) throws Exception {
        return bot(server.port(), name, key);
    }

    private TestBot bot(int port, String name, KeyPair key) throws Exception {
        ClubClient client = new ClubClient(port);
        open.add(client);
        TestBot bot = new TestBot(client, name, key);
        open.add(bot);
        bot.expect("hello");
        // Who sits where reaches the other server whenever it does.
        bot.skipping("back ");
        return bot;
    }

    /**
     * Alice (on one server) opens a game with a minute each as Han, Bob (on the other) joins it,
     * both choose their setups, and both hear that Cho's clock runs: the game's code.
     */
    private static String beginOneMinuteGame(TestBot alice, TestBot bob) throws Exception {
        String code = alice.send("open --side han --clock 1m").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("game " + code + " start han");
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        bob.setsUp("NBBN");
        bob.expect("setup cho NBBN");
        assertEquals("clock cho 60000 han 60000", bob.expect("clock "));
        bob.expect("turn cho");
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
        alice.expect("clock ");
        alice.expect("turn cho");
        return code;
    }

    private ClubClient client(ClubServer server) {
        ClubClient client = new ClubClient(server.port());
        open.add(client);
        return client;
    }

    @Test
    void playersOnTwoServersPlayOneGameAndSpectatorsOnEitherSeeIt() throws IOException {
        ClubServer a = start(dirA);
        ClubServer b = start(dirB);
        ClubClient onA = client(a);
        ClubClient onB = client(b);
        try (ClubClient.Terminal alice = onA.terminal("alice", this.alice, "new --side han")) {
            Matcher m = CODE.matcher(alice.await("Waiting for an opponent"));
            assertTrue(m.find());
            String code = m.group(1);
            assertTrue(onB.exec("carol", carol, "who").out().contains(code), "B lists the game opened on A");
            try (ClubClient.Terminal bob = onB.terminal("bob", this.bob, "join " + code)) {
                alice.await("bob sits down as Cho");
                // Each setup chosen on one server reaches the other before the next is asked there.
                ClubServerTest.setUp(alice, bob);
                String board = alice.await("bob (Cho) to move");
                assertFalse(board.contains("Waiting for bob"), "bob is at the game on the other server: " + board);
                try (ClubClient.Terminal carol = onB.terminal("carol", this.carol, "watch " + code)) {
                    carol.await("say TEXT: talk");
                    alice.await("carol is watching");
                    bob.type("B9-C7");
                    alice.await("bob plays B9-C7.");
                    alice.await("Your move");
                    alice.type("B0-C2");
                    bob.await("alice plays B0-C2.");
                    carol.await("alice plays B0-C2.");
                    alice.type("say from A");
                    bob.await("<alice> from A");
                    carol.type("say from B");
                    alice.await("<carol> from B");
                }
                bob.close();
                alice.await("Waiting for bob");
            }
            try (ClubClient.Terminal bobAgain = onA.terminal("bob", this.bob, "join " + code)) {
                bobAgain.await("Your move");
                alice.await("bob is back");
                bobAgain.type("A9-A8");
                alice.await("bob plays A9-A8.");
            }
        }
    }

    @Test
    void aServerThatStopsLosesNoGameAndItsPlayersComeBackThroughAnother() throws Exception {
        ClubServer a = start(dirA);
        ClubServer b = start(dirB);
        ClubClient onA = client(a);
        ClubClient onB = client(b);
        String code;
        try (ClubClient.Terminal alice = onA.terminal("alice", this.alice, "new --side han");
                ClubClient.Terminal bob = onB.terminal("bob", this.bob, null)) {
            Matcher m = CODE.matcher(alice.await("Waiting for an opponent"));
            assertTrue(m.find());
            code = m.group(1);
            bob.await("Welcome to the Janggi club");
            bob.type("join " + code);
            ClubServerTest.setUp(alice, bob);
            bob.type("B9-C7");
            alice.await("bob plays B9-C7.");
            a.close();
            alice.screen.awaitReceived("The server is stopping");
            bob.await("Waiting for alice");
            try (ClubClient.Terminal aliceAgain = onB.terminal("alice", this.alice, "join " + code)) {
                aliceAgain.await("Your move");
                bob.await("alice is back");
                aliceAgain.type("B0-C2");
                bob.await("alice plays B0-C2.");
            }
        }
        String pgn = onB.exec("alice", alice, "export " + code).out();
        assertTrue(pgn.contains("B9-C7") && pgn.contains("B0-C2"), pgn);
    }

    @Test
    void twoPlayersJoiningOneSeatOnTwoServersAtOnceGetItOnceBetweenThem() throws Exception {
        ClubServer a = start(dirA);
        ClubServer b = start(dirB);
        ClubClient onA = client(a);
        ClubClient onB = client(b);
        try (ClubClient.Terminal alice = onA.terminal("alice", this.alice, "new --side han")) {
            Matcher m = CODE.matcher(alice.await("Waiting for an opponent"));
            assertTrue(m.find());
            String code = m.group(1);
            try (ClubClient.Terminal bob = onA.terminal("bob", this.bob, null);
                    ClubClient.Terminal carol = onB.terminal("carol", this.carol, null)) {
                bob.await("Welcome to the Janggi club");
                carol.await("Welcome to the Janggi club");
                bob.type("join " + code);
                carol.type("join " + code);
                alice.await(" sits down as Cho");
                List<String> outcomes = new ArrayList<>();
                for (ClubClient.Terminal t : List.of(bob, carol)) {
                    outcomes.add(t.screen.awaitAny("alice chooses Han's setup", "has no free seat"));
                }
                assertEquals(
                        java.util.Set.of("has no free seat", "alice chooses Han's setup"),
                        java.util.Set.copyOf(outcomes),
                        "one chair, one player; the other is refused");
            }
        }
    }

    @Test
    void theClocksOfAGameOnTwoServersAreOneAndTheFlagFallsOnTheOneLeft() throws Exception {
        TenSecondsIn t = tenSecondsIntoAOneMinuteGame();
        ClubServer a = t.a();
        ClubServer b = t.b();
        FakeClubTime timeA = t.timeA();
        FakeClubTime timeB = t.timeB();
        TestBot onA = t.onA();
        TestBot onB = t.onB();
        String code = t.code();
        onB.send("move B9-C7").expect("move cho B9-C7");
        onB.expect("clock cho 50000 han 60000");
        onB.expect("turn han");
        onA.expect("move cho B9-C7");
        assertEquals("clock cho 50000 han 60000", onA.expect("clock "), "A reads the clocks B stored");
        onA.expect("turn han");
        // Both move (before that, a flag would abort the game), at once.
        play(onA, onB, "B0-C2");
        play(onB, onA, "I6-I5");

        // A stops with Han's clock running: B has the game too, and its clock runs on there.
        timeA.pass(20_000);
        a.close();
        onB.expect("away han alice unknown");
        // A's pause reaches B as a notice of its own, after the news that alice went: B's clock
        // must run again from the paused 20 s before B's time moves on.
        long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
        StoredGame row = b.store().games().find(code).orElseThrow();
        while ((row.clockStartedMs() == null || row.clockUsedMs() != 20_000) && System.nanoTime() < until) {
            Thread.sleep(10);
            row = b.store().games().find(code).orElseThrow();
        }
        assertEquals(20_000, row.clockUsedMs(), "A paused Han's clock after 20 s");
        timeB.pass(40_001);
        onB.expect("result 1-0 on_time");
    }

    @Test
    void aMoveStoredWhileAServerReadsTheGameWaitsForItsOwnNoticeSoThatItsClocksAreTheOnesStoredWithIt()
            throws Exception {
        TenSecondsIn t = tenSecondsIntoAOneMinuteGame();
        TestBot onA = t.onA();
        TestBot onB = t.onB();
        String code = t.code();
        // A reads the game while B stores Cho's first move: the game's row from before it, the moves from after.
        try (Connection c = DriverManager.getConnection(schema.url());
                PreparedStatement s = c.prepareStatement("INSERT INTO moves (game_code, ply, move, notation,"
                        + " cho_clock_ms, cho_periods, han_clock_ms, han_periods, played_at)"
                        + " VALUES (?, 0, ?, 'B9-C7', 50000, 0, 60000, 0, CURRENT_TIMESTAMP)")) {
            s.setString(1, code);
            s.setInt(2, Move.of(DisplaySquare.parse("B9"), DisplaySquare.parse("C7")));
            s.executeUpdate();
            t.a().club().room(code).orElseThrow().catchUp(null);
            try (Statement undo = c.createStatement()) {
                undo.executeUpdate("DELETE FROM moves");
            }
        }
        onB.send("move B9-C7").expect("move cho B9-C7");
        onA.expect("move cho B9-C7");
        assertEquals("clock cho 50000 han 60000", onA.expect("clock "), "Han's clock runs from Cho's move on");
    }
}
