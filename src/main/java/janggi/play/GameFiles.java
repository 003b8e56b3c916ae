package janggi.play;

import janggi.core.Game;
import janggi.files.AtomicFile;
import janggi.files.FileTrouble;
import janggi.files.Keeper;
import janggi.files.Library;
import janggi.files.Log;
import janggi.files.MoveCount;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.PgnFormat;
import janggi.record.RecordFormat;
import janggi.record.Records;
import janggi.text.Message;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A session's games on disk, as the player commands them: {@code save}, {@code save FILE},
 * {@code load FILE}, {@code games}, {@code resume N}, the {@code --save} file, and what the
 * player is told on leaving about where the game is kept. The autosave and the library's own
 * file are the {@link Keeper}'s; this class answers for the files the player names.
 */
final class GameFiles {
    /** Puts a game read from a file on the board, its players too if asked; what the player should know of a change of rules. */
    interface Board {
        Optional<Message> playOn(GameRecord record, LocalDateTime began, boolean takePlayers);
    }

    private final Keeper keeper;
    private final Texts texts;
    /** Whether a file that exists may be replaced after asking (a terminal), or never (a pipe). */
    private final boolean asks;
    /** {@code --save FILE}: written when the game ends and when the player leaves; null for none. */
    private final Path saveFile;
    /** Why {@link #saveFile} could not be written the last time, or null. */
    private Message saveFileFailed;
    /** The file a {@code save FILE} would replace, while asking whether to. */
    private Path replacing;
    /** The copy the player last saved with {@code save FILE}, which keeps the game when the data directory cannot. */
    private SavedCopy savedAs;

    /** Where a game loaded or resumed goes. */
    private final Board board;

    GameFiles(Keeper keeper, Texts texts, boolean asks, Path saveFile, Board board) {
        this.board = board;
        this.keeper = keeper;
        this.texts = texts;
        this.asks = asks;
        this.saveFile = saveFile;
    }

    /** A copy the player saved with {@code save FILE}: the game as it stood then. */
    private record SavedCopy(Path file, Game game, List<Integer> moves, boolean over) {
        boolean holds(Game now) {
            return now == game && moves.equals(now.moves()) && over == now.isOver();
        }
    }

    /**
     * {@code save}: into the library (a game from a pipe, which stays out of it: a dated file
     * here). {@code save FILE}: in the format its extension names; a file that exists is
     * replaced only when the player says so, and never from a pipe: a {@link Reply.Outcome#QUESTION}
     * asks whether to.
     */
    Reply save(String arg, GameRecord record) {
        if (arg.isEmpty() && keeper.library().isPresent()) {
            keeper.keep(record, true);
            return keeper.problem()
                    .map(p -> error("session.not_saved", p))
                    .orElseGet(() -> info(
                            "session.saved_in", keeper.gameFile().orElseThrow().toAbsolutePath()));
        }
        Path path = Path.of(
                arg.isEmpty()
                        ? "janggi-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                                + ".pgn"
                        : arg);
        if (Files.exists(path)) {
            if (!asks) {
                return error("session.exists", path);
            }
            replacing = path;
            return new Reply(Reply.Outcome.QUESTION, texts.get("session.ask_replace", path));
        }
        return writeTo(path, record);
    }

    /** The answer to "replace FILE?". */
    Reply replace(boolean yes, GameRecord record) {
        return yes ? writeTo(replacing, record) : info("session.not_replaced", replacing);
    }

    private Reply writeTo(Path path, GameRecord record) {
        RecordFormat format = Records.forExtension(path).orElse(PgnFormat.INSTANCE);
        return write(path, format, record)
                .map(why -> error("session.save_failed", path, why))
                .orElseGet(() -> info("session.saved_to", path.toAbsolutePath(), format.name()));
    }

    /** Writes the game to {@code path} in {@code format}: empty when done, else why not. */
    private Optional<Message> write(Path path, RecordFormat format, GameRecord record) {
        Game game = record.game();
        try {
            AtomicFile.replace(path, format.write(List.of(record)));
            savedAs = new SavedCopy(path.toAbsolutePath(), game, List.copyOf(game.moves()), game.isOver());
            return Optional.empty();
        } catch (IOException e) {
            Log.problem("saving to " + path, e);
            return Optional.of(FileTrouble.reason(e));
        } catch (RuntimeException e) {
            return Optional.of(NotationException.messageOf(e));
        }
    }

    /** Writes the {@code --save} file, if one was named, keeping why it failed if it did. */
    void writeSaveFile(GameRecord record) {
        if (saveFile != null) {
            saveFileFailed = write(saveFile, Records.forExtension(saveFile).orElse(PgnFormat.INSTANCE), record)
                    .orElse(null);
        }
    }

    /** {@code NOT saved to FILE: <reason>} while the {@code --save} file could not be written the last time. */
    Optional<String> saveFileProblem() {
        return Optional.ofNullable(saveFileFailed)
                .map(why -> texts.get("session.save_file_problem", saveFile.toAbsolutePath(), why));
    }

    /** Whether the game as it stands is kept somewhere: written by the last save, or in a file the player saved. */
    boolean saved(Game game) {
        return keptInData(game) && saveFileFailed == null;
    }

    /** Whether the data directory keeps the game (or has nothing to keep), or a file the player saved holds it. */
    private boolean keptInData(Game game) {
        return keeper.problem().isEmpty() || (savedAs != null && savedAs.holds(game));
    }

    /** {@code load FILE}, or {@code load FILE N} for the Nth game of a file that holds several; under the game's rules. */
    Reply load(String text) {
        if (text.isEmpty()) {
            return error("session.load_usage");
        }
        Matcher numbered = Pattern.compile("(.+?)\\s+(\\d{1,5})").matcher(text);
        boolean pick = numbered.matches() && !Files.exists(Path.of(text));
        String arg = pick ? numbered.group(1) : text;
        int index = pick ? Integer.parseInt(numbered.group(2)) : 1;
        List<GameRecord> games;
        try {
            games = Records.read(Path.of(arg));
        } catch (RuntimeException e) {
            return error("session.load_failed", arg, Printable.clean(NotationException.messageOf(e)));
        } catch (StackOverflowError e) {
            Log.problem("loading " + arg, e);
            return error("session.load_failed", arg, new Message("library.not_a_record"));
        }
        if (index < 1 || index > games.size()) {
            return new Reply(Reply.Outcome.ERROR, texts.count("session.file_holds", games.size(), arg));
        }
        GameRecord r = games.get(index - 1);
        Optional<Message> rulesNow = board.playOn(r, keeper.fresh(LocalDateTime.now()), false);
        Message loaded = games.size() > 1
                ? new Message("session.loaded_game", arg, index, games.size())
                : new Message("session.loaded", arg);
        return newGame(r, loaded, rulesNow);
    }

    /** {@code games}: the library, numbered, with each game's date, rules, players, moves and result. */
    Reply games() {
        Optional<Library> library = keeper.library();
        if (library.isEmpty()) {
            return error("session.no_library");
        }
        Path dir = library.get().dir().toAbsolutePath();
        List<Library.Entry> entries = library.get().entries();
        if (entries.isEmpty()) {
            return info("session.library_empty", dir);
        }
        StringBuilder sb = new StringBuilder(texts.get("session.library", dir));
        for (Library.Entry e : entries) {
            sb.append('\n').append(e.line(texts));
        }
        sb.append('\n').append(texts.get("session.library_resume"));
        return new Reply(Reply.Outcome.INFO, sb.toString());
    }

    /** {@code resume N}: plays on game N of the library, under its own rules, unless another janggi has it open. */
    Reply resume(String arg) {
        Optional<Library> library = keeper.library();
        if (library.isEmpty()) {
            return error("session.no_library");
        }
        int number;
        try {
            number = Integer.parseInt(arg);
        } catch (NumberFormatException e) {
            return error("session.resume_usage");
        }
        List<Library.Entry> entries = library.get().entries();
        if (number < 1 || number > entries.size()) {
            return new Reply(Reply.Outcome.ERROR, texts.count("session.library_holds", entries.size()));
        }
        Library.Entry entry = entries.get(number - 1);
        if (entry.record().isEmpty()) {
            return error("session.unreadable_game", number, entry.problem().orElseThrow());
        }
        if (keeper.gameFile().filter(entry.file()::equals).isPresent()) {
            return info("session.on_the_board", number);
        }
        GameRecord r = entry.record().get();
        // A file not named by its start time gets a file of its own in the library, beside it.
        LocalDateTime began = Library.started(entry.file()).orElseGet(() -> keeper.fresh(LocalDateTime.now()));
        OptionalLong other = keeper.adopt(began);
        if (other.isPresent()) {
            return new Reply(Reply.Outcome.ERROR, Keeper.openElsewhere(texts, other.getAsLong()));
        }
        Optional<Message> rulesNow = board.playOn(r, began, true);
        return newGame(r, new Message("session.resumed_game", number, MoveCount.words(texts, r.game())), rulesNow);
    }

    /** What the player is told of a game put on the board from a file: what it is, what is broken, the rules now. */
    private Reply newGame(GameRecord r, Message said, Optional<Message> rulesNow) {
        Message whole = r.problem()
                .map(p -> new Message("session.loaded_broken", said, p))
                .orElse(said);
        Message withRules = rulesNow.map(rules -> new Message("session.two_sentences", whole, rules))
                .orElse(whole);
        return new Reply(Reply.Outcome.NEW_GAME, texts.render(withRules));
    }

    /**
     * What to tell the player who leaves: where the game is kept, or that it was not saved,
     * with its moves, so that even then it is not lost.
     */
    String farewell(Game game) {
        String kept = keptWhere(game);
        if (saveFile == null) {
            return kept;
        }
        Path file = saveFile.toAbsolutePath();
        String inFile = saveFileFailed == null
                ? texts.get("session.saved_in_file", file)
                : keptInData(game)
                        ? texts.get("session.quit_save_file_not_saved", file, saveFileFailed, movesText(game))
                        : texts.get("session.quit_save_file_not_saved_either", file, saveFileFailed);
        return keeper.keepsAnything() ? texts.get("session.two_sentences", kept, inFile) : inFile;
    }

    /** Where the data directory keeps the game, or that it was not saved there, with its moves. */
    private String keptWhere(Game game) {
        if (!keeper.keepsAnything()) {
            return texts.get("session.bye");
        }
        if (!keptInData(game)) {
            return texts.get("session.quit_not_saved", keeper.problem().orElseThrow(), movesText(game));
        }
        if (keeper.problem().isPresent()) {
            return texts.get("session.quit_saved_as", savedAs.file());
        }
        List<Path> files = keeper.files();
        if (files.isEmpty() || (game.moves().isEmpty() && !game.isOver())) {
            return texts.get("session.bye");
        }
        String where = files.size() == 1
                ? files.get(0).toString()
                : texts.get("session.two_files", files.get(0), files.get(1));
        if (game.isOver()) {
            return texts.get("session.quit_finished", where);
        }
        return texts.get(keeper.autosaving() ? "session.quit_saved" : "session.quit_saved_library", where);
    }

    /** The moves as the move list numbers them: {@code 1. B9-C7 B0-C2 2. A6-A5}. */
    private static String movesText(Game game) {
        return MovePair.of(game.startPosition(), game.moves(), (m, before) -> DisplayMove.of(m)).stream()
                .map(MovePair::text)
                .collect(Collectors.joining(" "));
    }

    private Reply info(String key, Object... args) {
        return Reply.info(texts, key, args);
    }

    private Reply error(String key, Object... args) {
        return Reply.error(texts, key, args);
    }
}
