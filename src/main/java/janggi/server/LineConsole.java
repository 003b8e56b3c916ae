package janggi.server;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.Reader;
import java.nio.charset.StandardCharsets;

/**
 * Lines typed over an SSH channel with a terminal. The client's terminal is in raw mode and
 * there is no terminal driver on this side, so the console echoes what is typed, takes back a
 * character on Backspace, ends a line on Enter (a lone {@code \r}), and skips the escape
 * sequences of arrow and function keys. Text printed meanwhile (a move, a line of chat)
 * appears above the line being typed, which is drawn again below it.
 */
final class LineConsole {
    /** The longest line; further characters are not taken. */
    static final int MAX_LINE = 300;

    private static final String CLEAR_LINE = "\r\033[K";
    private static final char CTRL_C = 3;
    private static final char CTRL_D = 4;
    private static final char CTRL_U = 21;
    private static final char ESC = 27;
    private static final char BACKSPACE = 8;
    private static final char DELETE = 127;

    private final Reader in;
    private final Outbox out;
    private final Runnable keyPressed;
    private final StringBuilder typed = new StringBuilder();
    private String prompt = "";
    /** Whether a line is being read, so that there is a prompt to draw. */
    private boolean reading;

    private boolean afterCarriageReturn;

    /** @param keyPressed told of every key, so that the connection counts as active */
    LineConsole(InputStream in, Outbox out, Runnable keyPressed) {
        this.in = new InputStreamReader(in, StandardCharsets.UTF_8);
        this.out = out;
        this.keyPressed = keyPressed;
    }

    /** Prints {@code text} (one or more lines) above the line being typed. */
    synchronized void println(String text) {
        out.send(CLEAR_LINE + text.replace("\n", "\r\n") + "\r\n" + prompt + typed);
    }

    /** Changes the prompt of the line being read, such as when the turn passes to the player. */
    synchronized void prompt(String prompt) {
        if (reading && !prompt.equals(this.prompt)) {
            this.prompt = prompt;
            out.send(CLEAR_LINE + prompt + typed);
        }
    }

    /**
     * Reads the line the player types after {@code prompt}.
     *
     * @return the line, or null when the player leaves (Ctrl-C, Ctrl-D on an empty line) or the
     *     connection ends
     */
    String readLine(String prompt) throws IOException {
        synchronized (this) {
            this.prompt = prompt;
            this.reading = true;
            typed.setLength(0);
            out.send(CLEAR_LINE + prompt);
        }
        while (true) {
            int c = in.read();
            if (c < 0) {
                synchronized (this) {
                    reading = false;
                }
                return null;
            }
            keyPressed.run();
            boolean crlf = afterCarriageReturn && c == '\n';
            afterCarriageReturn = c == '\r';
            if (crlf) {
                continue;
            }
            if (c == '\r' || c == '\n') {
                return finish();
            }
            if (c == CTRL_C || (c == CTRL_D && isEmpty())) {
                synchronized (this) {
                    out.send("\r\n");
                    this.prompt = "";
                    this.reading = false;
                    typed.setLength(0);
                }
                return null;
            }
            if (c == ESC) {
                skipEscapeSequence();
            } else if (c == BACKSPACE || c == DELETE) {
                erase();
            } else if (c == CTRL_U) {
                synchronized (this) {
                    typed.setLength(0);
                    out.send(CLEAR_LINE + this.prompt);
                }
            } else if (printable(c)) {
                type((char) c);
            }
        }
    }

    private synchronized boolean isEmpty() {
        return typed.length() == 0;
    }

    private synchronized String finish() {
        String line = typed.toString();
        typed.setLength(0);
        prompt = "";
        reading = false;
        out.send("\r\n");
        return line;
    }

    private synchronized void type(char c) {
        if (typed.length() >= MAX_LINE) {
            return;
        }
        typed.append(c);
        // Half of a character outside the BMP waits for its other half before it is echoed.
        if (Character.isLowSurrogate(c) && typed.length() > 1) {
            out.send(typed.substring(typed.length() - 2));
        } else if (!Character.isHighSurrogate(c)) {
            out.send(String.valueOf(c));
        }
    }

    /** Takes back the last character; the line is drawn again, as wide characters take two columns. */
    private synchronized void erase() {
        int n = typed.length();
        if (n == 0) {
            return;
        }
        typed.setLength(n > 1 && Character.isLowSurrogate(typed.charAt(n - 1)) ? n - 2 : n - 1);
        out.send(CLEAR_LINE + prompt + typed);
    }

    /** Skips {@code ESC [ ... final} and {@code ESC O x} (cursor and function keys), or a lone ESC's next character. */
    private void skipEscapeSequence() throws IOException {
        int c = in.read();
        if (c != '[' && c != 'O') {
            return;
        }
        boolean ss3 = c == 'O';
        do {
            c = in.read();
        } while (c >= 0 && !ss3 && (c < 0x40 || c > 0x7e));
    }

    /** Not a control character, nor an invisible format character (which could disguise text). */
    private static boolean printable(int c) {
        return !Character.isISOControl(c) && Character.getType(c) != Character.FORMAT;
    }
}
