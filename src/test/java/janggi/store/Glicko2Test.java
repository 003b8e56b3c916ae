package janggi.store;

import static org.junit.jupiter.api.Assertions.assertEquals;

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
    void aPlayerWhoDoesNotPlayGrowsLessSureOnly() {
        Rating after = Glicko2.update(new Rating(1500, 200, 0.06), List.of());
        assertEquals(1500, after.rating(), 1e-9);
        assertEquals(200.27, after.deviation(), 0.01);
    }
}
