package janggi.engine.review;

import janggi.record.Nag;

/**
 * What a review says of a move that lost expected score ({@link WinChance}) against the best
 * move, in the manner of lichess: an inaccuracy from 5 points in a hundred, a mistake from 10, a
 * blunder from 15. A move that leaves a lost game lost, or a won game won, is at worst a mistake:
 * the result it risked was settled either way.
 */
public enum Mark {
    INACCURACY(0.05, Nag.DUBIOUS),
    MISTAKE(0.10, Nag.MISTAKE),
    BLUNDER(0.15, Nag.BLUNDER);

    /** A side whose expected score is this low has lost; this high, won. */
    static final double LOST = 0.20;

    static final double WON = 1 - LOST;

    /** The least loss of expected score that earns the mark. */
    public final double loss;
    /** The glyph a record writes for it: {@code $6}, {@code $2}, {@code $4}. */
    public final int nag;

    Mark(double loss, int nag) {
        this.loss = loss;
        this.nag = nag;
    }

    /** {@code ?!}, {@code ?} or {@code ??}. */
    public String symbol() {
        return Nag.symbol(nag);
    }

    /**
     * The mark of a move, or null for none.
     *
     * @param best the mover's expected score with the best move
     * @param played the mover's expected score after the move played
     */
    public static Mark of(double best, double played) {
        double loss = best - played;
        boolean settled = best <= LOST && played <= LOST || best >= WON && played >= WON;
        if (loss >= BLUNDER.loss && !settled) {
            return BLUNDER;
        }
        if (loss >= MISTAKE.loss) {
            return MISTAKE;
        }
        return loss >= INACCURACY.loss ? INACCURACY : null;
    }
}
