package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.store.Player;
import janggi.store.PostgresSchema;
import janggi.store.Store;
import janggi.store.StoreException;
import janggi.store.StoredGame;
import janggi.store.StoredMove;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Storage failures are told, never hidden: a write the database does not take is confirmed to
 * nobody and the club recovers when it can write again; a database file deleted or overwritten
 * while the server runs stops the moves, and the next start does not open an empty club; the
 * server backs the club up as it runs; a crash charges no clock for the server's downtime.
 */
class ClubStorageTest {
    private static final String NOT_STORED = "error the move could not be stored, so it was not played; try again";
    private static final String LOST = "error the club's database is lost, so this was not done";

    @TempDir
    Path dir;

    private final FakeClubTime time = new FakeClubTime();
    private final List<AutoCloseable> open = new ArrayList<>();
    private final KeyPair aliceKey = ClubClient.newKey();
    private final KeyPair bobKey = ClubClient.newKey();
    private ClubServer server;
    private ClubClient client;

    private void start(ClubConfig.Storage storage) throws IOException {
        start(dir, storage);
    }

    private void start(Path data, ClubConfig.Storage storage) throws IOException {
        server = ClubServer.start(
                new ClubConfig(
                        "127.0.0.1",
                        0,
                        data,
                        null,
                        200,
                        5,
                        10,
                        Duration.ofMinutes(30),
                        1,
                        null,
                        true,
                        false,
                        storage,
                        ClubConfig.Door.DEFAULT),
                time);
        client = new ClubClient(server.port());
        open.add(client);
        open.add(server);
    }

    @AfterEach
    void stop() throws Exception {
        for (int i = open.size() - 1; i >= 0; i--) {
            open.get(i).close();
        }
    }

    private TestBot bot(String name, KeyPair key) throws Exception {
        TestBot bot = new TestBot(client, name, key);
        open.add(bot);
        bot.skipping("clock").skipping("turn").skipping("away").skipping("back");
        bot.expect("hello");
        return bot;
    }

    /** Alice (Cho) and bob at a new game; its code. */
    private String game(TestBot alice, TestBot bob) throws Exception {
        String code = alice.send("open --side cho --clock 10m").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start han");
        alice.expect("game " + code + " start cho");
        bob.setsUp("NBBN");
        alice.expect("setup han NBBN");
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("setup cho NBBN");
        }
        return code;
    }

    private String log() throws IOException {
        return Files.readString(dir.resolve("club.log"));
    }

    @Test
    void aWriteTheStoreRefusesIsConfirmedToNobodyAndTheClubRecoversWhenItCanWriteAgain() throws Exception {
        start(ClubConfig.Storage.DEFAULT);
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = game(alice, bob);
        AtomicBoolean full = new AtomicBoolean(true);
        server.store().beforeEachWrite(() -> {
            if (full.get()) {
                throw new IllegalStateException("No space left on device (test)");
            }
        });
        alice.send("move B9-C7").expect(NOT_STORED);
        alice.send("say hello").expect("error the line could not be stored, so nobody heard it");
        alice.send("resign").expect("error the resignation could not be stored, so the game goes on");
        assertTrue(log().contains("game " + code + ": move B9-C7 NOT stored"), log());
        full.set(false);
        alice.send("move B9-C7").expect("move cho B9-C7");
        bob.expect("move cho B9-C7");
        server.close();
        assertTrue(log().contains("stopped; everything is stored"), log());
        start(ClubConfig.Storage.DEFAULT);
        assertTrue(client.exec("alice", aliceKey, "export " + code).out().contains("1. B9-C7"));
    }

    @Test
    void theClocksOfAServerOfTheClubThatDiedStopWhereItWasLastKnownAlive() throws Exception {
        try (PostgresSchema schema = PostgresSchema.create()) {
            server = ClubServer.start(
                    new ClubConfig(
                            "127.0.0.1",
                            0,
                            dir,
                            schema.url(),
                            200,
                            5,
                            10,
                            Duration.ofMinutes(30),
                            1,
                            null,
                            true,
                            false),
                    time);
            long started = time.millis();
            // The peer plays a game on a clock, notes that it is alive, and dies.
            try (Store peer = Store.open(schema.url())) {
                Player alice = new Player("SHA256:alice", "alice");
                Player bob = new Player("SHA256:bob", "bob");
                peer.players().claim(alice.fingerprint(), alice.name());
                peer.players().claim(bob.fingerprint(), bob.name());
                peer.games().create("peers", "janggi", "NBBN/NBBN", "10m", alice, bob, null, true);
                peer.games().startClock("peers", 0, started);
                peer.servers().alive(started + 2_000);
            }
            // Dead once this server has noted itself alive so many times without a note of the peer.
            for (int i = 0; i <= Club.DEAD_AFTER_NOTES; i++) {
                time.pass(Club.ALIVE_EVERY_MS);
                server.club().alive();
            }
            StoredGame game = server.store().games().find("peers").orElseThrow();
            assertEquals(null, game.clockStartedMs(), "its clock stands until a server brings the game back");
            assertEquals(2_000, game.clockUsedMs(), "charged until the peer's last note");
            server.close();
        }
    }

    @Test
    void aFullDiskRefusesTheMovesWhileItIsFullAndKeepsEveryMoveItConfirmed() throws Exception {
        Path disk = Files.createDirectories(dir.resolve("disk"));
        SmallDisk.mount(disk, "8m");
        try {
            start(disk, ClubConfig.Storage.DEFAULT);
            FastBot alice = new FastBot(client, "alice", aliceKey, 20, 1);
            FastBot bob = new FastBot(client, "bob", bobKey, 20, 2);
            open.add(alice);
            open.add(bob);
            alice.send("open --side cho");
            String code = alice.await("game ").split(" ")[1];
            bob.send("join " + code);
            bob.await("game ");
            alice.play();
            bob.play();
            awaitConfirmed(alice, 10);
            Path filler = SmallDisk.fill(disk);
            // Whoever is to move hears the refusals: the bot whose move was in flight may be either.
            long until = System.nanoTime() + TimeUnit.SECONDS.toNanos(20);
            while (alice.unstored() + bob.unstored() < 5 && System.nanoTime() < until) {
                Thread.sleep(10);
            }
            assertTrue(
                    alice.unstored() + bob.unstored() >= 5,
                    "the full disk refuses moves: " + (alice.unstored() + bob.unstored()) + " refused after "
                            + alice.confirmed().size() + " moves, result " + alice.result());
            Files.delete(filler);
            int before = alice.confirmed().size();
            awaitConfirmed(alice, before + 10);
            alice.close();
            bob.close();
            List<String> confirmed =
                    alice.confirmed().size() >= bob.confirmed().size() ? alice.confirmed() : bob.confirmed();
            assertTrue(confirmed.size() >= before + 10, "the club plays on once the disk has room again");
            server.close();
            assertTrue(Files.readString(disk.resolve("club.log")).contains("NOT stored"));
            start(disk, ClubConfig.Storage.DEFAULT);
            try (FastBot back = new FastBot(client, "alice", aliceKey, 20, 3)) {
                back.send("join " + code);
                back.await("turn ");
                List<String> stored = back.confirmed();
                assertEquals(
                        confirmed,
                        stored.subList(0, Math.min(stored.size(), confirmed.size())),
                        "every confirmed move is kept");
            }
        } finally {
            for (int i = open.size() - 1; i >= 0; i--) {
                open.get(i).close();
            }
            open.clear();
            SmallDisk.unmount(disk);
        }
    }

    /** Waits until {@code bot} has been told {@code n} more moves. */
    /**
     * Waits until {@code bot} has been confirmed {@code n} moves in all. Counting lines alone
     * would not do: the lines of moves confirmed before are still queued, and would be counted
     * again.
     */
    private static void awaitConfirmed(FastBot bot, int n) throws InterruptedException {
        while (bot.confirmed().size() < n) {
            assertTrue(bot.await("move ") != null, "the game goes on");
        }
    }

    @Test
    void aClubOnH2MovesToSqliteOnItsFirstStartWithNothingLost() throws Exception {
        Player alice = new Player("SHA256:alice", "alice");
        Player bob = new Player("SHA256:bob", "bob");
        try (Store h2 = Store.open("jdbc:h2:file:" + dir.resolve("club") + ";DB_CLOSE_ON_EXIT=FALSE")) {
            h2.players().claim(alice.fingerprint(), alice.name());
            h2.players().claim(bob.fingerprint(), bob.name());
            h2.games().create("older", "janggi", "NBBN/NBBN", null, alice, bob, null, false);
            h2.games()
                    .addMove(
                            "older",
                            new StoredMove(
                                    0,
                                    janggi.notation.DisplayMove.parse(
                                            "B9-C7",
                                            janggi.core.Game.start(
                                                            janggi.core.RuleSet.JANGGI,
                                                            janggi.core.Setup.STANDARD,
                                                            janggi.core.Setup.STANDARD)
                                                    .position()),
                                    "B9-C7",
                                    null),
                            null,
                            null);
            h2.chat().add("older", alice.fingerprint(), alice.name(), "good luck");
        }
        Files.writeString(dir.resolve("club.log"), "an older club's log\n");
        start(ClubConfig.Storage.DEFAULT);
        assertTrue(Files.exists(Store.embeddedFile(dir)));
        assertTrue(Files.exists(dir.resolve("club.mv.db.moved-to-sqlite")));
        assertTrue(
                client.exec("carol", ClubClient.newKey(), "export older").out().contains("1. B9-C7"));
        assertEquals(
                "good luck", server.store().chat().recent("older", 1).get(0).text());
        assertEquals(
                "alice",
                server.store()
                        .players()
                        .byKey(alice.fingerprint())
                        .orElseThrow()
                        .name(),
                "alice's name is still her key's");
    }

    @Test
    void aDatabaseFileDeletedWhileTheServerRunsStopsTheMovesAndTheRestartOpensNoEmptyClub() throws Exception {
        start(ClubConfig.Storage.DEFAULT);
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        game(alice, bob);
        alice.send("move B9-C7").expect("move cho B9-C7");
        bob.expect("move cho B9-C7");
        Files.delete(Store.embeddedFile(dir));
        bob.send("move B0-C2").expect(LOST);
        alice.send("say hello?").expect(LOST);
        server.close();
        assertTrue(
                log().contains("stopped; NOT stored: the database file " + Store.embeddedFile(dir) + " was deleted"),
                log());
        StoreException refused = assertThrows(StoreException.class, () -> start(ClubConfig.Storage.DEFAULT));
        assertEquals(StoreException.Kind.MISSING, refused.kind());
        start(new ClubConfig.Storage(true, null, Duration.ofHours(1), 7));
        assertEquals(1, client.exec("alice", aliceKey, "export nosuch").status());
    }

    @Test
    void aDatabaseFileOverwrittenWhileTheServerRunsStopsTheMoves() throws Exception {
        start(ClubConfig.Storage.DEFAULT);
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        game(alice, bob);
        Files.write(
                Store.embeddedFile(dir),
                "this is no database".getBytes(StandardCharsets.US_ASCII),
                StandardOpenOption.WRITE);
        alice.send("move B9-C7").expect(LOST);
        assertTrue(log().contains("was overwritten while the server ran"), log());
    }

    @Test
    void aBackupMadeWhileTheClubPlaysIsAClubAServerStartsOn() throws Exception {
        Path backups = dir.resolve("backups");
        start(new ClubConfig.Storage(false, backups, Duration.ofHours(1), 2));
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", bobKey);
        String code = game(alice, bob);
        alice.send("move B9-C7").expect("move cho B9-C7");
        bob.expect("move cho B9-C7");
        server.backUp();
        server.backUp();
        bob.send("move B0-C2").expect("move han B0-C2");
        Path last = server.backUp();
        try (var copies = Files.list(backups)) {
            assertEquals(2, copies.count(), "the newest two copies are kept");
        }
        String export = client.exec("alice", aliceKey, "export " + code).out();
        Path restored = dir.resolve("restored");
        Files.createDirectories(restored);
        Files.copy(last, Store.embeddedFile(restored));
        try (ClubServer other = ClubServer.start(new ClubConfig(
                        "127.0.0.1", 0, restored, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false));
                ClubClient there = new ClubClient(other.port())) {
            assertEquals(export, there.exec("alice", aliceKey, "export " + code).out());
        }
    }

    @Test
    void aCrashChargesTheClockOnlyUntilTheServerWasLastKnownAlive() throws Exception {
        long started = time.millis();
        // What a crashed server leaves: a clock running since it started, and its last note of being alive.
        try (Store crashed = Store.openEmbedded(dir)) {
            Player alice = new Player("SHA256:alice", "alice");
            Player bob = new Player("SHA256:bob", "bob");
            crashed.players().claim(alice.fingerprint(), alice.name());
            crashed.players().claim(bob.fingerprint(), bob.name());
            crashed.games().create("crash", "janggi", "NBBN/NBBN", "10m", alice, bob, null, true);
            crashed.games().startClock("crash", 0, started);
            crashed.servers().alive(started + 3_000);
        }
        time.pass(Duration.ofMinutes(5).toMillis());
        start(ClubConfig.Storage.DEFAULT);
        // Stopped at the last note, and started again as the server came back: 3 s charged, not 5 min.
        StoredGame game = server.store().games().find("crash").orElseThrow();
        assertEquals(3_000, game.clockUsedMs());
        assertEquals(time.millis(), game.clockStartedMs());
        assertTrue(log().contains("clocks stopped where their server was last known alive: crash"), log());
    }
}
