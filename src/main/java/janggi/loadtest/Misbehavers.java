package janggi.loadtest;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.core.CoreModuleProperties;

/**
 * The load test's bad clients, let loose a third of the way into the run: a key that opens
 * more connections than its share, a client that types fast and never reads what comes back,
 * a spectator who floods the chat, a client that tries names with fresh keys, and a flood of
 * connections that never log in. Each comes from a loopback address of its own where it can,
 * so that the limits per address it runs into do not fall on the well-behaved players. What
 * the server refuses them is counted, apart from the errors.
 */
final class Misbehavers {
    /** Connections the key hog opens at once: more than the server's default share of five. */
    private static final int HOG = 7;
    /** Names the guesser tries: more than the server's default of ten failed logins a minute. */
    private static final int GUESSES = 15;
    /** The most connections the flood opens. */
    private static final int FLOOD = 250;
    /** The size of the receiving window of the client that never reads. */
    private static final long TINY_WINDOW = 2048;

    private final SshClient client;
    private final LoadTest.Config config;
    private final String run;
    private final LoadTest.Counters counters;
    private final List<LoadPair> pairs;
    private final AtomicInteger perKey = new AtomicInteger();
    private final AtomicInteger logins = new AtomicInteger();
    private final AtomicInteger cutOff = new AtomicInteger();
    private final AtomicInteger chat = new AtomicInteger();
    private final AtomicInteger sessions = new AtomicInteger();
    private final List<String> notes = new ArrayList<>();
    private final List<AutoCloseable> open = new ArrayList<>();
    private final List<Thread> threads = new ArrayList<>();
    private volatile boolean stopped;

    Misbehavers(
            SshClient client, LoadTest.Config config, String run, LoadTest.Counters counters, List<LoadPair> pairs) {
        this.client = client;
        this.config = config;
        this.run = run;
        this.counters = counters;
        this.pairs = pairs;
    }

    /** Lets them loose, each on a thread of its own; the flood once the others are done. */
    void start() {
        List<Thread> first = List.of(
                thread("hog", this::hog),
                thread("never reads", this::neverReads),
                thread("chatter", this::chatter),
                thread("guesser", this::guesser));
        Thread flood = thread("flood", () -> {
            for (Thread t : first) {
                t.join();
            }
            flood();
        });
        synchronized (threads) {
            threads.addAll(first);
            threads.add(flood);
        }
        first.forEach(Thread::start);
        flood.start();
    }

    void stop() {
        stopped = true;
        synchronized (threads) {
            threads.forEach(Thread::interrupt);
        }
        synchronized (open) {
            for (AutoCloseable c : open) {
                try {
                    c.close();
                } catch (Exception e) {
                    // closing a bad client: nothing to learn from it
                }
            }
        }
    }

    /** The line that says what they were refused. */
    String report() {
        StringBuilder sb = new StringBuilder(String.format(
                Locale.ROOT,
                "refused, counted apart: connections beyond the server's limit %d, beyond the key's share %d,"
                        + " logins %d, cut off for not reading %d, spectators told to slow down %d",
                sessions.get(),
                perKey.get(),
                logins.get(),
                cutOff.get(),
                chat.get()));
        synchronized (notes) {
            notes.forEach(n -> sb.append("\nnote: ").append(n));
        }
        return sb.toString();
    }

    /** One key, {@link #HOG} terminals at once: those beyond the key's share are refused. */
    private void hog() throws Exception {
        java.security.KeyPair key = LoadTest.newKey();
        List<TerminalBot> terminals = new ArrayList<>();
        for (int i = 0; i < HOG && !stopped; i++) {
            TerminalBot t = new TerminalBot(login("hog", key, "127.0.0.4"), "hog", counters);
            keep(t);
            t.open(null);
            terminals.add(t);
        }
        for (TerminalBot t : terminals) {
            if ("connections open already"
                    .equals(t.screen().await(10_000, "Welcome to the Janggi club", "connections open already"))) {
                refused(perKey);
            }
        }
    }

    /**
     * A terminal that types {@code help} as fast as it may and never reads: its screen waits for
     * it, and the server cuts it off once it has taken nothing for a while, rather than let it
     * hold anything up or pile up output.
     */
    private void neverReads() throws Exception {
        ClientSession session = login("deaf", LoadTest.newKey(), "127.0.0.5");
        keep(session);
        CoreModuleProperties.WINDOW_SIZE.set(session, TINY_WINDOW);
        ChannelShell shell = session.createShellChannel();
        shell.setPtyType("xterm");
        shell.open().verify(LoadTest.TIMEOUT);
        java.util.concurrent.CountDownLatch closed = new java.util.concurrent.CountDownLatch(1);
        shell.addCloseFutureListener(f -> closed.countDown());
        OutputStream keys = shell.getInvertedIn();
        byte[] help = "help\r".repeat(1000).getBytes(StandardCharsets.US_ASCII);
        for (int i = 0; i < 10 && closed.getCount() > 0 && !stopped; i++) {
            try {
                keys.write(help);
                keys.flush();
            } catch (IOException e) {
                break;
            }
            closed.await(1, java.util.concurrent.TimeUnit.SECONDS);
        }
        if (closed.await(10, java.util.concurrent.TimeUnit.SECONDS)) {
            refused(cutOff);
        } else if (!stopped) {
            note("the client that never reads was not cut off");
        }
    }

    /**
     * A spectator who says thirty lines at once: beyond the first few, each is refused. The full
     * screen shows the latest refusal only, so the spectator is counted once when told to slow
     * down.
     */
    private void chatter() throws Exception {
        String code = pairs.isEmpty() ? null : pairs.get(0).code();
        if (code == null) {
            return;
        }
        TerminalBot s = new TerminalBot(login("chat", LoadTest.newKey(), "127.0.0.6"), "chatter", counters);
        keep(s);
        s.open("watch " + code);
        if (s.screen().await(10_000, "say TEXT: talk") == null) {
            note("the chatter got no table at " + code);
            return;
        }
        StringBuilder lines = new StringBuilder();
        for (int i = 0; i < 30; i++) {
            lines.append("say spam ").append(i).append('\r');
        }
        s.type(lines.toString());
        if (s.screen().await(5_000, "slow down") != null) {
            refused(chat);
        }
    }

    /**
     * Fresh keys asking for a name that is taken: each is a failed login of the address, and
     * once the address has used up its attempts, even its logins are refused.
     */
    private void guesser() {
        // The name of the first pair's Han player, which that player's key holds.
        String taken = "lt" + run + "h0";
        for (int i = 0; i < GUESSES && !stopped; i++) {
            try (ClientSession session = login(taken, LoadTest.newKey(), "127.0.0.2");
                    ChannelExec games = session.createExecChannel("games")) {
                games.open().verify(LoadTest.TIMEOUT);
                games.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), LoadTest.TIMEOUT);
                Integer status = games.getExitStatus();
                if (status == null || status != 0) {
                    refused(logins);
                }
            } catch (IOException | RuntimeException e) {
                refused(logins);
            }
        }
    }

    /**
     * Connections that send the SSH greeting and nothing more, opened twenty at a time until
     * the server turns some away at once (past its {@code --max-logins-per-address}), then held a
     * few seconds.
     */
    private void flood() throws InterruptedException {
        List<Socket> held = new ArrayList<>();
        try {
            boolean turnedAway = false;
            while (!turnedAway && held.size() < FLOOD && !stopped) {
                List<Socket> batch = new ArrayList<>();
                for (int i = 0; i < 20; i++) {
                    try {
                        Socket s = new Socket();
                        if (bindable("127.0.0.3")) {
                            s.bind(new InetSocketAddress("127.0.0.3", 0));
                        }
                        s.connect(new InetSocketAddress(config.host(), config.port()), 5_000);
                        s.getOutputStream().write("SSH-2.0-flood\r\n".getBytes(StandardCharsets.US_ASCII));
                        batch.add(s);
                    } catch (IOException e) {
                        refused(sessions);
                        turnedAway = true;
                    }
                }
                Thread.sleep(500);
                for (Socket s : batch) {
                    if (closedByServer(s)) {
                        refused(sessions);
                        turnedAway = true;
                        close(s);
                    } else {
                        held.add(s);
                    }
                }
            }
            if (!turnedAway && !stopped) {
                note(
                        held.size()
                                + " connections of the flood were all admitted: the server's --max-logins-per-address is higher");
            }
            Thread.sleep(3_000);
        } finally {
            held.forEach(Misbehavers::close);
        }
    }

    /** Whether the server has closed the connection: its greeting read, then the end. */
    private static boolean closedByServer(Socket s) {
        try {
            s.setSoTimeout(20);
            InputStream in = s.getInputStream();
            byte[] buffer = new byte[4096];
            while (true) {
                if (in.read(buffer) < 0) {
                    return true;
                }
            }
        } catch (SocketTimeoutException e) {
            return false;
        } catch (IOException e) {
            return true;
        }
    }

    private static void close(Socket s) {
        try {
            s.close();
        } catch (IOException e) {
            // gone already
        }
    }

    private ClientSession login(String user, java.security.KeyPair key, String from) throws IOException {
        String name = user.startsWith("lt") ? user : "lt" + run + user;
        return LoadTest.login(client, config, name, key, bindable(from) ? from : null);
    }

    /** Whether a loopback address of its own can be had for a bad client (IPv4 loopback only). */
    private boolean bindable(String from) {
        try {
            return InetAddress.getByName(config.host()).getAddress().length == 4
                    && InetAddress.getByName(config.host()).isLoopbackAddress()
                    && InetAddress.getByName(from).isLoopbackAddress();
        } catch (IOException e) {
            return false;
        }
    }

    private void refused(AtomicInteger kind) {
        kind.incrementAndGet();
        counters.refused.incrementAndGet();
    }

    private void note(String text) {
        synchronized (notes) {
            notes.add(text);
        }
    }

    private void keep(AutoCloseable c) {
        synchronized (open) {
            open.add(c);
        }
    }

    private interface Job {
        void run() throws Exception;
    }

    private Thread thread(String name, Job job) {
        Thread t = new Thread(
                () -> {
                    try {
                        job.run();
                    } catch (InterruptedException e) {
                        // the run is over
                    } catch (Exception e) {
                        if (!stopped) {
                            note("the " + name + " client failed: " + e);
                        }
                    }
                },
                "loadtest " + name);
        t.setDaemon(true);
        return t;
    }
}
