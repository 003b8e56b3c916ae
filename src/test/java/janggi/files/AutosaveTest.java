package janggi.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutosaveTest {

    private static Game opened(RuleSet rules) {
        Game game = Game.start(rules, Setup.STANDARD, Setup.STANDARD);
        game.play(DisplayMove.parse("B9-C7", game.position()));
        return game;
    }

    @Test
    void aGameWrittenIsReadBackWholeAndNoTemporaryFileIsLeft(@TempDir Path dir) throws Exception {
        Autosave autosave = new DataDirectory(dir.resolve("janggi")).autosave();
        autosave.write(new GameRecord(opened(RuleSet.CASUAL), Map.of()));
        Autosave.Found found = assertInstanceOf(Autosave.Found.class, autosave.read());
        assertEquals(RuleSet.CASUAL, found.record().game().rules());
        assertEquals(1, found.record().game().moves().size());
        try (Stream<Path> files = Files.list(dir.resolve("janggi"))) {
            assertEquals(1, files.count(), "the temporary file is gone");
        }
    }

    @Test
    void noFileOrAnEmptyOneIsNothingToResume(@TempDir Path dir) throws Exception {
        Autosave autosave = new Autosave(dir.resolve("autosave.pgn"));
        assertInstanceOf(Autosave.Empty.class, autosave.read());
        Files.writeString(autosave.file(), "");
        assertInstanceOf(Autosave.Empty.class, autosave.read());
    }

    @Test
    void aTagOfSixtyThousandCharactersIsReadAsAnyOther(@TempDir Path dir) throws Exception {
        Autosave autosave = new Autosave(dir.resolve("autosave.pgn"));
        Files.writeString(
                autosave.file(), "[Event \"" + "x".repeat(60_000) + "\"]\n[Rules \"janggi\"]\n\n1. B9-C7 *\n");
        Autosave.Found found = assertInstanceOf(Autosave.Found.class, autosave.read());
        assertEquals(1, found.record().game().moves().size());
    }

    @Test
    void aFileThatCrashesTheReaderIsMovedAsideAndTheReasonSaidInPlainWords(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("autosave.pgn");
        Files.writeString(file, "[Event \"whatever trips the reader up\"]\n");
        Autosave autosave = new Autosave(file, data -> {
            throw new StackOverflowError();
        });
        Autosave.Damaged damaged = assertInstanceOf(Autosave.Damaged.class, autosave.read());
        assertEquals(dir.resolve("autosave.pgn.damaged"), damaged.keptAs().orElseThrow());
        assertTrue(Files.notExists(file), "the next game's saves cannot overwrite it");
        assertEquals("not a game record this program can read", damaged.reason().toString());
        Files.writeString(file, "[Event \"x\"]\n");
        Autosave buggy = new Autosave(file, data -> {
            throw new IllegalStateException("a bug in the reader");
        });
        assertEquals(
                dir.resolve("autosave.pgn.damaged.2"),
                assertInstanceOf(Autosave.Damaged.class, buggy.read()).keptAs().orElseThrow(),
                "an earlier damaged file is kept too");
    }

    @Test
    void binaryAndHugeFilesAreMovedAsideWithoutOverwritingAnEarlierOne(@TempDir Path dir) throws Exception {
        Autosave autosave = new Autosave(dir.resolve("autosave.pgn"));
        Files.write(autosave.file(), new byte[] {(byte) 0xff, 0, 1, 2, (byte) 0xc3});
        assertInstanceOf(Autosave.Damaged.class, autosave.read());
        Files.writeString(autosave.file(), "[Event \"x\"]\n".repeat(GameRecord.MAX_CHARS / 10));
        Autosave.Damaged huge = assertInstanceOf(Autosave.Damaged.class, autosave.read());
        assertEquals(dir.resolve("autosave.pgn.damaged.2"), huge.keptAs().orElseThrow());
        assertEquals(5, Files.size(dir.resolve("autosave.pgn.damaged")), "the first one kept too");
    }

    @Test
    void aTruncatedFileOffersTheMovesThatCouldBeRead(@TempDir Path dir) throws Exception {
        Autosave autosave = new Autosave(dir.resolve("autosave.pgn"));
        Files.writeString(autosave.file(), "[Rules \"janggi\"]\n\n1. B9-C7 B0-C2 2. A6-A5 B2-B");
        Autosave.Damaged damaged = assertInstanceOf(Autosave.Damaged.class, autosave.read());
        assertEquals(3, damaged.readable().orElseThrow().game().moves().size());
        assertTrue(Files.exists(damaged.keptAs().orElseThrow()));
    }
}
