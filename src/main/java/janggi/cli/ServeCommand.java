package janggi.cli;

import janggi.clock.TimeControl;
import janggi.files.DataDirectory;
import janggi.notation.NotationException;
import janggi.server.ClubConfig;
import janggi.server.ClubServer;
import janggi.store.StoreException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi serve}: hosts a Janggi club over SSH until SIGTERM or Ctrl-C, which tell the
 * players connected, close the database and stop (every move is stored as it is played).
 */
@Command(name = "serve", mixinStandardHelpOptions = true)
final class ServeCommand implements Callable<Integer> {

    @ParentCommand
    Main main;

    @Option(names = "--port", defaultValue = "2222", paramLabel = "N")
    int port;

    @Option(names = "--bind", defaultValue = "127.0.0.1", paramLabel = "ADDRESS")
    String bind;

    @Option(names = "--data", paramLabel = "DIR")
    Path data;

    @Option(names = "--db", paramLabel = "JDBC-URL")
    String database;

    @Option(names = "--max-sessions", defaultValue = "200", paramLabel = "N")
    int maxSessions;

    @Option(names = "--max-per-key", defaultValue = "5", paramLabel = "N")
    int maxPerKey;

    @Option(names = "--auth-attempts", defaultValue = "10", paramLabel = "N")
    int authAttempts;

    @Option(names = "--max-logins-per-address", defaultValue = "10", paramLabel = "N")
    int loginsPerAddress;

    @Option(names = "--idle", defaultValue = "30m", paramLabel = "TIME")
    String idle;

    @Option(names = "--engine-threads", defaultValue = "1", paramLabel = "N")
    int engineThreads;

    @Option(names = "--allow", paramLabel = "FILE")
    Path allow;

    @Option(names = "--no-guests")
    boolean noGuests;

    @Option(names = "--new-club")
    boolean newClub;

    @Option(names = "--backup-dir", paramLabel = "DIR")
    Path backupDir;

    @Option(names = "--backup-every", defaultValue = "1h", paramLabel = "TIME")
    String backupEvery;

    @Option(names = "--backup-keep", defaultValue = "7", paramLabel = "N")
    int backupKeep;

    @Override
    public Integer call() throws Exception {
        ClubConfig config = config();
        ClubServer server;
        try {
            server = ClubServer.start(config);
        } catch (IOException e) {
            throw new BadInput("serve.cannot_start", String.valueOf(e.getMessage()));
        } catch (StoreException e) {
            if (e.kind() == StoreException.Kind.IN_USE) {
                throw new BadInput(
                        "serve.database_in_use", config.database() != null ? config.database() : config.data());
            }
            if (e.kind() == StoreException.Kind.MISSING) {
                throw new BadInput("serve.database_missing", config.data(), e.getMessage());
            }
            throw new BadInput("serve.no_database", String.valueOf(e.getMessage()));
        }
        System.out.println(main.texts.get("serve.listening", server.address()));
        System.out.println(main.texts.get("serve.host_key", server.hostKeyFingerprint()));
        System.out.println(main.texts.get("serve.data", config.data()));
        System.out.flush();
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime()
                .addShutdownHook(new Thread(
                        () -> {
                            server.close();
                            stopped.countDown();
                        },
                        "janggi serve stop"));
        stopped.await();
        return 0;
    }

    private ClubConfig config() {
        for (int[] limit : new int[][] {
            {port, 0, 65535},
            {maxSessions, 1, 100_000},
            {maxPerKey, 1, 1000},
            {authAttempts, 1, 100_000},
            {loginsPerAddress, 0, 100_000},
            {engineThreads, 1, janggi.engine.Engine.MAX_THREADS},
            {backupKeep, 1, 1000}
        }) {
            if (limit[0] < limit[1] || limit[0] > limit[2]) {
                throw new BadInput("serve.range", limit[1], limit[2], limit[0]);
            }
        }
        if (allow != null && !Files.isReadable(allow)) {
            throw new BadInput("serve.no_allow_file", allow);
        }
        if (backupDir != null && database != null) {
            throw new BadInput("serve.backups_need_embedded");
        }
        Path dir = data != null ? data : DataDirectory.standard().root().resolve("server");
        return new ClubConfig(
                bind,
                port,
                dir.toAbsolutePath(),
                database,
                maxSessions,
                maxPerKey,
                authAttempts,
                duration(idle, "serve.idle"),
                engineThreads,
                allow,
                !noGuests,
                true,
                new ClubConfig.Storage(
                        newClub,
                        backupDir == null ? null : backupDir.toAbsolutePath(),
                        duration(backupEvery, "serve.backup_every"),
                        backupKeep),
                ClubConfig.Door.perAddress(loginsPerAddress));
    }

    /** {@code 30m}, {@code 90s}, {@code 1h30m}, as a time control writes a time; a bare number is minutes. */
    private static Duration duration(String text, String mistake) {
        String time = text.strip().toLowerCase(Locale.ROOT);
        try {
            long ms = TimeControl.durationMs(time.matches("\\d+") ? time + "m" : time);
            if (ms > 0) {
                return Duration.ofMillis(ms);
            }
        } catch (NotationException e) {
            // said below, as the option's own mistake
        }
        throw new BadInput(mistake, text);
    }
}
