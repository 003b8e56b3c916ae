package janggi.loadtest;

import java.io.IOException;
import java.io.PrintStream;
import java.net.InetAddress;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.SecureRandom;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ScheduledFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.config.hosts.HostConfigEntryResolver;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyIdentityProvider;
import org.apache.sshd.common.keyprovider.KeyPairProvider;

/**
 * {@code janggi loadtest}: many players at once against a club server on this machine. Each
 * session is a bot (docs/bot.md) with a fresh ed25519 key and a name unique to the run; the
 * bots play legal moves in pairs at about a human's pace, a few spectators watch on the line
 * table, and misbehaving clients (a flood of connections, a key over its share, a client that
 * never reads, a chat flooder, a name guesser) try the server's limits meanwhile. Each move is
 * timed from its sending to its arrival at the opponent.
 *
 * <p>What the misbehaving clients meet (refusals, being cut off) is the server doing its job:
 * it is counted apart. Errors are what a well-behaved player would have noticed: a session that
 * could not be opened or dropped, a move refused or lost.
 */
public final class LoadTest {
    /**
     * @param host a loopback address: the load test runs against this machine only
     * @param sessions the bots and spectators
     */
    public record Config(String host, int port, int sessions, Duration length) {}

    /** What the run measured; {@link #toString()} is the last line it prints. */
    public record Summary(int sessions, long moves, long errors, long p50Ms, long p99Ms) {
        @Override
        public String toString() {
            return String.format(
                    Locale.ROOT,
                    "sessions %d moves %d errors %d p50 %d ms p99 %d ms",
                    sessions,
                    moves,
                    errors,
                    p50Ms,
                    p99Ms);
        }
    }

    static final Duration TIMEOUT = Duration.ofSeconds(20);
    /** How long after the end a move sent may still arrive before it counts as lost. */
    private static final long GRACE_MS = 5_000;
    /** Sessions opened at once while setting up. */
    private static final int SETUP_THREADS = 8;

    /** MINA's own lines (a provider chosen, each session's details) are not the load test's to print. */
    private static final java.util.logging.Logger MINA = java.util.logging.Logger.getLogger("org.apache.sshd");

    private final Config config;
    private final PrintStream out;
    private final Counters counters = new Counters();
    private final String run;

    public LoadTest(Config config, PrintStream out) {
        if (!isLoopback(config.host())) {
            throw new IllegalArgumentException("the load test runs against this machine only: " + config.host());
        }
        this.config = config;
        this.out = out;
        MINA.setLevel(java.util.logging.Level.WARNING);
        SecureRandom random = new SecureRandom();
        this.run = Integer.toString(36 * 36 * 36 + random.nextInt(35 * 36 * 36 * 36), 36);
    }

    /** Whether {@code host} is this machine's loopback (127.0.0.0/8, ::1). */
    public static boolean isLoopback(String host) {
        try {
            return InetAddress.getByName(host).isLoopbackAddress();
        } catch (IOException e) {
            return false;
        }
    }

    /** Runs the test, printing progress every second, and gives what it measured. */
    public Summary run() throws InterruptedException {
        SshClient client = client();
        ScheduledExecutorService clock = Executors.newScheduledThreadPool(2, daemon("loadtest"));
        List<LoadPair> pairs = new ArrayList<>();
        List<TerminalBot> spectators = new ArrayList<>();
        Optional<ProcessWatch> server = ProcessWatch.listeningOn(config.port());
        try {
            long setupStart = System.nanoTime();
            int watchers = config.sessions() >= 10 ? Math.min(10, config.sessions() / 20) : 0;
            int players = (config.sessions() - watchers) / 2 * 2;
            watchers = config.sessions() - players;
            out.printf(
                    Locale.ROOT,
                    "loadtest %s: %d sessions against %s:%d (%d players in %d games, %d spectators)%s%n",
                    run,
                    config.sessions(),
                    config.host(),
                    config.port(),
                    players,
                    players / 2,
                    watchers,
                    server.map(w -> ", server pid " + w.pid()).orElse(", server process not found"));
            setUp(client, clock, players, pairs);
            for (int i = 0; i < watchers; i++) {
                try {
                    spectators.add(new TerminalBot(client, config, name("w" + i), counters));
                } catch (IOException e) {
                    counters.error("a spectator could not log in: " + e.getMessage());
                }
            }
            List<String> codes =
                    pairs.stream().map(LoadPair::code).filter(c -> c != null).toList();
            for (int i = 0; i < spectators.size() && !codes.isEmpty(); i++) {
                spectators.get(i).watch(codes.get(i % codes.size()));
            }
            out.printf(
                    Locale.ROOT,
                    "set up in %.1f s: %d sessions open, %d errors%n",
                    (System.nanoTime() - setupStart) / 1e9,
                    counters.sessions.get(),
                    counters.errors.get());
            server.ifPresent(ProcessWatch::sample);
            counters.latencies.startWindow();
            long start = System.nanoTime();
            pairs.forEach(LoadPair::go);
            Misbehavers misbehavers = new Misbehavers(client, config, run, counters, pairs);
            ScheduledFuture<?> mischief =
                    clock.schedule(misbehavers::start, config.length().toMillis() / 3, TimeUnit.MILLISECONDS);
            AtomicInteger second = new AtomicInteger();
            ScheduledFuture<?> progress =
                    clock.scheduleAtFixedRate(() -> progress(second.incrementAndGet(), server), 1, 1, TimeUnit.SECONDS);
            TimeUnit.NANOSECONDS.sleep(start + config.length().toNanos() - System.nanoTime());
            pairs.forEach(LoadPair::stop);
            progress.cancel(false);
            mischief.cancel(false);
            misbehavers.stop();
            awaitInFlight(pairs);
            for (LoadPair p : pairs) {
                counters.errors.addAndGet(p.lostMoves(GRACE_MS));
            }
            out.println(misbehavers.report());
        } finally {
            pairs.forEach(LoadPair::close);
            spectators.forEach(TerminalBot::close);
            clock.shutdownNow();
            client.stop();
        }
        Summary summary = new Summary(
                counters.sessions.get(),
                counters.latencies.count(),
                counters.errors.get(),
                counters.latencies.percentileMs(50),
                counters.latencies.percentileMs(99));
        counters.printErrors(out);
        out.println(summary);
        return summary;
    }

    /** Opens the players' sessions a few at a time, pairs them and opens their first games. */
    private void setUp(SshClient client, ScheduledExecutorService clock, int players, List<LoadPair> pairs)
            throws InterruptedException {
        ExecutorService setup = Executors.newFixedThreadPool(SETUP_THREADS, daemon("loadtest setup"));
        try {
            List<Future<LoadPair>> opened = new ArrayList<>();
            for (int i = 0; i < players / 2; i++) {
                String han = name("h" + i);
                String cho = name("c" + i);
                opened.add(setup.submit(() -> new LoadPair(client, config, han, cho, clock, counters)));
            }
            for (Future<LoadPair> f : opened) {
                try {
                    LoadPair pair = f.get();
                    pairs.add(pair);
                } catch (java.util.concurrent.ExecutionException e) {
                    counters.error("a pair could not be set up: " + e.getCause());
                }
            }
            for (LoadPair p : pairs) {
                p.awaitStart(TIMEOUT);
            }
        } finally {
            setup.shutdownNow();
        }
    }

    /** Waits, a few seconds at most, for the moves sent before the end to arrive. */
    private static void awaitInFlight(List<LoadPair> pairs) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(GRACE_MS);
        for (LoadPair p : pairs) {
            p.awaitQuiet(deadline);
        }
    }

    private void progress(int second, Optional<ProcessWatch> server) {
        Latencies.Window w = counters.latencies.window();
        String stats = server.map(s -> {
                    ProcessWatch.Sample sample = s.sample();
                    return String.format(
                            Locale.ROOT,
                            "  server cpu %s heap %s",
                            sample.cpuPercent() < 0 ? "?" : Math.round(sample.cpuPercent()) + "%",
                            sample.heapBytes() < 0 ? "?" : (sample.heapBytes() >> 20) + " MB");
                })
                .orElse("");
        out.printf(
                Locale.ROOT,
                "%4d s  sessions %d  moves %d (+%d)  errors %d  refused %d  p50 %d ms  p99 %d ms%s%n",
                second,
                counters.sessions.get(),
                counters.latencies.count(),
                w.moves(),
                counters.errors.get(),
                counters.refused.get(),
                w.p50Ms(),
                w.p99Ms(),
                stats);
    }

    /** A name unique to this run: {@code lt}, the run's id, and the session's own part. */
    private String name(String part) {
        return "lt" + run + part;
    }

    static SshClient client() {
        SshClient client = SshClient.setUpDefaultClient();
        // The server is this machine's own, on loopback: its key is not checked (nor warned about for each session).
        client.setServerKeyVerifier((session, address, key) -> true);
        // Only the keys made for the run, never the user's own, and no ~/.ssh/config.
        client.setKeyIdentityProvider(KeyIdentityProvider.EMPTY_KEYS_PROVIDER);
        client.setHostConfigEntryResolver(HostConfigEntryResolver.EMPTY);
        client.start();
        return client;
    }

    static KeyPair newKey() {
        try {
            return KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("no ed25519 keys: " + e.getMessage(), e);
        }
    }

    /** A session logged in with {@code key}, from {@code from} (a loopback address) or any. */
    static ClientSession login(SshClient client, Config config, String user, KeyPair key, String from)
            throws IOException {
        ClientSession session = (from == null
                        ? client.connect(user, config.host(), config.port())
                        : client.connect(user, config.host(), config.port(), new java.net.InetSocketAddress(from, 0)))
                .verify(TIMEOUT)
                .getSession();
        try {
            if (key != null) {
                session.addPublicKeyIdentity(key);
            }
            session.auth().verify(TIMEOUT);
            return session;
        } catch (IOException | RuntimeException e) {
            session.close(true);
            throw e;
        }
    }

    static java.util.concurrent.ThreadFactory daemon(String name) {
        AtomicInteger n = new AtomicInteger();
        return r -> {
            Thread t = new Thread(r, name + " " + n.incrementAndGet());
            t.setDaemon(true);
            return t;
        };
    }

    /** What all the sessions of a run count together. */
    static final class Counters {
        final AtomicInteger sessions = new AtomicInteger();
        final java.util.concurrent.atomic.AtomicLong errors = new java.util.concurrent.atomic.AtomicLong();
        final java.util.concurrent.atomic.AtomicLong refused = new java.util.concurrent.atomic.AtomicLong();
        final Latencies latencies = new Latencies();
        private final List<String> firstErrors = new ArrayList<>();

        /** An error, the first few of which are described at the end. */
        void error(String what) {
            errors.incrementAndGet();
            synchronized (firstErrors) {
                if (firstErrors.size() < 5) {
                    firstErrors.add(what);
                }
            }
        }

        void printErrors(PrintStream out) {
            synchronized (firstErrors) {
                firstErrors.forEach(e -> out.println("error: " + e));
            }
        }
    }
}
