package janggi.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.engine.Score;
import org.junit.jupiter.api.Test;

class WinChanceTest {
    @Test
    void anEvenScoreIsAnEvenGameAndTheCurveIsSymmetric() {
        assertEquals(0.5, WinChance.of(0), 1e-12);
        for (int score : new int[] {50, 200, 700, 1500}) {
            assertEquals(1, WinChance.of(score) + WinChance.of(-score), 1e-12);
            assertTrue(WinChance.of(score) > WinChance.of(score - 10));
        }
    }

    @Test
    void aMateIsACertainWinOrLoss() {
        assertEquals(1, WinChance.of(Score.MATE - 5));
        assertEquals(0, WinChance.of(-(Score.MATE - 5)));
    }

    @Test
    void aChariotAheadIsCloseToAWin() {
        assertTrue(WinChance.of(1300) > 0.9, "a chariot up: " + WinChance.of(1300));
        assertTrue(WinChance.of(200) < 0.75, "a soldier up: " + WinChance.of(200));
    }
}
