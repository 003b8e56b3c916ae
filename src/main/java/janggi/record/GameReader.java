package janggi.record;

import janggi.core.Game;
import janggi.core.GameResult.Outcome;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.text.Message;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Builds one game as a reader finds its moves, in any notation: each move is played through the
 * rules, and the first that cannot be read or played stops the game there, with the line, the
 * move number and the reason, so the moves before it can still be viewed.
 */
public final class GameReader {
    /** Reads one move of some notation in the position where it is played. */
    @FunctionalInterface
    public interface MoveParser {
        /** @throws IllegalArgumentException with the reason the text is not a legal move here */
        int parse(String text, Position pos);
    }

    private final Game game;
    private final Map<String, String> tags;
    private final Map<Integer, String> comments = new HashMap<>();
    private Message problem;

    public GameReader(Game game, Map<String, String> tags) {
        this.game = game;
        this.tags = new LinkedHashMap<>(tags);
    }

    public Game game() {
        return game;
    }

    /** Whether a problem has stopped the game; later moves are ignored. */
    public boolean stopped() {
        return problem != null;
    }

    /** Plays {@code text} read at {@code line} (1-based); returns false once the game has stopped. */
    public boolean play(String text, int line, MoveParser parser) {
        if (stopped()) {
            return false;
        }
        Position pos = game.position();
        Message where = new Message(
                pos.sideToMove() == Side.CHO ? "record.at_move" : "record.at_move_han", line, pos.fullmoveNumber());
        try {
            game.play(parser.parse(text, pos));
            return true;
        } catch (IllegalArgumentException e) {
            Message why = NotationException.messageOf(e);
            stop(new Message(
                    "record.at",
                    where,
                    e.getMessage().contains(text) ? why : new Message("notation.quoted", text, why)));
            return false;
        }
    }

    /** Stops the game with a problem that is not about one move (the reason should say where). */
    public void stop(Message why) {
        if (problem == null) {
            problem = GameRecord.printable(why);
        }
    }

    /** Adds a comment after the moves read so far. */
    public void comment(String text) {
        String clean = text.strip();
        if (!clean.isEmpty() && !stopped()) {
            comments.merge(game.position().ply(), clean, (a, b) -> a + " " + b);
        }
    }

    /**
     * The record. A complete game whose rules have not ended it takes the result the file
     * claims (a resignation, a loss on time, an adjudication: the file's Termination tag says
     * which), so that it is shown as finished.
     */
    public GameRecord finish(String claimedResult) {
        if (problem == null && claimedResult != null) {
            for (Outcome outcome : Outcome.values()) {
                if (outcome.pgn.equals(claimedResult)) {
                    game.endAsRecorded(outcome);
                }
            }
        }
        return new GameRecord(game, tags, comments, problem);
    }
}
