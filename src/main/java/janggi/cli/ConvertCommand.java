package janggi.cli;

import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.RecordFormat;
import janggi.record.Records;
import janggi.text.Message;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/** {@code janggi convert IN OUT}: a game record in another format, every move checked on the way. */
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

    @Override
    public Integer call() {
        RecordFormat target = format(to, out.equals("-") ? null : Path.of(out), "--to");
        List<GameRecord> games;
        try {
            games = from == null
                    ? Records.read(in)
                    : format(from, null, "--from").read(Records.readLimited(in));
        } catch (NotationException e) {
            throw new BadInput(GameRecord.printable(e.message()));
        }
        byte[] data;
        try {
            data = target.write(games);
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
            throw new BadInput("cli.cannot_write", out, Message.verbatim(e.getMessage()));
        }
        int broken = 0;
        for (int i = 0; i < games.size(); i++) {
            int number = i + 1;
            games.get(i)
                    .problem()
                    .ifPresent(p -> System.err.println(main.texts.get("convert.breaks_off", in, number, p)));
            broken += games.get(i).problem().isPresent() ? 1 : 0;
        }
        return broken == 0 ? 0 : Main.BAD_INPUT;
    }

    private static RecordFormat format(String name, Path file, String option) {
        if (name != null) {
            return Records.named(name)
                    .orElseThrow(() -> new BadInput("convert.unknown_format", option, name, Records.names()));
        }
        if (file == null) {
            throw new BadInput("convert.stdout_needs_to", Records.names());
        }
        return Records.forExtension(file)
                .orElseThrow(() -> new BadInput("convert.no_extension", file.toString(), Records.names()));
    }
}
