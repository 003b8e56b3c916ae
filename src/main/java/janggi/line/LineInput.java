package janggi.line;

import janggi.record.GameRecord;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;

/** Where the player's lines come from. */
public interface LineInput {

    /** The next line, or null when the input has ended (or the player pressed Ctrl-D / Ctrl-C). */
    String readLine(String prompt);

    /** The columns a line of output may take: the terminal's width, or 80 when there is no terminal. */
    default int width() {
        return 80;
    }

    /** Lines from a pipe or file: each prompt is printed with the line read, so the transcript reads like a session. */
    static LineInput of(BufferedReader in, PrintStream out) {
        return prompt -> {
            try {
                String line = in.readLine();
                out.println(prompt + (line == null ? "" : GameRecord.printable(line.strip())));
                return line;
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
