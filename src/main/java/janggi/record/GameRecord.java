package janggi.record;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Our game record: a PGN-style text with tag pairs ({@code [Rules "janggi"]}, {@code [Setup
 * "NBBN/NBBN"]} or {@code [FEN "..."]}, {@code [Result "1-0"]}, ...), then numbered moves in
 * display notation ({@code 1. B9-C7 B0-C2 2. pass ...}), {@code {comments}} and the result. Every
 * move is checked by the rules as it is read; the reader names the line and move that fail.
 */
public final class GameRecord {
    /** Records larger than this are refused rather than read into memory. */
    public static final int MAX_CHARS = 4 << 20;

    private static final Pattern TAG = Pattern.compile("\\[\\s*([A-Za-z][A-Za-z0-9_]*)\\s+\"((?:[^\"\\\\]|\\\\.)*)\"\\s*]");

    private final Game game;
    private final Map<String, String> tags;

    public GameRecord(Game game, Map<String, String> tags) {
        this.game = game;
        this.tags = new LinkedHashMap<>(tags);
    }

    public Game game() {
        return game;
    }

    public Map<String, String> tags() {
        return tags;
    }

    /** The record as text: tags (with the rules, setup or FEN, result and termination filled in), then the moves. */
    public String write() {
        Map<String, String> all = new LinkedHashMap<>();
        all.put("Event", tags.getOrDefault("Event", "Casual game"));
        all.put("Site", tags.getOrDefault("Site", "Janggi in the terminal"));
        all.put("Date", tags.getOrDefault("Date", "????.??.??"));
        all.put("Cho", tags.getOrDefault("Cho", "?"));
        all.put("Han", tags.getOrDefault("Han", "?"));
        all.putAll(tags);
        all.put("Rules", game.rules().name);
        if (game.setup(Side.CHO).isPresent() && game.setup(Side.HAN).isPresent()) {
            all.put("Setup", game.setup(Side.CHO).get() + "/" + game.setup(Side.HAN).get());
            all.remove("FEN");
        } else {
            all.put("FEN", Fen.of(game.startPosition()));
            all.remove("Setup");
        }
        all.put("Result", game.result().map(r -> r.outcome().pgn).orElse("*"));
        game.result().ifPresentOrElse(r -> all.put("Termination", r.description()), () -> all.remove("Termination"));
        StringBuilder sb = new StringBuilder();
        all.forEach((k, v) -> sb.append('[').append(k).append(" \"").append(escape(v)).append("\"]\n"));
        sb.append('\n').append(movetext()).append('\n');
        return sb.toString();
    }

    private String movetext() {
        Position replay = game.startPosition();
        StringBuilder sb = new StringBuilder();
        int column = 0;
        for (int move : game.moves()) {
            String token = "";
            if (replay.sideToMove() == Side.CHO) {
                token = replay.fullmoveNumber() + ". ";
            } else if (sb.length() == 0) {
                token = replay.fullmoveNumber() + "... ";
            }
            token += DisplayMove.of(move);
            if (column + token.length() > 78) {
                sb.append('\n');
                column = 0;
            } else if (column > 0) {
                sb.append(' ');
                column++;
            }
            sb.append(token);
            column += token.length();
            replay.make(move);
        }
        String result = game.result().map(r -> r.outcome().pgn).orElse("*");
        return sb.length() == 0 ? result : sb + " " + result;
    }

    private static String escape(String v) {
        StringBuilder sb = new StringBuilder();
        for (char c : v.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(Character.isISOControl(c) ? ' ' : c);
        }
        return sb.toString();
    }

    /**
     * Reads one record. The message of the exception names the line, the move number and the
     * reason of the first problem.
     */
    public static GameRecord read(String text) {
        if (text.length() > MAX_CHARS) {
            throw new NotationException("the record is larger than " + (MAX_CHARS >> 20) + " MB; not read");
        }
        Map<String, String> tags = new LinkedHashMap<>();
        String[] lines = text.split("\r?\n", -1);
        int i = 0;
        for (; i < lines.length; i++) {
            String line = lines[i].strip();
            if (line.isEmpty() && tags.isEmpty()) {
                continue;
            }
            if (!line.startsWith("[")) {
                break;
            }
            Matcher m = TAG.matcher(line);
            if (!m.matches()) {
                throw new NotationException("line " + (i + 1) + ": not a tag pair: " + printable(line));
            }
            tags.put(m.group(1), m.group(2).replaceAll("\\\\(.)", "$1"));
        }
        RuleSet rules = RuleSet.named(tags.getOrDefault("Rules", "janggi")).orElseThrow(() -> new NotationException(
                "unknown rule set '" + printable(tags.get("Rules")) + "' (known: " + RuleSet.names() + ")"));
        Game game = start(tags, rules);
        readMoves(lines, i, game);
        return new GameRecord(game, tags);
    }

    private static Game start(Map<String, String> tags, RuleSet rules) {
        if (tags.containsKey("FEN")) {
            return Game.from(Fen.parse(tags.get("FEN"), rules));
        }
        String setup = tags.getOrDefault("Setup", "NBBN/NBBN");
        String[] sides = setup.split("/");
        try {
            if (sides.length != 2) {
                throw new IllegalArgumentException("setup '" + setup + "' should be CHO/HAN, e.g. NBBN/BNNB");
            }
            return Game.start(rules, Setup.parse(sides[0]), Setup.parse(sides[1]));
        } catch (IllegalArgumentException e) {
            throw new NotationException("Setup tag: " + e.getMessage());
        }
    }

    private static void readMoves(String[] lines, int first, Game game) {
        for (int i = first; i < lines.length; i++) {
            String line = lines[i].replaceAll("\\{[^}]*}", " ");
            for (String token : line.trim().split("\\s+")) {
                if (token.isEmpty() || token.matches("\\d+\\.(\\.\\.)?") || token.matches("1-0|0-1|1/2-1/2|\\*")) {
                    continue;
                }
                String move = token.replaceFirst("^\\d+\\.(\\.\\.)?", "");
                int number = game.position().fullmoveNumber();
                try {
                    game.play(DisplayMove.parse(move, game.position()));
                } catch (IllegalArgumentException e) {
                    throw new NotationException("line " + (i + 1) + ", move " + number
                            + (game.position().sideToMove() == Side.CHO ? "" : "...") + ": " + e.getMessage());
                }
            }
        }
    }

    /** Text from a file with control characters shown as '?', so nothing can drive the terminal. */
    public static String printable(String s) {
        if (s == null) {
            return "";
        }
        StringBuilder sb = new StringBuilder();
        s.codePoints().forEach(c -> sb.append(Character.isISOControl(c) ? '?' : Character.toString(c)));
        return sb.toString();
    }
}
