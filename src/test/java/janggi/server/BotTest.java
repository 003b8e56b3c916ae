package janggi.server;

import static janggi.server.TestBot.play;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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

    /** A bot logged in as {@code name}, the club's greeting read. */
    private TestBot bot(String name, KeyPair key) throws IOException, InterruptedException {
        TestBot bot = new TestBot(client, name, key);
        open.add(bot);
        bot.expect("hello janggi-bot 1 " + name);
        return bot;
    }

    @Test
    void twoBotsOpenJoinPlayAndSeeTheResultAndTheirRatings() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", ClubClient.newKey());
        String open = alice.send("open --side han --clock 10m+5s").expect("game ");
        String code = open.split(" ")[1];
        assertEquals("game " + code + " open han", open);
        bob.send("join " + code);
        String start = "game " + code + " start %s rules janggi clock 10m+5s rated yes cho bob han alice";
        assertEquals(String.format(start, "cho"), bob.expect("game"));
        assertEquals(String.format(start, "han"), alice.expect("game"));
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        bob.setsUp("NBBN");
        bob.expect("setup cho NBBN");
        assertTrue(bob.expect("clock ").matches("clock cho \\d+ han 600000"));
        bob.expect("turn cho");
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
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
        // Provisional after one game each: the club is not sure of them yet.
        assertEquals("1. bob  1662? ± 290, 1 game", lines.get(1), ratings.out());
        assertEquals("2. alice  1338? ± 290, 1 game", lines.get(2), ratings.out());
        assertTrue(lines.get(3).startsWith("You, alice: 1338?"), ratings.out());
        List<String> games =
                client.exec("alice", aliceKey, "games").out().lines().toList();
        assertTrue(games.get(1).endsWith("\t-162"), games.toString());
        assertEquals("page 1 of 1", games.get(2));
    }

    @Test
    void hanThenChoChooseTheirSetupsInTheProtocolsOrderAndTheRecordKeepsBoth() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", ClubClient.newKey());
        String code = alice.send("open --side han --clock 5m").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("game " + code + " start han");
        alice.expect("choose setup");
        bob.send("setup NBNB").expect("error it is alice's setup (Han) that is being chosen now");
        bob.send("move B9-C7").expect("error the setups are being chosen first: alice chooses now");
        alice.send("setup NNBB").expect("error setup 'NNBB' needs one horse and one elephant on each wing");
        alice.send("setup BNNB");
        alice.expect("setup han BNNB");
        bob.expect("setup han BNNB");
        bob.expect("choose setup");
        bob.send("setup NBNB");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("setup cho NBNB");
            // The clocks start only now, with Cho's move.
            assertEquals("clock cho 300000 han 300000", b.expect("clock "));
            b.expect("turn cho");
        }
        alice.send("setup NBBN").expect("error no setup is being chosen in this game now");
        bob.send("move B9-C7").expect("move cho B9-C7");
        String pgn = client.exec("alice", aliceKey, "export " + code).out();
        assertTrue(pgn.contains("[Setup \"NBNB/BNNB\"]"), pgn);
        assertTrue(pgn.contains("1. B9-C7 "), pgn);
    }

    @Test
    void aBotThatSitsDownAgainDuringTheSetupPhaseIsAskedAgain() throws Exception {
        KeyPair bobKey = ClubClient.newKey();
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", bobKey);
        String code = alice.send("open --side han").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("game");
        alice.setsUp("BNBN");
        bob.expect("setup han BNBN");
        bob.expect("choose setup");
        bob.link.close();
        alice.expect("setup han BNBN");
        alice.expect("away cho bob dropped");
        TestBot again = bot("bob", bobKey);
        again.send("join " + code).expect("game " + code + " start cho");
        again.expect("setup han BNBN");
        again.setsUp("BNNB");
        again.expect("setup cho BNNB");
        again.expect("turn cho");
    }

    @Test
    void aPlayerWhoLeavesIsToldApartFromOneWhoseConnectionDropped() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
        String code = begin(alice, bob, "", "BNBN", "BNNB");
        bob.send("leave");
        alice.expect("away cho bob left");
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("back cho bob");
        bob.link.close();
        alice.expect("away cho bob dropped");
    }

    @Test
    void underKoreanRandomChessNobodyIsAskedAndTheWingsDrawnAreTold() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
        String code = alice.send("open --side han --rules krc").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho rules krc");
        String han = bob.expect("setup han ");
        String cho = bob.expect("setup cho ");
        assertTrue(han.matches("setup han [RNE]{3}-[RNE]{3}"), han);
        assertEquals(han.substring("setup han ".length()), cho.substring("setup cho ".length()), "one draw for both");
        bob.expect("turn cho");
    }

    /**
     * Alice opens with {@code options} as Han, bob joins as Cho, both take NBBN: both have read
     * everything up to Cho's first turn. The game's code.
     */
    private String begin(TestBot alice, TestBot bob, String options) throws Exception {
        return begin(alice, bob, options, "NBBN", "NBBN");
    }

    /** As {@link #begin(TestBot, TestBot, String)}, alice (Han) taking {@code han} and bob {@code cho}. */
    private String begin(TestBot alice, TestBot bob, String options, String han, String cho) throws Exception {
        String code = alice.send("open --side han " + options).expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho");
        alice.expect("game " + code + " start han");
        alice.setsUp(han);
        bob.expect("setup han " + han);
        bob.setsUp(cho);
        for (TestBot b : List.of(bob, alice)) {
            if (b == alice) {
                b.expect("setup han " + han);
            }
            b.expect("setup cho " + cho);
            b.expect("turn cho");
        }
        return code;
    }

    @Test
    void aDrawOfferStandsUntilTheOpponentMovesAndUnderCasualRulesIsAgreed() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey).skipping("clock ");
        TestBot bob = bot("bob", ClubClient.newKey()).skipping("clock ");
        String code = begin(alice, bob, "--rules casual");
        bob.send("draw");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("offer draw cho");
        }
        bob.send("draw").expect("error your draw offer stands already: alice answers it");
        alice.send("decline draw");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("declined draw han");
        }
        alice.send("decline").expect("error your opponent has made no offer to decline");
        // Offered again, it stands through the offerer's own move, and lapses at the opponent's.
        bob.send("draw");
        alice.expect("offer draw cho");
        bob.expect("offer draw cho");
        play(bob, alice, "B9-C7");
        play(alice, bob, "B0-C2");
        alice.send("decline draw").expect("error your opponent has made no draw offer to decline");
        play(bob, alice, "A9-A8");
        alice.send("draw");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("offer draw han");
        }
        bob.send("draw");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("result 1/2-1/2 agreement");
        }
        bob.send("draw").expect("error there is no game in play to offer a draw in");
        String games = client.exec("alice", aliceKey, "games").out();
        assertTrue(games.contains(code + "\t") && games.contains("\t1/2-1/2\t"), games);
    }

    @Test
    void underCountingRulesADrawIsOfferedOnlyAsAtHome() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
        begin(alice, bob, "");
        bob.send("draw")
                .expect("error Under janggi rules a draw may be offered only when both sides count under 30 points.");
    }

    @Test
    void aTakebackAcceptedTakesBackTheAskersMoveAndTheReplyAndGivesNoTimeBack() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
        alice.skipping("clock ");
        String code = alice.send("open --side han --clock 10m").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game ");
        alice.expect("game ");
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        bob.setsUp("NBBN");
        bob.expect("setup cho NBBN");
        bob.expect("clock ");
        bob.expect("turn cho");
        bob.skipping("clock ");
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBBN");
        alice.expect("turn cho");
        play(bob, alice, "B9-C7");
        alice.send("takeback").expect("error you have no move to take back");
        play(alice, bob, "B0-C2");
        bob.send("takeback");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("offer takeback cho");
        }
        alice.send("takeback");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("takeback 0");
            b.expect("turn cho");
        }
        // Asked again, and declined: the game goes on as it stands.
        play(bob, alice, "A9-A8");
        bob.send("takeback");
        alice.expect("offer takeback cho");
        alice.send("decline takeback");
        for (TestBot b : List.of(bob, alice)) {
            if (b == bob) {
                b.expect("offer takeback cho");
            }
            b.expect("declined takeback han");
        }
        String pgn = client.exec("bob", ClubClient.newKey(), "export " + code).out();
        assertTrue(pgn.contains("1. A9-A8 ") && !pgn.contains("B9-C7"), pgn);
    }

    @Test
    void anAbortBeforeBothHaveMovedEndsARatedGameWithNoResultAndNoRatingAndARematchSwapsTheSides() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey).skipping("clock ");
        TestBot bob = bot("bob", ClubClient.newKey()).skipping("clock ");
        String code = begin(alice, bob, "--clock 5m");
        play(bob, alice, "B9-C7");
        alice.send("abort");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("result * aborted");
        }
        alice.send("say no rating");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("said alice no rating");
        }
        alice.send("move B0-C2").expect("error game " + code + " was aborted: it has no result");
        List<String> games =
                client.exec("alice", aliceKey, "games").out().lines().toList();
        String row = games.stream().filter(l -> l.startsWith(code)).findFirst().orElseThrow();
        assertTrue(row.contains("\taborted\t") && row.endsWith("\t-"), row);
        assertTrue(client.exec("alice", aliceKey, "ratings").out().startsWith("No rated games yet"));

        bob.send("rematch");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("offer rematch cho");
        }
        alice.send("decline rematch");
        for (TestBot b : List.of(bob, alice)) {
            b.expect("declined rematch han");
        }
        alice.send("rematch");
        bob.expect("offer rematch han");
        alice.expect("offer rematch han");
        bob.send("rematch");
        // The same settings, the sides swapped: alice is Cho now, and bob, Han, chooses first.
        String start = bob.expect("game ");
        String next = start.split(" ")[1];
        assertTrue(!next.equals(code), start);
        assertEquals("game " + next + " start han rules janggi clock 5m rated yes cho alice han bob", start);
        bob.expect("choose setup");
        assertEquals(
                "game " + next + " start cho rules janggi clock 5m rated yes cho alice han bob", alice.expect("game "));
        bob.send("setup BNNB");
        alice.expect("setup han BNNB");
        alice.expect("choose setup");
    }

    @Test
    void anAbortWithdrawsAGameNobodyHasJoinedSoThatNobodyCanJoinItAndItLeavesTheListsOfGames() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey);
        TestBot bob = bot("bob", ClubClient.newKey());
        String code = alice.send("open --side han").expect("game ").split(" ")[1];
        assertTrue(client.exec("alice", aliceKey, "who").out().contains(code));
        alice.send("abort").expect("result * aborted");
        alice.send("rematch").expect("error ");
        assertFalse(client.exec("alice", aliceKey, "who").out().contains(code));
        bob.send("join " + code).expect("error ");
        // Never begun, it leaves her games, as a game withdrawn from a pool does.
        assertFalse(client.exec("alice", aliceKey, "games").out().contains(code));
    }

    /** The check, in its order: setups, a takeback, a draw agreed, an abort, a rematch. */
    @Test
    void twoBotsPlayAWholeEveningOfSetupsTakebackAgreedDrawAbortAndRematch() throws Exception {
        KeyPair aliceKey = ClubClient.newKey();
        TestBot alice = bot("alice", aliceKey).skipping("clock ");
        TestBot bob = bot("bob", ClubClient.newKey()).skipping("clock ");
        String casual = begin(alice, bob, "--rules casual", "BNNB", "NBNB");
        String pgn = client.exec("alice", aliceKey, "export " + casual).out();
        assertTrue(pgn.contains("[Setup \"NBNB/BNNB\"]"), pgn);

        play(bob, alice, "B9-C7");
        play(alice, bob, "C0-D2");
        alice.send("takeback");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("offer takeback han");
        }
        bob.send("takeback");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("takeback 1");
            b.expect("turn han");
        }
        alice.send("draw");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("offer draw han");
        }
        bob.send("draw");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("result 1/2-1/2 agreement");
        }

        // A rated game with a clock, aborted before the first move.
        begin(alice, bob, "--clock 3m+2s");
        bob.send("abort");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("result * aborted");
        }
        // No rating line: the next thing either bot reads is the chat.
        alice.send("say no rating");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("said alice no rating");
        }
        assertTrue(client.exec("alice", aliceKey, "ratings").out().startsWith("No rated games yet"));

        alice.send("rematch");
        for (TestBot b : List.of(alice, bob)) {
            b.expect("offer rematch han");
        }
        bob.send("rematch");
        String start = bob.expect("game ");
        String next = start.split(" ")[1];
        assertEquals("game " + next + " start han rules janggi clock 3m+2s rated yes cho alice han bob", start);
        assertEquals(
                "game " + next + " start cho rules janggi clock 3m+2s rated yes cho alice han bob",
                alice.expect("game "));
    }

    @Test
    void aBotThatComesBackIsToldTheMovesSoFar() throws Exception {
        KeyPair bobKey = ClubClient.newKey();
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", bobKey);
        String code = alice.send("open --side han").expect("game ").split(" ")[1];
        bob.send("join " + code).expect("game " + code + " start cho rules janggi clock none rated no");
        alice.expect("game");
        alice.setsUp("NBBN");
        bob.expect("setup han NBBN");
        bob.setsUp("NBNB");
        bob.expect("setup cho NBNB");
        bob.expect("turn cho");
        bob.send("move B9-C7").expect("move cho B9-C7");
        bob.link.close();
        alice.expect("setup han NBBN");
        alice.expect("setup cho NBNB");
        alice.expect("turn cho");
        alice.expect("move cho B9-C7");
        alice.expect("turn han");
        alice.expect("away cho bob dropped");
        TestBot again = bot("bob", bobKey);
        again.send("join " + code).expect("game " + code + " start cho");
        again.expect("setup han NBBN");
        again.expect("setup cho NBNB");
        again.expect("moves B9-C7");
        again.expect("turn han");
        alice.expect("back cho bob");
    }

    @Test
    void twoSeekersMeetAtOneGame() throws Exception {
        TestBot alice = bot("alice", ClubClient.newKey());
        TestBot bob = bot("bob", ClubClient.newKey());
        String code = alice.send("seek --clock 5m").expect("game ").split(" ")[1];
        bob.send("seek --clock 5m").expect("game " + code + " start");
        alice.expect("game " + code + " start");
    }

    @Test
    void aBotNeedsAKeyAndMovesNeedAGame() throws Exception {
        ClubClient.Result guest = client.exec("anyone", null, "bot");
        assertTrue(guest.err().contains("bot needs a key"), guest.err());
        TestBot alice = bot("alice", ClubClient.newKey());
        alice.send("move B9-C7").expect("error not at a game");
    }
}
