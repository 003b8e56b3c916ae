package janggi.oracle;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A minimal UCI client for Fairy-Stockfish, for tests only: it asks the engine for the legal
 * moves of a position through {@code go perft 1}.
 *
 * <p>The engine's output is read by a daemon thread into a queue, and every wait for a line
 * has a timeout, so a hung or crashed engine fails the calling test with an
 * {@link EngineException} instead of hanging it.
 */
public final class FairyStockfish implements AutoCloseable {

    /**
     * Where Debian's {@code fairy-stockfish} package installs the engine; the system property
     * {@code fairystockfish.binary} points the tests at another build.
     */
    public static final Path DEFAULT_BINARY =
            Path.of(System.getProperty("fairystockfish.binary", "/usr/games/fairy-stockfish"));

    private static final Duration DEFAULT_TIMEOUT = Duration.ofSeconds(10);
    private static final String EOF = "\u0000EOF";
    private static final Pattern DIVIDE_LINE = Pattern.compile("^([a-i](?:10|[1-9])[a-i](?:10|[1-9])): (\\d+)$");
    private static final Pattern NODES_LINE = Pattern.compile("^Nodes searched: (\\d+)$");

    /** Thrown when the engine does not answer in time, dies, or answers something unexpected. */
    public static final class EngineException extends RuntimeException {
        public EngineException(String message) {
            super(message);
        }

        public EngineException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    private final Process process;
    private final Writer toEngine;
    private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
    private final Duration timeout;
    private final String variant;
    /** The last lines the engine wrote, for error messages. */
    private final List<String> recent = new ArrayList<>();

    private FairyStockfish(Process process, String variant, Duration timeout) {
        this.process = process;
        this.variant = variant;
        this.timeout = timeout;
        this.toEngine = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
        Thread reader = new Thread(this::pump, "fairy-stockfish-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Whether the engine is installed at {@link #DEFAULT_BINARY}. */
    public static boolean isInstalled() {
        return Files.isExecutable(DEFAULT_BINARY);
    }

    /** Starts {@link #DEFAULT_BINARY} on {@code variant}; see {@link #start(Path, String, Optional, Duration)}. */
    public static FairyStockfish start(String variant, Optional<Path> variantPath) {
        return start(DEFAULT_BINARY, variant, variantPath, DEFAULT_TIMEOUT);
    }

    /**
     * Starts the engine, sends {@code uci} (Fairy-Stockfish ignores options set before it), loads
     * {@code variantPath} (a variants.ini) if given, selects {@code variant} and waits until the
     * engine is ready. Fails if the engine does not confirm the variant: Fairy-Stockfish silently
     * keeps chess for a variant name it does not know.
     */
    public static FairyStockfish start(Path binary, String variant, Optional<Path> variantPath, Duration timeout) {
        Process p;
        try {
            p = new ProcessBuilder(binary.toString()).redirectErrorStream(true).start();
        } catch (IOException e) {
            throw new EngineException("cannot start " + binary + ": " + e.getMessage(), e);
        }
        FairyStockfish engine = new FairyStockfish(p, variant, timeout);
        try {
            engine.send("uci");
            engine.readUntil("uciok");
            variantPath.ifPresent(path -> engine.send("setoption name VariantPath value " + path.toAbsolutePath()));
            engine.send("setoption name UCI_Variant value " + variant);
            engine.send("isready");
            boolean confirmed = false;
            String prefix = "info string variant " + variant + " ";
            for (String line = engine.readLine(); !line.equals("readyok"); line = engine.readLine()) {
                confirmed |= line.startsWith(prefix);
            }
            if (!confirmed) {
                throw new EngineException("Fairy-Stockfish did not accept UCI_Variant " + variant
                        + variantPath.map(v -> " (VariantPath " + v + ")").orElse("") + "; last output: "
                        + engine.recent);
            }
            return engine;
        } catch (RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    public String variant() {
        return variant;
    }

    /**
     * The legal moves, sorted, in the position reached from {@code fen} by {@code uciMoves}, as
     * the engine's {@code go perft 1} lists them (pass moves included, e.g. {@code e2e2}).
     * Giving the moves rather than the final FEN lets history-dependent rules (two passes in a
     * row end the game) take effect.
     */
    public List<String> legalMoves(String fen, List<String> uciMoves) {
        StringBuilder cmd = new StringBuilder("position fen ").append(fen);
        if (!uciMoves.isEmpty()) {
            cmd.append(" moves ").append(String.join(" ", uciMoves));
        }
        send(cmd.toString());
        send("go perft 1");
        List<String> moves = new ArrayList<>();
        while (true) {
            String line = readLine();
            Matcher nodes = NODES_LINE.matcher(line);
            if (nodes.matches()) {
                long n = Long.parseLong(nodes.group(1));
                if (n != moves.size()) {
                    throw new EngineException("perft 1 listed " + moves.size() + " moves but reported " + n
                            + " nodes for " + cmd + ": " + moves);
                }
                break;
            }
            Matcher divide = DIVIDE_LINE.matcher(line);
            if (divide.matches()) {
                moves.add(divide.group(1));
            }
        }
        Collections.sort(moves);
        return moves;
    }

    /** The leaf count of {@code go perft depth} for the position reached from {@code fen} by {@code uciMoves}. */
    public long perft(String fen, List<String> uciMoves, int depth) {
        StringBuilder cmd = new StringBuilder("position fen ").append(fen);
        if (!uciMoves.isEmpty()) {
            cmd.append(" moves ").append(String.join(" ", uciMoves));
        }
        send(cmd.toString());
        send("go perft " + depth);
        while (true) {
            Matcher nodes = NODES_LINE.matcher(readLine());
            if (nodes.matches()) {
                return Long.parseLong(nodes.group(1));
            }
        }
    }

    /** Sends {@code quit} and waits briefly for the engine to exit; kills it if it does not. */
    public void quit() {
        close();
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            try {
                toEngine.write("quit\n");
                toEngine.flush();
            } catch (IOException ignored) {
                // the engine is gone already
            }
            try {
                if (!process.waitFor(2, TimeUnit.SECONDS)) {
                    process.destroyForcibly();
                }
            } catch (InterruptedException e) {
                process.destroyForcibly();
                Thread.currentThread().interrupt();
            }
        }
    }

    // ---- plumbing -------------------------------------------------------------------------

    private void send(String command) {
        try {
            toEngine.write(command);
            toEngine.write('\n');
            toEngine.flush();
        } catch (IOException e) {
            throw new EngineException(
                    "cannot write to Fairy-Stockfish (" + variant + "): " + e.getMessage() + "; last output: " + recent,
                    e);
        }
    }

    /** The engine's next line; fails after the timeout or when the engine has exited. */
    private String readLine() {
        String line;
        try {
            line = fromEngine.poll(timeout.toMillis(), TimeUnit.MILLISECONDS);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineException("interrupted while waiting for Fairy-Stockfish", e);
        }
        if (line == null) {
            throw new EngineException("Fairy-Stockfish (" + variant + ") wrote nothing for " + timeout.toSeconds()
                    + " s; last output: " + recent);
        }
        if (line == EOF) {
            fromEngine.add(EOF);
            throw new EngineException("Fairy-Stockfish (" + variant + ") exited; last output: " + recent);
        }
        recent.add(line);
        if (recent.size() > 8) {
            recent.remove(0);
        }
        return line;
    }

    private void readUntil(String expected) {
        while (!readLine().equals(expected)) {
            // skip the engine's banner and option list
        }
    }

    private void pump() {
        try (BufferedReader r =
                new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
            for (String line = r.readLine(); line != null; line = r.readLine()) {
                fromEngine.add(line.strip());
            }
        } catch (IOException e) {
            // the stream closes when the engine exits
        } finally {
            fromEngine.add(EOF);
        }
    }
}
