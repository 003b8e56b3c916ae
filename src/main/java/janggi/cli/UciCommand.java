package janggi.cli;

import janggi.uci.UciSession;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code janggi uci}: the engine speaking UCI on standard input and output. */
@Command(
        name = "uci",
        mixinStandardHelpOptions = true,
        description = {
            "Speak UCI on standard input and output, as Fairy-Stockfish does for Janggi",
            "(UCI_Variant janggi, janggicasual, janggimodern, janggitraditional, janggimartin).",
            "Ends at 'quit' or the end of input; a search with a depth, node or time limit may finish first."
        })
final class UciCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        UciSession.onStandardStreams().run();
        return 0;
    }
}
