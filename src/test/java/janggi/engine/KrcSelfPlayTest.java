package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import java.util.EnumMap;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The engine plays Korean Random Chess against itself from drawn setups: every move goes through
 * {@link Game#play}, which refuses an illegal one, and the variant's own rules (banzai,
 * promotion, its endings) come up along the way.
 */
class KrcSelfPlayTest {
    private static final int GAMES = 24;

    @Test
    void selfPlayIsLegalAndMeetsTheVariantsRules() {
        SplittableRandom random = new SplittableRandom(6);
        Engine engine = new Engine(4);
        int banzai = 0;
        int promotions = 0;
        Map<GameResult.Termination, Integer> endings = new EnumMap<>(GameResult.Termination.class);
        for (int g = 0; g < GAMES; g++) {
            Setup setup = Setup.random(RuleSet.KRC, random);
            Game game = Game.start(RuleSet.KRC, setup, setup);
            engine.newGame();
            engine.setLevel(g % 2 == 0 ? 3 : 1);
            engine.setSeed(g);
            while (!game.isOver() && game.position().ply() < 400) {
                Position pos = game.position();
                banzai += pos.banzaiGuards().length > 0 ? 1 : 0;
                int move = engine.search(pos, SearchLimits.nodes(1500), SearchListener.NONE)
                        .bestMove();
                promotions += move != Move.NONE && Move.isPromotion(move) ? 1 : 0;
                game.play(move);
            }
            game.result().ifPresent(r -> endings.merge(r.termination(), 1, Integer::sum));
        }
        System.out.printf(
                "krc self-play: %d games, %d positions in banzai, %d promotions, endings %s%n",
                GAMES, banzai, promotions, endings);
        assertTrue(banzai > 0, "no game met banzai");
        assertTrue(promotions > 0, "no soldier promoted");
        assertTrue(endings.getOrDefault(GameResult.Termination.CHECKMATE, 0) > 0, "no game was won: " + endings);
    }
}
