package janggi.core;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * One Janggi rule set: every rule that differs between the sources is a field here, and the
 * move generator and the referee consult the fields (see docs/rules.md, Rule sets). A new
 * reading of the rules is a new preset, not new code.
 */
public final class RuleSet {

    /** When a player may pass (the general's square to itself in interchange notation). */
    public enum Passing {
        /** Any turn when not in check; while the generals face each other, even in check. */
        ANY_TURN,
        /** Only when no other legal move exists (Martin, Gollon). */
        WHEN_NO_OTHER_MOVE,
        NEVER
    }

    /** What the rule set makes of the two generals facing each other on an open file. */
    public enum Facing {
        /** No special rule: facing is an ordinary position. */
        IGNORED,
        /** Bikjang: legal to create; the side to move must break it or pass. */
        MUST_BREAK,
        /** Flying general: a move that leaves the generals facing is illegal. */
        FORBIDDEN
    }

    /** How a game stopped by a rule (two passes, bikjang, repetition, no captures) is scored. */
    public enum Ending {
        /** The side with more points (Han adding the komi) wins. */
        COUNTING,
        DRAW
    }

    /** Han's komi in half points: Han adds 1.5 points when counting. */
    public static final int KOMI_HALF_POINTS = 3;

    public static final RuleSet JANGGI = new Builder("janggi", "janggi")
            .facing(Facing.MUST_BREAK, Ending.COUNTING)
            .build();
    public static final RuleSet CASUAL =
            new Builder("casual", "janggicasual").counting(false).build();
    public static final RuleSet MODERN = new Builder("modern", "janggimodern")
            .repetition(4)
            .kakaoRepetition()
            .noCaptureLimit(200)
            .build();
    public static final RuleSet TRADITIONAL = new Builder("traditional", "janggitraditional")
            .counting(false)
            .facing(Facing.MUST_BREAK, Ending.DRAW)
            .build();
    public static final RuleSet MARTIN = new Builder("martin", "janggimartin")
            .counting(false)
            .passing(Passing.WHEN_NO_OTHER_MOVE)
            .facing(Facing.MUST_BREAK, Ending.DRAW)
            .kingsNaked()
            .gollon()
            .build();

    /**
     * Korean Random Chess (docs/rules.md, Korean Random Chess). No Fairy-Stockfish variant plays
     * it; "krc" is our own name for UCI.
     */
    public static final RuleSet KRC = new Builder("krc", "krc")
            .counting(false)
            .passing(Passing.NEVER)
            .facing(Facing.FORBIDDEN, Ending.DRAW)
            .noPalaceDiagonals()
            .freeGuards()
            .promotion()
            .stalemateLoses()
            .repetitionLosesForRepeater()
            .noCaptureLimit(100)
            .soldierAdvanceResetsCount()
            .insufficientMaterialDraws()
            .shuffledWings()
            .build();

    private static final List<RuleSet> ALL = List.of(JANGGI, CASUAL, MODERN, TRADITIONAL, MARTIN, KRC);

    public final String name;
    /**
     * The UCI_Variant name, as Fairy-Stockfish calls the variant with the same move rules
     * ({@code janggimartin} is not built in: it is defined by the janggimartin.ini kept with
     * the perft test data).
     */
    public final String uciVariant;

    public final Passing passing;
    public final Facing facing;
    /** Scoring when the game ends by bikjang (a pass while the generals face). */
    public final Ending bikjangEnding;
    /** Whether rule-stopped games are decided by counting points; otherwise they are drawn. */
    public final boolean counting;
    /** The occurrence of a position that ends the game (3rd or 4th). */
    public final int repetitionCount;
    /** Kakao rule: moving the same piece (not general or guard) back and forth, not in check, loses. */
    public final boolean kakaoRepetition;
    /**
     * Plies without a capture (nor, under {@link #soldierAdvanceResetsCount}, a soldier's step
     * forward) after which the game ends.
     */
    public final int noCaptureLimit;
    /** Kings Naked rule: whoever creates the facing can at best draw that game. */
    public final boolean kingsNaked;
    /** Gollon's rule: a mate whose checking piece is defended only by its general along the open file is a draw. */
    public final boolean gollon;
    /** Chariots, cannons and soldiers may travel along the palace diagonals. */
    public final boolean palaceDiagonals;
    /**
     * KRC's samurai guards: generals step to any of the 8 neighbouring points inside their palace,
     * guards to any of the 8 neighbouring points anywhere; and banzai: a guard outside its own
     * palace that has a legal capture must capture (one of them, or one of two such guards'),
     * unless its side is in check. Otherwise generals and guards step along the palace lines.
     */
    public final boolean freeGuards;
    /**
     * A soldier whose move ends on the last row becomes one of its side's captured pieces (guard,
     * elephant, horse, chariot or cannon), chosen by the player; with none captured it stays a
     * soldier. The captured pieces are read off the board: a type is available while fewer than
     * the army's two stand on the board, since a promotion brings back a captured piece.
     */
    public final boolean promotion;
    /** A side without a legal move and not in check has lost (otherwise a stalemate is a draw). */
    public final boolean stalemateLoses;
    /** The side whose move makes a position occur for the {@link #repetitionCount}th time loses. */
    public final boolean repetitionLosesForRepeater;
    /** A soldier's forward step also restarts the no-capture count. */
    public final boolean soldierAdvanceResetsCount;
    /** General against general, or against general and one or two cannons, is drawn at once. */
    public final boolean insufficientMaterialDraws;
    /**
     * Chariot, horse and elephant stand in any order on each wing, the armies mirroring each other
     * (a {@link Setup} of 36); otherwise chariots stand in the corners and each side places its
     * horses and elephants (4 setups per side).
     */
    public final boolean shuffledWings;
    /** Per point: where a general standing there may step. */
    final int[][] generalSteps;
    /** Per point: where a guard standing there may step. */
    final int[][] guardSteps;
    /** Per point: the lines a chariot or cannon travels from there (see {@link Rays}). */
    final int[][][] riderRays;
    /** Per {@link Exposure} index: the {@link #riderRays} from the general's point through the other point. */
    final int[][][] exposedRiderRays;

    private RuleSet(Builder b) {
        name = b.name;
        uciVariant = b.uciVariant;
        passing = b.passing;
        facing = b.facing;
        bikjangEnding = b.bikjangEnding;
        counting = b.counting;
        repetitionCount = b.repetitionCount;
        kakaoRepetition = b.kakaoRepetition;
        noCaptureLimit = b.noCaptureLimit;
        kingsNaked = b.kingsNaked;
        gollon = b.gollon;
        palaceDiagonals = b.palaceDiagonals;
        freeGuards = b.freeGuards;
        promotion = b.promotion;
        stalemateLoses = b.stalemateLoses;
        repetitionLosesForRepeater = b.repetitionLosesForRepeater;
        soldierAdvanceResetsCount = b.soldierAdvanceResetsCount;
        insufficientMaterialDraws = b.insufficientMaterialDraws;
        shuffledWings = b.shuffledWings;
        generalSteps = freeGuards ? Palace.EIGHT_WAY_STEPS : Palace.LINE_STEPS;
        guardSteps = freeGuards ? Palace.NEIGHBOURS : Palace.LINE_STEPS;
        riderRays = palaceDiagonals ? Rays.WITH_PALACE_DIAGONALS : Rays.ORTHOGONAL;
        exposedRiderRays = Exposure.riderRays(palaceDiagonals);
    }

    /** Scoring of a game stopped by two passes, repetition or the no-capture limit. */
    public Ending ruleEnding() {
        return counting ? Ending.COUNTING : Ending.DRAW;
    }

    public static List<RuleSet> all() {
        return ALL;
    }

    /** The preset with this name (case-insensitive), also accepting Fairy-Stockfish's variant names. */
    public static Optional<RuleSet> named(String name) {
        String key = name.trim().toLowerCase(Locale.ROOT);
        for (RuleSet r : ALL) {
            if (r.name.equals(key) || r.uciVariant.equals(key)) {
                return Optional.of(r);
            }
        }
        return Optional.empty();
    }

    public static String names() {
        return String.join(", ", ALL.stream().map(r -> r.name).toList());
    }

    @Override
    public String toString() {
        return name;
    }

    private static final class Builder {
        private final String name;
        private final String uciVariant;
        private Passing passing = Passing.ANY_TURN;
        private Facing facing = Facing.IGNORED;
        private Ending bikjangEnding = Ending.DRAW;
        private boolean counting = true;
        private int repetitionCount = 3;
        private boolean kakaoRepetition;
        private int noCaptureLimit = 100;
        private boolean kingsNaked;
        private boolean gollon;
        private boolean palaceDiagonals = true;
        private boolean freeGuards;
        private boolean promotion;
        private boolean stalemateLoses;
        private boolean repetitionLosesForRepeater;
        private boolean soldierAdvanceResetsCount;
        private boolean insufficientMaterialDraws;
        private boolean shuffledWings;

        Builder(String name, String uciVariant) {
            this.name = name;
            this.uciVariant = uciVariant;
        }

        Builder passing(Passing p) {
            passing = p;
            return this;
        }

        Builder facing(Facing f, Ending ending) {
            facing = f;
            bikjangEnding = ending;
            return this;
        }

        Builder counting(boolean c) {
            counting = c;
            return this;
        }

        Builder repetition(int count) {
            repetitionCount = count;
            return this;
        }

        Builder kakaoRepetition() {
            kakaoRepetition = true;
            return this;
        }

        Builder noCaptureLimit(int plies) {
            noCaptureLimit = plies;
            return this;
        }

        Builder kingsNaked() {
            kingsNaked = true;
            return this;
        }

        Builder gollon() {
            gollon = true;
            return this;
        }

        Builder noPalaceDiagonals() {
            palaceDiagonals = false;
            return this;
        }

        Builder freeGuards() {
            freeGuards = true;
            return this;
        }

        Builder promotion() {
            promotion = true;
            return this;
        }

        Builder stalemateLoses() {
            stalemateLoses = true;
            return this;
        }

        Builder repetitionLosesForRepeater() {
            repetitionLosesForRepeater = true;
            return this;
        }

        Builder soldierAdvanceResetsCount() {
            soldierAdvanceResetsCount = true;
            return this;
        }

        Builder insufficientMaterialDraws() {
            insufficientMaterialDraws = true;
            return this;
        }

        Builder shuffledWings() {
            shuffledWings = true;
            return this;
        }

        RuleSet build() {
            return new RuleSet(this);
        }
    }
}
