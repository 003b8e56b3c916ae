package janggi.tui;

import janggi.clock.GameClock;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.PieceStyle;
import janggi.text.Message;
import java.util.Optional;
import java.util.Set;

/**
 * A game played at a table elsewhere, such as a club's room, as a {@link TableScreen} sees it:
 * the game as it stands, and what a player or spectator may do there. The screen calls these on
 * its own thread; what happens at the table comes back as news ({@link TableScreen#tell}), after
 * which the screen reads the {@link #state} again.
 */
public interface Table {
    /** The game as it stands now. */
    State state();

    /** Plays a move typed, or picked with the cursor; the reason in the player's words when it is not played. */
    Optional<String> play(String move);

    /** Resigns the game; the reason when it cannot be done. */
    Optional<String> resign();

    /** Says a line to everyone at the table; the reason when it is not said (too fast). */
    Optional<String> say(String text);

    /** The player's boards show {@code style} from now on: empty once that is kept for next time, else why not. */
    Optional<Message> keepPieces(PieceStyle style);

    /**
     * A table as someone at it sees it.
     *
     * @param code the game's code, which others join or watch it by
     * @param position the position, with the moves that led to it; the screen's own copy
     * @param result how the game ended, once it has
     * @param cho who sits on Cho's seat, as the screen names them: a player, the computer, a free seat
     * @param away the sides whose players have left their seat for now
     * @param you the side of the one looking, or null for a spectator
     * @param open whether the game waits for a second player
     * @param clock the table's clocks, read as they run; {@link GameClock#none()} without a clock
     */
    record State(
            String code,
            Position position,
            Optional<GameResult> result,
            String cho,
            String han,
            Set<Side> away,
            Side you,
            boolean open,
            GameClock clock) {
        String name(Side side) {
            return side == Side.CHO ? cho : han;
        }

        boolean yourTurn() {
            return you != null && !open && result.isEmpty() && position.sideToMove() == you;
        }
    }

    /** A line said at the table, already made safe to show. */
    record Said(String name, String text) {}
}
