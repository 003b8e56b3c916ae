package janggi.engine;

import janggi.core.Position;

/**
 * What searches a position for an analysis or a review: our {@link Engine}, or another engine
 * spoken to over UCI. One search at a time; {@link #stop()} may be called from any thread and
 * makes the running search return its best so far.
 */
public interface Searcher extends AutoCloseable {
    /**
     * Searches {@code position} (which the searcher does not change), reporting each deeper line
     * to {@code listener}; blocks until the search ends.
     *
     * @throws IllegalStateException when the search cannot be done (another engine failed), saying why
     */
    SearchResult search(Position position, SearchLimits limits, SearchListener listener);

    /**
     * Searches {@code move} alone at the root of {@code position} (UCI's {@code go searchmoves}),
     * within the same limits: its score beside the best move's from a search of every move of
     * the same position, which a score from the next position would not be (an engine's scores
     * from one side's turn and the other's are not alike).
     */
    SearchResult searchMove(Position position, int move, SearchLimits limits);

    void stop();

    /** Lets go of what the searcher holds (another engine's process); nothing by default. */
    @Override
    default void close() {}
}
