package janggi.server;

import janggi.clock.GameClock;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.Side;
import janggi.store.StoredGame;
import java.util.Optional;
import java.util.Set;

/**
 * A room as it stands after an event, taken under the room's lock, for a view to show without
 * touching the room again: the stored game, a copy of the position, the result, and which
 * players are connected; and the room's clocks, which run on.
 *
 * @param lastMove the last move in display notation, or null before the first
 * @param clock the room's clocks, read as they run (not a copy)
 */
record Snapshot(
        StoredGame game,
        Position position,
        Optional<GameResult> result,
        Set<Side> present,
        String lastMove,
        GameClock clock) {
    String code() {
        return game.code();
    }

    /** Whether the game is over: with a result, or aborted. */
    boolean isOver() {
        return result.isPresent() || game.status() == StoredGame.Status.ABORTED;
    }
}
