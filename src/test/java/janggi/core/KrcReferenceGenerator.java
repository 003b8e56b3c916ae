package janggi.core;

import java.util.ArrayList;
import java.util.List;

/**
 * A deliberately simple, slow move generator for Korean Random Chess, written from the rules
 * (docs/rules.md, Korean Random Chess) without any of the core's tables or
 * shortcuts, to check {@link Position} against. It copies the board for every trial move and
 * finds checks by generating all the opponent's moves.
 */
final class KrcReferenceGenerator {
    private static final int FILES = 9;
    private static final int RANKS = 10;
    private static final int[][] ORTHOGONAL = {{0, 1}, {0, -1}, {1, 0}, {-1, 0}};
    private static final PieceType[] PROMOTABLE = {
        PieceType.GUARD, PieceType.ELEPHANT, PieceType.HORSE, PieceType.CHARIOT, PieceType.CANNON
    };

    /** A move as the reference sees it; {@code promotion} is null when the soldier stays one. */
    record RefMove(int fromFile, int fromRank, int toFile, int toRank, PieceType promotion) {
        int encoded() {
            int from = Square.of(fromFile, fromRank);
            int to = Square.of(toFile, toRank);
            return promotion == null ? Move.of(from, to) : Move.of(from, to, promotion);
        }
    }

    /** {@code side[f][r]} is null on an empty point. */
    private final Side[][] side = new Side[FILES][RANKS];

    private final PieceType[][] type = new PieceType[FILES][RANKS];
    private Side toMove;

    KrcReferenceGenerator(Position pos) {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = pos.pieceAt(sq);
            if (p != Piece.NONE) {
                side[sq % FILES][sq / FILES] = Piece.side(p);
                type[sq % FILES][sq / FILES] = Piece.type(p);
            }
        }
        toMove = pos.sideToMove();
    }

    private KrcReferenceGenerator(KrcReferenceGenerator other) {
        for (int f = 0; f < FILES; f++) {
            side[f] = other.side[f].clone();
            type[f] = other.type[f].clone();
        }
        toMove = other.toMove;
    }

    long perft(int depth) {
        List<RefMove> moves = legalMoves();
        if (depth == 1) {
            return moves.size();
        }
        long total = 0;
        for (RefMove m : moves) {
            total += after(m).perft(depth - 1);
        }
        return total;
    }

    KrcReferenceGenerator after(RefMove m) {
        KrcReferenceGenerator next = new KrcReferenceGenerator(this);
        next.side[m.toFile][m.toRank] = toMove;
        next.type[m.toFile][m.toRank] = m.promotion == null ? type[m.fromFile][m.fromRank] : m.promotion;
        next.side[m.fromFile][m.fromRank] = null;
        next.type[m.fromFile][m.fromRank] = null;
        next.toMove = toMove.opponent();
        return next;
    }

    List<RefMove> legalMoves() {
        List<RefMove> legal = new ArrayList<>();
        for (RefMove m : movesOf(toMove)) {
            KrcReferenceGenerator next = after(m);
            if (!next.generalAttacked(toMove) && !next.generalsFace()) {
                legal.add(m);
            }
        }
        if (generalAttacked(toMove)) {
            return legal;
        }
        List<RefMove> banzai = new ArrayList<>();
        for (RefMove m : legal) {
            boolean guard = type[m.fromFile][m.fromRank] == PieceType.GUARD;
            boolean capture = side[m.toFile][m.toRank] != null;
            if (guard && capture && !inPalace(toMove, m.fromFile, m.fromRank)) {
                banzai.add(m);
            }
        }
        return banzai.isEmpty() ? legal : banzai;
    }

    boolean generalAttacked(Side s) {
        for (RefMove m : movesOf(s.opponent())) {
            if (type[m.toFile][m.toRank] == PieceType.GENERAL && side[m.toFile][m.toRank] == s) {
                return true;
            }
        }
        return false;
    }

    private boolean generalsFace() {
        for (int f = 0; f < FILES; f++) {
            Side lastGeneral = null;
            for (int r = 0; r < RANKS; r++) {
                if (type[f][r] == PieceType.GENERAL) {
                    if (lastGeneral != null) {
                        return true;
                    }
                    lastGeneral = side[f][r];
                } else if (type[f][r] != null) {
                    lastGeneral = null;
                }
            }
        }
        return false;
    }

    private static boolean inPalace(Side s, int f, int r) {
        int low = s == Side.CHO ? 0 : 7;
        return f >= 3 && f <= 5 && r >= low && r <= low + 2;
    }

    private static boolean onBoard(int f, int r) {
        return f >= 0 && f < FILES && r >= 0 && r < RANKS;
    }

    /** Every move of {@code s}'s pieces by their movement alone. */
    private List<RefMove> movesOf(Side s) {
        List<RefMove> out = new ArrayList<>();
        for (int f = 0; f < FILES; f++) {
            for (int r = 0; r < RANKS; r++) {
                if (side[f][r] != s) {
                    continue;
                }
                switch (type[f][r]) {
                    case GENERAL, GUARD -> {
                        for (int df = -1; df <= 1; df++) {
                            for (int dr = -1; dr <= 1; dr++) {
                                boolean stays = type[f][r] == PieceType.GUARD || inPalace(s, f + df, r + dr);
                                if ((df != 0 || dr != 0) && stays) {
                                    add(out, s, f, r, f + df, r + dr);
                                }
                            }
                        }
                    }
                    case HORSE, ELEPHANT -> {
                        int diagonalSteps = type[f][r] == PieceType.HORSE ? 1 : 2;
                        for (int[] o : ORTHOGONAL) {
                            for (int turn = -1; turn <= 1; turn += 2) {
                                leap(out, s, f, r, o, turn, diagonalSteps);
                            }
                        }
                    }
                    case CHARIOT -> {
                        for (int[] o : ORTHOGONAL) {
                            int tf = f + o[0];
                            int tr = r + o[1];
                            while (onBoard(tf, tr) && side[tf][tr] == null) {
                                add(out, s, f, r, tf, tr);
                                tf += o[0];
                                tr += o[1];
                            }
                            add(out, s, f, r, tf, tr);
                        }
                    }
                    case CANNON -> {
                        for (int[] o : ORTHOGONAL) {
                            int tf = f + o[0];
                            int tr = r + o[1];
                            while (onBoard(tf, tr) && side[tf][tr] == null) {
                                tf += o[0];
                                tr += o[1];
                            }
                            if (!onBoard(tf, tr) || type[tf][tr] == PieceType.CANNON) {
                                continue;
                            }
                            tf += o[0];
                            tr += o[1];
                            while (onBoard(tf, tr) && side[tf][tr] == null) {
                                add(out, s, f, r, tf, tr);
                                tf += o[0];
                                tr += o[1];
                            }
                            if (onBoard(tf, tr) && type[tf][tr] != PieceType.CANNON) {
                                add(out, s, f, r, tf, tr);
                            }
                        }
                    }
                    case SOLDIER -> {
                        int forward = s == Side.CHO ? 1 : -1;
                        add(out, s, f, r, f, r + forward);
                        add(out, s, f, r, f - 1, r);
                        add(out, s, f, r, f + 1, r);
                    }
                }
            }
        }
        return out;
    }

    private void leap(List<RefMove> out, Side s, int f, int r, int[] o, int turn, int diagonalSteps) {
        int cf = f + o[0];
        int cr = r + o[1];
        int df = o[0] == 0 ? turn : o[0];
        int dr = o[1] == 0 ? turn : o[1];
        for (int i = 0; i < diagonalSteps; i++) {
            if (!onBoard(cf, cr) || side[cf][cr] != null) {
                return;
            }
            cf += df;
            cr += dr;
        }
        add(out, s, f, r, cf, cr);
    }

    /** Adds the move if the target is on the board and not the mover's own piece, promoting a soldier on the last row. */
    private void add(List<RefMove> out, Side s, int f, int r, int tf, int tr) {
        if (!onBoard(tf, tr) || side[tf][tr] == s) {
            return;
        }
        int lastRank = s == Side.CHO ? RANKS - 1 : 0;
        if (type[f][r] == PieceType.SOLDIER && tr == lastRank) {
            boolean promoted = false;
            for (PieceType t : PROMOTABLE) {
                if (count(s, t) < 2) {
                    out.add(new RefMove(f, r, tf, tr, t));
                    promoted = true;
                }
            }
            if (promoted) {
                return;
            }
        }
        out.add(new RefMove(f, r, tf, tr, null));
    }

    private int count(Side s, PieceType t) {
        int n = 0;
        for (int f = 0; f < FILES; f++) {
            for (int r = 0; r < RANKS; r++) {
                if (side[f][r] == s && type[f][r] == t) {
                    n++;
                }
            }
        }
        return n;
    }
}
