package janggi.core;

import java.util.Arrays;

/**
 * A Janggi position under one {@link RuleSet}, with the moves made since it was set up so
 * that they can be undone. Which moves are legal is the {@link MoveGenerator}'s to say, and
 * which pieces attack a point the {@link Attacks}'; the methods here that ask them are the
 * doors the other packages come in by.
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
    /**
     * Per {@link Piece} code, the points holding such pieces: a {@link Points} set in {@code
     * byCode[Points.WORDS * code]} on, so that {@link Attacks} can start from the few pieces of a kind.
     */
    final long[] byCode = new long[Piece.CODES * Points.WORDS];

    final Attacks attacks;

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
        this.attacks = new Attacks(board, byCode, rules);
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

    /**
     * This position, checked as a set-up to play from: the side not to move must not be in check,
     * or the side to move could take a general. Generals facing each other is not check (it is
     * bikjang, or illegal, or the Kings Naked rule, as the rule set says: docs/rules.md).
     *
     * @throws IllegalPositionException when the side not to move is in check, or the generals
     *     face each other where the rules forbid it
     */
    public Position checkedSetUp() {
        if (rules.facing == RuleSet.Facing.FORBIDDEN && generalsFacing()) {
            throw new IllegalPositionException(
                    IllegalPositionException.Problem.FACING_FORBIDDEN,
                    sideToMove(),
                    PieceType.GENERAL,
                    generalSquare(sideToMove()),
                    generalSquare(sideToMove().opponent()),
                    "the generals face each other");
        }
        Side waiting = sideToMove().opponent();
        if (inCheck(waiting)) {
            throw new IllegalPositionException(
                    IllegalPositionException.Problem.NOT_TO_MOVE_IN_CHECK,
                    waiting,
                    PieceType.GENERAL,
                    generalSquare(waiting),
                    Square.NONE,
                    waiting.displayName() + " is in check with " + sideToMove().displayName() + " to move");
        }
        return this;
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
        return MoveGenerator.attackers(this, target, by.ordinal());
    }

    public Side sideToMove() {
        return side == CHO ? Side.CHO : Side.HAN;
    }

    public int generalSquare(Side s) {
        return general[s.ordinal()];
    }

    /** The side to move's {@link Side} ordinal. */
    int side() {
        return side;
    }

    /** The point of the general of the side with ordinal {@code s}. */
    int general(int s) {
        return general[s];
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
            return attacks.attacked(general[side], side ^ 1);
        }
        // Our last move left our general unattacked: a legal move must, and a pass in check
        // (allowed only in bikjang) ends the game. So only the lines through the two points of
        // the reply, and the piece that arrived, can attack it now; a pass changes neither.
        return attacks.attackedThrough(general[side], side ^ 1, Move.from(moves[ply - 1]), Move.to(moves[ply - 1]));
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
        boolean check = attacks.attackedThrough(general[side ^ 1], side, from, to);
        takeBack(from, to, taken);
        return check;
    }

    /** Whether {@code s}'s general is attacked by an enemy piece. */
    public boolean inCheck(Side s) {
        return attacks.attacked(general[s.ordinal()], s.ordinal() ^ 1);
    }

    /** Whether a piece of side {@code by} attacks point {@code target}. */
    public boolean attacked(int target, Side by) {
        return attacks.attacked(target, by.ordinal());
    }

    /** Whether {@code a} and {@code b} share a file with only empty points between them. */
    boolean openBetween(int a, int b) {
        return attacks.openBetween(a, b);
    }

    /** As {@link Attacks#cheapestAttacker}. */
    int cheapestAttacker(int target, int by, int[] valueByType) {
        return attacks.cheapestAttacker(target, by, valueByType);
    }

    /** The two generals on one file with nothing between them. */
    public boolean generalsFacing() {
        return attacks.openBetween(general[CHO], general[HAN]);
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
        Points.add(byCode, Points.WORDS * p, sq);
        key ^= Zobrist.PIECE_SQUARE[p][sq];
        points[Piece.sideIndex(p)] += PieceType.of(p).points;
    }

    private int remove(int sq) {
        int p = board[sq];
        board[sq] = Piece.NONE;
        Points.remove(occupancy, Points.WORDS * Piece.sideIndex(p), sq);
        Points.remove(byCode, Points.WORDS * p, sq);
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
        return MoveGenerator.legal(this, out, start);
    }

    /** Writes the legal captures into {@code out} from {@code start}; returns the end index. */
    public int generateLegalCaptures(int[] out, int start) {
        return MoveGenerator.legalCaptures(this, out, start);
    }

    /**
     * The points of the side to move's guards in banzai, which must capture now; empty when
     * the rule set has no banzai, the side is in check, or no guard outside its palace can capture.
     */
    public int[] banzaiGuards() {
        return MoveGenerator.banzaiGuards(this);
    }

    /**
     * Moves the piece on {@code from} to {@code to} on the board alone (no key, clocks or
     * history, nor the occupancy and {@link #byCode}: nothing that lists the pieces may run before
     * {@link #takeBack}, save as {@link Attacks} notes), for a test of the position after it;
     * returns what stood on {@code to}.
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
}
