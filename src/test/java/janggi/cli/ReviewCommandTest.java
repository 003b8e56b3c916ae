package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.text.EnglishWords;
import janggi.text.Wrap;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReviewCommandTest {
    /**
     * Twenty-nine plies of the engine against itself, but for Cho's 11th move, A6-C9, which
     * leaves the chariot on A9 to Han's cannon.
     */
    private static Path plantedBlunder(Path dir) throws IOException {
        try (InputStream in = ReviewCommandTest.class.getResourceAsStream("/review/planted-blunder.uci")) {
            return Files.write(dir.resolve("game.uci"), in.readAllBytes());
        }
    }

    private static List<String> lines(String text) {
        return Arrays.asList(text.split("\n"));
    }

    @Test
    void thePlantedBlunderIsMarkedAndTheAnnotatedGameReplays(@TempDir Path dir) throws IOException {
        Path game = plantedBlunder(dir);
        Path annotated = dir.resolve("annotated.pgn");
        String[] r =
                CommandRun.run("review", game.toString(), "--plain", "--depth", "5", "--out", annotated.toString());
        assertEquals("0", r[0], r[2]);
        List<String> out = lines(r[1] + r[2]);
        String blunder =
                out.stream().filter(l -> l.startsWith("11. A6-C9")).findFirst().orElseThrow();
        assertTrue(blunder.contains("??"), blunder);
        assertTrue(blunder.contains("best "), blunder);
        assertTrue(out.stream().filter(l -> l.contains("??")).count() <= 3, r[1]);
        assertEquals(
                29,
                out.stream()
                        .filter(l -> l.matches("\\d+\\.(\\.\\.)? [A-I]\\d-[A-I]\\d.*"))
                        .count(),
                r[1]);
        assertTrue(r[1].contains("\nCho: accuracy "), "no name, no (?): " + r[1]);
        assertTrue(r[1].contains("blunders: 1"), r[1]);
        assertTrue(r[1].chars().allMatch(c -> c < 128), "--plain is ASCII");
        String pgn = Files.readString(annotated);
        assertTrue(pgn.contains("11. A6-C9 $4 {[%eval -"), pgn);
        assertTrue(pgn.contains("(11. "), "the best line as a variation: " + pgn);
        String[] replay = CommandRun.run("replay", "--plain", annotated.toString());
        assertEquals("0", replay[0], replay[2]);
        assertTrue(replay[1].contains("11. A6-C9 ??\nevaluation: -"), replay[1]);
    }

    @Test
    void withoutPlainTheGraphIsDrawnInBlocks(@TempDir Path dir) throws IOException {
        Path game = Files.writeString(dir.resolve("short.pgn"), "[Cho \"Kim\"]\n\n1. B9-C7 I3-H3 *\n");
        String[] r = CommandRun.run("review", game.toString(), "--depth", "2", "--threads", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("\u2502"), r[1]);
        assertTrue(r[1].contains("Reviewed 3 positions in "), r[1]);
        assertTrue(r[1].contains("depth 2 a position, 2 threads"), r[1]);
        assertTrue(r[1].contains("\nCho (Kim): accuracy "), r[1]);
    }

    @Test
    void badOptionsAreSaidInOneLine(@TempDir Path dir) throws IOException {
        Path game = plantedBlunder(dir);
        String[] both = CommandRun.run("review", game.toString(), "--depth", "2", "--movetime", "100");
        assertEquals("2", both[0]);
        assertEquals("janggi: give --depth or --movetime, not both\n", both[2]);
        String[] noGame = CommandRun.run("review", game.toString(), "--game", "2");
        assertEquals("2", noGame[0]);
        assertTrue(noGame[2].contains("holds 1 game"), noGame[2]);
        assertEquals("2", CommandRun.run("review", dir.resolve("missing.pgn").toString())[0]);
    }

    @Test
    void fittingReadsEveryGameWithAResult(@TempDir Path dir) throws IOException {
        Path games = Files.writeString(
                dir.resolve("games.pgn"),
                "[Result \"1-0\"]\n\n1. A6-B6 B0-C2 2. B6-B5 1-0\n\n"
                        + "[Result \"0-1\"]\n\n1. A6-B6 B0-C2 2. B6-B5 0-1\n\n[Result \"*\"]\n\n1. A6-B6 *\n");
        String[] r = CommandRun.run("review", games.toString(), "--fit", "--depth", "2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("Fitted slope "), r[1]);
        assertTrue(r[1].contains("of 2 games"), r[1]);
        assertTrue(r[2].contains("game 3 left out of the fit"), r[2]);
    }

    /**
     * A game our engine (Han) lost to Fairy-Stockfish, both at 6,000 nodes a move: reviewed by
     * Fairy-Stockfish, the loser's mistakes are marked, though our engine chose every one of them.
     */
    @Test
    void aGameFairyStockfishWonIsReviewedByItWithTheLosersMistakesMarked(@TempDir Path dir) throws IOException {
        Path fsf = Path.of("/usr/games/fairy-stockfish");
        if (!Files.isExecutable(fsf)) {
            System.out.println("SKIPPED: review --engine with Fairy-Stockfish (" + fsf + " not installed)");
        }
        Assumptions.assumeTrue(Files.isExecutable(fsf));
        Path game = dir.resolve("won.pgn");
        try (InputStream in = ReviewCommandTest.class.getResourceAsStream("/review/fairy-stockfish-won.pgn")) {
            Files.write(game, in.readAllBytes());
        }
        String[] r = CommandRun.run("review", game.toString(), "--plain", "--depth", "8", "--engine", fsf.toString());
        assertEquals("0", r[0], r[2]);
        String han = lines(r[1]).stream()
                .filter(l -> l.startsWith("Han (Janggi level 10): accuracy "))
                .findFirst()
                .orElseThrow();
        Matcher marks = Pattern.compile("mistakes: (\\d+), blunders: (\\d+)").matcher(han);
        assertTrue(marks.find(), han);
        assertTrue(Integer.parseInt(marks.group(1)) + Integer.parseInt(marks.group(2)) >= 1, han);
        assertTrue(r[1].contains("Engine: " + fsf + ". "), r[1]);
    }

    @Test
    void anEngineThatCannotStartStopsTheReviewWithOneLine(@TempDir Path dir) throws IOException {
        String[] r = CommandRun.run(
                "review", plantedBlunder(dir).toString(), "--depth", "2", "--engine", "/nonexistent/engine");
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: cannot start engine '/nonexistent/engine': "), r[2]);
        assertEquals(1, r[2].lines().count(), r[2]);
    }

    @Test
    void aKoreanReviewInKoreanNotationHasNoMartinMoveNoEnglishWordAndOneAxis(@TempDir Path dir) throws IOException {
        Path game = Files.writeString(
                dir.resolve("game.pgn"),
                "[Cho \"Computer level 2\"]\n[Han \"Human\"]\n[Event \"Casual game\"]\n\n"
                        + "1. B9-C7 B0-C2 2. pass I3-H3 3. A6-B6 A3-A4 *\n");
        String[] r = CommandRun.run(
                "review",
                game.toString(),
                "--lang",
                "ko",
                "--notation",
                "korean",
                "--depth",
                "2",
                "--out",
                dir.resolve("out.pgn").toString());
        assertEquals("0", r[0], r[2]);
        String out = r[1].replace(dir.toAbsolutePath().toString(), "FILE");
        assertEquals(Set.of(), EnglishWords.unexpected(out), out);
        assertFalse(Pattern.compile("[A-I]\\d-[A-I]\\d").matcher(out).find(), "a Martin move in:\n" + out);
        assertTrue(out.contains("2. 한수쉼"), out);
        assertTrue(out.contains("초 컴퓨터 (난이도 2), 한 사람"), out);
        // Every row of the graph has its axis in one column, as a terminal counts columns.
        List<String> graph =
                lines(out).stream().filter(l -> l.matches("(초|한)? *[|+].*")).toList();
        assertEquals(9, graph.size(), out);
        for (String row : graph) {
            int at = Math.max(row.indexOf('|'), row.indexOf('+'));
            assertEquals(3, Wrap.columns(row.substring(0, at)), row);
            assertTrue(
                    row.chars()
                            .allMatch(c -> c < 128 || Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL),
                    row);
        }
        // Our file keeps our notation.
        assertTrue(Files.readString(dir.resolve("out.pgn")).contains("2. pass"));
    }
}
