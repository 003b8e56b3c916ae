package janggi.cli;

import janggi.uci.UciSession;
import java.io.IOException;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/** {@code janggi uci}: the engine speaking UCI on standard input and output. */
@Command(name = "uci", mixinStandardHelpOptions = true)
final class UciCommand implements Callable<Integer> {
    @Override
    public Integer call() throws IOException {
        UciSession.onStandardStreams().run();
        return 0;
    }
}
