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

/**
 * The club's running clocks, on a time the test moves by hand: a move charged to its mover, a
 * flag that falls while nobody types, the absent player's time running, a restart that stops
 * the clocks for its downtime, and the clocks in the exported record.
 */
class ClubClockTest {
    @TempDir
    Path dir;

    private final FakeClubTime time = new FakeClubTime();
    private final KeyPair aliceKey = ClubClient.newKey();
    private final KeyPair bobKey = ClubClient.newKey();
    private final List<AutoCloseable> open = new ArrayList<>();
    private ClubServer server;
    private ClubClient client;

    @BeforeEach
    void start() throws IOException {
        startServer();
    }

    private void startServer() throws IOException {
        server = ClubServer.start(
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false),
                time);
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

    private TestBot bot(String name, KeyPair key) throws Exception {
        TestBot bot = new TestBot(client, name, key);
        open.add(bot);
        bot.expect("hello");
        return bot;
    }

    /** Alice opens a game as Han on {@code clock}, bob joins it as Cho; both have read the start. */
    private String begin(TestBot alice, TestBot bob, String clock, String clocks) throws Exception {
        String code =
                alice.send("open --side han --clock " + clock).expect("game ").split(" ")[1];
        bob.send("join " + code);
        for (TestBot b : List.of(bob, alice)) {
            b.expect("game " + code + " start");
            assertEquals(clocks, b.expect("clock "));
            b.expect("turn cho");
        }
        return code;
    }

    @Test
    void aFlagFallsWhileNobodyTypesAndTheRecordKeepsTheClocks() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = begin(alice, bob, "1m+3x5s", "clock cho 60000 han 60000 periods 3 3");
        String who = client.exec("bob", bobKey, "who").out();
        assertTrue(who.contains(code + "  janggi 1m+3x5s  bob - alice"), who);
        time.pass(10_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            assertEquals("clock cho 50000 han 60000 periods 3 3", b.expect("clock "));
            b.expect("turn han");
        }
        // Han's minute and three periods of five seconds run out with nobody typing.
        time.pass(75_000);
        assertEquals(1, time.pending(), "the alarm waits for the moment the time is up");
        time.pass(1);
        for (TestBot b : List.of(bob, alice)) {
            b.expect("result 1-0 on_time");
            b.expect("rating ");
        }
        assertEquals(0, time.pending());
        alice.send("move B0-C2").expect("error ");

        ClubClient.Result export = client.exec("bob", bobKey, "export " + code);
        assertEquals(0, export.status(), export.err());
        String pgn = export.out();
        assertTrue(pgn.contains("[TimeControl \"1m+3x5s\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"Cho wins on time\"]"), pgn);
        assertTrue(pgn.contains("1. B9-C7 {[%clk 0:00:50]}"), pgn);
        assertTrue(client.exec("bob", bobKey, "games").out().contains("\t1-0\t1\t+"));
    }

    @Test
    void aMoveAfterTheTimeIsUpIsNotPlayedThoughTheAlarmHasNotRungYet() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        begin(alice, bob, "30s", "clock cho 30000 han 30000");
        time.pass(30_000);
        bob.send("move B9-C7");
        bob.expect("result 0-1 on_time");
        bob.expect("rating ");
        bob.expect("error the game is over: Han wins on time");
    }

    @Test
    void theAbsentPlayersClockRunsAndTheScreenSaysSo() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        String code = alice.send("open --side han --clock 1m").expect("game ").split(" ")[1];
        ClubClient.Terminal bob = client.terminal("bob", bobKey, "join " + code);
        open.add(bob);
        String screen = bob.await("Your move");
        assertTrue(screen.contains("Cho clock: 1:00") && screen.contains("Han clock: 1:00"), screen);
        time.pass(3_000);
        bob.keys("B9-C7\r");
        alice.expect("game");
        alice.expect("clock ");
        alice.expect("turn cho");
        alice.expect("move cho B9-C7");
        alice.close();
        screen = bob.await("whose clock runs");
        assertTrue(screen.contains("their clock runs"), screen);
        // The screen ticks on its own clock; the time here is the test's, so the clocks show it at the next tick.
        time.pass(40_000);
        bob.await("Han clock: 0:20");
        time.pass(20_001);
        // The panel may say so at its tick before the room's news reaches the message line.
        screen = bob.await("Time is up for alice");
        assertTrue(screen.contains("Cho wins on time"), screen);
    }

    @Test
    void aRestartStopsTheClocksForItsDowntime() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = begin(alice, bob, "1m", "clock cho 60000 han 60000");
        time.pass(10_000);
        bob.send("move B9-C7");
        alice.expect("move cho B9-C7");
        alice.expect("clock ");
        alice.expect("turn han");
        time.pass(20_000);
        stop();
        open.clear();

        // An hour down: nobody's time runs meanwhile, and the game is back with its clocks running.
        time.pass(3_600_000);
        startServer();
        assertEquals(1, time.pending(), "Han's clock runs again without anyone coming back");
        time.pass(5_000);
        alice = bot("alice", aliceKey);
        alice.send("join " + code).expect("game " + code + " start han");
        alice.expect("moves B9-C7");
        assertEquals("clock cho 50000 han 35000", alice.expect("clock "));
        alice.expect("turn han");
        time.pass(35_001);
        alice.expect("result 1-0 on_time");
    }

    @Test
    void theComputerPlaysOnTheClockAndItsMovesAreCharged() throws Exception {
        ClubClient.Terminal alice = client.terminal("alice", aliceKey, "play --clock 1m+2s --level 1 --side cho");
        open.add(alice);
        alice.await("Your move");
        time.pass(4_000);
        alice.type("B9-C7");
        String screen = alice.await("the computer's answer", s -> s.contains("1. B9-C7  "));
        assertTrue(screen.contains("Cho clock: 0:58"), screen);
        String pgn = client.exec("alice", aliceKey, "games").out();
        String code = pgn.split("\t")[0];
        String record = client.exec("alice", aliceKey, "export " + code).out();
        assertTrue(record.contains("[TimeControl \"1m+2s\"]"), record);
        assertTrue(record.contains("1. B9-C7 {[%clk 0:00:58]} 1... "), record);
        assertTrue(record.contains("{[%clk 0:01:02]}"), "the computer took no time the test let pass: " + record);
    }
}
