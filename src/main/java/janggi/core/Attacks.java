package janggi.core;

/**
 * Which pieces attack a point, read from one position's board: the checks, the general's safety
 * after a move and the static exchange all ask here. Each piece is looked for from the point
 * attacked, along the lines it would come by (chariot and cannon rays, the soldier's and the
 * palace's steps), so that no move is generated; horses and elephants, a few at most, are looked
 * at where they stand, by their one route to the point.
 *
 * <p>The board is the position's own array: a move tried on it ({@link Position#tryOnBoard}) is
 * seen at once. The pieces' points by code ({@link Position#byCode}) do not follow such a move: a
 * piece listed there is looked for on the board, which drops one taken, but one that moved is
 * missed. No question asked here needs it: while one side's move is tried, the other side's
 * pieces are asked about in full (they did not move); the exchange's moves all go onto the point
 * attacked; and after the mover's own move ({@link #attackedThrough}) the chariots and cannons are
 * found on the board, the horses and elephants only by routes with a leg on the move's origin,
 * none of which starts where a leaper could have moved from there.
 */
final class Attacks {
    /** A code no point holds, for a piece that must not be found. */
    private static final int NO_PIECE = -1;

    private static final int[] NO_POINTS = {};

    private static final int[][] NO_RAYS = {};
    /**
     * Per point: the points of its chariot and cannon lines, palace diagonals included, as a
     * {@link Points} set in {@code LINES[Points.WORDS * point]} on.
     */
    private static final long[] LINES = new long[Square.COUNT * Points.WORDS];

    static {
        for (int sq = 0; sq < Square.COUNT; sq++) {
            for (int[] ray : Rays.WITH_PALACE_DIAGONALS[sq]) {
                for (int p : ray) {
                    Points.add(LINES, Points.WORDS * sq, p);
                }
            }
        }
    }

    private final int[] board;
    /** {@link Position#byCode}. */
    private final long[] byCode;

    private final RuleSet rules;

    Attacks(int[] board, long[] byCode, RuleSet rules) {
        this.board = board;
        this.byCode = byCode;
        this.rules = rules;
    }

    /** Whether a piece of side {@code by} attacks point {@code target}. */
    boolean attacked(int target, int by) {
        return ridersOnLines(target, by) && ridersAttack(rules.riderRays[target], by) || closeAttacks(target, by);
    }

    /**
     * With the general on {@code g} unattacked before side {@code by}'s move {@code from}-{@code
     * to}, now on the board: whether side {@code by} attacks it after it. Besides the lines through
     * the move's points, only the piece that moved can attack it anew.
     */
    boolean attackedThrough(int g, int by, int from, int to) {
        return exposedThrough(g, from, to, by) || !isRider(board[to]) && closeAttackFrom(to, g, by);
    }

    /**
     * With the move {@code from}-{@code to} on the board: whether side {@code by} attacks the
     * general on {@code g} along the {@link Exposure} lines through either of the move's points.
     */
    boolean exposedThrough(int g, int from, int to, int by) {
        int left = g * Square.COUNT + from;
        // No route with a leg on the move's destination is open: the piece that moved stands there.
        return ridersAttack(rules.exposedRiderRays[left], by)
                || ridersAttack(rules.exposedRiderRays[g * Square.COUNT + to], by)
                || Exposure.leaperLeg(g, from) && leapersAttack(g, from, by);
    }

    private static boolean isRider(int piece) {
        return Piece.isType(piece, PieceType.CHARIOT) || Piece.isType(piece, PieceType.CANNON);
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

    /**
     * The point of the cheapest piece of side {@code by} that attacks {@code target}, by
     * {@code valueByType} (per {@link PieceType} ordinal), or {@link Square#NONE}. Unlike
     * {@link #attacked}, no cannon counts against a cannon standing on {@code target}: it may not take it.
     */
    int cheapestAttacker(int target, int by, int[] valueByType) {
        int chariot = Piece.code(by, PieceType.CHARIOT);
        int cannon = Piece.isType(board[target], PieceType.CANNON) ? NO_PIECE : Piece.code(by, PieceType.CANNON);
        int best = Square.NONE;
        for (int[] ray : ridersOnLines(target, by) ? rules.riderRays[target] : NO_RAYS) {
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
        best = cheaper(best, leaperOn(target, Leaper.HORSE, Piece.code(by, PieceType.HORSE), Square.NONE), valueByType);
        best = cheaper(
                best, leaperOn(target, Leaper.ELEPHANT, Piece.code(by, PieceType.ELEPHANT), Square.NONE), valueByType);
        best = cheaper(
                best,
                pieceOn(Soldier.attackers(by, target, rules.palaceDiagonals), Piece.code(by, PieceType.SOLDIER)),
                valueByType);
        best = cheaper(best, palaceStepperOn(target, by, PieceType.GUARD), valueByType);
        return cheaper(best, palaceStepperOn(target, by, PieceType.GENERAL), valueByType);
    }

    /** Of two points holding pieces (or {@link Square#NONE}), the one with the cheaper piece. */
    private int cheaper(int a, int b, int[] valueByType) {
        if (a == Square.NONE || b == Square.NONE) {
            return a == Square.NONE ? b : a;
        }
        return valueByType[Piece.typeIndex(board[b])] < valueByType[Piece.typeIndex(board[a])] ? b : a;
    }

    /**
     * Whether side {@code by} has a chariot or cannon listed on one of {@code target}'s lines:
     * often it has none, and then no ray need be walked.
     */
    private boolean ridersOnLines(int target, int by) {
        int chariots = Points.WORDS * Piece.code(by, PieceType.CHARIOT);
        int cannons = Points.WORDS * Piece.code(by, PieceType.CANNON);
        int lines = Points.WORDS * target;
        return ((byCode[chariots] | byCode[cannons]) & LINES[lines]
                        | (byCode[chariots + 1] | byCode[cannons + 1]) & LINES[lines + 1])
                != 0;
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

    /**
     * Whether a horse or elephant of side {@code by} attacks {@code target}; unless {@code through}
     * is {@link Square#NONE}, by a route with a leg there.
     */
    private boolean leapersAttack(int target, int through, int by) {
        return leaperOn(target, Leaper.HORSE, Piece.code(by, PieceType.HORSE), through) != Square.NONE
                || leaperOn(target, Leaper.ELEPHANT, Piece.code(by, PieceType.ELEPHANT), through) != Square.NONE;
    }

    /** Whether a piece of side {@code by} other than a chariot or cannon attacks point {@code target}. */
    private boolean closeAttacks(int target, int by) {
        return leapersAttack(target, Square.NONE, by)
                || pieceOn(Soldier.attackers(by, target, rules.palaceDiagonals), Piece.code(by, PieceType.SOLDIER))
                        != Square.NONE
                || palaceStepperOn(target, by, PieceType.GUARD) != Square.NONE
                || palaceStepperOn(target, by, PieceType.GENERAL) != Square.NONE;
    }

    /**
     * Whether the piece on {@code sq}, neither chariot nor cannon, attacks {@code target} for side
     * {@code by}: {@link #closeAttacks} for that piece alone.
     */
    private boolean closeAttackFrom(int sq, int target, int by) {
        int piece = board[sq];
        if (piece == Piece.NONE || Piece.sideIndex(piece) != by) {
            return false;
        }
        return switch (PieceType.of(piece)) {
            case HORSE -> Leaper.HORSE.attacks(board, sq, target);
            case ELEPHANT -> Leaper.ELEPHANT.attacks(board, sq, target);
            case SOLDIER -> contains(Soldier.attackers(by, target, rules.palaceDiagonals), sq);
            case GUARD, GENERAL -> contains(palaceStepperPoints(target, by, PieceType.of(piece)), sq);
            case CHARIOT, CANNON -> false;
        };
    }

    /**
     * The point from which side {@code by}'s guard or general ({@code type}) attacks {@code target},
     * or {@link Square#NONE}.
     */
    private int palaceStepperOn(int target, int by, PieceType type) {
        return pieceOn(palaceStepperPoints(target, by, type), Piece.code(by, type));
    }

    /**
     * The points from which side {@code by}'s guard or general ({@code type}) would attack {@code
     * target}: along a palace line inside its own palace; in KRC a guard from any neighbouring
     * point, the general from one inside its palace.
     */
    private int[] palaceStepperPoints(int target, int by, PieceType type) {
        if (rules.freeGuards) {
            return type == PieceType.GUARD || Palace.contains(by, target) ? Palace.NEIGHBOURS[target] : NO_POINTS;
        }
        return Palace.contains(by, target) ? Palace.LINE_STEPS[target] : NO_POINTS;
    }

    private static boolean contains(int[] points, int sq) {
        for (int p : points) {
            if (p == sq) {
                return true;
            }
        }
        return false;
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
     * The lowest point of a {@code leaper} coded {@code code} that attacks {@code target} (unless
     * {@code through} is {@link Square#NONE}, by a route with a leg there), or {@link Square#NONE}:
     * only the points that hold such a piece and have a route to the target are looked at, seldom any.
     */
    private int leaperOn(int target, Leaper leaper, int code, int through) {
        for (int word = 0; word < Points.WORDS; word++) {
            long bits = byCode[Points.WORDS * code + word] & leaper.sources[Points.WORDS * target + word];
            for (; bits != 0; bits &= bits - 1) {
                int from = Points.lowest(word, bits);
                if (board[from] == code
                        && (through == Square.NONE || leaper.hasLeg(from, target, through))
                        && leaper.attacks(board, from, target)) {
                    return from;
                }
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
