package janggi.cli;

import janggi.play.DataDirectory;
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
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi serve}: hosts a Janggi club over SSH until SIGTERM or Ctrl-C, which tell the
 * players connected, close the database and stop (every move is stored as it is played).
 */
@Command(name = "serve", mixinStandardHelpOptions = true)
final class ServeCommand implements Callable<Integer> {
    private static final Pattern DURATION = Pattern.compile("(\\d{1,6})([smh]?)");

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

    @Option(names = "--idle", defaultValue = "30m", paramLabel = "TIME")
    String idle;

    @Option(names = "--engine-threads", defaultValue = "1", paramLabel = "N")
    int engineThreads;

    @Option(names = "--allow", paramLabel = "FILE")
    Path allow;

    @Option(names = "--no-guests")
    boolean noGuests;

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
            {engineThreads, 1, janggi.engine.Engine.MAX_THREADS}
        }) {
            if (limit[0] < limit[1] || limit[0] > limit[2]) {
                throw new BadInput("serve.range", limit[1], limit[2], limit[0]);
            }
        }
        if (allow != null && !Files.isReadable(allow)) {
            throw new BadInput("serve.no_allow_file", allow);
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
                duration(idle),
                engineThreads,
                allow,
                !noGuests,
                true);
    }

    /** {@code 30m}, {@code 90s}, {@code 2h}; a bare number is minutes. */
    private static Duration duration(String text) {
        Matcher m = DURATION.matcher(text.toLowerCase(Locale.ROOT));
        if (!m.matches() || Long.parseLong(m.group(1)) == 0) {
            throw new BadInput("serve.idle", text);
        }
        long n = Long.parseLong(m.group(1));
        return switch (m.group(2)) {
            case "s" -> Duration.ofSeconds(n);
            case "h" -> Duration.ofHours(n);
            default -> Duration.ofMinutes(n);
        };
    }
}
