package janggi.files;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One writer for one game: a lock file naming the process that holds it. The operating system
 * releases the lock when that process ends, however it ends, so a crash never leaves a game
 * locked. The files stay (deleting a lock file while another process opens it would let two
 * hold it); they are a few bytes each.
 */
public final class GameLock implements AutoCloseable {
    /**
     * The lock files this process holds. Checked before the file is opened: on Linux closing any
     * channel to a file releases all of a process's locks on it, so this process must never open
     * a lock file it already holds.
     */
    private static final Set<Path> HELD = ConcurrentHashMap.newKeySet();

    /** What trying a lock found. */
    public sealed interface Attempt permits Held, Busy, Unavailable {}

    /** The lock is ours. */
    public record Held(GameLock lock) implements Attempt {}

    /** Another janggi holds it: its process id, or -1 when it has not written it yet. */
    public record Busy(long pid) implements Attempt {}

    /** The lock file cannot be made (an unwritable directory): no one else can hold it either. */
    public record Unavailable(IOException problem) implements Attempt {}

    private final Path file;
    private final FileChannel channel;
    private final FileLock lock;

    private GameLock(Path file, FileChannel channel, FileLock lock) {
        this.file = file;
        this.channel = channel;
        this.lock = lock;
    }

    /** Takes the lock in {@code file} unless another process (or another game in this one) holds it. */
    public static Attempt tryLock(Path file) {
        Path key = file.toAbsolutePath().normalize();
        if (!HELD.add(key)) {
            return new Busy(ProcessHandle.current().pid());
        }
        FileChannel channel = null;
        try {
            Files.createDirectories(key.getParent());
            channel =
                    FileChannel.open(key, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
            FileLock lock = channel.tryLock();
            if (lock == null) {
                long pid = pidIn(channel);
                channel.close();
                HELD.remove(key);
                return new Busy(pid);
            }
            channel.truncate(0);
            channel.write(
                    ByteBuffer.wrap((ProcessHandle.current().pid() + "\n").getBytes(StandardCharsets.US_ASCII)), 0);
            return new Held(new GameLock(key, channel, lock));
        } catch (IOException | OverlappingFileLockException e) {
            closeQuietly(channel);
            HELD.remove(key);
            return new Unavailable(e instanceof IOException io ? io : new IOException(e));
        }
    }

    /** The process id written in a lock file held by another process, or -1. */
    private static long pidIn(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(32);
        channel.read(buffer, 0);
        String text = new String(buffer.array(), 0, buffer.position(), StandardCharsets.US_ASCII).strip();
        try {
            return Long.parseLong(text);
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /** Releases the lock. */
    @Override
    public void close() {
        release();
    }

    /**
     * Releases the lock and deletes its file, for a game that was never written: it could not
     * be chosen elsewhere meanwhile, so no one else is about to take the lock.
     */
    public void closeAndForget() {
        try {
            Files.deleteIfExists(file);
        } catch (IOException e) {
            Log.problem("deleting " + file, e);
        }
        release();
    }

    private void release() {
        try {
            lock.release();
        } catch (IOException e) {
            Log.problem("releasing " + file, e);
        }
        closeQuietly(channel);
        HELD.remove(file);
    }

    private static void closeQuietly(FileChannel channel) {
        if (channel == null) {
            return;
        }
        try {
            channel.close();
        } catch (IOException e) {
            // the lock goes with the process anyway
        }
    }
}
