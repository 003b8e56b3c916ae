package janggi.core;

import java.util.Optional;
import java.util.function.IntFunction;

/**
 * Why a move the player asked for is not legal, in words a player understands. Found by
 * {@link #of}; the point named (if any) is where the problem is, e.g. the blocking piece.
 *
 * @param reason what is wrong
 * @param square the point concerned, or {@link Square#NONE}
 */
public record Refusal(Reason reason, int square) {

    public enum Reason {
        GAME_OVER("the game is over"),
        NO_PIECE("there is no piece on %s"),
        NOT_YOUR_PIECE("the piece on %s is not yours"),
        OWN_PIECE_THERE("your own piece stands on %s"),
        NOWHERE("a move must go somewhere; type pass to pass"),
        PASS_NEVER("passing is not allowed under these rules"),
        PASS_ONLY_WHEN_STUCK("under these rules you may pass only when no other move is possible"),
        PASS_IN_CHECK("you cannot pass while your general is in check"),
        GENERAL_LEAVES_PALACE("the general may not leave its palace"),
        GUARD_LEAVES_PALACE("a guard may not leave its palace"),
        PALACE_STEP("generals and guards move one step along the palace lines"),
        GENERAL_STEP("the general steps to a neighbouring point inside its palace"),
        GUARD_STEP("a guard steps to a neighbouring point, in any direction"),
        BANZAI("banzai: your guard on %s must capture"),
        PROMOTION_NEEDED("a soldier reaching the last row must become one of your captured pieces: add =R, =C, ..."),
        PROMOTION_UNAVAILABLE("a soldier can only become a piece of yours that has been captured"),
        NO_PROMOTION("only a soldier reaching the last row is exchanged, and only for a captured piece"),
        HORSE_SHAPE("a horse moves one step straight, then one diagonally outward"),
        HORSE_LEG_BLOCKED("the horse's leg is blocked on %s"),
        ELEPHANT_SHAPE("an elephant moves one step straight, then two diagonally outward"),
        ELEPHANT_LEG_BLOCKED("the elephant's path is blocked on %s"),
        CHARIOT_LINE("a chariot moves along a line: a file, a rank or a palace diagonal"),
        CHARIOT_STRAIGHT("a chariot moves along a file or a rank"),
        CHARIOT_BLOCKED("the chariot's path is blocked on %s"),
        CANNON_LINE("a cannon moves along a line: a file, a rank or a palace diagonal"),
        CANNON_STRAIGHT("a cannon moves along a file or a rank"),
        CANNON_NEEDS_SCREEN("a cannon must jump exactly one piece to move"),
        CANNON_TWO_SCREENS("a cannon jumps exactly one piece, and there are more on the way (%s)"),
        CANNON_OVER_CANNON("a cannon cannot jump a cannon (on %s)"),
        CANNON_TAKES_CANNON("a cannon cannot capture a cannon"),
        SOLDIER_BACKWARD("a soldier never moves backward"),
        SOLDIER_STEP(
                "a soldier moves one step forward or sideways (diagonally forward only on the enemy palace's lines)"),
        SOLDIER_STRAIGHT_STEP("a soldier moves one step forward or sideways"),
        MUST_BREAK_FACING("the generals face each other: break the facing or pass"),
        FACING_FORBIDDEN("the generals may not face each other"),
        STILL_IN_CHECK("your general is in check and this move does not save it"),
        LEAVES_GENERAL_IN_CHECK("that would leave your general in check"),
        ILLEGAL("that move is not legal here");

        private final String text;

        Reason(String text) {
            this.text = text;
        }
    }

    /** The sentence for the player; {@code squareName} turns a point into the front end's notation. */
    public String message(IntFunction<String> squareName) {
        return square == Square.NONE ? reason.text : String.format(reason.text, squareName.apply(square));
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
