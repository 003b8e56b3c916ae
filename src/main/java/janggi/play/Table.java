package janggi.play;

import janggi.clock.GameClock;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.Side;
import janggi.record.GameRecord;
import janggi.text.Texts;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a seat at a game can see and do, wherever the game is played: at home ({@link
 * LocalTable}) or at a club's table. The full screen and line mode draw and drive any table; a
 * command is parsed once ({@link Command#parse}) and a table that does not honour it says so.
 *
 * <p>A front end calls a table on its own thread only. What happens at the table away from its
 * keys (the opponent's move, a line said, the computer's move found) is told to its {@link
 * Listener} from any thread, and the front end hands it back with {@link #hear} on its own.
 */
public interface Table {
    /** The game as this seat sees it now. */
    State state();

    /** Whether this table does what {@code command} asks; one that does not says so when it is typed. */
    boolean honours(Command command);

    /** A line typed at the table: the answer to the question waiting, a command or a move. */
    Reply input(Command.Typed typed);

    /** What the front end was told, back on its own thread: what to show of it. */
    Reply hear(News news);

    /** Tells {@code listener} from now on what happens at the table away from the player's keys. */
    void listen(Listener listener);

    /**
     * The front end is about to wait for the next key or news: the table starts what it must
     * (a clock, the computer's move) and does what was waiting for this moment (a move the
     * computer found while a question was asked, then the player's kept move).
     */
    default Reply ready() {
        return Reply.NOTHING;
    }

    /** Tab or Esc: the computer plays the best move it has found now; nothing where none thinks. */
    default Reply moveNow() {
        return Reply.NOTHING;
    }

    /** Esc: lets go of the move kept for the player's turn, typed while the computer thought. */
    default Reply dropKept() {
        return Reply.NOTHING;
    }

    /** The board a setup question would set up if answered {@code answer}; empty without one. */
    default Optional<Position> setupPreview(String answer) {
        return Optional.empty();
    }

    /** The words the player at this table reads. */
    Texts texts();

    /** The commands and keys of this table, for the help page. */
    String help();

    /** The game as a record, to be shown with the engine's analysis once it is over. */
    GameRecord record();

    /** The one at the table leaves it: what to tell them (where the game is kept). */
    Reply leave();

    /**
     * A table as someone at it sees it.
     *
     * @param title the panel's first row: the rules, and the level or the game's code
     * @param position the position, with the moves that led to it; the front end's own copy
     * @param result how the game ended, once it has
     * @param cho Cho's player as the panel names them: you, the computer, a name, marked when away
     * @param status whose move it is, or whom the game waits for, with any alert (CHECK); "" once over
     * @param alert whether {@code status} carries an alert the player must answer
     * @param picks the side whose pieces the player may pick now, or null (a spectator, a game over)
     * @param moves whether a move picked is played now; if not, it is kept for the player's turn
     * @param flipped whether the board is turned, Cho at the bottom
     * @param look the pieces and the notation the player reads
     * @param clock the clocks, read as they run; {@link GameClock#none()} without a clock
     * @param stopped the side whose clock the player has paused, or null
     * @param question what the player must answer before play goes on
     * @param thinking the computer's thinking, "" while it does not think: words or its line so far
     * @param working whether the table works for the player (the computer's move, a hint): news will come
     * @param computer whether the computer plays a side here (Esc and Tab make it move)
     * @param problem a save that failed, until one succeeds
     * @param saved whether the game as it stands is kept somewhere
     * @param chat the latest lines said at the table, oldest first
     * @param hidden the sides whose setups are still to be chosen: the board shows their
     *     horses and elephants as unknown
     * @param notes rows under whose move it is or the result: an offer standing, how far the
     *     ratings moved
     * @param actions the commands that can be done now beyond moving and talking ({@code draw},
     *     {@code rematch}, ...), for the keys row to offer
     * @param brief what the table sets the player, under the turn: a lesson's goal and words, a
     *     puzzle's task and rating; "" at a game
     */
    record State(
            String title,
            Position position,
            Optional<GameResult> result,
            String cho,
            String han,
            String status,
            boolean alert,
            Side picks,
            boolean moves,
            boolean flipped,
            Look look,
            GameClock clock,
            Side stopped,
            Optional<Question> question,
            String thinking,
            boolean working,
            boolean computer,
            Optional<String> problem,
            boolean saved,
            List<Said> chat,
            Set<Side> hidden,
            List<String> notes,
            List<String> actions,
            String brief) {}

    /** A line said at the table, already made safe to show. */
    record Said(String name, String text) {}

    /** What a front end hears from a table, from any thread. */
    interface Listener {
        void told(News news);
    }

    /** What happens at a table away from the player's keys. */
    sealed interface News {}

    /** Something happened at the table, in the player's words. */
    record Told(String message) implements News {}

    /** Someone said something at the table. */
    record Heard(Said said) implements News {}

    /** The table's own work is done, for it to take on the front end's thread. */
    record Done(Object work) implements News {}

    /** Something at the table changed that needs no words (who is present): it is drawn again. */
    record Changed() implements News {}

    /** The computer's thinking has moved on: the front end may draw it again. */
    record Thought() implements News {}
}
