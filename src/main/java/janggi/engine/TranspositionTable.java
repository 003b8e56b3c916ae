package janggi.engine;

import janggi.core.Move;

/**
 * Positions already searched, keyed by Zobrist key. Each slot is two longs side by side, so
 * that a probe finds both in one cache line: the key, and the packed entry {@code move (17 bits,
 * promotion included) | score + 32768 (16 bits) << 17 | depth (8 bits) << 33 | bound (2 bits)
 * << 41 | generation (8 bits) << 43 | 1 << 51} (the last bit tells a stored entry from an empty
 * slot). A slot is replaced when the new entry is from a newer search or at least as deep.
 *
 * <p>The threads of one search share the table without locks. The key is stored XORed with the
 * entry, so a slot that two threads wrote at once, holding one thread's key and the other's
 * entry, matches neither key and reads as empty.
 */
final class TranspositionTable {
    private static final int MOVE_BITS = 17;
    private static final long MOVE_MASK = (1L << MOVE_BITS) - 1;
    private static final int SCORE_SHIFT = MOVE_BITS;
    private static final int DEPTH_SHIFT = SCORE_SHIFT + 16;
    private static final int BOUND_SHIFT = DEPTH_SHIFT + 8;
    private static final int GENERATION_SHIFT = BOUND_SHIFT + 2;
    private static final int STORED_SHIFT = GENERATION_SHIFT + 8;

    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    /** Slot {@code i} is {@code slots[2i]} (the key XOR the entry) and {@code slots[2i + 1]} (the entry). */
    private long[] slots;

    private int mask;
    private int generation;

    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    /**
     * The most megabytes a table may take: a quarter of the largest heap the JVM may have, so that
     * a game or a UCI session starts on a small heap ({@code -Xmx64m}) and a large Hash asked for
     * cannot exhaust the memory.
     */
    static int heapLimitMb() {
        return (int) Math.max(1, Runtime.getRuntime().maxMemory() / 4 / (1024 * 1024));
    }

    /** Sizes the table for {@code megabytes}, within {@link #heapLimitMb()}; returns the megabytes it takes. */
    int resize(int megabytes) {
        slots = null; // the old table may go before the new one is allocated
        long bytes = Math.min(Math.max(1L, megabytes), heapLimitMb()) * 1024 * 1024;
        int n = (int) Math.min(Long.highestOneBit(bytes / 16), 1 << 26);
        slots = new long[2 * n];
        mask = n - 1;
        return (int) ((16L * n) >> 20);
    }

    void clear() {
        java.util.Arrays.fill(slots, 0);
    }

    void newSearch() {
        generation = (generation + 1) & 0xff;
    }

    /** The packed entry for {@code key}, or 0 when there is none. */
    long probe(long key) {
        int i = slotOf(key);
        long entry = slots[i + 1];
        return (slots[i] ^ entry) == key ? entry : 0;
    }

    /** The index in {@link #slots} of the slot for {@code key}: its first long. */
    private int slotOf(long key) {
        return ((int) key & mask) << 1;
    }

    /**
     * Stores what a search learnt about {@code key}. When every move failed low ({@code bound} is
     * {@link #UPPER}), the best of them is only the least bad by a guess, so it is not stored: an
     * entry for the same position keeps the move an earlier search found best, as Fairy-Stockfish's
     * does: a better first move to try there next time saves nodes.
     */
    void store(long key, int move, int score, int depth, int bound) {
        int i = slotOf(key);
        long old = slots[i + 1];
        boolean same = (slots[i] ^ old) == key;
        if (same || generation(old) != generation || depth >= depth(old)) {
            int best = bound == UPPER ? Move.NONE : move;
            int keep = best == Move.NONE && same ? move(old) : best;
            long entry = (keep & MOVE_MASK)
                    | ((long) (score + 32768) << SCORE_SHIFT)
                    | ((long) Math.max(0, depth) << DEPTH_SHIFT)
                    | ((long) bound << BOUND_SHIFT)
                    | ((long) generation << GENERATION_SHIFT)
                    | (1L << STORED_SHIFT);
            slots[i + 1] = entry;
            slots[i] = key ^ entry;
        }
    }

    /** What a search's {@code best} score, from a window opened at {@code alpha}..{@code beta}, tells of the true score. */
    static int boundOf(int best, int alpha, int beta) {
        return best >= beta ? LOWER : best > alpha ? EXACT : UPPER;
    }

    /** Whether the entry's {@code score} (already adjusted to the ply) settles a search of the window {@code alpha}..{@code beta}. */
    static boolean decides(long entry, int score, int alpha, int beta) {
        int bound = bound(entry);
        return bound == EXACT || (bound == LOWER && score >= beta) || (bound == UPPER && score <= alpha);
    }

    static int move(long entry) {
        int m = (int) (entry & MOVE_MASK);
        return m == MOVE_MASK ? Move.NONE : m;
    }

    static int score(long entry) {
        return (int) ((entry >>> SCORE_SHIFT) & 0xffff) - 32768;
    }

    static int depth(long entry) {
        return (int) ((entry >>> DEPTH_SHIFT) & 0xff);
    }

    static int bound(long entry) {
        return (int) ((entry >>> BOUND_SHIFT) & 3);
    }

    private static int generation(long entry) {
        return (int) ((entry >>> GENERATION_SHIFT) & 0xff);
    }
}
