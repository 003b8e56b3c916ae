package janggi.learn;

import janggi.files.Log;
import janggi.files.SettingsFile;
import janggi.store.Glicko2;
import janggi.text.Message;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The puzzle rating at home: the file {@code $XDG_DATA_HOME/janggi/puzzles}, {@code key=value}
 * lines as the settings are ({@code rating}, {@code deviation}, {@code volatility}, {@code
 * tries}, {@code tried}: the ids, comma-separated), read and written as a {@link SettingsFile}:
 * whole, by a rename, before a new rating is shown. A file that cannot be read counts as a
 * newcomer's (the details go to the log).
 */
public final class HomePuzzles implements PuzzleBook {
    private final SettingsFile file;

    public HomePuzzles(Path file) {
        this.file = new SettingsFile(file);
    }

    @Override
    public Standing standing() {
        try {
            return new Standing(
                    new Glicko2.Rating(
                            number("rating", Glicko2.FIRST.rating()),
                            number("deviation", Glicko2.FIRST.deviation()),
                            number("volatility", Glicko2.FIRST.volatility())),
                    (int) number("tries", 0));
        } catch (NumberFormatException e) {
            Log.problem("reading the puzzle rating " + file.file(), e);
            return Standing.FIRST;
        }
    }

    private double number(String key, double otherwise) {
        return file.get(key).map(Double::parseDouble).orElse(otherwise);
    }

    @Override
    public Set<String> tried() {
        Set<String> tried = new LinkedHashSet<>();
        Arrays.stream(file.get("tried").orElse("").split(","))
                .filter(id -> !id.isBlank())
                .forEach(id -> tried.add(id.strip()));
        return tried;
    }

    @Override
    public Standing rate(Puzzle puzzle, boolean solved) throws NotKept {
        Standing before = standing();
        Glicko2.Rating after = Glicko2.afterPuzzle(before.rating(), puzzle.rating(), solved);
        Set<String> tried = tried();
        tried.add(puzzle.id());
        Optional<Message> notKept = file.put(Map.of(
                "rating", String.format(Locale.ROOT, "%.2f", after.rating()),
                "deviation", String.format(Locale.ROOT, "%.2f", after.deviation()),
                "volatility", String.format(Locale.ROOT, "%.6f", after.volatility()),
                "tries", Integer.toString(before.tries() + 1),
                "tried", String.join(",", tried)));
        if (notKept.isPresent()) {
            throw new NotKept(notKept.get());
        }
        return new Standing(after, before.tries() + 1);
    }

    /** A book that keeps nothing: for a run from a pipe, or a guest at the club; {@code why} says why. */
    public static PuzzleBook nowhere(Message why) {
        return new PuzzleBook() {
            private final Set<String> tried = new LinkedHashSet<>();

            @Override
            public Standing standing() {
                return Standing.FIRST;
            }

            @Override
            public Set<String> tried() {
                return tried;
            }

            @Override
            public Standing rate(Puzzle puzzle, boolean solved) throws NotKept {
                tried.add(puzzle.id());
                throw new NotKept(why);
            }
        };
    }
}
