package janggi.cli;

import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.Message;
import janggi.uci.BeginnerSession;
import janggi.uci.EngineFailure;
import janggi.uci.Match;
import janggi.uci.OpeningBook;
import janggi.uci.UciClient;
import janggi.uci.UciSearcher;
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
import java.util.Optional;
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

    /** Games without --games: a few, or under --sprt as many as a test of a small change may need. */
    static final int DEFAULT_GAMES = 10;

    static final int DEFAULT_SPRT_GAMES = 1000;

    @Option(names = "--games", paramLabel = "N")
    Integer games;

    @Option(names = "--sprt", paramLabel = "ELO0,ELO1")
    String sprt;

    @Option(names = "--alpha", defaultValue = "0.05", paramLabel = "P")
    double alpha;

    @Option(names = "--beta", defaultValue = "0.05", paramLabel = "P")
    double beta;

    /** The starts of the pairs: the built-in book by default, a file, or none. */
    @Option(names = "--book", paramLabel = "FILE")
    String book;

    static final String NO_BOOK = "none";

    /** Without --movetime, --depth, --nodes or --clock: this many ms a move. */
    static final long DEFAULT_MOVE_TIME = 200;

    @Option(names = "--movetime", paramLabel = "MS")
    Long moveTime;

    @Option(names = "--engine-movetime", paramLabel = "MS")
    Long engineMoveTime;

    @Mixin
    SharedOptions.Depth depth;

    @Option(names = "--nodes", paramLabel = "N")
    Long nodes;

    @Option(names = "--engine-nodes", paramLabel = "N")
    Long engineNodes;

    @Mixin
    SharedOptions.Clock clock;

    @Mixin
    SharedOptions.Rules rules;

    @Mixin
    SharedOptions.Strength strength = new SharedOptions.Strength(Engine.MAX_LEVEL);

    @Mixin
    SharedOptions.Threads threads = new SharedOptions.Threads(1);

    @Mixin
    SharedOptions.EngineOptions engineOptions = new SharedOptions.EngineOptions();

    @Option(names = "--max-plies", defaultValue = "300", paramLabel = "N")
    int maxPlies;

    @Option(names = "--concurrency", defaultValue = "1", paramLabel = "N")
    int concurrency;

    @Option(names = "--pgn", paramLabel = "FILE")
    Path pgn;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        Integer depth = this.depth.depth();
        int threads = this.threads.threads();
        Sprt test = sprt();
        int games = this.games != null ? this.games : test != null ? DEFAULT_SPRT_GAMES : DEFAULT_GAMES;
        if (games < 1) {
            throw new BadInput("match.games", games);
        }
        if (moveTime != null && moveTime < 1 || engineMoveTime != null && engineMoveTime < 1 || maxPlies < 1) {
            throw new BadInput("match.times");
        }
        boolean clocked = !clock.timeControl().isNone();
        if (clocked
                && (moveTime != null
                        || engineMoveTime != null
                        || depth != null
                        || nodes != null
                        || engineNodes != null)) {
            throw new BadInput("match.clock_alone");
        }
        if (nodes != null && nodes < 1 || engineNodes != null && engineNodes < 1) {
            throw new BadInput("match.nodes");
        }
        // As many games at once as --threads allows threads.
        if (concurrency < 1 || concurrency > Engine.MAX_THREADS) {
            throw new BadInput("match.concurrency", Engine.MAX_THREADS, concurrency);
        }
        if (depth != null && nodes != null) {
            throw new BadInput("match.depth_or_nodes");
        }
        Map<String, String> options = engineOptions.options();
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
        String opponentName = beginner ? "beginner" : UciSearcher.engineName(engineCommand);
        if (ruleSet == RuleSet.MARTIN) {
            warn(new Message("match.martin", ruleSet.uciVariant));
        }
        OpeningBook starts = book(ruleSet);
        Match.Opponent opponent = Match.opponent(command, options, ruleSet, opponentName, this::warn);
        Match match =
                new Match(ruleSet, () -> strength.engine(threads), opponent, opponentName, limits(), maxPlies, starts);
        Match.Result result;
        try {
            result = match.play(games, concurrency, new Match.Listener() {
                @Override
                public void started(String name) {
                    printHeader(name, ruleSet, games, starts);
                }

                @Override
                public void finished(Match.Round round) {
                    printRound(round, opponentName, ruleSet);
                    if (pgn != null) {
                        appendRecord(round, opponentName);
                    }
                }

                @Override
                public void newPass(int pass, Match.Limits limits) {
                    System.out.println(main.texts.get("match.new_pass", limits.theirNodes()));
                }

                @Override
                public boolean decided(List<Match.Round> played) {
                    if (test == null || played.isEmpty() || played.size() % 2 != 0) {
                        return false;
                    }
                    double llr = test.llr(pairs(played));
                    System.out.println(main.texts.get(
                            "match.sprt_progress",
                            main.texts.count("count.pairs", played.size() / 2),
                            decimals(llr, 2),
                            decimals(test.lowerBound(), 2),
                            decimals(test.upperBound(), 2)));
                    return test.verdict(llr) != Sprt.Verdict.UNDECIDED;
                }
            });
        } catch (IOException e) {
            throw new BadInput(EngineFailure.messageOf(e));
        }
        summary(result);
        if (test != null) {
            sprtSummary(test, result);
        }
        if (!limits().clock().isNone()) {
            System.out.println(main.texts.get("match.on_time", result.oursOnTime(), result.theirsOnTime()));
            timeUse(result.rounds());
        }
        if (result.stoppedEarly() != null) {
            System.err.println(main.texts.get("cli.error", result.stoppedEarly()));
            return 1;
        }
        return 0;
    }

    /** The test --sprt asks for, checked, or null. */
    private Sprt sprt() {
        if (sprt == null) {
            return null;
        }
        String[] bounds = sprt.split(",");
        double elo0;
        double elo1;
        try {
            elo0 = Double.parseDouble(bounds[0].strip());
            elo1 = bounds.length == 2 ? Double.parseDouble(bounds[1].strip()) : Double.NaN;
        } catch (NumberFormatException e) {
            throw new BadInput("match.sprt_bounds", sprt);
        }
        if (!(elo0 < elo1)) {
            throw new BadInput("match.sprt_bounds", sprt);
        }
        if (!(alpha > 0 && alpha < 0.5 && beta > 0 && beta < 0.5)) {
            throw new BadInput("match.sprt_error_rates");
        }
        return new Sprt(elo0, elo1, alpha, beta);
    }

    /** The starts of the pairs: --book's, or the built-in book where the rules allow its starts. */
    private OpeningBook book(RuleSet rules) {
        if (NO_BOOK.equals(book)) {
            return null;
        }
        OpeningBook starts;
        if (book == null) {
            starts = OpeningBook.builtIn();
        } else {
            Path file = Path.of(book);
            try {
                starts = OpeningBook.parse(Files.readString(file, StandardCharsets.UTF_8));
            } catch (IOException e) {
                throw new BadInput("record.cannot_read", book, Message.verbatim(e.getMessage()));
            } catch (NotationException e) {
                throw new BadInput("record.in_file", book, e.message());
            }
        }
        Optional<Message> refused = starts.refusedBy(rules);
        if (refused.isPresent()) {
            if (book != null) {
                throw new BadInput("match.book_refused", book, rules.name, refused.get());
            }
            // The built-in book is for the setups of Janggi: under other armies the setups alone serve.
            return null;
        }
        return starts;
    }

    /** How many complete pairs scored 0, 1/2, 1, 3/2 and 2 points. */
    static int[] pairs(List<Match.Round> rounds) {
        int[] pairs = new int[5];
        for (int i = 0; i + 1 < rounds.size(); i++) {
            Match.Round first = rounds.get(i);
            Match.Round second = rounds.get(i + 1);
            // A pair cut short (its opponent could not be started again) is left out.
            if (first.number() % 2 == 1 && second.number() == first.number() + 1) {
                pairs[first.forUs() + second.forUs() + 2]++;
                i++;
            }
        }
        return pairs;
    }

    private static String decimals(double x, int places) {
        return String.format(Locale.ROOT, "%." + places + "f", x);
    }

    /** The pairs' results, the Elo they suggest, and the test's verdict. */
    private void sprtSummary(Sprt test, Match.Result result) {
        int[] pairs = pairs(result.rounds());
        double[] elo = Sprt.elo(pairs);
        Message margin = Double.isInfinite(elo[1])
                ? new Message("match.no_margin")
                : new Message("match.margin", decimals(elo[1], 0));
        System.out.println(main.texts.get(
                "match.pairs",
                pairs[0],
                pairs[1],
                pairs[2],
                pairs[3],
                pairs[4],
                String.format(Locale.ROOT, "%+.0f", elo[0]),
                margin));
        double llr = test.llr(pairs);
        Sprt.Verdict verdict = test.verdict(llr);
        Message said = switch (verdict) {
            case H1 -> new Message("match.sprt_h1", decimals(test.elo1(), 1));
            case H0 -> new Message("match.sprt_h0", decimals(test.elo0(), 1));
            case UNDECIDED ->
                new Message(
                        "match.sprt_undecided",
                        main.texts.count("count.games", result.rounds().size()));
        };
        System.out.println(main.texts.get(
                "match.sprt",
                decimals(test.elo0(), 1),
                decimals(test.elo1(), 1),
                decimals(test.alpha(), 2),
                decimals(test.beta(), 2),
                decimals(llr, 2),
                decimals(test.lowerBound(), 2),
                decimals(test.upperBound(), 2),
                said));
    }

    /** A command line as {@link UciClient#split} reads it back, each word whole. */
    private static String quoted(List<String> words) {
        return String.join(" ", words.stream().map(w -> "\"" + w + "\"").toList());
    }

    private void warn(Message warning) {
        System.err.println(main.texts.get("cli.warning", warning));
    }

    /**
     * The limits given: a game clock, a fixed depth or number of nodes for both engines, else each
     * its time; {@code --engine-nodes} gives the opponent a number of nodes whatever ours searches
     * for.
     */
    Match.Limits limits() {
        Integer depth = this.depth.depth();
        long ours = moveTime != null ? moveTime : DEFAULT_MOVE_TIME;
        if (!clock.timeControl().isNone()) {
            return Match.Limits.clock(clock.timeControl());
        }
        Match.Limits limits = depth != null
                ? Match.Limits.depth(depth)
                : nodes != null
                        ? Match.Limits.nodes(nodes)
                        : Match.Limits.moveTime(ours, engineMoveTime != null ? engineMoveTime : ours);
        return engineNodes == null ? limits : Match.Limits.opponentNodes(limits.ours(), engineNodes);
    }

    private void printHeader(String name, RuleSet ruleSet, int games, OpeningBook starts) {
        Match.Limits limits = limits();
        long ours = limits.ours().moveTimeMs();
        Object time = !limits.clock().isNone()
                ? new Message("match.clock", limits.clock().spec())
                : limits.theirFixedWork() != null
                        ? limits.theirFixedWork()
                        : limits.theirMoveTime() == ours
                                ? new Message("match.time", ours)
                                : new Message("match.time_odds", ours, limits.theirMoveTime());
        System.out.println(main.texts.get(
                "match.header",
                strength.level(),
                main.texts.count("count.threads", threads.threads()),
                name,
                engineCommand,
                ruleSet.name,
                main.texts.count(sprt != null ? "count.games_at_most" : "count.games", games),
                time,
                maxPlies));
        if (concurrency > 1) {
            System.out.println(main.texts.get("match.lanes", concurrency));
        }
        System.out.println(
                starts == null
                        ? main.texts.get("match.from_setups")
                        : main.texts.get(
                                "match.from_book",
                                book == null ? main.texts.get("match.built_in_book") : book,
                                main.texts.count("count.starts", starts.size())));
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
        tags.put("Site", GameRecord.OUR_SITE);
        tags.put("Date", GameRecord.today());
        tags.put("Round", Integer.toString(round.number()));
        String ours = "Janggi level " + strength.level();
        tags.put("Cho", round.ours() == Side.CHO ? ours : opponentName);
        tags.put("Han", round.ours() == Side.HAN ? ours : opponentName);
        Game game = round.game();
        if (round.clock().active()) {
            tags.put("TimeControl", round.clock().control().spec());
        }
        if (game.result().orElseThrow().termination() == GameResult.Termination.RECORDED) {
            // The file's words are English whoever runs the match, as for every Termination tag.
            tags.put("Termination", round.reason().toString());
        }
        try {
            Files.writeString(
                    pgn,
                    PgnFormat.write(new GameRecord(
                                    game,
                                    tags,
                                    round.clock().comments(game.startPosition().sideToMove()),
                                    null))
                            + "\n",
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

    /** The plies the phases of a game end at, for the time our engine takes in each. */
    private static final int OPENING_PLIES = 20;

    private static final int MIDDLEGAME_PLIES = 80;

    /**
     * How our engine used its clock: the time a move took in the opening, the middlegame and the
     * endgame (by ply), and how close a move came to the flag.
     */
    private void timeUse(List<Match.Round> rounds) {
        long[][] phases = new long[3][3]; // per phase: moves, total ms, most ms
        long leastLeft = Long.MAX_VALUE;
        for (Match.Round round : rounds) {
            List<GameClock.Timing> timings = round.clock().timings();
            for (int i = 0; i < timings.size(); i++) {
                GameClock.Timing t = timings.get(i);
                if (t.mover() != round.ours()) {
                    continue;
                }
                int ply = i + 1;
                long[] phase = phases[ply <= OPENING_PLIES ? 0 : ply <= MIDDLEGAME_PLIES ? 1 : 2];
                phase[0]++;
                phase[1] += t.usedMs();
                phase[2] = Math.max(phase[2], t.usedMs());
                leastLeft = Math.min(leastLeft, t.availableMs() - t.usedMs());
            }
        }
        String[] names = {"match.opening", "match.middlegame", "match.endgame"};
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            long[] phase = phases[p];
            if (phase[0] > 0) {
                parts.add(main.texts.get(
                        "match.phase",
                        new Message(names[p], OPENING_PLIES, OPENING_PLIES + 1, MIDDLEGAME_PLIES, MIDDLEGAME_PLIES + 1),
                        phase[1] / phase[0],
                        phase[2],
                        main.texts.count("count.moves", phase[0])));
            }
        }
        if (!parts.isEmpty()) {
            System.out.println(main.texts.get("match.time_use", String.join("; ", parts), leastLeft));
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
