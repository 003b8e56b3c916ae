package janggi.tui;

import static org.junit.jupiter.api.Assertions.fail;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.TerminalScreen;
import com.googlecode.lanterna.terminal.virtual.DefaultVirtualTerminal;
import java.io.IOException;
import java.util.function.Predicate;

/** A player at an 80x24 keyboard and screen, through Lanterna's virtual terminal. */
abstract class VirtualTerminalTest {
    DefaultVirtualTerminal terminal;

    private String row(int y) {
        StringBuilder sb = new StringBuilder();
        TerminalSize size = terminal.getTerminalSize();
        for (int x = 0; x < size.getColumns(); x++) {
            sb.append(terminal.getCharacter(x, y).getCharacterString());
        }
        return sb.toString().stripTrailing();
    }

    String screenText() {
        StringBuilder sb = new StringBuilder();
        for (int y = 0; y < terminal.getTerminalSize().getRows(); y++) {
            sb.append(row(y)).append('\n');
        }
        return sb.toString();
    }

    void waitFor(String what, Predicate<String> condition) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 10_000;
        while (System.currentTimeMillis() < deadline) {
            if (condition.test(screenText())) {
                return;
            }
            Thread.sleep(20);
        }
        fail("screen never showed " + what + ":\n" + screenText());
    }

    void type(String text) {
        for (char c : text.toCharArray()) {
            terminal.addInput(new KeyStroke(c, false, false));
        }
        terminal.addInput(new KeyStroke(KeyType.Enter));
    }

    void keys(KeyType type, int times) {
        for (int i = 0; i < times; i++) {
            terminal.addInput(new KeyStroke(type));
        }
    }

    /** A fresh, started 80x24 screen on a new virtual terminal. */
    TerminalScreen newScreen() throws IOException {
        terminal = new DefaultVirtualTerminal(new TerminalSize(80, 24));
        TerminalScreen screen = new TerminalScreen(terminal);
        screen.startScreen();
        return screen;
    }
}
