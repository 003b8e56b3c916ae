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
import janggi.text.Wrap;
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

    /** alice opens a game as Han and waits; the code her screen shows. */
    static String openAsHan(ClubClient.Terminal alice) {
        Matcher m = CODE.matcher(alice.await("Waiting for an opponent"));
        assertTrue(m.find(), "a game code is shown");
        return m.group(1);
    }

    /** Han, then Cho, take NBBN on the setup screen with Enter; Cho then has the first move. */
    static void setUp(ClubClient.Terminal han, ClubClient.Terminal cho) {
        try {
            han.await("your setup as Han");
            han.keys("\r");
            cho.await("your setup as Cho");
            cho.keys("\r");
            cho.await("Your move");
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
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
            b.await("Open games to join (1)");
            // Enter alone, as a terminal sends it (a lone carriage return): the game picked in the lobby. Up first:
            // a lobby drawn before the game opened has its first pool picked, and keeps it picked.
            b.keys("\u001b[A\r");
            a.await("bob sits down as Cho: the game begins.");
            setUp(a, b);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("bob (Cho) to move");
                a.await("carol is watching.");
                b.type("B9-C7");
                for (ClubClient.Terminal t : List.of(a, b, c)) {
                    t.await("bob plays B9-C7.");
                }
                // Martin's board, the row number first, as at home; Han's player and the spectator see Cho at the top.
                assertEquals("     9 [r]-+-[b][g]-+-[g][b][n][r]", a.screen.board(0), a.screen.text());
                assertEquals("     7  +-[c][n]-+--+--+--+-[c]-+", c.screen.board(4), c.screen.text());
                assertTrue(a.await("Your move").contains("1. B9-C7"));
                // Cho's player sees the board turned, Cho at the bottom.
                assertEquals("     9 [r][n][b][g]-+-[g][b]-+-[r]", b.screen.board(18), b.screen.text());
                a.type("B0-C2");
                c.await("alice plays B0-C2.");
                String who = client.exec("carol", carol, "who").out();
                assertTrue(who.contains("bob - alice, 2 plies"), who);
                b.type("say good luck \u001b[31m\u202e");
                c.await("<bob> good luck");
                assertFalse(c.screen.received().contains("\u202e"), "no bidirectional override reaches others");
                assertFalse(c.screen.received().contains("[31m"), "nor the escape sequence typed");
                c.type("B7-B6");
                c.await("spectators watch; say TEXT to talk");
                c.keys("\r");
                c.await("You are watching: say TEXT to talk");
            }
        }
    }

    @Test
    void chatIsLimitedInLengthAndRate() throws IOException {
        start(config());
        // A window wide enough for a long line of chat whole: 163 columns of panel.
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new", 200, 50)) {
            String code = openAsHan(a);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("say TEXT: talk");
                c.type("say " + "x".repeat(250));
                // The line typed holds 200 characters, "say " among them; the server cuts chat to 200 as well.
                String shown = a.await("<carol>");
                long said = Pattern.compile("x{10,}")
                        .matcher(shown)
                        .results()
                        .mapToInt(r -> r.group().length())
                        .sum();
                assertEquals(196, said, shown);
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
            setUp(a, b);
            b.type("B9-C7");
            a.await("bob plays B9-C7.");
            b.close();
            a.await("Waiting for bob: the connection dropped; join " + code + " brings them back.");
            assertTrue(a.await("bob (away)").contains("Your move"), "her move meanwhile");
            a.type("B0-C2");
            a.await("Waiting for bob to come back (join " + code + ")");
            try (ClubClient.Terminal again = client.terminal("bob", bob, "join " + code)) {
                String shown = again.await("Your move");
                assertTrue(shown.contains("1. B9-C7  B0-C2"), shown);
                a.await("bob is back.");
                again.type("A9-A8");
                a.await("bob plays A9-A8.");
            }
        }
        assertEquals(
                List.of("B9-C7", "B0-C2", "A9-A8"),
                moves(client.exec("alice", alice, "export " + gameCode()).out()));
    }

    @Test
    void aPlayerWhoQuitsIsSaidToHaveLeftNotToHaveDropped() throws IOException {
        start(config());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han --clock 5m")) {
            String code = openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                setUp(a, b);
                b.type("quit");
                String shown = a.await("bob left the game, and their clock runs; join " + code + " brings them back.");
                assertFalse(shown.contains("dropped"), shown);
            }
        }
    }

    /** {@code text} as the club prints it on an 80-column terminal once the screen is gone: broken between words. */
    private static String wrapped(String text) {
        List<String> lines = Wrap.lines(text, 80);
        assertTrue(lines.size() > 1, text);
        return String.join("\r\n", lines) + "\r\n";
    }

    @Test
    void aRestartOnTheSameDirectoryBringsEveryGameBack() throws IOException {
        start(config());
        String code;
        String record;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            code = openAsHan(a);
            b.await("Welcome to the Janggi club, bob.");
            b.type("join " + code);
            setUp(a, b);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("bob (Cho) to move");
                b.type("B9-C7");
                a.await("bob plays B9-C7.");
                record = client.exec("bob", bob, "export " + code).out();
                server.close();
                // Said once the screen has given the terminal back, so that it stays in view; to the last one too.
                for (ClubClient.Terminal t : List.of(a, b, c)) {
                    t.screen.awaitReceived("\u001b[?1049l");
                    t.screen.awaitReceived("The server is stopping; every move is stored.");
                }
                // Each with the way back to their game, broken between words at 80 columns.
                String stopping = "The server is stopping; every move is stored. Come back later: ";
                for (ClubClient.Terminal t : List.of(a, b)) {
                    t.screen.awaitReceived(wrapped(stopping + "join " + code + " gives you your seat back."));
                }
                c.screen.awaitReceived(wrapped(stopping + "watch " + code + " shows you the game again."));
            }
            client.close();
            server = null;
        }
        start(config());
        assertEquals(record, client.exec("carol", carol, "export " + code).out());
        try (ClubClient.Terminal a = client.terminal("alice", alice, "join " + code)) {
            a.await("Your move");
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
                setUp(a, b);
                b.type("B9-C7");
                a.await("Your move");
                a.type("resign");
                a.await("Resign game " + code + "?");
                a.keys("y");
                b.await("alice resigns.");
                a.await("Game over: Cho wins by resignation.");
            }
        }
        ClubClient.Result games = client.exec("alice", alice, "games");
        assertEquals(0, games.status(), games.err());
        List<String> lines = games.out().lines().toList();
        assertEquals("# code\tdate\trules\topponent\tresult\tplies\trating", lines.get(0), "a header scripts skip");
        String[] fields = lines.get(1).split("\t");
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
            String lobby = a.await("You are alice here");
            assertTrue(lobby.contains("Welcome to the Janggi club, alice."), lobby);
        }
    }

    @Test
    void guestsWithoutAKeyMayOnlyWatch() throws IOException {
        start(config());
        String code;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            code = openAsHan(a);
            try (ClubClient.Terminal guest = client.terminal("anyone", null, null)) {
                guest.await("Open games to join (1)");
                assertTrue(guest.screen.text().contains("Enter: watch  watch CODE  help  quit"), guest.screen.text());
                guest.type("join " + code);
                guest.await("without a key you may only watch");
                guest.type("watch " + code);
                guest.await("say TEXT: talk");
                a.await(" is watching.");
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
            // Han chooses first; then the computer, Cho, chooses its own and moves.
            a.await("your setup as Han");
            a.keys("BNNB\r");
            a.await("sets up ");
            a.await("Computer (level 1) plays ");
            a.await("Your move");
        }
    }

    @Test
    void aKeyMayHoldOnlyItsShareOfConnections() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 1, 10, c.idle(), 1, null, true, false));
        try (ClubClient.Terminal first = client.terminal("alice", alice, null)) {
            first.await("Welcome to the Janggi club, alice.");
            try (ClubClient.Terminal second = client.terminal("alice", alice, null)) {
                second.screen.awaitReceived("connections open already");
                assertEquals(Refused.CANNOT, second.exitStatus());
            }
        }
    }

    @Test
    void anIdleConnectionIsClosedWithAWord() throws IOException {
        ClubConfig c = config();
        start(new ClubConfig(c.bind(), 0, dir, database(), 200, 5, 10, Duration.ofMillis(300), 1, null, true, false));
        try (ClubClient.Terminal a = client.terminal("alice", alice, null)) {
            a.screen.awaitReceived("Closed after too long without a key or a move");
            assertEquals(0, a.exitStatus());
            String received = a.screen.received();
            assertTrue(
                    received.indexOf("\u001b[?1049l") < received.indexOf("Closed after"),
                    "said after the screen gave the terminal back");
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
        return client.exec("alice", alice, "games")
                .out()
                .lines()
                .toList()
                .get(1)
                .split("\t")[0];
    }
}
