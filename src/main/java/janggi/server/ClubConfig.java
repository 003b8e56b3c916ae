package janggi.server;

import java.nio.file.Path;
import java.time.Duration;

/**
 * How a club server runs: where it listens, where it keeps its data, and its limits.
 *
 * @param port 0 for any free port (tests)
 * @param data the directory of the host key, the log and the embedded database
 * @param database a JDBC URL, or null for the embedded database in {@code data}
 * @param maxSessions players and guests logged in at once, all together
 * @param maxPerKey connections with a terminal at once for one key
 * @param authAttempts failed authentications an address may make in a minute
 * @param idle how long a connection may go without a key pressed or a game event
 * @param engineThreads threads the computer opponent thinks on, for all games together
 * @param allow the keys that may play (authorized_keys format), or null for any key
 * @param guests whether clients without a key may come in to watch
 * @param logToStderr whether the log goes to standard error as well as to its file
 * @param storage how the embedded database is kept: a new club, backups
 * @param door the limits on connections still logging in
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
        Storage storage,
        Door door) {

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
                Storage.DEFAULT,
                Door.DEFAULT);
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

    /**
     * The limits on connections still logging in, apart from the players (docs/server.md, Limits).
     *
     * @param loginsPerAddress connections logging in at once from one address; 0 for no limits
     *     per address (behind a balancer that hides the players' addresses)
     * @param logins connections logging in at once from all addresses together
     * @param grace how long a connection may take to log in
     */
    public record Door(int loginsPerAddress, int logins, Duration grace) {
        public static final Door DEFAULT = new Door(10, 200, Duration.ofSeconds(20));

        /** The default door with {@code loginsPerAddress}. */
        public static Door perAddress(int loginsPerAddress) {
            return new Door(loginsPerAddress, DEFAULT.logins, DEFAULT.grace);
        }
    }
}
