package janggi.line;

import janggi.record.GameRecord;
import janggi.text.LineReader;
import janggi.text.Texts;
import java.io.IOException;
import java.io.InputStream;
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

    /**
     * Lines from a pipe or file: each prompt is printed with the line read, so the transcript reads
     * like a session. A line longer than {@link LineReader#MAX_BYTES} is skipped with one line saying
     * so, never held in memory.
     */
    static LineInput of(InputStream in, PrintStream out, Texts texts) {
        LineReader lines = new LineReader(in);
        return prompt -> {
            try {
                while (true) {
                    LineReader.Line line = lines.read();
                    if (line == null) {
                        out.println(prompt);
                        return null;
                    }
                    if (line.tooLong()) {
                        out.println(prompt + texts.get("line.long_line", line.number(), LineReader.MAX_BYTES));
                        continue;
                    }
                    out.println(prompt + GameRecord.printable(line.text().strip()));
                    return line.text();
                }
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        };
    }
}
