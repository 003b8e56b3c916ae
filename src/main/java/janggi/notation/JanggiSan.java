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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Standard algebraic notation for Janggi as Fairy-Stockfish writes it (its NOTATION_SAN, which
 * pychess-variants uses for PGN export): the piece letter ({@link PieceLetters#SAN}, soldiers
 * included), the from-file, from-rank or from-point only when another piece of the same kind
 * could also go there, {@code x} for a capture, the to-point in interchange coordinates, and
 * {@code +} or {@code #} for check or mate: {@code Hc3}, {@code Cfxf10}, {@code Ade2},
 * {@code Re9+}. A pass is the general "moving" to its own point, {@code Ke2}.
 *
 * <p>Reading also takes the FEN letters B and N, {@code pass} and {@code @@@@}, and ignores
 * check marks and {@code !}/{@code ?} annotations.
 */
public final class JanggiSan {
    private static final Pattern SAN = Pattern.compile("([A-Z])([a-i])?(10|[1-9])?(x)?([a-i])(10|[1-9])[+#]?[!?]{0,2}");

    private JanggiSan() {}

    /** The SAN of {@code move}, legal in {@code before}. */
    public static String of(int move, Position before) {
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = before.pieceAt(from);
        if (piece == Piece.NONE) {
            throw new IllegalArgumentException("no piece on " + UciMove.square(from) + " to write a move for");
        }
        // Capitals for either side: SAN's letters name the kind, the move number the side.
        StringBuilder san =
                new StringBuilder().append(PieceLetters.SAN.letter(PieceLetters.SAN.capitals(), Piece.type(piece)));
        if (!Move.isPass(move)) {
            san.append(disambiguation(before, move));
            if (before.pieceAt(to) != Piece.NONE) {
                san.append('x');
            }
        }
        san.append(UciMove.square(to));
        return san.append(checkMark(before, move)).toString();
    }

    /**
     * Like Fairy-Stockfish: nothing when no other piece of the kind can legally reach the
     * to-point, else the from-file if that tells them apart, else the from-rank, else both.
     */
    private static String disambiguation(Position pos, int move) {
        int from = Move.from(move);
        List<Integer> rivals = new ArrayList<>();
        for (int m : pos.legalMoves()) {
            if (Move.to(m) == Move.to(move)
                    && Move.from(m) != from
                    && !Move.isPass(m)
                    && pos.pieceAt(Move.from(m)) == pos.pieceAt(from)) {
                rivals.add(Move.from(m));
            }
        }
        String square = UciMove.square(from);
        if (rivals.isEmpty()) {
            return "";
        } else if (rivals.stream().noneMatch(s -> Square.file(s) == Square.file(from))) {
            return square.substring(0, 1);
        } else if (rivals.stream().noneMatch(s -> Square.rank(s) == Square.rank(from))) {
            return square.substring(1);
        }
        return square;
    }

    /** {@code +} for a check, {@code #} when it leaves no legal reply (a game ended by rule still has replies to Fairy-Stockfish). */
    private static String checkMark(Position before, int move) {
        Position after = before.copy();
        after.make(move);
        if (!after.inCheck()) {
            return "";
        }
        return after.endedByRule() || after.legalMoves().length > 0 ? "+" : "#";
    }

    /**
     * Reads a move in SAN and checks it against the position.
     *
     * @throws NotationException saying what is wrong: the text, no such move, or an ambiguity
     */
    public static int parse(String text, Position pos) {
        String t = text == null ? "" : text.strip();
        if (t.equalsIgnoreCase(DisplayMove.PASS) || t.equals("@@@@")) {
            return legal(t, DisplayMove.Shape.PASS.move(pos), pos);
        }
        Matcher m = SAN.matcher(t);
        if (!m.matches()) {
            throw new NotationException("san.not_a_move", t);
        }
        PieceType type = type(t, m.group(1).charAt(0));
        int to = Square.of(m.group(5).charAt(0) - 'a', Integer.parseInt(m.group(6)) - 1);
        int general = pos.generalSquare(pos.sideToMove());
        if (type == PieceType.GENERAL && to == general && m.group(2) == null && m.group(3) == null) {
            return legal(t, Move.of(general, general), pos);
        }
        int move = ShortMove.find(
                t,
                pos,
                type,
                m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a',
                m.group(3) == null ? -1 : Integer.parseInt(m.group(3)) - 1,
                to,
                null,
                JanggiSan::of);
        if (m.group(4) != null && pos.pieceAt(to) == Piece.NONE) {
            throw ShortMove.error(t, new Message("san.capture_on_empty", UciMove.square(to)));
        }
        return move;
    }

    /** The kind a letter names: SAN's letters, or the FEN letters B and N. */
    private static PieceType type(String t, char letter) {
        int piece = PieceLetters.SAN.piece(letter);
        if (piece == Piece.NONE) {
            piece = PieceLetters.FEN.piece(letter);
        }
        if (piece == Piece.NONE) {
            throw new NotationException("san.not_a_letter", t, letter, PieceLetters.SAN.list());
        }
        return Piece.type(piece);
    }

    private static int legal(String t, int move, Position pos) {
        Refusal.of(pos, Move.from(move), Move.to(move)).ifPresent(r -> {
            throw NotationException.quoting(t, RuleWords.refusal(r, UciMove::square));
        });
        return move;
    }
}
