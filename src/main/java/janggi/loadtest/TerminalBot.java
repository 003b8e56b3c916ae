package janggi.loadtest;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ChannelShell;
import org.apache.sshd.client.channel.ClientChannel;
import org.apache.sshd.client.session.ClientSession;

/**
 * A load-test bot at a terminal ({@code ssh -t host watch CODE}, or the lobby): what the
 * server shows is kept, to be waited on, and a connection that closes while the run goes on is
 * an error.
 */
final class TerminalBot implements AutoCloseable {
    private final ClientSession session;
    private final LoadTest.Counters counters;
    private final String name;
    private final Screen screen = new Screen();
    private ClientChannel channel;
    private volatile boolean closing;

    TerminalBot(SshClient client, LoadTest.Config config, String name, LoadTest.Counters counters) throws IOException {
        this(LoadTest.login(client, config, name, LoadTest.newKey(), null), name, counters);
        counters.sessions.incrementAndGet();
    }

    TerminalBot(ClientSession session, String name, LoadTest.Counters counters) {
        this.session = session;
        this.name = name;
        this.counters = counters;
    }

    /** Watches a game at its table, on the full screen. */
    void watch(String code) {
        try {
            open("watch " + code);
            channel.addCloseFutureListener(f -> {
                if (!closing) {
                    counters.error(name + "'s connection closed during the run");
                }
            });
        } catch (IOException e) {
            counters.error(name + " could not watch " + code + ": " + e.getMessage());
        }
    }

    /** Opens a terminal running {@code command}, or the lobby for null. */
    void open(String command) throws IOException {
        if (command == null) {
            ChannelShell shell = session.createShellChannel();
            shell.setPtyType("xterm");
            channel = shell;
        } else {
            ChannelExec exec = session.createExecChannel(command);
            exec.setUsePty(true);
            exec.setPtyType("xterm");
            channel = exec;
        }
        channel.setOut(screen);
        channel.setErr(screen);
        channel.open().verify(LoadTest.TIMEOUT);
    }

    void type(String text) throws IOException {
        OutputStream keys = channel.getInvertedIn();
        keys.write(text.getBytes(StandardCharsets.UTF_8));
        keys.flush();
    }

    Screen screen() {
        return screen;
    }

    @Override
    public void close() {
        closing = true;
        session.close(true);
    }

    /** What a terminal received, to wait on. */
    static final class Screen extends OutputStream {
        private final StringBuilder text = new StringBuilder();

        @Override
        public synchronized void write(int b) {
            write(new byte[] {(byte) b}, 0, 1);
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            text.append(new String(b, off, len, StandardCharsets.UTF_8));
            notifyAll();
        }

        /** Waits at most {@code millis} for one of {@code texts}; the one found, or null. */
        synchronized String await(long millis, String... texts) throws InterruptedException {
            long deadline = System.currentTimeMillis() + millis;
            while (true) {
                for (String t : texts) {
                    if (text.indexOf(t) >= 0) {
                        return t;
                    }
                }
                long left = deadline - System.currentTimeMillis();
                if (left <= 0) {
                    return null;
                }
                wait(left);
            }
        }
    }
}
