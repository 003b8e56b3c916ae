package janggi.line;

import janggi.text.Texts;
import java.io.InputStream;
import java.io.PrintStream;

/** Where the player's lines come from. */
public interface LineInput {

    /**
     * What waiting for a line gave: the line, the end of the input (or Ctrl-D / Ctrl-C), or
     * nothing before the time was up.
     */
    record Read(String line, boolean timedOut) {
        public static final Read END = new Read(null, false);
        public static final Read TIMED_OUT = new Read(null, true);

        public static Read of(String line) {
            return line == null ? END : new Read(line, false);
        }

        public boolean ended() {
            return line == null && !timedOut;
        }
    }

    /**
     * The next line, waiting at most {@code waitMs} for it ({@link Long#MAX_VALUE}: as long as it
     * takes). When the time is up the prompt's line is ended, so that what follows starts on a
     * line of its own.
     */
    Read read(String prompt, long waitMs);

    /** The next line, or null when the input has ended (or the player pressed Ctrl-D / Ctrl-C). */
    default String readLine(String prompt) {
        return read(prompt, Long.MAX_VALUE).line();
    }

    /** The columns a line of output may take: the terminal's width, or 80 when there is no terminal. */
    default int width() {
        return 80;
    }

    /** Lines from a pipe or file ({@link PipeInput}). */
    static LineInput of(InputStream in, PrintStream out, Texts texts) {
        return new PipeInput(in, out, texts);
    }
}
