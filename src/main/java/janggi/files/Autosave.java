package janggi.files;

import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;

/**
 * The game in progress as a file, written after every change so that nothing is lost when the
 * terminal goes away, and read back at the next start.
 */
public final class Autosave {
    private final Path file;
    private final Function<byte[], List<GameRecord>> reader;

    public Autosave(Path file) {
        this(file, PgnFormat.INSTANCE::read);
    }

    /** An autosave read by {@code reader} (tests give one that fails as a hostile file could make ours). */
    Autosave(Path file, Function<byte[], List<GameRecord>> reader) {
        this.file = file;
        this.reader = reader;
    }

    public Path file() {
        return file;
    }

    /** Writes the game, whole or not at all. */
    public void write(GameRecord record) throws IOException {
        AtomicFile.write(file, PgnFormat.write(record).getBytes(StandardCharsets.UTF_8));
    }

    /** What the file held at the start. */
    public sealed interface Contents permits Empty, Found, Damaged {}

    /** No file, or nothing in it. */
    public record Empty() implements Contents {}

    /** A game, read whole. */
    public record Found(GameRecord record) implements Contents {}

    /**
     * A file that could not be read whole: moved aside to {@code keptAs} (or left where it is if
     * even that failed, then {@code keptAs} is empty), with the moves that could be read, if any.
     */
    public record Damaged(Message reason, Optional<Path> keptAs, Optional<GameRecord> readable) implements Contents {}

    /**
     * Reads the file. A damaged, huge or binary file, or one that trips up the reader in any
     * way, is moved aside as {@code autosave.pgn.damaged} (never overwritten by the next
     * game) and reported, so the program always starts.
     */
    public Contents read() {
        try {
            if (!Files.exists(file) || Files.size(file) == 0) {
                return new Empty();
            }
        } catch (IOException e) {
            return new Damaged(FileTrouble.reason(e), Optional.empty(), Optional.empty());
        }
        try {
            GameRecord record = Library.read(file, reader);
            if (record.problem().isEmpty()) {
                return new Found(record);
            }
            return moveAside(
                    record.problem().get(),
                    Optional.of(record).filter(r -> !r.game().moves().isEmpty()));
        } catch (NotationException e) {
            return moveAside(e.message(), Optional.empty());
        }
    }

    private Damaged moveAside(Message reason, Optional<GameRecord> readable) {
        Path aside = file.resolveSibling(file.getFileName() + ".damaged");
        for (int i = 2; Files.exists(aside); i++) {
            aside = file.resolveSibling(file.getFileName() + ".damaged." + i);
        }
        try {
            Files.move(file, aside);
            return new Damaged(reason, Optional.of(aside), readable);
        } catch (IOException e) {
            Log.problem("moving aside " + file, e);
            return new Damaged(reason, Optional.empty(), readable);
        }
    }
}
