package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.files.DataDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game of ours played on is played by the players its record names, whatever this start's defaults. */
class ResumedPlayersTest {

    /** A record as we write it: players named in our tags, begun on 2 January 2026 at 03:04:05. */
    private static String record(String cho, String han, String moves) {
        return "[Date \"2026.01.02\"]\n[Time \"03:04:05\"]\n[Cho \"" + cho + "\"]\n[Han \"" + han + "\"]\n"
                + "[Rules \"janggi\"]\n\n" + moves + " *\n";
    }

    @Test
    void aResumedTwoPlayerGameStaysOneAndItsRecordSaysSo(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Files.writeString(data.autosave().file(), record("Human", "Human", "1. B9-C7"));
        Player player = new Player("");
        // The defaults: the player as Han against the computer.
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI), player, player, data)) {
            assertEquals(Question.Kind.RESUME, player.asked.get(0).kind(), player.transcript());
            assertEquals(Control.HUMAN, session.control(Side.CHO));
            assertEquals(Control.HUMAN, session.control(Side.HAN));
            assertFalse(session.computerToMove());
            LibraryTest.play(session, "B0-C2");
        }
        String kept = Files.readString(data.library().file(LocalDateTime.of(2026, 1, 2, 3, 4, 5)));
        assertTrue(kept.contains("[Cho \"Human\"]") && kept.contains("[Han \"Human\"]"), kept);
    }

    @Test
    void aResumedGameAgainstTheComputerKeepsItsSideAndLevelAndTheBoardTurnsToThePlayer(@TempDir Path dir)
            throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Files.writeString(data.autosave().file(), record("Human", "Computer level 3", "1. B9-C7"));
        Player player = new Player("");
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI).withLevel(8), player, player, data)) {
            assertEquals(Control.HUMAN, session.control(Side.CHO));
            assertEquals(Control.COMPUTER, session.control(Side.HAN));
            assertEquals(3, session.level());
            assertTrue(session.flipped(), "Cho, the player's side, at the bottom");
            assertEquals("Computer level 3", session.record().tags().get("Han"));
        }
    }

    @Test
    void resumeNTakesThePlayersOfTheLibrarysGame(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Files.createDirectories(data.library().dir());
        Files.writeString(
                data.library().dir().resolve("2026-01-02-030405.pgn"), record("Computer level 2", "Human", "1. B9-C7"));
        try (Session session = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            Reply reply = session.input("resume 1");
            assertEquals(Reply.Outcome.NEW_GAME, reply.outcome(), reply.text());
            assertEquals(Control.COMPUTER, session.control(Side.CHO));
            assertEquals(Control.HUMAN, session.control(Side.HAN));
            assertEquals(2, session.level());
            assertFalse(session.flipped(), "Han, the player's side, at the bottom");
        }
    }

    @Test
    void aRecordThatNamesOtherPlayersLeavesThePlayersAsTheyAre(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Files.createDirectories(data.library().dir());
        Files.writeString(
                data.library().dir().resolve("2026-01-02-030405.pgn"), record("Kim", "Computer level 3", "1. B9-C7"));
        try (Session session = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            LibraryTest.play(session, "resume 1");
            assertEquals(Control.HUMAN, session.control(Side.CHO));
            assertEquals(Control.HUMAN, session.control(Side.HAN), "a side named in our words alone is not enough");
        }
    }
}
