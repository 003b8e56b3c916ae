package janggi.uci;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.engine.SearchInfo;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.engine.Searcher;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.text.Message;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Another UCI engine as a {@link Searcher}, for a review or the replay's analysis by an engine
 * stronger than the players: each position is sent with the game's moves from its start, so that
 * the engine knows what was repeated, and its reports come back as our engine's would, its line
 * read as moves and its score in our engine's units.
 *
 * <p>Engines count their centipawns differently, and a review's marks read scores on our
 * engine's scale (docs/review.md, Expected score). Fairy-Stockfish writes its internal values
 * over 2.13, its pawn's endgame value, in hundredths; its internal values are close to ours (a
 * chariot 1276 to our 1288), so its centipawns are multiplied by 2.13. Our own engine over UCI
 * writes its own. Any other engine is taken to count a soldier as 100, as UCI counts a pawn,
 * where ours counts 200.
 */
public final class UciSearcher implements Searcher {
    /** Fairy-Stockfish's centipawns to ours: its internal pawn endgame value over 100. */
    static final double FAIRY_STOCKFISH_SCALE = 2.13;
    /** Another engine's centipawns to ours: a soldier is 100 to it, 200 to us. */
    static final double OTHER_SCALE = 2.0;

    private final String command;
    private final Map<String, String> options;
    private final Consumer<Message> warn;
    private final String name;
    /** The engine running, and the rules it was told to play by; null before the first search and after a failure. */
    private UciClient client;

    private RuleSet rules;
    private double scale;

    /**
     * A searcher that starts {@code command} as {@code match --engine} does, the options sent and
     * {@code UCI_Variant} set for the rules of the position it is asked about: when first asked,
     * again for a position under other rules, and again after it failed. {@code warn} hears of
     * doubts that do not stop it.
     */
    public UciSearcher(String command, Map<String, String> options, Consumer<Message> warn) {
        this.command = command;
        this.options = new LinkedHashMap<>(options);
        this.warn = warn;
        this.name = engineName(command);
    }

    /** What messages call the engine: its program's file name. */
    public static String engineName(String command) {
        List<String> words = UciClient.split(command);
        return words.isEmpty() ? command : Path.of(words.get(0)).getFileName().toString();
    }

    /** How many of our centipawns one of an engine's is, by the name it gives. */
    static double scaleOf(String name) {
        if (name.startsWith(UciSession.NAME.split(" ")[0] + " ")) {
            return 1;
        }
        return name.contains("Fairy-Stockfish") ? FAIRY_STOCKFISH_SCALE : OTHER_SCALE;
    }

    /**
     * @throws UncheckedIOException holding the {@link EngineFailure} when the engine cannot be
     *     started or fails during the search; the engine is started again for the next search
     */
    @Override
    public SearchResult search(Position position, SearchLimits limits, SearchListener listener) {
        return search(position, limits, "", listener);
    }

    @Override
    public SearchResult searchMove(Position position, int move, SearchLimits limits) {
        return search(position, limits, " searchmoves " + UciMove.of(move), SearchListener.NONE);
    }

    /** @param only what follows the limits on the {@code go} line: the moves searched, or nothing */
    private SearchResult search(Position position, SearchLimits limits, String only, SearchListener listener) {
        Position start = position.copy();
        List<String> moves = new ArrayList<>();
        while (start.ply() > 0) {
            start.undo();
        }
        for (int i = 0; i < position.ply(); i++) {
            moves.add(UciMove.of(position.moveAt(i)));
        }
        UciInfo[] last = {null};
        try {
            UciClient engine = client(position.rules());
            UciClient.Answer answer = engine.go(
                    Fen.of(start),
                    moves,
                    go(limits) + only,
                    timeoutMs(limits),
                    line -> UciInfo.parse(line)
                            .filter(info -> info.multiPv() == 1 && !info.bound())
                            .ifPresent(info -> {
                                last[0] = info;
                                listener.onInfo(info(info, position));
                            }));
            int best = bestMove(answer.move(), position);
            if (last[0] == null) {
                return new SearchResult(best, 0, 0, 0, 0, best == Move.NONE ? new int[0] : new int[] {best});
            }
            SearchInfo info = info(last[0], position);
            int[] pv = info.pv().length > 0 && info.pv()[0] == best ? info.pv() : new int[] {best};
            return new SearchResult(best, info.score(), info.depth(), info.nodes(), info.timeMs(), pv);
        } catch (IOException e) {
            close();
            throw new UncheckedIOException(e);
        }
    }

    private synchronized UciClient client(RuleSet wanted) throws IOException {
        if (client != null && rules != wanted) {
            close();
        }
        if (client == null) {
            client = Match.opponent(command, options, wanted, name, warn).start();
            rules = wanted;
            scale = scaleOf(client.name());
        }
        return client;
    }

    /** What follows {@code go}: a depth, a number of nodes, a time, or else an unbounded search. */
    private static String go(SearchLimits limits) {
        if (limits.depth() > 0) {
            return "depth " + limits.depth();
        }
        if (limits.nodes() > 0) {
            return "nodes " + limits.nodes();
        }
        return limits.moveTimeMs() > 0 ? "movetime " + limits.moveTimeMs() : "infinite";
    }

    private static long timeoutMs(SearchLimits limits) {
        return limits.moveTimeMs() > 0 && limits.depth() <= 0 && limits.nodes() <= 0
                ? limits.moveTimeMs() + UciClient.GRACE_MS
                : UciClient.FIXED_WORK_TIMEOUT_MS;
    }

    /** The engine's move, {@link Move#NONE} for {@code (none)}; one the position does not allow is the engine's failure. */
    private int bestMove(String move, Position position) throws EngineFailure {
        if (position.legalMoves().length == 0) {
            return Move.NONE;
        }
        try {
            return UciMove.parse(move, position);
        } catch (NotationException e) {
            Message what = new Message("engine.illegal_bestmove", move);
            throw new EngineFailure(what, new Message("engine.who", name, what));
        }
    }

    /** A report in our terms: the score on our scale, the line read as far as its moves are legal. */
    private SearchInfo info(UciInfo info, Position position) {
        Position p = position.copy();
        List<Integer> line = new ArrayList<>();
        for (String text : info.pv()) {
            try {
                int m = UciMove.parse(text, p);
                p.make(m);
                line.add(m);
            } catch (NotationException e) {
                break;
            }
        }
        int score = info.mate() ? info.score() : (int) Math.round(info.score() * scale);
        return new SearchInfo(
                info.depth(),
                info.selDepth(),
                score,
                info.nodes(),
                info.timeMs(),
                line.stream().mapToInt(Integer::intValue).toArray(),
                1);
    }

    @Override
    public void stop() {
        UciClient c;
        synchronized (this) {
            c = client;
        }
        if (c != null) {
            c.stopSearch();
        }
    }

    @Override
    public synchronized void close() {
        if (client != null) {
            client.close();
            client = null;
        }
    }
}
