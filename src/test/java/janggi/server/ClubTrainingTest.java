package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.learn.Puzzle;
import janggi.learn.Puzzles;
import janggi.notation.DisplayMove;
import java.io.IOException;
import java.nio.file.Path;
import java.security.KeyPair;
import java.time.Duration;
import java.util.Comparator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Lessons and puzzles at the club, over SSH: {@code learn} teaches on the game's screen and keeps
 * the stars in the player's settings; {@code puzzle} rates a first try in the club's database
 * before it is shown, and the leaderboard lists the player after; a guest keeps nothing.
 */
class ClubTrainingTest {
    @TempDir
    Path dir;

    private final KeyPair alice = ClubClient.newKey();
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

    /** The shipped puzzle a newcomer is set first: the one rated nearest 1500. */
    private static Puzzle first() {
        return Puzzles.shipped().stream()
                .min(Comparator.comparingDouble((Puzzle p) -> Math.abs(p.rating() - 1500))
                        .thenComparing(p -> Puzzles.shipped().indexOf(p)))
                .orElseThrow();
    }

    @Test
    void aSolvedPuzzleMovesTheRatingAndTheLeaderboardListsThePlayer() throws IOException {
        assertEquals(
                "No puzzle solved yet: type puzzle to solve one.",
                client.exec("alice", alice, "leaderboard").out().strip());
        Puzzle puzzle = first();
        try (ClubClient.Terminal t = client.terminal("alice", alice, "puzzle " + puzzle.id())) {
            t.await("Puzzle " + puzzle.id());
            for (int i = 0; i < puzzle.line().size(); i += 2) {
                t.type(DisplayMove.of(puzzle.moves().get(i)));
            }
            t.await("Solved! Rating 1500 -> ");
        }
        String board = client.exec("alice", alice, "leaderboard").out();
        assertTrue(board.contains("1. alice  "), board);
        assertTrue(board.contains("1 puzzle"), board);
        assertTrue(board.contains("You, alice: "), board);
    }

    @Test
    void theLessonsTeachTheCannonAtTheClubAndKeepTheStars() throws IOException {
        try (ClubClient.Terminal t = client.terminal("alice", alice, "learn cannon_jump")) {
            t.await("The cannon jumps");
            t.type("B2-B3");
            t.await("a cannon must jump exactly one piece to move");
            t.type("B2-B8");
            t.await("Goal reached in 1 move: ***.");
        }
        try (ClubClient.Terminal t = client.terminal("alice", alice, "learn")) {
            // The lesson done is passed over: the next without stars opens.
            t.await("Lesson 1/");
            t.type("lessons");
            t.await("***  The cannon jumps");
        }
    }

    @Test
    void aGuestSolvesAPuzzleButKeepsNoRating() throws IOException {
        Puzzle puzzle = first();
        try (ClubClient.Terminal t = client.terminal("guest", null, "puzzle " + puzzle.id())) {
            t.await("Puzzle " + puzzle.id());
            for (int i = 0; i < puzzle.line().size(); i += 2) {
                t.type(DisplayMove.of(puzzle.moves().get(i)));
            }
            t.await("Not rated: without a key nothing is kept.");
        }
        assertTrue(client.exec("alice", alice, "leaderboard").out().contains("No puzzle solved yet"));
    }
}
