package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.GameResult.Outcome;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.KoreanMove;
import janggi.notation.UciMove;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Games published in public sources (games/README.md) replayed move by move through the rules. */
class RealGamesTest {
    private static final Pattern NUMBERED_MOVE = Pattern.compile("(\\d+)\\.\\s*(\\S+)");
    private static final Map<Character, Character> HANJA_TO_HANGUL =
            Map.of('車', '차', '包', '포', '馬', '마', '象', '상', '士', '사', '卒', '졸', '兵', '병');
    private static final Pattern MOVE_COUNT = Pattern.compile("\\[총수 \"(\\d+)\"]");

    static Stream<Path> gibFiles() throws IOException, URISyntaxException {
        Path dir = Path.of(RealGamesTest.class.getResource("/games/gib").toURI());
        List<Path> files;
        try (Stream<Path> list = Files.list(dir)) {
            files = list.filter(p -> p.toString().endsWith(".gib")).sorted().toList();
        }
        assertTrue(files.size() >= 2, "games missing: " + files);
        return files.stream();
    }

    /**
     * Every move is legal, and written back exactly as the record has it: the same points and
     * names, the piece taken where the rules see a capture, 장군 where they see a check.
     */
    @ParameterizedTest(name = "{0}")
    @MethodSource("gibFiles")
    void gibGamesReplayEveryMoveAsRecorded(Path file) throws IOException {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        GameRecord record = Records.read(file).get(0);
        assertEquals(Optional.empty(), record.problem());
        Game game = record.game();

        Matcher count = MOVE_COUNT.matcher(text);
        Matcher moves = NUMBERED_MOVE.matcher(text.substring(text.indexOf("\n\n")));
        Position replay = game.startPosition().copy();
        int ply = 0;
        while (moves.find()) {
            int move = game.moves().get(ply);
            assertEquals(++ply, Integer.parseInt(moves.group(1)));
            assertEquals(hangul(moves.group(2)), KoreanMove.of(move, replay), file.getFileName() + " ply " + ply);
            replay.make(move);
        }
        assertEquals(game.moves().size(), ply);
        if (count.find()) {
            assertEquals(Integer.parseInt(count.group(1)), ply);
        }
        for (RecordFormat format : RecordFormatsTest.formats().toList()) {
            GameRecord again = format.read(format.write(List.of(record))).get(0);
            RecordFormatsTest.assertSameRecord(
                    record,
                    again,
                    format.name() + " " + file.getFileName(),
                    format == PychessPgnFormat.INSTANCE ? Set.of("TimeControl") : Set.of());
        }
    }

    /** A move of a record in hanja, in the hangul we write: the same piece names, character for character. */
    private static String hangul(String recorded) {
        StringBuilder sb = new StringBuilder();
        recorded.chars().forEach(c -> sb.append((char) HANJA_TO_HANGUL.getOrDefault((char) c, (char) c)));
        return sb.toString();
    }

    @Test
    void theTournamentGameEndsAsRecorded() throws Exception {
        Path file = Path.of(RealGamesTest.class
                .getResource("/games/gib/2016-haetteomol-ha-yeomyeong-jeon-dongha.gib")
                .toURI());
        GameRecord record = Records.read(file).get(0);
        assertEquals(
                Setup.parse("BNBN"), record.game().setup(janggi.core.Side.CHO).orElseThrow());
        assertEquals(
                Setup.parse("BNBN"), record.game().setup(janggi.core.Side.HAN).orElseThrow());
        assertEquals(Outcome.CHO_WINS, record.game().result().orElseThrow().outcome());
        assertEquals(
                Map.of("Cho", "하여명", "Han", "전동하"),
                Map.of("Cho", record.tags().get("Cho"), "Han", record.tags().get("Han")));
    }

    /**
     * Fairy-Stockfish's test of a game ended by bikjang: Cho passes with the generals facing,
     * and Fairy-Stockfish scores it a loss for Han, to move.
     */
    @Test
    void fairyStockfishsBikjangGameEndsByCountingForCho() throws Exception {
        Path file = Path.of(RealGamesTest.class
                .getResource("/games/uci/fairy-stockfish-bikjang.txt")
                .toURI());
        Game game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        for (String uci : Files.readString(file).trim().split("\\s+")) {
            game.play(UciMove.parse(uci, game.position()));
        }
        assertEquals(63, game.moves().size());
        assertEquals(Outcome.CHO_WINS, game.result().orElseThrow().outcome());
        GameRecord record = new GameRecord(game, Map.of("Event", "Fairy-Stockfish test.py"));
        for (RecordFormat format : RecordFormatsTest.formats().toList()) {
            GameRecord again = format.read(format.write(List.of(record))).get(0);
            RecordFormatsTest.assertSameRecord(record, again, format.name());
        }
    }
}
