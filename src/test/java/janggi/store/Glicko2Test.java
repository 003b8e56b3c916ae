package janggi.store;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.store.Glicko2.Game;
import janggi.store.Glicko2.Rating;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Glicko-2 against the worked example of Glickman's paper ("Example of the Glicko-2 system"). */
class Glicko2Test {
    @Test
    void glickmansExampleGivesHisNumbers() {
        Rating player = new Rating(1500, 200, 0.06);
        Rating after = Glicko2.update(
                player,
                List.of(
                        new Game(new Rating(1400, 30, 0.06), 1),
                        new Game(new Rating(1550, 100, 0.06), 0),
                        new Game(new Rating(1700, 300, 0.06), 0)));
        assertEquals(1464.06, after.rating(), 0.01);
        assertEquals(151.52, after.deviation(), 0.01);
        assertEquals(0.05999, after.volatility(), 0.00001);
    }

    @Test
    void daysWithoutAGameMakeARatingLessSureUpToANewcomers() {
        Rating settled = new Rating(1720, 60, 0.06);
        Rating month = Glicko2.idle(settled, 30);
        assertEquals(1720, month.rating(), 1e-9);
        // sqrt(60² + 30 · (0.06 · 173.7)²) points.
        assertEquals(82.8, month.deviation(), 0.1);
        assertEquals(350, Glicko2.idle(settled, 100_000).deviation(), 1e-9);
        assertEquals(settled, Glicko2.idle(settled, 0));
        assertEquals(
                Glicko2.update(settled, List.of()).deviation(),
                Glicko2.idle(settled, 1).deviation(),
                1e-9,
                "one period without a game, as Glickman's step 6");
    }

    @Test
    void aRatingIsProvisionalWhileItsDeviationIsAbove110() {
        assertTrue(Glicko2.provisional(Glicko2.FIRST));
        assertTrue(Glicko2.provisional(new Rating(1600, 110.5, 0.06)));
        assertFalse(Glicko2.provisional(new Rating(1600, 110, 0.06)));
    }

    @Test
    void aPlayerWhoDoesNotPlayGrowsLessSureOnly() {
        Rating after = Glicko2.update(new Rating(1500, 200, 0.06), List.of());
        assertEquals(1500, after.rating(), 1e-9);
        assertEquals(200.27, after.deviation(), 0.01);
    }
}
