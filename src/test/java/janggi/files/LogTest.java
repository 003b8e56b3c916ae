package janggi.files;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.logging.Logger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class LogTest {

    @Test
    void theDetailsOfAProblemAndOfTheLibrariesWarningsGoToTheLogFile(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("state").resolve("janggi").resolve("janggi.log");
        Log.toFile(file);
        String logged;
        try {
            Log.problem("saving somewhere", new IOException("disk full"));
            Logger.getLogger("org.jline").warning("Failed to save history");
            logged = Files.readString(file);
        } finally {
            Log.toFile(null);
        }
        assertTrue(logged.contains("saving somewhere"), logged);
        assertTrue(logged.contains("java.io.IOException: disk full"), "with the details: " + logged);
        assertTrue(logged.contains("Failed to save history"), logged);
    }
}
