package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.sshd.client.channel.ChannelSubsystem;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.PublicKeyEntry;
import org.apache.sshd.common.util.net.SshdSocketAddress;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club over SSH, driven by MINA's client in this JVM on loopback: players, spectators,
 * dropped connections, a restart, the plain-text commands, and everything the server refuses.
 * {@link ClubServerPostgresTest} runs the same on PostgreSQL.
 */
class ClubServerTest {
    private static final Pattern CODE = Pattern.compile("Game code: ([a-z0-9]{5})");

    @TempDir
    Path dir;

    private final KeyPair alice = ClubClient.newKey();
    private final KeyPair bob = ClubClient.newKey();
    private final KeyPair carol = ClubClient.newKey();
    private ClubServer server;
    private ClubClient client;

    /** The club's database: the embedded one here, PostgreSQL in {@link ClubServerPostgresTest}. */
    String database() {
        return null;
    }

    private ClubConfig config() {
        return new ClubConfig(
                "127.0.0.1", 0, dir, database(), 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false);
    }

    private void start(ClubConfig config) throws IOException {
        server = ClubServer.start(config);
        client = new ClubClient(server.port());
    }

    private void stop() {
        client.close();
        server.close();
        client = null;
        server = null;
    }

    @AfterEach
    void tearDown() {
        if (server != null) {
            stop();
        }
    }

    /** alice opens a game as Han and waits; the code she is shown. */
    private static String openAsHan(ClubClient.Terminal alice) {
        Matcher m = CODE.matcher(alice.await("Waiting for an opponent"));
        assertTrue(m.find(), "a game code is shown");
        return m.group(1);
    }

    @Test
    void whoWithoutATerminalListsPlayersAndGamesAndExitsZero() throws IOException {
        start(config());
        ClubClient.Result who = client.exec("alice", alice, "who");
        assertEquals(0, who.status(), who.err());
        assertTrue(who.out().contains("Players online (0)"), who.out());
        assertTrue(who.out().contains("Open games (0)"), who.out());
        assertEquals("", who.err());
    }

    @Test
    void aGameCommandWithoutATerminalIsRefusedInOneLineNamingTheTerminal() throws IOException {
        start(config());
        for (String command : List.of("new", "join abcde", "watch abcde", "play --level 1")) {
            ClubClient.Result r = client.exec("alice", alice, command);
            assertNotEquals(0, r.status(), command);
            assertEquals("", r.out(), command);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("needs a terminal: use ssh -t"), r.err());
        }
    }

    @Test
    void noShellRunsAndNoOtherCommandEither() throws IOException {
        start(config());
        for (String command : List.of("sh -c 'echo pwned'", "ls /", "cat /etc/passwd", "scp -f /etc/passwd", "bash")) {
            ClubClient.Result r = client.exec("alice", alice, command);
            assertNotEquals(0, r.status(), command);
            assertEquals("", r.out(), command);
            assertEquals(1, r.err().lines().count(), r.err());
            assertTrue(r.err().contains("unknown command"), r.err());
        }
    }

    @Test
    void importIsRefusedInOneLine() throws IOException {
        start(config());
        ClubClient.Result r = client.exec("alice", alice, "import game.pgn");
        assertNotEquals(0, r.status());
        assertEquals(1, r.err().lines().count(), r.err());
        assertTrue(r.err().contains("import is refused"), r.err());
    }

    @Test
    void sftpIsRefused() throws IOException {
        start(config());
        try (ClientSession session = client.login("alice", alice);
                ChannelSubsystem sftp = session.createSubsystemChannel("sftp")) {
            boolean opened;
            try {
                sftp.open().verify(ClubClient.TIMEOUT);
                opened = !sftp.waitFor(java.util.EnumSet.of(ClientChannelEvent.CLOSED), ClubClient.TIMEOUT)
                        .contains(ClientChannelEvent.CLOSED);
            } catch (IOException e) {
                opened = false;
            }
            assertFalse(opened, "the sftp subsystem stays closed");
        }
    }

    @Test
    void portForwardingIsRefusedBothWays() throws IOException {
        start(config());
        try (ClientSession session = client.login("alice", alice)) {
            SshdSocketAddress target = new SshdSocketAddress("127.0.0.1", server.port());
            assertThrows(
                    IOException.class,
                    () -> session.createDirectTcpipChannel(new SshdSocketAddress("127.0.0.1", 0), target)
                            .open()
                            .verify(ClubClient.TIMEOUT));
            assertThrows(
                    IOException.class,
                    () -> session.startRemotePortForwarding(
                            new SshdSocketAddress("127.0.0.1", 0), new SshdSocketAddress("127.0.0.1", 9)));
        }
    }

    @Test
    void twoPlayersPlayAndASpectatorSeesTheMoves() throws IOException {
        start(config());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            String code = openAsHan(a);
            b.await("lobby> ");
            b.type("join " + code);
            b.await("bob your move>".replace("bob", code));
            a.await("bob sits down as Cho");
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await(code + "> ");
                a.await("carol is watching");
                b.type("B9-C7");
                for (ClubClient.Terminal t : List.of(a, b, c)) {
                    t.await("bob plays B9-C7.");
                }
                String board = a.await("Your move.");
                assertTrue(board.contains("     9 [r]-+-[b][g]"), board);
                a.type("B0-C2");
                c.await("alice plays B0-C2.");
                b.type("say good luck \u001b[31m\u202e");
                String said = c.await("<bob> good luck");
                c.await("\n");
                assertFalse(c.screen.toString().contains("\u001b[31m"), "escape sequences never reach others");
                assertFalse(c.screen.toString().contains("\u202e"), "nor bidirectional overrides");
                c.type("B7-B6");
                c.await("spectators watch");
                assertFalse(said.isEmpty());
            }
        }
    }

    @Test
    void chatIsLimitedInLengthAndRate() throws IOException {
        start(config());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new")) {
            String code = openAsHan(a);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await(code + "> ");
                c.type("say " + "x".repeat(250));
                a.await("<carol> " + "x".repeat(200) + "\r\n");
                for (int i = 2; i <= 5; i++) {
                    c.type("say line " + i);
                    a.await("<carol> line " + i);
                }
                c.type("say one too many");
                c.await("slow down: at most 12 lines a minute");
            }
        }
    }

    @Test
    void aPlayerWhoseConnectionDropsRejoinsAndPlaysOn() throws IOException {
        start(config());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = openAsHan(a);
            ClubClient.Terminal b = client.terminal("bob", bob, "join " + code);
            b.await(code + " your move>");
            b.type("B9-C7");
            a.await("bob plays B9-C7.");
            b.close();
            a.await("Waiting for bob");
            a.type("B0-C2");
            a.await("Waiting for bob to come back");
            try (ClubClient.Terminal again = client.terminal("bob", bob, "join " + code)) {
                String shown = again.await(code + " your move>");
                assertTrue(shown.contains("[n]"), shown);
                a.await("bob is back");
                again.type("A9-A8");
                a.await("bob plays A9-A8.");
            }
        }
        assertEquals(
                List.of("B9-C7", "B0-C2", "A9-A8"),
                moves(client.exec("alice", alice, "export " + gameCode()).out()));
    }

    @Test
    void aRestartOnTheSameDirectoryBringsEveryGameBack() throws IOException {
        start(config());
        String code;
        String record;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            code = openAsHan(a);
            b.type("join " + code);
            b.await(code + " your move>");
            b.type("B9-C7");
            a.await("bob plays B9-C7.");
            record = client.exec("bob", bob, "export " + code).out();
            server.close();
            a.await("The server is stopping");
            b.await("The server is stopping");
            client.close();
            server = null;
        }
        start(config());
        assertEquals(record, client.exec("carol", carol, "export " + code).out());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "join " + code)) {
            a.await(code + " your move>");
            a.type("B0-C2");
            a.await("alice plays B0-C2.");
        }
        assertEquals(
                List.of("B9-C7", "B0-C2"),
                moves(client.exec("alice", alice, "export " + code).out()));
    }

    @Test
    void gamesListsOnesOwnGamesAndExportGivesOurPgn() throws IOException {
        start(config());
        String code;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            code = openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                b.await(code + " your move>");
                b.type("B9-C7");
                a.await("Your move.");
                a.type("resign");
                b.await("alice resigns.");
            }
        }
        ClubClient.Result games = client.exec("alice", alice, "games");
        assertEquals(0, games.status(), games.err());
        String[] fields = games.out().strip().split("\t");
        assertEquals(code, fields[0]);
        assertEquals(List.of("janggi", "bob", "1-0", "1"), List.of(fields).subList(2, 6));
        ClubClient.Result export = client.exec("alice", alice, "export " + code);
        assertEquals(0, export.status(), export.err());
        assertEquals("", export.err());
        GameRecord record = PgnFormat.readOne(export.out());
        assertEquals("bob", record.tags().get("Cho"));
        assertEquals("alice", record.tags().get("Han"));
        assertEquals("1-0", record.tags().get("Result"));
        assertTrue(export.out().startsWith("[Event "), export.out());
        ClubClient.Result missing = client.exec("alice", alice, "export zzzzz");
        assertEquals(Refused.CANNOT, missing.status());
        assertEquals("", missing.out());
    }

    @Test
    void aKeyKeepsTheNameItFirstCameWithAndNoOtherKeyCanTakeIt() throws IOException {
        start(config());
        client.exec("alice", alice, "games");
        ClubClient.Result thief = client.exec("alice", carol, "games");
        assertNotEquals(0, thief.status());
        assertTrue(thief.err().contains("the name alice belongs to another key"), thief.err());
        try (ClubClient.Terminal a = client.terminal("alicia", alice, null)) {
            a.await("You are alice here");
            a.await("Welcome to the Janggi club, alice.");
        }
    }

    @Test
    void guestsWithoutAKeyMayOnlyWatch() throws IOException {
        start(config());
        String code;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            code = openAsHan(a);
            try (ClubClient.Terminal guest = client.terminal("anyone", null, null)) {
                guest.await("lobby> ");
                guest.type("join " + code);
                guest.await("without a key you may only watch");
                guest.type("watch " + code);
                guest.await(code + "> ");
                a.await(" is watching");
            }
        }
        ClubClient.Result games = client.exec("anyone", null, "games");
        assertNotEquals(0, games.status());
    }

    @Test
    void noGuestsMeansNoWayInWithoutAKey() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 5, 10, c.idle(), 1, null, false, false));
        assertThrows(Exception.class, () -> client.login("anyone", null));
    }

    @Test
    void onlyTheKeysOfTheAllowListMayPlay() throws IOException {
        Path allow = dir.resolve("allowed_keys");
        Files.writeString(allow, PublicKeyEntry.toString(alice.getPublic()) + " alice@home\n");
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 5, 10, c.idle(), 1, allow, false, false));
        assertEquals(0, client.exec("alice", alice, "games").status());
        assertThrows(Exception.class, () -> client.login("bob", bob));
    }

    @Test
    void theComputerAnswersOnItsOwnThreads() throws IOException {
        start(config());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "play --level 1 --side han")) {
            a.await("Computer (level 1) plays ");
            a.await("your move>");
        }
    }

    @Test
    void aKeyMayHoldOnlyItsShareOfConnections() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 1, 10, c.idle(), 1, null, true, false));
        try (ClubClient.Terminal first = client.terminal("alice", alice, null)) {
            first.await("lobby> ");
            try (ClubClient.Terminal second = client.terminal("alice", alice, null)) {
                second.await("connections open already");
                assertEquals(Refused.CANNOT, second.exitStatus());
            }
        }
    }

    @Test
    void anIdleConnectionIsClosedWithAWord() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 5, 10, Duration.ofMillis(300), 1, null, true, false));
        try (ClubClient.Terminal a = client.terminal("alice", alice, null)) {
            a.await("Closed after too long without a key or a move");
            assertEquals(0, a.exitStatus());
        }
    }

    @Test
    void connectionsBeyondTheLimitAreTurnedAway() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 1, 5, 10, c.idle(), 1, null, true, false));
        try (ClientSession first = client.login("alice", alice)) {
            assertThrows(Exception.class, () -> client.login("bob", bob));
            assertEquals(0, ClubClient.exec(first, "who").status());
        }
    }

    @Test
    void theServerListensOnLoopbackOnly() throws IOException {
        start(config());
        assertTrue(server.address().startsWith("127.0.0.1:"), server.address());
        assertTrue(
                new InetSocketAddress("127.0.0.1", server.port()).getAddress().isLoopbackAddress());
    }

    /** The moves of an exported record, in display notation. */
    private static List<String> moves(String pgn) {
        Game game = PgnFormat.readOne(pgn).game();
        return game.moves().stream().map(DisplayMove::of).toList();
    }

    /** The code of alice's only game. */
    private String gameCode() throws IOException {
        return client.exec("alice", alice, "games").out().split("\t")[0];
    }
}
