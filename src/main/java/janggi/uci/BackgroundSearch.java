package janggi.uci;

import janggi.core.Endings;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.IllegalMoveException;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.Score;
import janggi.engine.SearchInfo;
import janggi.engine.SearchLimits;
import janggi.engine.SearchResult;
import janggi.notation.UciMove;
import janggi.record.TerminationTag;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.function.Consumer;

/**
 * One {@code go}: an engine search on its own thread that sends an {@code info} line per
 * iteration and ends with exactly one {@code bestmove} line. A held search ({@code go infinite},
 * {@code go ponder}) keeps its move until {@link #stop()}, as UCI requires, even if the engine
 * finishes earlier. The session runs one at a time and stops the previous one first.
 */
final class BackgroundSearch {
    /** How often {@link #stop()} repeats its request while the search thread is still alive. */
    private static final long STOP_POLL_MS = 5;

    private final Engine engine;
    private final Position position;
    private final SearchLimits limits;
    /** The moves searched at the root ({@code go searchmoves}), or null for every legal move. */
    private final int[] rootMoves;

    private final Consumer<String> send;
    /** Open (count 0) unless the search is held; then released by {@link #stop()}. */
    private final CountDownLatch release;

    private final Thread thread;
    /** Set by {@link #discard()}: end without a {@code bestmove} line (ponderhit starts a new search). */
    private volatile boolean silent;

    private BackgroundSearch(
            Engine engine,
            Position position,
            SearchLimits limits,
            int[] rootMoves,
            boolean held,
            Consumer<String> send) {
        this.engine = engine;
        this.position = position;
        this.limits = limits;
        this.rootMoves = rootMoves;
        this.send = send;
        this.release = new CountDownLatch(held ? 1 : 0);
        this.thread = new Thread(this::run, "uci-search");
        thread.setDaemon(true);
    }

    /**
     * Starts searching a copy of {@code position}, among {@code rootMoves} at the root or every
     * legal move when that is null; every line goes to {@code send}, from the search thread.
     */
    static BackgroundSearch start(
            Engine engine,
            Position position,
            SearchLimits limits,
            int[] rootMoves,
            boolean held,
            Consumer<String> send) {
        BackgroundSearch search = new BackgroundSearch(engine, position.copy(), limits, rootMoves, held, send);
        search.thread.start();
        return search;
    }

    boolean running() {
        return thread.isAlive();
    }

    /** Whether its move waits for {@link #stop()} ({@code go infinite} or {@code go ponder}). */
    boolean held() {
        return release.getCount() > 0;
    }

    /** Makes the search return its best move so far, and waits until the {@code bestmove} line is out. */
    void stop() {
        release.countDown();
        while (thread.isAlive()) {
            // Asked again and again: the first request may come before the engine has begun.
            engine.stop();
            try {
                thread.join(STOP_POLL_MS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return;
            }
        }
    }

    /** Stops the search without a {@code bestmove} line. */
    void discard() {
        silent = true;
        stop();
    }

    /** Waits up to {@code ms} for a search with limits to finish on its own (not for a held one: see {@link #stop()}). */
    void await(long ms) {
        try {
            thread.join(ms);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void run() {
        int best = Move.NONE;
        int[] pv = new int[0];
        try {
            SearchResult result = engine.search(position, limits, rootMoves, info -> send.accept(infoLine(info)));
            best = result.bestMove();
            pv = result.pv() == null ? pv : result.pv();
        } catch (RuntimeException | Error e) {
            // The thread's last stand: whatever went wrong, the GUI still gets its move.
            send.accept("info string the search failed (" + e + "); playing the first legal move");
        }
        int[] legal = position.legalMoves();
        if (!contains(legal, best)) {
            best = legal.length > 0 ? legal[0] : Move.NONE;
            pv = new int[0];
        }
        try {
            release.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
        if (silent) {
            return;
        }
        if (best == Move.NONE) {
            sendGameOver();
            send.accept("bestmove (none)");
        } else {
            send.accept("bestmove " + UciMove.of(best) + ponder(best, pv));
        }
    }

    /** {@code " ponder <move>"} when the line has a legal reply to the best move, as Fairy-Stockfish writes it. */
    private String ponder(int best, int[] pv) {
        if (pv.length < 2 || pv[0] != best || pv[1] == Move.NONE) {
            return "";
        }
        position.make(best);
        boolean legal = position.isLegal(pv[1]);
        position.undo();
        return legal ? " ponder " + UciMove.of(pv[1]) : "";
    }

    /**
     * Before {@code bestmove (none)}: the score as Fairy-Stockfish gives it ({@code mate 0} for
     * the side that has lost, {@code cp 0} for a draw), then how the game ended.
     */
    private void sendGameOver() {
        GameResult result = result(position);
        Optional<Side> winner = result.winner();
        if (winner.isEmpty()) {
            send.accept("info depth 0 score cp 0");
        } else if (winner.get() != position.sideToMove()) {
            send.accept("info depth 0 score mate 0");
        }
        send.accept("info string game over: " + TerminationTag.of(result));
    }

    /** How the game that led to {@code pos}, which has no legal move, has ended. */
    private static GameResult result(Position pos) {
        Position start = pos.copy();
        while (start.ply() > 0) {
            start.undo();
        }
        Game game = Game.from(start);
        try {
            for (int i = 0; i < pos.ply(); i++) {
                game.play(pos.moveAt(i));
            }
        } catch (IllegalMoveException e) {
            // The referee ended the game earlier (e.g. by repetition); the moves went on regardless.
            return game.result().orElseGet(() -> GameResult.of(Endings.noMoves(pos), pos));
        }
        return game.result().orElseGet(() -> GameResult.of(Endings.noMoves(pos), pos));
    }

    /** {@code info depth D seldepth S multipv K score cp X|mate N nodes N nps N time T pv ...}. */
    static String infoLine(SearchInfo info) {
        StringBuilder line = new StringBuilder("info depth ")
                .append(info.depth())
                .append(" seldepth ")
                .append(info.selDepth())
                .append(" multipv ")
                .append(info.multiPv())
                .append(" score ")
                .append(score(info.score()))
                .append(" nodes ")
                .append(info.nodes())
                .append(" nps ")
                .append(info.nodesPerSecond())
                .append(" time ")
                .append(info.timeMs());
        int[] pv = info.pv() == null ? new int[0] : info.pv();
        if (pv.length > 0 && pv[0] != Move.NONE) {
            line.append(" pv");
            for (int m : pv) {
                if (m == Move.NONE) {
                    break;
                }
                line.append(' ').append(UciMove.of(m));
            }
        }
        return line.toString();
    }

    /** {@code cp X}, or {@code mate N} in moves, negative when the side to move is getting mated. */
    static String score(int score) {
        return Score.isMate(score) ? "mate " + Score.mateInMoves(score) : "cp " + score;
    }

    private static boolean contains(int[] moves, int move) {
        for (int m : moves) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }
}
