package janggi.cli;

import janggi.loadtest.LoadTest;
import java.time.Duration;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi loadtest}: many bots and spectators against a club server on this machine,
 * with misbehaving clients meanwhile; prints progress every second and, last, one line with
 * the sessions, the moves, the errors and the moves' times to the opponent.
 */
@Command(name = "loadtest", mixinStandardHelpOptions = true)
final class LoadTestCommand implements Callable<Integer> {
    @ParentCommand
    Main main;

    @Option(names = "--port", required = true, paramLabel = "N")
    int port;

    @Option(names = "--host", defaultValue = "127.0.0.1", paramLabel = "ADDRESS")
    String host;

    @Option(names = "--sessions", defaultValue = "100", paramLabel = "N")
    int sessions;

    @Option(names = "--seconds", defaultValue = "30", paramLabel = "S")
    int seconds;

    @Override
    public Integer call() throws Exception {
        if (port < 1 || port > 65535 || sessions < 2 || sessions > 5000 || seconds < 1 || seconds > 3600) {
            throw new BadInput("loadtest.range");
        }
        if (!LoadTest.isLoopback(host)) {
            throw new BadInput("loadtest.loopback", host);
        }
        LoadTest.Summary summary =
                new LoadTest(new LoadTest.Config(host, port, sessions, Duration.ofSeconds(seconds)), System.out).run();
        return summary.errors() == 0 ? 0 : 1;
    }
}
