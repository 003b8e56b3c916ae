package janggi.record;

import janggi.text.Message;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The PGN layer shared by every PGN flavour: splits a text into games, each with its tag pairs
 * and its movetext as move and comment tokens with their line numbers. Variations {@code ( )},
 * numeric annotations {@code $n}, move numbers and {@code ;} comments are dropped here; what a
 * move token means is left to the reader of each flavour.
 */
final class PgnText {
    /** Tag names as PGN has them, and any other word without quotes or brackets, such as the Korean names of .gib records. */
    private static final Pattern TAGS = Pattern.compile("(?:\\s*\\[[^\\[\\]\"]+\"(?:[^\"\\\\]|\\\\.)*\"\\s*])+\\s*");

    private static final Pattern TAG = Pattern.compile("\\[\\s*([^\\s\"\\[\\]]+)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");
    /** {@code 12.}, {@code 12...}, and the ellipses hand-written records use ({@code 26. ... Ra5}, {@code 27…}). */
    private static final Pattern MOVE_NUMBER = Pattern.compile("(\\d+\\s*)?(\\.+|\u2026)+");

    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\u00bd-\u00bd|\\*");

    enum Kind {
        MOVE,
        COMMENT
    }

    record Token(Kind kind, String text, int line) {}

    /**
     * One game of the text.
     *
     * @param problem a tag line that could not be read (the game is read up to it), or null
     */
    record Game(Map<String, String> tags, List<Token> tokens, String result, int line, Message problem) {}

    private final String[] lines;
    /** A comment or variation of the current game left open until the next game's tags, or null. */
    private Message unterminated;

    private int lineIndex;
    private int column;

    private PgnText(String text) {
        lines = text.split("\r\n|\r|\n", -1);
    }

    /** The games in {@code text}, in order; a text without tags or moves gives none. */
    static List<Game> games(String text) {
        return new PgnText(text).all();
    }

    private List<Game> all() {
        List<Game> games = new ArrayList<>();
        while (true) {
            skipBlank();
            if (lineIndex >= lines.length) {
                return games;
            }
            GameRecord.checkCount(games.size());
            games.add(game());
        }
    }

    private Game game() {
        int first = lineIndex + 1;
        Map<String, String> tags = new LinkedHashMap<>();
        Message problem = null;
        unterminated = null;
        while (lineIndex < lines.length && lines[lineIndex].strip().startsWith("[")) {
            String line = lines[lineIndex].strip();
            if (TAGS.matcher(line).matches()) {
                // PGN allows several tag pairs on one line.
                Matcher m = TAG.matcher(line);
                while (m.find()) {
                    tags.put(m.group(1), m.group(2).replaceAll("\\\\(.)", "$1"));
                }
            } else if (problem == null) {
                problem = new Message("record.not_a_tag", lineIndex + 1, GameRecord.printable(shorten(line)));
            }
            lineIndex++;
            skipBlank();
        }
        column = 0;
        List<Token> tokens = new ArrayList<>();
        String result = null;
        while (lineIndex < lines.length && result == null) {
            String line = lines[lineIndex];
            if (column == 0 && line.strip().startsWith("[")) {
                break;
            }
            if (column >= line.length()) {
                nextLine();
                continue;
            }
            char c = line.charAt(column);
            if (Character.isWhitespace(c)) {
                column++;
            } else if (c == '{') {
                int at = lineIndex + 1;
                tokens.add(new Token(Kind.COMMENT, until('}'), at));
            } else if (c == ';') {
                nextLine();
            } else if (c == '(') {
                skipVariation();
            } else {
                int end = column;
                while (end < line.length()
                        && !Character.isWhitespace(line.charAt(end))
                        && "{;(".indexOf(line.charAt(end)) < 0) {
                    end++;
                }
                String word = line.substring(column, end);
                column = end;
                String move = stripMoveNumber(word);
                if (RESULT.matcher(word).matches()) {
                    result = word.equals("\u00bd-\u00bd") ? "1/2-1/2" : word;
                } else if (!move.isEmpty() && !move.startsWith("$")) {
                    tokens.add(new Token(Kind.MOVE, move, lineIndex + 1));
                }
            }
        }
        if (column > 0) {
            nextLine();
        }
        return new Game(tags, tokens, result, first, problem != null ? problem : unterminated);
    }

    /** {@code 12.B9-C7}, {@code 12...}, {@code 12.}: the move without its number. */
    private static String stripMoveNumber(String word) {
        Matcher m = MOVE_NUMBER.matcher(word);
        return m.lookingAt() ? word.substring(m.end()) : word;
    }

    /** The text from just after the opening character to {@code close}, which may be lines later. */
    private String until(char close) {
        StringBuilder sb = new StringBuilder();
        int opened = lineIndex + 1;
        column++;
        while (lineIndex < lines.length && !nextGameAhead("record.unclosed_comment", opened)) {
            String line = lines[lineIndex];
            int end = line.indexOf(close, column);
            if (end >= 0) {
                sb.append(line, column, end);
                column = end + 1;
                return sb.toString();
            }
            sb.append(line.substring(column)).append(' ');
            nextLine();
        }
        return sb.toString();
    }

    private void skipVariation() {
        int depth = 0;
        int opened = lineIndex + 1;
        while (lineIndex < lines.length && !nextGameAhead("record.unclosed_variation", opened)) {
            String line = lines[lineIndex];
            if (column >= line.length()) {
                nextLine();
                continue;
            }
            char c = line.charAt(column++);
            if (c == '{') {
                column--;
                until('}');
            } else if (c == '(') {
                depth++;
            } else if (c == ')' && --depth == 0) {
                return;
            }
        }
    }

    /**
     * Whether the reader has reached the next game's tags inside an unclosed comment or
     * variation: it stops there, so one missing bracket loses no later game, and says so.
     */
    /** @param what the key of the message saying what is not closed */
    private boolean nextGameAhead(String what, int opened) {
        if (column != 0
                || lineIndex + 1 == opened
                || !TAGS.matcher(lines[lineIndex].strip()).matches()) {
            return false;
        }
        if (unterminated == null) {
            unterminated = new Message(what, opened);
        }
        return true;
    }

    private void nextLine() {
        lineIndex++;
        column = 0;
    }

    private void skipBlank() {
        while (lineIndex < lines.length && lines[lineIndex].isBlank()) {
            lineIndex++;
        }
    }

    private static String shorten(String s) {
        return s.length() <= 60 ? s : s.substring(0, 57) + "...";
    }
}
