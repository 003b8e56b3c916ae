package janggi.learn;

import janggi.files.AtomicFile;
import janggi.files.FileTrouble;
import janggi.files.Log;
import janggi.files.Settings;
import janggi.store.Glicko2;
import janggi.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * The puzzle rating at home: the file {@code $XDG_DATA_HOME/janggi/puzzles}, {@code key=value}
 * lines as the settings are ({@code rating}, {@code deviation}, {@code volatility}, {@code
 * tries}, {@code tried}: the ids, comma-separated). It is written whole, by a rename, before a
 * new rating is shown. A file that cannot be read counts as a newcomer's (the details go to the
 * log), and is not written over until a try is rated.
 */
public final class HomePuzzles implements PuzzleBook {
    private final Path file;

    public HomePuzzles(Path file) {
        this.file = file;
    }

    @Override
    public Standing standing() {
        Map<String, String> kept = read();
        try {
            return new Standing(
                    new Glicko2.Rating(
                            Double.parseDouble(kept.getOrDefault("rating", "1500")),
                            Double.parseDouble(kept.getOrDefault("deviation", "350")),
                            Double.parseDouble(kept.getOrDefault("volatility", "0.06"))),
                    Integer.parseInt(kept.getOrDefault("tries", "0")));
        } catch (NumberFormatException e) {
            Log.problem("reading the puzzle rating " + file, e);
            return Standing.FIRST;
        }
    }

    @Override
    public Set<String> tried() {
        String ids = read().getOrDefault("tried", "");
        Set<String> tried = new LinkedHashSet<>();
        Arrays.stream(ids.split(",")).filter(id -> !id.isBlank()).forEach(id -> tried.add(id.strip()));
        return tried;
    }

    @Override
    public Standing rate(Puzzle puzzle, boolean solved) throws NotKept {
        Standing before = standing();
        Glicko2.Rating after = Glicko2.afterPuzzle(before.rating(), puzzle.rating(), solved);
        Set<String> tried = tried();
        tried.add(puzzle.id());
        Map<String, String> kept = new TreeMap<>(read());
        kept.put("rating", number(after.rating()));
        kept.put("deviation", number(after.deviation()));
        kept.put("volatility", String.format(Locale.ROOT, "%.6f", after.volatility()));
        kept.put("tries", Integer.toString(before.tries() + 1));
        kept.put("tried", String.join(",", tried));
        try {
            AtomicFile.write(file, Settings.format(kept).getBytes(StandardCharsets.UTF_8));
        } catch (IOException e) {
            Log.problem("writing the puzzle rating " + file, e);
            throw new NotKept(FileTrouble.reason(e));
        }
        return new Standing(after, before.tries() + 1);
    }

    private static String number(double value) {
        return String.format(Locale.ROOT, "%.2f", value);
    }

    private Map<String, String> read() {
        try {
            return Settings.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return Settings.parse("");
        } catch (IOException | RuntimeException e) {
            Log.problem("reading the puzzle rating " + file, e);
            return Settings.parse("");
        }
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
