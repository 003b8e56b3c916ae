package janggi.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** Entry point: wires the subcommands; each front end lives in its own package. */
@Command(name = "janggi", mixinStandardHelpOptions = true, version = "janggi 0.1",
        description = "Janggi (Korean chess) in the terminal.",
        subcommands = {PerftCommand.class, UciCommand.class, BenchCommand.class, MatchCommand.class})
public final class Main implements Runnable {

    /** Exit status for bad input: unknown rule set, bad FEN, bad depth, bad option. */
    static final int BAD_INPUT = 2;

    public static void main(String[] args) {
        System.exit(run(args));
    }

    static int run(String... args) {
        CommandLine cli = new CommandLine(new Main());
        cli.setParameterExceptionHandler((e, a) -> {
            e.getCommandLine().getErr().println("janggi: " + e.getMessage() + " (see --help)");
            return BAD_INPUT;
        });
        cli.setExecutionExceptionHandler((e, cmd, parsed) -> {
            if (e instanceof BadInput) {
                cmd.getErr().println("janggi: " + e.getMessage());
                return BAD_INPUT;
            }
            throw e;
        });
        return cli.execute(args);
    }

    @Override
    public void run() {
        System.err.println("janggi: playing in the terminal is not built yet; try 'janggi perft --help'");
    }

    /** Input the user must correct; reported as one line on stderr with exit status 2. */
    static final class BadInput extends RuntimeException {
        BadInput(String message) {
            super(message);
        }
    }
}
