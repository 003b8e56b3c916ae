package janggi.server;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code janggi serve} in a JVM of its own, as an operator runs it, so that a test can kill it
 * for real: {@link #kill} is SIGKILL ({@code Process.destroyForcibly}), {@link #stop} SIGTERM.
 */
final class ServerProcess implements AutoCloseable {
    private static final Pattern LISTENING = Pattern.compile("listening on 127\\.0\\.0\\.1:(\\d+)");

    private final Process process;
    private final int port;
    private final Path err;

    private ServerProcess(Process process, int port, Path err) {
        this.process = process;
        this.port = port;
        this.err = err;
    }

    /** The command line of {@code janggi serve --port 0 --data DIR} with {@code more} options, in a JVM of its own. */
    static List<String> command(Path data, String... more) {
        List<String> command = new ArrayList<>(List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:+UseSerialGC",
                "-XX:TieredStopAtLevel=1",
                "-Xss16m",
                "-cp",
                System.getProperty("java.class.path"),
                "janggi.cli.Main",
                "serve",
                "--port",
                "0",
                "--data",
                data.toString()));
        command.addAll(List.of(more));
        return command;
    }

    /** Starts {@code janggi serve --port 0 --data DIR} with {@code more} options, and waits until it listens. */
    static ServerProcess start(Path data, String... more) throws IOException {
        List<String> command = command(data, more);
        Path err = Files.createTempFile("janggi-serve", ".err");
        ProcessBuilder builder = new ProcessBuilder(command).redirectError(err.toFile());
        builder.environment().put("LANG", "C.UTF-8");
        Process process = builder.start();
        BufferedReader out =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
        String line;
        while ((line = out.readLine()) != null) {
            Matcher m = LISTENING.matcher(line);
            if (m.find()) {
                Thread drain = new Thread(() -> drain(out), "serve's output");
                drain.setDaemon(true);
                drain.start();
                return new ServerProcess(process, Integer.parseInt(m.group(1)), err);
            }
        }
        process.destroyForcibly();
        throw new IOException("the server did not start: " + Files.readString(err));
    }

    private static void drain(BufferedReader out) {
        try {
            while (out.readLine() != null) {
                // the server's standard output after its start says nothing the tests read
            }
        } catch (IOException e) {
            // the server is gone
        }
    }

    int port() {
        return port;
    }

    /** What the server said on standard error (its log), so far. */
    String log() throws IOException {
        return Files.readString(err);
    }

    /** SIGKILL: the server dies where it stands, saying nothing. */
    void kill() throws InterruptedException {
        process.destroyForcibly();
        process.waitFor(30, TimeUnit.SECONDS);
    }

    /** SIGTERM: the server stops as an operator stops it. */
    void stop() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly();
        }
    }

    @Override
    public void close() throws IOException {
        process.destroyForcibly();
        try {
            process.waitFor(30, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        Files.deleteIfExists(err);
    }
}
