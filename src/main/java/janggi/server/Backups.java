package janggi.server;

import janggi.store.Store;
import janggi.store.StoreException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.stream.Stream;

/**
 * {@code serve --backup-dir DIR}: copies of the embedded database, made by the running server
 * (which holds the database's lock) every {@code --backup-every}, each consistent, the newest
 * {@code --backup-keep} kept. A copy is {@code club-YYYYMMDD-HHMMSS-mmm.db}, a whole SQLite
 * database: copied into a data directory as {@code club.db}, it is a club a server starts on
 * (docs/server.md, Backups).
 */
final class Backups implements AutoCloseable {
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("'club-'yyyyMMdd-HHmmss-SSS'.db'");

    private final Store store;
    private final Path dir;
    private final int keep;
    private final Logger log;
    private final ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(r -> {
        Thread t = new Thread(r, "backups");
        t.setDaemon(true);
        return t;
    });

    Backups(Store store, Path dir, Duration every, int keep, Logger log) throws IOException {
        this.store = store;
        this.dir = dir.toAbsolutePath();
        this.keep = keep;
        this.log = log;
        Files.createDirectories(this.dir);
        long ms = every.toMillis();
        thread.scheduleWithFixedDelay(this::backUpLogged, ms, ms, TimeUnit.MILLISECONDS);
    }

    private void backUpLogged() {
        try {
            log.info("backed up to " + backUp());
        } catch (StoreException | IOException e) {
            log.log(Level.SEVERE, "backup NOT made in " + dir, e);
        }
    }

    /** Makes a copy now, and removes the oldest beyond the number kept; the copy's file. */
    Path backUp() throws IOException {
        Path zip = dir.resolve(LocalDateTime.now().format(NAME));
        store.backup(zip);
        List<Path> copies;
        try (Stream<Path> files = Files.list(dir)) {
            copies = files.filter(p -> p.getFileName().toString().matches("club-\\d{8}-\\d{6}-\\d{3}\\.db"))
                    .sorted()
                    .toList();
        }
        for (Path old : copies.subList(0, Math.max(0, copies.size() - keep))) {
            Files.deleteIfExists(old);
        }
        return zip;
    }

    /** No more copies; one being made is finished first (an interrupt would close H2's file under it). */
    @Override
    public void close() {
        thread.shutdown();
        try {
            thread.awaitTermination(1, TimeUnit.MINUTES);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
