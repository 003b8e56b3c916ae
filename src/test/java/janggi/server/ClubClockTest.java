package janggi.server;

import static janggi.server.TestBot.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.DisplayMove;
import janggi.notation.KoreanMove;
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

    /** Alice opens a game as Han with {@code options} ({@code --clock 5m}), bob joins it as Cho; both have read the start. */
    private String begin(TestBot alice, TestBot bob, String options, String clocks) throws Exception {
        String code = alice.send("open --side han " + options).expect("game ").split(" ")[1];
        bob.send("join " + code);
        bob.expect("game " + code + " start");
        alice.expect("game " + code + " start");
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        bob.setsUp("NBBN");
        for (TestBot b : List.of(bob, alice)) {
            if (b == alice) {
                b.expect("setup han NBBN");
            }
            b.expect("setup cho NBBN");
            assertEquals(clocks, b.expect("clock "));
            b.expect("turn cho");
        }
        return code;
    }

    @Test
    void aPoolPairsTheNearestRatingWithinARangeThatWidensWhileOneWaits() throws Exception {
        TestBot carol = bot("carol", ClubClient.newKey()).skipping("clock ");
        KeyPair daveKey = ClubClient.newKey();
        TestBot dave = bot("dave", daveKey).skipping("clock ");
        begin(carol, dave, "--clock 5m", "clock cho 300000 han 300000");
        dave.send("move B9-C7");
        carol.expect("move cho B9-C7");
        carol.expect("turn han");
        carol.send("resign");
        carol.expect("result 1-0 resignation");
        carol.expect("rating -162");
        dave.expect("move cho B9-C7");
        dave.expect("turn han");
        dave.expect("result 1-0 resignation");
        dave.expect("rating +162");

        // Alice (1500?) waits in the pool; dave (1662?) comes, 162 away, beyond the first 150 points.
        ClubClient.Terminal alice = client.terminal("alice", aliceKey, "pool 5m+3s");
        open.add(alice);
        java.util.regex.Matcher waits = java.util.regex.Pattern.compile("\\(game ([a-z0-9]{5})\\)")
                .matcher(alice.await("Waiting in the pool 5m+3s"));
        assertTrue(waits.find());
        String alices = waits.group(1);
        String daves = dave.send("pool 5m+3s").expect("game ").split(" ")[1];
        assertTrue(!alices.equals(daves), alices);
        String waiting = client.exec("alice", aliceKey, "pool").out();
        assertTrue(waiting.contains("pool 3m+2s  nobody waits"), waiting);
        assertTrue(
                waiting.lines()
                        .anyMatch(l ->
                                l.startsWith("pool 5m+3s  ") && l.contains("dave 1662?") && l.contains("alice 1500?")),
                waiting);
        // Both wait: once alice's range reaches dave's rating, some 2.5 s on (12 points and a fraction, at 5 a
        // second), dave, the newer, moves to her game, and his is withdrawn.
        time.pass(2_000);
        String before = client.exec("alice", aliceKey, "pool").out();
        assertTrue(before.contains("alice 1500?") && before.contains("dave 1662?"), before);
        time.pass(1_000);
        // He moves on to her game (and its setup phase) as to a rematch, and her screen shows him at his seat,
        // not away, once he is there.
        dave.expect("game " + alices + " start ");
        alice.await("dave at his seat", screen -> screen.contains("dave sits down as") && !screen.contains("(away)"));
        assertTrue(client.exec("alice", aliceKey, "pool").out().contains("\npool 5m+3s  nobody waits\n"));
        assertTrue(!client.exec("dave", daveKey, "games").out().contains(daves));

        // Carol (1338?) waits; five seconds on her range is 175 points, and bob (1500?), 162 away, sits with her.
        String carols = carol.send("pool 5m+3s").expect("game ").split(" ")[1];
        time.pass(5_000);
        TestBot bob = bot("bob", bobKey);
        bob.send("pool 5m+3s").expect("game " + carols + " start ");
        carol.expect("game " + carols + " start ");
        TestBot erin = bot("erin", ClubClient.newKey());
        erin.send("pool 4m").expect("error no pool '4m': the pools are 3m+2s, 5m+3s, 10m+5s, 20m+3x30s");
        // A game waiting for an opponent does not abort itself, however long it waits.
        erin.send("pool 10m+5s").expect("game ");
        time.pass(240_000);
        assertTrue(client.exec("alice", aliceKey, "pool").out().contains("\npool 10m+5s  erin 1500?\n"));
    }

    @Test
    void aSecondPoolOrSeekWaitsAgainAtTheOlderGameRatherThanOpeningAnother() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        String pooled = alice.send("pool 5m+3s").expect("game ").split(" ")[1];
        alice.send("leave");
        alice.send("pool 5m+3s").expect("game " + pooled + " open ");
        String seeking = alice.send("seek --days 2 --casual").expect("game ").split(" ")[1];
        TestBot again = bot("alice", aliceKey);
        again.send("seek --days 2 --casual").expect("game " + seeking + " open ");
        assertTrue(client.exec("alice", aliceKey, "pool").out().contains("\npool 5m+3s  alice 1500?\n"));
        assertEquals(
                2,
                client.exec("alice", aliceKey, "games")
                        .out()
                        .lines()
                        .filter(l -> l.contains("\topen\t"))
                        .count());
    }

    @Test
    void aTakebackGivesNoTimeBack() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        begin(alice, bob, "--clock 1m", "clock cho 60000 han 60000");
        time.pass(10_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            b.expect("clock cho 50000 han 60000");
            b.expect("turn han");
        }
        time.pass(20_000);
        alice.send("move B0-C2");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move han B0-C2");
            b.expect("clock cho 50000 han 40000");
            b.expect("turn cho");
        }
        time.pass(5_000);
        bob.send("takeback");
        alice.expect("offer takeback cho");
        time.pass(3_000);
        alice.send("takeback");
        for (TestBot b : List.of(bob, alice)) {
            if (b == bob) {
                b.expect("offer takeback cho");
            }
            b.expect("takeback 0");
            // Cho's eight seconds since Han's move are spent, and neither side's time comes back.
            assertEquals("clock cho 42000 han 40000", b.expect("clock "));
            b.expect("turn cho");
        }
        time.pass(2_000);
        bob.send("move B9-C7");
        bob.expect("move cho B9-C7");
        assertEquals("clock cho 40000 han 40000", bob.expect("clock "));
    }

    @Test
    void aGameNobodyPlaysAbortsItselfAfterThreeMinutesWithNoRating() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = begin(alice, bob, "--clock 10m", "clock cho 600000 han 600000");
        time.pass(60_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            b.expect("clock ");
            b.expect("turn han");
        }
        time.pass(Room.ABORT_AFTER_MS - 60_000 - 1);
        assertEquals(1, time.pending());
        time.pass(1);
        for (TestBot b : List.of(bob, alice)) {
            assertEquals("result * aborted", b.expect("result "));
        }
        assertEquals(0, time.pending(), "no clock runs in an aborted game");
        String row = gamesRow("bob", bobKey, code);
        assertTrue(row.contains("\taborted\t"), row);
    }

    @Test
    void aClockThatRunsOutBeforeEachSideHasMovedAbortsTheGameRatherThanLosingItOnTime() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = begin(alice, bob, "--clock 1m", "clock cho 60000 han 60000");
        time.pass(60_001);
        for (TestBot b : List.of(bob, alice)) {
            assertEquals("result * aborted", b.expect("result "));
        }
        String row = gamesRow("bob", bobKey, code);
        assertTrue(row.endsWith("\taborted\t0\t-"), row);
    }

    @Test
    void aSetupNotChosenInTimeIsNbbnAndNoClockRunsMeanwhile() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = alice.send("open --side han --clock 1m").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("game " + code + " start han");
        alice.expect("choose setup");
        assertEquals(1, time.pending(), "an alarm for Han's time to choose, and none for a clock");
        time.pass(Room.SETUP_MS - 1);
        bob.send("move B9-C7").expect("error the setups are being chosen first: alice chooses now");
        time.pass(1);
        for (TestBot b : List.of(bob, alice)) {
            b.expect("setup han NBBN");
        }
        bob.expect("choose setup");
        time.pass(10_000);
        bob.send("setup BNBN");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("setup cho BNBN");
            // Seventy seconds have passed, and the clocks have their minute each: they start now.
            assertEquals("clock cho 60000 han 60000", b.expect("clock "));
            b.expect("turn cho");
        }
        String pgn = client.exec("bob", bobKey, "export " + code).out();
        assertTrue(pgn.contains("[Setup \"BNBN/NBBN\"]"), pgn);
    }

    @Test
    void aFlagFallsWhileNobodyTypesAndTheRecordKeepsTheClocks() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = begin(alice, bob, "--clock 1m+3x5s", "clock cho 60000 han 60000 periods 3 3");
        String who = client.exec("bob", bobKey, "who").out();
        assertTrue(who.contains(code + "  janggi 1m+3x5s  bob - alice"), who);
        time.pass(10_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            assertEquals("clock cho 50000 han 60000 periods 3 3", b.expect("clock "));
            b.expect("turn han");
        }
        // Both have moved (before that, a flag would abort the game), at once.
        play(alice, bob, "B0-C2");
        play(bob, alice, "I6-I5");
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
        assertTrue(client.exec("bob", bobKey, "games").out().contains("\t1-0\t3\t+"));
    }

    @Test
    void aMoveAfterTheTimeIsUpIsNotPlayedThoughTheAlarmHasNotRungYet() throws Exception {
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        begin(alice, bob, "--clock 30s", "clock cho 30000 han 30000");
        play(bob, alice, "B9-C7");
        play(alice, bob, "B0-C2");
        time.pass(30_000);
        bob.send("move I6-I5");
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
        alice.expect("game");
        alice.setsUp("NBBN");
        bob.await("your setup as Cho");
        bob.keys("\r");
        String screen = bob.await("Your move");
        assertTrue(screen.contains("Cho clock: 1:00") && screen.contains("Han clock: 1:00"), screen);
        time.pass(3_000);
        bob.keys("B9-C7\r");
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
        alice.expect("clock ");
        alice.expect("turn cho");
        alice.expect("move cho B9-C7");
        alice.expect("clock ");
        alice.expect("turn han");
        // Both move (before that, a flag would abort the game), then alice goes on Han's turn.
        alice.send("move B0-C2").expect("move han B0-C2");
        bob.await("alice plays B0-C2.");
        bob.keys("I6-I5\r");
        alice.expect("clock ");
        alice.expect("turn cho");
        alice.expect("move cho I6-I5");
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
        String code = begin(alice, bob, "--clock 1m", "clock cho 60000 han 60000");
        time.pass(10_000);
        play(bob, alice, "B9-C7");
        play(alice, bob, "B0-C2");
        play(bob, alice, "I6-I5");
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
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
        alice.expect("moves B9-C7 B0-C2 I6-I5");
        assertEquals("clock cho 50000 han 35000", alice.expect("clock "));
        alice.expect("turn han");
        time.pass(35_001);
        alice.expect("result 1-0 on_time");
    }

    @Test
    void theComputerPlaysOnTheClockAndItsMovesAreCharged() throws Exception {
        ClubClient.Terminal alice = client.terminal("alice", aliceKey, "play --clock 1m+2s --level 1 --side cho");
        open.add(alice);
        // The computer has chosen Han's setup at once; alice takes NBBN with Enter.
        alice.await("your setup as Cho");
        alice.keys("\r");
        alice.await("Your move");
        time.pass(4_000);
        alice.type("B9-C7");
        String screen = alice.await("the computer's answer", s -> s.contains("1. B9-C7  "));
        assertTrue(screen.contains("Cho clock: 0:58"), screen);
        String pgn = client.exec("alice", aliceKey, "games").out();
        String code = pgn.lines().toList().get(1).split("\t")[0];
        String record = client.exec("alice", aliceKey, "export " + code).out();
        assertTrue(record.contains("[TimeControl \"1m+2s\"]"), record);
        assertTrue(record.contains("1. B9-C7 {[%clk 0:00:58]} 1... "), record);
        assertTrue(record.contains("{[%clk 0:01:02]}"), "the computer took no time the test let pass: " + record);
    }

    /** The row of game {@code code} in {@code name}'s {@code games}. */
    private String gamesRow(String name, KeyPair key, String code) throws IOException {
        return client.exec(name, key, "games")
                .out()
                .lines()
                .filter(l -> l.startsWith(code))
                .findFirst()
                .orElseThrow();
    }

    @Test
    void aCorrespondenceGameGoesOnAcrossLoginsAndEachPlayerIsToldTheMovePlayedWhileAway() throws Exception {
        TestBot alice = bot("alice", aliceKey).skipping("away ").skipping("back ");
        TestBot bob = bot("bob", bobKey).skipping("away ").skipping("back ");
        String code = begin(alice, bob, "--days 3", "clock cho 259200000 han 259200000 periods 1 1");
        // Nobody has moved for longer than a live game waits: a correspondence game does not abort itself.
        time.pass(Room.ABORT_AFTER_MS);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            b.expect("clock cho 259200000 han 259200000 periods 1 1");
            b.expect("turn han");
        }
        alice.close();
        bob.close();
        assertTrue(gamesRow("alice", aliceKey, code).contains("\tyour move\t"));
        assertTrue(gamesRow("bob", bobKey, code).contains("\t*\t"));

        // A day later alice comes back: told it is her move, she plays it and goes.
        time.pass(86_400_000);
        alice = bot("alice", aliceKey);
        alice.expect("yourmove " + code);
        alice.send("join " + code).expect("game " + code + " start han rules janggi clock 0+1x3d rated yes");
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
        alice.expect("moves B9-C7");
        assertEquals("clock cho 259200000 han 172800000 periods 1 1", alice.expect("clock "));
        alice.expect("turn han");
        alice.send("move B0-C2").expect("move han B0-C2");
        // Her move within her days gives her all three again.
        alice.expect("clock cho 259200000 han 259200000 periods 1 1");
        alice.send("quit");

        // Bob's lobby tells him what she played while he was away, and the game waits for him there.
        try (ClubClient.Terminal b = client.terminal("bob", bobKey, null)) {
            String lobby = b.await("Your move in " + code + ": alice played B0-C2");
            assertTrue(
                    lobby.contains(
                            "Your move (1)\n  Your move in " + code + ": alice played B0-C2  (janggi 3 days a move)"),
                    lobby);
            assertTrue(lobby.contains("Your unfinished games to resume (0)"), lobby);
            // In Korean notation the move names the piece, read from the position before it.
            Game before = Game.start(RuleSet.named("janggi").orElseThrow(), Setup.parse("NBBN"), Setup.parse("NBBN"));
            before.play(DisplayMove.parse("B9-C7", before.position()));
            String korean = KoreanMove.of(DisplayMove.parse("B0-C2", before.position()), before.position());
            b.type("notation korean");
            b.await("Your move in " + code + ": alice played " + korean + "  (janggi 3 days a move)");
            b.type("notation martin");
            b.await("Your move in " + code + ": alice played B0-C2");
            b.keys("\r");
            b.await("Cho clock: 3d 0:00:00");
            b.type("I6-I5");
            b.await("2. I6-I5");
        }
        TestBot again = bot("bob", bobKey);
        again.send("join " + code).expect("game " + code + " start cho");
        assertEquals("moves B9-C7 B0-C2 I6-I5", again.skipping("setup ").expect("moves "));
        assertTrue(gamesRow("alice", aliceKey, code).contains("\tyour move\t"));
    }

    @Test
    void aKeyPlaysTwoCorrespondenceGamesBesideItsLiveGame() throws Exception {
        TestBot alice = bot("alice", aliceKey).skipping("away ").skipping("back ");
        TestBot bob = bot("bob", bobKey).skipping("away ").skipping("back ");
        String live = begin(alice, bob, "--clock 5m", "clock cho 300000 han 300000");
        // A second connection of each key opens and plays two correspondence games meanwhile.
        TestBot alice2 = bot("alice", aliceKey).skipping("away ").skipping("back ");
        TestBot bob2 = bot("bob", bobKey).skipping("away ").skipping("back ");
        String first = begin(alice2, bob2, "--days 2", "clock cho 172800000 han 172800000 periods 1 1");
        String second = begin(alice2, bob2, "--days 5", "clock cho 432000000 han 432000000 periods 1 1");
        alice2.skipping("setup ").skipping("clock ").skipping("turn ");
        bob2.skipping("setup ").skipping("clock ").skipping("turn ");
        bob2.send("move B9-C7").expect("move cho B9-C7");
        alice2.expect("move cho B9-C7");
        alice2.send("join " + first).expect("game " + first + " start han");
        bob2.send("join " + first).expect("game " + first + " start cho");
        bob2.send("move A6-A5");
        alice2.expect("move cho A6-A5");
        alice2.send("move A3-A4").expect("move han A3-A4");
        // The live game went on beside them, untouched.
        bob.send("move I6-I5");
        alice.expect("move cho I6-I5");
        alice.expect("clock ");
        alice.expect("turn han");
        assertEquals(
                List.of("your move", "*", "your move"),
                List.of(live, first, second).stream()
                        .map(code -> {
                            try {
                                return gamesRow("alice", aliceKey, code).split("\t")[4];
                            } catch (IOException e) {
                                throw new java.io.UncheckedIOException(e);
                            }
                        })
                        .toList());
        // A bot logging in is told of the correspondence game that waits for its move; the live one it is at already.
        TestBot alice3 = bot("alice", aliceKey);
        alice3.expect("yourmove " + second);
        alice3.send("say nothing more").expect("error ");
    }

    @Test
    void aCorrespondenceFlagFallsWhenTheDaysForAMovePassAndAFirstMoveNeverMadeAborts() throws Exception {
        TestBot alice = bot("alice", aliceKey).skipping("clock ");
        TestBot bob = bot("bob", bobKey).skipping("clock ");
        begin(alice, bob, "--days 1", "clock cho 86400000 han 86400000 periods 1 1");
        time.pass(20 * 3_600_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            b.expect("turn han");
        }
        time.pass(23 * 3_600_000);
        alice.send("move B0-C2");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move han B0-C2");
            b.expect("turn cho");
        }
        time.pass(86_400_000 - 1);
        bob.send("say still here").expect("said bob still here");
        alice.expect("said bob still here");
        // The alarm looks a millisecond past the moment, as for every flag.
        time.pass(2);
        for (TestBot b : List.of(bob, alice)) {
            b.expect("result 0-1 on_time");
        }
        alice.expect("rating +");
        bob.expect("rating -");

        // Han, whose first move never comes, aborts the game rather than losing it on time.
        String code = begin(alice, bob, "--days 1", "clock cho 86400000 han 86400000 periods 1 1");
        time.pass(3_600_000);
        bob.send("move B9-C7");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("move cho B9-C7");
            b.expect("turn han");
        }
        time.pass(86_400_000 - 1);
        assertEquals(1, time.pending());
        time.pass(1);
        for (TestBot b : List.of(bob, alice)) {
            assertEquals("result * aborted", b.expect("result "));
        }
        assertTrue(gamesRow("bob", bobKey, code).contains("\taborted\t"));
    }
}
