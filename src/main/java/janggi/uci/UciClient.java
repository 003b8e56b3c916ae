package janggi.uci;

import janggi.text.LineReader;
import janggi.text.Message;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;

/**
 * Another UCI engine, run as a process: start it, set options, ask for moves. Every wait has a
 * time limit, and a silent or dead engine is reported as an {@link IOException} whose message
 * names the engine and says what went wrong, never a hang. {@link #close()} asks the engine to
 * quit and destroys the process if it does not.
 */
public final class UciClient implements AutoCloseable {
    /** Time allowed for {@code uciok} and {@code readyok}. */
    public static final long HANDSHAKE_MS = 10_000;
    /** Time allowed beyond the move time before a search counts as hung. */
    public static final long GRACE_MS = 5_000;
    /** How long {@link #moveFixedWork} waits for a move. */
    public static final long FIXED_WORK_TIMEOUT_MS = 600_000;

    private static final String EOF = "\u0000eof";

    private final String command;
    private final Process process;
    private final long handshakeMs;
    private final PrintStream toEngine;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final Thread errorReader;
    private volatile String lastErrorLine;
    /** Time allowed beyond a search's own limit; tests shorten it. */
    long graceMs = GRACE_MS;

    private String name;
    /** Options the engine declared in its handshake: name (lower case) to the rest of the line after the name. */
    private final Map<String, String> options = new LinkedHashMap<>();

    /**
     * What the engine said about its move.
     *
     * @param move  the move as the engine wrote it after {@code bestmove}
     * @param score the last score it reported, e.g. {@code cp 34} or {@code mate -3}; empty if none
     */
    public record Answer(String move, String score) {}

    private UciClient(String command, Process process, long handshakeMs) {
        this.command = command;
        this.process = process;
        this.handshakeMs = handshakeMs;
        this.name = command;
        this.toEngine = new PrintStream(process.getOutputStream(), true, StandardCharsets.UTF_8);
        daemon("uci-client-out", process.getInputStream(), lines::add, () -> lines.add(EOF));
        errorReader = daemon("uci-client-err", process.getErrorStream(), l -> lastErrorLine = l, () -> {});
    }

    private static Thread daemon(String threadName, InputStream stream, Consumer<String> sink, Runnable atEnd) {
        Thread t = new Thread(
                () -> {
                    // Another program's output is bounded like any input: an endless line is skipped.
                    try (LineReader in = new LineReader(stream)) {
                        for (LineReader.Line line; (line = in.read()) != null; ) {
                            if (!line.tooLong()) {
                                sink.accept(line.text());
                            }
                        }
                    } catch (IOException e) {
                        // the engine went away: the end marker below tells the waiting side
                    } finally {
                        atEnd.run();
                    }
                },
                threadName);
        t.setDaemon(true);
        t.start();
        return t;
    }

    /**
     * Starts {@code command} (split into words like a shell would for simple cases: on white space,
     * with single- or double-quoted parts kept together) and completes the {@code uci} handshake.
     *
     * @throws IOException "cannot start engine '...': " and the reason, when the program cannot be
     *                     run, exits, or does not answer {@code uciok} in time
     */
    public static UciClient start(String command) throws IOException {
        return start(command, HANDSHAKE_MS);
    }

    static UciClient start(String command, long handshakeMs) throws IOException {
        List<String> words = split(command);
        if (words.isEmpty()) {
            throw new EngineFailure(new Message("engine.cannot_start", command, new Message("engine.no_command")));
        }
        Process process;
        try {
            process = new ProcessBuilder(words).start();
        } catch (IOException e) {
            throw new EngineFailure(new Message("engine.cannot_start", command, Message.verbatim(e.getMessage())), e);
        }
        UciClient client = new UciClient(command, process, handshakeMs);
        try {
            client.handshake();
        } catch (EngineFailure e) {
            client.close();
            throw new EngineFailure(new Message("engine.cannot_start", command, e.what), e);
        }
        return client;
    }

    private void handshake() throws IOException {
        send("uci");
        long deadline = System.currentTimeMillis() + handshakeMs;
        for (String line; !(line = next(deadline, "uciok")).equals("uciok"); ) {
            if (line.startsWith("id name ")) {
                name = line.substring("id name ".length()).trim();
            } else if (line.startsWith("option name ")) {
                String rest = line.substring("option name ".length());
                int type = rest.indexOf(" type ");
                String option = type < 0 ? rest : rest.substring(0, type);
                options.put(option.trim().toLowerCase(Locale.ROOT), type < 0 ? "" : rest.substring(type + 1));
            }
        }
    }

    /** The name the engine gave in {@code id name}, or its command line if it gave none. */
    public String name() {
        return name;
    }

    /** Whether the engine declared this option (names compare ignoring case, as UCI says). */
    public boolean hasOption(String option) {
        return options.containsKey(option.toLowerCase(Locale.ROOT));
    }

    /** The {@code var} values of a combo option as declared in the handshake; empty if none. */
    public List<String> comboValues(String option) {
        String decl = options.getOrDefault(option.toLowerCase(Locale.ROOT), "");
        List<String> values = new ArrayList<>();
        String[] words = decl.split("\\s+");
        for (int i = 0; i + 1 < words.length; i++) {
            if (words[i].equals("var")) {
                values.add(words[++i]);
            }
        }
        return values;
    }

    /**
     * Sends {@code setoption} and waits until the engine is ready again.
     *
     * @return what the engine said meanwhile (e.g. Fairy-Stockfish's {@code info string variant ...})
     */
    public List<String> setOption(String option, String value) throws IOException {
        send("setoption name " + option + " value " + value);
        return ready();
    }

    /** Sends {@code ucinewgame} and waits until the engine is ready. */
    public void newGame() throws IOException {
        send("ucinewgame");
        ready();
    }

    /** Sends {@code isready}; returns the lines that came before {@code readyok}. */
    public List<String> ready() throws IOException {
        send("isready");
        long deadline = System.currentTimeMillis() + handshakeMs;
        List<String> said = new ArrayList<>();
        for (String line; !(line = next(deadline, "readyok")).equals("readyok"); ) {
            said.add(line);
        }
        return said;
    }

    /**
     * Sends the position ({@code position fen <fen> moves ...}) and {@code go movetime}; returns the
     * engine's move, allowing the move time plus {@link #GRACE_MS}.
     */
    public Answer move(String fen, List<String> moves, long moveTimeMs) throws IOException {
        return go(fen, moves, "movetime " + moveTimeMs, moveTimeMs + graceMs);
    }

    /**
     * Like {@link #move} for a fixed amount of work, {@code go depth N} or {@code go nodes N}
     * ({@code limit} is what follows {@code go}), allowing {@link #FIXED_WORK_TIMEOUT_MS}: how long
     * that takes is the engine's business, but a hung engine still loses.
     */
    public Answer moveFixedWork(String fen, List<String> moves, String limit) throws IOException {
        return go(fen, moves, limit, FIXED_WORK_TIMEOUT_MS);
    }

    /**
     * Like {@link #move} on a game clock: {@code clock} is what follows {@code go} ({@code wtime
     * 60000 btime 58000 winc 1000 binc 1000}); the answer is awaited as long as the mover's clock
     * has, {@code msToFlag}, plus {@link #GRACE_MS}.
     */
    public Answer moveOnClock(String fen, List<String> moves, String clock, long msToFlag) throws IOException {
        return go(fen, moves, clock, msToFlag + graceMs);
    }

    private Answer go(String fen, List<String> moves, String limits, long timeoutMs) throws IOException {
        return go(fen, moves, limits, timeoutMs, line -> {});
    }

    /**
     * Like {@link #move}, with what follows {@code go} given whole ({@code depth 12},
     * {@code movetime 500}, {@code infinite}), allowing {@code timeoutMs} for the answer (a
     * search {@linkplain #stopSearch stopped} answers at once); each {@code info} line the engine
     * sends on the way goes to {@code info}, as the engine wrote it.
     */
    public Answer go(String fen, List<String> moves, String limits, long timeoutMs, Consumer<String> info)
            throws IOException {
        Analysis analysis = analyse(fen, moves, limits, timeoutMs, info);
        return new Answer(analysis.move(), analysis.score());
    }

    /**
     * What the engine made of a position: its move, the last score it reported, and the last
     * score and first move of each line it reported ({@code MultiPV}), by line from 1.
     */
    public record Analysis(String move, String score, Map<Integer, Line> lines) {}

    /** One line of an analysis: its score as the engine wrote it ({@code cp 34}, {@code mate -3}) and its first move. */
    public record Line(String score, String move) {}

    /**
     * Like {@link #moveFixedWork}, keeping what the engine said of each line it searched: for
     * analysis with {@code MultiPV} set. A score the engine gives as a bound only is passed over.
     */
    public Analysis analyse(String fen, List<String> moves, String limit) throws IOException {
        return analyse(fen, moves, limit, FIXED_WORK_TIMEOUT_MS, line -> {});
    }

    private Analysis analyse(String fen, List<String> moves, String limits, long timeoutMs, Consumer<String> info)
            throws IOException {
        send("position fen " + fen + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        send("go " + limits);
        String score = "";
        Map<Integer, Line> lines = new java.util.TreeMap<>();
        long deadline = System.currentTimeMillis() + timeoutMs;
        while (true) {
            String line = next(deadline, "bestmove");
            String[] w = line.split("\\s+");
            if (w[0].equals("info")) {
                info.accept(line);
                int multiPv = 1;
                String lineScore = null;
                String first = null;
                boolean bound = false;
                for (int i = 1; i < w.length; i++) {
                    if (w[i].equals("score") && i + 2 < w.length) {
                        lineScore = w[i + 1] + " " + w[i + 2];
                    } else if (w[i].equals("multipv") && i + 1 < w.length && w[i + 1].matches("[0-9]{1,3}")) {
                        multiPv = Integer.parseInt(w[i + 1]);
                    } else if (w[i].equals("lowerbound") || w[i].equals("upperbound")) {
                        bound = true;
                    } else if (w[i].equals("pv") && i + 1 < w.length) {
                        first = w[i + 1];
                        break;
                    }
                }
                if (lineScore != null) {
                    score = lineScore;
                    if (!bound && first != null) {
                        lines.put(multiPv, new Line(lineScore, first));
                    }
                }
            } else if (w[0].equals("bestmove")) {
                if (w.length < 2) {
                    throw failure(new Message("engine.empty_bestmove"));
                }
                return new Analysis(w[1], score, lines);
            }
        }
    }

    /** Asks the engine to answer its search at once ({@code stop}); from any thread, and harmless when it is not searching. */
    public void stopSearch() {
        if (process.isAlive()) {
            toEngine.println("stop");
        }
    }

    private void send(String line) throws IOException {
        if (!process.isAlive()) {
            throw failure(stopped(null));
        }
        toEngine.println(line);
    }

    /** A failure of this engine: {@code engine 'COMMAND'} and what it did. */
    private EngineFailure failure(Message what) {
        return new EngineFailure(what, new Message("engine.who", command, what));
    }

    /**
     * Why the dead process stopped: its exit status and the last thing it wrote on its error
     * stream; {@code waitingFor} is the answer it did not give, or null.
     */
    private Message stopped(String waitingFor) {
        try {
            errorReader.join(500);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        String last = lastErrorLine;
        Message stopped = last == null
                ? new Message("engine.stopped", process.exitValue())
                : new Message("engine.stopped_saying", process.exitValue(), last.trim());
        return waitingFor == null ? stopped : new Message("engine.while_waiting", stopped, waitingFor);
    }

    private String next(long deadline, String waitingFor) throws IOException {
        try {
            String line = lines.poll(Math.max(1, deadline - System.currentTimeMillis()), TimeUnit.MILLISECONDS);
            if (line == null) {
                throw failure(new Message("engine.no_answer", waitingFor));
            }
            if (line.equals(EOF)) {
                lines.add(EOF); // every later wait ends at once too
                process.waitFor(1, TimeUnit.SECONDS);
                throw failure(
                        process.isAlive() ? new Message("engine.closed_output", waitingFor) : stopped(waitingFor));
            }
            return line.trim();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new EngineFailure(new Message("engine.interrupted", command), e);
        }
    }

    /**
     * Sends {@code quit} and closes the engine's input, gives it two seconds to exit, then destroys
     * it. Safe to call twice.
     */
    @Override
    public void close() {
        if (process.isAlive()) {
            toEngine.println("quit");
        }
        toEngine.close();
        try {
            if (!process.waitFor(2, TimeUnit.SECONDS)) {
                process.destroyForcibly().waitFor(2, TimeUnit.SECONDS);
            }
        } catch (InterruptedException e) {
            process.destroyForcibly();
            Thread.currentThread().interrupt();
        }
    }

    /** Splits a command line on white space, keeping single- or double-quoted parts together (quotes removed). */
    public static List<String> split(String command) {
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
