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
import java.time.Clock;
import java.time.Instant;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The club's database on an H2 file: players, games, moves, chat and ratings, and all of it
 * after reopening. {@link StorePostgresTest} runs the same on PostgreSQL.
 */
class StoreTest {
    @TempDir
    Path dir;

    /** The database under test: the embedded one in {@code dir}, or null. */
    String url() {
        return null;
    }

    private static final Player ALICE = new Player("SHA256:alice", "alice");
    private static final Player BOB = new Player("SHA256:bob", "bob");

    private Store open() {
        return url() == null ? Store.openEmbedded(dir) : Store.open(url());
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
            assertTrue(games.create("ab12c", "janggi", "NBBN/NBBN", null, null, ALICE, null, false));
            assertFalse(games.create("ab12c", "janggi", "NBBN/NBBN", null, ALICE, null, null, false));
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
    void aPoolPairsAWaitingPlayerIntoAnotherOpenGameOnceAndWithdrawsTheirOwnInOneTransaction() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            assertTrue(games.create("alic1", "janggi", "NBBN/NBBN", "5m+3s", null, ALICE, null, true));
            assertTrue(games.create("bob01", "janggi", "NBBN/NBBN", "5m+3s", BOB, null, null, true));
            assertTrue(games.create("bob02", "janggi", "NBBN/NBBN", "5m+3s", BOB, null, null, true));
            assertTrue(games.pairInto("bob01", "alic1", Side.CHO, BOB, Side.HAN, 0));
            StoredGame into = games.find("alic1").orElseThrow();
            assertEquals(Status.PLAYING, into.status());
            assertEquals(BOB, into.cho());
            assertEquals(ALICE, into.han());
            StoredGame from = games.find("bob01").orElseThrow();
            assertEquals(Status.ABORTED, from.status());
            assertEquals("alic1", from.rematch());
            // alic1 has begun: a second pairing into it changes nothing, bob02 is not withdrawn.
            assertFalse(games.pairInto("bob02", "alic1", Side.CHO, BOB, Side.HAN, 0));
            assertEquals(Status.OPEN, games.find("bob02").orElseThrow().status());
            assertEquals(
                    Set.of("alic1", "bob02"),
                    games.of(BOB.fingerprint(), 10).stream()
                            .map(StoredGame::code)
                            .collect(Collectors.toSet()),
                    "the withdrawn game is left out of bob's games");
        }
    }

    @Test
    void aMoveIsStoredOnlyForTheTurnItClaims() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null, false);
            assertTrue(games.addMove("ab12c", new StoredMove(0, 1234, "B9-C7", null), null, null));
            assertFalse(games.addMove("ab12c", new StoredMove(0, 999, "A9-A8", null), null, null));
            assertFalse(games.addMove("ab12c", new StoredMove(2, 999, "A9-A8", null), null, null));
            assertEquals(List.of(new StoredMove(0, 1234, "B9-C7", null)), games.moves("ab12c"));
            assertEquals(1, games.find("ab12c").orElseThrow().plies());
        }
    }

    @Test
    void theMoveThatEndsAGameFinishesItInTheSameTransaction() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null, false);
            Ending mate = new Ending(GameResult.Outcome.CHO_WINS, GameResult.Termination.CHECKMATE);
            assertTrue(games.addMove(
                    "ab12c",
                    new StoredMove(0, 1234, "B9-C7", new StoredMove.Clocks(60_000L, 0, 59_000L, 0)),
                    mate,
                    null));
            StoredGame g = games.find("ab12c").orElseThrow();
            assertEquals(Status.FINISHED, g.status());
            assertEquals(mate, g.ending());
            assertFalse(games.addMove("ab12c", new StoredMove(1, 999, "A0-A1", null), null, null));
            assertEquals(60_000L, games.moves("ab12c").get(0).clocks().choMs());
        }
    }

    @Test
    void aResignationFinishesOnlyTheGameAsTheResigningPlayerSawIt() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null, false);
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
            games.create("cpu01", "janggi", "NBBN/NBBN", null, null, ALICE, 6, false);
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
            games.create("open1", "janggi", "NBBN/NBBN", null, ALICE, null, null, false);
            games.create("play1", "modern", "NBBN/BNNB", null, ALICE, BOB, null, false);
            games.create("cpu01", "janggi", "NBBN/NBBN", null, null, BOB, 3, false);
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
            store.games().create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null, false);
            store.games().addMove("ab12c", new StoredMove(0, 1234, "B9-C7", null), null, null);
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
                    List.of("alice: good luck", "guest1: hello"),
                    store.chat().recent("ab12c", 10).stream()
                            .map(l -> l.name() + ": " + l.text())
                            .toList());
            assertEquals(
                    List.of("guest1: hello"),
                    store.chat().recent("ab12c", 1).stream()
                            .map(l -> l.name() + ": " + l.text())
                            .toList());
        }
    }

    @Test
    void aRatedGameMovesBothRatingsWhenItsEndIsStored() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("rated", "janggi", "NBBN/NBBN", "10m+5s", BOB, ALICE, null, true);
            Ending mate = new Ending(GameResult.Outcome.HAN_WINS, GameResult.Termination.CHECKMATE);
            assertTrue(games.addMove("rated", new StoredMove(0, 1234, "B9-C7", null), mate, null));
            Ratings.Entry alice = store.ratings().of(ALICE.fingerprint()).orElseThrow();
            Ratings.Entry bob = store.ratings().of(BOB.fingerprint()).orElseThrow();
            // Two newcomers (1500, 350): Glicko-2 moves each by the same amount, about 162.
            assertEquals(1662.3, alice.rating().rating(), 0.1);
            assertEquals(1337.7, bob.rating().rating(), 0.1);
            assertEquals(1, alice.games());
            StoredGame g = games.find("rated").orElseThrow();
            assertEquals(162.3, g.ratingChange(Side.HAN), 0.1);
            assertEquals(-162.3, g.ratingChange(Side.CHO), 0.1);
            assertEquals(
                    List.of("alice", "bob"),
                    store.ratings().top(10).stream().map(Ratings.Entry::name).toList());
        }
    }

    @Test
    void theGamesOfADayAreRatedTogetherSoTwoNewcomersTradingWinsEndWhereTheyBegan() {
        try (Store store = open()) {
            seat(store);
            store.ratingDays(Clock.fixed(Instant.parse("2026-11-28T10:00:00Z"), ZoneOffset.UTC));
            Games games = store.games();
            // Bob wins, then alice: each game rated against the other's rating as the day began.
            double[] expected = {162.3, -162.3, 99.9, -99.9};
            for (int i = 0; i < expected.length; i++) {
                String code = "day" + i;
                games.create(code, "janggi", "NBBN/NBBN", "3m+2s", BOB, ALICE, null, true);
                Ending ending = new Ending(
                        i % 2 == 0 ? GameResult.Outcome.CHO_WINS : GameResult.Outcome.HAN_WINS,
                        GameResult.Termination.RESIGNATION);
                assertTrue(games.finish(code, 0, ending));
                StoredGame g = games.find(code).orElseThrow();
                assertEquals(expected[i], g.ratingChange(Side.CHO), 0.1, code);
                assertEquals(-expected[i], g.ratingChange(Side.HAN), 0.1, code);
            }
            // Each game alone as a period would have moved them 162, 229, 149 and 133 points.
            Glicko2.Rating bob =
                    store.ratings().of(BOB.fingerprint()).orElseThrow().rating();
            assertEquals(1500, bob.rating(), 0.1);
            assertEquals(209, bob.deviation(), 1);
            assertTrue(Glicko2.provisional(bob));
            StoredGame last = games.find("day3").orElseThrow();
            assertEquals(bob.rating(), last.ratedAs(Side.CHO).rating(), 1e-9);
            assertEquals(bob.deviation(), last.ratedAs(Side.CHO).deviation(), 1e-9);

            // The next day is a period of its own, from where the last one ended.
            store.ratingDays(Clock.fixed(Instant.parse("2026-11-29T10:00:00Z"), ZoneOffset.UTC));
            Glicko2.Rating alice =
                    store.ratings().of(ALICE.fingerprint()).orElseThrow().rating();
            games.create("next", "janggi", "NBBN/NBBN", "3m+2s", BOB, ALICE, null, true);
            assertTrue(games.finish(
                    "next", 0, new Ending(GameResult.Outcome.CHO_WINS, GameResult.Termination.RESIGNATION)));
            Glicko2.Rating expectedBob = Glicko2.update(bob, List.of(new Glicko2.Game(alice, 1)));
            assertEquals(
                    expectedBob.rating() - bob.rating(),
                    games.find("next").orElseThrow().ratingChange(Side.CHO),
                    0.5);
        }
    }

    @Test
    void aDrawBetweenEqualsLeavesTheirRatingsAndAResignationCountsAsTheWin() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("draw1", "janggi", "NBBN/NBBN", "10m", BOB, ALICE, null, true);
            Ending draw = new Ending(GameResult.Outcome.DRAW, GameResult.Termination.BIKJANG);
            assertTrue(games.addMove("draw1", new StoredMove(0, 1234, "B9-C7", null), draw, null));
            assertEquals(
                    1500,
                    store.ratings()
                            .of(ALICE.fingerprint())
                            .orElseThrow()
                            .rating()
                            .rating(),
                    1e-6);
            games.create("resig", "janggi", "NBBN/NBBN", "10m", BOB, ALICE, null, true);
            Ending resigned = new Ending(GameResult.Outcome.CHO_WINS, GameResult.Termination.RESIGNATION);
            assertTrue(games.finish("resig", 0, resigned));
            assertTrue(
                    store.ratings().of(BOB.fingerprint()).orElseThrow().rating().rating() > 1500);
            assertEquals(2, store.ratings().of(BOB.fingerprint()).orElseThrow().games());
        }
    }

    @Test
    void casualGamesAndGamesAgainstTheComputerAreNeverRated() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("casua", "janggi", "NBBN/NBBN", "10m", BOB, ALICE, null, false);
            games.create("cpu01", "janggi", "NBBN/NBBN", "10m", null, ALICE, 3, true);
            Ending won = new Ending(GameResult.Outcome.HAN_WINS, GameResult.Termination.RESIGNATION);
            assertTrue(games.finish("casua", 0, won));
            assertTrue(games.finish("cpu01", 0, won));
            assertEquals(
                    0, store.ratings().of(ALICE.fingerprint()).orElseThrow().games());
            assertEquals(List.of(), store.ratings().top(10));
            assertNull(games.find("cpu01").orElseThrow().ratingChange(Side.HAN));
        }
    }

    @Test
    void theChatAnotherServerStoredIsReadFromWhereThisOneStopped() {
        try (Store store = open()) {
            seat(store);
            Games games = store.games();
            games.create("ab12c", "janggi", "NBBN/NBBN", null, BOB, ALICE, null, false);
            long first = store.chat().add("ab12c", ALICE.fingerprint(), "alice", "one");
            store.chat().add("ab12c", BOB.fingerprint(), "bob", "two");
            assertEquals(
                    List.of("two"),
                    store.chat().after("ab12c", first).stream()
                            .map(Chat.Line::text)
                            .toList());
        }
    }

    private static void seat(Store store) {
        store.players().claim(ALICE.fingerprint(), ALICE.name());
        store.players().claim(BOB.fingerprint(), BOB.name());
    }
}
