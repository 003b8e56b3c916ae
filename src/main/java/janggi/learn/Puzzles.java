package janggi.learn;

import janggi.text.Printable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * The puzzles shipped with the program, {@code janggi/puzzles/puzzles.txt}, made by {@code
 * janggi make-puzzles} (its command and settings are the file's {@code #} lines), and the choice
 * of the next one for a solver.
 */
public final class Puzzles {
    private static final String RESOURCE = "/janggi/puzzles/puzzles.txt";

    private static List<Puzzle> shipped;

    private Puzzles() {}

    /** The shipped puzzles, in the file's order. */
    public static synchronized List<Puzzle> shipped() {
        if (shipped == null) {
            shipped = parse(Lessons.resource(RESOURCE));
        }
        return shipped;
    }

    /**
     * The puzzles of a puzzles file's text; {@code #} lines and blank lines are passed over.
     *
     * @throws IllegalArgumentException naming the line that is wrong
     */
    public static List<Puzzle> parse(String text) {
        List<Puzzle> puzzles = new ArrayList<>();
        Set<String> ids = new HashSet<>();
        int number = 0;
        for (String raw : text.split("\n", -1)) {
            number++;
            // Made safe once, where it is read.
            String line = Printable.clean(raw).strip();
            if (line.isEmpty() || line.startsWith("#")) {
                continue;
            }
            try {
                Puzzle puzzle = Puzzle.parse(line);
                if (!ids.add(puzzle.id())) {
                    throw new IllegalArgumentException("a second puzzle " + puzzle.id());
                }
                puzzles.add(puzzle);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException("puzzles, line " + number + ": " + e.getMessage(), e);
            }
        }
        return List.copyOf(puzzles);
    }

    /** The puzzle of {@code id}, if there is one. */
    public static Optional<Puzzle> byId(List<Puzzle> puzzles, String id) {
        return puzzles.stream().filter(p -> p.id().equalsIgnoreCase(id.strip())).findFirst();
    }

    /**
     * The puzzle to set a solver rated {@code rating} next: among those of {@code theme} (any, when
     * null) not {@code tried}, the one rated nearest; when every one was tried, the nearest of all.
     * Empty when no puzzle has the theme.
     */
    public static Optional<Puzzle> next(List<Puzzle> puzzles, double rating, String theme, Set<String> tried) {
        List<Puzzle> themed =
                puzzles.stream().filter(p -> theme == null || p.hasTheme(theme)).toList();
        Comparator<Puzzle> nearest = Comparator.comparingDouble(p -> Math.abs(p.rating() - rating));
        return themed.stream()
                .filter(p -> !tried.contains(p.id()))
                .min(nearest)
                .or(() -> themed.stream().min(nearest));
    }
}
