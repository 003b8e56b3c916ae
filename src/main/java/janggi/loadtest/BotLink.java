package janggi.loadtest;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.function.Consumer;
import org.apache.sshd.client.channel.ChannelExec;
import org.apache.sshd.client.session.ClientSession;

/**
 * A program's end of {@code ssh host bot} (docs/bot.md), over MINA's SSH client: lines go out
 * as commands, and each line that comes back is handed to a listener on the client's own
 * threads, which must not block.
 */
public final class BotLink implements AutoCloseable {
    private final ChannelExec channel;
    private final OutputStream commands;

    /** Opens the bot channel on a logged-in session; {@code lines} hears every line the server sends. */
    public BotLink(ClientSession session, Consumer<String> lines, Duration timeout) throws IOException {
        channel = session.createExecChannel("bot");
        LineSplitter splitter = new LineSplitter(lines);
        channel.setOut(splitter);
        channel.setErr(splitter);
        channel.open().verify(timeout);
        commands = channel.getInvertedIn();
    }

    /** Sends one command line. */
    public synchronized void send(String line) throws IOException {
        commands.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        commands.flush();
    }

    /** Runs {@code closed} once the channel has closed, from either end. */
    public void whenClosed(Runnable closed) {
        channel.addCloseFutureListener(f -> closed.run());
    }

    @Override
    public void close() {
        channel.close(false);
    }

    /** Bytes from the server, cut into lines. */
    private static final class LineSplitter extends OutputStream {
        private final Consumer<String> lines;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        LineSplitter(Consumer<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                String text = line.toString(StandardCharsets.UTF_8);
                line.reset();
                lines.accept(text.endsWith("\r") ? text.substring(0, text.length() - 1) : text);
            } else {
                line.write(b);
            }
        }

        @Override
        public synchronized void write(byte[] b, int off, int len) {
            for (int i = off; i < off + len; i++) {
                write(b[i]);
            }
        }
    }
}
