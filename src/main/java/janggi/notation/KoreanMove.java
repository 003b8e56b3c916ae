package janggi.notation;

import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Refusal;
import janggi.core.Side;
import janggi.core.Square;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Moves as Korean game records (.gib files of the KJA and Janggi Dosa family) write them:
 * from-point, the piece's name, to-point, then the name of a piece taken and {@code 장군} for a
 * check: {@code 79졸78}, {@code 74상42병}, {@code 85포55장군}; {@code 한수쉼} is a pass.
 *
 * <p>A point is two digits seen from Cho's side of the board: the row counted from Han's back
 * rank (1 to 9, then 0 for Cho's back rank), then the file counted from the left (1 to 9).
 * Pieces are named in hangul (Cho's soldier 졸, Han's 병) or, as older files have them, in hanja
 * ({@code 79卒78}), sometimes after the side, in hanja or hangul ({@code 41漢兵42},
 * {@code 79초졸78}). Some programs write {@code 타} ("takes") before the piece taken
 * ({@code 09차49타졸}).
 *
 * <p>Two other ways of writing the points are read too (docs/records.md): the old coordinates
 * of records headed {@code [기보형식 "구좌표"]}, ten times the file (0 to 8 from Cho's left)
 * plus the rank (1 to 10 from Cho's side), so that {@code 84졸74} is {@code 79졸78}; and the
 * letters and digits of some online sites, a file a-i and a rank 0-9 from Cho's side
 * ({@code i3卒h3}, {@code e1將e0}).
 */
public final class KoreanMove {
    public static final String PASS = "한수쉼";
    public static final String CHECK = "장군";

    /** What a player says back when the check is blocked; a record may note it like a check. */
    private static final String CHECK_BLOCKED = "멍군";

    /** What programs write before the name of a piece taken. */
    private static final String TAKES = "타";

    private static final String TAIL = "(?:" + TAKES + ")?(\\S*?)(?:" + CHECK + "|" + CHECK_BLOCKED + ")?";
    private static final Pattern MOVE = Pattern.compile("(\\d\\d)[楚漢초한]?([^\\d\\s])(\\d\\d)" + TAIL);
    private static final Pattern LETTERED_MOVE = Pattern.compile("([a-i]\\d)[楚漢초한]?([^\\d\\s])([a-i]\\d)" + TAIL);

    private static final Map<Character, PieceType> NAMES = Map.ofEntries(
            Map.entry('장', PieceType.GENERAL),
            Map.entry('궁', PieceType.GENERAL),
            Map.entry('將', PieceType.GENERAL),
            Map.entry('楚', PieceType.GENERAL),
            Map.entry('漢', PieceType.GENERAL),
            // As the Hangul pieces are carved, which a player reading the board types: 25한15.
            Map.entry('초', PieceType.GENERAL),
            Map.entry('한', PieceType.GENERAL),
            Map.entry('사', PieceType.GUARD),
            Map.entry('士', PieceType.GUARD),
            Map.entry('상', PieceType.ELEPHANT),
            Map.entry('象', PieceType.ELEPHANT),
            Map.entry('마', PieceType.HORSE),
            Map.entry('馬', PieceType.HORSE),
            Map.entry('차', PieceType.CHARIOT),
            Map.entry('車', PieceType.CHARIOT),
            Map.entry('포', PieceType.CANNON),
            Map.entry('包', PieceType.CANNON),
            Map.entry('砲', PieceType.CANNON),
            Map.entry('졸', PieceType.SOLDIER),
            Map.entry('병', PieceType.SOLDIER),
            Map.entry('卒', PieceType.SOLDIER),
            Map.entry('兵', PieceType.SOLDIER));

    private KoreanMove() {}

    /** A point's two digits, e.g. {@code 79} for Cho's soldier on the right-hand file (i4). */
    public static String square(int sq) {
        int rank = Square.rank(sq);
        return "" + (rank == 0 ? 0 : Square.RANKS - rank) + (Square.file(sq) + 1);
    }

    /** The hangul name of a piece: the soldiers are Cho's 졸 and Han's 병. */
    public static char name(int piece) {
        return switch (Piece.type(piece)) {
            case GENERAL -> '장';
            case GUARD -> '사';
            case ELEPHANT -> '상';
            case HORSE -> '마';
            case CHARIOT -> '차';
            case CANNON -> '포';
            case SOLDIER -> Piece.side(piece) == Side.CHO ? '졸' : '병';
        };
    }

    /**
     * Whether {@code text} is meant as a move of a Korean record: it has Hangul or Hanja in it
     * (a piece's name, {@code 한수쉼}), which no other notation of ours has.
     */
    public static boolean isKorean(String text) {
        return text != null
                && text.codePoints()
                        .anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL
                                || Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN);
    }

    /** The move as a record writes it, given the position before it. */
    public static String of(int move, Position before) {
        if (Move.isPass(move)) {
            return PASS;
        }
        int from = Move.from(move);
        int to = Move.to(move);
        int piece = before.pieceAt(from);
        if (piece == Piece.NONE) {
            throw new IllegalArgumentException("no piece on " + square(from) + " to write a move for");
        }
        StringBuilder text =
                new StringBuilder().append(square(from)).append(name(piece)).append(square(to));
        int taken = before.pieceAt(to);
        if (taken != Piece.NONE) {
            text.append(name(taken));
        }
        Position after = before.copy();
        after.make(move);
        return after.inCheck() ? text.append(CHECK).toString() : text.toString();
    }

    /**
     * Reads a move and checks it against the position: the piece named must be the one on the
     * from-point, a piece named as taken the one on the to-point, and the move legal.
     *
     * @throws NotationException saying what is wrong
     */
    public static int parse(String text, Position pos) {
        return parse(text, pos, false);
    }

    /**
     * As {@link #parse(String, Position)}, with the points in the old coordinates when
     * {@code oldCoordinates} (records headed {@code [기보형식 "구좌표"]}).
     */
    public static int parse(String text, Position pos, boolean oldCoordinates) {
        String t = text == null ? "" : text.strip();
        if (t.equals(PASS)) {
            return legal(t, DisplayMove.Shape.PASS.move(pos), pos);
        }
        Matcher m = MOVE.matcher(t);
        boolean lettered = !m.matches();
        if (lettered) {
            m = LETTERED_MOVE.matcher(t);
            if (!m.matches()) {
                throw new NotationException("korean_move.not_a_move", t, PASS);
            }
        }
        int from = point(t, m.group(1), lettered, oldCoordinates);
        int to = point(t, m.group(3), lettered, oldCoordinates);
        expect(t, m.group(2), from, pos, false);
        if (!m.group(4).isEmpty()) {
            expect(t, m.group(4), to, pos, true);
        }
        return legal(t, Move.of(from, to), pos);
    }

    private static int point(String t, String digits, boolean lettered, boolean oldCoordinates) {
        if (lettered) {
            return Square.of(digits.charAt(0) - 'a', digits.charAt(1) - '0');
        }
        int first = digits.charAt(0) - '0';
        int second = digits.charAt(1) - '0';
        if (oldCoordinates) {
            // Ten times the file (0-8) plus the rank (1-10): rank 10 carries into the tens.
            int file = second == 0 ? first - 1 : first;
            int rank = second == 0 ? 10 : second;
            if (file < 0 || file >= Square.FILES) {
                throw new NotationException("korean_move.old_point", t, digits);
            }
            return Square.of(file, rank - 1);
        }
        if (second == 0) {
            throw new NotationException("korean_move.file_zero", t, digits);
        }
        return Square.of(second - 1, first == 0 ? 0 : Square.RANKS - first);
    }

    /** The piece the record names on {@code sq} must be the one there. */
    private static void expect(String t, String name, int sq, Position pos, boolean taken) {
        PieceType named = name.length() == 1 ? NAMES.get(name.charAt(0)) : null;
        if (named == null) {
            throw new NotationException("korean_move.not_a_piece", t, name);
        }
        int actual = pos.pieceAt(sq);
        if (actual == Piece.NONE || Piece.type(actual) != named) {
            if (actual == Piece.NONE) {
                throw new NotationException(
                        taken ? "korean_move.takes_from_empty" : "korean_move.moves_from_empty", t, name, square(sq));
            }
            throw new NotationException(
                    taken ? "korean_move.takes_another" : "korean_move.moves_another",
                    t,
                    name,
                    square(sq),
                    name(actual));
        }
    }

    private static int legal(String t, int move, Position pos) {
        Refusal.of(pos, Move.from(move), Move.to(move)).ifPresent(r -> {
            throw NotationException.quoting(t, RuleWords.refusal(r, KoreanMove::square));
        });
        return move;
    }
}
