package janggi.play;

import java.nio.file.Path;

/**
 * Where the program keeps what outlives a run: the autosave and line mode's history of typed
 * lines, and later the library of finished games. By default {@code $XDG_DATA_HOME/janggi},
 * which is {@code ~/.local/share/janggi} when the variable is not set.
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

    /** The lines typed in line mode, kept from one game to the next. */
    public Path lineHistory() {
        return root.resolve("history");
    }
}
