package janggi.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The puzzle rating at home is kept in its file before it is shown, and read back by the next run. */
class HomePuzzlesTest {
    private static final Puzzle PUZZLE = Puzzle.parse("4ka1b1/2R6/3a1n3/5ppp1/9/1PP1N4/4c2P1/1C2B3C/4A4/rB2K3R"
            + " b - - 0 31 | a1b1 | 600 | mate1 pin | 792606 | test");

    @TempDir
    Path dir;

    @Test
    void aRatedTryIsInTheFileForTheNextRun() throws Exception {
        Path file = dir.resolve("janggi").resolve("puzzles");
        PuzzleBook.Standing after = new HomePuzzles(file).rate(PUZZLE, false);
        HomePuzzles again = new HomePuzzles(file);
        assertEquals(
                Math.round(after.rating().rating()),
                Math.round(again.standing().rating().rating()));
        assertEquals(1, again.standing().tries());
        assertEquals(Set.of("792606"), again.tried());
        assertTrue(after.rating().rating() < 1500);
    }

    @Test
    void aRatingThatCannotBeWrittenIsNotKeptAndSaysWhy() throws IOException {
        Path notADirectory = dir.resolve("file");
        Files.writeString(notADirectory, "");
        HomePuzzles book = new HomePuzzles(notADirectory.resolve("puzzles"));
        assertThrows(PuzzleBook.NotKept.class, () -> book.rate(PUZZLE, true));
        assertEquals(PuzzleBook.Standing.FIRST, book.standing());
    }

    @Test
    void aDamagedFileCountsAsANewcomers() throws IOException {
        Path file = dir.resolve("puzzles");
        Files.writeString(file, "rating=lots\ntries=x\n");
        assertEquals(PuzzleBook.Standing.FIRST, new HomePuzzles(file).standing());
    }
}
