package janggi.record;

import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.text.Message;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * Positions, one FEN per line (the form Fairy-Stockfish and pychess-variants use). Read, each
 * is a game to start from; written, each game becomes the FEN of its current position. A FEN
 * does not say its rules: a position under rules other than {@code janggi} is written with an
 * EPD operation after it, {@code variant janggimodern;}, in Fairy-Stockfish's names, which a
 * reader of FENs that stops after the FEN's fields passes over. Read, such operations
 * ({@code variant}, and EPD's {@code hmvc} and {@code fmvn} after a four-field position) are
 * understood and others passed over; older files set the rules with a line {@code # rules krc}
 * for the lines after it (other {@code #} lines are comments).
 */
public final class FenFormat implements RecordFormat {
    public static final FenFormat INSTANCE = new FenFormat();
    private static final String RULES = "# rules ";
    private static final String VARIANT = "variant";
    /** A number of a FEN's last two fields, or of EPD's {@code hmvc} and {@code fmvn}. */
    private static final Pattern NUMBER = Pattern.compile("\\d+");

    private FenFormat() {}

    @Override
    public String name() {
        return "fen";
    }

    @Override
    public List<String> extensions() {
        return List.of("fen", "epd");
    }

    @Override
    public boolean recognises(byte[] data) {
        return TextFile.head(data).matches("(?s)[rnbakcpRNBAKCP1-9]+(/[rnbakcpRNBAKCP1-9]+){9}\\s+[wb].*");
    }

    @Override
    public List<GameRecord> read(byte[] data, RuleSet forced) {
        String[] lines = TextFile.lines(TextFile.decode(data));
        List<GameRecord> games = new ArrayList<>();
        RuleSet rules = forced == null ? RuleSet.JANGGI : forced;
        // Set by an unknown '# rules' line: the positions after it cannot be read, the ones before stand.
        Message unknownRules = null;
        for (int i = 0; i < lines.length; i++) {
            String fen = TextFile.tooLong(lines[i]) ? null : lines[i].strip();
            if (fen != null && fen.startsWith(RULES)) {
                String name = fen.substring(RULES.length()).strip();
                Optional<RuleSet> named = RuleSet.named(name);
                unknownRules = named.isPresent() || forced != null
                        ? null
                        : new Message(
                                "record.at_line",
                                i + 1,
                                new Message("record.unknown_rules_line", Printable.clean(name)));
                rules = forced == null ? named.orElse(rules) : forced;
                continue;
            }
            if (fen != null && (fen.isEmpty() || fen.startsWith("#"))) {
                continue;
            }
            GameRecord.checkCount(games.size());
            if (fen == null) {
                games.add(GameReader.unread(rules, Map.of(), TextFile.longLine(i + 1)));
                continue;
            }
            Epd epd = Epd.of(fen);
            String variant = epd.operations().get(VARIANT);
            if (variant != null && forced == null) {
                Optional<RuleSet> named = RuleSet.named(variant);
                games.add(
                        named.isPresent()
                                ? game(epd.fen(), i + 1, named.get())
                                : GameReader.unread(
                                        rules,
                                        Map.of(),
                                        new Message(
                                                "record.at_line",
                                                i + 1,
                                                new Message("record.unknown_rules_line", Printable.clean(variant)))));
                continue;
            }
            games.add(
                    unknownRules != null
                            ? GameReader.unread(rules, Map.of(), unknownRules)
                            : game(epd.fen(), i + 1, rules));
        }
        if (games.stream().allMatch(GameRecord::startUnread)) {
            throw games.stream()
                    .flatMap(g -> g.problem().stream())
                    .findFirst()
                    .map(p -> new NotationException("record.no_fen_because", p))
                    .orElse(new NotationException("record.no_fen"));
        }
        return games;
    }

    /** The game of one line: a bad line is a problem of its own game, and the lines around it still count. */
    private static GameRecord game(String fen, int line, RuleSet rules) {
        try {
            return new GameRecord(PgnFormat.gameFrom(Fen.parse(fen, rules)), Map.of());
        } catch (IllegalArgumentException e) {
            return GameReader.unread(
                    rules, Map.of(), new Message("record.at_line", line, NotationException.messageOf(e)));
        }
    }

    /** One line for each game: its position's FEN, then {@code variant NAME;} unless its rules are janggi's. */
    @Override
    public byte[] write(List<GameRecord> games) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord g : games) {
            RuleSet rules = g.game().rules();
            sb.append(Fen.of(g.game().position()));
            if (rules != RuleSet.JANGGI) {
                sb.append(' ')
                        .append(VARIANT)
                        .append(' ')
                        .append(rules.uciVariant)
                        .append(';');
            }
            sb.append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /**
     * A line as a FEN and the EPD operations after it: the position's fields (four, and the two
     * numbers of a FEN when they follow), then operations, each {@code opcode operand;}, an
     * operand in double quotes if it holds a semicolon. A line whose rest is no list of
     * operations is left whole, for the FEN's reader to say what is wrong with it.
     *
     * @param operations by opcode, each operand without its quotes
     */
    record Epd(String fen, Map<String, String> operations) {
        static Epd of(String line) {
            String[] words = line.split("\\s+");
            int fields = Math.min(4, words.length);
            while (fields < Math.min(6, words.length)
                    && NUMBER.matcher(words[fields]).matches()) {
                fields++;
            }
            String rest = String.join(" ", Arrays.copyOfRange(words, fields, words.length));
            Map<String, String> operations = operations(rest);
            if (operations == null) {
                return new Epd(line, Map.of());
            }
            StringBuilder fen = new StringBuilder(String.join(" ", Arrays.copyOf(words, fields)));
            if (fields == 4) {
                // EPD gives the counts of a FEN's last two fields as operations, if at all.
                String clock = operations.getOrDefault("hmvc", "0");
                String move = operations.getOrDefault("fmvn", "1");
                if (NUMBER.matcher(clock).matches() && NUMBER.matcher(move).matches()) {
                    fen.append(' ').append(clock).append(' ').append(move);
                }
            }
            return new Epd(fen.toString(), operations);
        }

        /** {@code variant janggimodern; c0 "a; b";} by opcode; null when the text is no such list. */
        private static Map<String, String> operations(String text) {
            Map<String, String> found = new LinkedHashMap<>();
            StringBuilder op = new StringBuilder();
            boolean quoted = false;
            for (int i = 0; i < text.length(); i++) {
                char c = text.charAt(i);
                if (c == '"') {
                    quoted = !quoted;
                } else if (c == ';' && !quoted) {
                    String[] parts = op.toString().strip().split("\\s+", 2);
                    if (parts[0].isEmpty()) {
                        return null;
                    }
                    found.putIfAbsent(parts[0], parts.length > 1 ? parts[1] : "");
                    op.setLength(0);
                } else {
                    op.append(c);
                }
            }
            return op.toString().isBlank() && !quoted ? found : null;
        }
    }
}
