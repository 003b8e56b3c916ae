package janggi.server;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Assumptions;

/**
 * A small disk of its own for a test that fills it: a tmpfs mounted on a directory, which
 * needs root on Linux; elsewhere the test is skipped and says why.
 */
final class SmallDisk {
    private SmallDisk() {}

    /** Mounts a tmpfs of {@code size} ({@code 8m}) on {@code dir}, or skips the calling test. */
    static void mount(Path dir, String size) throws IOException, InterruptedException {
        String why = null;
        if (!System.getProperty("os.name").equals("Linux") || !"root".equals(System.getProperty("user.name"))) {
            why = "needs root on Linux to mount a small tmpfs";
        } else if (run("mount", "-t", "tmpfs", "-o", "size=" + size, "tmpfs", dir.toString()) != 0) {
            why = "mount -t tmpfs failed (a container without the right to mount?)";
        }
        if (why != null) {
            System.out.println("SKIPPED: the full-disk test: " + why);
        }
        Assumptions.assumeTrue(why == null, why);
    }

    static void unmount(Path dir) throws IOException, InterruptedException {
        run("umount", dir.toString());
    }

    /** Fills the disk of {@code dir} to the last byte; the file that fills it. */
    static Path fill(Path dir) throws IOException {
        Path filler = dir.resolve("filler");
        byte[] block = new byte[64 * 1024];
        try (OutputStream out = Files.newOutputStream(filler)) {
            for (int size = block.length; size > 0; size /= 2) {
                try {
                    while (true) {
                        out.write(block, 0, size);
                        out.flush();
                    }
                } catch (IOException full) {
                    // the disk is full to within this size: on with a smaller one
                }
            }
        } catch (IOException full) {
            // closing a file on a full disk
        }
        return filler;
    }

    private static int run(String... command) throws IOException, InterruptedException {
        Process p = new ProcessBuilder(command).redirectErrorStream(true).start();
        p.getInputStream().readAllBytes();
        return p.waitFor(30, TimeUnit.SECONDS) ? p.exitValue() : -1;
    }
}
