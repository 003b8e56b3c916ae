package janggi.store;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.Optional;

/**
 * The embedded database's file, held open beside H2's own handle for two jobs H2 does not do.
 * It forces the file to the disk after each commit ({@code fsync} through any handle of a file
 * writes all of its pages), so that a confirmed change survives a power cut as well as a killed
 * process. And it notices the file deleted, replaced or overwritten while the server runs: H2
 * would go on writing into a deleted file's inode, which nothing will ever read again.
 */
final class DatabaseFile implements AutoCloseable {
    /** How every H2 MVStore file begins: its header block's first field. */
    private static final byte[] HEADER = "H:2,".getBytes(StandardCharsets.US_ASCII);

    private final Path path;
    private final Object key;
    private final FileChannel channel;

    private DatabaseFile(Path path, Object key, FileChannel channel) {
        this.path = path;
        this.key = key;
        this.channel = channel;
    }

    /** The file at {@code path}, which H2 has just opened. */
    static DatabaseFile open(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
        return new DatabaseFile(path, key(path), channel);
    }

    Path path() {
        return path;
    }

    /** What is wrong with the file: gone, replaced by another, or not a database any more; empty when it is sound. */
    Optional<String> problem() {
        try {
            Object now = key(path);
            if (key != null && !key.equals(now)) {
                return Optional.of("the database file " + path + " was replaced while the server ran");
            }
            ByteBuffer start = ByteBuffer.allocate(HEADER.length);
            while (start.hasRemaining() && channel.read(start, start.position()) > 0) {
                // a header is read whole, or the file is too short to hold one
            }
            if (start.hasRemaining() || !ByteBuffer.wrap(HEADER).equals(start.flip())) {
                return Optional.of("the database file " + path + " was overwritten while the server ran");
            }
            return Optional.empty();
        } catch (NoSuchFileException e) {
            return Optional.of("the database file " + path + " was deleted while the server ran");
        } catch (IOException e) {
            return Optional.of("the database file " + path + " cannot be read: " + e.getMessage());
        }
    }

    /** Writes everything the file holds to the disk. */
    void force() throws IOException {
        channel.force(false);
    }

    /** The file's identity on its disk (device and inode), null where the platform has none. */
    private static Object key(Path path) throws IOException {
        return Files.readAttributes(path, BasicFileAttributes.class).fileKey();
    }

    @Override
    public void close() {
        try {
            channel.close();
        } catch (IOException e) {
            // nothing was written through this handle
        }
    }
}
