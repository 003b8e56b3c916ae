package janggi.cli;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.uci.Match;
import janggi.uci.UciClient;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/**
 * {@code janggi match}: our engine against any UCI Janggi engine ({@link Match} plays the games);
 * this command reads the options, prints each game as it ends and the score with its Elo
 * difference, and appends the games to a PGN file if asked.
 */
@Command(name = "match", mixinStandardHelpOptions = true)
final class MatchCommand implements Callable<Integer> {

    @Option(names = "--engine", required = true, paramLabel = "CMD")
    String engineCommand;

    @Option(names = "--games", defaultValue = "10", paramLabel = "N")
    int games;

    @Option(names = "--movetime", defaultValue = "200", paramLabel = "MS")
    long moveTime;

    @Option(names = "--engine-movetime", paramLabel = "MS")
    Long engineMoveTime;

    @Mixin
    SharedOptions.Depth depth;

    @Option(names = "--nodes", paramLabel = "N")
    Long nodes;

    @Mixin
    SharedOptions.Rules rules;

    @Mixin
    SharedOptions.Strength strength = new SharedOptions.Strength(Engine.MAX_LEVEL);

    @Mixin
    SharedOptions.Threads threads = new SharedOptions.Threads(1);

    @Option(names = "--engine-option", paramLabel = "NAME=VALUE")
    List<String> engineOptions = new ArrayList<>();

    @Option(names = "--max-plies", defaultValue = "300", paramLabel = "N")
    int maxPlies;

    @Option(names = "--pgn", paramLabel = "FILE")
    Path pgn;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        Integer depth = this.depth.depth();
        int threads = this.threads.threads();
        if (games < 1) {
            throw new BadInput("--games should be at least 1, not " + games);
        }
        if (moveTime < 1 || engineMoveTime != null && engineMoveTime < 1 || maxPlies < 1) {
            throw new BadInput("--movetime, --engine-movetime and --max-plies should be positive");
        }
        if (nodes != null && nodes < 1) {
            throw new BadInput("--nodes should be positive");
        }
        if (depth != null && nodes != null) {
            throw new BadInput("give --depth or --nodes, not both");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String option : engineOptions) {
            int eq = option.indexOf('=');
            if (eq < 1) {
                throw new BadInput("--engine-option '" + option + "' should be NAME=VALUE, e.g. 'Skill Level=10'");
            }
            options.put(option.substring(0, eq).trim(), option.substring(eq + 1).trim());
        }
        if (pgn != null) {
            try {
                Files.writeString(
                        pgn, "", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new BadInput("cannot write " + pgn + ": " + e.getMessage());
            }
        }
        List<String> words = UciClient.split(engineCommand);
        String opponentName = words.isEmpty()
                ? engineCommand
                : Path.of(words.get(0)).getFileName().toString();
        if (ruleSet == RuleSet.MARTIN) {
            System.err.println("janggi: warning: rule set martin needs an opponent that knows UCI_Variant "
                    + ruleSet.uciVariant + " (Fairy-Stockfish: --engine-option VariantPath=<janggimartin.ini>,"
                    + " see src/test/resources/perft)");
        }
        Engine ours = strength.engine(threads);
        Match.Opponent opponent = Match.opponent(
                engineCommand,
                options,
                ruleSet,
                opponentName,
                warning -> System.err.println("janggi: warning: " + warning));
        Match match = new Match(ruleSet, ours, opponent, opponentName, limits(), maxPlies);
        Match.Result result;
        try {
            result = match.play(games, new Match.Listener() {
                @Override
                public void started(String name) {
                    printHeader(name, ruleSet);
                }

                @Override
                public void finished(Match.Round round) {
                    printRound(round, opponentName, ruleSet);
                    if (pgn != null) {
                        appendRecord(round, opponentName);
                    }
                }
            });
        } catch (IOException e) {
            throw new BadInput(e.getMessage());
        }
        summary(result);
        if (result.stoppedEarly() != null) {
            System.err.println("janggi: " + result.stoppedEarly());
            return 1;
        }
        return 0;
    }

    /** The limits given: a fixed depth or number of nodes for both engines, else each its time. */
    Match.Limits limits() {
        Integer depth = this.depth.depth();
        return depth != null
                ? Match.Limits.depth(depth)
                : nodes != null
                        ? Match.Limits.nodes(nodes)
                        : Match.Limits.moveTime(moveTime, engineMoveTime != null ? engineMoveTime : moveTime);
    }

    private void printHeader(String name, RuleSet ruleSet) {
        Match.Limits limits = limits();
        String time = limits.theirFixedWork() != null
                ? limits.theirFixedWork()
                : limits.theirMoveTime() == moveTime
                        ? moveTime + " ms a move"
                        : "ours " + moveTime + " ms a move, theirs " + limits.theirMoveTime();
        System.out.printf(
                "match: ours (level %d, %d thread%s) vs %s (%s), rules %s, %d games, %s, ply cap %d%n",
                strength.level(),
                threads.threads(),
                threads.threads() == 1 ? "" : "s",
                name,
                engineCommand,
                ruleSet.name,
                games,
                time,
                maxPlies);
    }

    private static void printRound(Match.Round r, String opponentName, RuleSet ruleSet) {
        System.out.printf(
                "game %d: ours=%s vs %s=%s setups %s/%s: %s (%s) %d plies%n",
                r.number(),
                r.ours().displayName(),
                opponentName,
                r.ours().opponent().displayName(),
                r.cho().text(ruleSet),
                r.han().text(ruleSet),
                r.outcome().pgn,
                r.reason(),
                r.plies());
    }

    /** Appends one finished game; a game the rules did not end keeps the match's reason as its Termination. */
    private void appendRecord(Match.Round round, String opponentName) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "match");
        tags.put("Date", GameRecord.today());
        tags.put("Round", Integer.toString(round.number()));
        String ours = "Janggi level " + strength.level();
        tags.put("Cho", round.ours() == Side.CHO ? ours : opponentName);
        tags.put("Han", round.ours() == Side.HAN ? ours : opponentName);
        Game game = round.game();
        if (game.result().orElseThrow().termination() == GameResult.Termination.RECORDED) {
            tags.put("Termination", round.reason());
        }
        try {
            Files.writeString(
                    pgn,
                    PgnFormat.write(new GameRecord(game, tags)) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println("janggi: warning: game " + round.number() + " not saved: cannot write " + pgn + ": "
                    + e.getMessage());
        }
    }

    private static void summary(Match.Result result) {
        EloEstimate elo = new EloEstimate(result.wins(), result.draws(), result.losses());
        String margin = elo.games() < 2
                ? " (one game: no error margin)"
                : String.format(Locale.ROOT, " ± %.0f (95%%)", elo.margin95());
        System.out.printf(
                Locale.ROOT,
                "W-D-L (ours): %d-%d-%d, score %.1f%%, Elo %+.0f%s%s%n",
                elo.wins(),
                elo.draws(),
                elo.losses(),
                100 * elo.score(),
                elo.elo(),
                margin,
                elo.clamped()
                        ? "; the score is taken as " + String.format(Locale.ROOT, "%.1f%%", 100 * elo.estimatedScore())
                                + " for the estimate, as 0% and 100% have no finite Elo"
                        : "");
    }
}
