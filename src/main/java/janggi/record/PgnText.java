package janggi.record;

import janggi.text.LineReader;
import janggi.text.Message;
import janggi.text.Printable;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The PGN layer shared by every PGN flavour: splits a text into games, each with its tag pairs
 * and its movetext as tokens with their line numbers: moves, comments, numeric annotation glyphs
 * ({@code $4}, and the marks {@code ??}, {@code !?}, ... written after a move) and variations.
 * Move numbers and {@code ;} comments are dropped here; what a move token means is left to the
 * reader of each flavour.
 *
 * <p>Published games annotate their moves in many ways, and each is kept rather than read as a
 * move: braces as comments, parentheses as variations (whatever they hold: a line, prose, a
 * footnote mark such as {@code Eac4(1)}), brackets inside the movetext ({@code [Rh1#!!]}) and
 * evaluation signs ({@code +/=}) as comments; check marks after a move ({@code Re7+++}) are
 * dropped from it. Nothing is dropped silently: a bracket left open, or a line longer than
 * {@link LineReader#MAX_BYTES}, stops its game with the line and the reason.
 */
final class PgnText {
    /** {@code 12.}, {@code 12...}, and the ellipses hand-written records use ({@code 26. ... Ra5}, {@code 27…}). */
    private static final Pattern MOVE_NUMBER = Pattern.compile("(\\d+\\s*)?(\\.+|\u2026)+");

    private static final Pattern RESULT = Pattern.compile("1-0|0-1|1/2-1/2|\u00bd-\u00bd|\\*");
    /** Check, mate and quality marks after a move. */
    private static final Pattern MARKS = Pattern.compile("[+#!?]+$");
    /** Check and mate marks, which say nothing the position does not. */
    private static final Pattern CHECK_MARKS = Pattern.compile("[+#]");
    /** A word of evaluation signs alone, such as {@code +/=}, {@code -+} or {@code ±}. */
    private static final Pattern EVALUATION = Pattern.compile("[-+=/\u00b1\u2213\u221e!?]+");
    /** A promotion written in parentheses, {@code h10(R)}: part of the move, not a footnote. */
    private static final Pattern PROMOTION_IN_PARENTHESES = Pattern.compile("\\([GENRC]\\)");

    enum Kind {
        MOVE,
        COMMENT,
        /** A numeric annotation glyph: its number as text. */
        NAG,
        /** A variation: the text inside its parentheses. */
        VARIATION
    }

    record Token(Kind kind, String text, int line) {}

    /**
     * One game of the text.
     *
     * @param problem what stopped the game's text (a tag line that could not be read, a bracket
     *     left open, an overlong line), after the tokens read before it; or null
     */
    record Game(Map<String, String> tags, List<Token> tokens, String result, int line, Message problem) {}

    private final String[] lines;

    private int lineIndex;
    private int column;
    /** What has stopped the current game, or null. */
    private Message problem;

    private PgnText(String text) {
        lines = TextFile.lines(text);
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
        problem = null;
        Map<String, String> tags = new LinkedHashMap<>();
        String badResultTag = null;
        int badResultLine = 0;
        // The tag section: consecutive tag lines; a blank line or a tag named twice ends it.
        while (lineIndex < lines.length
                && column == 0
                && lines[lineIndex].strip().startsWith("[")) {
            if (tooLong()) {
                lineIndex++;
                continue;
            }
            String line = lines[lineIndex].strip();
            List<String[]> pairs = tagPairs(line);
            if (pairs == null && !tags.isEmpty() && isMovetextBracket(line)) {
                break;
            }
            if (pairs != null && pairs.stream().anyMatch(p -> tags.containsKey(p[0]))) {
                return new Game(tags, List.of(), null, first, problem);
            }
            if (pairs != null) {
                pairs.forEach(p -> tags.put(p[0], p[1]));
            } else if (line.matches("\\[\\s*Result\\b.*")) {
                badResultTag = line;
                badResultLine = lineIndex + 1;
            } else {
                stop(new Message("record.not_a_tag", lineIndex + 1, Printable.clean(line)));
            }
            lineIndex++;
        }
        skipBlank();
        column = 0;
        List<Token> tokens = new ArrayList<>();
        String result = null;
        Message beforeMovetext = problem;
        while (lineIndex < lines.length && result == null) {
            if (problem != beforeMovetext) {
                // The movetext is broken here: the rest of this game is not read as moves.
                skipToNextGame();
                break;
            }
            String line = lines[lineIndex];
            if (column == 0 && tooLong()) {
                nextLine();
                continue;
            }
            if (column == 0 && line.strip().startsWith("[") && tagPairs(line.strip()) != null) {
                break; // the next game's tags
            }
            if (column >= line.length()) {
                nextLine();
                continue;
            }
            char c = line.charAt(column);
            int at = lineIndex + 1;
            if (Character.isWhitespace(c)) {
                column++;
            } else if (c == '{') {
                tokens.add(new Token(Kind.COMMENT, enclosed('{', '}', "record.unclosed_comment"), at));
            } else if (c == '(') {
                tokens.add(new Token(Kind.VARIATION, enclosed('(', ')', "record.unclosed_variation"), at));
            } else if (c == '[') {
                tokens.add(new Token(Kind.COMMENT, "[" + enclosed('[', ']', "record.unclosed_annotation") + "]", at));
            } else if (c == ';') {
                nextLine();
            } else {
                String word = word(line);
                if (RESULT.matcher(word).matches()) {
                    result = word.equals("\u00bd-\u00bd") ? "1/2-1/2" : word;
                } else if (EVALUATION.matcher(word).matches()) {
                    tokens.add(new Token(Kind.COMMENT, word, at));
                } else if (Nag.parse(word).isPresent()) {
                    tokens.add(
                            new Token(Kind.NAG, Integer.toString(Nag.parse(word).getAsInt()), at));
                } else {
                    move(tokens, stripMoveNumber(word), at);
                }
            }
        }
        // After the result, prose in brackets on the same line is the game's ("0-1 (diagram below)").
        while (result != null && lineIndex < lines.length && column > 0) {
            String line = lines[lineIndex];
            while (column < line.length() && Character.isWhitespace(line.charAt(column))) {
                column++;
            }
            if (column >= line.length()) {
                nextLine();
            } else if (line.charAt(column) == '{') {
                tokens.add(new Token(Kind.COMMENT, enclosed('{', '}', "record.unclosed_comment"), lineIndex + 1));
            } else if (line.charAt(column) == '(') {
                tokens.add(new Token(
                        Kind.COMMENT, "(" + enclosed('(', ')', "record.unclosed_variation") + ")", lineIndex + 1));
            } else {
                // Anything else begins the next game, which reads it or stops on it.
                lines[lineIndex] = line.substring(column);
                column = 0;
                break;
            }
        }
        if (badResultTag != null && result == null) {
            stop(new Message("record.not_a_tag", badResultLine, Printable.clean(badResultTag)));
        }
        return new Game(tags, tokens, result, first, problem);
    }

    /** A move, and the glyph of the quality mark after it ({@code Ce1!!}), if any. */
    private static void move(List<Token> tokens, String word, int line) {
        Matcher marks = MARKS.matcher(word);
        String move = word;
        String quality = "";
        if (marks.find()) {
            move = word.substring(0, marks.start());
            quality = CHECK_MARKS.matcher(marks.group()).replaceAll("");
        }
        if (!move.isEmpty() && !move.startsWith("$")) {
            tokens.add(new Token(Kind.MOVE, move, line));
            Nag.ofSymbol(quality).ifPresent(nag -> tokens.add(new Token(Kind.NAG, Integer.toString(nag), line)));
        }
    }

    /** A word of movetext: up to a space or a bracket, a promotion's parenthesised piece included. */
    private String word(String line) {
        int end = column;
        while (end < line.length()) {
            char c = line.charAt(end);
            if (c == '('
                    && PROMOTION_IN_PARENTHESES
                            .matcher(line)
                            .region(end, line.length())
                            .lookingAt()) {
                end += 3;
                continue;
            }
            if (Character.isWhitespace(c) || "{;([".indexOf(c) >= 0) {
                break;
            }
            end++;
        }
        String word = line.substring(column, end);
        column = end;
        return word;
    }

    /** Whether a line that starts with '[' but is no tag pair is an annotation of the movetext, such as {@code [Rh1#!!]}. */
    private static boolean isMovetextBracket(String line) {
        return line.indexOf('"') < 0 && line.endsWith("]");
    }

    /**
     * The tag pairs of a line ({@code [Name "value"]}, several allowed), or null when the line is
     * not made of them. Read by hand, character by character, so that a value of any length costs
     * no stack.
     */
    private static List<String[]> tagPairs(String line) {
        List<String[]> pairs = new ArrayList<>();
        int i = 0;
        int n = line.length();
        while (true) {
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i == n) {
                return pairs.isEmpty() ? null : pairs;
            }
            if (line.charAt(i) != '[') {
                return null;
            }
            i++;
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            int nameStart = i;
            while (i < n && !Character.isWhitespace(line.charAt(i)) && "\"[]".indexOf(line.charAt(i)) < 0) {
                i++;
            }
            String name = line.substring(nameStart, i);
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (name.isEmpty() || i == n || line.charAt(i) != '"') {
                return null;
            }
            i++;
            StringBuilder value = new StringBuilder();
            while (i < n && line.charAt(i) != '"') {
                char c = line.charAt(i);
                if (c == '\\' && i + 1 < n) {
                    c = line.charAt(++i);
                }
                value.append(c);
                i++;
            }
            if (i == n) {
                return null;
            }
            i++;
            while (i < n && Character.isWhitespace(line.charAt(i))) {
                i++;
            }
            if (i == n || line.charAt(i) != ']') {
                return null;
            }
            i++;
            pairs.add(new String[] {name, value.toString()});
        }
    }

    /** {@code 12.B9-C7}, {@code 12...}, {@code 12.}: the move without its number. */
    private static String stripMoveNumber(String word) {
        Matcher m = MOVE_NUMBER.matcher(word);
        return m.lookingAt() ? word.substring(m.end()) : word;
    }

    /**
     * The text from just after the opening bracket to its closing one, which may be lines later;
     * brackets of the same kind nest. One left open at the next game's tags or at the end of the
     * text stops the game, with the line where it opened.
     *
     * @param unclosed the key of the message saying what is left open
     */
    private String enclosed(char open, char close, String unclosed) {
        StringBuilder sb = new StringBuilder();
        int opened = lineIndex + 1;
        int depth = 0;
        column++;
        while (lineIndex < lines.length) {
            String line = lines[lineIndex];
            if (column == 0 && (lineIndex + 1 != opened) && (tooLong() || isNextGame(line))) {
                break;
            }
            if (column >= line.length()) {
                sb.append(' ');
                nextLine();
                continue;
            }
            char c = line.charAt(column++);
            if (c == close) {
                if (depth == 0) {
                    return sb.toString().strip();
                }
                depth--;
            } else if (c == open && open == '(') {
                // Variations nest; comments and annotations end at their first closing bracket.
                depth++;
            }
            // A comment inside a variation keeps its words, in brackets a comment can hold.
            sb.append(open == '(' && c == '{' ? '(' : open == '(' && c == '}' ? ')' : c);
        }
        stop(new Message(unclosed, opened));
        return sb.toString().strip();
    }

    /** A line of tag pairs, where an open bracket of the game before is taken to have been forgotten. */
    private static boolean isNextGame(String line) {
        String s = line.strip();
        return s.startsWith("[") && tagPairs(s) != null;
    }

    /** Whether the current line is over the limit: it stops the game, and is not read. */
    private boolean tooLong() {
        if (!TextFile.tooLong(lines[lineIndex])) {
            return false;
        }
        stop(TextFile.longLine(lineIndex + 1));
        return true;
    }

    private void stop(Message why) {
        if (problem == null) {
            problem = why;
        }
    }

    private void skipToNextGame() {
        if (column > 0) {
            nextLine();
        }
        while (lineIndex < lines.length && !isNextGame(lines[lineIndex])) {
            lineIndex++;
        }
    }

    private void nextLine() {
        lineIndex++;
        column = 0;
    }

    private void skipBlank() {
        while (lineIndex < lines.length && column == 0 && lines[lineIndex].isBlank()) {
            lineIndex++;
        }
    }
}
