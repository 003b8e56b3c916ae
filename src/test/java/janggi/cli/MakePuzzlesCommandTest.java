package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.learn.Puzzle;
import janggi.learn.Puzzles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * make-puzzles in a game that ends in a mate in two (one of our engine's games against
 * Fairy-Stockfish): it finds the mate from both of the winner's last positions, writes them
 * under the command and its settings, and they read back as puzzles.
 */
class MakePuzzlesCommandTest {
    private static final Path GAME = Path.of("src/test/resources/puzzles/mate-in-two.pgn");

    @TempDir
    Path dir;

    @Test
    void theMateAtTheEndOfAGameIsFoundFromBothOfTheWinnersLastMoves() throws IOException {
        Path out = dir.resolve("puzzles.txt");
        String[] run =
                CommandRun.run("make-puzzles", "--from", GAME.toString(), "--out", out.toString(), "--from-ply", "56");
        assertEquals("0", run[0], run[2]);
        assertTrue(run[1].startsWith("2 puzzles from 1 games written to "), run[1]);
        String text = Files.readString(out, StandardCharsets.UTF_8);
        assertTrue(text.startsWith("# Janggi puzzles (docs/learn.md)"), text);
        assertTrue(text.contains("# Made by: janggi make-puzzles --from " + GAME), text);
        List<Puzzle> found = Puzzles.parse(text);
        assertEquals(
                List.of("f3e2 d1e2 a1b1", "a1b1"),
                found.stream().map(p -> String.join(" ", p.line())).toList());
        assertTrue(found.get(0).themes().contains("mate2"), found.get(0).text());
        assertTrue(found.get(1).themes().contains("mate1"), found.get(1).text());
        assertTrue(found.get(0).rating() > found.get(1).rating(), text);
    }

    @Test
    void badSettingsAreRefusedInALine() {
        String[] run = CommandRun.run(
                "make-puzzles",
                "--from",
                GAME.toString(),
                "--out",
                dir.resolve("x").toString(),
                "--min-gain",
                "0");
        assertEquals("2", run[0]);
        assertTrue(run[2].contains("--min-gain above 0"), run[2]);
    }
}
