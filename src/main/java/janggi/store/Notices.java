package janggi.store;

/** The notices of the other servers of a club, heard until closed; nothing at all for a club of one server. */
public interface Notices extends AutoCloseable {
    Notices NONE = () -> {};

    @Override
    void close();
}
