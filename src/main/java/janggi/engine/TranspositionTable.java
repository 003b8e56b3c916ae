package janggi.engine;

import janggi.core.Move;

/**
 * Positions already searched, keyed by Zobrist key. Each slot is two longs: the key, and the
 * packed entry {@code move (14 bits) | score + 32768 (16 bits) << 14 | depth (8 bits) << 30 |
 * bound (2 bits) << 38 | generation (8 bits) << 40}. A slot is replaced when the new entry is
 * from a newer search or at least as deep.
 */
final class TranspositionTable {
    static final int EXACT = 1;
    static final int LOWER = 2;
    static final int UPPER = 3;

    private long[] keys;
    private long[] data;
    private int mask;
    private int generation;

    TranspositionTable(int megabytes) {
        resize(megabytes);
    }

    void resize(int megabytes) {
        long slots = Long.highestOneBit(Math.max(1L, (long) megabytes) * 1024 * 1024 / 16);
        int n = (int) Math.min(slots, 1 << 26);
        keys = new long[n];
        data = new long[n];
        mask = n - 1;
    }

    void clear() {
        java.util.Arrays.fill(keys, 0);
        java.util.Arrays.fill(data, 0);
    }

    void newSearch() {
        generation = (generation + 1) & 0xff;
    }

    /** The packed entry for {@code key}, or 0 when there is none. */
    long probe(long key) {
        int i = (int) key & mask;
        return keys[i] == key ? data[i] : 0;
    }

    void store(long key, int move, int score, int depth, int bound) {
        int i = (int) key & mask;
        long old = data[i];
        if (keys[i] == key || generation(old) != generation || depth >= depth(old)) {
            int keep = move == Move.NONE && keys[i] == key ? move(old) : move;
            keys[i] = key;
            data[i] = (keep & 0x3fffL) | ((long) (score + 32768) << 14) | ((long) Math.max(0, depth) << 30)
                    | ((long) bound << 38) | ((long) generation << 40) | (1L << 48);
        }
    }

    static int move(long entry) {
        int m = (int) (entry & 0x3fff);
        return m == 0x3fff ? Move.NONE : m;
    }

    static int score(long entry) {
        return (int) ((entry >>> 14) & 0xffff) - 32768;
    }

    static int depth(long entry) {
        return (int) ((entry >>> 30) & 0xff);
    }

    static int bound(long entry) {
        return (int) ((entry >>> 38) & 3);
    }

    private static int generation(long entry) {
        return (int) ((entry >>> 40) & 0xff);
    }
}
