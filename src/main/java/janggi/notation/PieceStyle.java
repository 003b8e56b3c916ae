package janggi.notation;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How pieces are drawn on a board. Martin's letters are the default, as in the figures the board
 * is drawn from; a Korean player may rather see the pieces as they are named and carved.
 * Hangul and Hanja letters take two columns of a terminal, so their boards have wider points
 * ({@link MartinBoard}).
 */
public enum PieceStyle {
    /** Roleigh Martin's figures: {@code (R)} for Han, {@code [r]} for Cho, both generals in square brackets. */
    MARTIN(null, null),
    /**
     * Martin's letters bare, Han in capitals and Cho in small letters; colour tells the sides,
     * and without colour brackets do: {@code [r]} for Cho, {@code (R)} for Han.
     */
    LETTERS(null, null),
    /** The names carved on Korean pieces: 차 마 상 사 포, 졸 for Cho and 병 for Han, the generals 초 and 한. */
    HANGUL("초사상마차포졸", "한사상마차포병"),
    /** The characters of older sets: 車 馬 象 士 包, 卒 for Cho and 兵 for Han, the generals 楚 and 漢. */
    HANJA("楚士象馬車包卒", "漢士象馬車包兵");

    /** Each side's letters in {@link PieceType} order: general, guard, elephant, horse, chariot, cannon, soldier. */
    private final String cho;

    private final String han;

    PieceStyle(String cho, String han) {
        this.cho = cho;
        this.han = han;
    }

    /** The style's name as the option and the command take it: {@code martin}, {@code hangul}, ... */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The style named {@code name} (any case), if there is one. */
    public static Optional<PieceStyle> named(String name) {
        return Arrays.stream(values())
                .filter(s -> s.id().equalsIgnoreCase(name.strip()))
                .findFirst();
    }

    /** Every style's name, for messages: {@code martin, letters, hangul, hanja}. */
    public static String names() {
        return Arrays.stream(values()).map(PieceStyle::id).collect(Collectors.joining(", "));
    }

    /** Whether the letters take two columns of a terminal each (Hangul and Hanja). */
    public boolean wide() {
        return cho != null;
    }

    /** The letter of a piece alone: {@code R} or {@code r}, {@code 차}, {@code 漢}. */
    public String letter(int piece) {
        if (!wide()) {
            return String.valueOf(PieceLetters.DISPLAY.letter(piece));
        }
        String letters = Piece.side(piece) == Side.CHO ? cho : han;
        return String.valueOf(letters.charAt(Piece.type(piece).ordinal()));
    }

    /**
     * A piece with the marks that tell its side without colour: Martin's own ({@code [K]} for
     * Han's general), else square brackets for Cho and round ones for Han.
     */
    public String bracketed(int piece) {
        boolean round = Piece.side(piece) == Side.HAN && (this != MARTIN || Piece.type(piece) != PieceType.GENERAL);
        return round ? "(" + letter(piece) + ")" : "[" + letter(piece) + "]";
    }

    /** A piece not known yet, in the brackets of {@code side}: {@code [?]}, or a full-width {@code ？} for the wide styles. */
    public String unknown(Side side) {
        String mark = wide() ? "？" : "?";
        return side == Side.HAN ? "(" + mark + ")" : "[" + mark + "]";
    }
}
