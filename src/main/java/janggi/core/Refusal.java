package janggi.core;

import java.util.Optional;

/**
 * Why a move the player asked for is not legal, as a code a front end puts in a player's words.
 * Found by {@link #of}; the point named (if any) is where the problem is, e.g. the blocking piece.
 *
 * @param reason what is wrong
 * @param square the point concerned, or {@link Square#NONE}
 */
public record Refusal(Reason reason, int square) {

    /** What is wrong; the words for each are in the message bundle, as {@code refusal.horse_leg_blocked}. */
    public enum Reason {
        GAME_OVER,
        NO_PIECE,
        NOT_YOUR_PIECE,
        OWN_PIECE_THERE,
        NOWHERE,
        PASS_NEVER,
        PASS_ONLY_WHEN_STUCK,
        PASS_IN_CHECK,
        GENERAL_LEAVES_PALACE,
        GUARD_LEAVES_PALACE,
        PALACE_STEP,
        GENERAL_STEP,
        GUARD_STEP,
        BANZAI,
        PROMOTION_NEEDED,
        PROMOTION_UNAVAILABLE,
        NO_PROMOTION,
        HORSE_SHAPE,
        HORSE_LEG_BLOCKED,
        ELEPHANT_SHAPE,
        ELEPHANT_LEG_BLOCKED,
        CHARIOT_LINE,
        CHARIOT_STRAIGHT,
        CHARIOT_BLOCKED,
        CANNON_LINE,
        CANNON_STRAIGHT,
        CANNON_NEEDS_SCREEN,
        CANNON_TWO_SCREENS,
        CANNON_OVER_CANNON,
        CANNON_TAKES_CANNON,
        SOLDIER_BACKWARD,
        SOLDIER_STEP,
        SOLDIER_STRAIGHT_STEP,
        MUST_BREAK_FACING,
        FACING_FORBIDDEN,
        STILL_IN_CHECK,
        LEAVES_GENERAL_IN_CHECK,
        ILLEGAL
    }

    /** Why moving from {@code from} to {@code to} (the same point for a pass) is illegal, or empty if it is legal. */
    public static Optional<Refusal> of(Position pos, int from, int to) {
        return of(pos, Move.of(from, to));
    }

    /** Why {@code move} (with its promotion, if any) is illegal, or empty if it is legal. */
    public static Optional<Refusal> of(Position pos, int move) {
        if (pos.isLegal(move)) {
            return Optional.empty();
        }
        int from = Move.from(move);
        int to = Move.to(move);
        boolean promotes = false;
        boolean plain = false;
        for (int m : pos.legalMoves()) {
            if (Move.from(m) == from && Move.to(m) == to) {
                promotes |= Move.isPromotion(m);
                plain |= !Move.isPromotion(m);
            }
        }
        if (promotes) {
            return Optional.of(new Refusal(
                    Move.isPromotion(move) ? Reason.PROMOTION_UNAVAILABLE : Reason.PROMOTION_NEEDED, Square.NONE));
        }
        if (plain) {
            return Optional.of(new Refusal(Reason.NO_PROMOTION, Square.NONE));
        }
        return Optional.of(find(pos, from, to));
    }

    private static Refusal find(Position pos, int from, int to) {
        if (pos.endedByRule()) {
            return new Refusal(Reason.GAME_OVER, Square.NONE);
        }
        Side us = pos.sideToMove();
        if (from == to && from == pos.generalSquare(us)) {
            return passRefusal(pos);
        }
        int piece = pos.pieceAt(from);
        if (piece == Piece.NONE) {
            return new Refusal(Reason.NO_PIECE, from);
        }
        if (Piece.side(piece) != us) {
            return new Refusal(Reason.NOT_YOUR_PIECE, from);
        }
        if (from == to) {
            return new Refusal(Reason.NOWHERE, Square.NONE);
        }
        int target = pos.pieceAt(to);
        if (target != Piece.NONE && Piece.side(target) == us) {
            return new Refusal(Reason.OWN_PIECE_THERE, to);
        }
        Refusal shape = pseudoLegal(pos, from, to) ? null : shapeRefusal(pos, piece, from, to);
        if (shape != null) {
            return shape;
        }
        int[] banzai = pos.banzaiGuards();
        if (banzai.length > 0) {
            return new Refusal(Reason.BANZAI, banzai[0]);
        }
        if (pos.bikjang()) {
            return new Refusal(Reason.MUST_BREAK_FACING, Square.NONE);
        }
        if (pos.rules().facing == RuleSet.Facing.FORBIDDEN && leavesFacing(pos, from, to)) {
            return new Refusal(Reason.FACING_FORBIDDEN, Square.NONE);
        }
        return new Refusal(pos.inCheck() ? Reason.STILL_IN_CHECK : Reason.LEAVES_GENERAL_IN_CHECK, Square.NONE);
    }

    private static boolean pseudoLegal(Position pos, int from, int to) {
        int[] buf = new int[Position.MAX_MOVES];
        int n = MoveGenerator.pseudoLegal(pos, pos.sideToMove().ordinal(), buf, 0);
        for (int i = 0; i < n; i++) {
            if (Move.from(buf[i]) == from && Move.to(buf[i]) == to) {
                return true;
            }
        }
        return false;
    }

    /** Why a piece cannot go from {@code from} to {@code to}: the wrong shape, or something in the way. */
    private static Refusal shapeRefusal(Position pos, int piece, int from, int to) {
        Side side = Piece.side(piece);
        return switch (Piece.type(piece)) {
            case GENERAL ->
                new Refusal(
                        !Palace.contains(side, to)
                                ? Reason.GENERAL_LEAVES_PALACE
                                : pos.rules().freeGuards ? Reason.GENERAL_STEP : Reason.PALACE_STEP,
                        Square.NONE);
            case GUARD ->
                new Refusal(
                        pos.rules().freeGuards
                                ? Reason.GUARD_STEP
                                : Palace.contains(side, to) ? Reason.PALACE_STEP : Reason.GUARD_LEAVES_PALACE,
                        Square.NONE);
            case HORSE -> leap(pos, Leaper.HORSE, from, to, Reason.HORSE_SHAPE, Reason.HORSE_LEG_BLOCKED);
            case ELEPHANT -> leap(pos, Leaper.ELEPHANT, from, to, Reason.ELEPHANT_SHAPE, Reason.ELEPHANT_LEG_BLOCKED);
            case CHARIOT -> chariot(pos, ray(pos, from, to));
            case CANNON -> cannon(pos, ray(pos, from, to));
            case SOLDIER ->
                new Refusal(
                        (Square.rank(to) - Square.rank(from)) * side.forward() < 0
                                ? Reason.SOLDIER_BACKWARD
                                : pos.rules().palaceDiagonals ? Reason.SOLDIER_STEP : Reason.SOLDIER_STRAIGHT_STEP,
                        Square.NONE);
        };
    }

    private static Refusal leap(Position pos, Leaper leaper, int from, int to, Reason shape, Reason blocked) {
        for (int[] route : leaper.paths[from]) {
            if (route[route.length - 1] == to) {
                for (int i = 0; i < route.length - 1; i++) {
                    if (pos.pieceAt(route[i]) != Piece.NONE) {
                        return new Refusal(blocked, route[i]);
                    }
                }
            }
        }
        return new Refusal(shape, Square.NONE);
    }

    /** The points a rider passes from {@code from} up to and including {@code to}, or null if no line joins them. */
    private static int[] ray(Position pos, int from, int to) {
        for (int[] ray : pos.rules().riderRays[from]) {
            int[] part = upTo(ray, to);
            if (part != null) {
                return part;
            }
        }
        return null;
    }

    private static int[] upTo(int[] ray, int to) {
        for (int i = 0; i < ray.length; i++) {
            if (ray[i] == to) {
                return java.util.Arrays.copyOf(ray, i + 1);
            }
        }
        return null;
    }

    private static Refusal chariot(Position pos, int[] path) {
        if (path == null) {
            return new Refusal(
                    pos.rules().palaceDiagonals ? Reason.CHARIOT_LINE : Reason.CHARIOT_STRAIGHT, Square.NONE);
        }
        for (int i = 0; i < path.length - 1; i++) {
            if (pos.pieceAt(path[i]) != Piece.NONE) {
                return new Refusal(Reason.CHARIOT_BLOCKED, path[i]);
            }
        }
        return new Refusal(Reason.ILLEGAL, Square.NONE);
    }

    private static Refusal cannon(Position pos, int[] path) {
        if (path == null) {
            return new Refusal(pos.rules().palaceDiagonals ? Reason.CANNON_LINE : Reason.CANNON_STRAIGHT, Square.NONE);
        }
        int target = path[path.length - 1];
        if (Piece.isType(pos.pieceAt(target), PieceType.CANNON)) {
            return new Refusal(Reason.CANNON_TAKES_CANNON, Square.NONE);
        }
        int screens = 0;
        for (int i = 0; i < path.length - 1; i++) {
            int p = pos.pieceAt(path[i]);
            if (p == Piece.NONE) {
                continue;
            }
            if (Piece.isType(p, PieceType.CANNON)) {
                return new Refusal(Reason.CANNON_OVER_CANNON, path[i]);
            }
            if (++screens == 2) {
                return new Refusal(Reason.CANNON_TWO_SCREENS, path[i]);
            }
        }
        return new Refusal(screens == 0 ? Reason.CANNON_NEEDS_SCREEN : Reason.ILLEGAL, Square.NONE);
    }

    private static boolean leavesFacing(Position pos, int from, int to) {
        Position after = pos.copy();
        after.make(Move.of(from, to));
        return after.generalsFacing();
    }

    private static Refusal passRefusal(Position pos) {
        return switch (pos.rules().passing) {
            case NEVER -> new Refusal(Reason.PASS_NEVER, Square.NONE);
            case WHEN_NO_OTHER_MOVE ->
                new Refusal(pos.inCheck() ? Reason.PASS_IN_CHECK : Reason.PASS_ONLY_WHEN_STUCK, Square.NONE);
            case ANY_TURN -> new Refusal(pos.inCheck() ? Reason.PASS_IN_CHECK : Reason.ILLEGAL, Square.NONE);
        };
    }
}
