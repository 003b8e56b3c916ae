package janggi.record;

import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.text.LineReader;
import janggi.text.Message;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Positions, one FEN per line (the form Fairy-Stockfish and pychess-variants use). Read, each
 * is a game to start from; written, each game becomes the FEN of its current position. A FEN
 * does not say its rules, so a line {@code # rules krc} sets them for the lines after it
 * (other {@code #} lines are comments).
 */
public final class FenFormat implements RecordFormat {
    public static final FenFormat INSTANCE = new FenFormat();
    private static final String RULES = "# rules ";

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
            Message unread = fen == null ? new Message("record.long_line", i + 1, LineReader.MAX_BYTES) : unknownRules;
            games.add(unread != null ? GameReader.unread(rules, Map.of(), unread) : game(fen, i + 1, rules));
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

    @Override
    public byte[] write(List<GameRecord> games) {
        StringBuilder sb = new StringBuilder();
        RuleSet rules = RuleSet.JANGGI;
        for (GameRecord g : games) {
            if (g.game().rules() != rules) {
                rules = g.game().rules();
                sb.append(RULES).append(rules.name).append('\n');
            }
            sb.append(Fen.of(g.game().position())).append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }
}
