package janggi.cli;

import janggi.uci.UciSession;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code janggi uci}: the engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true,
        description = {"Speak UCI on standard input and output, as Fairy-Stockfish does for Janggi",
            "(UCI_Variant janggi, janggicasual, janggimodern, janggitraditional, janggimartin)."})
final class UciCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        new UciSession(in, new PrintStream(System.out, false, StandardCharsets.UTF_8)).run();
        return 0;
    }
}
