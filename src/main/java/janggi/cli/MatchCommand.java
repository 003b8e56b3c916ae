package janggi.cli;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.Message;
import janggi.uci.BeginnerSession;
import janggi.uci.EngineFailure;
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
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi match}: our engine against any UCI Janggi engine ({@link Match} plays the games);
 * this command reads the options, prints each game as it ends and the score with its Elo
 * difference, and appends the games to a PGN file if asked.
 */
@Command(name = "match", mixinStandardHelpOptions = true)
final class MatchCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

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

    @Option(names = "--engine-nodes", paramLabel = "N")
    Long engineNodes;

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
            throw new BadInput("match.games", games);
        }
        if (moveTime < 1 || engineMoveTime != null && engineMoveTime < 1 || maxPlies < 1) {
            throw new BadInput("match.times");
        }
        if (nodes != null && nodes < 1 || engineNodes != null && engineNodes < 1) {
            throw new BadInput("match.nodes");
        }
        if (depth != null && nodes != null) {
            throw new BadInput("match.depth_or_nodes");
        }
        Map<String, String> options = new LinkedHashMap<>();
        for (String option : engineOptions) {
            int eq = option.indexOf('=');
            if (eq < 1) {
                throw new BadInput("match.engine_option", option);
            }
            options.put(option.substring(0, eq).trim(), option.substring(eq + 1).trim());
        }
        if (pgn != null) {
            try {
                Files.writeString(
                        pgn, "", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new BadInput("cli.cannot_write", pgn.toString(), Message.verbatim(e.getMessage()));
            }
        }
        boolean beginner = engineCommand.strip().equals(BeginnerSession.BUILTIN);
        String command = beginner ? quoted(BeginnerSession.command()) : engineCommand;
        List<String> words = UciClient.split(engineCommand);
        String opponentName = beginner
                ? "beginner"
                : words.isEmpty()
                        ? engineCommand
                        : Path.of(words.get(0)).getFileName().toString();
        if (ruleSet == RuleSet.MARTIN) {
            warn(new Message("match.martin", ruleSet.uciVariant));
        }
        Engine ours = strength.engine(threads);
        Match.Opponent opponent = Match.opponent(command, options, ruleSet, opponentName, this::warn);
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
            throw new BadInput(EngineFailure.messageOf(e));
        }
        summary(result);
        if (result.stoppedEarly() != null) {
            System.err.println(main.texts.get("cli.error", result.stoppedEarly()));
            return 1;
        }
        return 0;
    }

    /** A command line as {@link UciClient#split} reads it back, each word whole. */
    private static String quoted(List<String> words) {
        return String.join(" ", words.stream().map(w -> "\"" + w + "\"").toList());
    }

    private void warn(Message warning) {
        System.err.println(main.texts.get("cli.warning", warning));
    }

    /**
     * The limits given: a fixed depth or number of nodes for both engines, else each its time;
     * {@code --engine-nodes} gives the opponent a number of nodes whatever ours searches for.
     */
    Match.Limits limits() {
        Integer depth = this.depth.depth();
        Match.Limits limits = depth != null
                ? Match.Limits.depth(depth)
                : nodes != null
                        ? Match.Limits.nodes(nodes)
                        : Match.Limits.moveTime(moveTime, engineMoveTime != null ? engineMoveTime : moveTime);
        return engineNodes == null ? limits : new Match.Limits(limits.ours(), 0, "nodes " + engineNodes);
    }

    private void printHeader(String name, RuleSet ruleSet) {
        Match.Limits limits = limits();
        Object time = limits.theirFixedWork() != null
                ? limits.theirFixedWork()
                : limits.theirMoveTime() == moveTime
                        ? new Message("match.time", moveTime)
                        : new Message("match.time_odds", moveTime, limits.theirMoveTime());
        System.out.println(main.texts.get(
                "match.header",
                strength.level(),
                main.texts.count("count.threads", threads.threads()),
                name,
                engineCommand,
                ruleSet.name,
                main.texts.count("count.games", games),
                time,
                maxPlies));
    }

    private void printRound(Match.Round r, String opponentName, RuleSet ruleSet) {
        System.out.println(main.texts.get(
                "match.game",
                r.number(),
                RuleWords.side(r.ours()),
                opponentName,
                RuleWords.side(r.ours().opponent()),
                r.cho().text(ruleSet) + "/" + r.han().text(ruleSet),
                r.outcome().pgn,
                r.reason(),
                main.texts.count("count.plies", r.plies())));
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
            // The file's words are English whoever runs the match, as for every Termination tag.
            tags.put("Termination", round.reason().toString());
        }
        try {
            Files.writeString(
                    pgn,
                    PgnFormat.write(new GameRecord(game, tags)) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            warn(new Message(
                    "match.not_saved",
                    round.number(),
                    new Message("cli.cannot_write", pgn.toString(), Message.verbatim(e.getMessage()))));
        }
    }

    private void summary(Match.Result result) {
        EloEstimate elo = new EloEstimate(result.wins(), result.draws(), result.losses());
        Message margin = elo.games() < 2
                ? new Message("match.no_margin")
                : new Message("match.margin", String.format(Locale.ROOT, "%.0f", elo.margin95()));
        String score = String.format(Locale.ROOT, "%.1f", 100 * elo.score());
        String difference = String.format(Locale.ROOT, "%+.0f", elo.elo());
        System.out.println(
                elo.clamped()
                        ? main.texts.get(
                                "match.summary_clamped",
                                elo.wins(),
                                elo.draws(),
                                elo.losses(),
                                score,
                                difference,
                                margin,
                                String.format(Locale.ROOT, "%.1f", 100 * elo.estimatedScore()))
                        : main.texts.get(
                                "match.summary", elo.wins(), elo.draws(), elo.losses(), score, difference, margin));
    }
}
