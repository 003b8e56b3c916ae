package janggi.files;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogManager;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Where the details of a problem go, so that the player reads one plain line and never a stack
 * trace: {@code $XDG_STATE_HOME/janggi/janggi.log} ({@code ~/.local/state/janggi/janggi.log}).
 * It takes over {@code java.util.logging}, which the libraries we use (JLine) log through, so
 * that their warnings land in the file too and nothing is printed on the terminal.
 */
public final class Log {
    private static final Logger LOGGER = Logger.getLogger("janggi");
    private static final FileHandler TO_FILE = new FileHandler();
    private static volatile Path file;

    static {
        // Until a file is chosen (tests, a program embedding ours), our records go nowhere.
        LOGGER.setUseParentHandlers(false);
        LOGGER.addHandler(TO_FILE);
    }

    private Log() {}

    /** {@code $XDG_STATE_HOME/janggi/janggi.log}, by default under {@code ~/.local/state}. */
    public static Path standardFile() {
        String xdg = System.getenv("XDG_STATE_HOME");
        Path base = xdg != null && !xdg.isBlank()
                ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "state");
        return base.resolve("janggi").resolve("janggi.log");
    }

    /** Sends every log record of this process to {@code logFile} (null: nowhere), and none to the terminal. */
    public static void toFile(Path logFile) {
        file = logFile;
        LogManager.getLogManager().reset();
        Logger root = Logger.getLogger("");
        root.setLevel(Level.INFO);
        root.addHandler(TO_FILE);
        LOGGER.setUseParentHandlers(true);
    }

    /** The file the details go to, once {@link #toFile} has chosen it. */
    public static Path file() {
        return file != null ? file : standardFile();
    }

    /** Notes a problem that the program met without an exception, in a line that says what it was. */
    public static void problem(String what) {
        LOGGER.log(Level.WARNING, what);
    }

    /** Notes a problem with its details; {@code what} says in a few words what was being done. */
    public static void problem(String what, Throwable e) {
        LOGGER.log(Level.WARNING, what, e);
    }

    /** Appends each record to the file, opened anew each time; a file that cannot be written loses the record quietly. */
    private static final class FileHandler extends Handler {
        private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
        private static final SimpleFormatter MESSAGE = new SimpleFormatter();

        @Override
        public synchronized void publish(LogRecord record) {
            Path target = file;
            if (target == null || !isLoggable(record)) {
                return;
            }
            StringWriter text = new StringWriter();
            PrintWriter out = new PrintWriter(text);
            out.printf(
                    "%s %s %s: %s%n",
                    LocalDateTime.now().format(TIME),
                    record.getLevel(),
                    record.getLoggerName(),
                    MESSAGE.formatMessage(record));
            if (record.getThrown() != null) {
                record.getThrown().printStackTrace(out);
            }
            out.flush();
            try {
                Files.createDirectories(target.toAbsolutePath().getParent());
                Files.writeString(
                        target,
                        text.toString(),
                        StandardCharsets.UTF_8,
                        StandardOpenOption.CREATE,
                        StandardOpenOption.APPEND);
            } catch (IOException | RuntimeException e) {
                // Nowhere left to say it: the player has been told in plain words already.
            }
        }

        @Override
        public void flush() {}

        @Override
        public void close() {}
    }
}
