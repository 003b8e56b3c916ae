package janggi.play;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.Optional;

/**
 * The game in progress as a file, written after every change so that nothing is lost when the
 * terminal goes away, and offered back at the next start while it is unfinished.
 */
public final class Autosave {
    private final Path file;

    public Autosave(Path file) {
        this.file = file;
    }

    public Path file() {
        return file;
    }

    /** Writes the game: to a temporary file first, so a crash mid-write cannot destroy the last good copy. */
    public void write(GameRecord record) throws IOException {
        Path parent = file.toAbsolutePath().getParent();
        if (parent != null) {
            Files.createDirectories(parent);
        }
        Path tmp = file.resolveSibling(file.getFileName() + ".tmp");
        Files.writeString(tmp, PgnFormat.write(record), StandardCharsets.UTF_8);
        Files.move(tmp, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    }

    /** The unfinished game in the file, if there is one worth resuming under {@code rules}. */
    public Optional<Game> unfinished(RuleSet rules) {
        try {
            if (!Files.isRegularFile(file) || Files.size(file) > GameRecord.MAX_CHARS) {
                return Optional.empty();
            }
            Game g = PgnFormat.readOne(Files.readString(file, StandardCharsets.UTF_8))
                    .game();
            return g.isOver() || g.moves().isEmpty() || g.rules() != rules ? Optional.empty() : Optional.of(g);
        } catch (IOException | RuntimeException e) {
            return Optional.empty();
        }
    }
}
