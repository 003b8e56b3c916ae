package janggi.files;

import java.io.IOException;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file whole or not at all: into a temporary file of a name no other writer uses, then
 * renamed over the old one. A crash mid-write, a full disk or a second program writing at the
 * same moment can never leave half a game behind.
 */
public final class AtomicFile {
    private AtomicFile() {}

    /** Replaces {@code file} by {@code data}, making its directory if needed: a file of the data directory. */
    public static void write(Path file, byte[] data) throws IOException {
        Files.createDirectories(file.toAbsolutePath().getParent());
        replace(file, data);
    }

    /**
     * Replaces {@code file} by {@code data} in a directory that must exist: a file the player
     * named, whose directory a typing mistake must not create.
     */
    public static void replace(Path file, byte[] data) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        if (!Files.isDirectory(dir)) {
            // Said as FileTrouble says it of a data directory: "X is a file, not a directory".
            throw Files.exists(dir)
                    ? new FileAlreadyExistsException(dir.toString())
                    : new NoSuchFileException(dir.toString());
        }
        Path tmp = Files.createTempFile(dir, "." + file.getFileName(), ".tmp");
        try {
            Files.write(tmp, data);
            Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
        } catch (IOException | RuntimeException e) {
            try {
                Files.deleteIfExists(tmp);
            } catch (IOException left) {
                e.addSuppressed(left);
            }
            throw e;
        }
    }
}
