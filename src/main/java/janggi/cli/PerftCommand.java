package janggi.cli;

import janggi.core.Perft;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.record.Records;
import janggi.text.LineReader;
import janggi.text.Message;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi perft}: legal-move tree counts, printed the way Fairy-Stockfish's
 * {@code go perft} prints them so the two outputs can be compared line by line.
 */
@Command(name = "perft", mixinStandardHelpOptions = true)
final class PerftCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    private static final int MAX_DEPTH = 30;
    /** More positions than any test suite has; an endless input is refused rather than held. */
    private static final int MAX_EPD_POSITIONS = 10_000;

    @Mixin
    SharedOptions.Rules rules;

    @Option(names = "--fen", paramLabel = "FEN")
    String fen;

    @Option(names = "--divide")
    boolean divide;

    @Option(names = "--epd", paramLabel = "FILE")
    String epd;

    @Parameters(paramLabel = "DEPTH", descriptionKey = "depth")
    String depthText;

    @Override
    public Integer call() throws IOException {
        RuleSet ruleSet = rules.ruleSet();
        int depth = depth();
        if (epd != null) {
            if (fen != null || divide) {
                throw new BadInput("perft.epd_alone");
            }
            return epd(ruleSet, depth);
        }
        Position pos = parse(fen == null ? Fen.START : fen, ruleSet, null);
        PrintStream out = System.out;
        long start = System.nanoTime();
        Perft perft = new Perft(pos, depth);
        long nodes = divide
                ? perft.divide(depth, (n, move) -> out.println(UciMove.of(move) + ": " + n))
                : perft.count(depth);
        long nanos = System.nanoTime() - start;
        if (divide) {
            out.println();
        }
        out.println("Nodes searched: " + nodes);
        out.flush();
        System.err.println(
                main.texts.get("perft.time", nanos / 1_000_000, nanos == 0 ? 0 : nodes * 1_000_000_000L / nanos));
        return 0;
    }

    private int depth() {
        try {
            int d = Integer.parseInt(depthText.trim());
            if (d >= 1 && d <= MAX_DEPTH) {
                return d;
            }
        } catch (NumberFormatException e) {
            // reported below
        }
        throw new BadInput("perft.depth", depthText, MAX_DEPTH);
    }

    private int epd(RuleSet ruleSet, int depth) throws IOException {
        // Every line is checked before any counting, so a bad line costs no waiting.
        List<String> fens = new ArrayList<>();
        List<Position> positions = new ArrayList<>();
        String name = epd.equals("-") ? "-" : Records.name(Path.of(epd));
        try (LineReader in = new LineReader(epd.equals("-") ? System.in : Files.newInputStream(Path.of(epd)))) {
            for (LineReader.Line line; (line = in.read()) != null; ) {
                Message where = new Message("perft.epd_line", name, line.number());
                if (line.tooLong()) {
                    throw new BadInput("record.at", where, new Message("record.long_line", LineReader.MAX_BYTES));
                }
                int cut = line.text().indexOf(" ;");
                String fenText = cut < 0 ? line.text() : line.text().substring(0, cut);
                if (fenText.isBlank()) {
                    continue;
                }
                if (fens.size() == MAX_EPD_POSITIONS) {
                    throw new BadInput("perft.too_many", name, MAX_EPD_POSITIONS);
                }
                fens.add(fenText);
                positions.add(parse(fenText, ruleSet, where));
            }
        } catch (IOException e) {
            throw new BadInput("record.cannot_read", name, Records.reason(e));
        }
        long start = System.nanoTime();
        long total = 0;
        for (int i = 0; i < fens.size(); i++) {
            long n = new Perft(positions.get(i), depth).count(depth);
            total += n;
            System.out.println(fens.get(i) + " ;D" + depth + " " + n);
        }
        long nanos = System.nanoTime() - start;
        System.err.println(main.texts.get("perft.epd_time", fens.size(), total, nanos / 1_000_000));
        return 0;
    }

    /** @param where the line of an EPD file the FEN is on, or null */
    private static Position parse(String fenText, RuleSet ruleSet, Message where) {
        try {
            return Fen.parse(fenText, ruleSet);
        } catch (NotationException e) {
            throw where == null ? new BadInput(e.message()) : new BadInput("record.at", where, e.message());
        }
    }
}
