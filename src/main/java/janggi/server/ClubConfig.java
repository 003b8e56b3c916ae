package janggi.server;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How a club server runs: where it listens, where it keeps its data, and its limits.
 *
 * @param port 0 for any free port (tests)
 * @param data the directory of the host key, the log and the embedded database
 * @param database a JDBC URL, or null for the embedded database in {@code data}
 * @param maxSessions connections at once, all clients together
 * @param maxPerKey connections with a terminal at once for one key
 * @param authAttempts failed authentications an address may make in a minute
 * @param idle how long a connection may go without a key pressed or a game event
 * @param engineThreads threads the computer opponent thinks on, for all games together
 * @param allow the keys that may play (authorized_keys format), or null for any key
 * @param guests whether clients without a key may come in to watch
 * @param logToStderr whether the log goes to standard error as well as to its file
 * @param storage how the embedded database is kept: a new club, backups
 */
public record ClubConfig(
        String bind,
        int port,
        Path data,
        String database,
        int maxSessions,
        int maxPerKey,
        int authAttempts,
        Duration idle,
        int engineThreads,
        Path allow,
        boolean guests,
        boolean logToStderr,
        Storage storage) {

    public ClubConfig(
            String bind,
            int port,
            Path data,
            String database,
            int maxSessions,
            int maxPerKey,
            int authAttempts,
            Duration idle,
            int engineThreads,
            Path allow,
            boolean guests,
            boolean logToStderr) {
        this(
                bind,
                port,
                data,
                database,
                maxSessions,
                maxPerKey,
                authAttempts,
                idle,
                engineThreads,
                allow,
                guests,
                logToStderr,
                Storage.DEFAULT);
    }

    /**
     * How the embedded database is kept (docs/server.md, Backups).
     *
     * @param newClub whether a club may begin in a data directory that held one but has no database
     * @param backupDir where the running server writes copies of the database, or null for none
     * @param backupEvery how often
     * @param backupKeep how many copies are kept, the newest
     */
    public record Storage(boolean newClub, Path backupDir, Duration backupEvery, int backupKeep) {
        public static final Storage DEFAULT = new Storage(false, null, Duration.ofHours(1), 7);
    }
}
