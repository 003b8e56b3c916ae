package janggi.record;

import janggi.core.Game;
import janggi.notation.NotationException;
import janggi.text.Message;
import java.time.LocalDate;
import java.time.format.DateTimeFormatter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

/**
 * One game as a record holds it: the game (start, moves, result), its tags ({@code Event},
 * {@code Cho}, {@code Han}, ...), comments, and, for a game read from a file that broke off,
 * the problem that stopped the reader.
 */
public final class GameRecord {
    /** Records larger than this are refused rather than read into memory. */
    public static final int MAX_CHARS = 4 << 20;
    /** Files with more games than this are refused: a few megabytes of tiny games would fill the memory. */
    public static final int MAX_GAMES = 10_000;

    private static final DateTimeFormatter DATE_TAG = DateTimeFormatter.ofPattern("yyyy.MM.dd");

    private final Game game;
    private final Map<String, String> tags;
    private final Map<Integer, String> comments;
    private final Message problem;

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
        this.game = game;
        this.tags = Collections.unmodifiableMap(new LinkedHashMap<>(tags));
        this.comments = Collections.unmodifiableMap(new TreeMap<>(comments));
        this.problem = problem;
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

    /** Where and why reading stopped, if it did. */
    public Optional<Message> problem() {
        return Optional.ofNullable(problem);
    }

    /** Refuses to read another game into a file's list of {@code read} games beyond {@link #MAX_GAMES}. */
    public static void checkCount(int read) {
        if (read >= MAX_GAMES) {
            throw new NotationException("record.too_many_games", MAX_GAMES);
        }
    }

    /** Text from a file with control characters shown as '?', so nothing can drive the terminal. */
    public static String printable(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(isControl(c) ? '?' : Character.toString(c)));
        return sb.toString();
    }

    /** A message whose text arguments, which may come from a file, are {@link #printable(String)}. */
    public static Message printable(Message m) {
        Object[] args = m.args().clone();
        for (int i = 0; i < args.length; i++) {
            if (args[i] instanceof String s) {
                args[i] = printable(s);
            } else if (args[i] instanceof Message inner) {
                args[i] = printable(inner);
            }
        }
        return new Message(m.key(), args);
    }

    /** Terminal controls, and the invisible format characters (bidirectional overrides) that can disguise text. */
    private static boolean isControl(int c) {
        return Character.isISOControl(c) || Character.getType(c) == Character.FORMAT;
    }
}
