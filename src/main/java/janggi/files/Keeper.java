package janggi.files;

import janggi.record.GameRecord;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;

/**
 * Keeps a session's game on disk: in the autosave, when this session has it, and in the game's
 * own file in the library, each locked so that one game has one writer. Remembers why the last
 * save failed until a save succeeds. A game from a pipe is kept nowhere.
 */
public final class Keeper implements AutoCloseable {
    private final DataDirectory data;
    private boolean autosaving;
    private GameLock autosaveLock;
    private GameLock gameLock;
    /** The current game's file in the library; null for none. */
    private Path gameFile;

    private Message problem;
    /** The failures written to the log since the last save that succeeded. */
    private final Set<Message> logged = new HashSet<>();

    private Keeper(DataDirectory data) {
        this.data = data;
    }

    /** Keeps nothing: a game from a pipe. */
    public static Keeper nothing() {
        return new Keeper(null);
    }

    /** Keeps the games in the library of {@code data}; the autosave too once {@link #claimAutosave} has it. */
    public static Keeper in(DataDirectory data) {
        return new Keeper(data);
    }

    public boolean keepsAnything() {
        return data != null;
    }

    public Optional<Library> library() {
        return Optional.ofNullable(data).map(DataDirectory::library);
    }

    /** Whether the game is written to the autosave. */
    public boolean autosaving() {
        return autosaving;
    }

    Optional<Autosave> autosave() {
        return autosaving ? Optional.of(data.autosave()) : Optional.empty();
    }

    /**
     * Takes the autosave for this session. Empty when it is ours; else the process id of the
     * janggi that has it. A directory where no lock can be made is ours too: the saves will say
     * what is wrong, and play goes on.
     */
    public OptionalLong claimAutosave() {
        if (data == null) {
            return OptionalLong.empty();
        }
        GameLock.Attempt attempt = GameLock.tryLock(data.lock("autosave"));
        if (attempt instanceof GameLock.Busy busy) {
            return OptionalLong.of(busy.pid());
        }
        if (attempt instanceof GameLock.Held held) {
            autosaveLock = held.lock();
        }
        autosaving = true;
        return OptionalLong.empty();
    }

    /**
     * Makes the game that began at {@code started} the one this session writes: its file in
     * the library is locked. Empty when done; else the process id of the janggi that has it open.
     */
    public OptionalLong adopt(LocalDateTime started) {
        if (data == null) {
            return OptionalLong.empty();
        }
        Path file = data.library().file(started);
        if (file.equals(gameFile)) {
            return OptionalLong.empty();
        }
        GameLock.Attempt attempt = GameLock.tryLock(data.lock(name(file)));
        if (attempt instanceof GameLock.Busy busy) {
            return OptionalLong.of(busy.pid());
        }
        releaseGame();
        gameLock = attempt instanceof GameLock.Held held ? held.lock() : null;
        gameFile = file;
        return OptionalLong.empty();
    }

    /** A start time at or after {@code wanted} that names no game in the library, adopted for a new game. */
    public LocalDateTime fresh(LocalDateTime wanted) {
        LocalDateTime t = wanted.truncatedTo(ChronoUnit.SECONDS);
        if (data == null) {
            return t;
        }
        while (Files.exists(data.library().file(t)) || adopt(t).isPresent()) {
            t = t.plusSeconds(1);
        }
        return t;
    }

    /**
     * Writes the game to the autosave (if this session has it) and to its file in the library
     * (once it has a move, or when {@code always}); a failure is kept for {@link #problem()}.
     */
    public void keep(GameRecord record, boolean always) {
        if (data == null) {
            return;
        }
        Message failed = null;
        if (autosaving) {
            failed = write(() -> data.autosave().write(record), data.autosave().file());
        }
        boolean worthAFile =
                always || !record.game().moves().isEmpty() || record.game().isOver();
        if (gameFile != null && worthAFile) {
            Message libraryFailed = write(() -> data.library().write(gameFile, record), gameFile);
            failed = failed != null ? failed : libraryFailed;
        }
        problem = failed;
        if (failed == null) {
            logged.clear();
        }
    }

    private interface Write {
        void run() throws IOException;
    }

    private Message write(Write write, Path file) {
        try {
            write.run();
            return null;
        } catch (IOException e) {
            Message reason = FileTrouble.reason(e);
            // Once is enough for the log: the same failure after every move tells nothing new.
            if (logged.add(reason)) {
                Log.problem("saving " + file, e);
            }
            return reason;
        }
    }

    /**
     * Files a game that this session will not play on (the autosave's, set aside at the start)
     * in its place in the library; returns where it is. A file already there is left as it is:
     * written with every move, it is never behind the autosave, and another janggi may have it
     * open.
     */
    public Optional<Path> setAside(GameRecord record, LocalDateTime started) {
        if (data == null || record.game().moves().isEmpty()) {
            return Optional.empty();
        }
        Path file = data.library().file(started);
        if (Files.exists(file)) {
            return Optional.of(file);
        }
        GameLock.Attempt attempt = GameLock.tryLock(data.lock(name(file)));
        if (attempt instanceof GameLock.Busy) {
            return Optional.of(file);
        }
        try {
            data.library().write(file, record);
            return Optional.of(file);
        } catch (IOException e) {
            Log.problem("setting aside " + file, e);
            problem = FileTrouble.reason(e);
            return Optional.empty();
        } finally {
            if (attempt instanceof GameLock.Held held) {
                held.lock().close();
            }
        }
    }

    /** Why the last save failed, until a save succeeds. */
    public Optional<Message> problem() {
        return Optional.ofNullable(problem);
    }

    /** The files that hold the game now: the autosave and its file in the library, as far as written. */
    public List<Path> files() {
        List<Path> files = new ArrayList<>();
        if (autosaving && Files.isRegularFile(data.autosave().file())) {
            files.add(data.autosave().file().toAbsolutePath());
        }
        if (gameFile != null && Files.isRegularFile(gameFile)) {
            files.add(gameFile.toAbsolutePath());
        }
        return files;
    }

    public Optional<Path> gameFile() {
        return Optional.ofNullable(gameFile);
    }

    private static String name(Path file) {
        String name = file.getFileName().toString();
        return name.substring(0, name.length() - ".pgn".length());
    }

    private void releaseGame() {
        if (gameLock != null) {
            // A game that never had a move leaves no file, and no lock file either.
            if (Files.exists(gameFile)) {
                gameLock.close();
            } else {
                gameLock.closeAndForget();
            }
            gameLock = null;
        }
        gameFile = null;
    }

    /** Releases the locks: the game may be opened elsewhere now. */
    @Override
    public void close() {
        releaseGame();
        if (autosaveLock != null) {
            autosaveLock.close();
            autosaveLock = null;
        }
        autosaving = false;
    }

    /** "This game is open in another janggi (pid N)." */
    public static String openElsewhere(Texts texts, long pid) {
        return pid > 0 ? texts.get("session.open_elsewhere", pid) : texts.get("session.open_elsewhere_unknown");
    }
}
