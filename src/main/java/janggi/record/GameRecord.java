package janggi.record;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.notation.NotationException;
import janggi.text.Message;
import janggi.text.Printable;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One game as a record holds it: the game (start, moves, result), its tags ({@code Event},
 * {@code Cho}, {@code Han}, ...), its annotations (comments, numeric annotation glyphs and
 * variations, each after so many moves), and, for a game read from a file that broke off, the
 * problem that stopped the reader.
 *
 * <p>A variation is kept as the text it was written in: its moves are not read, so a variation
 * that is no legal line (or prose in parentheses) is kept all the same.
 */
public final class GameRecord {
    /** Records larger than this are refused rather than read into memory. */
    public static final int MAX_CHARS = 4 << 20;
    /** Files with more games than this are refused: a few megabytes of tiny games would fill the memory. */
    public static final int MAX_GAMES = 10_000;
    /** The {@code Site} of the games played with this program; a record from elsewhere keeps its own, or none. */
    public static final String OUR_SITE = "Janggi in the terminal";

    private static final DateTimeFormatter DATE_TAG = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private final Game game;
    private final Map<String, String> tags;
    private final Map<Integer, String> comments;
    private final Map<Integer, List<Integer>> nags;
    private final Map<Integer, List<String>> variations;
    private final Message problem;
    private final List<Message> notes;
    private final boolean startUnread;

    /** Today's date as a {@code Date} tag holds it: {@code 2026.11.23}. */
    public static String today() {
        return LocalDate.now().format(DATE_TAG);
    }

    public GameRecord(Game game, Map<String, String> tags) {
        this(game, tags, Map.of(), null);
    }

    /**
     * @param comments keyed by ply: the comment that follows that many moves (0: before the first)
     * @param problem where and why reading stopped, or null for a complete game
     */
    public GameRecord(Game game, Map<String, String> tags, Map<Integer, String> comments, Message problem) {
        this(game, tags, comments, problem, List.of(), false);
    }

    /**
     * @param notes remarks of the reader that do not stop the game (how its rules were chosen,
     *     where our rules would have ended it)
     * @param startUnread whether the start (position or rules) could not be read, the game then
     *     standing on the standard setup only to be shown: no writer passes it on
     */
    public GameRecord(
            Game game,
            Map<String, String> tags,
            Map<Integer, String> comments,
            Message problem,
            List<Message> notes,
            boolean startUnread) {
        this(game, tags, comments, Map.of(), Map.of(), problem, notes, startUnread);
    }

    GameRecord(
            Game game,
            Map<String, String> tags,
            Map<Integer, String> comments,
            Map<Integer, List<Integer>> nags,
            Map<Integer, List<String>> variations,
            Message problem,
            List<Message> notes,
            boolean startUnread) {
        this.game = game;
        // Every record passes here, read or played: what it holds is safe for a terminal, so no writer can emit a
        // control.
        Map<String, String> cleanTags = new LinkedHashMap<>();
        tags.forEach((k, v) -> cleanTags.put(Printable.clean(k), Printable.clean(v)));
        Map<Integer, String> cleanComments = new TreeMap<>();
        comments.forEach((ply, c) -> cleanComments.put(ply, Printable.clean(c)));
        this.tags = Collections.unmodifiableMap(cleanTags);
        this.comments = Collections.unmodifiableMap(cleanComments);
        Map<Integer, List<Integer>> keptNags = new TreeMap<>();
        nags.forEach((ply, n) -> keptNags.put(ply, List.copyOf(n)));
        this.nags = Collections.unmodifiableMap(keptNags);
        Map<Integer, List<String>> cleanVariations = new TreeMap<>();
        variations.forEach((ply, v) ->
                cleanVariations.put(ply, v.stream().map(Printable::clean).toList()));
        this.variations = Collections.unmodifiableMap(cleanVariations);
        this.problem = problem == null ? null : Printable.clean(problem);
        this.notes = notes.stream().map(Printable::clean).toList();
        this.startUnread = startUnread;
    }

    public Game game() {
        return game;
    }

    public Map<String, String> tags() {
        return tags;
    }

    /** Comments keyed by ply: the comment after that many moves, 0 for one before the first move. */
    public Map<Integer, String> comments() {
        return comments;
    }

    /**
     * The clocks of this game as they stood after {@code plies} of its moves, under its
     * {@code [TimeControl]}; without one we can read, no clock. At its last move the move in
     * progress counts on from its {@link GameClock#RUNNING_TAG}.
     */
    public GameClock clock(int plies, TimeSource time) {
        TimeControl control;
        try {
            control = TimeControl.parse(tags.getOrDefault("TimeControl", "none"));
        } catch (NotationException e) {
            control = TimeControl.NONE;
        }
        return GameClock.restored(
                control,
                time,
                game.startPosition().sideToMove(),
                plies,
                comments,
                plies == game.moves().size() ? tags.get(GameClock.RUNNING_TAG) : null);
    }

    /**
     * Numeric annotation glyphs keyed by ply, as comments are: {@code $4} after the 11th move is
     * {@code 11 -> [4]}. {@link Nag} says what the first six mean.
     */
    public Map<Integer, List<Integer>> nags() {
        return nags;
    }

    /**
     * Variations keyed by ply, each the text inside its parentheses: an alternative to the move
     * that made that ply, e.g. {@code 11 -> ["6... H5-H4 7. C7-C6"]}.
     */
    public Map<Integer, List<String>> variations() {
        return variations;
    }

    /** This game with other annotations: its comments, glyphs and variations replaced by these. */
    public GameRecord annotated(
            Map<Integer, String> comments, Map<Integer, List<Integer>> nags, Map<Integer, List<String>> variations) {
        return new GameRecord(game, tags, comments, nags, variations, problem, notes, startUnread);
    }

    /** Where and why reading stopped, if it did. */
    public Optional<Message> problem() {
        return Optional.ofNullable(problem);
    }

    /** What the reader remarked without stopping the game. */
    public List<Message> notes() {
        return notes;
    }

    /** Whether the game's start could not be read: it is shown from the standard setup, and never written. */
    public boolean startUnread() {
        return startUnread;
    }

    /** Refuses to read another game into a file's list of {@code read} games beyond {@link #MAX_GAMES}. */
    public static void checkCount(int read) {
        if (read >= MAX_GAMES) {
            throw new NotationException("record.too_many_games", MAX_GAMES);
        }
    }
}
