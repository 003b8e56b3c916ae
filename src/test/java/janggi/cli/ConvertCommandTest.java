package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
        assertEquals("2", CommandRun.run("convert", pgn.toString(), "-")[0], "standard output needs --to");
        assertEquals("2", CommandRun.run("convert", pgn.toString(), "-", "--to", "docx")[0]);
        String[] missing = CommandRun.run("convert", dir.resolve("gone.pgn").toString(), "-", "--to", "fen");
        assertTrue(missing[2].contains("gone.pgn: no such file"), missing[2]);
        String[] hostile = CommandRun.run("convert", pgn.toString(), "-", "--to", "x\u001b[2J");
        assertTrue(hostile[2].contains("unknown format 'x?[2J'"), hostile[2]);
    }

    @Test
    void aBrokenRecordIsConvertedUpToTheBadMoveAndReported(@TempDir Path dir) throws IOException {
        Path pgn = Files.writeString(dir.resolve("game.pgn"), RECORD.replace("I3-H3", "I3-I1"));
        Path uci = dir.resolve("game.uci");
        String[] r = CommandRun.run("convert", pgn.toString(), uci.toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].contains("game 1 breaks off at line 4, move 2...: 'I3-I1'"), r[2]);
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
}
