package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ReplayCommandTest {
    private static final String RECORD = """
            [Event "Casual game"]
            [Cho "Human"]
            [Han "Computer \u001b[31mlevel 6"]
            [Rules "janggi"]
            [Setup "NBBN/NBBN"]
            [Result "*"]

            1. B9-C7 B0-C2 {a comment} 2. pass *
            """;

    @Test
    void everyMoveWithItsBoard(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.pgn"), RECORD);
        String[] r = CommandRun.run("replay", "--plain", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1... B0-C2\n{a comment}\n"), r[1]);
        assertTrue(r[1].contains("     2  +-(C)(N)-+--+--+--+-(C)-+"), r[1]);
        assertTrue(r[1].contains("2. pass"), r[1]);
        assertFalse(r[1].contains("\u001b"), "tags cannot drive the terminal");
        assertTrue(r[1].contains("[Han \"Computer ?[31mlevel 6\"]"), r[1]);
        assertFalse(r[1].contains("Clocks:"), "a game without a clock shows none");
    }

    @Test
    void theClocksAreShownAtEveryMove(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("game.pgn"),
                "[TimeControl \"1m+2x10s\"]\n\n1. B9-C7 {[%clk 0:00:58]} 1... B0-C2 {[%clk 0:00:10] [%periods 1]} *\n");
        String[] r = CommandRun.run("replay", "--plain", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("Start\nClocks: Cho 1:00 +2x10s | Han 1:00 +2x10s\n"), r[1]);
        assertTrue(r[1].contains("Clocks: Cho 0:58 +2x10s | Han 1:00 +2x10s\n"), r[1]);
        assertTrue(r[1].contains("Clocks: Cho 0:58 +2x10s | Han 0:10, last period\n"), r[1]);
    }

    @Test
    void aReviewedMoveShowsItsMarkItsEvaluationAndTheBestLine(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("reviewed.pgn"),
                "[Event \"x\"]\n\n1. B9-C7 {[%eval 0.30]} 1... B0-C2 $4 {[%eval 5.10] a slip} (1... A6-A5 2. A9-A8) *\n");
        String[] r = CommandRun.run("replay", "--plain", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1. B9-C7\nevaluation: +0.30\n"), r[1]);
        assertTrue(r[1].contains("1... B0-C2 ??\nevaluation: +5.10\n{a slip}\n(1... A6-A5 2. A9-A8)\n"), r[1]);
    }

    @Test
    void aClockedGameShowsItsClocksAsClocksAndNeverTheirCommands(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("clocked.pgn"),
                "[TimeControl \"10s+2x5s\"]\n\n1. B9-C7 {[%clk 0:00:05] good} 1... B0-C2 {[%clk 0:00:05] [%periods 2]}"
                        + " (1... B0-A2 2. A6-A5) *\n");
        String[] r = CommandRun.run("replay", "--plain", "--notation", "korean", file.toString());
        assertEquals("0", r[0], r[2]);
        assertFalse(r[1].contains("[%"), r[1]);
        assertTrue(r[1].contains("1. 02마83\n{good}\nClocks: Cho 0:05 +2x5s | Han 0:10 +2x5s\n"), r[1]);
        assertTrue(
                r[1].contains("1... 12마33\n(1... 12마31 2. 71졸61)\nClocks: Cho 0:05 +2x5s | Han 0:05, 2 periods\n"),
                r[1]);
    }

    @Test
    void anyGameOfAFileInAnyFormat(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("games.uci"), "position startpos moves b1c3\nposition startpos moves i4h4\n");
        String[] r = CommandRun.run("replay", "--plain", "--game", "2", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1. I6-H6"), r[1]);
        assertEquals("2", CommandRun.run("replay", "--plain", "--game", "3", file.toString())[0]);
    }

    @Test
    void onlyThePositionAfterMoveN(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.pgn"), RECORD);
        String[] r = CommandRun.run("replay", "--plain", "--to", "1", file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1. B9-C7"));
        assertFalse(r[1].contains("1... B0-C2"));
        assertEquals("2", CommandRun.run("replay", "--plain", "--to", "9", file.toString())[0]);
        String[] han = CommandRun.run("replay", "--plain", "--to", "1...", file.toString());
        assertTrue(han[1].contains("1... B0-C2\n{a comment}"), han[1]);
        assertFalse(han[1].contains("2. pass"), han[1]);
        assertTrue(CommandRun.run("replay", "--plain", "--to", "0", file.toString())[1].contains("Start"));
    }

    @Test
    void aBadMoveIsReportedWithLineAndMoveNumber(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("bad.pgn"), RECORD.replace("B0-C2", "B0-D1"));
        String[] r = CommandRun.run("replay", "--plain", file.toString());
        assertEquals("2", r[0]);
        assertTrue(r[1].contains("1. B9-C7"), "the moves before the bad one are shown: " + r[1]);
        assertEquals(1, r[2].lines().count(), r[2]);
        assertTrue(r[2].contains("line 8, move 1...: 'B0-D1': the horse's leg is blocked on C0"), r[2]);
    }

    @Test
    void notAGameRecord(@TempDir Path dir) throws IOException {
        Path file = Files.write(dir.resolve("noise.bin"), new byte[] {(byte) 0xff, 0, 1, 2});
        assertEquals("2", CommandRun.run("replay", "--plain", file.toString())[0]);
        assertEquals(
                "2",
                CommandRun.run("replay", "--plain", dir.resolve("missing.pgn").toString())[0]);
    }

    @Test
    void theRulesOptionReadsTheGameUnderThemAndWhatOurRulesWouldEndIsAWarning(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(
                dir.resolve("facing.pgn"),
                "[Rules \"janggi\"]\n[FEN \"9/4k4/9/9/9/4N4/p8/9/4K4/9 w - - 0 1\"]\n\n1. E5-C6 A6-B6 *\n");
        assertEquals("2", CommandRun.run("replay", "--plain", file.toString())[0], "janggi forbids the soldier's move");
        String[] casual = CommandRun.run("replay", "--plain", "--rules", "casual", file.toString());
        assertEquals("0", casual[0], casual[2]);
        Path repeated = Files.writeString(
                dir.resolve("repeated.pgn"),
                "[Event \"x\"]\n\n1. B9-C7 B0-C2 2. C7-B9 C2-B0 3. B9-C7 B0-C2 4. C7-B9 C2-B0 5. A6-B6 0-1\n");
        String[] r = CommandRun.run("replay", "--plain", repeated.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("5. A6-B6"), r[1]);
        assertTrue(r[2].contains("our janggi rules would end the game here") && !r[2].contains("breaks off"), r[2]);
    }

    @Test
    void koreanPiecesAndMovesAsRecordsWriteThem(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.pgn"), RECORD);
        String[] r = CommandRun.run(
                Map.of("LANG", "ko_KR.UTF-8"),
                "replay",
                "--plain",
                "--pieces",
                "hangul",
                "--notation",
                "korean",
                file.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1. 02마83\n"), r[1]);
        assertTrue(r[1].contains("1... 12마33\n{a comment}\n"), r[1]);
        assertTrue(r[1].contains("2. 한수쉼\n"), r[1]);
        assertTrue(r[1].contains("2  +--(포)(마)-+---+---+---+--(포)-+   2"), r[1]);
        assertTrue(r[1].contains("결과:"), "in Korean:\n" + r[1]);
    }

    @Test
    void aLocaleThatIsNotUtf8GetsLettersAndOneLineSayingWhy(@TempDir Path dir) throws IOException {
        Path file = Files.writeString(dir.resolve("game.pgn"), RECORD);
        String[] r = CommandRun.run(Map.of("LANG", "C"), "replay", "--plain", "--pieces", "hanja", file.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("The locale C is not UTF-8: letters instead of Hangul and Hanja.", r[2].strip());
        assertTrue(r[1].contains("9 [r]-+-[b][g]-+-[g][b][n][r] 9"), r[1]);
    }
}
