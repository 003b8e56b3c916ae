package janggi.record;

import janggi.core.Endings;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.text.Message;
import janggi.text.Printable;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Builds one game as a reader finds its moves, in any notation, as it was played: each move is
 * checked by the record's rules, and the first that cannot be read or played stops the game
 * there, with the line, the move number and the reason, so the moves before it can still be
 * viewed. Only what leaves no move ends the game (mate, stalemate, two passes, a pass in
 * bikjang where the rules end it); where our rules would have ended it otherwise (repetition,
 * perpetual check, move limits), the players went on, and so does the reader, with a note.
 */
public final class GameReader {
    /** Reads one move of some notation in the position where it is played. */
    @FunctionalInterface
    public interface MoveParser {
        /** @throws IllegalArgumentException with the reason the text is not a legal move here */
        int parse(String text, Position pos);
    }

    /** Endings that leave no move: a record that claims one the moves do not reach claims too much. */
    private static final Set<Termination> SHOWN_BY_MOVES =
            EnumSet.of(Termination.CHECKMATE, Termination.STALEMATE, Termination.DOUBLE_PASS);

    private final Game game;
    private final Map<String, String> tags;
    private final Map<Integer, String> comments = new HashMap<>();
    private final Map<Integer, List<Integer>> nags = new HashMap<>();
    private final Map<Integer, List<String>> variations = new HashMap<>();
    private final List<Message> notes = new ArrayList<>();
    private Message problem;
    private boolean startUnread;
    private boolean ruleEndingNoted;

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
            Endings.Verdict verdict = game.playAsRecorded(parser.parse(text, pos));
            if (verdict != null && !ruleEndingNoted) {
                // Said once: the players played on, and the record's result stands.
                ruleEndingNoted = true;
                notes.add(new Message(
                        "record.rules_would_end",
                        where,
                        game.rules().name,
                        RuleWords.result(GameResult.of(verdict, game.position()))));
            }
            return true;
        } catch (IllegalArgumentException e) {
            Message why = NotationException.messageOf(e);
            stop(new Message(
                    "record.at",
                    where,
                    e.getMessage().contains(Printable.escape(text)) ? why : new Message("notation.quoted", text, why)));
            return false;
        }
    }

    /** Stops the game with a problem that is not about one move (the reason should say where). */
    public void stop(Message why) {
        if (problem == null) {
            problem = why;
        }
    }

    /**
     * Stops the game before its first move: its start (position or rules) could not be read, and
     * the game stands on the standard setup only so that it can be shown; no writer may pass it on.
     */
    public void startUnread(Message why) {
        stop(why);
        startUnread = true;
    }

    /**
     * A game whose start (position or rules) could not be read: shown from the standard setup of
     * {@code rules}, stopped with {@code why}, and never written.
     */
    public static GameRecord unread(RuleSet rules, Map<String, String> tags, Message why) {
        GameReader reader = new GameReader(Game.start(rules, Setup.STANDARD, Setup.STANDARD), tags);
        reader.startUnread(why);
        return reader.finish(null);
    }

    /** Sets a tag, e.g. to say how the rules were chosen. */
    public void tag(String name, String value) {
        tags.put(name, value);
    }

    /** Adds a comment after the moves read so far. */
    public void comment(String text) {
        String clean = text.strip();
        if (!clean.isEmpty() && !stopped()) {
            comments.merge(game.position().ply(), clean, (a, b) -> a + " " + b);
        }
    }

    /** Adds a numeric annotation glyph ({@link Nag}) to the move just read. */
    public void nag(int nag) {
        if (!stopped()) {
            nags.computeIfAbsent(game.position().ply(), p -> new ArrayList<>()).add(nag);
        }
    }

    /** Adds a variation, the text inside its parentheses, to the move just read. */
    public void variation(String text) {
        String clean = text.strip();
        if (!clean.isEmpty() && !stopped()) {
            variations
                    .computeIfAbsent(game.position().ply(), p -> new ArrayList<>())
                    .add(clean);
        }
    }

    /**
     * The record. A game whose moves have not ended it takes the result the file claims, so that
     * it is shown as finished; and why, when the file's Termination tag says so in our words and
     * the reason is one the moves cannot show (a resignation, a loss on time, an agreement, or
     * a rule the reader plays past: {@link TerminationTag#read}).
     */
    public GameRecord finish(String claimedResult) {
        if (problem == null && claimedResult != null) {
            for (Outcome outcome : Outcome.values()) {
                if (outcome.pgn.equals(claimedResult)) {
                    game.endAsRecorded(TerminationTag.read(tags.get("Termination"), outcome)
                            .filter(r -> !SHOWN_BY_MOVES.contains(r.termination()))
                            .orElse(GameResult.recorded(outcome)));
                }
            }
        }
        return new GameRecord(game, tags, comments, nags, variations, problem, notes, startUnread);
    }
}
