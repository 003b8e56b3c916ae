package janggi.core;

import java.util.Arrays;

/**
 * Which moves a position has: how each piece moves (the pseudo-legal moves), and which of those
 * are legal. Both live here so that one file answers "which moves"; the position holds the state
 * and makes and undoes the moves, and {@link Attacks} answers whether a point is attacked.
 *
 * <p>Legal moves follow Fairy-Stockfish exactly, so that perft counts agree: a pass is legal when
 * the rule set allows one and the general is not in check, or at any time during bikjang; during
 * bikjang every other move must break the facing; and after two passes in a row, or a pass that
 * leaves bikjang standing, there are no legal moves at all (the game is over). Korean Random Chess
 * adds banzai, which narrows the legal moves to the captures of guards abroad (see
 * {@link #banzaiGuards}), and promotions, one move per piece a soldier may become. The rules are
 * set out in docs/rules.md, sections Passing, Bikjang and Korean Random Chess.
 */
final class MoveGenerator {
    private MoveGenerator() {}

    // ---- legal moves ---------------------------------------------------------------------

    /** Writes the legal moves of the side to move into {@code out} from {@code start}; returns the end index. */
    static int legal(Position pos, int[] out, int start) {
        if (pos.endedByRule()) {
            return start;
        }
        return filterLegal(pos, out, start, pseudoLegal(pos, pos.side(), out, start), true);
    }

    /** Writes the legal captures of the side to move into {@code out} from {@code start}; returns the end index. */
    static int legalCaptures(Position pos, int[] out, int start) {
        if (pos.endedByRule()) {
            return start;
        }
        return filterLegal(pos, out, start, pseudoCaptures(pos, pos.side(), out, start), false);
    }

    /**
     * Keeps the legal moves among the pseudo-legal {@code out[start..end)}, in order; the pass,
     * if present and {@code withPass}, is judged last because it may depend on the others.
     */
    private static int filterLegal(Position pos, int[] out, int start, int end, boolean withPass) {
        int[] board = pos.board;
        RuleSet rules = pos.rules;
        int side = pos.side();
        int g = pos.general(side);
        boolean checked = pos.inCheck();
        boolean mustBreak = pos.bikjang();
        int n = start;
        int pass = Move.NONE;
        for (int i = start; i < end; i++) {
            int m = out[i];
            int from = Move.from(m);
            int to = Move.to(m);
            if (from == to) {
                pass = m;
            } else if (from != g && !checked && !mustBreak) {
                if (!opensLineTo(pos, g, from, to)) {
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
            } else if (safeAfter(pos, from, to, mustBreak)) {
                out[n++] = m;
            }
        }
        if (rules.freeGuards && !checked) {
            n = banzai(pos, out, start, n);
        }
        if (withPass && pass != Move.NONE && passAllowed(rules, checked, mustBreak, n > start)) {
            out[n++] = pass;
        }
        return n;
    }

    /**
     * With the general on {@code g} not attacked: whether the move {@code from}-{@code to} (not
     * the general's) lets the opponent attack it, or face it where facing is forbidden. Only the
     * lines through the move's two points can have changed, so only those are looked at.
     */
    private static boolean opensLineTo(Position pos, int g, int from, int to) {
        if (!Exposure.touches(g, from) && !Exposure.touches(g, to)) {
            return false;
        }
        int taken = pos.tryOnBoard(from, to);
        int them = pos.side() ^ 1;
        boolean hit = pos.attacks.exposedThrough(g, from, to, them)
                || pos.rules.facing == RuleSet.Facing.FORBIDDEN && pos.attacks.openBetween(g, pos.general(them));
        pos.takeBack(from, to, taken);
        return hit;
    }

    /**
     * Tries the move on the board: is the mover's general safe afterwards, and (in bikjang, or
     * where facing is forbidden) not left facing the other general?
     */
    private static boolean safeAfter(Position pos, int from, int to, boolean mustBreak) {
        int side = pos.side();
        int g = from == pos.general(side) ? to : pos.general(side);
        boolean facingCounts = mustBreak || pos.rules.facing == RuleSet.Facing.FORBIDDEN;
        int taken = pos.tryOnBoard(from, to);
        boolean hit =
                pos.attacks.attacked(g, side ^ 1) || facingCounts && pos.attacks.openBetween(g, pos.general(side ^ 1));
        pos.takeBack(from, to, taken);
        return !hit;
    }

    private static boolean passAllowed(RuleSet rules, boolean checked, boolean mustBreak, boolean otherMoves) {
        return switch (rules.passing) {
            case ANY_TURN -> mustBreak || !checked;
            // Fairy-Stockfish's kingPassOnStalemate: without check, only when stuck; in check, only in bikjang.
            case WHEN_NO_OTHER_MOVE -> checked ? mustBreak : !otherMoves;
            case NEVER -> false;
        };
    }

    /**
     * Banzai: if among the legal moves {@code out[start..end)} a guard outside its own palace
     * captures, only such captures remain; returns the new end. Not applied in check (getting
     * out of check comes first), and a capture the general's safety forbids obliges nothing.
     */
    private static int banzai(Position pos, int[] out, int start, int end) {
        int n = start;
        for (int i = start; i < end; i++) {
            if (isBanzaiCapture(pos, out[i])) {
                out[n++] = out[i];
            }
        }
        return n > start ? n : end;
    }

    private static boolean isBanzaiCapture(Position pos, int move) {
        int from = Move.from(move);
        return pos.board[Move.to(move)] != Piece.NONE
                && Piece.isType(pos.board[from], PieceType.GUARD)
                && !Palace.contains(pos.side(), from);
    }

    /**
     * The points of the side to move's guards in banzai, which must capture now; empty when
     * the rule set has no banzai, the side is in check, or no guard outside its palace can capture.
     */
    static int[] banzaiGuards(Position pos) {
        if (!pos.rules.freeGuards || pos.inCheck()) {
            return new int[0];
        }
        int[] legal = pos.legalMoves();
        if (legal.length == 0 || !isBanzaiCapture(pos, legal[0])) {
            return new int[0];
        }
        return Arrays.stream(legal).map(Move::from).distinct().sorted().toArray();
    }

    // ---- pseudo-legal moves: how each piece moves ----------------------------------------

    /**
     * The pseudo-legal moves of {@code side}: how each piece moves, ignoring whether its own general
     * is left attacked. A pass is included whenever the rule set knows passing at all; the legal
     * filter decides whether it is allowed now.
     */
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

    /** Points of the pieces of {@code by} that attack {@code target}: those with a pseudo-legal move onto it. */
    static int[] attackers(Position pos, int target, int by) {
        int[] buf = new int[Position.MAX_MOVES];
        int n = pseudoLegal(pos, by, buf, 0);
        int[] out = new int[n];
        int k = 0;
        for (int i = 0; i < n; i++) {
            if (Move.to(buf[i]) == target && !Move.isPass(buf[i])) {
                out[k++] = Move.from(buf[i]);
            }
        }
        return Arrays.copyOf(out, k);
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
            int g = pos.general(side);
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
        return Arrays.copyOf(out, k);
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
