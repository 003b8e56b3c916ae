package janggi.cli;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.Engine;
import janggi.notation.Fen;
import janggi.play.Session;
import janggi.play.Start;
import janggi.record.GameRecord;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Entry point: plays a game by default; the subcommands are the tools. Each front end lives in its own package. */
@Command(
        name = "janggi",
        mixinStandardHelpOptions = true,
        version = "janggi 0.1",
        description = {
            "Janggi (Korean chess) in the terminal. Without a command: play a game against the computer.",
            "Full screen on a terminal; line mode with --plain, on a dumb terminal, or when input or output is not a terminal.",
            "Line mode exits with 0 (game unfinished, saved), 10 (Cho won), 11 (Han won) or 12 (drawn)."
        },
        subcommands = {
            PerftCommand.class,
            UciCommand.class,
            BenchCommand.class,
            MatchCommand.class,
            ReplayCommand.class,
            ConvertCommand.class
        })
public final class Main implements Callable<Integer> {

    /** Exit status for bad input: unknown rule set, bad FEN, bad depth, bad option. */
    static final int BAD_INPUT = 2;

    @Option(
            names = "--rules",
            defaultValue = "janggi",
            paramLabel = "NAME",
            description = "Rule set: janggi (default), casual, modern, traditional, martin, krc (Korean Random Chess).")
    String rules;

    @Option(
            names = "--level",
            defaultValue = "" + Engine.DEFAULT_LEVEL,
            paramLabel = "N",
            description = "Computer strength, 1 (beginner) to 10 (strongest); default ${DEFAULT-VALUE}.")
    int level;

    @Option(
            names = "--side",
            defaultValue = "han",
            paramLabel = "SIDE",
            description = "The side you play: han (default; at the bottom, the computer as Cho opens), cho,"
                    + " both (two players at one terminal) or none (the computer plays itself).")
    String side;

    @Option(
            names = "--setup",
            paramLabel = "CHO/HAN",
            description = "Horse/elephant arrangement for files B, C, G, H per side, e.g. NBBN/NBNB; under krc one"
                    + " arrangement of both wings for both armies, e.g. RNE-NER. Without it each player chooses"
                    + " before the game (krc: drawn at random).")
    String setup;

    @Option(
            names = "--fen",
            paramLabel = "FEN",
            description = "Play from this position (Fairy-Stockfish's FEN) instead of the opening.")
    String fen;

    @Option(names = "--plain", description = "Line mode instead of the full screen.")
    boolean plain;

    @Option(names = "--mono", description = "No colours.")
    boolean mono;

    @Option(names = "--flip", description = "Turn the board: Cho at the bottom.")
    boolean flip;

    @Option(names = "--seed", paramLabel = "N", description = "Make the computer's play reproducible.")
    Long seed;

    @Option(
            names = "--threads",
            paramLabel = "N",
            description = "Threads the computer thinks with, 1-" + Engine.MAX_THREADS + " (default: one per core).")
    Integer threads;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setParameterExceptionHandler((e, a) -> {
            // What the user typed is echoed: nothing in it may drive the terminal.
            e.getCommandLine().getErr().println("janggi: " + GameRecord.printable(e.getMessage()) + " (see --help)");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof BadInput) {
                cmd.getErr().println("janggi: " + GameRecord.printable(e.getMessage()));
                return BAD_INPUT;
            }
            throw e;
        });
        return cli.execute(args);
    }

    @Override
    public Integer call() throws Exception {
        RuleSet ruleSet = ruleSet(rules);
        if (level < Engine.MIN_LEVEL || level > Engine.MAX_LEVEL) {
            throw new BadInput("--level should be from 1 to 10, not " + level);
        }
        if (threads != null) {
            checkThreads(threads);
        }
        Session.Control[] controls = controls(side);
        Setup[] setups = setup == null ? null : setups(setup, ruleSet);
        Game game = null;
        if (fen != null) {
            try {
                game = Game.from(Fen.parse(fen, ruleSet));
            } catch (IllegalArgumentException e) {
                throw new BadInput("--fen: " + e.getMessage());
            }
        }
        Start start = Start.of(ruleSet)
                .withLevel(level)
                .withSides(controls[0], controls[1])
                .withFlip(flip)
                .withSeed(seed)
                .withGame(game)
                .withThreads(threads == null ? 0 : threads);
        return Play.run(setups == null ? start : start.withSetups(setups[0], setups[1]), plain, mono);
    }

    private static Session.Control[] controls(String side) {
        Session.Control human = Session.Control.HUMAN;
        Session.Control computer = Session.Control.COMPUTER;
        return switch (side.toLowerCase(Locale.ROOT)) {
            case "han" -> new Session.Control[] {computer, human};
            case "cho" -> new Session.Control[] {human, computer};
            case "both" -> new Session.Control[] {human, human};
            case "none" -> new Session.Control[] {computer, computer};
            default -> throw new BadInput("--side should be cho, han, both or none, not '" + side + "'");
        };
    }

    /** CHO/HAN; under Korean Random Chess one arrangement for both armies, e.g. RNE-NER. */
    private static Setup[] setups(String text, RuleSet rules) {
        String[] parts = text.split("/");
        if (parts.length != 2 && !(parts.length == 1 && rules.shuffledWings)) {
            throw new BadInput("--setup should be CHO/HAN, four letters each for files B, C, G, H, e.g. NBBN/NBNB"
                    + " (under krc one arrangement of both wings, e.g. RNE-NER)");
        }
        try {
            Setup cho = Setup.parse(parts[0]);
            Setup han = parts.length == 2 ? Setup.parse(parts[1]) : cho;
            Setup.startPosition(rules, cho, han);
            return new Setup[] {cho, han};
        } catch (IllegalArgumentException e) {
            throw new BadInput("--setup: " + e.getMessage());
        }
    }

    /** The rule set a --rules option names, or one clear line for the user. */
    static RuleSet ruleSet(String name) {
        return RuleSet.named(name)
                .orElseThrow(() -> new BadInput("unknown rule set '" + name + "' (known: " + RuleSet.names() + ")"));
    }

    /** A --threads value out of the engine's range becomes one clear line for the user. */
    static void checkThreads(int threads) {
        if (threads < 1 || threads > Engine.MAX_THREADS) {
            throw new BadInput("--threads should be from 1 to " + Engine.MAX_THREADS + ", not " + threads);
        }
    }

    /** Input the user must correct; reported as one line on stderr with exit status 2. */
    static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message);
        }
    }
}
