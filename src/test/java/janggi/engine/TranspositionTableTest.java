package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.Move;
import janggi.core.PieceType;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {

    @Test
    void keepsEveryFieldOfAnEntryAPromotionIncluded() {
        TranspositionTable tt = new TranspositionTable(1);
        int promotion = Move.of(80, 89, PieceType.CHARIOT);
        tt.store(12345L, promotion, -31000, 17, TranspositionTable.LOWER);
        long entry = tt.probe(12345L);
        assertEquals(promotion, TranspositionTable.move(entry));
        assertEquals(-31000, TranspositionTable.score(entry));
        assertEquals(17, TranspositionTable.depth(entry));
        assertEquals(TranspositionTable.LOWER, TranspositionTable.bound(entry));
        tt.store(999L, Move.NONE, 5, 1, TranspositionTable.EXACT);
        assertEquals(Move.NONE, TranspositionTable.move(tt.probe(999L)));
        assertEquals(0, tt.probe(4242L), "an empty slot reads as no entry");
    }
}
