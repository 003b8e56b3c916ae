package janggi.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/** Whether the standard error stream goes to a terminal, for what only a person watching needs (a progress line). */
final class Terminal {
    private Terminal() {}

    /**
     * Whether standard error is a terminal: on Linux, its descriptor leads to a terminal device;
     * elsewhere, as Java tells, when the console is one (standard input and output both terminals).
     */
    static boolean isStandardError() {
        try {
            String target = Files.readSymbolicLink(Path.of("/proc/self/fd/2")).toString();
            return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
        } catch (IOException | UnsupportedOperationException | SecurityException e) {
            return System.console() != null;
        }
    }
}
