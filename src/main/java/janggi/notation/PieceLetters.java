package janggi.notation;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;

/**
 * The letter sets for pieces (docs/rules.md, Piece letters), in {@link PieceType} order: general,
 * guard, elephant, horse, chariot, cannon, soldier. Each set also says which side its capitals
 * belong to. This is the only table of piece letters in the project.
 */
public enum PieceLetters {
    /** Roleigh Martin's figures and our display: capitals for Han. */
    DISPLAY("KGBNRCP", Side.HAN),
    /** Fairy-Stockfish and pychess-variants FEN: capitals for Cho ("white"). */
    FEN("KABNRCP", Side.CHO),
    /** Game Courier's Janggi preset: capitals for Red, i.e. Han. */
    GAME_COURIER("GFENRCP", Side.HAN),
    /**
     * Korean Random Chess game records (docs/rules.md, Korean Random Chess): capitals only, for the
     * pieces of either side; soldiers are named by their file instead (see {@link KrcMove}).
     */
    KRC("KGENRCP", Side.CHO),
    /**
     * Fairy-Stockfish's SAN, as pychess-variants exports it: the FEN letters except that the
     * elephant and horse take their synonyms E and H, the letters SAN prints.
     */
    SAN("KAEHRCP", Side.CHO);

    private static final PieceType[] TYPES = PieceType.values();

    private final String letters;
    private final Side capitals;

    PieceLetters(String letters, Side capitals) {
        this.letters = letters;
        this.capitals = capitals;
    }

    /** The side written in capitals. */
    public Side capitals() {
        return capitals;
    }

    /** The letter of a piece, a capital for {@link #capitals()}. */
    public char letter(int piece) {
        if (piece == Piece.NONE) {
            throw new IllegalArgumentException("an empty point has no letter");
        }
        return letter(Piece.side(piece), Piece.type(piece));
    }

    public char letter(Side side, PieceType type) {
        char c = letters.charAt(type.ordinal());
        return side == capitals ? c : Character.toLowerCase(c);
    }

    /** The piece a letter names, or {@link Piece#NONE} if it names none. */
    public int piece(char letter) {
        int index = letter < 128 ? letters.indexOf(Character.toUpperCase(letter)) : -1;
        if (index < 0) {
            return Piece.NONE;
        }
        Side side = Character.isUpperCase(letter) ? capitals : capitals.opponent();
        return Piece.of(side, TYPES[index]);
    }

    /** The capitals separated by spaces, for messages: e.g. {@code G F E N R C P}. */
    public String list() {
        return String.join(" ", letters.split(""));
    }
}
