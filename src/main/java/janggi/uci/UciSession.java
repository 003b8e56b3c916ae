package janggi.uci;

import janggi.core.Perft;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.text.LineReader;
import janggi.text.Printable;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;

/**
 * The UCI protocol as Fairy-Stockfish speaks it for Janggi, so that tools built for it can use
 * our engine: variants by {@code UCI_Variant}, moves in interchange notation, a pass as the
 * general's point to itself ({@code e2e2}). Searches run on their own thread
 * ({@link BackgroundSearch}), so {@code stop}, {@code isready} and {@code quit} are answered
 * while the engine thinks; options set meanwhile count from the next {@code go}. {@code go perft}
 * answers before any later line, as Stockfish's does, and the end of input waits for it; but
 * {@code stop} and {@code quit} end a count that would take ages, whatever lines wait before them:
 * the input is read on a thread of its own ({@link Input}), which sees them as they arrive. A
 * line that cannot be used is answered with {@code info string} and changes nothing, what it
 * echoes escaped; a line longer than {@link LineReader#MAX_BYTES} is not even held. No input
 * ends the session but {@code quit} or the end of input.
 */
public final class UciSession {
    static final String NAME = "Janggi 0.1";
    static final String AUTHOR = "the Janggi in the terminal developers";
    static final int MAX_HASH_MB = 4096;
    static final int MAX_MULTI_PV = 8;
    static final int MAX_SKILL = 20;
    static final int MAX_PERFT_DEPTH = 30;
    /** At the end of input, how long a search with limits of its own may go on to finish them. */
    static final long END_OF_INPUT_GRACE_MS = 2000;

    private final Input in;
    private final PrintStream out;
    private final Engine engine = new Engine();
    private RuleSet rules = RuleSet.JANGGI;
    /** The position to search, with the moves that led to it (repetition and pass rules need them). */
    private Position position = Fen.parse(Fen.START, rules);

    /** The last search started; it may have finished. Only this thread starts and stops searches. */
    private BackgroundSearch search;
    /** While a {@code go ponder} search runs: the command, to search for real at {@code ponderhit}. */
    private Go pondering;
    /**
     * The {@code go perft} counting on its own thread, or null. Only this thread starts counts;
     * the input's thread stops them ({@link Input}), hence volatile.
     */
    private volatile Counting counting;
    /** The number of the line being handled: a count it starts ends at any {@code stop} read after it. */
    private int lineNumber;
    /** Whether the last {@code go} set a depth, node or time limit of its own. */
    private boolean lastGoBounded;
    /** Skill for the next search: set by {@code setoption}, given to the engine at {@code go}. */
    private int level = Engine.MAX_LEVEL;
    /** Lines for the next search: set by {@code setoption}, given to the engine at {@code go}. */
    private int multiPv = 1;

    public UciSession(InputStream in, PrintStream out) {
        this.in = new Input(new LineReader(in));
        this.out = out;
    }

    /** A session on standard input and output, as {@code janggi uci} runs it. */
    public static UciSession onStandardStreams() {
        return new UciSession(System.in, new PrintStream(System.out, false, StandardCharsets.UTF_8));
    }

    /** {@code java -cp janggi.jar janggi.uci.UciSession}: the same as {@code janggi uci}. */
    public static void main(String[] args) throws IOException {
        onStandardStreams().run();
    }

    /**
     * Reads commands until {@code quit} or the end of input. The end of input is a quit, as
     * Stockfish has it, with one kindness for piped scripts: a search the {@code go} command
     * bounded (depth, nodes, time) has {@link #END_OF_INPUT_GRACE_MS} to finish; then, as a held
     * or unbounded one at once, it is stopped and its {@code bestmove} sent.
     */
    public void run() throws IOException {
        boolean quit = false;
        in.start();
        try {
            for (LineReader.Line line; !quit && (line = in.read()) != null; ) {
                // Every line waits for the count, so that its total comes first; a stop read meanwhile has ended it.
                finishCounting();
                lineNumber = line.number();
                if (line.tooLong()) {
                    send("info string line " + line.number() + " is longer than " + LineReader.MAX_BYTES
                            + " bytes; ignored");
                } else {
                    quit = !handle(line.text());
                }
            }
        } finally {
            finishCounting();
            if (search != null) {
                if (!quit && !search.held() && lastGoBounded) {
                    search.await(END_OF_INPUT_GRACE_MS);
                }
                search.stop();
            }
        }
    }

    /** One line of output, flushed: tools read us line by line. Called from the search thread too. */
    private synchronized void send(String line) {
        out.println(line);
        out.flush();
    }

    /** Handles one command line; false when the session should end. Never throws. */
    boolean handle(String line) {
        String[] words = line.strip().split("\\s+");
        if (words[0].isEmpty()) {
            return true;
        }
        try {
            switch (words[0]) {
                case "uci" -> identify();
                case "debug" -> {}
                case "isready" -> send("readyok");
                case "ucinewgame" -> {
                    stopSearch();
                    engine.newGame();
                }
                case "setoption" -> setOption(words);
                case "position" -> position(words);
                case "go" -> go(words);
                case "stop" -> stopSearch();
                case "ponderhit" -> ponderhit();
                case "perft" -> go(("go " + line.strip()).split("\\s+")); // as 'go perft N'
                case "d" -> send("info string fen " + Fen.of(position));
                case "quit" -> {
                    return false;
                }
                default -> send("info string unknown command '" + Printable.escape(words[0]) + "'");
            }
        } catch (IllegalArgumentException e) {
            // The reason may quote the input: nothing of it reaches the GUI raw.
            send("info string " + Printable.clean(e.getMessage()));
        } catch (RuntimeException e) {
            send("info string '" + Printable.escape(line.strip()) + "' failed: " + Printable.clean(e.toString())
                    + "; ignored");
        }
        return true;
    }

    private void identify() {
        send("id name " + NAME);
        send("id author " + AUTHOR);
        send("");
        send(variantOption());
        send("option name Threads type spin default 1 min 1 max " + Engine.MAX_THREADS);
        send("option name Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + MAX_HASH_MB);
        send("option name Skill Level type spin default " + MAX_SKILL + " min 0 max " + MAX_SKILL);
        send("option name Level type spin default " + Engine.MAX_LEVEL + " min " + Engine.MIN_LEVEL + " max "
                + Engine.MAX_LEVEL);
        send("option name MultiPV type spin default 1 min 1 max " + MAX_MULTI_PV);
        send("option name Ponder type check default false");
        send("option name Clear Hash type button");
        send("uciok");
    }

    /** The declaration of {@code UCI_Variant}: every rule set by its UCI name. */
    static String variantOption() {
        StringBuilder variants = new StringBuilder();
        for (RuleSet r : RuleSet.all()) {
            variants.append(" var ").append(r.uciVariant);
        }
        return "option name UCI_Variant type combo default " + RuleSet.JANGGI.uciVariant + variants;
    }

    /** {@code setoption name <name> [value <value>]}: names in any case, values checked before use. */
    private void setOption(String[] words) {
        int valueAt = indexOf(words, "value");
        if (words.length < 3 || !words[1].equalsIgnoreCase("name") || valueAt == 2) {
            throw new IllegalArgumentException("setoption needs 'name <option> [value <value>]'; ignored");
        }
        int nameEnd = valueAt < 0 ? words.length : valueAt;
        String name = String.join(" ", Arrays.copyOfRange(words, 2, nameEnd));
        String value = valueAt < 0 ? "" : String.join(" ", Arrays.copyOfRange(words, valueAt + 1, words.length));
        switch (name.toLowerCase(Locale.ROOT)) {
            case "uci_variant" -> {
                RuleSet r = RuleSet.named(value)
                        .orElseThrow(() -> new IllegalArgumentException(
                                "UCI_Variant '" + value + "' is unknown (known: " + variantNames() + "); ignored"));
                rules = r;
                // A position belongs to its rule set: start over, as 'position' will be sent anyway.
                position = Fen.parse(Fen.START, rules);
            }
            case "hash" -> {
                int mb = number(name, value, 1, MAX_HASH_MB);
                stopSearch(); // the table cannot change under a running search
                int set = engine.setHashMb(mb);
                if (mb > Engine.hashLimitMb()) {
                    send("info string Hash " + mb + " MB is more than the Java heap allows; set to " + set
                            + " MB (give Java more memory with -Xmx for more)");
                }
            }
            case "threads" -> {
                int n = number(name, value, 1, Engine.MAX_THREADS);
                stopSearch();
                engine.setThreads(n);
            }
            case "clear hash" -> {
                stopSearch();
                engine.newGame();
            }
            case "skill level" -> level = levelForSkill(number(name, value, 0, MAX_SKILL));
            case "level" -> level = number(name, value, Engine.MIN_LEVEL, Engine.MAX_LEVEL);
            case "multipv" -> multiPv = number(name, value, 1, MAX_MULTI_PV);
            case "ponder" -> {
                if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
                    throw new IllegalArgumentException(
                            "option Ponder needs true or false, not '" + value + "'; ignored");
                }
                // Nothing to set: 'go ponder' works either way; the option tells GUIs that it does.
            }
            default ->
                throw new IllegalArgumentException("unknown option '" + name + "' (known: UCI_Variant, Threads, Hash,"
                        + " Skill Level, Level, MultiPV, Ponder, Clear Hash); ignored");
        }
    }

    /** Skill Level 0-20 onto the engine's levels 1-10, evenly: 0 is level 1, 20 is level 10. */
    static int levelForSkill(int skill) {
        int span = Engine.MAX_LEVEL - Engine.MIN_LEVEL;
        return Engine.MIN_LEVEL + (skill * span + MAX_SKILL / 2) / MAX_SKILL;
    }

    static String variantNames() {
        return String.join(", ", RuleSet.all().stream().map(r -> r.uciVariant).toList());
    }

    private static int number(String name, String value, int min, int max) {
        try {
            int v = Integer.parseInt(value);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("option " + name + " needs a whole number from " + min + " to " + max
                + ", not '" + value + "'; ignored");
    }

    /**
     * {@code position startpos|fen <FEN> [moves m1 m2 ...]}: the set-up, then each move checked
     * and made, so the position keeps its history. On any error the previous position stays.
     */
    private void position(String[] words) {
        position = parsePosition(words, rules);
    }

    /**
     * The position a {@code position} command sets up under {@code rules}, its moves made.
     *
     * @throws IllegalArgumentException saying what is wrong with the command, for an {@code info string}
     */
    static Position parsePosition(String[] words, RuleSet rules) {
        if (words.length < 2 || !(words[1].equals("startpos") || words[1].equals("fen"))) {
            throw new IllegalArgumentException("position needs 'startpos' or 'fen <FEN>', then optionally"
                    + " 'moves <m1> <m2> ...'; position unchanged");
        }
        int movesAt = indexOf(words, "moves");
        int setupEnd = movesAt < 0 ? words.length : movesAt;
        Position next;
        if (words[1].equals("startpos")) {
            if (setupEnd != 2) {
                throw new IllegalArgumentException(
                        "position startpos: expected 'moves', not '" + words[2] + "'; position unchanged");
            }
            next = Fen.parse(Fen.START, rules);
        } else {
            try {
                next = Fen.parse(String.join(" ", Arrays.copyOfRange(words, 2, setupEnd)), rules);
            } catch (NotationException e) {
                throw new IllegalArgumentException("position fen: " + e.getMessage() + "; position unchanged");
            }
        }
        for (int k = setupEnd + 1; k < words.length; k++) {
            try {
                next.make(UciMove.parse(words[k], next));
            } catch (NotationException e) {
                throw new IllegalArgumentException(
                        "position: move " + (k - setupEnd) + ": " + e.getMessage() + "; position unchanged");
            }
        }
        return next;
    }

    /**
     * What one {@code go} asks for.
     *
     * @param bounded whether it set a depth, node or time limit of its own
     * @param perft   depth of a {@code go perft}, or 0 for a search
     * @param level   the engine's level for it, as the options stood at {@code go}
     * @param multiPv the lines it reports, as the options stood at {@code go}
     * @param rootMoves the legal moves {@code searchmoves} named, or null for every move
     */
    private record Go(
            Position position,
            SearchLimits limits,
            int[] rootMoves,
            boolean infinite,
            boolean ponder,
            boolean bounded,
            int perft,
            int level,
            int multiPv) {}

    private void go(String[] words) {
        Go go = parseGo(words);
        stopSearch();
        if (go.perft() > 0) {
            perft(go.position(), go.perft());
            return;
        }
        lastGoBounded = go.bounded();
        if (go.ponder()) {
            // Think on the opponent's time until ponderhit (then search for real) or stop.
            pondering = go;
            startSearch(go, SearchLimits.infinite(), true);
        } else {
            startSearch(go, go.limits(), go.infinite());
        }
    }

    /** Starts a search with the options {@code go} found, so that a later {@code setoption} cannot reach it. */
    private void startSearch(Go go, SearchLimits limits, boolean held) {
        engine.setLevel(go.level());
        engine.setMultiPv(go.multiPv());
        search = BackgroundSearch.start(engine, go.position(), limits, go.rootMoves(), held, this::send);
    }

    private Go parseGo(String[] words) {
        int depth = 0;
        long nodes = 0;
        long moveTime = 0;
        int[] rootMoves = null;
        long[] time = new long[2];
        long[] increment = new long[2];
        int movesToGo = 0;
        long byoyomi = 0;
        int periods = 1;
        boolean clock = false;
        boolean infinite = false;
        boolean ponder = false;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            switch (w) {
                case "infinite" -> infinite = true;
                case "ponder" -> ponder = true;
                case "perft" -> {
                    int plies = (int) value(words, ++i, 1, MAX_PERFT_DEPTH);
                    return new Go(
                            position.copy(), SearchLimits.infinite(), null, false, false, true, plies, level, multiPv);
                }
                case "depth" -> depth = (int) value(words, ++i, 1, 127);
                // Fairy-Stockfish stops at the first mate so short; a depth of 2N-1 plies finds it.
                case "mate" -> depth = (int) value(words, ++i, 1, 64) * 2 - 1;
                case "nodes" -> nodes = value(words, ++i, 1, Long.MAX_VALUE);
                case "movetime" -> moveTime = value(words, ++i, 1, Long.MAX_VALUE);
                case "wtime", "btime", "winc", "binc" -> {
                    long v = value(words, ++i, Long.MIN_VALUE, Long.MAX_VALUE);
                    int side = w.charAt(0) == 'w' ? 0 : 1;
                    if (w.endsWith("time")) {
                        time[side] = v;
                    } else {
                        increment[side] = Math.max(0, v);
                    }
                    clock = true;
                }
                case "movestogo" -> {
                    movesToGo = (int) value(words, ++i, 0, 10_000);
                    clock = true;
                }
                // As Fairy-Stockfish reads it: one period for both sides, after their main time.
                case "byoyomi" -> {
                    byoyomi = value(words, ++i, 0, Long.MAX_VALUE);
                    clock = true;
                }
                // Our extension: the byoyomi periods the side to move has left (1 when not said).
                case "periods" -> periods = (int) value(words, ++i, 1, 1_000);
                case "searchmoves" -> {
                    List<Integer> named = new ArrayList<>();
                    while (i + 1 < words.length && looksLikeMove(words[i + 1])) {
                        String move = words[++i];
                        try {
                            named.add(UciMove.parse(move, position));
                        } catch (NotationException e) {
                            send("info string searchmoves: " + move + " is not a legal move here; left out");
                        }
                    }
                    // As in Stockfish, a list with no legal move in it leaves every move to be searched.
                    rootMoves = named.isEmpty()
                            ? null
                            : named.stream()
                                    .distinct()
                                    .mapToInt(Integer::intValue)
                                    .toArray();
                }
                default -> throw new IllegalArgumentException("go: unknown parameter '" + w + "'; not searching");
            }
        }
        int us = position.sideToMove().ordinal();
        // A clock at zero or below (a GUI's late message) still means "hurry", never "no limit".
        long timeLeft = clock ? Math.max(1, time[us]) : 0;
        SearchLimits limits = new SearchLimits(
                depth,
                nodes,
                moveTime,
                timeLeft,
                clock && byoyomi == 0 ? increment[us] : 0,
                movesToGo,
                byoyomi,
                byoyomi > 0 ? periods : 0);
        boolean bounded = depth > 0 || nodes > 0 || moveTime > 0 || clock;
        return new Go(position.copy(), limits, rootMoves, infinite, ponder, bounded, 0, level, multiPv);
    }

    private static boolean looksLikeMove(String word) {
        try {
            UciMove.parseShape(word);
            return true;
        } catch (NotationException e) {
            return false;
        }
    }

    private static long value(String[] words, int i, long min, long max) {
        if (i >= words.length) {
            throw new IllegalArgumentException("go: '" + words[i - 1] + "' needs a number; not searching");
        }
        try {
            long v = Long.parseLong(words[i]);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        String range = min == Long.MIN_VALUE
                ? ""
                : max == Long.MAX_VALUE ? " from " + min + " up" : " from " + min + " to " + max;
        throw new IllegalArgumentException(
                "go: '" + words[i - 1] + "' needs a whole number" + range + ", not '" + words[i] + "'; not searching");
    }

    /** {@code ponderhit}: the opponent played the expected move; search it now with the limits of {@code go ponder}. */
    private void ponderhit() {
        Go go = pondering;
        if (go == null || search == null || !search.running()) {
            throw new IllegalArgumentException("ponderhit, but no 'go ponder' is running; ignored");
        }
        pondering = null;
        search.discard(); // what it learned stays in the hash table
        startSearch(go, go.limits(), go.infinite());
    }

    /**
     * Fairy-Stockfish's divide list, {@code <move>: <nodes>} per legal move, then the total,
     * counted on a thread of its own so that {@code stop} can end it; a count stopped gives no
     * total, as it would be wrong.
     */
    private void perft(Position pos, int depth) {
        Perft perft = new Perft(pos, depth);
        Thread thread = new Thread(
                () -> {
                    long total = perft.divide(depth, (n, move) -> send(UciMove.of(move) + ": " + n));
                    if (!perft.stopped()) {
                        send("");
                        send("Nodes searched: " + total);
                        send("");
                    }
                },
                "perft");
        thread.setDaemon(true);
        counting = new Counting(perft, thread);
        // A stop the input's thread read after this line, before the count was there to be stopped.
        if (in.stopReadAfter(lineNumber)) {
            perft.stop();
        }
        thread.start();
    }

    private record Counting(Perft perft, Thread thread) {
        void stop() {
            perft.stop();
        }
    }

    /**
     * The input, read on a thread of its own into a queue that this session's thread takes from
     * in order: a {@code stop} or {@code quit} stops the count in progress as soon as it is read,
     * even while lines before it wait for that count. The queue is bounded, so that a flood
     * waits in the pipe rather than in memory.
     */
    private final class Input {
        private static final int WAITING_LINES = 1024;
        /** Stands for the end of input in the queue. */
        private static final LineReader.Line END = new LineReader.Line(-1, "");

        private final LineReader reader;
        private final BlockingQueue<LineReader.Line> lines = new ArrayBlockingQueue<>(WAITING_LINES);
        /** The number of the last {@code stop} or {@code quit} line read; 0 before any. */
        private volatile int lastStop;

        private volatile IOException failure;

        Input(LineReader reader) {
            this.reader = reader;
        }

        void start() {
            Thread thread = new Thread(this::readAll, "uci-input");
            thread.setDaemon(true);
            thread.start();
        }

        private void readAll() {
            try {
                for (LineReader.Line line; (line = reader.read()) != null; ) {
                    String word = line.tooLong() ? "" : line.text().strip();
                    if (word.equals("stop") || word.equals("quit")) {
                        lastStop = line.number();
                        Counting running = counting;
                        if (running != null) {
                            running.stop();
                        }
                    }
                    lines.put(line);
                }
            } catch (IOException e) {
                failure = e;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                putEnd();
            }
        }

        private void putEnd() {
            try {
                lines.put(END);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }

        /** The next line, or null at the end of input. */
        LineReader.Line read() throws IOException {
            LineReader.Line line;
            try {
                line = lines.take();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
            if (line == END) {
                lines.offer(END); // every later read ends too
                if (failure != null) {
                    throw failure;
                }
                return null;
            }
            return line;
        }

        /** Whether a {@code stop} or {@code quit} has been read after line {@code number}. */
        boolean stopReadAfter(int number) {
            return lastStop > number;
        }
    }

    /** Waits for the count in progress, if any, to end. */
    private void finishCounting() {
        if (counting == null) {
            return;
        }
        boolean interrupted = false;
        while (counting.thread().isAlive()) {
            try {
                counting.thread().join();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        counting = null;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Stops the running search, if any, once it has sent its {@code bestmove}. */
    private void stopSearch() {
        pondering = null;
        if (search != null) {
            search.stop();
            search = null;
        }
    }

    private static int indexOf(String[] words, String word) {
        for (int i = 0; i < words.length; i++) {
            if (words[i].equals(word)) {
                return i;
            }
        }
        return -1;
    }
}
