package janggi.notation;

import janggi.core.Move;
import janggi.core.Position;
import janggi.text.Texts;
import java.util.Arrays;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.Collectors;

/**
 * How the moves of a game are shown to a player: in Martin's display coordinates
 * ({@code B0-C2}, {@link DisplayMove}), or as Korean records write them ({@code 02마83},
 * {@link KoreanMove}). A player may type either, whichever is shown: {@link #read}.
 */
public enum MoveNotation {
    MARTIN,
    /**
     * Korean records' moves. A soldier's promotion, which only Korean Random Chess has and
     * Korean records never write, keeps Martin's notation ({@code A1-A0=R}).
     */
    KOREAN;

    /** The notation's name as the option takes it: {@code martin} or {@code korean}. */
    public String id() {
        return name().toLowerCase(Locale.ROOT);
    }

    /** The notation named {@code name} (any case), if there is one. */
    public static Optional<MoveNotation> named(String name) {
        return Arrays.stream(values())
                .filter(n -> n.id().equalsIgnoreCase(name.strip()))
                .findFirst();
    }

    /** Every notation's name, for messages. */
    public static String names() {
        return Arrays.stream(values()).map(MoveNotation::id).collect(Collectors.joining(", "));
    }

    /** The move in this notation, given the position before it. */
    public String write(int move, Position before) {
        return this == KOREAN && !Move.isPromotion(move) ? KoreanMove.of(move, before) : DisplayMove.of(move);
    }

    /**
     * The move as a player reading {@code texts} sees it: in this notation, and a pass, which
     * Martin's notation writes as the word players type, in the player's language ({@code pass},
     * {@code 한수쉼}, which may be typed too).
     */
    public String shown(int move, Position before, Texts texts) {
        return this == MARTIN && Move.isPass(move) ? texts.get("move.pass") : write(move, before);
    }

    /**
     * A move as a player types it, in either notation: {@code B0-C2} or {@code pass}, or a move
     * of a Korean record ({@code 79졸78}, {@code 한수쉼}), checked against the position.
     *
     * @throws NotationException saying what is wrong
     */
    public static int read(String text, Position pos) {
        return KoreanMove.isKorean(text) ? KoreanMove.parse(text, pos) : DisplayMove.parse(text, pos);
    }

    /**
     * Whether a player typed a word where a move or a command was due: three letters or more and
     * nothing else, not a pass in either notation. No move looks so, so it is a command mistyped.
     */
    public static boolean isWord(String text) {
        return text.length() >= 3
                && text.codePoints().allMatch(Character::isLetter)
                && !text.equalsIgnoreCase(DisplayMove.PASS)
                && !text.equals(KoreanMove.PASS);
    }
}
