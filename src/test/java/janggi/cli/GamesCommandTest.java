package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.files.Library;
import janggi.text.Texts;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GamesCommandTest {

    private static String list(Library library) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GamesCommand.list(library, Texts.english(), new PrintStream(bytes, true, StandardCharsets.UTF_8));
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theLibraryIsListedNumberedOrSaidToBeEmpty(@TempDir Path dir) throws Exception {
        Library library = new Library(dir.resolve("games"));
        assertEquals(
                "No games in the library yet (" + library.dir().toAbsolutePath() + ").",
                list(library).strip());
        Files.createDirectories(library.dir());
        Files.writeString(
                library.dir().resolve("2026-11-27-130501.pgn"),
                "[Cho \"Human\"]\n[Han \"Computer level 6\"]\n[Rules \"modern\"]\n\n1. B9-C7 B0-C2 0-1\n");
        String out = list(library);
        assertTrue(out.contains("  1. 2026-11-27 13:05  modern      Human v Computer level 6, 1 move, Han won"), out);
        assertTrue(out.strip().endsWith("To play on game N: janggi, then resume N."), out);
    }
}
