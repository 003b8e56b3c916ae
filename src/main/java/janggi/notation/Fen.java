package janggi.notation;

import janggi.core.IllegalPositionException;
import janggi.core.Palace;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import janggi.text.Message;
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
            throw new NotationException("fen.empty");
        }
        String[] fields = text.split("\\s+");
        String[] ranks = fields[0].split("/", -1);
        if (ranks.length != Square.RANKS) {
            throw new NotationException("fen.ranks", ranks.length);
        }
        int[] board = new int[Square.COUNT];
        Message[] located = new Message[Square.COUNT];
        for (int i = 0; i < Square.RANKS; i++) {
            int rank = Square.RANKS - 1 - i;
            String row = ranks[i];
            Message where = new Message("fen.rank", rank + 1, row, i + 1);
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
                        throw new NotationException("fen.zero_empty", where, run, c + 1);
                    }
                    if (empty > Square.FILES - file) {
                        throw new NotationException("fen.too_many_empty", where, file, run, c + 1);
                    }
                    file += (int) empty;
                    c = end;
                    continue;
                }
                int piece = piece(ch);
                if (piece == Piece.NONE) {
                    throw new NotationException(
                            "fen.not_a_letter",
                            where,
                            ch,
                            c + 1,
                            PieceLetters.FEN.list().toLowerCase(Locale.ROOT));
                }
                if (file >= Square.FILES) {
                    throw new NotationException("fen.tenth_file", where, ch, c + 1);
                }
                int sq = Square.of(file, rank);
                located[sq] = new Message("fen.located", where, ch, c + 1);
                board[sq] = piece;
                file++;
                c++;
            }
            if (file < Square.FILES) {
                throw new NotationException("fen.too_few_files", where, file);
            }
        }
        Side toMove = Side.CHO;
        if (fields.length > 1) {
            toMove = switch (fields[1]) {
                case "w" -> Side.CHO;
                case "b" -> Side.HAN;
                default -> throw new NotationException("fen.side_to_move", fields[1]);
            };
        }
        int clock = fields.length > 4 ? number(fields[4], "fen.field.clock") : 0;
        int fullmove = fields.length > 5 ? number(fields[5], "fen.field.move_number") : 1;
        if (fields.length > 6) {
            throw new NotationException("fen.fields", fields.length);
        }
        try {
            return new Position(rules, board, toMove, clock, fullmove).checkedSetUp();
        } catch (IllegalPositionException e) {
            throw new NotationException(placement(e, located));
        }
    }

    /** The rules core's objection to the board, located in the FEN text. */
    private static Message placement(IllegalPositionException e, Message[] located) {
        Message name = RuleWords.piece(e.side, e.type);
        return switch (e.problem) {
            case NO_GENERAL -> new Message("fen.no_general", name, letter(Piece.of(e.side, PieceType.GENERAL)));
            case FACING_FORBIDDEN -> new Message("fen.facing_forbidden");
            case NOT_TO_MOVE_IN_CHECK ->
                new Message(
                        "fen.not_to_move_in_check", name, UciMove.square(e.square), RuleWords.side(e.side.opponent()));
            case OUTSIDE_PALACE ->
                new Message("fen.outside_palace", located[e.square], name, UciMove.square(e.square), palace(e.side));
            case SECOND_GENERAL -> {
                // The FEN lists rank 10 first: the general written second is on the lower point.
                int second = Math.min(e.square, e.otherGeneral);
                int first = Math.max(e.square, e.otherGeneral);
                yield new Message(
                        "fen.second_general", located[second], name, UciMove.square(second), UciMove.square(first));
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

    /** @param what the key of the field's name, for the message */
    private static int number(String field, String what) {
        // Digits 0-9 only: Integer.parseInt would also take "+5" and digits of other scripts.
        if (!field.matches("[0-9]{1,9}")) {
            throw new NotationException(
                    field.matches("[0-9]+") ? "fen.number_too_big" : "fen.not_a_number", new Message(what), field);
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
