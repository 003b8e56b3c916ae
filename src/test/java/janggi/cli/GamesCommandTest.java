package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.files.Library;
import janggi.text.EnglishWords;
import janggi.text.Language;
import janggi.text.Texts;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class GamesCommandTest {

    private static String list(Library library) {
        return list(library, Texts.english());
    }

    private static String list(Library library, Texts texts) {
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        GamesCommand.list(library, texts, new PrintStream(bytes, true, StandardCharsets.UTF_8));
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

    @Test
    void inKoreanTheLibraryNamesOurPlayersInKorean(@TempDir Path dir) throws Exception {
        Library library = new Library(dir.resolve("games"));
        Files.createDirectories(library.dir());
        Files.writeString(
                library.dir().resolve("2026-11-27-130501.pgn"),
                "[Cho \"Human\"]\n[Han \"Computer level 6\"]\n\n1. B9-C7 B0-C2 2. pass *\n");
        Files.writeString(library.dir().resolve("2026-11-28-130501.pgn"), "[Cho \"Kim\"]\n[Han \"Lee\"]\n\n*\n");
        String out = list(library, Texts.of(Language.KOREAN))
                .replace(library.dir().toAbsolutePath().toString(), "FILE");
        assertTrue(out.contains("  1. 2026-11-27 13:05  janggi      사람 대 컴퓨터 (난이도 6), "), out);
        assertTrue(out.contains("Kim 대 Lee"), "other names are the record's own: " + out);
        assertEquals(Set.of("Kim", "Lee"), EnglishWords.unexpected(out), out);
    }
}
