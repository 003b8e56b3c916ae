package janggi.server;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import org.apache.sshd.client.SshClient;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.channel.ClientChannelEvent;
import org.apache.sshd.client.channel.PtyCapableChannelSession;
import org.apache.sshd.client.keyverifier.AcceptAllServerKeyVerifier;
import org.apache.sshd.client.session.ClientSession;
import org.apache.sshd.common.NamedFactory;
import org.apache.sshd.common.config.keys.KeyUtils;
import org.apache.sshd.common.keyprovider.KeyPairProvider;
import org.apache.sshd.common.signature.Signature;
import org.apache.sshd.core.CoreModuleProperties;

/** MINA's SSH client in this JVM, as the tests' players and spectators use it. */
final class ClubClient implements AutoCloseable {
    static final Duration TIMEOUT = Duration.ofSeconds(20);

    private final SshClient client = SshClient.setUpDefaultClient();
    private final int port;
    /** The loopback address the client connects from. */
    private final String from;

    ClubClient(int port) {
        this(port, "127.0.0.1");
    }

    /** A client connecting from {@code from}, one of the loopback addresses 127.0.0.x. */
    ClubClient(int port, String from) {
        this(port, from, null);
    }

    /** A client that signs with {@code signatures} only (MINA's defaults when null). */
    ClubClient(int port, String from, List<NamedFactory<Signature>> signatures) {
        this.port = port;
        this.from = from;
        client.setServerKeyVerifier(AcceptAllServerKeyVerifier.INSTANCE);
        if (signatures != null) {
            client.setSignatureFactories(signatures);
        }
        client.start();
    }

    static KeyPair newKey() {
        try {
            return KeyUtils.generateKeyPair(KeyPairProvider.SSH_ED25519, 256);
        } catch (GeneralSecurityException e) {
            throw new AssertionError(e);
        }
    }

    /** A logged-in connection; {@code key} null for a guest. */
    ClientSession login(String user, KeyPair key) throws IOException {
        ClientSession session = client.connect(
                        user, new InetSocketAddress("127.0.0.1", port), null, new InetSocketAddress(from, 0))
                .verify(TIMEOUT)
                .getSession();
        if (key != null) {
            session.addPublicKeyIdentity(key);
        }
        session.auth().verify(TIMEOUT);
        return session;
    }

    /** What a command without a terminal printed, and its exit status. */
    record Result(int status, String out, String err) {}

    Result exec(String user, KeyPair key, String command) throws IOException {
        try (ClientSession session = login(user, key)) {
            return exec(session, command);
        }
    }

    static Result exec(ClientSession session, String command) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try (ChannelExec channel = session.createExecChannel(command)) {
            channel.setOut(out);
            channel.setErr(err);
            channel.open().verify(TIMEOUT);
            channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), TIMEOUT);
            Integer status = channel.getExitStatus();
            return new Result(
                    status == null ? -1 : status,
                    out.toString(StandardCharsets.UTF_8),
                    err.toString(StandardCharsets.UTF_8));
        }
    }

    /**
     * Someone at a terminal ({@code ssh -t host COMMAND}, or the lobby for a null command): the
     * keys they type, and their screen as the bytes the server sends draw it.
     */
    final class Terminal implements AutoCloseable {
        final ClientSession session;
        final PtyCapableChannelSession channel;
        final ClientScreen screen;
        private final OutputStream keys;

        Terminal(String user, KeyPair key, String command, int columns, int rows) throws IOException {
            this(user, key, command, columns, rows, 0);
        }

        /**
         * A terminal whose screen takes nothing until {@link #read} when {@code window} is above
         * zero: the client then lets the server send that many bytes ahead, no more.
         */
        private Terminal(String user, KeyPair key, String command, int columns, int rows, long window)
                throws IOException {
            session = login(user, key);
            screen = new ClientScreen(columns, rows);
            if (window > 0) {
                CoreModuleProperties.WINDOW_SIZE.set(session, window);
            }
            channel = command == null ? session.createShellChannel() : session.createExecChannel(command);
            channel.setUsePty(true);
            channel.setPtyType("xterm");
            channel.setPtyColumns(columns);
            channel.setPtyLines(rows);
            if (window == 0) {
                channel.setOut(screen);
                channel.setErr(screen);
            }
            channel.open().verify(TIMEOUT);
            keys = channel.getInvertedIn();
        }

        /** A terminal that took nothing so far begins to read what the server sent, and goes on. */
        void read() {
            Thread reader = new Thread(
                    () -> {
                        try {
                            channel.getInvertedOut().transferTo(screen);
                        } catch (IOException e) {
                            // The channel is closed: the screen has all there was.
                        }
                    },
                    "screen of " + session.getUsername());
            reader.setDaemon(true);
            reader.start();
        }

        /** Types a line and Enter, as a terminal in raw mode sends it: a lone carriage return. */
        Terminal type(String line) throws IOException {
            return keys(line + "\r");
        }

        Terminal keys(String text) throws IOException {
            keys.write(text.getBytes(StandardCharsets.UTF_8));
            keys.flush();
            return this;
        }

        /** Waits until the screen shows {@code text}; the whole screen then. */
        String await(String text) {
            return screen.await(text);
        }

        /** Waits until the screen satisfies {@code shows}, {@code what} said if it never does. */
        String await(String what, java.util.function.Predicate<String> shows) {
            return screen.await(what, shows);
        }

        /** The window changes size, and the client says so, as a terminal's does on WINCH. */
        void resize(int columns, int rows) throws IOException {
            screen.resize(columns, rows);
            channel.sendWindowChange(columns, rows);
        }

        /** Waits for the channel to close and gives its exit status. */
        int exitStatus() {
            channel.waitFor(EnumSet.of(ClientChannelEvent.CLOSED), TIMEOUT);
            Integer status = channel.getExitStatus();
            return status == null ? -1 : status;
        }

        /** The connection drops, as when the player's network goes. */
        @Override
        public void close() throws IOException {
            session.close(true);
        }
    }

    Terminal terminal(String user, KeyPair key, String command) throws IOException {
        return new Terminal(user, key, command, 80, 24);
    }

    Terminal terminal(String user, KeyPair key, String command, int columns, int rows) throws IOException {
        return new Terminal(user, key, command, columns, rows);
    }

    /** A terminal that reads nothing until told to ({@link Terminal#read}), with a small window meanwhile. */
    Terminal stalledTerminal(String user, KeyPair key, String command, long window) throws IOException {
        return new Terminal(user, key, command, 80, 24, window);
    }

    @Override
    public void close() {
        client.stop();
    }
}
