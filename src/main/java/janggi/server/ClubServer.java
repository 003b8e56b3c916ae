package janggi.server;

import janggi.store.Notices;
import janggi.store.Store;
import janggi.store.StoreException;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicBoolean;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.core.CoreModuleProperties;
import org.apache.sshd.server.SshServer;
import org.apache.sshd.server.auth.UserAuthFactory;
import org.apache.sshd.server.auth.keyboard.UserAuthKeyboardInteractiveFactory;
import org.apache.sshd.server.channel.ChannelSessionFactory;
import org.apache.sshd.server.forward.RejectAllForwardingFilter;

/**
 * {@code janggi serve}: a Janggi club over SSH. One MINA SSH server, locked down to the club's
 * own commands (no shell, no exec of anything else, no SFTP or SCP, no forwarding of ports,
 * agents or X11), in front of the club and its database.
 */
public final class ClubServer implements AutoCloseable {
    /** Channels one connection may hold open at once. */
    private static final int MAX_CHANNELS = 10;
    /** The log's file in the data directory. */
    static final String LOG = "club.log";
    /** How long past {@code --idle} a connection without a terminal (ssh -N) may stay. */
    private static final Duration IDLE_GRACE = Duration.ofMinutes(1);

    private final SshServer sshd;
    private final Club club;
    private final Notices notices;
    private final Store store;
    private final ServerLog log;
    private final Backups backups;
    private final String hostKey;
    private final AtomicBoolean closed = new AtomicBoolean();

    private ClubServer(
            SshServer sshd, Club club, Notices notices, Store store, ServerLog log, Backups backups, String hostKey) {
        this.sshd = sshd;
        this.club = club;
        this.notices = notices;
        this.store = store;
        this.log = log;
        this.backups = backups;
        this.hostKey = hostKey;
    }

    /**
     * Opens the database and the host key in {@code config.data()} and starts listening.
     *
     * @throws IOException when the directory, the host key, the allow list or the port cannot be had
     * @throws janggi.store.StoreException when the database cannot be opened (in use by another
     *     server?), or the data directory held a club whose database is gone
     */
    public static ClubServer start(ClubConfig config) throws IOException {
        return start(config, ClubTime.system());
    }

    /** As {@link #start(ClubConfig)}, the clocks reading {@code time} (a fake one in tests). */
    static ClubServer start(ClubConfig config, ClubTime time) throws IOException {
        refuseEmptyClub(config);
        Files.createDirectories(config.data());
        ServerLog log = new ServerLog(config.data().resolve(LOG), config.logToStderr());
        Store store = null;
        Club club = null;
        Notices notices = null;
        Backups backups = null;
        try {
            AllowList allowed = config.allow() == null ? null : new AllowList(config.allow());
            KeyPairProvider hostKeys = HostKey.in(config.data());
            String fingerprint = HostKey.fingerprint(hostKeys);
            store = config.database() != null ? Store.open(config.database()) : Store.openEmbedded(config.data());
            log.logger().info("database: " + store.durability());
            club = new Club(
                    store,
                    new Engines(config.engineThreads(), log.logger()),
                    time,
                    log.logger(),
                    config.maxPerKey(),
                    config.idle().toNanos());
            notices = store.listen(club::heard, club::reconnected, log.logger());
            club.windClocks();
            AuthAttempts attempts = new AuthAttempts(config.authAttempts(), System::nanoTime);
            Gate gate = new Gate(allowed, config.guests(), attempts, club::knows, log.logger());
            SshServer sshd = SshServer.setUpDefaultServer();
            sshd.setHost(config.bind());
            sshd.setPort(config.port());
            sshd.setKeyPairProvider(hostKeys);
            sshd.setSessionFactory(ClubSession.factory(sshd));
            List<UserAuthFactory> methods = config.guests()
                    ? List.of(KeyStrength.publicKeys(log.logger()), UserAuthKeyboardInteractiveFactory.INSTANCE)
                    : List.of(KeyStrength.publicKeys(log.logger()));
            sshd.setUserAuthFactories(methods);
            sshd.setPublickeyAuthenticator(gate);
            sshd.setKeyboardInteractiveAuthenticator(config.guests() ? gate : null);
            sshd.setPasswordAuthenticator(null);
            sshd.setHostBasedAuthenticator(null);
            sshd.setGSSAuthenticator(null);
            Club running = club;
            sshd.setShellFactory(channel -> new ClubCommand(running, attempts, null));
            sshd.setCommandFactory((channel, line) -> new ClubCommand(running, attempts, line));
            sshd.setSubsystemFactories(List.of());
            sshd.setChannelFactories(List.of(ChannelSessionFactory.INSTANCE));
            sshd.setForwardingFilter(RejectAllForwardingFilter.INSTANCE);
            sshd.setAgentFactory(null);
            CoreModuleProperties.SERVER_IDENTIFICATION.set(sshd, "JanggiClub");
            CoreModuleProperties.IDLE_TIMEOUT.set(sshd, config.idle().plus(IDLE_GRACE));
            CoreModuleProperties.MAX_CONCURRENT_CHANNELS.set(sshd, MAX_CHANNELS);
            CoreModuleProperties.AUTH_TIMEOUT.set(sshd, config.door().grace());
            sshd.addSessionListener(new SessionLimit(
                    config.door(),
                    config.maxSessions(),
                    MemoryGuard.heap(),
                    System::nanoTime,
                    () -> ThreadLocalRandom.current().nextDouble(),
                    log.logger()));
            ClubConfig.Storage storage = config.storage();
            if (storage.backupDir() != null) {
                backups = new Backups(
                        store, storage.backupDir(), storage.backupEvery(), storage.backupKeep(), log.logger());
            }
            sshd.start();
            ClubServer server = new ClubServer(sshd, club, notices, store, log, backups, fingerprint);
            log.logger().info("listening on " + server.address() + ", host key " + fingerprint);
            return server;
        } catch (IOException | RuntimeException e) {
            if (backups != null) {
                backups.close();
            }
            if (notices != null) {
                notices.close();
            }
            if (club != null) {
                club.close();
            }
            if (store != null) {
                store.close();
            }
            log.close();
            throw e;
        }
    }

    /**
     * An embedded club's data directory that holds a host key or a log but no database held a
     * club whose database is gone (deleted, moved, a disk not mounted): starting would open an
     * empty club there, in which every player's name is free for another key to claim. Unless
     * the operator says to begin a new club ({@code --new-club}), the server does not start.
     */
    private static void refuseEmptyClub(ClubConfig config) {
        Path data = config.data();
        if (config.database() == null
                && !config.storage().newClub()
                && !Store.hasEmbedded(data)
                && (Files.exists(data.resolve(HostKey.FILE)) || Files.exists(data.resolve(LOG)))) {
            throw StoreException.missing(data);
        }
    }

    /** The address and port the server listens on (the port chosen, when 0 was asked for). */
    public String address() {
        Set<SocketAddress> bound = sshd.getBoundAddresses() == null ? Set.of() : Set.copyOf(sshd.getBoundAddresses());
        for (SocketAddress a : bound) {
            if (a instanceof InetSocketAddress inet) {
                return inet.getAddress().getHostAddress() + ":" + inet.getPort();
            }
        }
        return sshd.getHost() + ":" + sshd.getPort();
    }

    public int port() {
        return sshd.getPort();
    }

    /** The host key's fingerprint, as {@code ssh-keygen -l} and the client print it. */
    public String hostKeyFingerprint() {
        return hostKey;
    }

    /** Makes a backup now, as {@code --backup-every} does (tests). */
    Path backUp() throws IOException {
        return backups.backUp();
    }

    Store store() {
        return store;
    }

    Club club() {
        return club;
    }

    /**
     * Tells everyone connected that the server stops, closes their connections and the
     * database. Every move confirmed is stored already; the log says "everything is stored"
     * only when that is so, and else what is not.
     */
    @Override
    public void close() {
        if (!closed.compareAndSet(false, true)) {
            return;
        }
        log.logger().info("stopping");
        if (backups != null) {
            backups.close();
        }
        notices.close();
        List<String> unstored = club.unstoredAtClose();
        try {
            sshd.stop(true);
        } catch (IOException e) {
            log.logger().warning("stopping the SSH server: " + e);
        }
        store.close();
        if (unstored.isEmpty()) {
            log.logger().info("stopped; everything is stored");
        } else {
            log.logger().severe("stopped; NOT stored: " + String.join("; ", unstored));
        }
        log.close();
    }
}
