package janggi.cli;

import janggi.core.RuleSet;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.record.RecordFormat;
import janggi.record.Records;
import janggi.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi convert IN OUT}: a game record in another format, every move checked on the way.
 * A game that stops is written up to where it stops, and said so; a game whose start or rules
 * cannot be read is not written at all (never the standard setup in its place). Either way the
 * exit status is 2, and the other games are written.
 */
@Command(name = "convert", mixinStandardHelpOptions = true)
final class ConvertCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Parameters(index = "0", paramLabel = "IN", descriptionKey = "in")
    Path in;

    @Parameters(index = "1", paramLabel = "OUT", descriptionKey = "out")
    String out;

    @Option(names = "--to", paramLabel = "FORMAT")
    String to;

    @Option(names = "--from", paramLabel = "FORMAT")
    String from;

    /** Unlike the other commands', no default: without it each game is read under its own rules. */
    @Option(names = "--rules", paramLabel = "NAME")
    String rules;

    @Override
    public Integer call() {
        RecordFormat target = format(to, out.equals("-") ? null : Path.of(out), "--to");
        RuleSet ruleSet = ReplayCommand.ruleSet(rules);
        List<GameRecord> games;
        try {
            games = from == null
                    ? Records.read(in, ruleSet)
                    : format(from, null, "--from").read(Records.readLimited(in), ruleSet);
        } catch (NotationException e) {
            throw new BadInput(e.message());
        }
        List<GameRecord> written = new ArrayList<>();
        List<String> problems = new ArrayList<>();
        String file = Records.name(in);
        for (int i = 0; i < games.size(); i++) {
            GameRecord game = games.get(i);
            for (Message note : game.notes()) {
                problems.add(main.texts.get("convert.game_note", file, i + 1, note));
            }
            if (game.startUnread()) {
                problems.add(main.texts.get(
                        "record.start_unread", file, i + 1, game.problem().orElseThrow()));
                continue;
            }
            int number = i + 1;
            game.problem().ifPresent(p -> problems.add(main.texts.get("convert.breaks_off", file, number, p)));
            written.add(game);
        }
        byte[] data;
        try {
            data = target.write(written);
        } catch (NotationException e) {
            throw new BadInput("cli.cannot_write", target.name(), e.message());
        }
        try {
            if (out.equals("-")) {
                System.out.write(data);
                System.out.flush();
            } else {
                Files.write(Path.of(out), data);
            }
        } catch (IOException e) {
            throw new BadInput("cli.cannot_write", Records.name(Path.of(out)), Records.reason(e));
        }
        problems.forEach(p -> System.err.println(main.texts.get("cli.error", p)));
        boolean broken = games.stream().anyMatch(g -> g.problem().isPresent());
        return broken ? Main.BAD_INPUT : 0;
    }

    private static RecordFormat format(String name, Path file, String option) {
        if (name != null) {
            return Records.named(name)
                    .orElseThrow(() -> new BadInput("convert.unknown_format", option, name, Records.names()));
        }
        if (file == null) {
            return PgnFormat.INSTANCE; // standard output, no --to: our own record, which every command reads
        }
        return Records.forExtension(file)
                .orElseThrow(() -> new BadInput("convert.no_extension", Records.name(file), Records.names()));
    }
}
