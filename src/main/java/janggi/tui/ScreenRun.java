package janggi.tui;

import com.googlecode.lanterna.screen.Screen;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.DefaultTerminalFactory;
import com.googlecode.lanterna.terminal.Terminal;
import com.googlecode.lanterna.terminal.ansi.UnixLikeTerminal.CtrlCBehaviour;
import java.io.IOException;

/**
 * A full-screen program on the process's terminal. Ctrl-C arrives as a key, not a signal, so
 * the program can save first; and the terminal is restored however the program ends, a hang-up
 * (dropped SSH connection) included.
 */
final class ScreenRun {
    /** What runs on the screen; {@code stop} restores the terminal early, e.g. to print an error. */
    interface Body<T> {
        T run(Screen screen, Runnable stop) throws IOException;
    }

    private ScreenRun() {}

    static <T> T run(Body<T> body) throws IOException {
        Terminal terminal = new DefaultTerminalFactory()
                .setUnixTerminalCtrlCBehaviour(CtrlCBehaviour.TRAP)
                .createTerminal();
        Screen screen = new TerminalScreen(terminal);
        Runnable stop = () -> stopQuietly(screen);
        Thread restore = new Thread(stop, "restore-terminal");
        Runtime.getRuntime().addShutdownHook(restore);
        screen.startScreen();
        try {
            return body.run(screen, stop);
        } finally {
            stopQuietly(screen);
            try {
                Runtime.getRuntime().removeShutdownHook(restore);
            } catch (IllegalStateException e) {
                // already shutting down: the hook restores the terminal
            }
        }
    }

    private static void stopQuietly(Screen screen) {
        try {
            screen.stopScreen();
        } catch (IOException | RuntimeException e) {
            // the terminal is gone; nothing left to restore
        }
    }
}
