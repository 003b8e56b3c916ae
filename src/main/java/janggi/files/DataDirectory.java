package janggi.files;

import java.nio.file.Path;

/**
 * Where the program keeps what outlives a run: the game in progress ({@code autosave.pgn}), the
 * library of games ({@code games/}), the locks of the games open now ({@code locks/}) and line
 * mode's history of typed lines. By default {@code $XDG_DATA_HOME/janggi}, which is
 * {@code ~/.local/share/janggi} when the variable is not set. docs/files.md describes them.
 */
public final class DataDirectory {
    private final Path root;

    public DataDirectory(Path root) {
        this.root = root;
    }

    /** {@code $XDG_DATA_HOME/janggi}, by default under {@code ~/.local/share}. */
    public static DataDirectory standard() {
        String xdg = System.getenv("XDG_DATA_HOME");
        Path base = xdg != null && !xdg.isBlank()
                ? Path.of(xdg)
                : Path.of(System.getProperty("user.home"), ".local", "share");
        return new DataDirectory(base.resolve("janggi"));
    }

    public Path root() {
        return root;
    }

    /** The game in progress: {@code autosave.pgn}. */
    public Autosave autosave() {
        return new Autosave(root.resolve("autosave.pgn"));
    }

    /** Every game played here: {@code games/}. */
    public Library library() {
        return new Library(root.resolve("games"));
    }

    /** The lock file of a game ({@code name}: its file's name) or of the autosave. */
    Path lock(String name) {
        return root.resolve("locks").resolve(name + ".lock");
    }

    /** The player's puzzle rating and the puzzles they tried: {@code puzzles}. */
    public Path puzzles() {
        return root.resolve("puzzles");
    }

    /** The lines typed in line mode, kept from one game to the next. */
    public Path lineHistory() {
        return root.resolve("history");
    }
}
