package janggi.engine;

/**
 * Progress of a search after an iteration (or a new best line within one).
 *
 * @param depth    completed depth in plies
 * @param selDepth deepest ply reached, quiescence included
 * @param score    centipawns from the mover's side, or a mate score (see {@link Score})
 * @param nodes    nodes searched so far
 * @param timeMs   time since the search began
 * @param pv       principal variation, as int moves ({@link janggi.core.Move})
 * @param multiPv  1-based index of the line when several are searched
 */
public record SearchInfo(int depth, int selDepth, int score, long nodes, long timeMs, int[] pv, int multiPv) {

    public long nodesPerSecond() {
        return timeMs <= 0 ? nodes * 1000 : nodes * 1000 / timeMs;
    }
}
