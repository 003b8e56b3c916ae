package janggi.store;

/**
 * One move of a stored game.
 *
 * @param move the move in janggi.core.Move's encoding
 * @param notation the same move in display notation, for people reading the table
 * @param choClockMs Cho's time left after the move; null without a clock
 */
public record StoredMove(int ply, int move, String notation, Long choClockMs, Long hanClockMs) {}
