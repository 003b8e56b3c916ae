package janggi.store;

/**
 * One move of a stored game.
 *
 * @param move the move in janggi.core.Move's encoding
 * @param notation the same move in display notation, for people reading the table
 * @param clocks both clocks after the move; null without a clock
 */
public record StoredMove(int ply, int move, String notation, Clocks clocks) {
    /** Both sides' clocks after a move: the main time left, and the byoyomi periods left (0 without byoyomi). */
    public record Clocks(long choMs, int choPeriods, long hanMs, int hanPeriods) {}
}
