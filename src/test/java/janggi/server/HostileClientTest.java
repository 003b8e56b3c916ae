package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.store.Player;
import janggi.store.Store;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.signature.BuiltinSignatures;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club under attack, each attack from one party on loopback addresses of its own
 * (127.0.0.x), and measured by what the others still get: a flood of connections that never log
 * in, names forged to write the log, accents stacked to garble every screen, games opened by the
 * thousand, the computer kept busy by one party, weak keys and the operator's names. MINA's
 * client plays everyone, as OpenSSH's would (OpenSshTest).
 */
class HostileClientTest {
    private static final String ZALGO = "a" + "\u0301".repeat(30);

    @TempDir
    Path dir;

    private final KeyPair alice = ClubClient.newKey();
    private final KeyPair bob = ClubClient.newKey();
    private final KeyPair carol = ClubClient.newKey();
    private ClubServer server;
    private ClubClient client;
    private final List<AutoCloseable> open = new ArrayList<>();

    private ClubConfig config(int maxSessions, ClubConfig.Door door, boolean logToStderr) {
        return new ClubConfig(
                "127.0.0.1",
                0,
                dir,
                null,
                maxSessions,
                5,
                10,
                Duration.ofMinutes(30),
                1,
                null,
                true,
                logToStderr,
                ClubConfig.Storage.DEFAULT,
                door);
    }

    private void start(ClubConfig config) throws IOException {
        server = ClubServer.start(config);
        client = new ClubClient(server.port());
    }

    private void start() throws IOException {
        start(config(200, ClubConfig.Door.DEFAULT, false));
    }

    /** A client from another loopback address, closed after the test. */
    private ClubClient from(String address) {
        ClubClient other = new ClubClient(server.port(), address);
        open.add(other);
        return other;
    }

    @AfterEach
    void stop() throws Exception {
        for (AutoCloseable c : open) {
            c.close();
        }
        if (client != null) {
            client.close();
        }
        if (server != null) {
            server.close();
        }
    }

    private List<String> log() throws IOException {
        return Files.readAllLines(dir.resolve("club.log"), StandardCharsets.UTF_8);
    }

    /** A TCP connection from {@code address} that sends the SSH greeting, or nothing, and never logs in. */
    private Socket idle(String address, boolean greets) throws IOException {
        Socket s = new Socket();
        open.add(s);
        s.bind(new InetSocketAddress(address, 0));
        s.connect(new InetSocketAddress("127.0.0.1", server.port()), 5_000);
        if (greets) {
            s.getOutputStream().write("SSH-2.0-flood\r\n".getBytes(StandardCharsets.US_ASCII));
        }
        return s;
    }

    /** Whether the server closes {@code s} within {@code seconds}, reading (and dropping) what it sends meanwhile. */
    private static boolean closedWithin(Socket s, long seconds) throws IOException {
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(seconds);
        InputStream in = s.getInputStream();
        byte[] buffer = new byte[4096];
        while (System.nanoTime() < deadline) {
            s.setSoTimeout((int) Math.max(1, TimeUnit.NANOSECONDS.toMillis(deadline - System.nanoTime())));
            try {
                if (in.read(buffer) < 0) {
                    return true;
                }
            } catch (SocketTimeoutException e) {
                return false;
            } catch (IOException e) {
                return true;
            }
        }
        return false;
    }

    private static KeyPair key(String type, int bits) {
        try {
            return KeyUtils.generateKeyPair(type, bits);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    // ---- 1. a flood of connections that never log in ------------------------------------

    @Test
    void afterAFloodOf250ConnectionsThatNeverLogInAPlayerFromAnotherAddressGetsWho() throws Exception {
        start();
        for (int i = 0; i < 250; i++) {
            idle("127.0.0.2", i % 2 == 0);
        }
        ClubClient.Result who = client.exec("alice", alice, "who");
        assertEquals(0, who.status(), who.err());
        assertTrue(who.out().startsWith("Players online"), who.out());
        assertThrows(IOException.class, () -> from("127.0.0.2").exec("mallory", ClubClient.newKey(), "who"));
        // The door says it once; a library may add a stray warning naming the address under load
        // (a connection reset), but nothing logs once a connection.
        List<String> log = log();
        long door = log.stream()
                .filter(l -> l.contains("connections from 127.0.0.2 refused"))
                .count();
        long naming = log.stream().filter(l -> l.contains("127.0.0.2")).count();
        assertEquals(1, door, "the door tells of the flood once:\n" + String.join("\n", log));
        assertTrue(naming < 10, "the flood is not logged once a connection:\n" + String.join("\n", log));
    }

    @Test
    void connectionsHeldPastTheGraceTimeAreClosedAndTheirAddressIsRefusedForAWhile() throws Exception {
        start(config(200, new ClubConfig.Door(3, 200, Duration.ofSeconds(2)), false));
        List<Socket> held = List.of(idle("127.0.0.3", true), idle("127.0.0.3", false), idle("127.0.0.3", true));
        for (Socket s : held) {
            assertTrue(closedWithin(s, 15), "closed after the login grace time");
        }
        assertTrue(closedWithin(idle("127.0.0.3", true), 2), "the address is refused at once now");
        assertFalse(closedWithin(idle("127.0.0.4", true), 1), "another address is not");
        assertEquals(0, client.exec("alice", alice, "who").status());
    }

    @Test
    void maxSessionsCountsPlayersLoggedInAndTellsTheOneTooManyWhy() throws Exception {
        start(config(2, ClubConfig.Door.DEFAULT, false));
        for (int i = 0; i < 8; i++) {
            idle("127.0.0.5", true);
        }
        try (ClubClient.Terminal a = client.terminal("alice", alice, null);
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            a.await("Welcome");
            b.await("Welcome");
            assertThrows(IOException.class, () -> client.exec("carol", carol, "who"));
            assertTrue(
                    log().stream().anyMatch(l -> l.contains("refused: the club is full: 2 players connected")),
                    String.join("\n", log()));
        }
    }

    @Test
    void aKeyThatFailsEveryFewSecondsLocksOutNobodyElseAtItsAddress() throws Exception {
        start();
        ClubClient shared = from("127.0.0.6");
        assertEquals(0, shared.exec("bob", bob, "games").status(), "bob plays from the shared address");
        KeyPair stale = ClubClient.newKey();
        for (int i = 0; i < 12; i++) {
            assertNotEquals(0, shared.exec("bob", stale, "games").status(), "a new key asks for bob's name");
        }
        assertEquals(0, shared.exec("bob", bob, "games").status(), "bob still gets in");
        assertEquals(0, shared.exec("dave", ClubClient.newKey(), "games").status(), "and a newcomer");
        for (int i = 0; i < 10; i++) {
            try {
                shared.exec("bob", ClubClient.newKey(), "games");
            } catch (IOException refusedAtTheDoor) {
                // the last of them, once the address is guessing
            }
        }
        assertThrows(
                IOException.class, () -> shared.exec("erin", ClubClient.newKey(), "games"), "guessing: new keys wait");
        assertEquals(0, shared.exec("bob", bob, "games").status(), "known players still get in");
    }

    // ---- 2. forged names in the log ----------------------------------------------------

    @Test
    void aForgedNameLeavesNoControlAndNoForgedRecordInTheLogNorOnStandardError() throws Exception {
        PrintStream stderr = System.err;
        ByteArrayOutputStream captured = new ByteArrayOutputStream();
        System.setErr(new PrintStream(captured, true, StandardCharsets.UTF_8));
        try {
            start(config(200, ClubConfig.Door.DEFAULT, true));
            String forged = ServerLogTest.FORGED;
            assertEquals(0, client.exec(forged, null, "who").status(), "a guest under the name");
            ClubClient.Result fresh = client.exec(forged, ClubClient.newKey(), "games");
            assertNotEquals(0, fresh.status());
            try (ClubClient.Terminal t = client.terminal(forged, ClubClient.newKey(), null)) {
                assertNotEquals(0, t.exitStatus());
            }
            server.close();
            server = null;
        } finally {
            System.setErr(stderr);
        }
        List<String> file = log();
        assertTrue(file.stream().anyMatch(l -> l.contains("\\x1B]0;PWNED")), "the name is quoted, escaped");
        for (List<String> lines :
                List.of(file, captured.toString(StandardCharsets.UTF_8).lines().toList())) {
            assertFalse(lines.isEmpty());
            for (String line : lines) {
                assertTrue(line.matches(ServerLogTest.RECORD), "a line that is no record: " + line);
                assertFalse(line.chars().anyMatch(c -> c < ' '), "a control in: " + line);
            }
        }
    }

    // ---- 3. accents stacked in chat ----------------------------------------------------

    @Test
    void stackedAccentsInChatReachNoSpectatorAsNulOrDebris() throws Exception {
        start();
        ClubClient.Terminal[] b = new ClubClient.Terminal[1];
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            b[0] = client.terminal("bob", bob, "join " + code);
            open.add(b[0]);
            ClubServerTest.setUp(a, b[0]);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("bob (Cho) to move");
                for (int i = 0; i < 5; i++) {
                    a.type("say " + ZALGO + i);
                    c.await("\u00e1" + i);
                }
                b[0].type("B9-C7");
                String screen = c.await("bob plays B9-C7.");
                assertEquals(0, c.screen.nuls(), "NUL bytes reached the spectator");
                assertEquals(0, a.screen.nuls());
                assertFalse(screen.contains("\u0301"), "a mark on the screen:\n" + screen);
                assertTrue(screen.contains("\u00e14"), screen);
                assertEquals("     9 [r]-+-[b][g]-+-[g][b][n][r]", c.screen.board(0), screen);
            }
        }
    }

    // ---- 4. games opened by the thousand -----------------------------------------------

    @Test
    void aBotOpeningGamesAsFastAsItCanHoldsFiveAndHearsWhyForEveryOther() throws Exception {
        start();
        try (TestBot a = new TestBot(client, "alice", alice)) {
            a.expect("hello");
            a.send("open --side han");
            String alicesGame = a.expect("game ").split(" ")[1];
            try (TestBot m = new TestBot(from("127.0.0.7"), "mallory", ClubClient.newKey())) {
                m.expect("hello");
                m.send(String.join("\n", java.util.Collections.nCopies(200, "open")));
                int opened = 0;
                int refused = 0;
                for (int i = 0; i < 200; i++) {
                    String line = m.lines.poll(20, TimeUnit.SECONDS);
                    assertTrue(line != null, "an answer to each open");
                    if (line.startsWith("game ")) {
                        opened++;
                    } else {
                        assertTrue(line.startsWith("error "), line);
                        refused++;
                    }
                }
                assertEquals(5, opened);
                assertEquals(195, refused);
                ClubClient.Result who = client.exec("dave", ClubClient.newKey(), "who");
                assertTrue(who.out().contains(alicesGame), "alice's game is not buried:\n" + who.out());
                long mallorys = who.out()
                        .lines()
                        .filter(l -> l.contains("mallory waits"))
                        .count();
                assertEquals(Listings.OPEN_PER_PLAYER, mallorys, who.out());
                m.send("seek");
                m.expect("game " + alicesGame + " start");
            }
        }
    }

    @Test
    void gamesShowsEveryGameFiftyAPage() throws Exception {
        String fingerprint = KeyUtils.getFingerPrint(alice.getPublic());
        try (Store store = Store.openEmbedded(dir)) {
            store.players().claim(fingerprint, "alice");
            for (int i = 0; i < 120; i++) {
                store.games()
                        .create(
                                String.format("g%04d", i),
                                "janggi",
                                "NBBN/NBBN",
                                null,
                                new Player(fingerprint, "alice"),
                                null,
                                null,
                                false);
            }
        }
        start();
        List<String> first = client.exec("alice", alice, "games").out().lines().toList();
        // The header, 50 games, the page.
        assertEquals(52, first.size());
        assertEquals("page 1 of 3: games --page 2 for the next", first.get(51));
        List<String> last =
                client.exec("alice", alice, "games --page 3").out().lines().toList();
        assertEquals(22, last.size());
        assertEquals("page 3 of 3", last.get(21));
        ClubClient.Result past = client.exec("alice", alice, "games --page 4");
        assertEquals(1, past.status());
        assertTrue(past.err().contains("no page 4: the last page of your games is 3"), past.err());
    }

    @Test
    void aBotIsToldOfEveryCommandRefusedChatTooFastAndALineTooLong() throws Exception {
        start();
        try (TestBot a = new TestBot(client, "alice", alice)) {
            a.skipping("said");
            a.expect("hello");
            a.send("open");
            a.expect("game ");
            for (int i = 0; i < Room.CHAT_BURST; i++) {
                a.send("say hello " + i);
            }
            a.send("say one too many");
            a.expect("error slow down: at most 12 lines a minute");
            a.send("say " + "x".repeat(400));
            a.expect("error the line is too long");
        }
    }

    // ---- 5. the computer kept busy -----------------------------------------------------

    @Test
    void aLevelOneGameGetsItsFirstMoveWithinFiveSecondsWhileTenLevelTenGamesOfTwoKeysThink() throws Exception {
        start();
        KeyPair amy = ClubClient.newKey();
        KeyPair ben = ClubClient.newKey();
        List<ClubClient.Terminal> deep = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            deep.add(client.terminal("amy", amy, "play --level 10"));
            deep.add(client.terminal("ben", ben, "play --level 10"));
        }
        open.addAll(deep);
        // Each takes NBBN for Han; the computer, Cho, then chooses its own and thinks.
        for (ClubClient.Terminal t : deep) {
            t.await("your setup as Han");
            t.keys("\r");
        }
        deep.get(9).await("The computer is busy");
        long asked = System.nanoTime();
        try (ClubClient.Terminal c = client.terminal("carol", carol, "play --level 1")) {
            c.await("your setup as Han");
            c.keys("\r");
            c.await("Computer (level 1) plays");
            long ms = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - asked);
            System.out.println("The club: a level-1 game's first move came " + ms
                    + " ms after it opened, while ten level-10 games of two keys thought");
            assertTrue(ms < 5_000, "the level-1 game waited " + ms + " ms");
        }
    }

    // ---- keys and names ----------------------------------------------------------------

    @Test
    void weakKeysAndSha1SignaturesAreRefusedAndTheClientIsToldWhy() throws Exception {
        start();
        KeyPair rsa = key(KeyPairProvider.SSH_RSA, 2048);
        assertEquals(0, client.exec("rita", rsa, "games").status(), "RSA-2048 with SHA-2 signatures");
        assertEquals(
                0,
                client.exec("eve", key(KeyPairProvider.ECDSA_SHA2_NISTP256, 256), "games")
                        .status());
        try (ClubClient sha1 =
                new ClubClient(server.port(), "127.0.0.1", List.of(BuiltinSignatures.rsa, BuiltinSignatures.ed25519))) {
            assertThrows(IOException.class, () -> sha1.exec("rita", rsa, "games"));
        }
        assertThrows(IOException.class, () -> client.exec("small", key(KeyPairProvider.SSH_RSA, 1024), "games"));
        List<String> log = log();
        assertTrue(
                log.stream().anyMatch(l -> l.contains("refused: its signature, ssh-rsa, uses SHA-1")), log.toString());
        assertTrue(log.stream().anyMatch(l -> l.contains("refused: an RSA key of 1024 bits")), log.toString());
    }

    @Test
    void theOperatorsNamesAreRefusedToNewKeysButKeptByAKeyThatHoldsOne() throws Exception {
        KeyPair admin = ClubClient.newKey();
        try (Store store = Store.openEmbedded(dir)) {
            store.players().claim(KeyUtils.getFingerPrint(admin.getPublic()), "admin");
        }
        start();
        for (String name : List.of("root", "Admin", "administrator", "janggi", "system", "server")) {
            ClubClient.Result r = client.exec(name, ClubClient.newKey(), "games");
            assertEquals(1, r.status(), name);
            assertTrue(r.err().contains("root, admin, administrator, janggi, system and server"), r.err());
        }
        assertEquals(0, client.exec("admin", admin, "games").status());
    }
}
