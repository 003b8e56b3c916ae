package janggi.cli;

import janggi.clock.ClockWords;
import janggi.clock.GameClock;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.files.Log;
import janggi.notation.MartinBoard;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Look;
import janggi.play.Start;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.MoveRemarks;
import janggi.record.Nag;
import janggi.record.Records;
import janggi.record.TagWords;
import janggi.text.Message;
import janggi.tui.Colours;
import janggi.tui.ReplayViewer;
import janggi.uci.UciSearcher;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi replay FILE}: the full-screen viewer, from which the player may branch off and
 * play on; with {@code --plain} (or without a terminal) the game as text, Martin's board after
 * every move.
 */
@Command(name = "replay", mixinStandardHelpOptions = true)
final class ReplayCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Parameters(paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Mixin
    SharedOptions.Board board;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1")
    int gameNumber;

    @Option(names = "--to", paramLabel = "N")
    String to;

    /** Another UCI engine for the viewer's analysis ({@code a}), as {@code match --engine} takes it; ours without. */
    @Option(names = "--engine", paramLabel = "CMD")
    String engineCommand;

    @Mixin
    SharedOptions.EngineOptions engineOptions = new SharedOptions.EngineOptions();

    /** Unlike the other commands', no default: without it each game is read under its own rules. */
    @Option(names = "--rules", paramLabel = "NAME")
    String rules;

    /** The rule set {@code --rules} names, or null when it names none (each game then has its own). */
    static RuleSet ruleSet(String name) {
        return name == null
                ? null
                : RuleSet.named(name).orElseThrow(() -> new BadInput("rules.unknown", name, RuleSet.names()));
    }

    @Override
    public Integer call() throws Exception {
        List<GameRecord> records = read(file, ruleSet(rules));
        if (gameNumber < 1 || gameNumber > records.size()) {
            throw new BadInput(
                    "cli.option",
                    "--game " + gameNumber,
                    new Message("replay.holds", Records.name(file), main.texts.count("count.games", records.size())));
        }
        Look look = board.look(main.env);
        if (!board.plain && to == null && System.console() != null) {
            boolean mono = board.mono || Colours.none(System.getenv());
            Map<String, String> options = engineOptions.options();
            Optional<Start> branch = ReplayViewer.show(
                    records,
                    gameNumber - 1,
                    mono,
                    board.flip,
                    look,
                    main.texts,
                    engineCommand == null
                            ? null
                            : () -> new UciSearcher(engineCommand, options, w -> Log.problem(w.toString())));
            return branch.isPresent() ? Play.run(branch.get(), false, mono, main.texts) : 0;
        }
        GameRecord record = records.get(gameNumber - 1);
        Game game = record.game();
        List<Integer> moves = game.moves();
        Integer last = to == null
                ? null
                : MovePair.plyAfter(game.startPosition(), moves, to).stream()
                        .boxed()
                        .findFirst()
                        .orElseThrow(() -> new BadInput(
                                "cli.option",
                                "--to " + to,
                                record.problem()
                                        .map(p -> new Message(
                                                "replay.no_such_move_broken",
                                                main.texts.count("count.plies", moves.size()),
                                                p))
                                        .orElse(new Message(
                                                "replay.no_such_move_plain",
                                                main.texts.count("count.plies", moves.size())))));
        look.note().ifPresent(why -> System.err.println(main.texts.render(why)));
        MartinBoard figure = MartinBoard.of(look.shown(), true);
        PrintStream out = System.out;
        for (String tag : record.tags().keySet()) {
            // A record's tags and comments were made safe when it was read; our own words are shown in the player's.
            out.println("[" + tag + " \"" + TagWords.of(main.texts, record, tag, "") + "\"]");
        }
        Position replay = game.startPosition();
        if (last == null || last == 0) {
            board(out, figure, look, replay, main.texts.get("replay.start"), record, 0);
        }
        for (int i = 0; i < moves.size() && (last == null || i < last); i++) {
            String marks = Nag.symbols(record.nags().getOrDefault(i + 1, List.of()));
            String caption = MovePair.numbered(look.notation().shown(moves.get(i), replay, main.texts), replay)
                    + (marks.isEmpty() ? "" : " " + marks);
            replay.make(moves.get(i));
            if (last == null || i + 1 == last) {
                board(out, figure, look, replay, caption, record, i + 1);
            }
        }
        record.notes().forEach(n -> System.err.println(main.texts.get("replay.note", Records.name(file), n)));
        record.problem()
                .ifPresent(p -> System.err.println(main.texts.get("replay.record_breaks_off", Records.name(file), p)));
        if (to == null) {
            out.println(game.result()
                    .map(r -> main.texts.get("replay.result", RuleWords.result(r)))
                    .orElse(main.texts.get("replay.result_tag", record.tags().getOrDefault("Result", "*"))));
        }
        return record.problem().isPresent() ? 2 : 0;
    }

    /**
     * The board after {@code ply} moves under its caption, with what the record says of that move,
     * each on a line of its own: its evaluation, its comment, its variations and both clocks (if
     * the game had them).
     */
    private void board(
            PrintStream out, MartinBoard figure, Look look, Position pos, String caption, GameRecord record, int ply) {
        out.println();
        out.println(caption);
        MoveRemarks.at(record, ply, (m, before) -> look.notation().shown(m, before, main.texts))
                .forEach(r -> out.println(main.texts.render(r)));
        clocks(record, ply).ifPresent(c -> out.println(main.texts.get("replay.clocks", c)));
        for (String line : figure.draw(pos, board.flip)) {
            out.println(line);
        }
    }

    /** Both clocks as they stood after {@code ply} moves, when the game was played on a clock. */
    private Optional<String> clocks(GameRecord record, int ply) {
        GameClock clock = record.clock(ply, TimeSource.SYSTEM);
        return clock.active() ? Optional.of(ClockWords.both(main.texts, clock)) : Optional.empty();
    }

    private static List<GameRecord> read(Path file, RuleSet rules) {
        try {
            return Records.read(file, rules);
        } catch (NotationException e) {
            throw new BadInput(e.message());
        }
    }
}
