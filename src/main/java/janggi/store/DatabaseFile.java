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
 * The embedded database's file and its write-ahead log, watched so that a file deleted,
 * replaced or overwritten while the server runs is noticed before the next write: SQLite would
 * go on writing into a deleted file's inode, which nothing will ever read again, and confirm
 * moves that the next start would not find. The file is held open for reading its header
 * only: a handle closed would drop the locks SQLite holds on the file in this process (POSIX
 * locks belong to the process), so it is closed only after the database.
 */
final class DatabaseFile implements AutoCloseable {
    /** How every SQLite database file begins. */
    private static final byte[] HEADER = "SQLite format 3\0".getBytes(StandardCharsets.US_ASCII);

    private final Path path;
    private final Path log;
    private final Object key;
    /** The log's identity, once it is there: SQLite keeps it while the database is open. */
    private Object logKey;

    private final FileChannel channel;

    private DatabaseFile(Path path, Object key, FileChannel channel) {
        this.path = path;
        this.log = path.resolveSibling(path.getFileName() + "-wal");
        this.key = key;
        this.channel = channel;
    }

    /** The file at {@code path}, which SQLite has just opened. */
    static DatabaseFile open(Path path) throws IOException {
        FileChannel channel = FileChannel.open(path, StandardOpenOption.READ);
        return new DatabaseFile(path.toAbsolutePath(), key(path), channel);
    }

    Path path() {
        return path;
    }

    /** What is wrong with the file: gone, replaced by another, or not a database any more; empty when it is sound. */
    synchronized Optional<String> problem() {
        try {
            Object now = key(path);
            if (key != null && !key.equals(now)) {
                return Optional.of("the database file " + path + " was replaced while the server ran");
            }
            if (Files.exists(log) || logKey != null) {
                Object logNow = key(log);
                if (logKey == null) {
                    logKey = logNow;
                } else if (!logKey.equals(logNow)) {
                    return Optional.of("the database's log " + log + " was replaced while the server ran");
                }
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
            return Optional.of("the database file " + e.getFile() + " was deleted while the server ran");
        } catch (IOException e) {
            return Optional.of("the database file " + path + " cannot be read: " + e.getMessage());
        }
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
