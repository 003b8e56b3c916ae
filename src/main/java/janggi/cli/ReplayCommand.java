package janggi.cli;

import janggi.core.Game;
import janggi.core.Position;
import janggi.notation.DisplayMove;
import janggi.notation.MartinBoard;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code janggi replay FILE --plain}: a saved game as text, Martin's board after every move. */
@Command(name = "replay", mixinStandardHelpOptions = true,
        description = "Replay a saved game as plain text: the tags, then the board after each move (or only after move N).")
final class ReplayCommand implements Callable<Integer> {

    @Parameters(paramLabel = "FILE", description = "A game record saved by janggi (save command or autosave).")
    Path file;

    @Option(names = "--plain", description = "Text output for pipes (the full-screen viewer is not built yet).")
    boolean plain;

    @Option(names = "--to", paramLabel = "N", description = "Print only the position after move N (0: the start).")
    Integer to;

    @Option(names = "--flip", description = "Turn the board: Cho at the bottom.")
    boolean flip;

    @Override
    public Integer call() {
        if (!plain) {
            throw new Main.BadInput("the full-screen replay viewer is not built yet; use replay --plain FILE");
        }
        GameRecord record = read(file);
        Game game = record.game();
        List<Integer> moves = game.moves();
        if (to != null && (to < 0 || to > moves.size())) {
            throw new Main.BadInput("--to " + to + ": the game has " + moves.size() + " moves");
        }
        PrintStream out = System.out;
        for (Map.Entry<String, String> tag : record.tags().entrySet()) {
            out.println("[" + GameRecord.printable(tag.getKey()) + " \"" + GameRecord.printable(tag.getValue()) + "\"]");
        }
        Position replay = game.startPosition();
        if (to == null || to == 0) {
            board(out, replay, "Start");
        }
        for (int i = 0; i < moves.size() && (to == null || i < to); i++) {
            replay.make(moves.get(i));
            if (to == null || i + 1 == to) {
                board(out, replay, "Move " + (i + 1) + ": " + DisplayMove.of(moves.get(i)));
            }
        }
        if (to == null) {
            out.println(game.result().map(r -> "Result: " + r.description() + ".")
                    .orElse("Result: " + GameRecord.printable(record.tags().getOrDefault("Result", "*"))));
        }
        return 0;
    }

    private void board(PrintStream out, Position pos, String caption) {
        out.println();
        out.println(caption);
        for (String line : MartinBoard.lines(pos, flip)) {
            out.println(line);
        }
    }

    private static GameRecord read(Path file) {
        try {
            if (Files.size(file) > GameRecord.MAX_CHARS) {
                throw new Main.BadInput(file + " is too large to be a game record");
            }
            return GameRecord.read(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new Main.BadInput("cannot read " + file + ": " + e.getMessage());
        } catch (NotationException e) {
            throw new Main.BadInput(file + ": " + GameRecord.printable(e.getMessage()));
        }
    }
}
