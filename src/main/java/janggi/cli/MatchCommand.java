package janggi.cli;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.IllegalMoveException;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
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
import picocli.CommandLine.Option;

/**
 * {@code janggi match}: our engine (in-process) against any UCI Janggi engine, our rules core as
 * referee. Every move the opponent sends is checked; an illegal or unreadable move, a crash or a
 * silent engine loses that game for the opponent, and the reason is printed. Games come in pairs
 * with the same setups and the sides swapped (ours Cho in odd games), cycling through all sixteen
 * setup combinations.
 */
@Command(
        name = "match",
        mixinStandardHelpOptions = true,
        description = "Play our engine against a UCI Janggi engine and report W-D-L, score and Elo difference.")
final class MatchCommand implements Callable<Integer> {

    @Option(
            names = "--engine",
            required = true,
            paramLabel = "CMD",
            description = "The opponent's command line, e.g. /usr/games/fairy-stockfish (quote words with spaces).")
    String engineCommand;

    @Option(
            names = "--games",
            defaultValue = "10",
            paramLabel = "N",
            description = "Number of games (default ${DEFAULT-VALUE}).")
    int games;

    @Option(
            names = "--movetime",
            defaultValue = "200",
            paramLabel = "MS",
            description = "Time per move for both engines in ms (default ${DEFAULT-VALUE}).")
    long moveTime;

    @Option(
            names = "--engine-movetime",
            paramLabel = "MS",
            description = "The opponent's time per move in ms, if not --movetime: time odds, to keep a much"
                    + " stronger or weaker opponent where the score tells most.")
    Long engineMoveTime;

    @Option(
            names = "--depth",
            paramLabel = "N",
            description = "Search both engines to this depth instead of for a time: shows what each makes of"
                    + " the same depth (engines may count depth differently).")
    Integer depth;

    @Option(
            names = "--nodes",
            paramLabel = "N",
            description = "Search both engines this many nodes a move instead of for a time: compares their"
                    + " trees apart from their speed.")
    Long nodes;

    @Option(
            names = "--rules",
            defaultValue = "janggi",
            paramLabel = "NAME",
            description = "Rule set (default janggi); the opponent gets UCI_Variant set to match.")
    String rules;

    @Option(
            names = "--level",
            defaultValue = "10",
            paramLabel = "N",
            description = "Our engine's level, 1-10 (default ${DEFAULT-VALUE}).")
    int level;

    @Option(
            names = "--threads",
            defaultValue = "1",
            paramLabel = "N",
            description = "Threads our engine searches with (default ${DEFAULT-VALUE}); give the opponent as many"
                    + " with --engine-option Threads=N for an even match.")
    int threads;

    @Option(
            names = "--engine-option",
            paramLabel = "NAME=VALUE",
            description =
                    "A UCI option for the opponent, e.g. 'Skill Level=10'; may be repeated. Sent before UCI_Variant.")
    List<String> engineOptions = new ArrayList<>();

    @Option(
            names = "--max-plies",
            defaultValue = "300",
            paramLabel = "N",
            description = "Plies after which an unfinished game is decided by counting points, Han +1.5"
                    + " (default ${DEFAULT-VALUE}).")
    int maxPlies;

    @Option(
            names = "--seed",
            paramLabel = "S",
            description = "Make our engine's play reproducible (node budgets in place of the clock).")
    Long seed;

    @Option(
            names = "--pgn",
            paramLabel = "FILE",
            description = "Append every game to FILE in PGN as soon as it ends, for replay or analysis.")
    Path pgn;

    private RuleSet ruleSet;
    /** The opponent in the game lines: its program's file name. */
    private String opponentName;

    private int wins;
    private int draws;
    private int losses;

    @Override
    public Integer call() {
        ruleSet = Main.ruleSet(rules);
        if (games < 1) {
            throw new Main.BadInput("--games should be at least 1, not " + games);
        }
        if (engineMoveTime == null) {
            engineMoveTime = moveTime;
        }
        if (moveTime < 1 || engineMoveTime < 1 || maxPlies < 1) {
            throw new Main.BadInput("--movetime, --engine-movetime and --max-plies should be positive");
        }
        if (depth != null && depth < 1 || nodes != null && nodes < 1) {
            throw new Main.BadInput("--depth and --nodes should be positive");
        }
        if (depth != null && nodes != null) {
            throw new Main.BadInput("give --depth or --nodes, not both");
        }
        if (level < Engine.MIN_LEVEL || level > Engine.MAX_LEVEL) {
            throw new Main.BadInput("--level should be from 1 to 10, not " + level);
        }
        Main.checkThreads(threads);
        for (String option : engineOptions) {
            if (option.indexOf('=') < 1) {
                throw new Main.BadInput("--engine-option '" + option + "' should be NAME=VALUE, e.g. 'Skill Level=10'");
            }
        }
        if (pgn != null) {
            try {
                Files.writeString(
                        pgn, "", StandardCharsets.UTF_8, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
            } catch (IOException e) {
                throw new Main.BadInput("cannot write " + pgn + ": " + e.getMessage());
            }
        }
        List<String> words = UciClient.split(engineCommand);
        opponentName = words.isEmpty()
                ? engineCommand
                : Path.of(words.get(0)).getFileName().toString();
        if (ruleSet == RuleSet.MARTIN) {
            System.err.println("janggi: warning: rule set martin needs an opponent that knows UCI_Variant "
                    + ruleSet.uciVariant + " (Fairy-Stockfish: --engine-option VariantPath=<janggimartin.ini>,"
                    + " see src/test/resources/perft)");
        }

        UciClient opponent;
        try {
            opponent = start();
        } catch (IOException e) {
            throw new Main.BadInput(e.getMessage());
        }
        String fixedWork = fixedWork();
        String time = fixedWork != null
                ? fixedWork
                : engineMoveTime.equals(moveTime)
                        ? moveTime + " ms a move"
                        : "ours " + moveTime + " ms a move, theirs " + engineMoveTime;
        System.out.printf(
                "match: ours (level %d, %d thread%s) vs %s (%s), rules %s, %d games, %s, ply cap %d%n",
                level,
                threads,
                threads == 1 ? "" : "s",
                opponent.name(),
                engineCommand,
                ruleSet.name,
                games,
                time,
                maxPlies);
        Engine ours = new Engine();
        ours.setLevel(level);
        ours.setThreads(threads);
        if (seed != null) {
            ours.setSeed(seed);
        }
        Setup[] setups = Setup.all(ruleSet);
        int played = 0;
        try {
            for (int g = 0; g < games; g++) {
                int pair = g / 2;
                Setup cho = setups[pair % setups.length];
                // Korean Random Chess's armies mirror each other.
                Setup han = ruleSet.shuffledWings ? cho : setups[(pair / setups.length) % setups.length];
                Side oursSide = g % 2 == 0 ? Side.CHO : Side.HAN;
                Game game = Game.start(ruleSet, cho, han);
                Played p = play(ours, opponent, game, oursSide);
                tally(p.outcome, oursSide);
                played++;
                System.out.printf(
                        "game %d: ours=%s vs %s=%s setups %s/%s: %s (%s) %d plies%n",
                        g + 1,
                        oursSide.displayName(),
                        opponentName,
                        oursSide.opponent().displayName(),
                        cho.text(ruleSet),
                        han.text(ruleSet),
                        p.outcome.pgn,
                        p.reason,
                        p.plies);
                if (pgn != null) {
                    appendRecord(game, p, g + 1, oursSide);
                }
                if (p.opponentFailed && g + 1 < games) {
                    opponent.close();
                    try {
                        opponent = start();
                    } catch (IOException e) {
                        summary();
                        System.err.println(
                                "janggi: match stopped after " + played + " of " + games + " games: " + e.getMessage());
                        return 1;
                    }
                }
            }
        } finally {
            opponent.close();
        }
        summary();
        return 0;
    }

    /** Starts the opponent, sends the user's options, then UCI_Variant, and checks it took. */
    private UciClient start() throws IOException {
        UciClient client = UciClient.start(engineCommand);
        try {
            for (String option : engineOptions) {
                int eq = option.indexOf('=');
                client.setOption(
                        option.substring(0, eq).trim(), option.substring(eq + 1).trim());
            }
            String variant = ruleSet.uciVariant;
            if (!client.hasOption("UCI_Variant")) {
                System.err.println("janggi: warning: " + opponentName + " declares no UCI_Variant option;"
                        + " it may not play " + variant);
            }
            List<String> said = client.setOption("UCI_Variant", variant);
            List<String> offered = client.comboValues("UCI_Variant");
            boolean confirmed = said.stream().anyMatch(l -> l.startsWith("info string variant " + variant + " "));
            if (!offered.isEmpty() && !offered.contains(variant) && !confirmed) {
                throw new IOException("cannot start engine '" + engineCommand + "': it does not offer UCI_Variant "
                        + variant
                        + (ruleSet == RuleSet.MARTIN
                                ? " (give it a variants file, e.g. --engine-option"
                                        + " VariantPath=src/test/resources/perft/janggimartin.ini)"
                                : ""));
            }
            return client;
        } catch (IOException e) {
            client.close();
            throw e;
        }
    }

    /** What follows {@code go} when both engines search a fixed depth or number of nodes; null when they search for a time. */
    private String fixedWork() {
        return depth != null ? "depth " + depth : nodes != null ? "nodes " + nodes : null;
    }

    /** Our side of the same limit as {@link #fixedWork}, or our time per move. */
    SearchLimits ourLimits() {
        return depth != null
                ? SearchLimits.depth(depth)
                : nodes != null ? SearchLimits.nodes(nodes) : SearchLimits.moveTime(moveTime);
    }

    /**
     * How one game went.
     *
     * @param opponentFailed the opponent crashed or fell silent, so it must be restarted
     */
    private record Played(GameResult.Outcome outcome, String reason, int plies, boolean opponentFailed) {}

    private Played play(Engine ours, UciClient opponent, Game game, Side oursSide) {
        String startFen = Fen.of(game.startPosition());
        List<String> moves = new ArrayList<>();
        ours.newGame();
        GameResult.Outcome forfeit = GameResult.Outcome.winner(oursSide);
        String winner = oursSide.displayName() + " wins: ";
        try {
            opponent.newGame();
        } catch (IOException e) {
            return new Played(forfeit, winner + opponentName + " failed: " + e.getMessage(), 0, true);
        }
        SearchLimits ourLimits = ourLimits();
        String fixedWork = fixedWork();
        while (!game.isOver() && moves.size() < maxPlies) {
            Position pos = game.position();
            int move;
            if (pos.sideToMove() == oursSide) {
                move = ours.search(pos, ourLimits, SearchListener.NONE).bestMove();
                if (move == Move.NONE) {
                    throw new IllegalStateException(
                            "our engine found no move in a game that is not over: " + Fen.of(pos));
                }
            } else {
                String answer;
                try {
                    answer = (fixedWork != null
                                    ? opponent.moveFixedWork(startFen, moves, fixedWork)
                                    : opponent.move(startFen, moves, engineMoveTime))
                            .move();
                } catch (IOException e) {
                    return new Played(
                            forfeit, winner + opponentName + " failed: " + e.getMessage(), moves.size(), true);
                }
                try {
                    UciMove.parseShape(answer);
                } catch (NotationException e) {
                    return new Played(
                            forfeit,
                            winner + opponentName + " sent '" + answer + "', not a UCI move",
                            moves.size(),
                            false);
                }
                try {
                    move = UciMove.parse(answer, pos);
                } catch (NotationException e) {
                    return new Played(
                            forfeit, winner + opponentName + " played an illegal move " + answer, moves.size(), false);
                }
            }
            try {
                game.play(move);
            } catch (IllegalMoveException e) {
                throw new IllegalStateException("move " + UciMove.of(move) + " refused in " + Fen.of(pos), e);
            }
            moves.add(UciMove.of(move));
        }
        if (game.isOver()) {
            GameResult r = game.result().orElseThrow();
            return new Played(r.outcome(), r.description(), moves.size(), false);
        }
        Position pos = game.position();
        int cho = pos.countedHalfPoints(Side.CHO);
        int han = pos.countedHalfPoints(Side.HAN);
        Side leader = cho > han ? Side.CHO : Side.HAN;
        return new Played(
                GameResult.Outcome.winner(leader),
                leader.displayName() + " wins on points "
                        + GameResult.points(Math.max(cho, han)) + " : " + GameResult.points(Math.min(cho, han))
                        + " with komi, adjudicated at the "
                        + maxPlies + "-ply cap",
                moves.size(),
                false);
    }

    /** Appends one finished game; a game the rules did not end keeps the match's reason as its Termination. */
    private void appendRecord(Game game, Played p, int round, Side oursSide) {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", "match");
        tags.put("Date", GameRecord.today());
        tags.put("Round", Integer.toString(round));
        String ours = "Janggi level " + level;
        tags.put("Cho", oursSide == Side.CHO ? ours : opponentName);
        tags.put("Han", oursSide == Side.HAN ? ours : opponentName);
        if (!game.isOver()) {
            game.endAsRecorded(p.outcome);
            tags.put("Termination", p.reason);
        }
        try {
            Files.writeString(
                    pgn,
                    PgnFormat.write(new GameRecord(game, tags)) + "\n",
                    StandardCharsets.UTF_8,
                    StandardOpenOption.CREATE,
                    StandardOpenOption.APPEND);
        } catch (IOException e) {
            System.err.println(
                    "janggi: warning: game " + round + " not saved: cannot write " + pgn + ": " + e.getMessage());
        }
    }

    private void tally(GameResult.Outcome outcome, Side oursSide) {
        if (outcome == GameResult.Outcome.DRAW) {
            draws++;
        } else if (outcome == GameResult.Outcome.winner(oursSide)) {
            wins++;
        } else {
            losses++;
        }
    }

    private void summary() {
        EloEstimate elo = new EloEstimate(wins, draws, losses);
        String margin = elo.games() < 2
                ? " (one game: no error margin)"
                : String.format(Locale.ROOT, " ± %.0f (95%%)", elo.margin95());
        System.out.printf(
                Locale.ROOT,
                "W-D-L (ours): %d-%d-%d, score %.1f%%, Elo %+.0f%s%s%n",
                wins,
                draws,
                losses,
                100 * elo.score(),
                elo.elo(),
                margin,
                elo.clamped()
                        ? "; the score is taken as " + String.format(Locale.ROOT, "%.1f%%", 100 * elo.estimatedScore())
                                + " for the estimate, as 0% and 100% have no finite Elo"
                        : "");
    }
}
