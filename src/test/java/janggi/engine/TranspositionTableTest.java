package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

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

    @Test
    void neighbouringSlotsKeepTheirOwnEntriesUpToTheLast() {
        // One megabyte holds 65,536 slots of two longs; keys 0..65,535 fill every one of them.
        TranspositionTable tt = new TranspositionTable(1);
        int slots = 1 << 16;
        for (int k = 0; k < slots; k++) {
            tt.store(k, Move.NONE, k % 1000, 1 + k % 50, TranspositionTable.EXACT);
        }
        for (int k = 0; k < slots; k++) {
            long entry = tt.probe(k);
            assertEquals(k % 1000, TranspositionTable.score(entry), "slot " + k);
            assertEquals(1 + k % 50, TranspositionTable.depth(entry), "slot " + k);
        }
        tt.clear();
        assertEquals(0, tt.probe(slots - 1), "a cleared table is empty");
    }

    @Test
    void aBoundSettlesOnlyTheWindowsItSpeaksFor() {
        assertEquals(TranspositionTable.LOWER, TranspositionTable.boundOf(50, 0, 50));
        assertEquals(TranspositionTable.EXACT, TranspositionTable.boundOf(20, 0, 50));
        assertEquals(TranspositionTable.UPPER, TranspositionTable.boundOf(0, 0, 50));

        TranspositionTable tt = new TranspositionTable(1);
        tt.store(1L, Move.NONE, 60, 3, TranspositionTable.LOWER);
        long lower = tt.probe(1L);
        assertTrue(TranspositionTable.decides(lower, 60, 0, 50), "at least 60 fails high over 50");
        assertFalse(TranspositionTable.decides(lower, 60, 0, 100), "at least 60 says nothing below 100");
        tt.store(2L, Move.NONE, -10, 3, TranspositionTable.UPPER);
        long upper = tt.probe(2L);
        assertTrue(TranspositionTable.decides(upper, -10, 0, 50), "at most -10 fails low under 0");
        assertFalse(TranspositionTable.decides(upper, -10, -20, 50), "at most -10 says nothing above -20");
        tt.store(3L, Move.NONE, 30, 3, TranspositionTable.EXACT);
        assertTrue(TranspositionTable.decides(tt.probe(3L), 30, 0, 50));
    }

    @Test
    void aSearchThatFailedLowLeavesTheBestMoveAnEarlierSearchFound() {
        TranspositionTable tt = new TranspositionTable(1);
        int found = Move.of(80, 70);
        int guess = Move.of(81, 71);
        tt.store(7L, found, 40, 5, TranspositionTable.EXACT);
        tt.store(7L, guess, -20, 6, TranspositionTable.UPPER);
        long entry = tt.probe(7L);
        assertEquals(found, TranspositionTable.move(entry), "the fail-low guess does not replace the move found");
        assertEquals(6, TranspositionTable.depth(entry), "the deeper bound is still stored");
        assertEquals(TranspositionTable.UPPER, TranspositionTable.bound(entry));
        tt.store(8L, guess, -20, 6, TranspositionTable.UPPER);
        assertEquals(Move.NONE, TranspositionTable.move(tt.probe(8L)), "a fresh fail-low entry has no move");
        tt.store(7L, guess, 90, 7, TranspositionTable.LOWER);
        assertEquals(guess, TranspositionTable.move(tt.probe(7L)), "a move that fails high is stored");
    }
}
