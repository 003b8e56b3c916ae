package janggi.notation;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;

/**
 * The three letter sets for pieces (RULES.md section 1), in {@link PieceType} order: general,
 * guard, elephant, horse, chariot, cannon, soldier. Each set also says which side its capitals
 * belong to.
 */
public enum PieceLetters {
    /** Roleigh Martin's figures and our display: capitals for Han. */
    DISPLAY("KGBNRCP", Side.HAN),
    /** Fairy-Stockfish and pychess-variants FEN: capitals for Cho ("white"). */
    FEN("KABNRCP", Side.CHO),
    /** Game Courier's Janggi preset: capitals for Red, i.e. Han. */
    GAME_COURIER("GFENRCP", Side.HAN);

    private final String letters;
    private final Side capitals;

    PieceLetters(String letters, Side capitals) {
        this.letters = letters;
        this.capitals = capitals;
    }

    public char letter(int piece) {
        char c = letters.charAt(Piece.type(piece).ordinal());
        return Piece.side(piece) == capitals ? c : Character.toLowerCase(c);
    }

    /** The piece a letter names, or {@link Piece#NONE} if it names none. */
    public int piece(char letter) {
        int index = letters.indexOf(Character.toUpperCase(letter));
        if (index < 0) {
            return Piece.NONE;
        }
        Side side = Character.isUpperCase(letter) ? capitals : capitals.opponent();
        return Piece.of(side, PieceType.values()[index]);
    }
}
