package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Square;
import janggi.text.Message;
import java.util.ArrayList;
import java.util.List;

/**
 * Moves written the short way, as SAN and Korean Random Chess's records write them: the kind of
 * piece, its origin file or rank only when needed, the destination, and a promotion. One finder
 * serves both notations, so they agree on what is ambiguous, impossible or illegal.
 */
final class ShortMove {
    /** Writes a candidate move in the notation being read, to list the choices in an error. */
    interface Writer {
        String write(int move, Position before);
    }

    private ShortMove() {}

    /**
     * The one legal move {@code text} means.
     *
     * @param fromFile the origin's file if written, else -1
     * @param fromRank the origin's rank index if written, else -1
     * @param promotion the piece a soldier becomes if written, else null
     * @throws NotationException saying why no single legal move fits
     */
    static int find(
            String text,
            Position pos,
            PieceType type,
            int fromFile,
            int fromRank,
            int to,
            PieceType promotion,
            Writer writer) {
        List<Integer> fits = new ArrayList<>();
        for (int move : pos.legalMoves()) {
            int from = Move.from(move);
            if (Move.to(move) != to || Move.isPass(move) || !sameKind(pos, from, type, fromFile, fromRank)) {
                continue;
            }
            if (promotion == null || (Move.isPromotion(move) && Move.promotion(move) == promotion)) {
                fits.add(move);
            }
        }
        if (fits.size() == 1 && (promotion != null || !Move.isPromotion(fits.get(0)))) {
            return fits.get(0);
        }
        if (!fits.isEmpty()) {
            boolean choice = fits.stream().allMatch(Move::isPromotion)
                    && fits.stream().map(Move::from).distinct().count() == 1;
            String written = String.join(
                    ", ", fits.stream().map(f -> writer.write(f, pos)).toList());
            throw error(text, new Message(choice ? "short_move.promotion_choice" : "short_move.ambiguous", written));
        }
        List<Integer> pieces = new ArrayList<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (sameKind(pos, sq, type, fromFile, fromRank) && Piece.side(pos.pieceAt(sq)) == pos.sideToMove()) {
                pieces.add(sq);
            }
        }
        Message name = RuleWords.piece(type);
        if (pieces.size() == 1) {
            int move = promotion == null ? Move.of(pieces.get(0), to) : Move.of(pieces.get(0), to, promotion);
            Message why = Refusal.of(pos, move)
                    .map(r -> RuleWords.refusal(r, UciMove::square))
                    .orElse(new Message("short_move.illegal"));
            throw error(text, new Message("short_move.this_piece", name, UciMove.square(pieces.get(0)), why));
        }
        throw error(
                text,
                new Message(
                        pieces.isEmpty() ? "short_move.none_there" : "short_move.none_can_go",
                        name,
                        UciMove.square(to)));
    }

    private static boolean sameKind(Position pos, int sq, PieceType type, int fromFile, int fromRank) {
        int p = pos.pieceAt(sq);
        return p != Piece.NONE
                && Piece.type(p) == type
                && (fromFile < 0 || Square.file(sq) == fromFile)
                && (fromRank < 0 || Square.rank(sq) == fromRank);
    }

    /** The reader of a record says where (line and move number); this says what and why. */
    static NotationException error(String text, Message why) {
        return NotationException.quoting(text == null ? "" : text.strip(), why);
    }
}
