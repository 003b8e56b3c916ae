package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.security.KeyPair;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A confirmation is a promise: {@code janggi serve} runs in a process of its own while two bots
 * play quickly (a move within 50 ms of each turn), and is killed with SIGKILL at random moments;
 * after each restart every move, seat and result it had confirmed is there. A few kills in the
 * default run, twenty under {@code -Dsoak}.
 */
class KilledServerTest {
    private static final int KILLS = Boolean.getBoolean("soak") ? 20 : 2;

    @TempDir
    Path dir;

    /** The options that name the database: none for the embedded one. */
    String[] database() {
        return new String[0];
    }

    /** Between the moves of round {@code round}, before the kill: the PostgreSQL test restarts PostgreSQL. */
    void duringPlay(int round, FastBot alice) throws Exception {}

    @Test
    void everyMoveSeatAndResultConfirmedBeforeASigkillIsThereAfterTheRestart() throws Exception {
        long seed = new Random().nextLong();
        Random random = new Random(seed);
        String why = "seed " + seed;
        KeyPair aliceKey = ClubClient.newKey();
        KeyPair bobKey = ClubClient.newKey();
        String code = null;
        List<String> confirmed = List.of();
        String result = null;
        for (int round = 0; ; round++) {
            try (ServerProcess server = ServerProcess.start(dir, database());
                    ClubClient client = new ClubClient(server.port());
                    FastBot alice = new FastBot(client, "alice", aliceKey, 50, random.nextLong());
                    FastBot bob = new FastBot(client, "bob", bobKey, 50, random.nextLong())) {
                if (code == null) {
                    alice.send("open --side cho");
                    String open = alice.await("game ");
                    assertNotNull(open, why);
                    code = open.split(" ")[1];
                    bob.send("join " + code);
                    assertNotNull(bob.await("game " + code + " start han"), why);
                } else {
                    alice.send("join " + code);
                    String start = alice.await("game ");
                    assertNotNull(start, why + ": game " + code + " is there after the restart");
                    assertTrue(
                            start.startsWith("game " + code + " start cho") && start.contains(" han bob"),
                            why + ": the game and bob's seat are kept: " + start);
                    assertNotNull(alice.await(result == null ? "turn" : "result"), why);
                    List<String> stored = alice.confirmed();
                    assertTrue(
                            stored.size() >= confirmed.size()
                                    && stored.subList(0, confirmed.size()).equals(confirmed),
                            why + ": round " + round + ": confirmed " + confirmed + ", stored " + stored);
                    if (result != null) {
                        assertEquals(result, alice.result(), why + ": the result confirmed is kept");
                        server.stop();
                        assertTrue(server.log().contains("stopped; everything is stored"), server.log());
                        return;
                    }
                    bob.send("join " + code);
                    assertNotNull(bob.await("game " + code + " start han"), why);
                }
                bob.play();
                alice.play();
                if (round < KILLS) {
                    // Killed at the arrival of a random move, while the next one is on its way.
                    int moves = 1 + random.nextInt(12);
                    for (int i = 0; i < moves; i++) {
                        assertNotNull(alice.await("move "), why);
                    }
                    duringPlay(round, alice);
                } else {
                    alice.send("resign");
                    assertNotNull(alice.await("result "), why);
                }
                server.kill();
                confirmed = alice.confirmed().size() >= bob.confirmed().size() ? alice.confirmed() : bob.confirmed();
                result = alice.result();
            }
        }
    }
}
