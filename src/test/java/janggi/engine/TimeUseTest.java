package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import org.junit.jupiter.api.Test;

class TimeUseTest {
    private static final int A = Move.of(1, 2);
    private static final int B = Move.of(3, 4);

    @Test
    void aBestMoveThatKeepsChangingTakesMoreTimeThanOneThatStands() {
        TimeUse changing = new TimeUse();
        TimeUse standing = new TimeUse();
        double lastChanging = 0;
        double lastStanding = 0;
        for (int i = 0; i < 6; i++) {
            lastChanging = changing.after(i % 2 == 0 ? A : B, 50);
            lastStanding = standing.after(A, 50);
        }
        assertEquals(1, lastStanding, 1e-9);
        assertTrue(lastChanging > 1.9, "changed at each of five iterations: " + lastChanging);
    }

    @Test
    void aBestMoveStandingForEightIterationsIsSettled() {
        TimeUse use = new TimeUse();
        double share = 0;
        for (int i = 0; i < 8; i++) {
            share = use.after(A, 50);
        }
        assertEquals(1, share, 1e-9);
        assertEquals(0.6, use.after(A, 50), 1e-9);
    }

    @Test
    void aFallingScoreTakesUpToHalfAsMuchAgain() {
        TimeUse use = new TimeUse();
        use.after(A, 300);
        assertEquals(1.25, use.after(A, 250), 1e-9);
        assertEquals(1.5, use.after(A, -400), 1e-9);
        assertEquals(1, use.after(A, 0), 1e-9);
    }

    @Test
    void aFixedTimePerMoveIsUsedWholeHoweverSettledTheSearch() {
        assertFalse(SearchDeadline.of(SearchLimits.moveTime(10_000)).pastSoftLimit(0));
        assertTrue(SearchDeadline.of(SearchLimits.clock(60_000, 1_000, 0)).pastSoftLimit(0));
    }
}
