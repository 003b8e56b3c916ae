package janggi.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

/**
 * Another UCI engine, run as a process: start it, set options, ask for moves. Every wait has a
 * time limit, and a silent or dead engine is reported as an {@link IOException}, never a hang.
 */
public final class UciClient implements AutoCloseable {
    private static final long HANDSHAKE_MS = 10_000;
    private static final String EOF = "\u0000eof";

    private final String command;
    private final Process process;
    private final PrintStream toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

    /** What the engine said about its last move: the move and the last score it reported. */
    public record Answer(String move, String score) {
    }

    private UciClient(String command, Process process) {
        this.command = command;
        this.process = process;
        this.toEngine = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        Thread reader = new Thread(() -> {
            try (BufferedReader in = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8))) {
                for (String line; (line = in.readLine()) != null; ) {
                    lines.add(line);
                }
            } catch (IOException e) {
                // the engine went away; the reader reports it below
            } finally {
                lines.add(EOF);
            }
        }, "uci-client-reader");
        reader.setDaemon(true);
        reader.start();
    }

    /** Starts {@code command} (words split on spaces, quotes kept together) and completes the UCI handshake. */
    public static UciClient start(String command) throws IOException {
        List<String> words = split(command);
        if (words.isEmpty()) {
            throw new IOException("no engine command given");
        }
        Process process;
        try {
            process = new ProcessBuilder(words).redirectError(ProcessBuilder.Redirect.DISCARD).start();
        } catch (IOException e) {
            throw new IOException("cannot start engine '" + command + "': " + e.getMessage(), e);
        }
        UciClient client = new UciClient(command, process);
        client.send("uci");
        client.await("uciok", HANDSHAKE_MS);
        return client;
    }

    public void setOption(String name, String value) throws IOException {
        send("setoption name " + name + " value " + value);
        ready();
    }

    public void newGame() throws IOException {
        send("ucinewgame");
        ready();
    }

    public void ready() throws IOException {
        send("isready");
        await("readyok", HANDSHAKE_MS);
    }

    /** Sends the position and {@code go movetime}; returns the engine's move within movetime plus a grace period. */
    public Answer move(String fen, List<String> moves, long moveTimeMs) throws IOException {
        send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send("go movetime " + moveTimeMs);
        String score = "";
        long deadline = System.currentTimeMillis() + moveTimeMs + 5_000;
        while (true) {
            String line = next(deadline, "bestmove");
            if (line.startsWith("info ") && line.contains(" score ")) {
                String[] w = line.substring(line.indexOf(" score ") + 7).split(" ");
                score = w.length > 1 ? w[0] + " " + w[1] : score;
            } else if (line.startsWith("bestmove")) {
                String[] w = line.split("\\s+");
                if (w.length < 2) {
                    throw new IOException("engine '" + command + "' sent 'bestmove' without a move");
                }
                return new Answer(w[1], score);
            }
        }
    }

    private void send(String line) throws IOException {
        if (!process.isAlive()) {
            throw new IOException("engine '" + command + "' has stopped (exit status " + process.exitValue() + ")");
        }
        toEngine.println(line);
    }

    private void await(String expected, long ms) throws IOException {
        long deadline = System.currentTimeMillis() + ms;
        while (!next(deadline, expected).equals(expected)) {
            // skip id, option and info lines
        }
    }

    private String next(long deadline, String waitingFor) throws IOException {
        try {
            String line = lines.poll(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            if (line == null) {
                throw new IOException("engine '" + command + "' did not answer '" + waitingFor + "' in time");
            }
            if (line.equals(EOF)) {
                throw new IOException("engine '" + command + "' closed its output while we waited for '" + waitingFor + "'");
            }
            return line.trim();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        }
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            toEngine.println("quit");
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

    /** Splits a command line on spaces, keeping single- or double-quoted parts together. */
    static List<String> split(String command) {
        List<String> words = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        char quote = 0;
        boolean inWord = false;
        for (char c : command.toCharArray()) {
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                } else {
                    word.append(c);
                }
            } else if (c == '"' || c == '\'') {
                quote = c;
                inWord = true;
            } else if (Character.isWhitespace(c)) {
                if (inWord) {
                    words.add(word.toString());
                    word.setLength(0);
                    inWord = false;
                }
            } else {
                word.append(c);
                inWord = true;
            }
        }
        if (inWord) {
            words.add(word.toString());
        }
        return words;
    }
}
