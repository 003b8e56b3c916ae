package janggi.record;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.KrcMove;
import janggi.notation.NotationException;
import janggi.record.GameReader.MoveParser;
import janggi.record.MovePair.MoveWriter;
import janggi.text.Message;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import java.util.function.UnaryOperator;
import java.util.regex.Pattern;

/**
 * Our record format: PGN tag pairs ({@code Rules}, {@code Setup "NBBN/BNNB"} or {@code FEN},
 * {@code Result}, {@code Termination}, ...), then numbered moves in display notation
 * ({@code 1. B9-C7 B0-C2 2. pass}), {@code {comments}} and the result. UTF-8; any number of
 * games in one file.
 */
public final class PgnFormat implements RecordFormat {
    public static final PgnFormat INSTANCE = new PgnFormat();
    /** Our notation in capitals, the form we write; Korean Random Chess's moves use small letters. */
    private static final Pattern DISPLAY_MOVE = Pattern.compile("[A-I]\\d-?[A-I]\\d(=[A-Z])?|pass");

    private PgnFormat() {}

    @Override
    public String name() {
        return "pgn";
    }

    @Override
    public List<String> extensions() {
        return List.of("pgn");
    }

    @Override
    public boolean recognises(byte[] data) {
        String head = TextFile.head(data);
        return head.startsWith("[") || head.matches("(?s)1\\.\\s*([A-I]\\d-[A-I]\\d|pass).*");
    }

    @Override
    public List<GameRecord> read(byte[] data, RuleSet rules) {
        return readGames(TextFile.decode(data), UnaryOperator.identity(), tags -> PgnFormat::parseMove, rules);
    }

    /**
     * The games of a PGN text in some flavour: its tags in our names, and the notation of its moves.
     *
     * @param parserFor the notation of a game's moves, given its tags (in our names)
     * @param rules the rule set of every game, or null for each game's own
     * @throws NotationException when the text holds neither tag pairs nor moves
     */
    static List<GameRecord> readGames(
            String text,
            UnaryOperator<Map<String, String>> ourTags,
            Function<Map<String, String>, MoveParser> parserFor,
            RuleSet rules) {
        List<GameRecord> records = new ArrayList<>();
        boolean anyGame = false;
        for (PgnText.Game g : PgnText.games(text)) {
            Map<String, String> tags = ourTags.apply(g.tags());
            GameRecord r = read(g, tags, parserFor.apply(g.tags()), rules);
            records.add(r);
            anyGame |= !g.tags().isEmpty() || !r.game().moves().isEmpty();
        }
        if (!anyGame) {
            throw records.stream()
                    .flatMap(r -> r.problem().stream())
                    .findFirst()
                    .map(p -> new NotationException("record.no_game_because", p))
                    .orElse(new NotationException("record.no_game"));
        }
        return records;
    }

    /** Reads the first game of a text, refusing a game that breaks off. */
    public static GameRecord readOne(String text) {
        GameRecord r = INSTANCE.read(text.getBytes(StandardCharsets.UTF_8)).get(0);
        r.problem().ifPresent(p -> {
            throw new NotationException(p);
        });
        return r;
    }

    /** One game, under the rules given, else its own (docs/records.md, Rules). */
    private static GameRecord read(PgnText.Game g, Map<String, String> tags, MoveParser parser, RuleSet forced) {
        if (forced != null) {
            return readUnder(g, tags, parser, forced, null).record();
        }
        Optional<RuleSet> named;
        try {
            named = RecordRules.named(tags);
        } catch (NotationException e) {
            return GameReader.unread(RuleSet.JANGGI, tags, new Message("record.at_line", g.line(), e.message()));
        }
        if (named.isPresent()) {
            return readUnder(g, tags, parser, named.get(), null).record();
        }
        Optional<RuleSet> site = RecordRules.bySite(tags);
        if (site.isPresent()) {
            return readUnder(g, tags, parser, site.get(), RecordRules.BY_SITE).record();
        }
        GameRecord best = null;
        for (RuleSet rules : RecordRules.TRIED) {
            Reading r = readUnder(g, tags, parser, rules, RecordRules.BY_MOVES);
            if (r.everyMoveLegal()) {
                return r.record();
            }
            if (best == null
                    || r.record().game().moves().size() > best.game().moves().size()) {
                best = r.record();
            }
        }
        return best;
    }

    /** A game read under some rules, and whether every move of it was legal under them. */
    private record Reading(GameRecord record, boolean everyMoveLegal) {}

    /**
     * One game under {@code rules}.
     *
     * @param chosenBy how the rules were chosen, for the record's tags, or null when the user or the record named them
     */
    private static Reading readUnder(
            PgnText.Game g, Map<String, String> tags, MoveParser parser, RuleSet rules, String chosenBy) {
        GameReader reader;
        try {
            reader = new GameReader(start(tags, rules), tags);
        } catch (IllegalArgumentException e) {
            reader = new GameReader(Game.start(rules, Setup.STANDARD, Setup.STANDARD), tags);
            reader.startUnread(new Message("record.at_line", g.line(), NotationException.messageOf(e)));
        }
        if (chosenBy != null) {
            reader.tag("Rules", rules.name);
            reader.tag(RecordRules.CHOSEN_BY, chosenBy);
        }
        boolean everyMoveLegal = !reader.stopped();
        for (PgnText.Token t : g.tokens()) {
            switch (t.kind()) {
                case COMMENT -> reader.comment(t.text());
                case NAG -> reader.nag(Integer.parseInt(t.text()));
                case VARIATION -> reader.variation(t.text());
                case MOVE -> everyMoveLegal = reader.play(t.text(), t.line(), parser);
            }
            if (!everyMoveLegal) {
                break;
            }
        }
        // A bad tag line or an unclosed bracket breaks the game, after the moves it did not hide.
        if (g.problem() != null) {
            reader.stop(g.problem());
        }
        return new Reading(reader.finish(g.result() != null ? g.result() : tags.get("Result")), everyMoveLegal);
    }

    /**
     * A move in the notation we write, or in Korean Random Chess's algebraic notation under
     * that rule set (its published games use it).
     */
    static int parseMove(String text, Position pos) {
        if (pos.rules().shuffledWings && !DISPLAY_MOVE.matcher(text).matches()) {
            return KrcMove.parse(text, pos);
        }
        return DisplayMove.parse(text, pos);
    }

    /** How a game's moves are written: Korean Random Chess's algebraic notation for krc, else ours. */
    private static String writeMove(int move, Position before) {
        return before.rules().shuffledWings ? KrcMove.of(move, before) : DisplayMove.of(move);
    }

    /** The start of the game the tags describe under {@code rules}: the setups or a FEN. */
    static Game start(Map<String, String> tags, RuleSet rules) {
        if (tags.containsKey("FEN")) {
            return gameFrom(Fen.parse(tags.get("FEN"), rules));
        }
        String setup = tags.getOrDefault("Setup", "NBBN/NBBN");
        String[] sides = setup.split("/");
        // Korean Random Chess names one arrangement for both armies, e.g. RNE-NER.
        if (sides.length != 2 && !(sides.length == 1 && rules.shuffledWings)) {
            throw new NotationException("record.setup_tag", new Message("record.setup_shape", Printable.clean(setup)));
        }
        try {
            return Game.start(rules, Setup.parse(sides[0]), Setup.parse(sides[sides.length - 1]));
        } catch (IllegalArgumentException e) {
            throw new NotationException("record.setup_tag", Printable.clean(NotationException.messageOf(e)));
        }
    }

    /**
     * A game from a position, knowing the setups when the position is an opening (formats such
     * as pychess-variants PGN and UCI move lists only give a FEN).
     */
    static Game gameFrom(Position pos) {
        String fen = Fen.of(pos);
        RuleSet rules = pos.rules();
        for (Setup cho : Setup.all(rules)) {
            // Korean Random Chess's armies mirror each other.
            for (Setup han : rules.shuffledWings ? new Setup[] {cho} : Setup.all(rules)) {
                if (Fen.of(Setup.startPosition(rules, cho, han)).equals(fen)) {
                    return Game.start(rules, cho, han);
                }
            }
        }
        return Game.from(pos);
    }

    @Override
    public byte[] write(List<GameRecord> games) {
        return writeAll(games, PgnFormat::write);
    }

    /** Games one after another, a blank line between them, in UTF-8. */
    static byte[] writeAll(List<GameRecord> games, Function<GameRecord, String> one) {
        StringBuilder sb = new StringBuilder();
        for (GameRecord r : games) {
            if (sb.length() > 0) {
                sb.append('\n');
            }
            sb.append(one.apply(r));
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** One game as text: tags (rules, setup or FEN, result and termination filled in), then the moves. */
    public static String write(GameRecord record) {
        Map<String, String> tags = tags(record);
        tags.put("Rules", record.game().rules().name);
        // pychess-variants chooses its variant by this tag.
        tags.put("Variant", record.game().rules().uciVariant);
        return write(record, tags, PgnFormat::writeMove);
    }

    /** One game in some flavour: these tags, then the moves in the writer's notation with the comments and the result. */
    static String write(GameRecord record, Map<String, String> tags, MoveWriter writer) {
        Game game = record.game();
        StringBuilder sb = new StringBuilder();
        tags.forEach((k, v) ->
                sb.append('[').append(k).append(" \"").append(escape(v)).append("\"]\n"));
        sb.append('\n');
        List<String> tokens = new ArrayList<>();
        annotations(tokens, record, 0);
        int ply = 0;
        for (MovePair pair : MovePair.of(game.startPosition(), game.moves(), writer)) {
            if (pair.cho() != null) {
                tokens.add(pair.number() + ".");
                tokens.add(pair.cho());
                annotations(tokens, record, ++ply);
            }
            if (pair.han() != null) {
                if (pair.cho() == null
                        || record.comments().containsKey(ply)
                        || record.variations().containsKey(ply)) {
                    tokens.add(pair.number() + "...");
                }
                tokens.add(pair.han());
                annotations(tokens, record, ++ply);
            }
        }
        tokens.add(tags.get("Result"));
        wrap(sb, tokens);
        return sb.toString();
    }

    /**
     * The tags every flavour writes: the seven-tag roster in Janggi's names ({@code ?} for what the
     * record does not say: a converted record gains no made-up facts), the record's own tags, then the start (Setup or FEN), Result and Termination taken from the game itself.
     */
    static Map<String, String> tags(GameRecord record) {
        Game game = record.game();
        Map<String, String> all = new LinkedHashMap<>();
        Map<String, String> tags = record.tags();
        all.put("Event", tags.getOrDefault("Event", "?"));
        all.put("Site", tags.getOrDefault("Site", "?"));
        all.put("Date", tags.getOrDefault("Date", "????.??.??"));
        all.put("Round", tags.getOrDefault("Round", "-"));
        all.put("Cho", tags.getOrDefault("Cho", "?"));
        all.put("Han", tags.getOrDefault("Han", "?"));
        all.putAll(tags);
        all.remove("Rules");
        all.remove("Variant");
        if (game.setup(Side.CHO).isPresent() && game.setup(Side.HAN).isPresent()) {
            RuleSet rules = game.rules();
            String cho = game.setup(Side.CHO).get().text(rules);
            String han = game.setup(Side.HAN).get().text(rules);
            all.put("Setup", rules.shuffledWings && cho.equals(han) ? cho : cho + "/" + han);
            all.remove("FEN");
        } else {
            all.put("FEN", Fen.of(game.startPosition()));
            all.remove("Setup");
        }
        all.put("Result", game.result().map(r -> r.outcome().pgn).orElse("*"));
        // A result taken from a record keeps the record's own words, when they say it (Han wins on time (한 시간승)).
        game.result().ifPresent(r -> {
            String own = all.get("Termination");
            boolean saysIt = own != null
                    && (r.termination() == GameResult.Termination.RECORDED
                            || TerminationTag.read(own, r.outcome()).equals(Optional.of(r)));
            if (!saysIt) {
                all.put("Termination", TerminationTag.of(r));
            }
        });
        if (game.result().isEmpty()) {
            all.remove("Termination");
        }
        return all;
    }

    /** What follows the move that made {@code ply}: its glyphs ({@code $4}), its comment, its variations. */
    private static void annotations(List<String> tokens, GameRecord record, int ply) {
        record.nags().getOrDefault(ply, List.of()).forEach(nag -> tokens.add("$" + nag));
        comment(tokens, record, ply);
        record.variations().getOrDefault(ply, List.of()).forEach(v -> tokens.add("(" + variation(v) + ")"));
    }

    /**
     * A variation's text as it can stand between parentheses: braces become parentheses, as the
     * reader reads them inside a variation, and parentheses that do not pair become brackets, so
     * that the variation ends where it should.
     */
    static String variation(String text) {
        String s = text.replace('{', '(').replace('}', ')');
        int depth = 0;
        for (char c : s.toCharArray()) {
            depth += c == '(' ? 1 : c == ')' ? -1 : 0;
            if (depth < 0) {
                break;
            }
        }
        return depth == 0 ? s : s.replace('(', '[').replace(')', ']');
    }

    /** The comment after {@code ply} moves, if any, as a token (a '}' in it would end it early). */
    static void comment(List<String> tokens, GameRecord record, int ply) {
        String c = record.comments().get(ply);
        if (c != null) {
            tokens.add("{" + c.replace('}', ')') + "}");
        }
    }

    /** Lines of at most 79 characters, as PGN asks, a long comment on a line of its own. */
    static void wrap(StringBuilder sb, List<String> tokens) {
        int column = 0;
        for (String token : tokens) {
            if (column > 0 && column + 1 + token.length() > 79) {
                sb.append('\n');
                column = 0;
            } else if (column > 0) {
                sb.append(' ');
                column++;
            }
            sb.append(token);
            column += token.length();
        }
        sb.append('\n');
    }

    /**
     * Refuses a Korean Random Chess game for a format whose notation cannot say it (no
     * promotions, no shuffled wings), rather than write a record that reads back differently.
     */
    /** @param format the key of the format's name, e.g. {@code record.name.gib} */
    static void refuseKrc(Game game, String format) {
        if (game.rules().shuffledWings) {
            throw new NotationException("record.no_krc", new Message(format));
        }
    }

    static String escape(String v) {
        StringBuilder sb = new StringBuilder();
        for (char c : v.toCharArray()) {
            if (c == '"' || c == '\\') {
                sb.append('\\');
            }
            sb.append(Character.isISOControl(c) ? ' ' : c);
        }
        return sb.toString();
    }
}
