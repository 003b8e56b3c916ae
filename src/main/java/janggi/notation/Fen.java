package janggi.notation;

import janggi.core.IllegalPositionException;
import janggi.core.Palace;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import java.util.Locale;

/**
 * Interchange FEN as Fairy-Stockfish and pychess-variants write it for Janggi: ranks 10 to 1,
 * Cho ("w") uppercase, letters {@code k a b n r c p} (general, guard, elephant, horse, chariot,
 * cannon, soldier; {@code e} is read as an elephant too), then side to move, two unused
 * fields, the plies since a capture and the move number.
 */
public final class Fen {
    public static final String START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    private Fen() {}

    public static Position parse(String fen, RuleSet rules) {
        String text = fen == null ? "" : fen.strip();
        if (text.isEmpty()) {
            throw new NotationException("empty FEN");
        }
        String[] fields = text.split("\\s+");
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Square.RANKS) {
            throw new NotationException(
                    "FEN has " + ranks.length + " ranks, a Janggi board has 10 (ranks separated by '/')");
        }
        int[] board = new int[Square.COUNT];
        String[] located = new String[Square.COUNT];
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = Square.RANKS - 1 - i;
            String row = ranks[i];
            String where = "FEN rank " + (rank + 1) + " (\"" + row + "\", field " + (i + 1) + " from the top)";
            int file = 0;
            int c = 0;
            while (c < row.length()) {
                char ch = row.charAt(c);
                if (ch >= '0' && ch <= '9') {
                    // Like Fairy-Stockfish, adjacent digits are one number: "10" is ten empty points.
                    int end = c;
                    while (end < row.length() && row.charAt(end) >= '0' && row.charAt(end) <= '9') {
                        end++;
                    }
                    String run = row.substring(c, end);
                    long empty = run.length() > 18 ? Long.MAX_VALUE : Long.parseLong(run);
                    if (empty == 0) {
                        throw new NotationException(where + ": '" + run + "' at character " + (c + 1)
                                + " is no number of empty points (1-9)");
                    }
                    if (empty > Square.FILES - file) {
                        throw new NotationException(where + ": more than 9 files (" + file + " so far, then '" + run
                                + "' empty points at character " + (c + 1) + ")");
                    }
                    file += (int) empty;
                    c = end;
                    continue;
                }
                int piece = piece(ch);
                if (piece == Piece.NONE) {
                    throw new NotationException(where + ": '" + ch + "' at character " + (c + 1)
                            + " is not a piece letter ("
                            + PieceLetters.FEN.list().toLowerCase(Locale.ROOT)
                            + ", uppercase for Cho) or a digit");
                }
                if (file >= Square.FILES) {
                    throw new NotationException(where + ": more than 9 files ('" + ch + "' at character " + (c + 1)
                            + " would be the 10th)");
                }
                int sq = Square.of(file, rank);
                located[sq] = where + ": '" + ch + "' at character " + (c + 1);
                board[sq] = piece;
                file++;
                c++;
            }
            if (file < Square.FILES) {
                throw new NotationException(where + ": only " + file + " of 9 files");
            }
        }
        Side toMove = Side.CHO;
        if (fields.length > 1) {
            toMove = switch (fields[1]) {
                case "w" -> Side.CHO;
                case "b" -> Side.HAN;
                default ->
                    throw new NotationException(
                            "FEN side to move is '" + fields[1] + "': expected 'w' (Cho) or 'b' (Han)");
            };
        }
        int clock = fields.length > 4 ? number(fields[4], "plies since a capture (5th field)") : 0;
        int fullmove = fields.length > 5 ? number(fields[5], "move number (6th field)") : 1;
        if (fields.length > 6) {
            throw new NotationException("FEN has " + fields.length + " fields, at most 6 expected");
        }
        try {
            return new Position(rules, board, toMove, clock, fullmove);
        } catch (IllegalPositionException e) {
            throw new NotationException(placement(e, located));
        }
    }

    /** The rules core's objection to the board, located in the FEN text. */
    private static String placement(IllegalPositionException e, String[] located) {
        String name = e.side.displayName() + " " + e.type.name().toLowerCase(Locale.ROOT);
        return switch (e.problem) {
            case NO_GENERAL -> "FEN has no " + name + " ('" + letter(Piece.of(e.side, PieceType.GENERAL)) + "')";
            case OUTSIDE_PALACE ->
                located[e.square] + ": the " + name + " on " + UciMove.square(e.square) + " stands outside its palace ("
                        + palace(e.side) + ")";
            case SECOND_GENERAL -> {
                // The FEN lists rank 10 first: the general written second is on the lower point.
                int second = Math.min(e.square, e.otherGeneral);
                int first = Math.max(e.square, e.otherGeneral);
                yield located[second] + ": a second " + name + ", on " + UciMove.square(second) + " (the first is on "
                        + UciMove.square(first) + ")";
            }
        };
    }

    /** The palace's corners in interchange notation, e.g. {@code d1-f3}. */
    private static String palace(Side side) {
        int lo = Square.NONE;
        int hi = Square.NONE;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if (Palace.contains(side, sq)) {
                lo = lo == Square.NONE ? sq : lo;
                hi = sq;
            }
        }
        return UciMove.square(lo) + "-" + UciMove.square(hi);
    }

    private static int number(String field, String what) {
        // Digits 0-9 only: Integer.parseInt would also take "+5" and digits of other scripts.
        if (!field.matches("[0-9]{1,9}")) {
            throw new NotationException("FEN " + what + " is '" + field + "', not a number"
                    + (field.matches("[0-9]+") ? " below a billion" : " (digits 0-9)"));
        }
        return Integer.parseInt(field);
    }

    /** Fairy-Stockfish also reads {@code e} as an elephant. */
    private static int piece(char ch) {
        return PieceLetters.FEN.piece(ch == 'e' ? 'b' : ch == 'E' ? 'B' : ch);
    }

    /** The letter Fairy-Stockfish uses for a piece: uppercase for Cho. */
    public static char letter(int piece) {
        return PieceLetters.FEN.letter(piece);
    }

    public static String of(Position pos) {
        StringBuilder sb = new StringBuilder(90);
        for (int rank = Square.RANKS - 1; rank >= 0; rank--) {
            int empty = 0;
            for (int file = 0; file < Square.FILES; file++) {
                int p = pos.pieceAt(Square.of(file, rank));
                if (p == Piece.NONE) {
                    empty++;
                    continue;
                }
                if (empty > 0) {
                    sb.append(empty);
                    empty = 0;
                }
                sb.append(letter(p));
            }
            if (empty > 0) {
                sb.append(empty);
            }
            if (rank > 0) {
                sb.append('/');
            }
        }
        sb.append(pos.sideToMove() == Side.CHO ? " w" : " b");
        sb.append(" - - ").append(pos.noCapturePlies()).append(' ').append(pos.fullmoveNumber());
        return sb.toString();
    }
}
