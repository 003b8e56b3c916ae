package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.files.DataDirectory;
import janggi.files.GameLock;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** One game, one writer: a second janggi on the same data directory is told, and plays another game. */
class GameLockTest {
    private static final long PID = ProcessHandle.current().pid();

    @Test
    void aSecondCopyIsToldTheGameIsOpenElsewhereAndPlaysANewGameInTheLibrary(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        try (Session first = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            LibraryTest.play(first, "B9-C7", "B0-C2");
            Player player = new Player("");
            try (Session second = LibraryTest.twoPlayersAsking(player, data)) {
                Question question = player.asked.get(0);
                assertEquals(Question.Kind.LOCKED, question.kind());
                assertEquals(
                        "This game is open in another janggi (pid " + PID + ").",
                        question.details().get(0));
                assertEquals(2, question.details().size(), "the first's game is listed: " + question.details());
                LibraryTest.play(second, "H9-G7");
                Path file = data.library().entries().get(1).file().toAbsolutePath();
                assertEquals(
                        "The game is saved in " + file + "; type games, then resume N, to play on.",
                        second.farewell(),
                        "kept in the library alone");
            }
            assertTrue(
                    Files.readString(data.autosave().file()).contains("1. B9-C7 B0-C2 *"),
                    "the first's autosave is the first's alone");
            LibraryTest.play(first, "A6-A5");
        }
        List<String> games = LibraryTest.gameTexts(data);
        assertEquals(2, games.size());
        assertTrue(games.get(0).contains("1. B9-C7 B0-C2 2. A6-A5 *"), games.get(0));
        assertTrue(games.get(1).contains("1. H9-G7 *"), games.get(1));
    }

    @Test
    void aGameOpenElsewhereCannotBeResumedButAnotherCan(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        try (Session older = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            LibraryTest.play(older, "B9-C7", "new", "y", "H9-G7");
        }
        try (Session first = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            // It resumed the autosave's game, H9-G7, which is game 2 of the library.
            assertEquals(1, first.game().moves().size());
            Player player = new Player("2", "1");
            try (Session second = LibraryTest.twoPlayersAsking(player, data)) {
                assertEquals(
                        List.of("This game is open in another janggi (pid " + PID + ").", "Resumed game 1 (1 move)."),
                        player.told);
                assertEquals("B9-C7", DisplayMove.of(second.game().moves().get(0)));
            }
        }
    }

    @Test
    void whenTheFirstCopyEndsTheGameCanBeOpenedAgain(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        Session first = LibraryTest.twoPlayers(RuleSet.JANGGI, data);
        LibraryTest.play(first, "B9-C7");
        first.close();
        Player player = new Player();
        try (Session second = LibraryTest.twoPlayersAsking(player, data)) {
            assertEquals(Question.Kind.RESUME, player.asked.get(0).kind());
            assertEquals(1, second.game().moves().size());
        }
    }

    @Test
    void aLockHeldByAnotherProcessNamesThatProcessUntilItEnds(@TempDir Path dir) throws Exception {
        Path lock = dir.resolve("locks").resolve("autosave.lock");
        String java = ProcessHandle.current().info().command().orElse("java");
        Process other = new ProcessBuilder(
                        java, "-cp", System.getProperty("java.class.path"), LockHolder.class.getName(), lock.toString())
                .redirectErrorStream(true)
                .start();
        try {
            BufferedReader said =
                    new BufferedReader(new InputStreamReader(other.getInputStream(), StandardCharsets.UTF_8));
            assertEquals("held", said.readLine());
            GameLock.Busy busy = assertInstanceOf(GameLock.Busy.class, GameLock.tryLock(lock));
            assertEquals(other.pid(), busy.pid());
            Player player = new Player();
            LibraryTest.twoPlayersAsking(player, new DataDirectory(dir)).close();
            assertEquals(
                    "This game is open in another janggi (pid " + other.pid() + ").",
                    player.asked.get(0).details().get(0));
        } finally {
            other.getOutputStream().close();
            assertTrue(other.waitFor(30, TimeUnit.SECONDS));
        }
        GameLock.Held held = assertInstanceOf(GameLock.Held.class, GameLock.tryLock(lock), "released as it ended");
        held.lock().close();
    }

    @Test
    void anUnwritableDirectoryIsNotAGameOpenElsewhere(@TempDir Path dir) throws Exception {
        // A plain file where the data directory should be stops even root from writing there.
        Path plain = dir.resolve("janggi");
        Files.writeString(plain, "");
        Player player = new Player();
        try (Session session = LibraryTest.twoPlayersAsking(player, new DataDirectory(plain))) {
            assertTrue(player.asked.stream().noneMatch(q -> q.kind() == Question.Kind.LOCKED), player.transcript());
            assertEquals(
                    "NOT saved: " + plain + " is a file, not a directory",
                    session.saveProblem().orElseThrow());
            LibraryTest.play(session, "B9-C7", "B0-C2");
            assertEquals(
                    "NOT saved: " + plain + " is a file, not a directory",
                    session.saveProblem().orElseThrow());
            session.input("resign");
            session.input("y");
            assertEquals(
                    ExitStatus.NOT_SAVED,
                    ExitStatus.of(LocalTable.of(session).state(), true),
                    "a lost record matters more than the result");
            String farewell = session.input("quit").text();
            assertTrue(
                    farewell.startsWith("This game was NOT saved (" + plain + " is a file, not a directory)."),
                    farewell);
            assertTrue(farewell.contains("Its moves: 1. B9-C7 B0-C2."), farewell);
            Path elsewhere = dir.resolve("kept.pgn");
            session.input("save " + elsewhere);
            assertEquals(
                    ExitStatus.HAN_WON,
                    ExitStatus.of(LocalTable.of(session).state(), true),
                    "saved where the player chose");
            assertEquals(
                    "The game is saved in " + elsewhere + ", which you chose; the data directory could not be written.",
                    session.farewell());
        }
    }

    @Test
    void aSecondCopyGivenAPositionPlaysThatPositionWithoutAskingAboutTheOthersGame(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        String fen = "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1";
        try (Session first = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            Player player = new Player("");
            try (Session second = Opening.open(
                    Start.of(RuleSet.JANGGI)
                            .withSides(Control.HUMAN, Control.HUMAN)
                            .withGame(Game.from(Fen.parse(fen, RuleSet.JANGGI))),
                    player,
                    player,
                    data)) {
                assertEquals(List.of(), player.asked, "the other janggi's game is its own business");
                assertEquals(fen, Fen.of(second.game().position()), "the game is the position given");
            }
        }
    }
}
