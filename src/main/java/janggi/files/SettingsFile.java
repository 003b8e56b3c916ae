package janggi.files;

import janggi.text.Message;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;

/**
 * A player's settings at home: {@code $XDG_CONFIG_HOME/janggi/settings} ({@code
 * ~/.config/janggi/settings} by default), {@code key=value} lines. A file that cannot be read
 * counts as empty (the details go to the log); it is written whole or not at all.
 */
public final class SettingsFile implements Settings {
    private final Path file;

    public SettingsFile(Path file) {
        this.file = file;
    }

    /** {@code $XDG_CONFIG_HOME/janggi/settings}, by default under {@code ~/.config}. */
    public static SettingsFile standard() {
        String xdg = System.getenv("XDG_CONFIG_HOME");
        Path base = xdg != null && !xdg.isBlank() ? Path.of(xdg) : Path.of(System.getProperty("user.home"), ".config");
        return new SettingsFile(base.resolve("janggi").resolve("settings"));
    }

    public Path file() {
        return file;
    }

    @Override
    public Optional<String> get(String key) {
        return Optional.ofNullable(read().get(key));
    }

    @Override
    public Optional<Message> put(String key, String value) {
        return put(Map.of(key, value));
    }

    /** Keeps every one of {@code values} at once, in one write; empty once kept, else why not. */
    public Optional<Message> put(Map<String, String> values) {
        Map<String, String> settings = read();
        settings.putAll(values);
        try {
            AtomicFile.write(file, Settings.format(settings).getBytes(StandardCharsets.UTF_8));
            return Optional.empty();
        } catch (IOException e) {
            Log.problem("writing the settings " + file, e);
            return Optional.of(FileTrouble.reason(e));
        }
    }

    private Map<String, String> read() {
        try {
            return Settings.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (NoSuchFileException e) {
            return Settings.parse("");
        } catch (IOException | RuntimeException e) {
            Log.problem("reading the settings " + file, e);
            return Settings.parse("");
        }
    }
}
