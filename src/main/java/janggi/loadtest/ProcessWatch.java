package janggi.loadtest;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The CPU and heap of the process that listens on a port of this machine, as the load test
 * reports them: the CPU time from {@code /proc/PID/stat}, and the heap in use from the JVM's
 * performance counters ({@code /tmp/hsperfdata_USER/PID}, which {@code jstat} reads too). Linux
 * only; on another system, or for another user's process, there is nothing to read.
 */
final class ProcessWatch {
    /** What a sample found: the CPU used since the last sample (100 = one core), and the heap in use; -1 for unknown. */
    record Sample(double cpuPercent, long heapBytes) {}

    private static final Pattern HEAP_USED = Pattern.compile("sun\\.gc\\.generation\\.\\d+\\.space\\.\\d+\\.used");
    /** Linux's clock ticks a second for /proc's CPU times (USER_HZ), the same on every architecture it runs on. */
    private static final double TICKS = 100;

    private final long pid;
    private long lastTicks = -1;
    private long lastNanos;

    private ProcessWatch(long pid) {
        this.pid = pid;
    }

    /** The process listening on {@code port}, if this machine says which it is. */
    static Optional<ProcessWatch> listeningOn(int port) {
        try {
            Optional<String> inode = listeningInode(port);
            if (inode.isEmpty()) {
                return Optional.empty();
            }
            String socket = "socket:[" + inode.get() + "]";
            try (DirectoryStream<Path> procs = Files.newDirectoryStream(Path.of("/proc"), "[0-9]*")) {
                for (Path proc : procs) {
                    if (owns(proc, socket)) {
                        return Optional.of(new ProcessWatch(
                                Long.parseLong(proc.getFileName().toString())));
                    }
                }
            }
        } catch (IOException | RuntimeException e) {
            // not Linux, or not allowed to look: nothing to report
        }
        return Optional.empty();
    }

    long pid() {
        return pid;
    }

    Sample sample() {
        long now = System.nanoTime();
        long ticks = cpuTicks();
        double cpu = -1;
        if (ticks >= 0 && lastTicks >= 0 && now > lastNanos) {
            cpu = (ticks - lastTicks) / TICKS / ((now - lastNanos) / 1e9) * 100;
        }
        lastTicks = ticks;
        lastNanos = now;
        return new Sample(cpu, heap());
    }

    private long cpuTicks() {
        try {
            String stat = Files.readString(Path.of("/proc", Long.toString(pid), "stat"));
            String[] fields = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
            return Long.parseLong(fields[11]) + Long.parseLong(fields[12]);
        } catch (IOException | RuntimeException e) {
            return -1;
        }
    }

    /** The heap in use: the sum of the used counters of every space of every generation. */
    private long heap() {
        try (DirectoryStream<Path> dirs = Files.newDirectoryStream(Path.of("/tmp"), "hsperfdata_*")) {
            for (Path dir : dirs) {
                Path file = dir.resolve(Long.toString(pid));
                if (Files.isReadable(file)) {
                    return heapUsed(ByteBuffer.wrap(Files.readAllBytes(file)));
                }
            }
        } catch (IOException | RuntimeException e) {
            // counters off (-XX:-UsePerfData), or unreadable
        }
        return -1;
    }

    /** Reads the counters of HotSpot's performance data file (version 2): a prologue, then the entries. */
    static long heapUsed(ByteBuffer data) {
        if (data.getInt(0) != 0xcafec0c0) {
            return -1;
        }
        data.order(data.get(4) == 0 ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
        int offset = data.getInt(24);
        int entries = data.getInt(28);
        long used = 0;
        boolean found = false;
        for (int i = 0; i < entries && offset + 20 <= data.limit(); i++) {
            int length = data.getInt(offset);
            int nameOffset = data.getInt(offset + 4);
            int vectorLength = data.getInt(offset + 8);
            byte type = data.get(offset + 12);
            int dataOffset = data.getInt(offset + 16);
            if (type == 'J'
                    && vectorLength == 0
                    && HEAP_USED.matcher(name(data, offset + nameOffset)).matches()) {
                used += data.getLong(offset + dataOffset);
                found = true;
            }
            if (length <= 0) {
                break;
            }
            offset += length;
        }
        return found ? used : -1;
    }

    private static String name(ByteBuffer data, int at) {
        int end = at;
        while (end < data.limit() && data.get(end) != 0) {
            end++;
        }
        byte[] bytes = new byte[end - at];
        data.get(at, bytes);
        return new String(bytes, StandardCharsets.US_ASCII);
    }

    private static Optional<String> listeningInode(int port) throws IOException {
        String hexPort = String.format(Locale.ROOT, ":%04X", port);
        for (String table : List.of("/proc/net/tcp", "/proc/net/tcp6")) {
            Path path = Path.of(table);
            if (!Files.isReadable(path)) {
                continue;
            }
            for (String line : Files.readAllLines(path)) {
                String[] f = line.trim().split("\\s+");
                if (f.length > 9 && f[1].endsWith(hexPort) && f[3].equals("0A")) {
                    return Optional.of(f[9]);
                }
            }
        }
        return Optional.empty();
    }

    private static boolean owns(Path proc, String socket) {
        try (DirectoryStream<Path> fds = Files.newDirectoryStream(proc.resolve("fd"))) {
            for (Path fd : fds) {
                try {
                    if (Files.readSymbolicLink(fd).toString().equals(socket)) {
                        return true;
                    }
                } catch (IOException e) {
                    // closed meanwhile
                }
            }
        } catch (IOException | RuntimeException e) {
            // gone, or not ours to read
        }
        return false;
    }
}
