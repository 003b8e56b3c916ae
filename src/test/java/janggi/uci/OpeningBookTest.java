package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.NotationException;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpeningBookTest {
    private final OpeningBook book = OpeningBook.builtIn();

    @Test
    void theBuiltInBookHasDifferentStartsForEverySetupPairingInTurn() {
        assertEquals(240, book.size());
        Setup[] setups = Setup.all();
        Set<Long> positions = new HashSet<>();
        for (int pair = 0; pair < book.size(); pair++) {
            OpeningBook.Opening start = book.forPair(pair);
            int pairing = pair % 16;
            assertEquals(setups[pairing % 4], start.cho(), "start " + pair);
            assertEquals(setups[pairing / 4], start.han(), "start " + pair);
            assertTrue(start.moves().size() >= 4 && start.moves().size() <= 8, start.toString());
            Game game = start.play(RuleSet.JANGGI);
            assertTrue(!game.isOver(), start.toString());
            assertTrue(positions.add(game.position().key()), "a start repeated: " + start);
        }
        assertEquals(book.forPair(0), book.forPair(book.size()));
    }

    @Test
    void theBuiltInBookServesEveryRuleSetWithJanggisArmiesAndNoOther() {
        for (RuleSet rules :
                List.of(RuleSet.JANGGI, RuleSet.CASUAL, RuleSet.MODERN, RuleSet.TRADITIONAL, RuleSet.MARTIN)) {
            assertEquals(Optional.empty(), book.refusedBy(rules), rules.name);
        }
        assertTrue(book.refusedBy(RuleSet.KRC).isPresent());
    }

    @Test
    void aBookIsReadWithCommentsAndBlankLines() {
        OpeningBook read = OpeningBook.parse("# two starts\n\nNBBN BNNB c4d4 c7d7  # a comment\r\nBNBN NBNB\n");
        assertEquals(2, read.size());
        assertEquals(List.of("c4d4", "c7d7"), read.forPair(0).moves());
        assertEquals(Setup.parse("BNBN"), read.forPair(1).cho());
        assertEquals(List.of(), read.forPair(1).moves());
    }

    @Test
    void aLineThatCannotBeReadIsNamed() {
        NotationException setup =
                assertThrows(NotationException.class, () -> OpeningBook.parse("NBBN NBBN\nNNBB NBBN\n"));
        assertTrue(setup.getMessage().startsWith("line 2: "), setup.getMessage());
        NotationException move = assertThrows(NotationException.class, () -> OpeningBook.parse("NBBN NBBN c4d4 z9\n"));
        assertTrue(move.getMessage().startsWith("line 1: "), move.getMessage());
        NotationException alone = assertThrows(NotationException.class, () -> OpeningBook.parse("NBBN\n"));
        assertEquals("line 1: a start begins with Cho's setup and Han's, e.g. NBBN BNNB", alone.getMessage());
        assertEquals(
                "the book holds no start",
                assertThrows(NotationException.class, () -> OpeningBook.parse("# none\n"))
                        .getMessage());
    }

    @Test
    void aMoveTheRulesRefuseIsFoundBeforeTheMatch() {
        OpeningBook illegal = OpeningBook.parse("NBBN NBBN c4d4\nNBBN NBBN c4d4 a1a9\n");
        assertEquals(
                "line 2: 'a1a9' is not a legal move here",
                illegal.refusedBy(RuleSet.JANGGI).orElseThrow().toString());
    }
}
