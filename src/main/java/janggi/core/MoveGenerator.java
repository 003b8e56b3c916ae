package janggi.core;

/**
 * Pseudo-legal moves: how each piece moves, ignoring whether its own general is left attacked
 * ({@link Position#generateLegal} filters those). A pass is included whenever the rule set
 * knows passing at all; the position decides whether it is allowed now.
 */
final class MoveGenerator {
    private MoveGenerator() {}

    static int pseudoLegal(Position pos, int side, int[] out, int start) {
        return generate(pos, side, out, start, true);
    }

    /**
     * The pseudo-legal captures alone, in the order {@link #pseudoLegal} lists them: the
     * quiescence search asks for nothing else, and skipping the quiet moves spares writing most moves.
     */
    static int pseudoCaptures(Position pos, int side, int[] out, int start) {
        return generate(pos, side, out, start, false);
    }

    /** @param quiets whether moves onto empty points (and the pass) are listed too */
    private static int generate(Position pos, int side, int[] out, int start, boolean quiets) {
        int[] board = pos.board;
        RuleSet rules = pos.rules;
        boolean diagonals = rules.palaceDiagonals;
        int[][][] riderRays = rules.riderRays;
        int[][] generalSteps = rules.generalSteps;
        int[][] guardSteps = rules.guardSteps;
        int n = start;
        for (int word = 0; word < Points.WORDS; word++) {
            for (long bits = pos.occupancy[Points.WORDS * side + word]; bits != 0; bits &= bits - 1) {
                int from = Points.lowest(word, bits);
                switch (Piece.type(board[from])) {
                    case GENERAL -> n = steps(board, side, from, generalSteps[from], quiets, out, n);
                    case GUARD -> n = steps(board, side, from, guardSteps[from], quiets, out, n);
                    case HORSE -> n = leaps(board, side, from, Leaper.HORSE, quiets, out, n);
                    case ELEPHANT -> n = leaps(board, side, from, Leaper.ELEPHANT, quiets, out, n);
                    case CHARIOT -> {
                        for (int[] ray : riderRays[from]) {
                            n = slide(board, side, from, ray, quiets, out, n);
                        }
                    }
                    case CANNON -> {
                        for (int[] ray : riderRays[from]) {
                            n = jump(board, side, from, ray, quiets, out, n);
                        }
                    }
                    case SOLDIER -> n = steps(board, side, from, Soldier.steps(side, from, diagonals), quiets, out, n);
                }
            }
        }
        if (rules.promotion) {
            n = promotions(board, side, out, start, n);
        }
        if (quiets && rules.passing != RuleSet.Passing.NEVER) {
            int g = pos.generalSquare(side == 0 ? Side.CHO : Side.HAN);
            out[n++] = Move.of(g, g);
        }
        return n;
    }

    /** Whether a piece of {@code side} may land on {@code sq}: an enemy there, or (with {@code quiets}) no one. */
    private static boolean target(int[] board, int side, int sq, boolean quiets) {
        int q = board[sq];
        return q == Piece.NONE ? quiets : Piece.sideIndex(q) != side;
    }

    private static int steps(int[] board, int side, int from, int[] targets, boolean quiets, int[] out, int n) {
        for (int to : targets) {
            if (target(board, side, to, quiets)) {
                out[n++] = Move.of(from, to);
            }
        }
        return n;
    }

    /**
     * Replaces each soldier move onto the last row in {@code out[start..end)} by one move per
     * captured piece type it may become, if any; returns the new end. Kept out of the piece loop
     * so that rule sets without promotion pay nothing.
     */
    private static int promotions(int[] board, int side, int[] out, int start, int end) {
        int lastRank = side == 0 ? Square.RANKS - 1 : 0;
        int soldier = Piece.code(side, PieceType.SOLDIER);
        PieceType[] pool = null;
        int n = end;
        for (int i = start; i < end; i++) {
            int m = out[i];
            if (Square.rank(Move.to(m)) != lastRank || board[Move.from(m)] != soldier) {
                continue;
            }
            if (pool == null) {
                pool = capturedTypes(board, side);
            }
            if (pool.length > 0) {
                out[i] = Move.of(Move.from(m), Move.to(m), pool[0]);
                for (int k = 1; k < pool.length; k++) {
                    out[n++] = Move.of(Move.from(m), Move.to(m), pool[k]);
                }
            }
        }
        return n;
    }

    private static final PieceType[] PROMOTABLE = {
        PieceType.GUARD, PieceType.ELEPHANT, PieceType.HORSE, PieceType.CHARIOT, PieceType.CANNON
    };
    /** How many of each promotable type an army starts with. */
    private static final int ARMY_COUNT = 2;

    /** The types of {@code side}'s captured pieces a soldier may become: fewer than two on the board. */
    static PieceType[] capturedTypes(int[] board, int side) {
        int[] count = new int[PieceType.values().length];
        for (int p : board) {
            if (p != Piece.NONE && Piece.sideIndex(p) == side) {
                count[Piece.typeIndex(p)]++;
            }
        }
        PieceType[] out = new PieceType[PROMOTABLE.length];
        int k = 0;
        for (PieceType t : PROMOTABLE) {
            if (count[t.ordinal()] < ARMY_COUNT) {
                out[k++] = t;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    private static int leaps(int[] board, int side, int from, Leaper leaper, boolean quiets, int[] out, int n) {
        int[] routes = leaper.routesEndToEnd(from);
        for (int end = leaper.routeLength - 1; end < routes.length; end += leaper.routeLength) {
            if (leaper.legsEmpty(board, routes, end) && target(board, side, routes[end], quiets)) {
                out[n++] = Move.of(from, routes[end]);
            }
        }
        return n;
    }

    /** Chariot: every empty point up to the first piece, which it takes if it is an enemy. */
    private static int slide(int[] board, int side, int from, int[] ray, boolean quiets, int[] out, int n) {
        for (int to : ray) {
            int q = board[to];
            if (q == Piece.NONE) {
                if (quiets) {
                    out[n++] = Move.of(from, to);
                }
            } else {
                if (Piece.sideIndex(q) != side) {
                    out[n++] = Move.of(from, to);
                }
                break;
            }
        }
        return n;
    }

    /**
     * Cannon: jumps exactly one screen that is not a cannon, then lands on any empty point
     * beyond it or takes the first piece beyond it, unless that piece is a cannon or its own.
     */
    private static int jump(int[] board, int side, int from, int[] ray, boolean quiets, int[] out, int n) {
        int i = 0;
        while (i < ray.length && board[ray[i]] == Piece.NONE) {
            i++;
        }
        if (i == ray.length || Piece.isType(board[ray[i]], PieceType.CANNON)) {
            return n;
        }
        for (i++; i < ray.length; i++) {
            int q = board[ray[i]];
            if (q == Piece.NONE) {
                if (quiets) {
                    out[n++] = Move.of(from, ray[i]);
                }
            } else {
                if (Piece.sideIndex(q) != side && !Piece.isType(q, PieceType.CANNON)) {
                    out[n++] = Move.of(from, ray[i]);
                }
                break;
            }
        }
        return n;
    }
}
