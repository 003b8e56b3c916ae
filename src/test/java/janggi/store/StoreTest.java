package janggi.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.GameResult;
import janggi.core.Side;
import janggi.store.StoredGame.Ending;
import janggi.store.StoredGame.Status;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The club's database on an H2 file: players, games, moves and chat, and all of it after reopening. */
class StoreTest {
    @TempDir
    Path dir;

    private static final Player ALICE = new Player("SHA256:alice", "alice");
    private static final Player BOB = new Player("SHA256:bob", "bob");

    private Store open() {
        return Store.open(Store.embeddedUrl(dir));
    }

    @Test
    void aKeyClaimsItsNameOnFirstUseAndKeepsItAfterwards() {
        try (Store store = open()) {
            Players players = store.players();
            assertEquals(Optional.of(ALICE), players.claim(ALICE.fingerprint(), "alice"));
            assertEquals(Optional.of(ALICE), players.claim(ALICE.fingerprint(), "alicia"));
        }
    }

    @Test
    void anotherKeyCannotTakeANameInAnyMixOfCapitals() {
        try (Store store = open()) {
            store.players().claim(ALICE.fingerprint(), "alice");
            assertEquals(Optional.empty(), store.players().claim("SHA256:mallory", "Alice"));
            assertEquals(Optional.empty(), store.players().byKey("SHA256:mallory"));
        }
    }

    @Test
    void aGameOpensWithOneSeatAndBeginsWhenTheSecondIsTaken() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            assertTrue(games.create("ab12c", "janggi", "NBBN/NBBN", null, null, ALICE, null));
            assertFalse(games.create("ab12c", "janggi", "NBBN/NBBN", null, ALICE, null, null));
            assertEquals(Status.OPEN, games.find("ab12c").orElseThrow().status());
            assertTrue(games.sit("ab12c", Side.CHO, BOB));
            assertFalse(games.sit("ab12c", Side.CHO, ALICE));
            StoredGame g = games.find("ab12c").orElseThrow();
            assertEquals(Status.PLAYING, g.status());
            assertEquals(BOB, g.cho());
            assertEquals(ALICE, g.han());
            assertEquals(Optional.of(Side.HAN), g.sideOf(ALICE.fingerprint()));
        }
    }

    @Test
    void aMoveIsStoredOnlyForTheTurnItClaims() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null);
            assertTrue(games.addMove("ab12c", new StoredMove(0, 1234, "B9-C7", null, null), null));
            assertFalse(games.addMove("ab12c", new StoredMove(0, 999, "A9-A8", null, null), null));
            assertFalse(games.addMove("ab12c", new StoredMove(2, 999, "A9-A8", null, null), null));
            assertEquals(List.of(new StoredMove(0, 1234, "B9-C7", null, null)), games.moves("ab12c"));
            assertEquals(1, games.find("ab12c").orElseThrow().plies());
        }
    }

    @Test
    void theMoveThatEndsAGameFinishesItInTheSameTransaction() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null);
            Ending mate = new Ending(GameResult.Outcome.CHO_WINS, GameResult.Termination.CHECKMATE);
            assertTrue(games.addMove("ab12c", new StoredMove(0, 1234, "B9-C7", 60_000L, 59_000L), mate));
            StoredGame g = games.find("ab12c").orElseThrow();
            assertEquals(Status.FINISHED, g.status());
            assertEquals(mate, g.ending());
            assertFalse(games.addMove("ab12c", new StoredMove(1, 999, "A0-A1", null, null), null));
            assertEquals(60_000L, games.moves("ab12c").get(0).choClockMs());
        }
    }

    @Test
    void aResignationFinishesOnlyTheGameAsTheResigningPlayerSawIt() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null);
            Ending resigned = new Ending(GameResult.Outcome.HAN_WINS, GameResult.Termination.RESIGNATION);
            assertFalse(games.finish("ab12c", 3, resigned));
            assertTrue(games.finish("ab12c", 0, resigned));
            assertEquals(resigned, games.find("ab12c").orElseThrow().ending());
        }
    }

    @Test
    void aGameAgainstTheComputerBeginsAtOnceAndNobodyTakesTheComputersSeat() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("cpu01", "janggi", "NBBN/NBBN", null, null, ALICE, 6);
            StoredGame g = games.find("cpu01").orElseThrow();
            assertEquals(Status.PLAYING, g.status());
            assertEquals(Optional.of(Side.CHO), g.computerSide());
            assertFalse(games.sit("cpu01", Side.CHO, BOB));
        }
    }

    @Test
    void gamesAreListedByStatusAndByPlayer() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("open1", "janggi", "NBBN/NBBN", null, ALICE, null, null);
            games.create("play1", "modern", "NBBN/BNNB", null, ALICE, BOB, null);
            games.create("cpu01", "janggi", "NBBN/NBBN", null, null, BOB, 3);
            assertEquals(
                    List.of("open1"),
                    games.withStatus(Status.OPEN, 10).stream()
                            .map(StoredGame::code)
                            .toList());
            assertEquals(
                    List.of("open1", "play1"),
                    games.of(ALICE.fingerprint(), 10).stream()
                            .map(StoredGame::code)
                            .sorted()
                            .toList());
            assertEquals(1, games.of(BOB.fingerprint(), 1).size());
        }
    }

    @Test
    void everythingIsThereAfterTheDatabaseIsReopened() {
        try (Store store = open()) {
            seat(store);
            store.games().create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null);
            store.games().addMove("ab12c", new StoredMove(0, 1234, "B9-C7", null, null), null);
            store.chat().add("ab12c", ALICE.fingerprint(), "alice", "good luck");
            store.chat().add("ab12c", null, "guest1", "hello");
        }
        try (Store store = open()) {
            assertEquals(Optional.of(ALICE), store.players().byKey(ALICE.fingerprint()));
            StoredGame g = store.games().find("ab12c").orElseThrow();
            assertEquals(1, g.plies());
            assertNull(g.ending());
            assertEquals(1, store.games().moves("ab12c").size());
            assertEquals(
                    List.of(new Chat.Line("alice", "good luck"), new Chat.Line("guest1", "hello")),
                    store.chat().recent("ab12c", 10));
            assertEquals(List.of(new Chat.Line("guest1", "hello")), store.chat().recent("ab12c", 1));
        }
    }

    private static void seat(Store store) {
        store.players().claim(ALICE.fingerprint(), ALICE.name());
        store.players().claim(BOB.fingerprint(), BOB.name());
    }
}
