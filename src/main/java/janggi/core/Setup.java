package janggi.core;

import java.util.Locale;

/**
 * One army's choice of where horses and elephants stand: four letters for files B, C, G and H,
 * {@code N} for a horse and {@code B} (or {@code E}) for an elephant, one of each on either wing.
 * {@code NBBN} is the arrangement of the usual diagrams (horses beside the chariots).
 */
public final class Setup {
    public static final Setup STANDARD = new Setup(true, true);

    /** Whether the horse stands on file B (else C), and on file H (else G). */
    private final boolean leftHorseOuter;
    private final boolean rightHorseOuter;

    private Setup(boolean leftHorseOuter, boolean rightHorseOuter) {
        this.leftHorseOuter = leftHorseOuter;
        this.rightHorseOuter = rightHorseOuter;
    }

    public static Setup of(boolean horseOnB, boolean horseOnH) {
        return new Setup(horseOnB, horseOnH);
    }

    /** All four arrangements, in the order NBBN, NBNB, BNBN, BNNB. */
    public static Setup[] all() {
        return new Setup[] {of(true, true), of(true, false), of(false, false), of(false, true)};
    }

    /** Reads four letters such as {@code NBBN}; the message of the exception says what is wrong. */
    public static Setup parse(String text) {
        String t = text == null ? "" : text.trim().toUpperCase(Locale.ROOT).replace('E', 'B');
        if (t.length() != 4 || !t.matches("[NB]{4}")) {
            throw new IllegalArgumentException("setup '" + text + "' should be four letters N (horse) or B/E"
                    + " (elephant) for files B, C, G, H, e.g. NBBN");
        }
        if (t.charAt(0) == t.charAt(1) || t.charAt(2) == t.charAt(3)) {
            throw new IllegalArgumentException("setup '" + text + "' needs one horse and one elephant on each wing"
                    + " (files B-C and G-H)");
        }
        return new Setup(t.charAt(0) == 'N', t.charAt(3) == 'N');
    }

    public String letters() {
        return (leftHorseOuter ? "NB" : "BN") + (rightHorseOuter ? "BN" : "NB");
    }

    /** Places a whole army on its home ranks. */
    void place(int[] board, Side side) {
        int back = side == Side.CHO ? 0 : Square.RANKS - 1;
        int forward = side.forward();
        PieceType horseB = leftHorseOuter ? PieceType.HORSE : PieceType.ELEPHANT;
        PieceType horseH = rightHorseOuter ? PieceType.HORSE : PieceType.ELEPHANT;
        PieceType[] backRank = {PieceType.CHARIOT, horseB, other(horseB), PieceType.GUARD, null,
            PieceType.GUARD, other(horseH), horseH, PieceType.CHARIOT};
        for (int file = 0; file < Square.FILES; file++) {
            if (backRank[file] != null) {
                board[Square.of(file, back)] = Piece.of(side, backRank[file]);
            }
        }
        board[Square.of(4, back + forward)] = Piece.of(side, PieceType.GENERAL);
        board[Square.of(1, back + 2 * forward)] = Piece.of(side, PieceType.CANNON);
        board[Square.of(7, back + 2 * forward)] = Piece.of(side, PieceType.CANNON);
        for (int file = 0; file < Square.FILES; file += 2) {
            board[Square.of(file, back + 3 * forward)] = Piece.of(side, PieceType.SOLDIER);
        }
    }

    private static PieceType other(PieceType t) {
        return t == PieceType.HORSE ? PieceType.ELEPHANT : PieceType.HORSE;
    }

    /** The opening position with these arrangements; Cho to move. */
    public static Position startPosition(RuleSet rules, Setup cho, Setup han) {
        int[] board = new int[Square.COUNT];
        cho.place(board, Side.CHO);
        han.place(board, Side.HAN);
        return new Position(rules, board, Side.CHO, 0, 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Setup s && s.leftHorseOuter == leftHorseOuter && s.rightHorseOuter == rightHorseOuter;
    }

    @Override
    public int hashCode() {
        return (leftHorseOuter ? 2 : 0) + (rightHorseOuter ? 1 : 0);
    }

    @Override
    public String toString() {
        return letters();
    }
}
