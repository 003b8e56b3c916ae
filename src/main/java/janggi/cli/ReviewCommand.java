package janggi.cli;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.engine.Score;
import janggi.engine.SearchLimits;
import janggi.engine.review.Analyst;
import janggi.engine.review.Assessment;
import janggi.engine.review.CurveFit;
import janggi.engine.review.GameReview;
import janggi.engine.review.Mark;
import janggi.engine.review.MoveReview;
import janggi.engine.review.SideReview;
import janggi.engine.review.WinChance;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.PgnFormat;
import janggi.record.Records;
import janggi.record.TagWords;
import janggi.text.Language;
import janggi.text.Message;
import janggi.text.Wrap;
import janggi.uci.EngineFailure;
import janggi.uci.UciSearcher;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi review FILE}: the engine's verdict on every move of a game ({@link Analyst},
 * {@link GameReview}): a line per move with its evaluation, the better move and the mark, each
 * side's accuracy and marks, and a graph of the game; with {@code --out} the game annotated for
 * replay. With {@code --fit}, every game of the file is analysed to fit the curve that turns
 * scores into expected results ({@link CurveFit}).
 */
@Command(name = "review", mixinStandardHelpOptions = true)
final class ReviewCommand implements Callable<Integer> {
    static final long DEFAULT_MOVETIME = 500;
    /** The band of scores, in centipawns, by which --fit compares the curve with the results. */
    private static final int FIT_BAND = 200;

    @ParentCommand
    Main main;

    @Parameters(paramLabel = "FILE", descriptionKey = "file")
    Path file;

    @Option(names = "--game", paramLabel = "N", defaultValue = "1")
    int gameNumber;

    /** As replay's: without it each game is read under its own rules. */
    @Option(names = "--rules", paramLabel = "NAME")
    String rules;

    @Option(names = "--movetime", paramLabel = "MS")
    Long moveTime;

    @Mixin
    SharedOptions.Depth depth;

    @Mixin
    SharedOptions.Threads threads = new SharedOptions.Threads(1);

    @Option(names = "--out", paramLabel = "FILE")
    Path out;

    @Option(names = "--plain")
    boolean plain;

    @Mixin
    SharedOptions.Notation notation = new SharedOptions.Notation();

    @Option(names = "--fit")
    boolean fit;

    /** Another UCI engine to review with, as {@code match --engine} takes it; ours without. */
    @Option(names = "--engine", paramLabel = "CMD")
    String engineCommand;

    @Mixin
    SharedOptions.EngineOptions engineOptions = new SharedOptions.EngineOptions();

    @Override
    public Integer call() {
        SearchLimits limits = limits();
        int threadCount = threads.threads();
        Map<String, String> options = engineOptions.options();
        List<GameRecord> records = read(file, ReplayCommand.ruleSet(rules));
        try {
            if (fit) {
                return fit(records, limits, threadCount, options);
            }
            return review(records, limits, threadCount, options);
        } catch (UncheckedIOException e) {
            throw new BadInput(EngineFailure.messageOf(e.getCause()));
        }
    }

    /** The analyst: our engine, or the one --engine names. */
    private Analyst analyst(SearchLimits limits, int threadCount, Map<String, String> options) {
        if (engineCommand == null) {
            return new Analyst(limits, threadCount);
        }
        return new Analyst(limits, threadCount, () -> new UciSearcher(engineCommand, options, this::warn));
    }

    private void warn(Message warning) {
        System.err.println(main.texts.get("cli.warning", warning));
    }

    private int review(List<GameRecord> records, SearchLimits limits, int threadCount, Map<String, String> options) {
        if (gameNumber < 1 || gameNumber > records.size()) {
            throw new BadInput(
                    "cli.option",
                    "--game " + gameNumber,
                    new Message("replay.holds", Records.name(file), main.texts.count("count.games", records.size())));
        }
        GameRecord record = records.get(gameNumber - 1);
        if (record.startUnread()) {
            throw new BadInput(
                    "review.start_unread",
                    Records.name(file),
                    gameNumber,
                    record.problem().orElseThrow());
        }
        Game game = record.game();
        MoveNotation moves = notation.notation();
        PrintStream stdout = System.out;
        stdout.println(main.texts.get(
                "review.header",
                Records.name(file),
                gameNumber,
                TagWords.of(main.texts, record, "Cho", "?"),
                TagWords.of(main.texts, record, "Han", "?"),
                game.rules().name,
                main.texts.count("count.plies", game.moves().size())));
        long started = System.nanoTime();
        Analyst analyst = analyst(limits, threadCount, options);
        List<Assessment> assessed = analyst.assess(game, progress());
        Map<Integer, Integer> played = analyst.searchPlayed(game, assessed, progress());
        Map<Integer, GameReview.Recheck> rechecked = analyst.recheck(game, assessed, progress());
        double seconds = (System.nanoTime() - started) / 1e9;
        clearProgress();
        GameReview review = GameReview.of(game, assessed, played, rechecked);
        printMoves(stdout, game, review, (m, before) -> moves.shown(m, before, main.texts));
        stdout.println();
        for (Side side : Side.values()) {
            printSide(
                    stdout, review.side(side), TagWords.of(main.texts, record, side == Side.CHO ? "Cho" : "Han", "?"));
        }
        stdout.println();
        stdout.println(main.texts.get("review.graph"));
        Position start = game.startPosition();
        String cho = main.texts.render(RuleWords.side(Side.CHO));
        String han = main.texts.render(RuleWords.side(Side.HAN));
        // Block and box characters are of ambiguous width: terminals set up for Korean draw them two columns wide.
        boolean ascii = plain || main.texts.language() == Language.KOREAN;
        EvalGraph.lines(review.choChances(), start.fullmoveNumber(), start.sideToMove() == Side.HAN, cho, han, ascii)
                .forEach(stdout::println);
        stdout.println();
        stdout.println(main.texts.get(
                "review.time",
                main.texts.count("count.positions", assessed.size()),
                String.format(Locale.ROOT, "%.1f", seconds),
                describe(limits),
                main.texts.count("count.threads", threadCount)));
        stdout.println(main.texts.get(
                "review.by",
                engineCommand == null ? main.texts.get("review.our_engine") : engineCommand,
                played.size(),
                rechecked.size()));
        if (out != null) {
            write(review.annotate(record));
            stdout.println(main.texts.get("review.written", Records.name(out)));
        }
        record.problem()
                .ifPresent(p -> System.err.println(main.texts.get("replay.record_breaks_off", Records.name(file), p)));
        return record.problem().isPresent() ? Main.BAD_INPUT : 0;
    }

    private SearchLimits limits() {
        Integer d = depth.depth();
        if (d != null && moveTime != null) {
            throw new BadInput("review.depth_or_movetime");
        }
        if (moveTime != null && moveTime < 1) {
            throw new BadInput("review.movetime");
        }
        return d != null
                ? SearchLimits.depth(d)
                : SearchLimits.moveTime(moveTime != null ? moveTime : DEFAULT_MOVETIME);
    }

    private Message describe(SearchLimits limits) {
        return limits.depth() > 0
                ? new Message("review.depth", limits.depth())
                : new Message("review.movetime_each", limits.moveTimeMs());
    }

    /**
     * One line a move, in the notation the player reads: {@code 11... I4-I5 ?? -5.40 best H5-H4}.
     * The columns are counted as a terminal counts them, a Korean letter two.
     */
    private void printMoves(PrintStream stdout, Game game, GameReview review, MovePair.MoveWriter writer) {
        List<String> numbered = new ArrayList<>();
        Position before = game.startPosition();
        for (MoveReview m : review.moves()) {
            numbered.add(MovePair.numbered(writer.write(m.move(), before), before));
            before.make(m.move());
        }
        int width = Math.max(15, numbered.stream().mapToInt(Wrap::columns).max().orElse(0));
        before = game.startPosition();
        for (int i = 0; i < numbered.size(); i++) {
            MoveReview m = review.moves().get(i);
            String mark = m.mark() == null ? "" : m.mark().symbol();
            String eval = m.over() ? game.result().map(r -> r.outcome().pgn).orElse("") : GameReview.points(m.after());
            String line = pad(numbered.get(i), width) + " " + String.format(Locale.ROOT, "%-2s %7s", mark, eval);
            if (m.bestDiffers()) {
                line += "  " + main.texts.get("review.best", writer.write(m.best(), before));
            }
            stdout.println(line.stripTrailing());
            before.make(m.move());
        }
    }

    /** {@code s} and spaces after it to {@code width} columns. */
    private static String pad(String s, int width) {
        return s + " ".repeat(Math.max(0, width - Wrap.columns(s)));
    }

    private void printSide(PrintStream stdout, SideReview side, String player) {
        // A record without the player's name says "?", which beside a mark would read as one.
        boolean named = !player.isBlank() && !player.equals("?");
        stdout.println(main.texts.get(
                named ? "review.side" : "review.side_unnamed",
                RuleWords.side(side.side()),
                player,
                Math.round(side.accuracy()),
                side.marks().get(Mark.INACCURACY),
                side.marks().get(Mark.MISTAKE),
                side.marks().get(Mark.BLUNDER)));
    }

    private void write(GameRecord annotated) {
        try {
            Files.writeString(out, PgnFormat.write(annotated), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new BadInput("cli.cannot_write", Records.name(out), Records.reason(e));
        }
    }

    /** Every game of the file analysed, and the slope that best predicts their results printed with how well it does. */
    private int fit(List<GameRecord> records, SearchLimits limits, int threadCount, Map<String, String> options) {
        List<CurveFit.Sample> samples = new ArrayList<>();
        int games = 0;
        for (int g = 0; g < records.size(); g++) {
            GameRecord record = records.get(g);
            Double result = record.game()
                    .result()
                    .map(r -> r.winner().map(w -> w == Side.CHO ? 1.0 : 0.0).orElse(0.5))
                    .orElse(null);
            if (result == null || record.startUnread() || record.problem().isPresent()) {
                System.err.println(main.texts.get("review.fit_skipped", Records.name(file), g + 1));
                continue;
            }
            games++;
            List<Assessment> assessed = analyst(limits, threadCount, options).assess(record.game(), progress());
            Position p = record.game().startPosition();
            for (int i = 0; i < assessed.size(); i++) {
                Assessment a = assessed.get(i);
                if (!a.over() && !Score.isMate(a.score())) {
                    int cho = p.sideToMove() == Side.CHO ? a.score() : -a.score();
                    samples.add(new CurveFit.Sample(cho, result));
                }
                if (i < record.game().moves().size()) {
                    p.make(record.game().moves().get(i));
                }
            }
        }
        clearProgress();
        double slope = CurveFit.slope(samples);
        if (Double.isNaN(slope)) {
            throw new BadInput("review.fit_nothing", Records.name(file));
        }
        PrintStream stdout = System.out;
        stdout.println(main.texts.get(
                "review.fit",
                String.format(Locale.ROOT, "%.5f", slope),
                main.texts.count("count.positions", samples.size()),
                main.texts.count("count.games", games),
                describe(limits),
                String.format(Locale.ROOT, "%.5f", WinChance.SLOPE)));
        stdout.println(main.texts.get("review.fit_columns"));
        for (CurveFit.Band b : CurveFit.bands(samples, slope, FIT_BAND)) {
            stdout.println(String.format(
                    Locale.ROOT,
                    "%6d %6d %9d %9.3f %9.3f",
                    b.from(),
                    b.to(),
                    b.positions(),
                    b.predicted(),
                    b.observed()));
        }
        return 0;
    }

    /** The count of positions searched on one line of a terminal, redrawn as it grows; nothing elsewhere. */
    private Analyst.Progress progress() {
        if (!Terminal.isStandardError()) {
            return Analyst.Progress.NONE;
        }
        return (done, total) -> {
            synchronized (this) {
                System.err.print("\r" + main.texts.get("review.progress", done, total));
                System.err.flush();
            }
        };
    }

    private void clearProgress() {
        if (Terminal.isStandardError()) {
            System.err.print("\r\u001b[K");
            System.err.flush();
        }
    }

    private static List<GameRecord> read(Path file, RuleSet rules) {
        try {
            return Records.read(file, rules);
        } catch (NotationException e) {
            throw new BadInput(e.message());
        }
    }
}
