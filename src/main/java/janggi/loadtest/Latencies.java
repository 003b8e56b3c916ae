package janggi.loadtest;

import java.util.Arrays;

/** The times moves took to reach the opponent, for the whole run and for the last second. */
final class Latencies {
    /** The figures of the last window: how many moves arrived, and their median and 99th percentile. */
    record Window(long moves, long p50Ms, long p99Ms) {}

    private long[] all = new long[1024];
    private int count;
    private int windowStart;

    synchronized void add(long nanos) {
        if (count == all.length) {
            all = Arrays.copyOf(all, count * 2);
        }
        all[count++] = nanos;
    }

    synchronized long count() {
        return count;
    }

    /** Starts counting the window afresh, as the measured time begins. */
    synchronized void startWindow() {
        windowStart = count;
    }

    /** The moves since the last call, and starts the next window. */
    synchronized Window window() {
        long[] last = Arrays.copyOfRange(all, windowStart, count);
        windowStart = count;
        return new Window(last.length, percentileMs(last, 50), percentileMs(last, 99));
    }

    synchronized long percentileMs(int percent) {
        return percentileMs(Arrays.copyOf(all, count), percent);
    }

    /** The nearest-rank percentile, rounded up to whole milliseconds; 0 for no moves. */
    private static long percentileMs(long[] nanos, int percent) {
        if (nanos.length == 0) {
            return 0;
        }
        Arrays.sort(nanos);
        int rank = (int) Math.ceil(percent / 100.0 * nanos.length);
        long value = nanos[Math.max(0, rank - 1)];
        return (value + 999_999) / 1_000_000;
    }
}
