package janggi.learn;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A puzzle: a position under the janggi rules where one move, or one line, wins, as a line of a
 * puzzles file (docs/learn.md):
 *
 * <pre>FEN | SOLUTION | RATING | THEMES | ID | SOURCE</pre>
 *
 * The solution is the line in UCI moves, the solver's first, the opponent's replies between,
 * the solver's last; the rating is the puzzle's on the Glicko scale; the themes are words of
 * {@link #THEMES}; the id is made from the position; the source says where it was found.
 */
public record Puzzle(String fen, List<String> line, int rating, Set<String> themes, String id, String source) {
    /** Every theme a puzzle may carry. */
    public static final List<String> THEMES = List.of(
            "mate1", "mate2", "mate3", "mate4", "chariot", "fork", "cannon-screen", "pin", "bikjang", "counting");

    /** The rules every puzzle is set under: Fairy-Stockfish's {@code janggi}. */
    public static final RuleSet RULES = RuleSet.JANGGI;

    public Puzzle {
        line = List.copyOf(line);
        themes = Set.copyOf(themes);
    }

    /** A puzzle whose id is made from its position. */
    public static Puzzle of(String fen, List<String> line, int rating, Set<String> themes, String source) {
        return new Puzzle(fen, line, rating, themes, idOf(fen), source);
    }

    /** The position the puzzle sets. */
    public Position start() {
        return Fen.parse(fen, RULES);
    }

    /** The line as moves, each read in the position before it. */
    public List<Integer> moves() {
        Position pos = start();
        List<Integer> moves = new ArrayList<>();
        for (String m : line) {
            int move = UciMove.parse(m, pos);
            moves.add(move);
            pos.make(move);
        }
        return moves;
    }

    /** The solver's moves in the line. */
    public int solverMoves() {
        return (line.size() + 1) / 2;
    }

    /** Whether the puzzle carries {@code theme}, or a theme beginning with it ({@code mate} for mate1 to mate4). */
    public boolean hasTheme(String theme) {
        String t = theme.toLowerCase(Locale.ROOT);
        return themes.stream().anyMatch(x -> x.startsWith(t));
    }

    /** Whether {@code move} checkmates at once in {@code before}: at a line's last move, any mate solves it. */
    static boolean mates(Position before, int move) {
        Game after = Game.from(Fen.parse(Fen.of(before), before.rules()));
        if (move == Move.NONE || !after.position().isLegal(move)) {
            return false;
        }
        after.play(move);
        return after.result()
                .filter(r -> r.termination() == GameResult.Termination.CHECKMATE)
                .isPresent();
    }

    /** The puzzle as a line of a puzzles file. */
    public String text() {
        return String.join(
                " | ",
                fen,
                String.join(" ", line),
                Integer.toString(rating),
                String.join(" ", THEMES.stream().filter(themes::contains).toList()),
                id,
                source);
    }

    /**
     * Reads a line of a puzzles file.
     *
     * @throws IllegalArgumentException saying what is wrong with it
     */
    public static Puzzle parse(String text) {
        String[] fields = text.split("\\|", -1);
        if (fields.length != 6) {
            throw new IllegalArgumentException("a puzzle has six fields between |, not " + fields.length);
        }
        String fen = fields[0].strip();
        List<String> line = Arrays.asList(fields[1].strip().split("\\s+"));
        int rating;
        try {
            rating = Integer.parseInt(fields[2].strip());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a rating is a whole number: " + fields[2].strip());
        }
        Set<String> themes = new LinkedHashSet<>();
        for (String t : fields[3].strip().split("\\s+")) {
            if (!t.isEmpty() && !THEMES.contains(t)) {
                throw new IllegalArgumentException("no theme " + t);
            }
            if (!t.isEmpty()) {
                themes.add(t);
            }
        }
        Puzzle puzzle = new Puzzle(fen, line, rating, themes, fields[4].strip(), fields[5].strip());
        if (line.size() % 2 == 0) {
            throw new IllegalArgumentException("a solution ends with the solver's move");
        }
        // The position and every move must be what they say, or the puzzle is no puzzle.
        puzzle.moves();
        return puzzle;
    }

    /** An id for a position: six hexadecimal digits of its FEN's SHA-256, the counters left out. */
    static String idOf(String fen) {
        String[] f = fen.strip().split("\\s+");
        String placement = f[0] + (f.length > 1 ? " " + f[1] : "");
        try {
            byte[] hash = MessageDigest.getInstance("SHA-256").digest(placement.getBytes(StandardCharsets.UTF_8));
            return HexFormat.of().formatHex(hash, 0, 3);
        } catch (NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }
}
