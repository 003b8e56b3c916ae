package janggi.core;

import java.util.Arrays;

/**
 * A Janggi position under one {@link RuleSet}, with the moves made since it was set up so
 * that they can be undone.
 *
 * <p>Legal moves follow Fairy-Stockfish exactly, so that perft counts agree: a pass is legal
 * when the rule set allows one and the general is not in check, or at any time during bikjang;
 * during bikjang every other move must break the facing; and after two passes in a row, or a
 * pass that leaves bikjang standing, there are no legal moves at all (the game is over).
 * Korean Random Chess adds banzai, which narrows the legal moves to the captures of guards
 * abroad (see {@link #banzaiGuards}), and promotions, one move per piece a soldier may become.
 */
public final class Position {
    private static final int CHO = 0;
    private static final int HAN = 1;

    final RuleSet rules;
    final int[] board = new int[Square.COUNT];
    private int side;
    private final int[] general = {Square.NONE, Square.NONE};
    private final int[] points = new int[2];
    /** Per side, the points holding its pieces: a {@link Points} set in {@code occupancy[Points.WORDS * side]} on. */
    final long[] occupancy = new long[2 * Points.WORDS];

    private long key;
    private int noCapturePlies;
    private final int startFullmove;

    /** Moves made since set-up, with what each one needs to be undone; index = ply. */
    private int ply;

    private int[] moves = new int[64];
    private int[] captured = new int[64];
    private int[] clocks = new int[64];
    /** Zobrist key of each position from set-up (index = ply), for repetition checks. */
    private long[] keys = new long[65];
    /** Per position from set-up (index = ply): whether the generals face each other. */
    private boolean[] facing = new boolean[65];

    /**
     * Sets up a position. {@code pieces} holds a {@link Piece} code per {@link Square}.
     *
     * @throws IllegalArgumentException naming what is wrong: a missing or extra general, or a
     *     general, or a guard where the rule set keeps guards in the palace, outside its palace
     */
    public Position(RuleSet rules, int[] pieces, Side toMove, int noCapturePlies, int fullmoveNumber) {
        if (pieces.length != Square.COUNT) {
            throw new IllegalArgumentException("a board has " + Square.COUNT + " points");
        }
        this.rules = rules;
        this.side = toMove.ordinal();
        this.noCapturePlies = noCapturePlies;
        this.startFullmove = Math.max(1, fullmoveNumber);
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = pieces[sq];
            if (p == Piece.NONE) {
                continue;
            }
            Side owner = Piece.side(p);
            PieceType type = Piece.type(p);
            boolean palaceBound = type == PieceType.GENERAL || (type == PieceType.GUARD && !rules.freeGuards);
            if (palaceBound && !Palace.contains(owner, sq)) {
                throw new IllegalPositionException(
                        IllegalPositionException.Problem.OUTSIDE_PALACE,
                        owner,
                        type,
                        sq,
                        Square.NONE,
                        owner.displayName() + " " + type.name().toLowerCase() + " stands outside its palace");
            }
            if (type == PieceType.GENERAL) {
                if (general[owner.ordinal()] != Square.NONE) {
                    throw new IllegalPositionException(
                            IllegalPositionException.Problem.SECOND_GENERAL,
                            owner,
                            type,
                            sq,
                            general[owner.ordinal()],
                            owner.displayName() + " has two generals");
                }
                general[owner.ordinal()] = sq;
            }
            put(sq, p);
        }
        for (Side s : Side.values()) {
            if (general[s.ordinal()] == Square.NONE) {
                throw new IllegalPositionException(
                        IllegalPositionException.Problem.NO_GENERAL,
                        s,
                        PieceType.GENERAL,
                        Square.NONE,
                        Square.NONE,
                        s.displayName() + " has no general");
            }
        }
        if (side == HAN) {
            key ^= Zobrist.HAN_TO_MOVE;
        }
        facing[0] = generalsFacing();
        keys[0] = key;
    }

    /** An independent copy, including the moves made so far. */
    public Position copy() {
        Position c = new Position(rules, board, Side.values()[side], noCapturePlies, startFullmove);
        c.ply = ply;
        c.moves = moves.clone();
        c.captured = captured.clone();
        c.clocks = clocks.clone();
        c.facing = facing.clone();
        c.keys = keys.clone();
        return c;
    }

    // ---- queries -------------------------------------------------------------------------

    public RuleSet rules() {
        return rules;
    }

    public int pieceAt(int square) {
        return board[square];
    }

    /** Word {@code word} (0 low, 1 high) of the {@link Points} set of the points holding a piece, both sides'. */
    public long occupiedBits(int word) {
        return occupancy[word] | occupancy[Points.WORDS + word];
    }

    /** Writes the points holding a piece into {@code out}, in ascending order; returns how many. */
    public int occupiedPoints(int[] out) {
        int n = 0;
        for (int word = 0; word < Points.WORDS; word++) {
            for (long bits = occupiedBits(word); bits != 0; bits &= bits - 1) {
                out[n++] = Points.lowest(word, bits);
            }
        }
        return n;
    }

    /** A copy of the board: a {@link Piece} code per {@link Square}. */
    public int[] pieces() {
        return board.clone();
    }

    /** Points of the pieces of {@code by} that attack {@code target}. */
    public int[] attackers(int target, Side by) {
        int[] buf = new int[MAX_MOVES];
        int n = MoveGenerator.pseudoLegal(this, by.ordinal(), buf, 0);
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (Move.to(buf[i]) == target && !Move.isPass(buf[i])) {
                out[k++] = Move.from(buf[i]);
            }
        }
        return Arrays.copyOf(out, k);
    }

    public Side sideToMove() {
        return side == CHO ? Side.CHO : Side.HAN;
    }

    public int generalSquare(Side s) {
        return general[s.ordinal()];
    }

    /** Zobrist key of the placement and the side to move. */
    public long key() {
        return key;
    }

    /** Plies since the last capture (passes count), or forward soldier move under {@link RuleSet#soldierAdvanceResetsCount}. */
    public int noCapturePlies() {
        return noCapturePlies;
    }

    /** Full-move number as FEN writes it: starts at the set-up's number, +1 after each Han move. */
    public int fullmoveNumber() {
        int choFirst = sideAtPly(0) == CHO ? 0 : 1;
        return startFullmove + (ply + choFirst) / 2;
    }

    /** Counting points on the board for a side, without komi. */
    public int points(Side s) {
        return points[s.ordinal()];
    }

    /** A side's total as counting decides it, in half points: Han adds the 1.5 komi. */
    public int countedHalfPoints(Side s) {
        return 2 * points[s.ordinal()] + (s == Side.HAN ? RuleSet.KOMI_HALF_POINTS : 0);
    }

    /** Moves made since set-up. */
    public int ply() {
        return ply;
    }

    /** The move made at {@code index} (0 = the first move after set-up). */
    public int moveAt(int index) {
        return moves[index];
    }

    /** The piece taken by the move at {@code index}, or {@link Piece#NONE}. */
    public int capturedAt(int index) {
        return captured[index];
    }

    /** The key of the position at {@code index} (0 = as set up, {@link #ply()} = now). */
    public long keyAt(int index) {
        return keys[index];
    }

    public int lastMove() {
        return ply == 0 ? Move.NONE : moves[ply - 1];
    }

    public boolean inCheck() {
        if (ply < 2) {
            return attacked(general[side], side ^ 1);
        }
        // Our last move left our general unattacked: a legal move must, and a pass in check
        // (allowed only in bikjang) ends the game. So only the lines through the two points of
        // the reply, and the piece that arrived, can attack it now; a pass changes neither.
        return attackedThrough(general[side], side ^ 1, Move.from(moves[ply - 1]), Move.to(moves[ply - 1]));
    }

    /**
     * Whether the legal move {@code move} would give check, found without making it: the same
     * answer as {@link #inCheck} after it, for a search that may prune the move unmade.
     */
    public boolean givesCheck(int move) {
        int from = Move.from(move);
        int to = Move.to(move);
        if (ply == 0 || from == to || Move.isPromotion(move)) {
            // No history to rely on, or a pass (tryOnBoard cannot move a piece onto its own point),
            // or a piece that changes on the way: made and taken back, which is rare enough.
            make(move);
            boolean check = inCheck();
            undo();
            return check;
        }
        int taken = tryOnBoard(from, to);
        boolean check = attackedThrough(general[side ^ 1], side, from, to);
        takeBack(from, to, taken);
        return check;
    }

    /**
     * With the general on {@code g} unattacked before the move {@code from}-{@code to}, now on the
     * board: whether side {@code by} attacks it after it.
     */
    private boolean attackedThrough(int g, int by, int from, int to) {
        return exposedThrough(g * Square.COUNT + from, by)
                || exposedThrough(g * Square.COUNT + to, by)
                || !isRider(board[to]) && closeAttacks(g, by);
    }

    private static boolean isRider(int piece) {
        return Piece.isType(piece, PieceType.CHARIOT) || Piece.isType(piece, PieceType.CANNON);
    }

    /** Whether {@code s}'s general is attacked by an enemy piece. */
    public boolean inCheck(Side s) {
        return attacked(general[s.ordinal()], s.ordinal() ^ 1);
    }

    /** The two generals on one file with nothing between them. */
    public boolean generalsFacing() {
        return openBetween(general[CHO], general[HAN]);
    }

    /** Bikjang under this rule set: the generals face and the side to move must break it or pass. */
    public boolean bikjang() {
        return bikjangAt(ply);
    }

    private boolean bikjangAt(int index) {
        return facing[index] && rules.facing == RuleSet.Facing.MUST_BREAK;
    }

    /** Whether the generals faced each other in the position at {@code index} (0 = as set up). */
    public boolean facingAt(int index) {
        return facing[index];
    }

    /**
     * The game has been stopped by the position's own history: two passes in a row, or a pass
     * that left bikjang standing. Only moves made since set-up count.
     */
    public boolean endedByRule() {
        return ply > 0
                && ((bikjangAt(ply) && bikjangAt(ply - 1))
                        || (ply > 1 && Move.isPass(moves[ply - 1]) && Move.isPass(moves[ply - 2])));
    }

    /**
     * Whether the legal move {@code move} would stop the game ({@link #endedByRule} after it), found
     * without making it: only a pass can, answering a pass or leaving bikjang standing; any other
     * legal move in bikjang breaks it.
     */
    public boolean endsGame(int move) {
        return Move.isPass(move) && (bikjang() || ply > 0 && Move.isPass(moves[ply - 1]));
    }

    private int sideAtPly(int p) {
        return side ^ ((ply - p) & 1);
    }

    // ---- making and undoing moves --------------------------------------------------------

    /** Plays a move, which must be legal in this position. */
    public void make(int move) {
        ensureCapacity();
        int from = Move.from(move);
        int to = Move.to(move);
        clocks[ply] = noCapturePlies;
        int taken = Piece.NONE;
        boolean restartsCount = false;
        if (from != to) {
            taken = board[to];
            if (taken != Piece.NONE) {
                remove(to);
            }
            int p = remove(from);
            put(to, Move.isPromotion(move) ? Piece.code(side, Move.promotion(move)) : p);
            if (Piece.isType(p, PieceType.GENERAL)) {
                general[side] = to;
            }
            restartsCount = taken != Piece.NONE
                    || (rules.soldierAdvanceResetsCount
                            && Piece.isType(p, PieceType.SOLDIER)
                            && Square.rank(from) != Square.rank(to));
        }
        noCapturePlies = restartsCount ? 0 : noCapturePlies + 1;
        moves[ply] = move;
        captured[ply] = taken;
        ply++;
        side ^= 1;
        key ^= Zobrist.HAN_TO_MOVE;
        facing[ply] = generalsFacing();
        keys[ply] = key;
    }

    /** Takes back the last move. */
    public void undo() {
        if (ply == 0) {
            throw new IllegalStateException("no move to undo");
        }
        ply--;
        side ^= 1;
        key ^= Zobrist.HAN_TO_MOVE;
        int move = moves[ply];
        int from = Move.from(move);
        int to = Move.to(move);
        if (from != to) {
            int p = remove(to);
            if (Move.isPromotion(move)) {
                p = Piece.code(side, PieceType.SOLDIER);
            }
            put(from, p);
            if (Piece.isType(p, PieceType.GENERAL)) {
                general[side] = from;
            }
            if (captured[ply] != Piece.NONE) {
                put(to, captured[ply]);
            }
        }
        noCapturePlies = clocks[ply];
    }

    private void put(int sq, int p) {
        board[sq] = p;
        Points.add(occupancy, Points.WORDS * Piece.sideIndex(p), sq);
        key ^= Zobrist.PIECE_SQUARE[p][sq];
        points[Piece.sideIndex(p)] += PieceType.of(p).points;
    }

    private int remove(int sq) {
        int p = board[sq];
        board[sq] = Piece.NONE;
        Points.remove(occupancy, Points.WORDS * Piece.sideIndex(p), sq);
        key ^= Zobrist.PIECE_SQUARE[p][sq];
        points[Piece.sideIndex(p)] -= PieceType.of(p).points;
        return p;
    }

    private void ensureCapacity() {
        if (ply + 1 >= moves.length) {
            int n = moves.length * 2;
            moves = Arrays.copyOf(moves, n);
            captured = Arrays.copyOf(captured, n);
            clocks = Arrays.copyOf(clocks, n);
            facing = Arrays.copyOf(facing, n + 1);
            keys = Arrays.copyOf(keys, n + 1);
        }
    }

    // ---- legal moves ---------------------------------------------------------------------

    /** Largest number of moves a position can have, with room to spare. */
    public static final int MAX_MOVES = 256;

    /** All legal moves, in generation order. */
    public int[] legalMoves() {
        int[] buf = new int[MAX_MOVES];
        return Arrays.copyOf(buf, generateLegal(buf, 0));
    }

    public boolean isLegal(int move) {
        for (int m : legalMoves()) {
            if (m == move) {
                return true;
            }
        }
        return false;
    }

    /** Writes the legal moves into {@code out} from {@code start}; returns the end index. */
    public int generateLegal(int[] out, int start) {
        if (endedByRule()) {
            return start;
        }
        return filterLegal(out, start, MoveGenerator.pseudoLegal(this, side, out, start), true);
    }

    /**
     * Keeps the legal moves among the pseudo-legal {@code out[start..end)}, in order; the pass,
     * if present and {@code withPass}, is judged last because it may depend on the others.
     */
    private int filterLegal(int[] out, int start, int end, boolean withPass) {
        int g = general[side];
        boolean checked = inCheck();
        boolean mustBreak = bikjangAt(ply);
        int n = start;
        int pass = Move.NONE;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int from = Move.from(m);
            int to = Move.to(m);
            if (from == to) {
                pass = m;
            } else if (from != g && !checked && !mustBreak) {
                if (!opensLineTo(g, from, to)) {
                    out[n++] = m;
                }
            } else if (from != g
                    && !mustBreak
                    && board[to] == Piece.NONE
                    && !Exposure.touches(g, from)
                    && !Exposure.touches(g, to)) {
                // In check, a move that takes nothing and touches no line onto the general leaves every attack
                // standing.
                continue;
            } else if (safeAfter(from, to, mustBreak)) {
                out[n++] = m;
            }
        }
        if (rules.freeGuards && !checked) {
            n = banzai(out, start, n);
        }
        if (withPass && pass != Move.NONE && passAllowed(checked, mustBreak, n > start)) {
            out[n++] = pass;
        }
        return n;
    }

    /**
     * Banzai: if among the legal moves {@code out[start..end)} a guard outside its own palace
     * captures, only such captures remain; returns the new end. Not applied in check (getting
     * out of check comes first), and a capture the general's safety forbids obliges nothing.
     */
    private int banzai(int[] out, int start, int end) {
        int n = start;
        for (int i = start; i < end; i++) {
            if (isBanzaiCapture(out[i])) {
                out[n++] = out[i];
            }
        }
        return n > start ? n : end;
    }

    private boolean isBanzaiCapture(int move) {
        int from = Move.from(move);
        return board[Move.to(move)] != Piece.NONE
                && Piece.isType(board[from], PieceType.GUARD)
                && !Palace.contains(side, from);
    }

    /**
     * The points of the side to move's guards in banzai, which must capture now; empty when
     * the rule set has no banzai, the side is in check, or no guard outside its palace can capture.
     */
    public int[] banzaiGuards() {
        if (!rules.freeGuards || inCheck()) {
            return new int[0];
        }
        int[] legal = legalMoves();
        if (legal.length == 0 || !isBanzaiCapture(legal[0])) {
            return new int[0];
        }
        return Arrays.stream(legal).map(Move::from).distinct().sorted().toArray();
    }

    /** Writes the legal captures into {@code out} from {@code start}; returns the end index. */
    public int generateLegalCaptures(int[] out, int start) {
        if (endedByRule()) {
            return start;
        }
        return filterLegal(out, start, MoveGenerator.pseudoCaptures(this, side, out, start), false);
    }

    private boolean passAllowed(boolean checked, boolean mustBreak, boolean otherMoves) {
        return switch (rules.passing) {
            case ANY_TURN -> mustBreak || !checked;
            // Fairy-Stockfish's kingPassOnStalemate: without check, only when stuck; in check, only in bikjang.
            case WHEN_NO_OTHER_MOVE -> checked ? mustBreak : !otherMoves;
            case NEVER -> false;
        };
    }

    /** Tries the move on the board: is the mover's general safe, and the facing rule kept? */
    private boolean safeAfter(int from, int to, boolean mustBreak) {
        int g = from == general[side] ? to : general[side];
        return !attackedWith(from, to, g, mustBreak || rules.facing == RuleSet.Facing.FORBIDDEN);
    }

    /**
     * With the move {@code from}-{@code to} tried on the board: whether the opponent attacks
     * {@code target}, or (with {@code facingCounts}) {@code target} faces the opponent's general.
     */
    private boolean attackedWith(int from, int to, int target, boolean facingCounts) {
        int taken = tryOnBoard(from, to);
        boolean hit = attacked(target, side ^ 1) || facingCounts && openBetween(target, general[side ^ 1]);
        takeBack(from, to, taken);
        return hit;
    }

    /**
     * Moves the piece on {@code from} to {@code to} on the board alone (no key, clocks or
     * history, nor the occupancy: nothing that lists the pieces may run before {@link #takeBack}),
     * for a test of the position after it; returns what stood on {@code to}.
     */
    int tryOnBoard(int from, int to) {
        int taken = board[to];
        board[to] = board[from];
        board[from] = Piece.NONE;
        return taken;
    }

    /** Undoes {@link #tryOnBoard}. */
    void takeBack(int from, int to, int taken) {
        board[from] = board[to];
        board[to] = taken;
    }

    /**
     * With the general on {@code g} not attacked: whether the move {@code from}-{@code to} (not
     * the general's) lets the opponent attack it, or face it where facing is forbidden. Only the
     * lines through the move's two points can have changed, so only those are looked at.
     */
    private boolean opensLineTo(int g, int from, int to) {
        if (!Exposure.touches(g, from) && !Exposure.touches(g, to)) {
            return false;
        }
        int taken = tryOnBoard(from, to);
        int them = side ^ 1;
        boolean hit = exposedThrough(g * Square.COUNT + from, them)
                || exposedThrough(g * Square.COUNT + to, them)
                || rules.facing == RuleSet.Facing.FORBIDDEN && openBetween(g, general[them]);
        takeBack(from, to, taken);
        return hit;
    }

    /** Whether side {@code by} attacks a general along the {@link Exposure} lines at {@code index}. */
    private boolean exposedThrough(int index, int by) {
        return ridersAttack(rules.exposedRiderRays[index], by)
                || leapersAttack(Exposure.HORSE_ROUTES[index], Exposure.ELEPHANT_ROUTES[index], by);
    }

    /** Whether a chariot or cannon of side {@code by} attacks along one of the rays. */
    private boolean ridersAttack(int[][] rays, int by) {
        int chariot = Piece.code(by, PieceType.CHARIOT);
        int cannon = Piece.code(by, PieceType.CANNON);
        for (int[] ray : rays) {
            if (riderOn(ray, chariot, cannon) != Square.NONE) {
                return true;
            }
        }
        return false;
    }

    /** Whether a horse or elephant of side {@code by} attacks along one of its routes (as {@link Leaper#attackerRoutes}). */
    private boolean leapersAttack(int[] horseRoutes, int[] elephantRoutes, int by) {
        return leaperOn(horseRoutes, Leaper.HORSE, Piece.code(by, PieceType.HORSE)) != Square.NONE
                || leaperOn(elephantRoutes, Leaper.ELEPHANT, Piece.code(by, PieceType.ELEPHANT)) != Square.NONE;
    }

    /** Whether {@code a} and {@code b} share a file with only empty points between them. */
    boolean openBetween(int a, int b) {
        if (Square.file(a) != Square.file(b)) {
            return false;
        }
        int lo = Math.min(a, b);
        int hi = Math.max(a, b);
        for (int sq = lo + Square.FILES; sq < hi; sq += Square.FILES) {
            if (board[sq] != Piece.NONE) {
                return false;
            }
        }
        return true;
    }

    /** Whether a piece of side {@code by} attacks point {@code target}. */
    public boolean attacked(int target, Side by) {
        return attacked(target, by.ordinal());
    }

    boolean attacked(int target, int by) {
        return ridersAttack(rules.riderRays[target], by) || closeAttacks(target, by);
    }

    /** Whether a piece of side {@code by} other than a chariot or cannon attacks point {@code target}. */
    private boolean closeAttacks(int target, int by) {
        return leapersAttack(Leaper.HORSE.attackerRoutes[target], Leaper.ELEPHANT.attackerRoutes[target], by)
                || pieceOn(Soldier.attackers(by, target, rules.palaceDiagonals), Piece.code(by, PieceType.SOLDIER))
                        != Square.NONE
                || palaceStepperOn(target, by, PieceType.GUARD) != Square.NONE
                || palaceStepperOn(target, by, PieceType.GENERAL) != Square.NONE;
    }

    /**
     * The point of the cheapest piece of side {@code by} that attacks {@code target}, by
     * {@code valueByType} (per {@link PieceType} ordinal), or {@link Square#NONE}. Unlike
     * {@link #attacked}, no cannon counts against a cannon standing on {@code target}: it may not take it.
     */
    int cheapestAttacker(int target, int by, int[] valueByType) {
        int chariot = Piece.code(by, PieceType.CHARIOT);
        int cannon = Piece.isType(board[target], PieceType.CANNON) ? NO_PIECE : Piece.code(by, PieceType.CANNON);
        int best = Square.NONE;
        for (int[] ray : rules.riderRays[target]) {
            int i = nextPiece(ray, 0);
            if (i == ray.length) {
                continue;
            }
            if (board[ray[i]] == chariot) {
                best = cheaper(best, ray[i], valueByType);
            }
            // The chariot may screen a cannon behind it, which would be the cheaper attacker.
            best = cheaper(best, cannonBehind(ray, i, cannon), valueByType);
        }
        best = cheaper(
                best,
                leaperOn(Leaper.HORSE.attackerRoutes[target], Leaper.HORSE, Piece.code(by, PieceType.HORSE)),
                valueByType);
        best = cheaper(
                best,
                leaperOn(Leaper.ELEPHANT.attackerRoutes[target], Leaper.ELEPHANT, Piece.code(by, PieceType.ELEPHANT)),
                valueByType);
        best = cheaper(
                best,
                pieceOn(Soldier.attackers(by, target, rules.palaceDiagonals), Piece.code(by, PieceType.SOLDIER)),
                valueByType);
        best = cheaper(best, palaceStepperOn(target, by, PieceType.GUARD), valueByType);
        return cheaper(best, palaceStepperOn(target, by, PieceType.GENERAL), valueByType);
    }

    /** A code no point holds, for a piece that must not be found. */
    private static final int NO_PIECE = -1;

    /** Of two points holding pieces (or {@link Square#NONE}), the one with the cheaper piece. */
    private int cheaper(int a, int b, int[] valueByType) {
        if (a == Square.NONE || b == Square.NONE) {
            return a == Square.NONE ? b : a;
        }
        return valueByType[Piece.typeIndex(board[b])] < valueByType[Piece.typeIndex(board[a])] ? b : a;
    }

    /**
     * The point from which side {@code by}'s guard or general ({@code type}) attacks {@code target},
     * or {@link Square#NONE}: along a palace line inside its own palace; in KRC a guard from any
     * neighbouring point, the general from one inside its palace.
     */
    private int palaceStepperOn(int target, int by, PieceType type) {
        int code = Piece.code(by, type);
        if (rules.freeGuards) {
            return type == PieceType.GUARD || Palace.contains(by, target)
                    ? pieceOn(Palace.NEIGHBOURS[target], code)
                    : Square.NONE;
        }
        return Palace.contains(by, target) ? pieceOn(Palace.LINE_STEPS[target], code) : Square.NONE;
    }

    /** The first of {@code points} that holds {@code piece}, or {@link Square#NONE}. */
    private int pieceOn(int[] points, int piece) {
        for (int sq : points) {
            if (board[sq] == piece) {
                return sq;
            }
        }
        return Square.NONE;
    }

    /**
     * The point of a leaper coded {@code code} at the far end of one of {@code routes} ({@code
     * leaper}'s routes laid end to end) with every leg empty, or {@link Square#NONE}.
     */
    private int leaperOn(int[] routes, Leaper leaper, int code) {
        for (int end = leaper.routeLength - 1; end < routes.length; end += leaper.routeLength) {
            if (board[routes[end]] == code && leaper.legsEmpty(board, routes, end)) {
                return routes[end];
            }
        }
        return Square.NONE;
    }

    /**
     * The point of the rider that attacks along the ray, or {@link Square#NONE}: a chariot hits the
     * first piece on the ray; a cannon the first after one non-cannon screen.
     */
    private int riderOn(int[] ray, int chariot, int cannon) {
        int i = nextPiece(ray, 0);
        if (i == ray.length) {
            return Square.NONE;
        }
        return board[ray[i]] == chariot ? ray[i] : cannonBehind(ray, i, cannon);
    }

    /** The point of a cannon coded {@code cannon} that attacks along the ray over the piece at index {@code screen}, or {@link Square#NONE}. */
    private int cannonBehind(int[] ray, int screen, int cannon) {
        if (Piece.isType(board[ray[screen]], PieceType.CANNON)) {
            return Square.NONE;
        }
        int i = nextPiece(ray, screen + 1);
        return i < ray.length && board[ray[i]] == cannon ? ray[i] : Square.NONE;
    }

    /** The index of the first piece on the ray from index {@code i} on, or the ray's length if there is none. */
    private int nextPiece(int[] ray, int i) {
        while (i < ray.length && board[ray[i]] == Piece.NONE) {
            i++;
        }
        return i;
    }
}
