package janggi.cli;

import janggi.core.Game;
import janggi.core.Position;
import janggi.learn.Puzzle;
import janggi.learn.PuzzleCheck;
import janggi.learn.PuzzleMaker;
import janggi.notation.NotationException;
import janggi.record.GameRecord;
import janggi.record.Records;
import janggi.text.Message;
import janggi.uci.EngineFailure;
import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi make-puzzles --from GAMES --out FILE}: finds puzzles in game records ({@link
 * PuzzleMaker}), checks each with another engine when one is given ({@link PuzzleCheck}), and
 * writes them as found, one a line, under {@code #} lines that give the command and its settings.
 */
@Command(name = "make-puzzles", mixinStandardHelpOptions = true)
final class MakePuzzlesCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Option(names = "--from", required = true, arity = "1..*", paramLabel = "GAMES")
    List<Path> from;

    @Option(names = "--out", required = true, paramLabel = "FILE")
    Path out;

    @Option(names = "--min-gain", defaultValue = "2.5", paramLabel = "SOLDIERS")
    double minGain;

    @Option(names = "--depth", defaultValue = "5", paramLabel = "N")
    int depth;

    @Option(names = "--verify-depth", defaultValue = "8", paramLabel = "N")
    int verifyDepth;

    @Option(names = "--verify-engine", paramLabel = "CMD")
    String verifyEngine;

    @Option(names = "--verify-nodes", paramLabel = "N")
    Long verifyNodes;

    @Option(names = "--from-ply", defaultValue = "12", paramLabel = "N")
    int fromPly;

    @Option(names = "--limit", paramLabel = "N")
    Integer limit;

    @Override
    public Integer call() throws IOException {
        if (minGain <= 0 || depth < 1 || verifyDepth < depth || verifyDepth > 30 || fromPly < 0) {
            throw new BadInput("puzzles.settings");
        }
        long nodes = verifyNodes == null ? PuzzleCheck.NODES : verifyNodes;
        List<GameRecord> games = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (Path file : from) {
            List<GameRecord> read;
            try {
                read = Records.read(file);
            } catch (NotationException e) {
                throw new BadInput(e.message());
            }
            for (int i = 0; i < read.size(); i++) {
                games.add(read.get(i));
                names.add(Records.name(file) + " game " + (i + 1));
            }
        }
        // Soldiers as a player counts them, centipawns as the engine does: a soldier is 200.
        PuzzleMaker maker =
                new PuzzleMaker(new PuzzleMaker.Settings((int) Math.round(minGain * 200), depth, verifyDepth, fromPly));
        PrintStream err = System.err;
        try (PuzzleCheck check = verifyEngine == null ? null : start(verifyEngine, nodes);
                Writer file = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
            file.write(header(games.size(), check, nodes));
            file.flush();
            Set<String> seen = new HashSet<>();
            int made = 0;
            int refused = 0;
            for (int g = 0; g < games.size() && (limit == null || made < limit); g++) {
                Game game = games.get(g).game();
                Position start = game.startPosition();
                if (start.rules() != Puzzle.RULES) {
                    continue;
                }
                for (Puzzle puzzle : maker.find(start, game.moves(), names.get(g), seen)) {
                    Optional<String> why = check == null ? Optional.empty() : check.disagrees(puzzle);
                    if (why.isPresent()) {
                        refused++;
                        continue;
                    }
                    if (limit == null || made < limit) {
                        file.write(puzzle.text() + "\n");
                        file.flush();
                        made++;
                    }
                }
                if (Terminal.isStandardError()) {
                    err.print("\r" + main.texts.get("puzzles.progress", g + 1, games.size(), made, refused));
                }
            }
            if (Terminal.isStandardError()) {
                err.println();
            }
            System.out.println(main.texts.get("puzzles.made", made, games.size(), out, refused));
            return 0;
        } catch (IOException e) {
            throw new BadInput(
                    e instanceof EngineFailure
                            ? EngineFailure.messageOf(e)
                            : new Message("cli.cannot_write", out.toString(), Message.verbatim(e.getMessage())));
        }
    }

    private static PuzzleCheck start(String command, long nodes) throws IOException {
        return PuzzleCheck.start(command, nodes);
    }

    /** The file's {@code #} lines: what it holds, the command and its settings. */
    private String header(int games, PuzzleCheck check, long nodes) {
        String verify = check == null ? "none" : check.name() + ", " + nodes + " nodes, MultiPV 2, one thread";
        return String.join(
                        "\n",
                        "# Janggi puzzles (docs/learn.md): FEN | solution (UCI moves, the solver's first) | rating"
                                + " | themes | id | source",
                        "# Made by: janggi make-puzzles " + String.join(" ", arguments()),
                        "# Settings: rules " + Puzzle.RULES.name + ", min-gain " + minGain
                                + " soldiers (centipawns of ours: soldier 200), depth " + depth + ", verify-depth "
                                + verifyDepth + ", from-ply " + fromPly,
                        "# Verified by: " + verify,
                        "# From: " + games + " games in "
                                + String.join(
                                        " ", from.stream().map(Records::name).toList()))
                + "\n";
    }

    /** The options as they stand, written again as a command line. */
    private List<String> arguments() {
        List<String> args = new ArrayList<>();
        from.forEach(f -> {
            args.add("--from");
            args.add(Records.name(f));
        });
        args.addAll(List.of("--out", Records.name(out), "--min-gain", String.format(Locale.ROOT, "%s", minGain)));
        args.addAll(List.of("--depth", Integer.toString(depth), "--verify-depth", Integer.toString(verifyDepth)));
        args.addAll(List.of("--from-ply", Integer.toString(fromPly)));
        if (verifyEngine != null) {
            args.addAll(List.of("--verify-engine", verifyEngine));
        }
        if (verifyNodes != null) {
            args.addAll(List.of("--verify-nodes", Long.toString(verifyNodes)));
        }
        if (limit != null) {
            args.addAll(List.of("--limit", Integer.toString(limit)));
        }
        return args;
    }
}
