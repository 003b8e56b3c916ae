package janggi.cli;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.Engine;
import janggi.files.Log;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.play.Control;
import janggi.play.Start;
import janggi.text.Language;
import janggi.text.LocaleVariables;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.BufferedOutputStream;
import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalInt;
import java.util.ResourceBundle;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Entry point: plays a game by default; the subcommands are the tools. Each front end lives in its own package. */
@Command(
        name = "janggi",
        mixinStandardHelpOptions = true,
        version = "janggi 0.1",
        resourceBundle = "janggi.text.cli",
        exitCodeListHeading = "${bundle:janggi.exit.heading}",
        exitCodeList = {
            "0:${bundle:janggi.exit.0}",
            "1:${bundle:janggi.exit.1}",
            "2:${bundle:janggi.exit.2}",
            "3:${bundle:janggi.exit.3}",
            "10:${bundle:janggi.exit.10}",
            "11:${bundle:janggi.exit.11}",
            "12:${bundle:janggi.exit.12}",
            "127:${bundle:janggi.exit.127}"
        },
        subcommands = {
            PerftCommand.class,
            UciCommand.class,
            BenchCommand.class,
            MatchCommand.class,
            ReplayCommand.class,
            ReviewCommand.class,
            ConvertCommand.class,
            GamesCommand.class,
            ServeCommand.class,
            LoadTestCommand.class,
            LearnCommand.class,
            MakePuzzlesCommand.class,
            PuzzleCommand.class
        })
public final class Main implements Callable<Integer> {

    /** Exit status for bad input: unknown rule set, bad FEN, bad depth, bad option. */
    static final int BAD_INPUT = 2;
    /** Exit status when something went wrong that the user could not have avoided; the details are in the log. */
    static final int INTERNAL_ERROR = 1;

    /** The words of the person at this command line; the subcommands speak through them too. */
    final Texts texts;

    /** The environment variables the command line runs with (its locale, for one). */
    final Map<String, String> env;

    /** Read before picocli parses ({@link #language}), so that even picocli's help speaks it; declared for the help. */
    @Option(names = "--lang", paramLabel = "LANG", scope = CommandLine.ScopeType.INHERIT)
    String lang;

    @Mixin
    SharedOptions.Rules rules;

    @Mixin
    SharedOptions.Strength strength = new SharedOptions.Strength(Engine.DEFAULT_LEVEL);

    /** Unless given, one per core: the computer thinks only on its own turn. */
    @Mixin
    SharedOptions.Threads threads;

    @Mixin
    SharedOptions.Board board;

    @Option(names = "--side", defaultValue = "han", paramLabel = "SIDE")
    String side;

    @Option(names = "--setup", paramLabel = "CHO/HAN")
    String setup;

    @Option(names = "--fen", paramLabel = "FEN")
    String fen;

    @Mixin
    SharedOptions.Clock clock;

    @Option(names = "--save", paramLabel = "FILE")
    Path save;

    Main() {
        this(Texts.english(), System.getenv());
    }

    Main(Texts texts, Map<String, String> env) {
        this.texts = texts;
        this.env = env;
    }

    public static void main(String[] args) {
        OptionalInt relaunched = JvmSettings.runRelaunched(args);
        if (relaunched.isPresent()) {
            System.exit(relaunched.getAsInt());
        }
        // The details of any problem go to the log file, never onto the terminal.
        Log.toFile(Log.standardFile());
        // Java writes in the locale's charset, ASCII under a locale it does not have: we always write UTF-8.
        System.setOut(utf8(FileDescriptor.out));
        System.setErr(utf8(FileDescriptor.err));
        System.exit(run(args));
    }

    private static PrintStream utf8(FileDescriptor fd) {
        return new PrintStream(new BufferedOutputStream(new FileOutputStream(fd)), true, StandardCharsets.UTF_8);
    }

    static int run(String... args) {
        return run(System.getenv(), args);
    }

    /** Runs with these environment variables instead of the process's. */
    static int run(Map<String, String> env, String... args) {
        Language language;
        try {
            language = language(args, env);
        } catch (BadInput e) {
            System.err.println(Printable.clean(Texts.english().get("cli.error", e.message())));
            return BAD_INPUT;
        }
        Main main = new Main(Texts.of(language), env);
        CommandLine cli = new CommandLine(main);
        cli.setResourceBundle(help(language));
        cli.setOut(new PrintWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8), true));
        cli.setErr(new PrintWriter(new OutputStreamWriter(System.err, StandardCharsets.UTF_8), true));
        cli.setParameterExceptionHandler((e, a) -> {
            // What the user typed is echoed: nothing in it may drive the terminal.
            e.getCommandLine().getErr().println(Printable.clean(main.texts.render(ArgumentMistakes.of(e))));
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof BadInput bad) {
                cmd.getErr().println(Printable.clean(main.texts.get("cli.error", bad.message())));
                return BAD_INPUT;
            }
            return internalError(main.texts, e);
        });
        try {
            return cli.execute(args);
        } catch (RuntimeException | Error e) {
            return internalError(main.texts, e);
        }
    }

    /**
     * The language of the person at the command line: {@code --lang ko|en} anywhere before a
     * {@code --}, else as the locale variables say ({@link LocaleVariables#language}).
     */
    static Language language(String[] args, Map<String, String> env) {
        for (int i = 0; i < args.length && !args[i].equals("--"); i++) {
            String value = args[i].startsWith("--lang=")
                    ? args[i].substring("--lang=".length())
                    : args[i].equals("--lang") && i + 1 < args.length ? args[i + 1] : null;
            if (value != null) {
                String given = value;
                return Language.named(given).orElseThrow(() -> new BadInput("cli.lang", Language.codes(), given));
            }
        }
        return LocaleVariables.language(env);
    }

    /** The command line's help (cli.properties) in {@code language}, whatever Java takes the process's locale to be. */
    static ResourceBundle help(Language language) {
        return new HelpBundle(ResourceBundle.getBundle(
                "janggi.text.cli",
                Locale.forLanguageTag(language.code()),
                ResourceBundle.Control.getNoFallbackControl(ResourceBundle.Control.FORMAT_PROPERTIES)));
    }

    /** One line for the user, the details in the log: never a stack trace on the terminal. */
    private static int internalError(Texts texts, Throwable e) {
        Log.problem("internal error", e);
        System.err.println(texts.get("cli.internal_error", Log.file()));
        return INTERNAL_ERROR;
    }

    @Override
    public Integer call() throws Exception {
        RuleSet ruleSet = rules.ruleSet();
        int level = strength.level();
        Integer threadCount = threads.threads();
        Control[] controls = controls(side);
        Setup[] setups = setup == null ? null : setups(setup, ruleSet);
        Game game = null;
        if (fen != null) {
            try {
                game = Game.from(Fen.parse(fen, ruleSet));
            } catch (IllegalArgumentException e) {
                throw new BadInput("cli.option", "--fen", NotationException.messageOf(e));
            }
        }
        Start sides = Start.of(ruleSet).withSides(controls[0], controls[1]);
        Start start = sides.withLevel(level)
                .withLook(board.look(env))
                // --flip turns the board from where the sides put it.
                .withFlip(sides.flip() != board.flip)
                .withSeed(strength.seed)
                .withGame(game)
                .withThreads(threadCount == null ? 0 : threadCount)
                .withClock(clock.timeControl())
                .withSaveFile(save);
        return Play.run(
                setups == null ? start : start.withSetups(setups[0], setups[1]), board.plain, board.mono, texts);
    }

    private static Control[] controls(String side) {
        Control human = Control.HUMAN;
        Control computer = Control.COMPUTER;
        return switch (side.toLowerCase(Locale.ROOT)) {
            case "han" -> new Control[] {computer, human};
            case "cho" -> new Control[] {human, computer};
            case "both" -> new Control[] {human, human};
            case "none" -> new Control[] {computer, computer};
            default -> throw new BadInput("cli.side", side);
        };
    }

    /** CHO/HAN; under Korean Random Chess one arrangement for both armies, e.g. RNE-NER. */
    private static Setup[] setups(String text, RuleSet rules) {
        String[] parts = text.split("/");
        if (parts.length != 2 && !(parts.length == 1 && rules.shuffledWings)) {
            throw new BadInput("cli.setup");
        }
        try {
            Setup cho = Setup.parse(parts[0]);
            Setup han = parts.length == 2 ? Setup.parse(parts[1]) : cho;
            Setup.startPosition(rules, cho, han);
            return new Setup[] {cho, han};
        } catch (IllegalArgumentException e) {
            throw new BadInput("cli.option", "--setup", NotationException.messageOf(e));
        }
    }
}
