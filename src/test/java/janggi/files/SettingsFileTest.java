package janggi.files;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The player's settings at home: key=value lines, kept whole. */
class SettingsFileTest {

    @Test
    void aSettingIsKeptForTheNextRun(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("janggi").resolve("settings");
        assertEquals(Optional.empty(), new SettingsFile(file).get("pieces"));
        assertEquals(Optional.empty(), new SettingsFile(file).put("pieces", "hangul"));
        assertEquals(Optional.of("hangul"), new SettingsFile(file).get("pieces"));
        assertEquals("pieces=hangul\n", Files.readString(file, StandardCharsets.UTF_8));
    }

    @Test
    void otherLinesOfTheFileStay(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("settings");
        Files.writeString(file, "# mine\nlang=ko\npieces=martin\n");
        new SettingsFile(file).put("pieces", "hanja");
        assertEquals(Map.of("lang", "ko", "pieces", "hanja"), Settings.parse(Files.readString(file)));
    }

    @Test
    void aDirectoryThatCannotBeWrittenSaysWhyAndKeepsNothing(@TempDir Path dir) throws Exception {
        Path blocker = dir.resolve("janggi");
        Files.writeString(blocker, "a file where the directory should be");
        SettingsFile settings = new SettingsFile(blocker.resolve("settings"));
        Optional<janggi.text.Message> why = settings.put("pieces", "hangul");
        assertTrue(why.isPresent());
        assertEquals(Optional.empty(), settings.get("pieces"));
    }

    @Test
    void aGameFromAPipeKeepsNothing() {
        assertTrue(Settings.NONE.put("pieces", "hangul").isPresent());
        assertEquals(Optional.empty(), Settings.NONE.get("pieces"));
    }
}
