package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's full screens over SSH, as a terminal shows them: the lobby and its lists, a game's
 * table at any window size, Enter as clients send it, and what a move and an idle screen cost
 * the channel.
 */
class ClubScreenTest {
    /** What an F5 costs when nothing on the screen changes: the cursor shown, at the input line's caret. */
    private static final String F5 = "\u001b[15~";

    /** Issue 40's budget for one move, typing and echo included, at 80x24. */
    private static final long MOVE_BYTES = 2_000;

    @TempDir
    Path dir;

    private final KeyPair alice = ClubClient.newKey();
    private final KeyPair bob = ClubClient.newKey();
    private final KeyPair carol = ClubClient.newKey();
    private ClubServer server;
    private ClubClient client;

    @BeforeEach
    void start() throws IOException {
        server = ClubServer.start(
                new ClubConfig("127.0.0.1", 0, dir, null, 200, 5, 10, Duration.ofMinutes(30), 1, null, true, false));
        client = new ClubClient(server.port());
    }

    @AfterEach
    void stop() {
        client.close();
        server.close();
    }

    /** Alice opens a game as Han; bob joins it; the code. */
    private String seated(ClubClient.Terminal a, ClubClient.Terminal[] b) throws IOException {
        String code = ClubServerTest.openAsHan(a);
        b[0] = client.terminal("bob", bob, "join " + code);
        a.await("bob sits down as Cho");
        ClubServerTest.setUp(a, b[0]);
        return code;
    }

    /**
     * The bytes {@code t} has received once nothing more is on its way: F5 changes nothing, so
     * the server answers it with the cursor alone, after everything it sent before.
     */
    private static long quiet(ClubClient.Terminal t) throws IOException {
        String answer = "\u001b[?25h\u001b[23;3H";
        int mark = t.screen.received().length();
        t.keys(F5);
        t.screen.await(
                "the answer to F5", s -> t.screen.received().substring(mark).endsWith(answer));
        return t.screen.bytes() - answer.length();
    }

    /** Nothing reached {@code t} since {@code mark} (its text received then) but the answer to an F5 now. */
    private static void assertNothingSince(ClubClient.Terminal t, int mark) throws IOException {
        t.keys(F5);
        String answer = "\u001b[?25h\u001b[23;3H";
        t.screen.await("the answer to F5", s -> t.screen.received().length() >= mark + answer.length());
        assertEquals(answer, t.screen.received().substring(mark));
    }

    @Test
    void aMoveCostsTheChannelAFewHundredBytesAndNothingComesWhileNothingHappens() throws IOException {
        ClubClient.Terminal[] b = new ClubClient.Terminal[1];
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = seated(a, b);
            try (ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("bob (Cho) to move");
                a.await("carol is watching.");
                long a0 = quiet(a);
                long b0 = quiet(b[0]);
                long c0 = quiet(c);
                // Typed key by key, each echoed, then Enter: the mover's screen; the others see the move only.
                String typed = "";
                for (char k : "B9-C7".toCharArray()) {
                    typed += k;
                    b[0].keys(String.valueOf(k));
                    b[0].await("> " + typed);
                }
                b[0].keys("\r");
                for (ClubClient.Terminal t : List.of(a, b[0], c)) {
                    t.await("bob plays B9-C7.");
                }
                long mover = quiet(b[0]) - b0;
                long opponent = quiet(a) - a0;
                long spectator = quiet(c) - c0;
                assertTrue(mover <= MOVE_BYTES, "the mover's screen took " + mover + " bytes");
                assertTrue(opponent <= MOVE_BYTES, "the opponent's took " + opponent + " bytes");
                assertTrue(spectator <= MOVE_BYTES, "the spectator's took " + spectator + " bytes");

                // Alice types on her own line, and time passes: nothing of it reaches bob or carol.
                int bobMark = b[0].screen.received().length();
                int carolMark = c.screen.received().length();
                a.keys("xyz");
                a.await("> xyz");
                a.keys("\u0015");
                a.await("the line cleared", s -> !s.contains("> xyz"));
                assertNothingSince(b[0], bobMark);
                assertNothingSince(c, carolMark);
            }
        } finally {
            if (b[0] != null) {
                b[0].close();
            }
        }
    }

    @Test
    void aSpectatorSeesEachSetupOnceItIsChosenAndNotBefore() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code);
                    ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                c.await("alice chooses Han's setup (NBBN after 60 s)");
                assertEquals("     9 [r][?][?][g]-+-[g][?][?][r]", c.screen.board(0), c.screen.text());
                assertEquals("     0 (R)(?)(?)(G)-+-(G)(?)(?)(R)", c.screen.board(18), c.screen.text());
                a.await("your setup as Han");
                a.type("BNNB");
                c.await("alice sets up BNNB as Han.");
                c.await("bob chooses Cho's setup");
                assertEquals("     9 [r][?][?][g]-+-[g][?][?][r]", c.screen.board(0), c.screen.text());
                assertEquals("     0 (R)(B)(N)(G)-+-(G)(N)(B)(R)", c.screen.board(18), c.screen.text());
                b.await("your setup as Cho");
                b.type("NBNB");
                c.await("bob sets up NBNB as Cho. Cho moves first.");
                c.await("bob (Cho) to move");
                assertEquals("     9 [r][n][b][g]-+-[g][n][b][r]", c.screen.board(0), c.screen.text());
            }
        }
    }

    @Test
    void offersAreMadeAndAnsweredAtTheTableAndARematchTakesBothScreensToTheNewGame() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han --rules casual")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                ClubServerTest.setUp(a, b);
                assertTrue(b.screen.row(23).startsWith("Enter: move/pick  abort  resign  draw  say"), b.screen.text());
                b.type("draw");
                // In the panel, under whose move it is; the keys row offers the answers first.
                String offered = a.await("bob offers a draw: draw accepts it, decline");
                assertTrue(a.screen.row(23).startsWith("Enter: move/pick  draw  decline  abort  resign"), offered);
                b.await("You offered a draw: it stands until alice");
                a.type("decline");
                b.await("alice declines the draw.");
                a.await("the offer gone", s -> !s.contains("bob offers a draw"));
                b.type("B9-C7");
                a.await("bob plays B9-C7.");
                a.type("takeback");
                a.await("you have no move to take back");
                a.type("abort");
                b.await("alice aborts the game: no result, no rating change.");
                String over = a.await("Game aborted: no result, no rating change.");
                assertTrue(a.screen.row(23).startsWith("rematch  analyse  say TEXT: talk"), over);
                a.type("rematch");
                b.await("alice offers a rematch, the sides swapped.");
                b.type("rematch");
                // Both move on to the new game: bob is Han now, and chooses first.
                b.await("your setup as Han");
                String next = a.await("bob chooses Han's setup");
                assertTrue(!next.contains("Game " + code), next);
                assertTrue(next.contains("Cho [r]: alice (you)   Han (R): bob"), next);
            }
        }
    }

    @Test
    void theResultScreenAndTheLobbyShowHowFarARatedGameMovedEachRating() throws IOException {
        String code;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han --clock 5m")) {
            code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code);
                    ClubClient.Terminal c = client.terminal("carol", carol, "watch " + code)) {
                ClubServerTest.setUp(a, b);
                // The panel: the time control, rated, and how many watch.
                a.await("Game " + code + "  janggi 5m rated  1 watching");
                b.type("B9-C7");
                a.await("bob plays B9-C7.");
                a.type("resign");
                a.await("Resign game");
                a.keys("y");
                // Newcomers both: provisional ratings, marked with ?, and the change beside them.
                for (ClubClient.Terminal t : List.of(a, b, c)) {
                    String over = t.await("Rating of alice: 1338? (-162)");
                    assertTrue(over.contains("Game over: Cho wins by resignation."), over);
                    assertTrue(over.contains("Rating of bob: 1662? (+162)"), over);
                }
            }
        }
        try (ClubClient.Terminal a = client.terminal("alice", alice, null)) {
            String lobby = a.await("Your finished games to replay (1)");
            assertTrue(lobby.contains("  " + code + "  janggi 5m  bob - alice  1-0  rating -162"), lobby);
        }
    }

    @Test
    void twoPlayersWhoTypePoolAreSeatedAtOneRatedGameAndTheLobbyShowsWhoWaits() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "pool 5m+3s")) {
            String waits = a.await("for a player of near rating.");
            assertTrue(waits.contains("Waiting in the pool 5m+3s (game "), waits);
            try (ClubClient.Terminal c = client.terminal("carol", carol, null)) {
                String lobby = c.await("Quick pairing, rated: pick a pool, or type pool CLOCK");
                assertTrue(lobby.contains("pool 5m+3s  alice 1500?"), lobby);
                assertTrue(lobby.contains("pool 10m+5s  nobody waits"), lobby);
            }
            try (ClubClient.Terminal b = client.terminal("bob", bob, "pool 5m+3s")) {
                // The sides were tossed for when alice's game opened.
                boolean aliceHan = a.await("bob sits down as").contains("bob sits down as Cho");
                ClubServerTest.setUp(aliceHan ? a : b, aliceHan ? b : a);
                assertFalse(a.await("janggi 5m+3s rated").contains("0 watching"), "nobody watching goes unsaid");
            }
        }
    }

    @Test
    void aPlayerWhoChoosesKoreanNotationReadsTheMovesSoAtEveryGameAfter() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, null)) {
            a.await("Welcome to the Janggi club, alice.");
            a.type("notation korean");
            a.await("Moves: korean notation, kept for the next games.");
        }
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                ClubServerTest.setUp(a, b);
                b.type("B9-C7");
                // Kept from her last visit: 02마83 is B9-C7 as Korean records write it; bob's list stays Martin's.
                a.await("1. 02마83");
                b.await("1. B9-C7");
                a.type("notation martin");
                a.await("1. B9-C7");
            }
        }
    }

    @Test
    void onATallWindowTheChatSitsBesideTheBoardNotAtTheWindowsFoot() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                ClubServerTest.setUp(a, b);
                a.resize(120, 40);
                b.type("say hello there");
                a.await("<bob> hello there");
                int row = 0;
                while (!a.screen.row(row).contains("<bob> hello there")) {
                    row++;
                }
                // Martin's board takes rows 0 to 19.
                assertEquals(19, row, a.screen.text());
            }
        }
    }

    @Test
    void fenAndAnalyseAfterTheEndWorkAtTheTableAsAtHome() throws IOException {
        ClubClient.Terminal[] b = new ClubClient.Terminal[1];
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            seated(a, b);
            // Han's chariot picked with the cursor on Cho's move: from E0 left to A0, Enter.
            a.keys("\u001b[D".repeat(4) + "\r");
            a.await("it is not your turn");
            b[0].type("B9-C7");
            a.await("bob plays B9-C7.");
            Game played = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
            played.play(MoveNotation.read("B9-C7", played.position()));
            a.type("fen");
            a.await(Fen.of(played.position()));
            a.type("analyse");
            a.await("analyse shows the game with the engine's analysis once it is over.");
            a.type("resign");
            a.await("Resign game");
            a.keys("y");
            a.await("Game over: Cho wins by resignation.");
            a.type("analyse");
            // The game just played, at its last move, as at home; the club's engine threads play its
            // computer opponents, so its analysis is not offered here.
            String viewer = a.await("Move 1/1: B9-C7");
            assertTrue(viewer.contains("q: back") && !viewer.contains("a: analysis"), viewer);
            a.keys("q");
            a.await("Game over: Cho wins by resignation.");
        } finally {
            if (b[0] != null) {
                b[0].close();
            }
        }
    }

    @Test
    void aKrcSoldierPickedWithTheCursorOntoTheLastRowWaitsForItsPieceAndIsPlayedAsAtHome() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --rules krc --side cho")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                a.await("bob sits down as Han");
                // Korean Random Chess draws the wings: nobody is asked.
                // Whatever the wings drawn: Cho's soldier goes down the B file, taking Han's cannon,
                // while Han's soldier comes up the A file and takes Cho's cannon, the piece Cho lost.
                String[] moves = {
                    "A6-B6", "A3-A4", "B6-B5", "A4-A5", "B5-B4", "A5-A6", "B4-B3", "A6-A7", "B3-B2", "A7-B7", "B2-B1",
                    "I3-I4"
                };
                for (int i = 0; i < moves.length; i++) {
                    boolean cho = i % 2 == 0;
                    (cho ? a : b).type(moves[i]);
                    (cho ? b : a).await((cho ? "alice" : "bob") + " plays " + moves[i] + ".");
                }
                // Cho sees the board turned: from E9 at the bottom's middle up to B1, Enter; up to B0, Enter.
                a.keys("\u001b[A".repeat(8) + "\u001b[C".repeat(3) + "\r");
                a.await("B1 can go to: B0=C A1 C1");
                a.keys("\u001b[A\r");
                a.await("Promotion: type the piece to become (C), then Enter.");
                a.await("> B1-B0=");
                a.type("C");
                b.await("alice plays B1-B0=C.");
                a.await("alice plays B1-B0=C.");
            }
        }
    }

    @Test
    void theLobbyListsGamesToJoinWatchResumeAndReplayAndFollowsTheClub() throws IOException {
        ClubClient.Terminal[] b = new ClubClient.Terminal[1];
        String finished;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            finished = seated(a, b);
            b[0].type("B9-C7");
            a.await("Your move");
            a.type("resign");
            a.await("Resign game");
            a.keys("y");
            b[0].await("alice resigns.");
            b[0].close();
        }
        String mine;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            mine = ClubServerTest.openAsHan(a);
            a.type("quit");
            assertEquals(0, a.exitStatus());
        }
        try (ClubClient.Terminal c = client.terminal("carol", carol, "new --side han")) {
            String watched = ClubServerTest.openAsHan(c);
            try (ClubClient.Terminal d = client.terminal("bob", bob, "join " + watched);
                    ClubClient.Terminal a = client.terminal("alice", alice, null)) {
                ClubServerTest.setUp(c, d);
                // The lobby follows the club at its next look at the lists.
                a.await("Games in progress to watch (1)");
                String lobby = a.await("Your finished games to replay (1)");
                // Her own open game is listed once, among her unfinished games; unrated games are marked casual.
                assertTrue(lobby.contains("Open games to join (0)\n"), lobby);
                assertTrue(
                        lobby.contains("Games in progress to watch (1)\n  " + watched + "  janggi casual  bob - carol"),
                        lobby);
                assertTrue(
                        lobby.contains("Your unfinished games to resume (1)\n  " + mine
                                + "  janggi casual  alice waits as Han\n"),
                        lobby);
                assertTrue(lobby.contains("Your finished games to replay (1)\n  " + finished), lobby);

                // The finished game, in the replay viewer: to its end, and back to the lobby.
                a.keys("\u001b[B\u001b[B\r");
                a.await("Janggi club game " + finished);
                a.keys("\u001b[F");
                assertTrue(a.await("Move 1/1: B9-C7").contains("q: back"));
                a.keys("q");
                a.await("Welcome to the Janggi club, alice.");

                // The game in progress, two entries up: watched, and left.
                a.keys("\u001b[A\u001b[A\r");
                a.await("say TEXT: talk");
                c.await("alice is watching.");
                a.type("quit");
                a.await("Welcome to the Janggi club, alice.");

                // It ends elsewhere, and the lobby follows within its next look at the lists.
                c.type("resign");
                c.await("Resign game");
                c.keys("y");
                a.await("Games in progress to watch (0)");

                // Her own open game, now the first entry: her seat back.
                a.keys("\u001b[A\u001b[A\u001b[A\r");
                a.await("Game code: " + mine + ". Waiting for an opponent:");
            }
        }
    }

    @Test
    void aWindowChangeRedrawsTheScreenAtItsNewSizeAndCtrlZDoesNotStopIt() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            a.resize(100, 30);
            // Nothing to move or pick while she waits: the keys offer withdrawing the game, talking and leaving.
            a.await("the keys on the bottom row", s -> a.screen.row(29).startsWith("abort  say TEXT: talk"));
            assertTrue(a.screen.row(2).endsWith("Game code: " + code + ". Waiting for an opponent: join " + code));
            a.resize(70, 20);
            a.await("Terminal too small: need 80x24, have 70x20.");
            a.resize(80, 24);
            // The setups are chosen once an opponent comes: the horses and elephants are not known yet.
            a.await("the board again", s -> a.screen.board(0).equals("     9 [r][?][?][g]-+-[g][?][?][r]"));
            a.keys("\u001a");
            a.type("flip");
            a.await("the board turned", s -> a.screen.board(0).equals("     0 (R)(?)(?)(G)-+-(G)(?)(?)(R)"));
        }
    }

    @Test
    void aSpectatorWhoReadsNothingHoldsUpNoOneAndThenGetsTheLatestScreenNotEveryOneQueued() throws IOException {
        long window = 4096;
        int redraws = 24;
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han")) {
            String code = ClubServerTest.openAsHan(a);
            try (ClubClient.Terminal c = client.stalledTerminal("carol", carol, "watch " + code, window)) {
                for (int i = 0; i < redraws; i++) {
                    // Ctrl-L: the whole screen again, thousands of bytes carol does not take. The
                    // server has her key once it answers another channel of her connection.
                    c.keys("\u000c");
                    assertEquals(0, ClubClient.exec(c.session, "who").status());
                }
                // The game goes on meanwhile.
                try (ClubClient.Terminal b = client.terminal("bob", bob, "join " + code)) {
                    ClubServerTest.setUp(a, b);
                    b.type("B9-C7");
                    a.await("bob plays B9-C7.");
                }
                c.read();
                c.await("the move", s -> s.contains("1. B9-C7"));
                // What she is sent: her window's worth, the screen's budget, and three whole
                // screens (the first, the one that went over the budget, the latest); not every redraw.
                long screens = 3 * 3_000;
                assertTrue(
                        c.screen.bytes() <= window + Outbox.SCREEN_BUDGET + screens,
                        c.screen.bytes() + " bytes for " + redraws + " redraws");
            }
        }
    }

    @Test
    void enterSentAsCarriageReturnAndLineFeedIsOneEnter() throws IOException {
        try (ClubClient.Terminal a = client.terminal("alice", alice, "new --side han");
                ClubClient.Terminal b = client.terminal("bob", bob, null)) {
            String code = ClubServerTest.openAsHan(a);
            b.await("Open games to join (1)");
            // A second Enter would close the page at once, or open the game picked in the lobby.
            b.keys("who\r\n");
            b.await("Players online (2): alice, bob");
            b.keys("q");
            b.await("Open games to join (1)");
            assertTrue(a.screen.text().contains("Waiting for an opponent"));
            b.keys("join " + code + "\r\n");
            a.await("your setup as Han");
            a.keys("\r\n");
            b.await("your setup as Cho");
            b.keys("\r\n");
            b.await("Your move");
            b.keys("B9-C7\r\n");
            a.await("bob plays B9-C7.");
        }
    }

    @Test
    void aCommandRefusedIsSaidOnceTheScreenHasGivenTheTerminalBack() throws IOException {
        try (ClubClient.Terminal b = client.terminal("bob", bob, "join zzzzz")) {
            b.screen.awaitReceived("janggi: no game 'zzzzz'");
            assertEquals(Refused.CANNOT, b.exitStatus());
            String received = b.screen.received();
            assertTrue(received.indexOf("\u001b[?1049l") < received.indexOf("janggi: no game"), received);
            assertFalse(b.screen.text().contains("Enter: move/pick"), "the terminal is as it was:\n" + b.screen.text());
        }
    }
}
