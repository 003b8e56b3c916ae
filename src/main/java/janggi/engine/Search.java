package janggi.engine;

import janggi.core.Endings;
import janggi.core.Exchange;
import janggi.core.GameResult.Outcome;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * One search of one position: iterative deepening over a principal-variation search with a
 * transposition table, quiescence on captures, check and singular extensions, null-move pruning
 * and late-move reductions. The rules end play in the tree as in a game ({@link Endings}), except that
 * a repetition inside the tree ends it at once; a won or lost ending scores like a mate at its ply.
 *
 * <p>Several searches of the same position may run at once, one per thread, sharing the
 * transposition table (lazy SMP): what one thread stores, the others find, so together they
 * reach further than one alone. The main search reports, keeps time and decides; the helpers
 * search on until it asks them to stop.
 */
final class Search {
    static final int MAX_PLY = 128;
    /** Order scores: the TT move, then good captures, killers, the counter move, quiet moves by history, losing captures. */
    private static final int TT_MOVE = 1 << 30;
    /** How many of the moves before a node the continuation history looks back on: the last and the one before. */
    private static final int CONTINUATION_PLIES = 2;

    private static final int GOOD_CAPTURE = 1 << 28;
    private static final int KILLER = 1 << 27;
    private static final int LOSING_CAPTURE = -(1 << 28);
    /** Piece values for static exchanges: the evaluation's, and for the general the threats' value, above all the rest, so that it never takes a defended piece. */
    private static final int[] EXCHANGE_VALUE = Evaluator.VALUE.clone();

    static {
        EXCHANGE_VALUE[PieceType.GENERAL.ordinal()] = AttackMap.GENERAL_VALUE;
    }

    /** Late-move reduction in plies by remaining depth and move number (Stockfish's logarithmic shape). */
    private static final int[][] REDUCTION = new int[MAX_PLY][Position.MAX_MOVES];

    static {
        for (int d = 1; d < MAX_PLY; d++) {
            for (int m = 1; m < Position.MAX_MOVES; m++) {
                REDUCTION[d][m] = (int) (0.75 + Math.log(d) * Math.log(m) / 2.25);
            }
        }
    }

    private final Position pos;
    private final TranspositionTable tt;
    private final SearchLimits limits;
    private final SearchListener listener;
    private final SearchDeadline deadline;
    /** The node count at which the node limit stops the search. */
    private final long nodeLimit;

    private final int rootPly;
    /** Random noise added to leaf scores for the weaker levels; 0 plays the best it finds. */
    private final int noise;

    private final SplittableRandom random;
    private final int multiPv;
    /** 0 for the main search; helper {@code k} starts at depth {@code 1 + k % 2}, so that the threads do not move in step. */
    private final int helper;
    /** The helpers running beside the main search, whose nodes its reports include. */
    private List<Search> helpers = List.of();

    private final int[][] moves = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] order = new int[MAX_PLY + 1][Position.MAX_MOVES];
    private final int[][] killers = new int[MAX_PLY + 1][2];
    /** Quiet-move history and counter moves, shared with the game's earlier searches. */
    private final MoveHistory history;

    /** Kept by the engine from search to search, with its cache of evaluations. */
    private final Evaluator evaluator;
    /** The moves searched at the root, or null for every legal move. */
    private final int[] onlyMoves;
    /** Per ply: the quiet moves searched so far, which lose history when another quiet move cuts off. */
    private final int[][] quietsTried = new int[MAX_PLY + 1][Position.MAX_MOVES];
    /**
     * Per ply: the {@link MoveHistory#index} of the move that led to it, or -1 after a pass or the
     * null move; at ply 0, of the game's last move.
     */
    private final int[] played = new int[MAX_PLY + 1];
    /** Per ply: the move a singular-extension search leaves out, or {@link Move#NONE}. */
    private final int[] skipped = new int[MAX_PLY + 1];

    private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
    private final int[] pvLength = new int[MAX_PLY + 1];
    /** Per ply: the static evaluation, or -{@link Score#INFINITE} in check; tells whether the side to move is improving. */
    private final int[] staticEvals = new int[MAX_PLY + 1];
    /** The rules' endings along the line searched, which notes at each node whether it is in check. */
    private final Endings endings;
    /** The network's sums along the line searched: every move of the search is made and undone through them. */
    private final Accumulators lines;

    private long nodes;
    /** The score of the last completed iteration, centre of the next aspiration window. */
    private int lastScore;

    private int selDepth;
    private boolean stopped;
    private volatile boolean stopRequested;
    private final long start = System.nanoTime();

    Search(
            Position pos,
            TranspositionTable tt,
            MoveHistory history,
            Evaluator evaluator,
            int[] onlyMoves,
            SearchLimits limits,
            SearchListener listener,
            SearchDeadline deadline,
            int noise,
            long seed,
            int multiPv,
            int helper) {
        this.pos = pos;
        this.tt = tt;
        this.history = history;
        this.evaluator = evaluator;
        this.onlyMoves = onlyMoves;
        this.limits = limits;
        this.listener = listener;
        this.deadline = deadline;
        this.nodeLimit = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
        this.rootPly = pos.ply();
        this.noise = noise;
        this.random = new SplittableRandom(seed);
        this.multiPv = Math.max(1, multiPv);
        this.helper = helper;
        this.endings = new Endings(pos);
        this.lines = new Accumulators(Network.current(), MAX_PLY + 2);
        lines.reset(pos);
        Arrays.fill(skipped, Move.NONE);
        int last = pos.lastMove();
        played[0] = last == Move.NONE ? -1 : indexAfter(last);
    }

    /** Searches until the limits or {@link #requestStop}; the transposition table must have begun a new search. */
    SearchResult run() {
        int[] rootMoves = onlyMoves != null ? onlyMoves.clone() : pos.legalMoves();
        if (rootMoves.length == 0) {
            return new SearchResult(Move.NONE, 0, 0, 0, elapsedMs(), new int[0]);
        }
        int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_PLY - 1) : MAX_PLY - 1;
        int bestMove = rootMoves[0];
        int bestScore = -Score.INFINITE;
        int[] bestPv = {bestMove};
        int completed = 0;
        int[] excluded = new int[multiPv];
        TimeUse timeUse = new TimeUse();
        for (int depth = 1 + helper % 2; depth <= maxDepth; depth++) {
            int found = 0;
            for (int line = 0; line < Math.min(multiPv, rootMoves.length); line++) {
                selDepth = 0;
                int score = root(depth, rootMoves, excluded, line);
                if (pvLength[0] == 0) {
                    break;
                }
                int[] line0 = Arrays.copyOf(pv[0], pvLength[0]);
                if (stopped) {
                    // Only fully searched moves enter the PV, so one that beat the last best before
                    // time ran out is the better move, even though the iteration is unfinished.
                    if (line == 0 && line0[0] != bestMove) {
                        bestScore = score;
                        bestMove = line0[0];
                        bestPv = line0;
                    }
                    break;
                }
                if (line == 0) {
                    lastScore = score;
                    bestScore = score;
                    bestMove = line0[0];
                    bestPv = line0;
                }
                excluded[line] = line0[0];
                found = line + 1;
                listener.onInfo(new SearchInfo(depth, selDepth, score, totalNodes(), elapsedMs(), line0, line + 1));
            }
            if (stopped) {
                break;
            }
            completed = depth;
            Arrays.fill(excluded, 0, found, Move.NONE);
            // A forced move needs no time; a move searched alone on purpose needs its score.
            if (rootMoves.length == 1 && limits.timed() && onlyMoves == null) {
                break;
            }
            if (Score.isMate(bestScore) && depth >= Score.MATE - Math.abs(bestScore) + 2) {
                break;
            }
            if (helper == 0 && deadline.pastSoftLimit(timeUse.after(bestMove, bestScore))) {
                break;
            }
        }
        return new SearchResult(bestMove, bestScore, completed, totalNodes(), elapsedMs(), bestPv);
    }

    /** Asks the search, from any thread, to stop and return its best move so far. */
    void requestStop() {
        stopRequested = true;
    }

    void joinedBy(List<Search> helpers) {
        this.helpers = helpers;
    }

    /** Nodes of this search and its helpers; a helper's count may lag a little, being read from another thread. */
    private long totalNodes() {
        long total = nodes;
        for (Search h : helpers) {
            total += h.nodes;
        }
        return total;
    }

    private long elapsedMs() {
        return (System.nanoTime() - start) / 1_000_000;
    }

    /** Searches the root, skipping moves already reported as better lines (MultiPV). */
    private int root(int depth, int[] rootMoves, int[] excluded, int line) {
        int[] list = moves[0];
        int n = 0;
        outer:
        for (int m : rootMoves) {
            for (int k = 0; k < line; k++) {
                if (excluded[k] == m) {
                    continue outer;
                }
            }
            list[n++] = m;
        }
        boolean inCheck = pos.inCheck();
        if (depth < 5 || line > 0 || Score.isMate(lastScore)) {
            return negamax(depth, -Score.INFINITE, Score.INFINITE, 0, true, n, inCheck, false);
        }
        // Aspiration: search a narrow window around the last iteration's score, widening on failure.
        int window = 30;
        while (true) {
            int alpha = Math.max(-Score.INFINITE, lastScore - window);
            int beta = Math.min(Score.INFINITE, lastScore + window);
            int score = negamax(depth, alpha, beta, 0, true, n, inCheck, false);
            if (stopped || (score > alpha && score < beta)) {
                return score;
            }
            window *= 2;
            if (window > 1000) {
                return negamax(depth, -Score.INFINITE, Score.INFINITE, 0, true, n, inCheck, false);
            }
        }
    }

    /**
     * @param rootCount at ply 0, the number of root moves already in {@code moves[0]}; ignored elsewhere
     * @param inCheck   whether the side to move is in check (known to the caller, which made the move)
     * @param cutNode   whether this node is expected to fail high (a null-window search of a move
     *                  after the first): its quiet moves are reduced a ply more, since one of the
     *                  first few will most likely refute the parent's move
     */
    private int negamax(
            int depth,
            int alpha,
            int beta,
            int ply,
            boolean allowNull,
            int rootCount,
            boolean inCheck,
            boolean cutNode) {
        pvLength[ply] = 0;
        boolean pvNode = beta - alpha > 1;
        if (ply > 0) {
            Endings.Verdict ending = endings.judge(pos, inCheck, rootPly);
            if (ending != null) {
                return score(ending, ply);
            }
            // Mate-distance pruning: no score here can beat a mate found nearer the root.
            alpha = Math.max(alpha, -(Score.MATE - ply));
            beta = Math.min(beta, Score.MATE - ply - 1);
            if (alpha >= beta) {
                return alpha;
            }
        }
        if (depth <= 0 && !inCheck) {
            return quiesce(alpha, beta, ply, false, true);
        }
        depth = Math.max(depth, 1);
        countNode();
        if (stopped || ply >= MAX_PLY) {
            return ply >= MAX_PLY ? evaluate() : 0;
        }

        long key = pos.key();
        int skip = skipped[ply];
        // A search that leaves a move out must neither use nor overwrite what the table knows of the whole position.
        long entry = ply > 0 && skip == Move.NONE ? tt.probe(key) : 0;
        int ttMove = entry != 0 ? TranspositionTable.move(entry) : Move.NONE;
        if (entry != 0 && !pvNode && TranspositionTable.depth(entry) >= depth) {
            int s = fromTt(TranspositionTable.score(entry), ply);
            if (TranspositionTable.decides(entry, s, alpha, beta)) {
                return s;
            }
        }
        if (ply == 0) {
            long rootEntry = tt.probe(key);
            ttMove = rootEntry != 0 ? TranspositionTable.move(rootEntry) : Move.NONE;
        }

        int staticEval = inCheck ? -Score.INFINITE : evaluate();
        staticEvals[ply] = staticEval;
        // Better than two plies ago (or unknown): this line is going our way, so prune and reduce less.
        boolean improving = ply < 2 || inCheck || staticEval >= staticEvals[ply - 2];
        if (!pvNode && !inCheck && ply > 0 && skip == Move.NONE) {
            // Reverse futility: far above beta with little depth left, a quiet move will not fall below it.
            // It answers beta, not the evaluation: a guess far above beta would reach the table as a
            // bound far below the parent's alpha, and mislead a re-search with a wider window.
            if (depth <= 6 && staticEval - 110 * (depth - (improving ? 1 : 0)) >= beta && !Score.isMate(beta)) {
                return beta;
            }
            // At every depth, as in Stockfish: with one or two plies left the reply to the null
            // move is the quiescence search alone.
            if (allowNull && staticEval >= beta && nullMoveAllowed()) {
                int r = 3 + depth / 4 + Math.min(3, (staticEval - beta) / 200);
                // The null move is a real pass, so it fails wherever a pass in reply ends the game
                // in the opponent's favour.
                int g = pos.generalSquare(pos.sideToMove());
                lines.make(pos, Move.of(g, g));
                played[ply + 1] = -1;
                int s = -negamax(depth - 1 - r, -beta, -beta + 1, ply + 1, false, 0, pos.inCheck(), !cutNode);
                lines.undo(pos);
                if (stopped) {
                    return 0;
                }
                if (s >= beta && !Score.isMate(s)) {
                    return beta;
                }
            }
        }

        // Singular extension: when every other move falls well short of the table's score, the
        // table move is the only one that holds and gets a ply more. When even without it the
        // position beats beta by that margin, several moves do and the node is cut (multi-cut).
        boolean singular = false;
        if (ply > 0
                && skip == Move.NONE
                && depth >= 6
                && ttMove != Move.NONE
                && TranspositionTable.depth(entry) >= depth - 3
                && TranspositionTable.bound(entry) != TranspositionTable.UPPER) {
            int ttScore = fromTt(TranspositionTable.score(entry), ply);
            if (!Score.isMate(ttScore)) {
                int singularBeta = ttScore - 2 * depth;
                skipped[ply] = ttMove;
                int s = negamax(depth / 2, singularBeta - 1, singularBeta, ply, false, 0, inCheck, cutNode);
                skipped[ply] = Move.NONE;
                if (stopped) {
                    return 0;
                }
                if (s < singularBeta) {
                    singular = true;
                } else if (singularBeta >= beta) {
                    return singularBeta;
                }
            }
        }

        int[] list = moves[ply];
        int n = ply == 0 ? rootCount : pos.generateLegal(list, 0);
        if (n == 0) {
            return score(Endings.noMoves(pos), ply);
        }
        scoreMoves(list, n, ply, ttMove);

        int bestScore = -Score.INFINITE;
        int bestMove = Move.NONE;
        int originalAlpha = alpha;
        int quiets = 0;
        for (int i = 0; i < n; i++) {
            int m = pickNext(list, order[ply], i, n);
            if (m == skip) {
                continue;
            }
            boolean capture = isCapture(m);
            // Judged before the move is made: most moves at a node are pruned unmade.
            boolean givesCheck = pos.givesCheck(m);
            // A pass that ends the game (in bikjang, or answering a pass) is never pruned: the count
            // decides it. Nor is a promotion, as in Stockfish.
            boolean quiet = !capture && !givesCheck && !pos.endsGame(m) && !Move.isPromotion(m);
            if (quiet
                    && !pvNode
                    && !inCheck
                    && i > 0
                    && bestScore > -Score.MATE_BOUND
                    && (depth <= 5 && i >= (5 + depth * depth) * (improving ? 2 : 1) / 2 - 1
                            || prunable(m, depth, i, staticEval, alpha))) {
                // Late-move pruning: a quiet move this far down the list will not raise alpha. The
                // count follows Fairy-Stockfish: about (5 + depth²) / 2, twice that when improving.
                continue;
            }
            lines.make(pos, m);
            played[ply + 1] = indexAfter(m);
            // A check whose piece can simply be taken is rarely the start of a mating attack: it is not
            // extended, which keeps Janggi's many checks from exploding the tree. Checks that take
            // nothing are reduced like quiet moves, as in Fairy-Stockfish.
            boolean safeCheck = givesCheck && !pos.attacked(Move.to(m), pos.sideToMove());
            int newDepth = depth - 1 + (safeCheck || (singular && m == ttMove) ? 1 : 0);
            int s;
            if (i == 0) {
                s = -negamax(newDepth, -beta, -alpha, ply + 1, true, 0, givesCheck, !pvNode && !cutNode);
            } else {
                int reduction = 0;
                if (depth >= 3 && !capture && !inCheck && !isKiller(m, ply)) {
                    reduction = baseReduction(depth, i)
                            - (pvNode ? 1 : 0)
                            + (improving ? 0 : 1)
                            + (cutNode ? 2 : 0)
                            - (played[ply + 1] < 0 ? 0 : quietScore(played[ply + 1], ply) / MoveHistory.MAX);
                    reduction = Math.max(0, Math.min(reduction, newDepth - 1));
                } else if (depth >= 3 && capture && order[ply][i] <= LOSING_CAPTURE / 2) {
                    reduction = 1;
                }
                s = -negamax(newDepth - reduction, -alpha - 1, -alpha, ply + 1, true, 0, givesCheck, true);
                if (s > alpha && reduction > 0) {
                    s = -negamax(newDepth, -alpha - 1, -alpha, ply + 1, true, 0, givesCheck, !cutNode);
                }
                if (s > alpha && s < beta && pvNode) {
                    s = -negamax(newDepth, -beta, -alpha, ply + 1, true, 0, givesCheck, false);
                }
            }
            lines.undo(pos);
            if (stopped) {
                return bestMove == Move.NONE ? 0 : bestScore;
            }
            if (!capture) {
                quietsTried[ply][quiets++] = m;
            }
            if (s > bestScore) {
                bestScore = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    updatePv(ply, m);
                    if (s >= beta) {
                        if (!capture) {
                            rememberQuiet(m, ply, depth, quiets - 1);
                        }
                        break;
                    }
                }
            }
        }
        // A root searched among some moves only knows those: the table keeps no verdict on the position.
        if (skip == Move.NONE && (ply > 0 || onlyMoves == null)) {
            tt.store(
                    key,
                    bestMove,
                    toTt(bestScore, ply),
                    depth,
                    TranspositionTable.boundOf(bestScore, originalAlpha, beta));
        }
        return bestScore;
    }

    /**
     * @param inCheck whether the side to move is in check (known to the caller, which made the move)
     * @param checks  whether quiet checks are searched too: at the first ply of quiescence only
     */
    private int quiesce(int alpha, int beta, int ply, boolean inCheck, boolean checks) {
        pvLength[ply] = 0;
        countNode();
        selDepth = Math.max(selDepth, ply);
        if (stopped || ply >= MAX_PLY) {
            return evaluate();
        }
        long key = pos.key();
        long entry = tt.probe(key);
        if (entry != 0 && beta - alpha == 1) {
            int s = fromTt(TranspositionTable.score(entry), ply);
            if (TranspositionTable.decides(entry, s, alpha, beta)) {
                return s;
            }
        }
        // In check there is no standing pat: every evasion is searched, and none means mate.
        int standPat = inCheck ? -Score.INFINITE : evaluate();
        if (standPat >= beta) {
            return standPat;
        }
        int originalAlpha = alpha;
        alpha = Math.max(alpha, standPat);
        int[] list = moves[ply];
        int count;
        if (inCheck) {
            count = pos.generateLegal(list, 0);
        } else if (checks) {
            // Quiet checks too, as in Stockfish: most games here are lost to a mating attack, which
            // a horizon of captures alone cuts off. Only here, so that checks cannot follow checks.
            int all = pos.generateLegal(list, 0);
            count = 0;
            for (int k = 0; k < all; k++) {
                int m = list[k];
                if (isCapture(m) || !Move.isPass(m) && pos.givesCheck(m)) {
                    list[count++] = m;
                }
            }
        } else {
            count = pos.generateLegalCaptures(list, 0);
        }
        if (inCheck && count == 0) {
            return score(Endings.noMoves(pos), ply);
        }
        scoreMoves(list, count, ply, entry != 0 ? TranspositionTable.move(entry) : Move.NONE);
        int best = standPat;
        int bestMove = Move.NONE;
        for (int i = 0; i < count; i++) {
            int m = pickNext(list, order[ply], i, count);
            if (!inCheck) {
                // Captures that hand the piece back for less, or that cannot lift the score to alpha, are
                // left out, and so are checks that lose their piece by the exchange on its point.
                if (isCapture(m)
                        ? order[ply][i] <= LOSING_CAPTURE / 2 || standPat + valueOn(Move.to(m)) + 200 < alpha
                        : Exchange.of(pos, m, EXCHANGE_VALUE) < 0) {
                    continue;
                }
            }
            lines.make(pos, m);
            played[ply + 1] = indexAfter(m);
            boolean givesCheck = pos.inCheck();
            Endings.Verdict ending = endings.judge(pos, givesCheck, rootPly);
            int s = ending != null ? -score(ending, ply + 1) : -quiesce(-beta, -alpha, ply + 1, givesCheck, false);
            lines.undo(pos);
            if (stopped) {
                return best;
            }
            if (s > best) {
                best = s;
                bestMove = m;
                if (s > alpha) {
                    alpha = s;
                    if (s >= beta) {
                        break;
                    }
                }
            }
        }
        if (!stopped && (entry == 0 || TranspositionTable.depth(entry) == 0)) {
            // Stored at depth 0, so that it never displaces what a full search learnt about this position.
            tt.store(key, bestMove, toTt(best, ply), 0, TranspositionTable.boundOf(best, originalAlpha, beta));
        }
        return best;
    }

    /** The score of an ending from the side to move: a win or loss like a mate at this ply, a draw 0. */
    private int score(Endings.Verdict ending, int ply) {
        if (ending.outcome() == Outcome.DRAW) {
            return 0;
        }
        return ending.outcome() == Outcome.winner(pos.sideToMove()) ? Score.MATE - ply : -(Score.MATE - ply);
    }

    /**
     * For quiet move {@code m}, not yet made: whether, at the depth its late-move reduction would leave, it can
     * be left out, because the static evaluation is too far below alpha (futility) or because it
     * puts a piece where the opponent wins more by the exchange on its point than a margin that
     * grows with the depth. Both margins are Fairy-Stockfish's.
     */
    private boolean prunable(int m, int depth, int i, int staticEval, int alpha) {
        int lmrDepth = Math.max(depth - 1 - baseReduction(depth, i), 0);
        if (lmrDepth >= 6) {
            return false;
        }
        if (staticEval + 235 + 172 * lmrDepth <= alpha) {
            return true;
        }
        int margin = (32 - lmrDepth) * lmrDepth * lmrDepth;
        // What the quiet move hands the opponent on its point; the exchange never wins more than
        // the piece it starts on, which is cheaper to look up.
        return valueOn(Move.from(m)) > margin && -Exchange.of(pos, m, EXCHANGE_VALUE) > margin;
    }

    /** The late-move reduction of the {@code i}-th move at {@code depth}, before the node's adjustments. */
    private static int baseReduction(int depth, int i) {
        return REDUCTION[Math.min(depth, MAX_PLY - 1)][i];
    }

    /** The material value of the piece on point {@code sq}. */
    private int valueOn(int sq) {
        return Evaluator.VALUE[Piece.typeIndex(pos.pieceAt(sq))];
    }

    private boolean nullMoveAllowed() {
        if (pos.bikjang() || Move.isPass(pos.lastMove())) {
            return false;
        }
        Side us = pos.sideToMove();
        return pos.points(us) > 2 * 5;
    }

    private int evaluate() {
        int e = evaluator.evaluate(pos) + lines.evaluate(pos);
        return noise == 0 ? e : e + random.nextInt(2 * noise + 1) - noise;
    }

    private boolean isCapture(int m) {
        return !Move.isPass(m) && pos.pieceAt(Move.to(m)) != Piece.NONE;
    }

    private boolean isKiller(int m, int ply) {
        return killers[ply][0] == m || killers[ply][1] == m;
    }

    private void scoreMoves(int[] list, int n, int ply, int ttMove) {
        int[] scores = order[ply];
        int last = pos.lastMove();
        int counter = last == Move.NONE || Move.isPass(last) ? Move.NONE : history.counters[historyIndexAfter(last)];
        for (int i = 0; i < n; i++) {
            int m = list[i];
            int s;
            if (m == ttMove) {
                s = TT_MOVE;
            } else if (isCapture(m)) {
                int victim = valueOn(Move.to(m));
                int attacker = valueOn(Move.from(m));
                boolean losing = attacker > victim && Exchange.of(pos, m, EXCHANGE_VALUE) < 0;
                s = (losing ? LOSING_CAPTURE : GOOD_CAPTURE) + victim * 16 - attacker / 16;
            } else if (m == killers[ply][0]) {
                s = KILLER + 2;
            } else if (m == killers[ply][1]) {
                s = KILLER + 1;
            } else if (m == counter) {
                s = KILLER;
            } else if (Move.isPass(m)) {
                s = -8 * MoveHistory.MAX;
            } else {
                s = quietScore(historyIndex(m), ply) - 4 * MoveHistory.MAX;
            }
            scores[i] = s;
        }
    }

    /** Selection sort step: moves the best remaining move to {@code i} and returns it. */
    private static int pickNext(int[] list, int[] scores, int i, int n) {
        int best = i;
        int bestScore = scores[i];
        for (int j = i + 1; j < n; j++) {
            if (scores[j] > bestScore) {
                best = j;
                bestScore = scores[j];
            }
        }
        int m = list[best];
        list[best] = list[i];
        list[i] = m;
        scores[best] = scores[i];
        scores[i] = bestScore;
        return m;
    }

    private int historyIndex(int m) {
        return MoveHistory.index(pos.pieceAt(Move.from(m)), Move.to(m));
    }

    /** {@link #historyIndex} of a move already made: the piece now stands on its destination. */
    private int historyIndexAfter(int m) {
        return MoveHistory.index(pos.pieceAt(Move.to(m)), Move.to(m));
    }

    /** The {@link #played} entry for move {@code m}, just made. */
    private int indexAfter(int m) {
        return Move.isPass(m) ? -1 : historyIndexAfter(m);
    }

    /**
     * How well quiet move {@code i} (a {@link MoveHistory#index}) has done at {@code ply}: twice its
     * history, as the most general lesson, and its continuation after each of the last two moves.
     * Within ±4 {@link MoveHistory#MAX}.
     */
    private int quietScore(int i, int ply) {
        int s = 2 * history.scores[i];
        for (int back = 0; back < CONTINUATION_PLIES && back <= ply; back++) {
            int before = played[ply - back];
            if (before >= 0) {
                s += history.continuation[MoveHistory.continuationIndex(before, i)];
            }
        }
        return s;
    }

    /**
     * A quiet move cut off: it becomes a killer and the counter to the previous move, gains
     * history, and the quiet moves tried before it ({@code quietsTried[ply][0..cutoff)}) lose some.
     */
    private void rememberQuiet(int m, int ply, int depth, int cutoff) {
        if (Move.isPass(m)) {
            return;
        }
        if (killers[ply][0] != m) {
            killers[ply][1] = killers[ply][0];
            killers[ply][0] = m;
        }
        int last = pos.lastMove();
        if (last != Move.NONE && !Move.isPass(last)) {
            history.counters[historyIndexAfter(last)] = m;
        }
        int bonus = Math.min(32 * depth * depth, MoveHistory.MAX / 4);
        addHistory(m, ply, bonus);
        for (int k = 0; k < cutoff; k++) {
            addHistory(quietsTried[ply][k], ply, -bonus);
        }
    }

    private void addHistory(int m, int ply, int bonus) {
        if (Move.isPass(m)) {
            return;
        }
        int i = historyIndex(m);
        history.reward(i, bonus);
        for (int back = 0; back < CONTINUATION_PLIES && back <= ply; back++) {
            int before = played[ply - back];
            if (before >= 0) {
                history.rewardContinuation(MoveHistory.continuationIndex(before, i), bonus);
            }
        }
    }

    private void updatePv(int ply, int m) {
        pv[ply][0] = m;
        int childLength = pvLength[ply + 1];
        System.arraycopy(pv[ply + 1], 0, pv[ply], 1, childLength);
        pvLength[ply] = childLength + 1;
    }

    /** Counts a node and stops at the node limit, or when asked to or out of time: the clock is read every 1,024 nodes. */
    private void countNode() {
        nodes++;
        if (nodes >= nodeLimit || (nodes & 1023) == 0 && (stopRequested || deadline.pastHardLimit())) {
            stopped = true;
        }
    }

    private static int toTt(int score, int ply) {
        return score >= Score.MATE_BOUND ? score + ply : score <= -Score.MATE_BOUND ? score - ply : score;
    }

    private static int fromTt(int score, int ply) {
        return score >= Score.MATE_BOUND ? score - ply : score <= -Score.MATE_BOUND ? score + ply : score;
    }
}
