package janggi.core;

/**
 * Which pieces attack a point, read from one position's board: the checks, the general's safety
 * after a move and the static exchange all ask here. Each piece is looked for from the point
 * attacked, along the lines it would come by (chariot and cannon rays, horse and elephant routes
 * read backwards, the soldier's and the palace's steps), so that no move is generated.
 *
 * <p>The board is the position's own array: a move tried on it ({@link Position#tryOnBoard}) is
 * seen at once.
 */
final class Attacks {
    /** A code no point holds, for a piece that must not be found. */
    private static final int NO_PIECE = -1;

    private final int[] board;
    private final RuleSet rules;

    Attacks(int[] board, RuleSet rules) {
        this.board = board;
        this.rules = rules;
    }

    /** Whether a piece of side {@code by} attacks point {@code target}. */
    boolean attacked(int target, int by) {
        return ridersAttack(rules.riderRays[target], by) || closeAttacks(target, by);
    }

    /**
     * With the general on {@code g} unattacked before the move {@code from}-{@code to}, now on the
     * board: whether side {@code by} attacks it after it.
     */
    boolean attackedThrough(int g, int by, int from, int to) {
        return exposedThrough(g, from, to, by) || !isRider(board[to]) && closeAttacks(g, by);
    }

    /**
     * With the move {@code from}-{@code to} on the board: whether side {@code by} attacks the
     * general on {@code g} along the {@link Exposure} lines through either of the move's points.
     */
    boolean exposedThrough(int g, int from, int to, int by) {
        return exposedThrough(g * Square.COUNT + from, by) || exposedThrough(g * Square.COUNT + to, by);
    }

    /** Whether side {@code by} attacks a general along the {@link Exposure} lines at {@code index}. */
    private boolean exposedThrough(int index, int by) {
        return ridersAttack(rules.exposedRiderRays[index], by)
                || leapersAttack(Exposure.HORSE_ROUTES[index], Exposure.ELEPHANT_ROUTES[index], by);
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

    /** Of two points holding pieces (or {@link Square#NONE}), the one with the cheaper piece. */
    private int cheaper(int a, int b, int[] valueByType) {
        if (a == Square.NONE || b == Square.NONE) {
            return a == Square.NONE ? b : a;
        }
        return valueByType[Piece.typeIndex(board[b])] < valueByType[Piece.typeIndex(board[a])] ? b : a;
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

    /** Whether a piece of side {@code by} other than a chariot or cannon attacks point {@code target}. */
    private boolean closeAttacks(int target, int by) {
        return leapersAttack(Leaper.HORSE.attackerRoutes[target], Leaper.ELEPHANT.attackerRoutes[target], by)
                || pieceOn(Soldier.attackers(by, target, rules.palaceDiagonals), Piece.code(by, PieceType.SOLDIER))
                        != Square.NONE
                || palaceStepperOn(target, by, PieceType.GUARD) != Square.NONE
                || palaceStepperOn(target, by, PieceType.GENERAL) != Square.NONE;
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
