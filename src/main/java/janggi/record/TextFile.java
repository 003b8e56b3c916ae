package janggi.record;

import janggi.notation.NotationException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/** Record files as text: UTF-8 checked strictly, with limits so a hostile file cannot exhaust memory. */
public final class TextFile {
    /** Lines longer than this are refused: no record needs them, and a reader should not hold them. */
    public static final int MAX_LINE = 64 * 1024;

    private TextFile() {}

    /**
     * The text of a record file in UTF-8, without a byte-order mark.
     *
     * @throws NotationException when the data is too large, binary, not UTF-8, or has an oversized line
     */
    public static String decode(byte[] data) {
        if (data.length > GameRecord.MAX_CHARS) {
            throw new NotationException("record.too_large", GameRecord.MAX_CHARS >> 20);
        }
        String text;
        try {
            text = StandardCharsets.UTF_8
                    .newDecoder()
                    .onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT)
                    .decode(ByteBuffer.wrap(data))
                    .toString();
        } catch (CharacterCodingException e) {
            throw new NotationException("record.not_utf8");
        }
        if (text.indexOf('\0') >= 0) {
            throw new NotationException("record.binary");
        }
        checkLines(text);
        return text.startsWith("\uFEFF") ? text.substring(1) : text;
    }

    /** Refuses text with a line longer than {@link #MAX_LINE}. */
    public static void checkLines(String text) {
        int line = 1;
        int start = 0;
        for (int i = 0; i <= text.length(); i++) {
            char c = i == text.length() ? '\n' : text.charAt(i);
            boolean lineEnd = c == '\n' || c == '\r' && (i + 1 == text.length() || text.charAt(i + 1) != '\n');
            if (lineEnd) {
                if (i - start > MAX_LINE) {
                    throw new NotationException("record.long_line", line, MAX_LINE);
                }
                line++;
                start = i + 1;
            }
        }
    }

    /** The first non-blank text of the data, for recognising a format (lenient: any bytes). */
    public static String head(byte[] data) {
        int n = Math.min(data.length, 4096);
        return new String(data, 0, n, StandardCharsets.UTF_8)
                .replace("\uFEFF", "")
                .strip();
    }
}
