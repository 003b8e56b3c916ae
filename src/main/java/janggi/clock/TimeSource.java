package janggi.clock;

/**
 * Where a game clock reads the time: the system's monotonic clock, or in tests a fake moved by
 * hand, so that no test waits for a clock to run down.
 */
@FunctionalInterface
public interface TimeSource {
    /** The system's clock, which never goes back when the date is changed. */
    TimeSource SYSTEM = () -> System.nanoTime() / 1_000_000;

    /** Milliseconds since some fixed moment. */
    long millis();
}
