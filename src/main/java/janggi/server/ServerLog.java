package janggi.server;

import janggi.text.Printable;
import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.List;
import java.util.logging.ConsoleHandler;
import java.util.logging.FileHandler;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * The server's log: connections, games and errors, one line each, in {@code club.log} in the
 * data directory and on standard error. MINA's, Flyway's, the pool's and the PostgreSQL driver's own lines (through SLF4J) join it
 * at warning level. Log lines are for the operator and stay in English.
 *
 * <p>The server's logger is anonymous, outside java.util.logging's registry, because the
 * registry closes every handler it knows in a shutdown hook of its own, which would silence the
 * server while it says goodbye; the libraries' loggers only forward to it.
 */
final class ServerLog implements AutoCloseable {
    private static final String[] LIBRARIES = {"org.apache.sshd", "org.flywaydb", "com.zaxxer.hikari", "org.postgresql"
    };
    private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm:ss");
    /** The longest record, in characters. */
    private static final int MAX_RECORD = 1000;

    private final Logger logger = Logger.getAnonymousLogger();
    /** Held here as well: java.util.logging keeps loggers weakly, and would forget their level and handlers. */
    private final List<Logger> libraries = new ArrayList<>();

    private final Handler forward = new Forward();
    private final List<Handler> handlers = new ArrayList<>();

    ServerLog(Path file, boolean toStderr) throws IOException {
        logger.setLevel(Level.INFO);
        logger.setUseParentHandlers(false);
        Formatter oneLine = new OneLine();
        FileHandler toFile = new FileHandler(file.toString(), true);
        toFile.setFormatter(oneLine);
        toFile.setEncoding("UTF-8");
        handlers.add(toFile);
        if (toStderr) {
            ConsoleHandler console = new ConsoleHandler();
            console.setFormatter(oneLine);
            handlers.add(console);
        }
        handlers.forEach(logger::addHandler);
        for (String library : LIBRARIES) {
            Logger l = Logger.getLogger(library);
            l.setLevel(Level.WARNING);
            l.setUseParentHandlers(false);
            l.addHandler(forward);
            libraries.add(l);
        }
    }

    Logger logger() {
        return logger;
    }

    @Override
    public void close() {
        for (Logger l : libraries) {
            l.removeHandler(forward);
            l.setUseParentHandlers(true);
        }
        for (Handler h : handlers) {
            logger.removeHandler(h);
            h.close();
        }
    }

    /** A library's record, passed on to the server's log. */
    private final class Forward extends Handler {
        @Override
        public void publish(LogRecord r) {
            logger.log(r);
        }

        @Override
        public void flush() {
            // the server's handlers flush every record
        }

        @Override
        public void close() {
            // the server's log closes its own handlers
        }
    }

    /**
     * A record on one line. Its text may quote a client (a name, a command, a version string, an
     * exception's message that carries them, a library's line naming the session), so it goes
     * through the one sanitiser: no control reaches the operator's terminal, and no line break
     * starts a forged record; and an overlong record is cut.
     */
    private static final class OneLine extends Formatter {
        @Override
        public String format(LogRecord r) {
            String text = formatMessage(r) + (r.getThrown() == null ? "" : ": " + r.getThrown());
            String clean = Printable.clean(text);
            if (clean.length() > MAX_RECORD) {
                clean = clean.substring(0, MAX_RECORD) + "...";
            }
            return LocalDateTime.now().format(TIME) + " " + r.getLevel() + " " + clean + System.lineSeparator();
        }
    }
}
