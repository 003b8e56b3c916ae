package janggi.engine;

/**
 * The outcome of a search: the move to play ({@link janggi.core.Move#NONE} when the side to
 * move has none), its score and line, and the effort spent.
 */
public record SearchResult(int bestMove, int score, int depth, long nodes, long timeMs, int[] pv) {}
