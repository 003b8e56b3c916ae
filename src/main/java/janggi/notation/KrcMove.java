package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.text.Message;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves in the algebraic notation of Korean Random Chess's published games (docs/rules.md,
 * Korean Random Chess): files a-i and ranks 1-10 with the first mover (Cho) on ranks 1-4,
 * as in interchange notation ({@link UciMove}); piece letters {@code K G E N R C}
 * ({@link PieceLetters#KRC}) for either side; soldiers by their file: {@code c6} (a soldier to
 * c6), {@code ab4} (the a-file soldier to b4), {@code bxb5}; {@code x} for a capture; the origin
 * file, rank or point when needed ({@code Cbe3}, {@code Ehf7}, {@code Ce8-e1}); a promotion as
 * {@code =R} ({@code h10=R}; {@code h10R} and {@code h10(R)} are read too).
 *
 * <p>Reading is lenient where the sources are: a missing or superfluous {@code x} (or
 * {@code :}) and a hyphen (or dash) are ignored (the destination decides), and
 * {@code + ++ +++ # ! ?} after a move, {@code {comments}} and parentheses are skipped. Writing is canonical: the origin only when another piece of
 * the same kind could go there (a soldier's file also whenever it captures or steps sideways,
 * as the sources write {@code ab4}), {@code x} for every capture, {@code +} for check and
 * {@code #} for checkmate.
 */
public final class KrcMove {
    private static final Pattern MOVE = Pattern.compile(
            "([KGENRCP])?([a-i])?(10|[1-9])?([-\u2013x:])?([a-i])(10|[1-9])(?:=?([GENRC])|\\(([GENRC])\\))?");
    private static final Pattern ANNOTATIONS = Pattern.compile("[+#!?]+$");
    /** Comments, and anything in parentheses (variations, repetition counts) except a promotion's piece: {@code (R)}. */
    private static final Pattern COMMENT = Pattern.compile("\\{[^}]*}|\\((?![GENRC]\\))[^)]*\\)");

    private static final Pattern MOVE_NUMBER = Pattern.compile("^\\d+(\\.+|\u2026)");

    private KrcMove() {}

    /**
     * Reads one move in {@code pos}.
     *
     * @throws NotationException naming the move number, when the text is no move, fits no legal
     *     move (with the rules' reason when one piece was meant) or fits several
     */
    public static int parse(String text, Position pos) {
        String t = ANNOTATIONS
                .matcher(
                        COMMENT.matcher(text == null ? "" : text).replaceAll("").strip())
                .replaceAll("");
        Matcher m = MOVE.matcher(t);
        if (!m.matches()) {
            throw ShortMove.error(text, new Message("krc_move.not_a_move"));
        }
        PieceType type = m.group(1) == null
                ? PieceType.SOLDIER
                : Piece.type(PieceLetters.KRC.piece(m.group(1).charAt(0)));
        int fromFile = m.group(2) == null ? -1 : m.group(2).charAt(0) - 'a';
        int fromRank = m.group(3) == null ? -1 : Integer.parseInt(m.group(3)) - 1;
        int to = Square.of(m.group(5).charAt(0) - 'a', Integer.parseInt(m.group(6)) - 1);
        String promoted = m.group(7) != null ? m.group(7) : m.group(8);
        PieceType promotion = promoted == null ? null : Piece.type(PieceLetters.KRC.piece(promoted.charAt(0)));
        return ShortMove.find(text, pos, type, fromFile, fromRank, to, promotion, KrcMove::of);
    }

    /** Writes a legal move of {@code pos}, e.g. {@code Cbe3}, {@code ab4}, {@code Rxd7#}, {@code h10=R}. */
    public static String of(int move, Position pos) {
        if (move == Move.NONE || Move.isPass(move)) {
            throw new IllegalArgumentException("Korean Random Chess has no pass, and Move.NONE is no move");
        }
        int from = Move.from(move);
        int to = Move.to(move);
        PieceType type = Piece.type(pos.pieceAt(from));
        boolean capture = pos.pieceAt(to) != Piece.NONE;
        boolean fileShared = false;
        boolean rankShared = false;
        boolean other = false;
        for (int m : pos.legalMoves()) {
            int f = Move.from(m);
            if (f != from && Move.to(m) == to && Piece.type(pos.pieceAt(f)) == type) {
                other = true;
                fileShared |= Square.file(f) == Square.file(from);
                rankShared |= Square.rank(f) == Square.rank(from);
            }
        }
        boolean soldierFile = type == PieceType.SOLDIER && (capture || Square.file(from) != Square.file(to));
        StringBuilder sb = new StringBuilder();
        if (type != PieceType.SOLDIER) {
            sb.append(PieceLetters.KRC.letter(Side.CHO, type));
        }
        if (soldierFile || (other && (!fileShared || rankShared))) {
            sb.append((char) ('a' + Square.file(from)));
        }
        if (other && fileShared) {
            sb.append(Square.rank(from) + 1);
        }
        if (capture) {
            sb.append('x');
        }
        sb.append(UciMove.square(to));
        if (Move.isPromotion(move)) {
            sb.append('=').append(PieceLetters.KRC.letter(Side.CHO, Move.promotion(move)));
        }
        Position after = pos.copy();
        after.make(move);
        if (after.inCheck()) {
            sb.append(after.legalMoves().length == 0 ? '#' : '+');
        }
        return sb.toString();
    }

    /**
     * The moves of a game's move text, in order: move numbers ({@code 27.}, {@code 27...}),
     * {@code {comments}}, repetition marks such as {@code (2)} and results removed.
     */
    public static List<String> tokens(String movetext) {
        List<String> out = new ArrayList<>();
        for (String word : COMMENT.matcher(movetext).replaceAll(" ").split("\\s+")) {
            String w = MOVE_NUMBER.matcher(word).replaceFirst("");
            if (!w.isEmpty() && !w.matches("\\.+|\u2026|1-0|0-1|1/2-1/2|\u00bd-\u00bd|\\*")) {
                out.add(w);
            }
        }
        return out;
    }
}
