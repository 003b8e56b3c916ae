package janggi.record;

import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.Fen;
import janggi.notation.KoreanMove;
import janggi.notation.NotationException;
import java.nio.charset.Charset;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
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
 *
 * <p>Real files differ from program to program, and every variant is read (docs/records.md):
 * stray {@code 0xFF} and {@code 0x1A} bytes that Janggi Dosa leaves between games, the setups
 * headed {@code [초포진]} and {@code [한포진]}, a start position in {@code [판 "..."]}, the old
 * coordinates of {@code [기보형식 "구좌표"]}, the move forms {@link KoreanMove} reads, and the
 * many phrases of {@code [대국결과]} ({@link GibResult}).
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
            "TimeControl",
            "초소비시간",
            "ChoTimeUsed",
            "한소비시간",
            "HanTimeUsed");

    private static final String TIME_LIMIT = "제한시간";

    private static final String CHO_SETUP = "초차림";
    private static final String HAN_SETUP = "한차림";
    private static final String CHO_SETUP_OLD = "초포진";
    private static final String HAN_SETUP_OLD = "한포진";
    private static final String BOARD = "판";
    private static final String COORDINATES = "기보형식";
    private static final String OLD_COORDINATES = "구좌표";
    /** Cho's pieces as a {@code [판]} writes them (in hangul), Han's (in hanja), and their FEN letters. */
    private static final String BOARD_CHO = "차마상사장포졸";

    private static final String BOARD_HAN = "車馬象士將包兵";
    private static final String BOARD_LETTERS = "rnbakcp";
    private static final String MOVE_COUNT = "총수";
    private static final String RESULT = "대국결과";

    /** Tags the writer derives from the game rather than copies. */
    /** Our tags that may hold the names we give ({@link OurNames}), written in Korean in a .gib. */
    private static final List<String> NAMED = List.of("Event", "Cho", "Han");

    private static final List<String> DERIVED = List.of("Setup", "FEN", "Rules", "Variant", "Result", "Termination");

    private static final Pattern KOREAN_HEADER = Pattern.compile("\\[\\s*(대회명|초대국자|한대국자|초차림|한차림|초포진|한포진|대국결과|총수|판)\\s");
    private static final Pattern FIRST_MOVE =
            Pattern.compile("1\\.\\s*(\\d\\d\\S*\\d\\d|[a-i]\\d\\S*[a-i]\\d|" + KoreanMove.PASS + ")");

    /** Janggi Dosa marks up some moves with angle brackets; the marks say nothing about the move (alphazero_janggi's process_gibo.py drops them too). */
    private static final Pattern MARKUP = Pattern.compile("<[^<>\\n]*>");

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
                || FIRST_MOVE.matcher(head).lookingAt();
    }

    @Override
    public List<GameRecord> read(byte[] data, RuleSet rules) {
        StringBuilder text = new StringBuilder();
        for (String line : decode(data).split("\n", -1)) {
            // Only move lines carry the marks: headers keep what they say.
            text.append(
                            line.strip().startsWith("[")
                                    ? line
                                    : MARKUP.matcher(line).replaceAll(" "))
                    .append('\n');
        }
        return PgnFormat.readGames(text.toString(), GibFormat::ourTags, GibFormat::parser, rules);
    }

    /** The notation of a game's moves, in the coordinates its headers name. */
    private static GameReader.MoveParser parser(Map<String, String> headers) {
        boolean old = headers.getOrDefault(COORDINATES, "").strip().equals(OLD_COORDINATES);
        return (text, pos) -> KoreanMove.parse(text, pos, old);
    }

    /**
     * UTF-8 when the bytes are UTF-8, else EUC-KR as legacy records are; without the stray
     * {@code 0xFF} and {@code 0x1A} (end of file) bytes Janggi Dosa writes between and after
     * games, which are part of no character in either.
     */
    static String decode(byte[] data) {
        byte[] clean = strayBytesRemoved(data);
        try {
            return TextFile.decode(clean);
        } catch (NotationException notUtf8) {
            if (clean.length > GameRecord.MAX_CHARS || notUtf8.message().key().equals("record.binary")) {
                throw notUtf8;
            }
            return TextFile.decode(clean, EUC_KR, "record.not_gib_text");
        }
    }

    private static byte[] strayBytesRemoved(byte[] data) {
        int n = 0;
        byte[] out = new byte[data.length];
        for (byte b : data) {
            if (b != (byte) 0xFF && b != 0x1A) {
                out[n++] = b;
            }
        }
        return n == data.length ? data : java.util.Arrays.copyOf(out, n);
    }

    /**
     * The headers in our tags: the setups become {@code Setup}, a {@code [판]} becomes
     * {@code FEN}, the result {@code Result} and {@code Termination}.
     */
    private static Map<String, String> ourTags(Map<String, String> headers) {
        Map<String, String> tags = new LinkedHashMap<>();
        headers.forEach((name, value) -> {
            switch (name) {
                case CHO_SETUP, HAN_SETUP, CHO_SETUP_OLD, HAN_SETUP_OLD, MOVE_COUNT, COORDINATES -> {}
                case BOARD -> tags.put("FEN", fen(value));
                // "180분 30초 3회" in our grammar, 3h+3x30s; what it does not say is kept as it is.
                case TIME_LIMIT ->
                    tags.put(
                            "TimeControl",
                            TimeControl.fromGib(value).map(TimeControl::spec).orElse(value));
                case RESULT ->
                    GibResult.of(value)
                            .ifPresentOrElse(
                                    r -> {
                                        tags.put(
                                                "Result",
                                                r.outcome().map(o -> o.pgn).orElse("*"));
                                        tags.put("Termination", r.termination());
                                    },
                                    () -> tags.put("Termination", value));
                default -> {
                    String ours = OUR_NAMES.getOrDefault(name, name);
                    tags.put(ours, NAMED.contains(ours) ? OurNames.fromGib(value) : value);
                }
            }
        });
        String cho = headers.getOrDefault(CHO_SETUP, headers.get(CHO_SETUP_OLD));
        String han = headers.getOrDefault(HAN_SETUP, headers.get(HAN_SETUP_OLD));
        if (!headers.containsKey(BOARD) && (cho != null || han != null)) {
            tags.put("Setup", setup(cho) + "/" + setup(han));
        }
        return tags;
    }

    /**
     * A {@code [판]} as a FEN: ten rows from Cho's back rank, each from Cho's left, Cho's pieces
     * in hangul and Han's in hanja, digits for empty points, the empty points at a row's end
     * left out; then {@code 초} or {@code 한} to move, and perhaps {@code 접장기} (a handicap
     * game). What is not of this form is left in the FEN for its reader to refuse, saying why.
     */
    static String fen(String board) {
        String[] fields = board.strip().split("\\s+");
        String[] rows = fields[0].split("/", -1);
        if (rows.length != Square.RANKS) {
            return board;
        }
        StringBuilder fen = new StringBuilder();
        for (int r = rows.length - 1; r >= 0; r--) {
            int files = 0;
            StringBuilder row = new StringBuilder();
            for (char c : rows[r].toCharArray()) {
                int cho = BOARD_CHO.indexOf(c);
                int han = BOARD_HAN.indexOf(c);
                if (c >= '1' && c <= '9') {
                    row.append(c);
                    files += c - '0';
                } else if (cho >= 0 || han >= 0) {
                    char letter = BOARD_LETTERS.charAt(cho >= 0 ? cho : han);
                    row.append(cho >= 0 ? Character.toUpperCase(letter) : letter);
                    files++;
                } else {
                    return board;
                }
            }
            if (files < Square.FILES) {
                row.append(Square.FILES - files);
            }
            fen.append(row).append(r > 0 ? "/" : "");
        }
        String side = fields.length > 1 ? fields[1] : "초";
        fen.append(side.equals("한") ? " b" : side.equals("초") ? " w" : " " + side);
        return fen.toString();
    }

    /** {@code 마상상마} as {@code NBBN}; anything else is left for the setup's own complaint. */
    private static String setup(String korean) {
        return korean == null ? "" : korean.strip().replace('마', 'N').replace('상', 'B');
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
                String value = record.tags().get(ours);
                headers.put(
                        korean,
                        korean.equals(TIME_LIMIT)
                                ? TimeControl.fromGib(value)
                                        .map(TimeControl::gib)
                                        .orElse(value)
                                : NAMED.contains(ours) ? OurNames.inGib(value) : value);
            }
        });
        game.setup(Side.CHO).ifPresent(s -> headers.put(CHO_SETUP, korean(s)));
        game.setup(Side.HAN).ifPresent(s -> headers.put(HAN_SETUP, korean(s)));
        headers.put(MOVE_COUNT, Integer.toString(game.moves().size()));
        game.result()
                .ifPresent(r -> headers.put(RESULT, recordedWords(record, r).orElse(GibResult.words(r))));
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

    /**
     * A result taken from a .gib keeps its words ("漢의 시간승"), when they name the same winner
     * and the same reason.
     */
    private static Optional<String> recordedWords(GameRecord record, GameResult result) {
        String termination = record.tags().get("Termination");
        if (termination == null) {
            return Optional.empty();
        }
        String words = GibResult.recordedWords(termination).orElse(termination);
        return GibResult.of(words)
                .filter(r -> r.outcome().equals(Optional.of(result.outcome())))
                .filter(r -> result.termination() == GameResult.Termination.RECORDED
                        || TerminationTag.read(r.termination(), result.outcome())
                                .equals(Optional.of(result)))
                .map(r -> words);
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
