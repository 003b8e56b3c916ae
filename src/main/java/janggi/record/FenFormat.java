package janggi.record;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.text.Message;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

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
    public List<GameRecord> read(byte[] data) {
        String[] lines = TextFile.decode(data).split("\r\n|\r|\n", -1);
        List<GameRecord> games = new ArrayList<>();
        RuleSet rules = RuleSet.JANGGI;
        for (int i = 0; i < lines.length; i++) {
            String fen = lines[i].strip();
            if (fen.startsWith(RULES)) {
                String name = fen.substring(RULES.length()).strip();
                int line = i + 1;
                rules = RuleSet.named(name)
                        .orElseThrow(() -> new NotationException(
                                "record.at_line",
                                line,
                                new Message("record.unknown_rules_line", GameRecord.printable(name))));
                continue;
            }
            if (fen.isEmpty() || fen.startsWith("#")) {
                continue;
            }
            GameRecord.checkCount(games.size());
            try {
                Position pos = Fen.parse(fen, rules);
                games.add(new GameRecord(PgnFormat.gameFrom(pos), Map.of()));
            } catch (IllegalArgumentException e) {
                throw new NotationException(
                        "record.at_line", i + 1, GameRecord.printable(NotationException.messageOf(e)));
            }
        }
        if (games.isEmpty()) {
            throw new NotationException("record.no_fen");
        }
        return games;
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
