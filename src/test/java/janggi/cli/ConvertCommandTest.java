package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class ConvertCommandTest {
    private static final String RECORD = """
            [Event "Test"]
            [Setup "NBBN/NBBN"]

            1. B9-C7 B0-C2 2. pass I3-H3 *
            """;

    @Test
    void convertsByExtensionAndBack(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("game.pgn"), RECORD);
        Path uci = dir.resolve("game.uci");
        String[] r = CommandRun.run("convert", pgn.toString(), uci.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals("position startpos moves b1c3 b10c8 e2e2 i7h7\n", Files.readString(uci));
        Path back = dir.resolve("back.pgn");
        assertEquals("0", CommandRun.run("convert", uci.toString(), back.toString())[0]);
        assertTrue(Files.readString(back).contains("1. B9-C7 B0-C2 2. pass I3-H3 *"), Files.readString(back));
    }

    @Test
    void toStandardOutputWithAFormatName(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("game.txt"), RECORD);
        String[] r = CommandRun.run("convert", pgn.toString(), "-", "--to", "fen");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("r1ba1abnr/4k4/"), r[1]);
        String[] ours = CommandRun.run("convert", pgn.toString(), "-");
        assertEquals("0", ours[0], ours[2]);
        assertTrue(ours[1].contains("1. B9-C7 B0-C2 2. pass I3-H3 *"), "without --to, our pgn: " + ours[1]);
        assertEquals("2", CommandRun.run("convert", pgn.toString(), "-", "--to", "docx")[0]);
        String[] missing = CommandRun.run("convert", dir.resolve("gone.pgn").toString(), "-", "--to", "fen");
        assertTrue(missing[2].contains("gone.pgn: no such file"), missing[2]);
        String[] hostile = CommandRun.run("convert", pgn.toString(), "-", "--to", "x\u001b[2J");
        assertTrue(hostile[2].contains("unknown format 'x\\x1B[2J'"), hostile[2]);
    }

    @Test
    void aRecordThatDoesNotSayWhereOrWhatEventIsWrittenWithQuestionMarks(@TempDir Path dir) throws IOException {
        Path uci = Files.writeString(dir.resolve("game.uci"), "position startpos moves b1c3 b10c8\n");
        String[] r = CommandRun.run("convert", uci.toString(), "-", "--to", "pgn");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("[Event \"?\"]\n[Site \"?\"]\n"), r[1]);
        Path pgn = Files.writeString(dir.resolve("game.pgn"), RECORD);
        assertTrue(CommandRun.run("convert", pgn.toString(), "-", "--to", "pgn")[1].startsWith(
                "[Event \"Test\"]\n[Site \"?\"]\n"));
    }

    @Test
    void aBrokenRecordIsConvertedUpToTheBadMoveAndReported(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("game.pgn"), RECORD.replace("I3-H3", "I3-I1"));
        Path uci = dir.resolve("game.uci");
        String[] r = CommandRun.run("convert", pgn.toString(), uci.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: " + pgn + ": game 1 breaks off at line 4, move 2...: 'I3-I1'"), r[2]);
        assertEquals("position startpos moves b1c3 b10c8 e2e2\n", Files.readString(uci));
    }

    @Test
    void ourPgnWrittenFromAnotherFormatIsReadBackAsOurs(@TempDir Path dir) throws IOException {
        Path uci = Files.writeString(dir.resolve("game.uci"), "position startpos moves b1c3 b10c8\n");
        Path pgn = dir.resolve("game.pgn");
        assertEquals("0", CommandRun.run("convert", uci.toString(), pgn.toString())[0]);
        assertTrue(Files.readString(pgn).contains("[Variant \"janggi\"]"), Files.readString(pgn));
        String[] r = CommandRun.run("replay", "--plain", "--to", "1...", pgn.toString());
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("1... B0-C2"), r[1]);
    }

    @Test
    void aGameWhoseStartCannotBeReadIsNotWrittenAndTheOthersAre(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(
                dir.resolve("games.pgn"),
                RECORD
                        + "\n[Event \"bad\"]\n[FEN \"not a fen\"]\n\n1. B9-C7 *\n\n[Event \"odd\"]\n[Rules \"chess\"]\n\n*\n"
                        + "\n" + RECORD);
        String[] r = CommandRun.run("convert", pgn.toString(), "-", "--to", "uci");
        assertEquals("2", r[0]);
        assertEquals(
                "position startpos moves b1c3 b10c8 e2e2 i7h7\nposition startpos moves b1c3 b10c8 e2e2 i7h7\n", r[1]);
        assertTrue(r[2].contains("game 2 is not written, as its start cannot be read at line 6: "), r[2]);
        assertTrue(r[2].contains("game 3 is not written") && r[2].contains("unknown rule set 'chess'"), r[2]);
    }

    @Test
    void theRulesOptionReadsEveryGameUnderThem(@TempDir Path dir) throws IOException {
        // Han's soldier moves with the generals facing: illegal in bikjang under janggi, legal under casual.
        Path pgn = Files.writeString(
                dir.resolve("facing.pgn"),
                "[Rules \"janggi\"]\n[FEN \"9/4k4/9/9/9/4N4/p8/9/4K4/9 w - - 0 1\"]\n\n1. E5-C6 A6-B6 *\n");
        assertEquals("2", CommandRun.run("convert", pgn.toString(), "-", "--to", "uci")[0]);
        String[] r = CommandRun.run("convert", pgn.toString(), "-", "--to", "uci", "--rules", "casual");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].startsWith("setoption name UCI_Variant value janggicasual\n"), r[1]);
        assertEquals("2", CommandRun.run("convert", pgn.toString(), "-", "--to", "uci", "--rules", "chess")[0]);
    }

    @Test
    void whereOurRulesWouldHaveEndedTheGameIsAWarningAndTheGameIsWhole(@TempDir Path dir) throws IOException {
        String repeated = "1. B9-C7 B0-C2 2. C7-B9 C2-B0 3. B9-C7 B0-C2 4. C7-B9 C2-B0 5. A6-B6 0-1\n";
        Path pgn = Files.writeString(dir.resolve("played-on.pgn"), "[Event \"x\"]\n\n" + repeated);
        String[] r = CommandRun.run("convert", pgn.toString(), "-", "--to", "uci");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].endsWith(" a4b4\n"), r[1]);
        assertTrue(r[2].contains("game 1: line 3, move 4...: our janggi rules would end the game here"), r[2]);
        assertFalse(r[2].contains("breaks off"), r[2]);
    }

    @Test
    void whyAFileCannotBeWrittenIsSaid(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("game.pgn"), RECORD);
        String out = dir.resolve("no/such/dir/game.uci").toString();
        String[] r = CommandRun.run("convert", pgn.toString(), out);
        assertEquals("2", r[0]);
        assertEquals("janggi: cannot write " + out + ": no such file or directory", r[2].strip());
        assertEquals(
                "permission denied",
                janggi.text.Texts.english()
                        .render(janggi.record.Records.reason(new java.nio.file.AccessDeniedException(out))));
    }

    @Test
    void fileNamesInMessagesAreEscaped(@TempDir Path dir) throws IOException {
        String[] r = CommandRun.run("convert", dir.resolve("a\u001b[2Jb.pgn").toString(), "-", "--to", "uci");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("a\\x1B[2Jb.pgn: no such file"), r[2]);
    }

    @Test
    void binaryInputIsNotATextFile(@TempDir Path dir) throws IOException {
        Path bin = Files.write(dir.resolve("x.pgn"), new byte[] {'[', 0, (byte) 0xff, 1});
        String[] r = CommandRun.run("convert", bin.toString(), "-", "--to", "uci");
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("so it is no text and no game record"), r[2]);
        assertFalse(r[2].contains("Input length"), r[2]);
    }
}
