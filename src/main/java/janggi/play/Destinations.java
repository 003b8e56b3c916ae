package janggi.play;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.List;

/** Where a piece may go in a game as it stands: for a player who typed only a point, or a screen that highlights. */
public final class Destinations {
    private Destinations() {}

    /** The legal destinations of the piece on {@code point}, in the player's words, or why it has none. */
    public static Reply of(Texts texts, Position position, String point) {
        int from;
        try {
            from = DisplayMove.parseSquare(point);
        } catch (NotationException e) {
            return new Reply(Reply.Outcome.ERROR, texts.render(e.message()));
        }
        String name = DisplayMove.square(from);
        int piece = position.pieceAt(from);
        if (piece == Piece.NONE) {
            return Reply.error(texts, "session.no_piece", name);
        }
        if (Piece.side(piece) != position.sideToMove()) {
            return Reply.error(texts, "session.not_yours", name);
        }
        StringBuilder sb = new StringBuilder();
        for (int to : points(position, from)) {
            List<String> promotions = promotionLetters(position, from, to);
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(DisplayMove.square(to))
                    .append(promotions.isEmpty() ? "" : "=" + String.join("/", promotions));
        }
        return sb.length() == 0
                ? Reply.error(texts, "session.cannot_move", name)
                : Reply.info(texts, "session.can_go", name, sb.toString());
    }

    /** Points the piece on {@code from} can move to. */
    public static List<Integer> points(Position position, int from) {
        List<Integer> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (Move.from(m) == from && !Move.isPass(m) && !out.contains(Move.to(m))) {
                out.add(Move.to(m));
            }
        }
        return out;
    }

    /** The letters of the pieces a soldier may become moving from {@code from} to {@code to}; empty if none. */
    public static List<String> promotionLetters(Position position, int from, int to) {
        List<String> out = new ArrayList<>();
        for (int m : position.legalMoves()) {
            if (Move.from(m) == from && Move.to(m) == to && Move.isPromotion(m)) {
                String written = DisplayMove.of(m);
                out.add(written.substring(written.indexOf('=') + 1));
            }
        }
        return out;
    }
}
