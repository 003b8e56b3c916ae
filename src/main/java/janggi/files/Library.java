package janggi.files;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.record.Records;
import janggi.record.TagWords;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * Every game played here, each in its own file in our PGN, named by the date and time it
 * began: {@code games/2026-11-27-130501.pgn}. A game is written here as it is played, so a
 * game finished, resigned, abandoned for a new one or set aside at the start is never lost.
 * Numbered oldest first, so a game keeps its number as new ones are added.
 */
public final class Library {
    private static final DateTimeFormatter NAME = DateTimeFormatter.ofPattern("yyyy-MM-dd-HHmmss");
    private static final DateTimeFormatter SHOWN = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm");
    private static final DateTimeFormatter DATE_TAG = DateTimeFormatter.ofPattern("yyyy.MM.dd");
    private static final DateTimeFormatter TIME_TAG = DateTimeFormatter.ofPattern("HH:mm:ss");

    private final Path dir;

    public Library(Path dir) {
        this.dir = dir;
    }

    public Path dir() {
        return dir;
    }

    /** The file of the game that began at {@code started}. */
    public Path file(LocalDateTime started) {
        return dir.resolve(started.format(NAME) + ".pgn");
    }

    /** When the game in {@code file} began, if the file is named as this library names them. */
    public static Optional<LocalDateTime> started(Path file) {
        String name = file.getFileName().toString();
        try {
            return Optional.of(LocalDateTime.parse(name.substring(0, name.length() - ".pgn".length()), NAME));
        } catch (DateTimeParseException | IndexOutOfBoundsException e) {
            return Optional.empty();
        }
    }

    /** The tags that say when a game began: {@code Date "2026.11.27"} and {@code Time "13:05:01"}. */
    public static Map<String, String> startTags(LocalDateTime started) {
        return Map.of("Date", started.format(DATE_TAG), "Time", started.format(TIME_TAG));
    }

    /** When a game began, from its {@code Date} and {@code Time} tags, if it has both. */
    public static Optional<LocalDateTime> started(Map<String, String> tags) {
        try {
            return Optional.of(LocalDateTime.of(
                    LocalDate.parse(tags.getOrDefault("Date", ""), DATE_TAG),
                    LocalTime.parse(tags.getOrDefault("Time", ""), TIME_TAG)));
        } catch (DateTimeParseException e) {
            return Optional.empty();
        }
    }

    /** Writes a game into its file, whole or not at all. */
    public void write(Path file, GameRecord record) throws IOException {
        AtomicFile.write(file, PgnFormat.write(record).getBytes(StandardCharsets.UTF_8));
    }

    /** One game of the library: its number, its file, and the record, or why it could not be read. */
    public record Entry(int number, Path file, Optional<GameRecord> record, Optional<Message> problem) {

        /** One line of the list: number, date, rules, players, moves and result. */
        public String line(Texts texts) {
            String when = started(file)
                    .map(t -> t.format(SHOWN))
                    .orElse(file.getFileName().toString());
            if (record.isEmpty()) {
                return texts.get(
                        "library.unreadable", String.format("%3d", number), when, texts.render(problem.orElseThrow()));
            }
            GameRecord r = record.get();
            Game game = r.game();
            return texts.get(
                    "library.entry",
                    String.format("%3d", number),
                    when,
                    String.format("%-11s", game.rules().name),
                    TagWords.of(texts, r, "Cho", "?"),
                    TagWords.of(texts, r, "Han", "?"),
                    MoveCount.words(texts, game),
                    texts.get(result(game)));
        }

        private static String result(Game game) {
            return game.result()
                    .map(GameResult::outcome)
                    .map(o -> switch (o) {
                        case CHO_WINS -> "library.cho_won";
                        case HAN_WINS -> "library.han_won";
                        case DRAW -> "library.drawn";
                    })
                    .orElse("library.unfinished");
        }

        /** Whether the game can be played on. */
        public boolean unfinished() {
            return record.isPresent() && !record.get().game().isOver();
        }
    }

    /** The games, oldest first, numbered from 1; an unreadable file is listed with its reason. */
    public List<Entry> entries() {
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(f -> f.getFileName().toString().endsWith(".pgn"))
                    .filter(Files::isRegularFile)
                    .sorted()
                    .toList();
        } catch (IOException e) {
            return List.of();
        }
        List<Entry> entries = new ArrayList<>();
        for (Path f : files) {
            int number = entries.size() + 1;
            try {
                GameRecord r = read(f);
                // A game that breaks off is listed with the moves before the break; one with none, by its reason.
                boolean nothing = r.problem().isPresent() && r.game().moves().isEmpty();
                entries.add(new Entry(
                        number,
                        f,
                        Optional.of(r).filter(x -> !nothing),
                        r.problem().filter(p -> nothing)));
            } catch (NotationException e) {
                entries.add(new Entry(number, f, Optional.empty(), Optional.of(e.message())));
            }
        }
        return entries;
    }

    /** The game in {@code file}, if it is there and can be read whole. */
    public Optional<GameRecord> readable(Path file) {
        try {
            return Files.isRegularFile(file)
                    ? Optional.of(read(file)).filter(r -> r.problem().isEmpty())
                    : Optional.empty();
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /**
     * The first game of a file of ours. Whatever the file holds, this throws only a
     * NotationException saying in plain words why it could not be read: a hostile file must
     * never stop the program, whatever it does to the reader.
     */
    static GameRecord read(Path file) {
        return read(file, PgnFormat.INSTANCE::read);
    }

    /** As {@link #read(Path)}, with {@code reader} making the games of the file's bytes. */
    static GameRecord read(Path file, Function<byte[], List<GameRecord>> reader) {
        try {
            return reader.apply(Records.readLimited(file)).get(0);
        } catch (NotationException e) {
            throw e;
        } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
            Log.problem("reading " + file, e);
            throw new NotationException("library.not_a_record");
        }
    }
}
