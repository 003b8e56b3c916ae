package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import org.junit.jupiter.api.Test;

class StartTest {

    @Test
    void theDefaultsAreThePlayerAsHanAgainstTheComputerFromTheOpening() {
        Start start = Start.of(RuleSet.JANGGI);
        assertEquals(Engine.DEFAULT_LEVEL, start.level());
        assertEquals(Session.Control.COMPUTER, start.control(Side.CHO));
        assertEquals(Session.Control.HUMAN, start.control(Side.HAN));
        assertNull(start.game());
        assertNull(start.seed());
        assertEquals(0, start.threads());
    }

    @Test
    void eachWithChangesOneThingInACopy() {
        Start start = Start.of(RuleSet.CASUAL);
        Start changed = start.withLevel(3).withThreads(2).withFlip(true).withSeed(7L);
        assertEquals(Engine.DEFAULT_LEVEL, start.level(), "the original is unchanged");
        assertEquals(3, changed.level());
        assertEquals(2, changed.threads());
        assertEquals(7L, changed.seed());
        assertEquals(RuleSet.CASUAL, changed.rules());
    }

    @Test
    void aSessionOpensWithTheSetupsGivenAndNoQuestions() {
        Setup bnnb = Setup.parse("BNNB");
        Session session = Start.of(RuleSet.JANGGI)
                .withSides(Session.Control.HUMAN, Session.Control.HUMAN)
                .withSetups(bnnb, Setup.STANDARD)
                .withFlip(true)
                .openWithoutQuestions(null);
        assertEquals(bnnb, session.game().setup(Side.CHO).orElseThrow());
        assertEquals(Setup.STANDARD, session.game().setup(Side.HAN).orElseThrow());
        assertEquals(true, session.flipped());
    }
}
