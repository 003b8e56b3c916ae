package janggi.uci;

import janggi.core.Move;
import janggi.core.Perft;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.engine.Score;
import janggi.engine.SearchInfo;
import janggi.engine.SearchLimits;
import janggi.engine.SearchResult;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;

/**
 * The UCI protocol as Fairy-Stockfish speaks it for Janggi, so that tools built for it can use
 * our engine: variants by {@code UCI_Variant}, moves in interchange notation, a pass as the
 * general's square to itself. The search runs on its own thread, so {@code stop},
 * {@code isready} and {@code quit} are answered while it thinks. A line that cannot be
 * understood is answered with {@code info string} and otherwise ignored.
 */
public final class UciSession {
    static final String NAME = "Janggi 0.1";
    private static final int MAX_MULTI_PV = 8;
    private static final int MAX_HASH_MB = 4096;

    private final BufferedReader in;
    private final PrintStream out;
    private final Engine engine = new Engine();
    private RuleSet rules = RuleSet.JANGGI;
    private Position position = Fen.parse(Fen.START, rules);

    private Thread searchThread;
    /** Released by {@code stop} or {@code quit}: an infinite search may only report its move after it. */
    private volatile CountDownLatch stopSignal = new CountDownLatch(0);

    public UciSession(BufferedReader in, PrintStream out) {
        this.in = in;
        this.out = out;
    }

    /**
     * Reads commands until {@code quit} or the end of input. At the end of input a search with
     * a limit is allowed to finish and report its move, so that piped scripts get their answer.
     */
    public void run() throws IOException {
        boolean quit = false;
        try {
            for (String line; (line = in.readLine()) != null; ) {
                if (!handle(line.trim())) {
                    quit = true;
                    break;
                }
            }
        } finally {
            if (quit || stopSignal.getCount() > 0) {
                stopSearch();
            } else {
                awaitSearch();
            }
        }
    }

    private void awaitSearch() {
        Thread t = searchThread;
        if (t != null) {
            try {
                t.join();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private synchronized void send(String line) {
        out.println(line);
        out.flush();
    }

    /** Handles one command; false when the session should end. */
    boolean handle(String line) {
        if (line.isEmpty()) {
            return true;
        }
        String[] words = line.split("\\s+");
        try {
            switch (words[0]) {
                case "uci" -> identify();
                case "isready" -> send("readyok");
                case "ucinewgame" -> {
                    stopSearch();
                    engine.newGame();
                }
                case "setoption" -> setOption(line);
                case "position" -> position(words);
                case "go" -> go(words);
                case "stop" -> stopSearch();
                case "ponderhit" -> { }
                case "d" -> send("info string fen " + Fen.of(position));
                case "quit" -> {
                    return false;
                }
                default -> send("info string unknown command '" + words[0] + "'");
            }
        } catch (IllegalArgumentException e) {
            send("info string " + e.getMessage());
        }
        return true;
    }

    private void identify() {
        send("id name " + NAME);
        send("id author the Janggi in the terminal developers");
        StringBuilder variants = new StringBuilder();
        for (RuleSet r : RuleSet.all()) {
            variants.append(" var ").append(r.uciVariant);
        }
        send("option name UCI_Variant type combo default " + RuleSet.JANGGI.uciVariant + variants);
        send("option name Hash type spin default " + Engine.DEFAULT_HASH_MB + " min 1 max " + MAX_HASH_MB);
        send("option name Clear Hash type button");
        send("option name Skill Level type spin default 20 min 0 max 20");
        send("option name Level type spin default " + Engine.MAX_LEVEL + " min " + Engine.MIN_LEVEL + " max " + Engine.MAX_LEVEL);
        send("option name MultiPV type spin default 1 min 1 max " + MAX_MULTI_PV);
        send("uciok");
    }

    private void setOption(String line) {
        String lower = line.toLowerCase(Locale.ROOT);
        int nameAt = lower.indexOf(" name ");
        if (nameAt < 0) {
            throw new IllegalArgumentException("setoption needs 'name <option> [value <value>]'");
        }
        int valueAt = lower.indexOf(" value ");
        String name = (valueAt < 0 ? line.substring(nameAt + 6) : line.substring(nameAt + 6, valueAt)).trim();
        String value = valueAt < 0 ? "" : line.substring(valueAt + 7).trim();
        switch (name.toLowerCase(Locale.ROOT)) {
            case "uci_variant" -> {
                stopSearch();
                rules = RuleSet.named(value).orElseThrow(() -> new IllegalArgumentException(
                        "unknown UCI_Variant '" + value + "'"));
                position = Fen.parse(Fen.START, rules);
            }
            case "hash" -> engine.setHashMb(number(name, value, 1, MAX_HASH_MB));
            case "clear hash" -> engine.newGame();
            case "skill level" -> engine.setLevel(1 + (number(name, value, 0, 20) * (Engine.MAX_LEVEL - 1) + 10) / 20);
            case "level" -> engine.setLevel(number(name, value, Engine.MIN_LEVEL, Engine.MAX_LEVEL));
            case "multipv" -> engine.setMultiPv(number(name, value, 1, MAX_MULTI_PV));
            default -> throw new IllegalArgumentException("unknown option '" + name + "'");
        }
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
        throw new IllegalArgumentException("option " + name + " needs a number from " + min + " to " + max
                + ", not '" + value + "'");
    }

    /** {@code position startpos|fen <FEN> [moves ...]}; on any error the previous position stays. */
    private void position(String[] words) {
        int i = 1;
        String fen;
        if (words.length > 1 && words[1].equals("startpos")) {
            fen = Fen.START;
            i = 2;
        } else if (words.length > 1 && words[1].equals("fen")) {
            int end = 2;
            while (end < words.length && !words[end].equals("moves")) {
                end++;
            }
            fen = String.join(" ", Arrays.copyOfRange(words, 2, end));
            i = end;
        } else {
            throw new IllegalArgumentException("position needs 'startpos' or 'fen <FEN>'");
        }
        Position next = Fen.parse(fen, rules);
        if (i < words.length) {
            if (!words[i].equals("moves")) {
                throw new IllegalArgumentException("expected 'moves' after the position, not '" + words[i] + "'");
            }
            for (int k = i + 1; k < words.length; k++) {
                try {
                    next.make(UciMove.parse(words[k], next));
                } catch (NotationException e) {
                    throw new NotationException("move " + (k - i) + ": " + e.getMessage() + "; position unchanged");
                }
            }
        }
        stopSearch();
        position = next;
    }

    private void go(String[] words) {
        stopSearch();
        int depth = 0;
        long nodes = 0;
        long moveTime = 0;
        long[] time = new long[2];
        long[] increment = new long[2];
        int movesToGo = 0;
        boolean infinite = false;
        for (int i = 1; i < words.length; i++) {
            String w = words[i];
            switch (w) {
                case "infinite", "ponder" -> infinite = true;
                case "perft" -> {
                    perft((int) value(words, ++i, 1, 30));
                    return;
                }
                case "depth" -> depth = (int) value(words, ++i, 1, 127);
                case "nodes" -> nodes = value(words, ++i, 1, Long.MAX_VALUE);
                case "movetime" -> moveTime = value(words, ++i, 1, Long.MAX_VALUE);
                case "wtime" -> time[0] = value(words, ++i, 0, Long.MAX_VALUE);
                case "btime" -> time[1] = value(words, ++i, 0, Long.MAX_VALUE);
                case "winc" -> increment[0] = value(words, ++i, 0, Long.MAX_VALUE);
                case "binc" -> increment[1] = value(words, ++i, 0, Long.MAX_VALUE);
                case "movestogo" -> movesToGo = (int) value(words, ++i, 0, 1000);
                default -> throw new IllegalArgumentException("go: unknown parameter '" + w + "'");
            }
        }
        int us = position.sideToMove().ordinal();
        SearchLimits limits = new SearchLimits(depth, nodes, moveTime, time[us], increment[us], movesToGo);
        Position searched = position.copy();
        CountDownLatch stop = new CountDownLatch(infinite ? 1 : 0);
        stopSignal = stop;
        searchThread = new Thread(() -> {
            SearchResult r = engine.search(searched, limits, this::sendInfo);
            try {
                stop.await();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            send("bestmove " + (r.bestMove() == Move.NONE ? "(none)" : UciMove.of(r.bestMove())));
        }, "search");
        searchThread.start();
    }

    private static long value(String[] words, int i, long min, long max) {
        if (i >= words.length) {
            throw new IllegalArgumentException("go: '" + words[i - 1] + "' needs a number");
        }
        try {
            long v = Long.parseLong(words[i]);
            if (v >= min && v <= max) {
                return v;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new IllegalArgumentException("go: '" + words[i - 1] + "' needs a number from " + min
                + (max == Long.MAX_VALUE ? " up" : " to " + max) + ", not '" + words[i] + "'");
    }

    private void perft(int depth) {
        Perft perft = new Perft(position.copy(), depth);
        long total = perft.divide(depth, (n, move) -> send(UciMove.of(move) + ": " + n));
        send("");
        send("Nodes searched: " + total);
    }

    private void sendInfo(SearchInfo info) {
        StringBuilder sb = new StringBuilder("info depth ").append(info.depth())
                .append(" seldepth ").append(info.selDepth())
                .append(" multipv ").append(info.multiPv())
                .append(Score.isMate(info.score()) ? " score mate " + Score.mateInMoves(info.score()) : " score cp " + info.score())
                .append(" nodes ").append(info.nodes())
                .append(" nps ").append(info.nodesPerSecond())
                .append(" time ").append(info.timeMs())
                .append(" pv");
        for (int m : info.pv()) {
            sb.append(' ').append(UciMove.of(m));
        }
        send(sb.toString());
    }

    /** Stops a running search and waits until it has reported its move. */
    private void stopSearch() {
        Thread t = searchThread;
        if (t == null) {
            return;
        }
        engine.stop();
        stopSignal.countDown();
        try {
            t.join();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        searchThread = null;
    }
}
