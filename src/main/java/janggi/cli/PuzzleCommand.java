package janggi.cli;

import janggi.files.DataDirectory;
import janggi.learn.HomePuzzles;
import janggi.learn.Puzzle;
import janggi.learn.PuzzleBook;
import janggi.learn.PuzzleTable;
import janggi.learn.Puzzles;
import janggi.notation.NotationException;
import janggi.play.Look;
import janggi.record.Records;
import janggi.text.Message;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi puzzle [ID]}: puzzles on the game's screen, each first try rating the player, the
 * rating kept in {@code $XDG_DATA_HOME/janggi/puzzles}; the shipped puzzles, or a file's.
 */
@Command(name = "puzzle", mixinStandardHelpOptions = true)
final class PuzzleCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Mixin
    SharedOptions.Board board;

    @Parameters(arity = "0..1", paramLabel = "ID", descriptionKey = "puzzle")
    String id;

    @Option(names = "--theme", paramLabel = "THEME")
    String theme;

    @Option(names = "--file", paramLabel = "FILE")
    Path file;

    @Override
    public Integer call() throws Exception {
        List<Puzzle> puzzles = puzzles();
        if (id != null && Puzzles.byId(puzzles, id).isEmpty()) {
            throw new BadInput("puzzle.no_such", id, puzzles.size());
        }
        if (theme != null && puzzles.stream().noneMatch(p -> p.hasTheme(theme))) {
            throw new BadInput("puzzle.no_theme", theme, String.join(", ", Puzzle.THEMES));
        }
        Look look = board.look(main.env);
        // From a pipe nothing is kept, as a game from a pipe keeps nothing: the output is the same every time.
        PuzzleBook book = System.console() == null
                ? HomePuzzles.nowhere(new Message("puzzle.kept_nowhere"))
                : new HomePuzzles(DataDirectory.standard().puzzles());
        PuzzleTable table = new PuzzleTable(main.texts, look, puzzles, book, theme, id);
        return Play.run(table, board.plain, board.mono, table.greeting());
    }

    private List<Puzzle> puzzles() {
        if (file == null) {
            return Puzzles.shipped();
        }
        try {
            return Puzzles.parse(new String(Records.readLimited(file), StandardCharsets.UTF_8));
        } catch (NotationException e) {
            throw new BadInput(e.message());
        } catch (IllegalArgumentException e) {
            throw new BadInput("cli.option", "--file " + Records.name(file), Message.verbatim(e.getMessage()));
        }
    }
}
