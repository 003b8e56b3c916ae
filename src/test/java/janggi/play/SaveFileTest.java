package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.DataDirectory;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code --save} file: a file that cannot be written is said, on the screen and on leaving, with the moves. */
class SaveFileTest {

    private static Start twoPlayersSavingTo(Path file) {
        return Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSaveFile(file);
    }

    /** A path under a regular file: no one, root included, can write there. */
    private static Path unwritable(Path dir) throws IOException {
        Path plain = dir.resolve("a file");
        Files.writeString(plain, "");
        return plain.resolve("game.pgn");
    }

    @Test
    void aSaveFileThatCannotBeWrittenIsSaidOnLeavingWithTheMovesThoughTheLibraryKeepsTheGame(@TempDir Path dir)
            throws IOException {
        Path file = unwritable(dir);
        Player player = new Player();
        try (Session session =
                Opening.open(twoPlayersSavingTo(file), player, player, new DataDirectory(dir.resolve("data")))) {
            LibraryTest.play(session, "B9-C7");
            String farewell = session.quit().text();
            assertTrue(farewell.contains("the next start offers to resume it."), farewell);
            assertTrue(farewell.contains("This game was NOT saved to " + file + " ("), farewell);
            assertTrue(farewell.endsWith("Its moves: 1. B9-C7."), farewell);
            assertTrue(session.saveProblem().orElseThrow().startsWith("NOT saved to " + file + ": "));
            assertEquals(
                    ExitStatus.NOT_SAVED, ExitStatus.of(LocalTable.of(session).state(), false));
        }
    }

    @Test
    void aSaveFileInADirectoryThatDoesNotExistMakesNoDirectoryAndSaysWhich(@TempDir Path dir) throws IOException {
        Path missing = dir.resolve("no such dir");
        Path file = missing.resolve("game.pgn");
        Player player = new Player();
        try (Session session =
                Opening.open(twoPlayersSavingTo(file), player, player, new DataDirectory(dir.resolve("data")))) {
            LibraryTest.play(session, "B9-C7");
            String farewell = session.quit().text();
            assertTrue(farewell.contains("This game was NOT saved to " + file + " (" + missing), farewell);
            assertFalse(Files.exists(missing), "a typing mistake makes no directory");
        }
    }

    @Test
    void aSaveFileThatCannotBeWrittenIsSaidAtTheEndOfTheGame(@TempDir Path dir) throws IOException {
        Path file = unwritable(dir);
        Player player = new Player();
        try (Session session =
                Opening.open(twoPlayersSavingTo(file), player, player, new DataDirectory(dir.resolve("data")))) {
            LibraryTest.play(session, "B9-C7", "resign", "y");
            assertTrue(session.game().isOver());
            assertTrue(
                    session.saveProblem().orElseThrow().startsWith("NOT saved to " + file + ": "),
                    "shown while the game is still on the screen");
        }
    }

    @Test
    void fromAPipeAFailedSaveFileIsSaidWithTheMoves(@TempDir Path dir) throws IOException {
        Path file = unwritable(dir);
        Session session = Opening.withoutQuestions(twoPlayersSavingTo(file), null);
        LibraryTest.play(session, "B9-C7", "B0-C2");
        String farewell = session.quit().text();
        assertTrue(farewell.startsWith("This game was NOT saved to " + file + " ("), farewell);
        assertTrue(farewell.endsWith("Its moves: 1. B9-C7 B0-C2."), farewell);
        assertEquals(ExitStatus.NOT_SAVED, ExitStatus.of(LocalTable.of(session).state(), true));
    }

    @Test
    void whenNeitherTheLibraryNorTheSaveFileCanBeWrittenTheMovesAreSaidOnce(@TempDir Path dir) throws IOException {
        Path file = unwritable(dir);
        Path plain = dir.resolve("janggi");
        Files.writeString(plain, "");
        Player player = new Player();
        try (Session session = Opening.open(twoPlayersSavingTo(file), player, player, new DataDirectory(plain))) {
            LibraryTest.play(session, "B9-C7");
            String farewell = session.quit().text();
            assertTrue(farewell.startsWith("This game was NOT saved (" + plain + " is a file, not a directory)."));
            assertTrue(
                    farewell.endsWith("Nor was it saved to " + file + " (" + file.getParent() + " is a file, "
                            + "not a directory)."),
                    farewell);
            assertEquals(farewell.indexOf("Its moves"), farewell.lastIndexOf("Its moves"), farewell);
            assertEquals(
                    ExitStatus.NOT_SAVED, ExitStatus.of(LocalTable.of(session).state(), false));
        }
    }
}
