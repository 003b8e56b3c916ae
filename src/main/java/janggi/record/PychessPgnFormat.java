package janggi.record;

import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.JanggiSan;
import janggi.notation.NotationException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * PGN as pychess-variants exports Janggi games: chess's tag names ({@code White} is Cho,
 * {@code Black} is Han), {@code [Variant "Janggi"]} naming Fairy-Stockfish's rule set, the
 * start as {@code [FEN]} with {@code [SetUp "1"]}, and moves in Fairy-Stockfish's SAN
 * ({@link JanggiSan}): {@code 1. Hc3 Hc8 2. Pe5 Ke9}. Read, the tags take our names.
 */
public final class PychessPgnFormat implements RecordFormat {
    public static final PychessPgnFormat INSTANCE = new PychessPgnFormat();

    /** Our tag names and pychess-variants' (chess's). */
    private static final Map<String, String> CHESS_NAMES =
            Map.of("Cho", "White", "Han", "Black", "ChoElo", "WhiteElo", "HanElo", "BlackElo");

    private static final Pattern JANGGI_VARIANT = Pattern.compile("(?im)^\\s*\\[\\s*Variant\\s+\"janggi[a-z]*\"\\s*]");
    /** Our own PGN also names its Variant for pychess-variants, but always with its Rules tag. */
    private static final Pattern OUR_RULES = Pattern.compile("(?m)^\\s*\\[\\s*Rules\\s+\"");
    /** pychess-variants' own time control: main seconds plus the increment or the byoyomi period. */
    private static final Pattern PYCHESS_TIME_CONTROL = Pattern.compile("\\d+\\+\\d+");

    private PychessPgnFormat() {}

    @Override
    public String name() {
        return "pychess";
    }

    @Override
    public List<String> extensions() {
        return List.of("pgn");
    }

    /** A Janggi variant tag: our own PGN writes the rule set as {@code Rules} instead. */
    @Override
    public boolean recognises(byte[] data) {
        String head = TextFile.head(data);
        return JANGGI_VARIANT.matcher(head).find() && !OUR_RULES.matcher(head).find();
    }

    @Override
    public List<GameRecord> read(byte[] data, RuleSet rules) {
        return PgnFormat.readGames(TextFile.decode(data), PychessPgnFormat::ourNames, tags -> JanggiSan::parse, rules);
    }

    /** The tags under our names; {@code SetUp} goes, as the FEN says all it says. */
    private static Map<String, String> ourNames(Map<String, String> tags) {
        Map<String, String> ours = new LinkedHashMap<>();
        tags.forEach((name, value) -> ours.put(ourName(name), value));
        ours.remove("SetUp");
        return ours;
    }

    private static String ourName(String chessName) {
        return CHESS_NAMES.entrySet().stream()
                .filter(e -> e.getValue().equals(chessName))
                .map(Map.Entry::getKey)
                .findFirst()
                .orElse(chessName);
    }

    @Override
    public byte[] write(List<GameRecord> games) {
        return PgnFormat.writeAll(games, PychessPgnFormat::write);
    }

    /** One game as pychess-variants would export it, with our comments kept. */
    public static String write(GameRecord record) {
        Game game = record.game();
        PgnFormat.refuseKrc(game, "record.name.pychess");
        Map<String, String> tags = new LinkedHashMap<>();
        PgnFormat.tags(record).forEach((name, value) -> tags.put(CHESS_NAMES.getOrDefault(name, name), value));
        tags.remove("Setup");
        tags.remove("FEN");
        tags.put("Variant", capitalised(game.rules().uciVariant));
        tags.put("FEN", Fen.of(game.startPosition()));
        tags.put("SetUp", "1");
        String timeControl = tags.remove("TimeControl");
        if (timeControl != null) {
            pychessTimeControl(timeControl).ifPresent(t -> tags.put("TimeControl", t));
        }
        return PgnFormat.write(record, tags, JanggiSan::of);
    }

    /**
     * A time control as pychess-variants writes it ({@link TimeControl#pychess}); one read from
     * its own records stays as it was, and one it cannot say is left out.
     */
    private static Optional<String> pychessTimeControl(String tag) {
        if (PYCHESS_TIME_CONTROL.matcher(tag).matches()) {
            return Optional.of(tag);
        }
        try {
            return TimeControl.parse(tag).pychess();
        } catch (NotationException e) {
            return Optional.empty();
        }
    }

    /** As pychess-variants names variants in PGN: {@code Janggi}, {@code Janggimodern}. */
    private static String capitalised(String variant) {
        return variant.substring(0, 1).toUpperCase(Locale.ROOT) + variant.substring(1);
    }
}
