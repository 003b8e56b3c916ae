package janggi.notation;

import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;

/**
 * Interchange FEN as Fairy-Stockfish and pychess-variants write it for Janggi: ranks 10 to 1,
 * Cho ("w") uppercase, letters {@code k a b n r c p} (general, guard, elephant, horse, chariot,
 * cannon, soldier; {@code e} is read as an elephant too), then side to move, two unused
 * fields, the plies since a capture and the move number.
 */
public final class Fen {
    public static final String START = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    private Fen() {
    }

    public static Position parse(String fen, RuleSet rules) {
        String text = fen == null ? "" : fen.trim();
        if (text.isEmpty()) {
            throw new NotationException("empty FEN");
        }
        String[] fields = text.split("\\s+");
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Square.RANKS) {
            throw new NotationException("FEN has " + ranks.length + " ranks, a Janggi board has 10 (ranks separated by '/')");
        }
        int[] board = new int[Square.COUNT];
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = Square.RANKS - 1 - i;
            String row = ranks[i];
            String where = "FEN rank " + (rank + 1) + " (\"" + row + "\", field " + (i + 1) + " from the top)";
            int file = 0;
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch >= '1' && ch <= '9') {
                    int run = ch - '0';
                    // Fairy-Stockfish writes no empty run above 9, but "10" never fits a 9-file rank either.
                    file += run;
                } else {
                    int piece = piece(ch);
                    if (piece == Piece.NONE) {
                        throw new NotationException(where + ": '" + ch + "' at character " + (c + 1)
                                + " is not a piece letter (k a b n r c p, uppercase for Cho) or a digit");
                    }
                    if (file >= Square.FILES) {
                        throw new NotationException(where + ": more than 9 files");
                    }
                    board[Square.of(file, rank)] = piece;
                    file++;
                }
                if (file > Square.FILES) {
                    throw new NotationException(where + ": more than 9 files");
                }
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
                default -> throw new NotationException("FEN side to move is '" + fields[1]
                        + "': expected 'w' (Cho) or 'b' (Han)");
            };
        }
        int clock = fields.length > 4 ? number(fields[4], "plies since a capture (5th field)") : 0;
        int fullmove = fields.length > 5 ? number(fields[5], "move number (6th field)") : 1;
        if (fields.length > 6) {
            throw new NotationException("FEN has " + fields.length + " fields, at most 6 expected");
        }
        try {
            return new Position(rules, board, toMove, clock, fullmove);
        } catch (IllegalArgumentException e) {
            throw new NotationException("FEN is not a playable position: " + e.getMessage());
        }
    }

    private static int number(String field, String what) {
        try {
            int v = Integer.parseInt(field);
            if (v < 0) {
                throw new NumberFormatException();
            }
            return v;
        } catch (NumberFormatException e) {
            throw new NotationException("FEN " + what + " is '" + field + "', not a number");
        }
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
