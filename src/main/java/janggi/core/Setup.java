package janggi.core;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.random.RandomGenerator;

/**
 * One army's back-rank choice: which of chariot, horse and elephant stands on files a, b, c
 * (left wing) and g, h, i (right wing), seen from Cho's side (files are the same for both sides,
 * display or interchange).
 *
 * <p>Two written forms. Janggi ({@code janggi} ... {@code martin}): the chariots stay in the
 * corners and each side chooses, per wing, whether the horse or the elephant stands next to
 * the chariot: four letters for files B, C, G, H, {@code N} for a horse and {@code B} (or
 * {@code E}) for an elephant, e.g. {@code NBBN} (horses beside the chariots, the usual
 * diagrams). Korean Random Chess ({@link RuleSet#shuffledWings}): chariot, horse and elephant in
 * any order on each wing, both armies alike, written as Carrillo's published games name it, the
 * left wing then the right: {@code RNE-NER} (a chariot on a1, horse b1, elephant c1, horse g1,
 * elephant h1, chariot i1; Han's mirrored on rank 10).
 */
public final class Setup {
    private static final int[] FILES = {0, 1, 2, 6, 7, 8};

    public static final Setup STANDARD = parse("NBBN");
    /** Per file of {@link #FILES}: chariot, horse or elephant. */
    private final PieceType[] wings;

    private Setup(PieceType[] wings) {
        this.wings = wings;
    }

    public static Setup of(boolean horseOnB, boolean horseOnH) {
        PieceType b = horseOnB ? PieceType.HORSE : PieceType.ELEPHANT;
        PieceType h = horseOnH ? PieceType.HORSE : PieceType.ELEPHANT;
        return new Setup(new PieceType[] {PieceType.CHARIOT, b, other(b), other(h), h, PieceType.CHARIOT});
    }

    /** All four Janggi arrangements, in the order NBBN, NBNB, BNBN, BNNB. */
    public static Setup[] all() {
        return new Setup[] {of(true, true), of(true, false), of(false, false), of(false, true)};
    }

    /** The arrangements a side may choose under {@code rules}: the four Janggi ones, or KRC's 36. */
    public static Setup[] all(RuleSet rules) {
        if (!rules.shuffledWings) {
            return all();
        }
        List<PieceType[]> orders = orders();
        List<Setup> out = new ArrayList<>();
        for (PieceType[] left : orders) {
            for (PieceType[] right : orders) {
                out.add(new Setup(new PieceType[] {left[0], left[1], left[2], right[0], right[1], right[2]}));
            }
        }
        return out.toArray(new Setup[0]);
    }

    /** An arrangement drawn at random among {@link #all(RuleSet)}. */
    public static Setup random(RuleSet rules, RandomGenerator random) {
        Setup[] all = all(rules);
        return all[random.nextInt(all.length)];
    }

    /** Whether {@code rules} allow this arrangement: under Janggi rules the chariots stand in the corners. */
    public boolean allowedUnder(RuleSet rules) {
        return rules.shuffledWings || (wings[0] == PieceType.CHARIOT && wings[5] == PieceType.CHARIOT);
    }

    /**
     * Reads four letters such as {@code NBBN} or two wings such as {@code RNE-NER} (case does not
     * matter; {@code B} is read as {@code E}).
     *
     * @throws IllegalSetupException saying what is wrong
     */
    public static Setup parse(String text) {
        String t = text == null ? "" : text.strip().toUpperCase(Locale.ROOT);
        if (t.matches("[NBE]{4}")) {
            t = t.replace('E', 'B');
            if (t.charAt(0) == t.charAt(1) || t.charAt(2) == t.charAt(3)) {
                throw new IllegalSetupException(
                        IllegalSetupException.Problem.HORSE_AND_ELEPHANT_PER_WING,
                        text,
                        null,
                        null,
                        "setup '" + text + "' needs one horse and one elephant on each wing (files B-C and G-H)");
            }
            return of(t.charAt(0) == 'N', t.charAt(3) == 'N');
        }
        if (!t.matches("[RNEB]{3}-?[RNEB]{3}")) {
            throw new IllegalSetupException(
                    IllegalSetupException.Problem.NOT_A_SETUP,
                    text,
                    null,
                    null,
                    "setup '" + text + "' is neither four letters N/B nor two wings of R, N and E");
        }
        String letters = t.replace("-", "").replace('B', 'E');
        PieceType[] wings = new PieceType[6];
        for (int i = 0; i < 6; i++) {
            wings[i] = switch (letters.charAt(i)) {
                case 'R' -> PieceType.CHARIOT;
                case 'N' -> PieceType.HORSE;
                default -> PieceType.ELEPHANT;
            };
        }
        for (int w = 0; w < 6; w += 3) {
            if (wings[w] == wings[w + 1] || wings[w] == wings[w + 2] || wings[w + 1] == wings[w + 2]) {
                throw new IllegalSetupException(
                        IllegalSetupException.Problem.THREE_PIECES_PER_WING,
                        text,
                        null,
                        null,
                        "setup '" + text + "' needs a chariot, a horse and an elephant on each wing");
            }
        }
        return new Setup(wings);
    }

    /** The Janggi form, {@code NBBN}; the wing form ({@link #wings()}) if the chariots are not in the corners. */
    public String letters() {
        if (!allowedUnder(RuleSet.JANGGI)) {
            return wings();
        }
        StringBuilder sb = new StringBuilder(4);
        for (int i = 1; i <= 4; i++) {
            sb.append(wings[i] == PieceType.HORSE ? 'N' : 'B');
        }
        return sb.toString();
    }

    /** The Korean Random Chess form: left wing, hyphen, right wing, e.g. {@code RNE-NER}. */
    public String wings() {
        StringBuilder sb = new StringBuilder(7);
        for (int i = 0; i < 6; i++) {
            if (i == 3) {
                sb.append('-');
            }
            sb.append(
                    switch (wings[i]) {
                        case CHARIOT -> 'R';
                        case HORSE -> 'N';
                        default -> 'E';
                    });
        }
        return sb.toString();
    }

    /** The form players of {@code rules} write: {@link #wings()} for KRC, else {@link #letters()}. */
    public String text(RuleSet rules) {
        return rules.shuffledWings ? wings() : letters();
    }

    /** Places a whole army on its home ranks. */
    void place(int[] board, Side side) {
        int back = side == Side.CHO ? 0 : Square.RANKS - 1;
        int forward = side.forward();
        for (int i = 0; i < FILES.length; i++) {
            board[Square.of(FILES[i], back)] = Piece.of(side, wings[i]);
        }
        board[Square.of(3, back)] = Piece.of(side, PieceType.GUARD);
        board[Square.of(5, back)] = Piece.of(side, PieceType.GUARD);
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

    /** The six orders of chariot, horse and elephant on one wing. */
    private static List<PieceType[]> orders() {
        PieceType r = PieceType.CHARIOT;
        PieceType n = PieceType.HORSE;
        PieceType e = PieceType.ELEPHANT;
        return List.of(
                new PieceType[] {r, n, e},
                new PieceType[] {r, e, n},
                new PieceType[] {n, r, e},
                new PieceType[] {n, e, r},
                new PieceType[] {e, r, n},
                new PieceType[] {e, n, r});
    }

    /**
     * The opening position with these arrangements; Cho to move.
     *
     * @throws IllegalArgumentException if {@code rules} do not allow an arrangement, or (KRC) the
     *     two armies do not mirror each other
     */
    public static Position startPosition(RuleSet rules, Setup cho, Setup han) {
        for (Setup s : new Setup[] {cho, han}) {
            if (!s.allowedUnder(rules)) {
                throw new IllegalSetupException(
                        IllegalSetupException.Problem.CHARIOTS_IN_CORNERS,
                        s.toString(),
                        null,
                        rules,
                        "setup " + s + " is not allowed under " + rules);
            }
        }
        if (rules.shuffledWings && !cho.equals(han)) {
            throw new IllegalSetupException(
                    IllegalSetupException.Problem.ARMIES_DIFFER,
                    cho.toString(),
                    han.toString(),
                    rules,
                    "under " + rules + " the armies " + cho + " and " + han + " differ");
        }
        int[] board = new int[Square.COUNT];
        cho.place(board, Side.CHO);
        han.place(board, Side.HAN);
        return new Position(rules, board, Side.CHO, 0, 1);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Setup s && Arrays.equals(s.wings, wings);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(wings);
    }

    @Override
    public String toString() {
        return letters();
    }
}
