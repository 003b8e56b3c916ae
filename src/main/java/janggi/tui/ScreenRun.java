package janggi.tui;

import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal.CtrlCBehaviour;
import com.googlecode.lanterna.terminal.ansi.UnixTerminal;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;

/**
 * The screens on the process's own terminal: the one place that knows of it. Ctrl-C and Ctrl-Z
 * arrive as keys, not signals, so that the program can save first, and restore the terminal
 * before it stops; the terminal is restored however the program ends, a hang-up (dropped SSH
 * connection) included.
 *
 * <p>The terminal is taken once for the whole process, with one thread reading its keys, so that
 * a screen following another (a replay branching into a game) loses no key to the first.
 */
final class ScreenRun {
    /** What runs on the seat; {@code stop} restores the terminal early, e.g. to print an error. */
    interface Body<T> {
        T run(Seat seat, Runnable stop) throws IOException;
    }

    private static Local local;

    private ScreenRun() {}

    static <T> T run(Body<T> body) throws IOException {
        Local terminal = local();
        Seat seat = new Seat(terminal.terminal, terminal.events, terminal.suspend());
        Runnable stop = seat::close;
        Thread restore = new Thread(stop, "restore-terminal");
        Runtime.getRuntime().addShutdownHook(restore);
        seat.start();
        try {
            return body.run(seat, stop);
        } finally {
            seat.close();
            try {
                Runtime.getRuntime().removeShutdownHook(restore);
            } catch (IllegalStateException e) {
                // already shutting down: the hook restores the terminal
            }
        }
    }

    private static synchronized Local local() throws IOException {
        if (local == null) {
            local = new Local();
        }
        return local;
    }

    /** The process's terminal, its keys, and how to stop and continue on it. */
    private static final class Local {
        final Terminal terminal;
        final Events events = new Events();
        /** The terminal's settings before the program took it, and as the program uses it; null when stty cannot be run. */
        private final String shell;

        private final String program;

        Local() throws IOException {
            shell = stty("-g");
            // UTF-8 whatever Java takes the locale's charset to be: Korean texts and pieces must not turn to '?'.
            terminal = new Tty();
            // Ctrl-Z and Ctrl-\ as keys too: a stop must restore the terminal first, and a quit would print a thread
            // dump.
            program = shell == null || stty("susp", "undef", "quit", "undef") == null ? null : stty("-g");
            Seat.readKeys(terminal, events);
        }

        Seat.Suspend suspend() {
            return program == null ? null : this::suspend;
        }

        /** Gives the terminal back to the shell and stops, as Ctrl-Z does; continues where it was on {@code fg}. */
        private void suspend(TerminalScreen screen) throws IOException {
            screen.stopScreen(false);
            stty(shell);
            try {
                new ProcessBuilder(
                                "kill",
                                "-TSTP",
                                Long.toString(ProcessHandle.current().pid()))
                        .start()
                        .waitFor();
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            } finally {
                stty(program);
                screen.startScreen();
            }
        }

        /** The process's terminal, sent the bytes of {@link TerminalBytes}. */
        private static final class Tty extends UnixTerminal {
            Tty() throws IOException {
                super(System.in, System.out, StandardCharsets.UTF_8, CtrlCBehaviour.TRAP);
            }

            @Override
            public void putString(String string) throws IOException {
                writeToTerminal(TerminalBytes.of(string));
            }

            @Override
            public void putCharacter(char c) throws IOException {
                putString(String.valueOf(c));
            }
        }

        /** Runs stty on the terminal; its output, or null if it failed. */
        private static String stty(String... args) {
            String[] command = new String[args.length + 1];
            command[0] = "stty";
            System.arraycopy(args, 0, command, 1, args.length);
            try {
                Process p = new ProcessBuilder(command)
                        .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/tty")))
                        .redirectError(ProcessBuilder.Redirect.DISCARD)
                        .start();
                String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
                return p.waitFor() == 0 ? out : null;
            } catch (IOException e) {
                return null;
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                return null;
            }
        }
    }
}
