package janggi.record;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.UciMove;
import janggi.text.Message;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Games as UCI engines receive them, one per line: {@code position startpos moves e4e5 ...} or
 * {@code position fen FEN moves ...}, in interchange coordinates. A line {@code setoption name
 * UCI_Variant value janggimodern} sets the rule set of the games after it.
 */
public final class UciFormat implements RecordFormat {
    public static final UciFormat INSTANCE = new UciFormat();
    private static final String VARIANT = "setoption name UCI_Variant value ";

    private UciFormat() {}

    @Override
    public String name() {
        return "uci";
    }

    @Override
    public List<String> extensions() {
        return List.of("uci");
    }

    @Override
    public boolean recognises(byte[] data) {
        String head = TextFile.head(data);
        return head.startsWith("position ") || head.startsWith(VARIANT);
    }

    @Override
    public List<GameRecord> read(byte[] data, RuleSet forced) {
        String[] lines = TextFile.lines(TextFile.decode(data));
        RuleSet rules = forced == null ? RuleSet.JANGGI : forced;
        // Set by an unknown UCI_Variant: the games after it cannot be read, the ones before stand.
        Message unknownVariant = null;
        List<GameRecord> games = new ArrayList<>();
        for (int i = 0; i < lines.length; i++) {
            String line = TextFile.tooLong(lines[i]) ? null : lines[i].strip();
            if (line != null && line.startsWith(VARIANT)) {
                String name = line.substring(VARIANT.length()).strip();
                Optional<RuleSet> named = RuleSet.named(name);
                unknownVariant = named.isPresent() || forced != null
                        ? null
                        : new Message(
                                "record.at_line", i + 1, new Message("record.unknown_variant", Printable.clean(name)));
                rules = forced == null ? named.orElse(rules) : forced;
            } else if (line == null || !line.isEmpty()) {
                GameRecord.checkCount(games.size());
                Message unread = line == null ? TextFile.longLine(i + 1) : unknownVariant;
                games.add(unread != null ? GameReader.unread(rules, Map.of(), unread) : game(line, i + 1, rules));
            }
        }
        if (games.stream().allMatch(GameRecord::startUnread)) {
            throw games.stream()
                    .flatMap(g -> g.problem().stream())
                    .findFirst()
                    .map(p -> new NotationException("record.not_uci_because", p))
                    .orElse(new NotationException("record.not_uci"));
        }
        return games;
    }

    private static GameRecord game(String line, int number, RuleSet rules) {
        String[] words = line.split("\\s+");
        int movesAt = List.of(words).indexOf("moves");
        int end = movesAt < 0 ? words.length : movesAt;
        GameReader reader;
        try {
            if (words[0].equals("position") && end == 2 && words[1].equals("startpos")) {
                reader = new GameReader(PgnFormat.gameFrom(Fen.parse(Fen.START, rules)), Map.of());
            } else if (words[0].equals("position") && end >= 3 && words[1].equals("fen")) {
                String fen = String.join(" ", List.of(words).subList(2, end));
                reader = new GameReader(PgnFormat.gameFrom(Fen.parse(fen, rules)), Map.of());
            } else {
                throw new NotationException("record.expected_position");
            }
        } catch (IllegalArgumentException e) {
            // Never the standard setup in its place: the game is refused, the lines around it still read.
            return GameReader.unread(
                    rules, Map.of(), new Message("record.at_line", number, NotationException.messageOf(e)));
        }
        for (int i = end + 1; i < words.length; i++) {
            if (!reader.play(words[i], number, UciMove::parse)) {
                break;
            }
        }
        return reader.finish(null);
    }

    @Override
    public byte[] write(List<GameRecord> games) {
        StringBuilder sb = new StringBuilder();
        RuleSet rules = RuleSet.JANGGI;
        for (GameRecord r : games) {
            Game game = r.game();
            if (game.rules() != rules) {
                rules = game.rules();
                sb.append(VARIANT).append(rules.uciVariant).append('\n');
            }
            String fen = Fen.of(game.startPosition());
            sb.append("position ").append(fen.equals(Fen.START) ? "startpos" : "fen " + fen);
            if (!game.moves().isEmpty()) {
                sb.append(" moves");
                game.moves().forEach(m -> sb.append(' ').append(UciMove.of(m)));
            }
            sb.append('\n');
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }
}
