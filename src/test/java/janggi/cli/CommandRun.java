package janggi.cli;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/** Runs the command line in-process, as a user's shell would, capturing what it prints. */
final class CommandRun {
    private CommandRun() {}

    /** Exit status, standard output and standard error. */
    static String[] run(String... args) {
        return run(System.getenv(), args);
    }

    /** As {@link #run(String...)}, with these environment variables instead of the process's. */
    static String[] run(Map<String, String> env, String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(env, args);
            return new String[] {
                Integer.toString(status), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)
            };
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }
}
