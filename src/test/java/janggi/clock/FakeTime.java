package janggi.clock;

/** A clock's time that moves only when a test moves it. */
public final class FakeTime implements TimeSource {
    private long now = 1_000_000;

    @Override
    public synchronized long millis() {
        return now;
    }

    /** Lets {@code ms} pass. */
    public synchronized void pass(long ms) {
        now += ms;
    }
}
