package janggi.record;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.Fen;
import janggi.notation.KoreanMove;
import janggi.notation.NotationException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Korean game records, {@code .gib} files of the KJA and Janggi Dosa family: bracket headers
 * with Korean names ({@code [초대국자 "..."]}, {@code [초차림 "마상상마"]}, {@code [대국결과 "초 완승"]}),
 * then every move numbered on its own, {@code 1. 79졸78 2. 41병42} ({@link KoreanMove}), with
 * {@code {comments}}; several games may follow one another. Legacy files are EUC-KR (Windows
 * code page 949), newer ones UTF-8; we read both and write UTF-8.
 *
 * <p>A setup ({@code 차림}) names the pieces on files B, C, G and H as the board is seen from
 * Cho's side, for Han as for Cho: {@code 상마상마} is our {@code BNBN}. Headers without a Korean
 * name are kept as they are; a record that cannot say its start or rules in Korean headers
 * gets {@code [FEN "..."]} and {@code [Rules "..."]}, which other readers ignore.
 */
public final class GibFormat implements RecordFormat {
    public static final GibFormat INSTANCE = new GibFormat();

    /** The Korean headers and our tags, in the order records write them. */
    private static final Map<String, String> OUR_NAMES = orderedMap(
            "대회명",
            "Event",
            "회전",
            "Round",
            "대국일자",
            "Date",
            "대국장소",
            "Site",
            "초대국자",
            "Cho",
            "한대국자",
            "Han",
            "제한시간",
            "TimeControl");

    private static final String CHO_SETUP = "초차림";
    private static final String HAN_SETUP = "한차림";
    private static final String MOVE_COUNT = "총수";
    private static final String RESULT = "대국결과";

    /** Tags the writer derives from the game rather than copies. */
    private static final List<String> DERIVED = List.of("Setup", "FEN", "Rules", "Variant", "Result", "Termination");

    private static final Pattern KOREAN_HEADER = Pattern.compile("\\[\\s*(대회명|초대국자|한대국자|초차림|한차림|대국결과|총수)\\s");
    private static final Pattern FIRST_MOVE =
            Pattern.compile("(?s)1\\.\\s*(\\d\\d\\S*\\d\\d|" + KoreanMove.PASS + ").*");

    /** Janggi Dosa marks up some moves with angle brackets; the marks say nothing about the move (alphazero_janggi's process_gibo.py drops them too). */
    private static final Pattern MARKUP = Pattern.compile("<[^<>\\n]*>");

    private static final Pattern MOVE_LINE = Pattern.compile("(?m)^(?!\\s*\\[).*$");

    private static final Charset EUC_KR = Charset.forName("x-windows-949");

    private GibFormat() {}

    @Override
    public String name() {
        return "gib";
    }

    @Override
    public List<String> extensions() {
        return List.of("gib");
    }

    @Override
    public boolean recognises(byte[] data) {
        String head = TextFile.head(data);
        String legacy = new String(data, 0, Math.min(data.length, 4096), EUC_KR);
        return KOREAN_HEADER.matcher(head).find()
                || KOREAN_HEADER.matcher(legacy).find()
                || FIRST_MOVE.matcher(head).matches();
    }

    @Override
    public List<GameRecord> read(byte[] data) {
        // Only move lines carry the marks: headers keep what they say.
        String text = MOVE_LINE
                .matcher(decode(data))
                .replaceAll(line ->
                        Matcher.quoteReplacement(MARKUP.matcher(line.group()).replaceAll(" ")));
        return PgnFormat.readGames(text.getBytes(StandardCharsets.UTF_8), GibFormat::ourTags, KoreanMove::parse);
    }

    /** UTF-8 when the bytes are UTF-8, else EUC-KR as legacy records are. */
    static String decode(byte[] data) {
        try {
            return TextFile.decode(data);
        } catch (NotationException notUtf8) {
            String text;
            try {
                text = EUC_KR.newDecoder()
                        .onMalformedInput(CodingErrorAction.REPORT)
                        .onUnmappableCharacter(CodingErrorAction.REPORT)
                        .decode(ByteBuffer.wrap(data))
                        .toString();
            } catch (CharacterCodingException e) {
                throw new NotationException("record.not_gib_text");
            }
            // Through the UTF-8 checks again, for the limits on size, lines and binary data.
            return TextFile.decode(text.getBytes(StandardCharsets.UTF_8));
        }
    }

    /** The headers in our tags: the setups become {@code Setup}, the result {@code Result}. */
    private static Map<String, String> ourTags(Map<String, String> headers) {
        Map<String, String> tags = new LinkedHashMap<>();
        headers.forEach((name, value) -> {
            switch (name) {
                case CHO_SETUP, HAN_SETUP, MOVE_COUNT -> {}
                case RESULT -> {
                    claimedResult(value).ifPresent(r -> tags.put("Result", r));
                    // The words say how it was won ("한 시간승": Han on time), which the result alone loses.
                    tags.put("Termination", value);
                }
                default -> tags.put(OUR_NAMES.getOrDefault(name, name), value);
            }
        });
        if (headers.containsKey(CHO_SETUP) || headers.containsKey(HAN_SETUP)) {
            tags.put("Setup", setup(headers.get(CHO_SETUP)) + "/" + setup(headers.get(HAN_SETUP)));
        }
        return tags;
    }

    /** {@code 마상상마} as {@code NBBN}; anything else is left for the setup's own complaint. */
    private static String setup(String korean) {
        return korean == null ? "" : korean.strip().replace('마', 'N').replace('상', 'B');
    }

    /** The winner is named first ({@code 초 완승}, {@code 한 시간승}); {@code 무승부} is a draw. */
    private static Optional<String> claimedResult(String text) {
        String t = text.strip();
        if (t.startsWith("초") || t.startsWith("楚")) {
            return Optional.of(Outcome.CHO_WINS.pgn);
        } else if (t.startsWith("한") || t.startsWith("漢")) {
            return Optional.of(Outcome.HAN_WINS.pgn);
        } else if (t.startsWith("무")) {
            return Optional.of(Outcome.DRAW.pgn);
        }
        return Optional.empty();
    }

    @Override
    public byte[] write(List<GameRecord> games) {
        return PgnFormat.writeAll(games, GibFormat::write);
    }

    /** One game: Korean headers, then the moves numbered one by one. */
    public static String write(GameRecord record) {
        Game game = record.game();
        PgnFormat.refuseKrc(game, "record.name.gib");
        Map<String, String> headers = new LinkedHashMap<>();
        OUR_NAMES.forEach((korean, ours) -> {
            if (record.tags().containsKey(ours)) {
                headers.put(korean, record.tags().get(ours));
            }
        });
        game.setup(Side.CHO).ifPresent(s -> headers.put(CHO_SETUP, korean(s)));
        game.setup(Side.HAN).ifPresent(s -> headers.put(HAN_SETUP, korean(s)));
        headers.put(MOVE_COUNT, Integer.toString(game.moves().size()));
        game.result()
                .ifPresent(r -> headers.put(
                        RESULT,
                        recordedWords(record, r)
                                .orElse(
                                        switch (r.outcome()) {
                                            case CHO_WINS -> "초 완승";
                                            case HAN_WINS -> "한 완승";
                                            case DRAW -> "무승부";
                                        })));
        record.tags().forEach((name, value) -> {
            if (!OUR_NAMES.containsValue(name) && !DERIVED.contains(name)) {
                headers.put(name, value);
            }
        });
        if (game.setup(Side.CHO).isEmpty() || game.setup(Side.HAN).isEmpty()) {
            headers.put("FEN", Fen.of(game.startPosition()));
        }
        if (game.rules() != RuleSet.JANGGI) {
            headers.put("Rules", game.rules().name);
        }
        StringBuilder sb = new StringBuilder();
        headers.forEach((k, v) -> sb.append('[')
                .append(k)
                .append(" \"")
                .append(PgnFormat.escape(v))
                .append("\"]\n"));
        sb.append('\n');
        List<String> tokens = new ArrayList<>();
        PgnFormat.comment(tokens, record, 0);
        Position replay = game.startPosition();
        List<Integer> moves = game.moves();
        for (int ply = 1; ply <= moves.size(); ply++) {
            int move = moves.get(ply - 1);
            // Number and move as one token, so that a line never parts them.
            tokens.add(ply + ". " + KoreanMove.of(move, replay));
            replay.make(move);
            PgnFormat.comment(tokens, record, ply);
        }
        if (!tokens.isEmpty()) {
            PgnFormat.wrap(sb, tokens);
        }
        return sb.toString();
    }

    /** A result taken from a .gib keeps its words ("한 시간승"), which name the same winner. */
    private static Optional<String> recordedWords(GameRecord record, GameResult result) {
        String words = record.tags().get("Termination");
        return result.termination() == GameResult.Termination.RECORDED
                        && words != null
                        && claimedResult(words).equals(Optional.of(result.outcome().pgn))
                ? Optional.of(words)
                : Optional.empty();
    }

    private static String korean(Setup setup) {
        return setup.letters().replace('N', '마').replace('B', '상');
    }

    private static Map<String, String> orderedMap(String... pairs) {
        Map<String, String> map = new LinkedHashMap<>();
        for (int i = 0; i < pairs.length; i += 2) {
            map.put(pairs[i], pairs[i + 1]);
        }
        return map;
    }
}
