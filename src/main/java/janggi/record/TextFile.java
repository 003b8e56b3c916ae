package janggi.record;

import janggi.notation.NotationException;
import janggi.text.LineReader;
import janggi.text.Message;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Record files as text: UTF-8 checked strictly, with limits so a hostile file cannot exhaust
 * memory. The length of each line is the readers' to check ({@link #tooLong}):
 * an overlong line stops only its own game.
 */
public final class TextFile {
    private TextFile() {}

    /**
     * The text of a record file in UTF-8, without a byte-order mark.
     *
     * @throws NotationException when the data is too large, not text, or not UTF-8 (saying on which line)
     */
    public static String decode(byte[] data) {
        return decode(data, StandardCharsets.UTF_8, "record.not_utf8");
    }

    /**
     * The text of {@code data} in {@code charset}, checked strictly.
     *
     * @param notThisCharset the key of the message for bytes that are not of the charset, given the line number
     */
    static String decode(byte[] data, Charset charset, String notThisCharset) {
        if (data.length > GameRecord.MAX_CHARS) {
            throw new NotationException("record.too_large", GameRecord.MAX_CHARS >> 20);
        }
        for (byte b : data) {
            if (b == 0) {
                throw new NotationException("record.binary");
            }
        }
        try {
            String text = charset.newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(data))
                    .toString();
            return text.startsWith("\uFEFF") ? text.substring(1) : text;
        } catch (CharacterCodingException e) {
            throw new NotationException(notThisCharset, firstBadLine(data, charset));
        }
    }

    /** The line (1-based) of the first bytes that are not of {@code charset}: the lines before it decode. */
    private static int firstBadLine(byte[] data, Charset charset) {
        int line = 1;
        int start = 0;
        for (int i = 0; i <= data.length; i++) {
            if (i == data.length || data[i] == '\n') {
                try {
                    charset.newDecoder()
                            .onMalformedInput(CodingErrorAction.REPORT)
                            .onUnmappableCharacter(CodingErrorAction.REPORT)
                            .decode(ByteBuffer.wrap(data, start, i - start));
                } catch (CharacterCodingException e) {
                    return line;
                }
                line++;
                start = i + 1;
            }
        }
        return line - 1;
    }

    /** The lines of a text, whatever its line ends. */
    static String[] lines(String text) {
        return text.split("\r\n|\r|\n", -1);
    }

    /** Whether a line of a record is longer than a line may be, {@link LineReader#MAX_BYTES} in UTF-8. */
    static boolean tooLong(String line) {
        // A char takes at most 3 bytes in UTF-8 (a surrogate pair 4 for 2 chars): only long lines need counting.
        return line.length() * 3L > LineReader.MAX_BYTES
                && line.getBytes(StandardCharsets.UTF_8).length > LineReader.MAX_BYTES;
    }

    /** Why line {@code line} (1 for the first) of a record is not read: it is longer than a line may be. */
    static Message longLine(int line) {
        return new Message("record.at_line", line, new Message("record.long_line", LineReader.MAX_BYTES));
    }

    /** The first non-blank text of the data, for recognising a format (lenient: any bytes). */
    public static String head(byte[] data) {
        int n = Math.min(data.length, 4096);
        return new String(data, 0, n, StandardCharsets.UTF_8)
                .replace("\uFEFF", "")
                .strip();
    }
}
