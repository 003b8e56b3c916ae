package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Round trips through every format: write, read, and the same positions, moves, tags and comments come back. */
class RecordFormatsTest {

    /**
     * The formats that hold a whole record. The move-list forms (uci, fen, courier) carry no
     * tags, comments or results; SimpleFormatsTest checks what they keep.
     */
    static Stream<RecordFormat> formats() {
        return Stream.of(PgnFormat.INSTANCE, PychessPgnFormat.INSTANCE, GibFormat.INSTANCE);
    }

    /** Random legal games (fixed seed) from chosen setups and from a FEN, under two rule sets, with tags and comments. */
    static List<GameRecord> sampleGames() {
        SplittableRandom random = new SplittableRandom(7);
        List<GameRecord> records = new ArrayList<>();
        Setup[] setups = Setup.all();
        for (int i = 0; i < 8; i++) {
            RuleSet rules = i % 3 == 0 ? RuleSet.MODERN : RuleSet.JANGGI;
            Game game = i == 7
                    ? Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/3K5/2B6 b - - 0 30", rules))
                    : Game.start(rules, setups[i % 4], setups[(i / 2) % 4]);
            Map<Integer, String> comments = new LinkedHashMap<>();
            comments.put(0, "before the first move");
            for (int ply = 0; ply < 40 + 20 * i && !game.isOver(); ply++) {
                int[] legal = game.legalMoves();
                game.play(legal[random.nextInt(legal.length)]);
                if (random.nextInt(10) == 0) {
                    comments.put(
                            game.position().ply(),
                            "after ply " + game.position().ply());
                }
            }
            if (i % 2 == 1 && !game.isOver()) {
                game.resign(Side.HAN);
            }
            Map<String, String> tags = new LinkedHashMap<>();
            tags.put("Event", "Test " + i);
            tags.put("Cho", "초 player");
            tags.put("Han", "Han \"player\"");
            tags.put("Annotator", "someone");
            records.add(new GameRecord(game, tags, comments, null));
        }
        return records;
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void roundTripsKeepGamesTagsAndComments(RecordFormat format) {
        List<GameRecord> written = sampleGames();
        List<GameRecord> read = format.read(format.write(written));
        assertEquals(written.size(), read.size());
        for (int i = 0; i < written.size(); i++) {
            assertSameRecord(written.get(i), read.get(i), format.name() + " game " + i);
        }
    }

    static void assertSameRecord(GameRecord expected, GameRecord actual, String what) {
        assertSameRecord(expected, actual, what, Set.of());
    }

    /**
     * As {@link #assertSameRecord(GameRecord, GameRecord, String)}, but for tags the format
     * writes in its own form or leaves out (pychess-variants' TimeControl, docs/clocks.md).
     */
    static void assertSameRecord(GameRecord expected, GameRecord actual, String what, Set<String> ownForm) {
        assertEquals(java.util.Optional.empty(), actual.problem(), what);
        Game e = expected.game();
        Game a = actual.game();
        assertSame(e.rules(), a.rules(), what);
        assertEquals(Fen.of(e.startPosition()), Fen.of(a.startPosition()), what);
        assertEquals(e.setup(Side.CHO), a.setup(Side.CHO), what);
        assertEquals(e.setup(Side.HAN), a.setup(Side.HAN), what);
        assertEquals(e.moves(), a.moves(), what);
        assertEquals(Fen.of(e.position()), Fen.of(a.position()), what);
        assertEquals(e.result().map(r -> r.outcome()), a.result().map(r -> r.outcome()), what);
        // The start, rules and result are compared above, whichever tags a format says them with.
        expected.tags().forEach((name, value) -> {
            if (!List.of("Setup", "FEN", "Rules", "Variant", "Result", "Termination")
                            .contains(name)
                    && !ownForm.contains(name)) {
                assertEquals(value, actual.tags().get(name), what + " tag " + name);
            }
        });
        assertEquals(expected.comments(), actual.comments(), what);
    }

    @Test
    void pychessNamesThePlayersWhiteAndBlackAndAlwaysGivesTheFen() {
        GameRecord record = sampleGames().get(1);
        String text = PychessPgnFormat.write(record);
        assertTrue(text.contains("[White \"초 player\"]"), text);
        assertTrue(text.contains("[Black \"Han \\\"player\\\"\"]"), text);
        assertTrue(text.contains("[Variant \"Janggi\"]"), text);
        assertTrue(text.contains("[FEN \"" + Fen.of(record.game().startPosition()) + "\"]"), text);
        assertTrue(text.contains("[SetUp \"1\"]"), text);
        assertFalse(text.contains("[Setup "), text);
        assertTrue(PychessPgnFormat.write(sampleGames().get(0)).contains("[Variant \"Janggimodern\"]"));
    }

    @Test
    void readsAPychessExportAsWritten() {
        String pgn = """
                [Event "PyChess casual game"]
                [Site "https://www.pychess.org/abcdefgh"]
                [Date "2021.01.02"]
                [Round "-"]
                [White "cho_player"]
                [Black "han_player"]
                [Result "0-1"]
                [TimeControl "600+10"]
                [WhiteElo "1500"]
                [BlackElo "1600"]
                [Variant "Janggi"]
                [FEN "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1"]
                [SetUp "1"]

                1. Hc3 Hc8 2. Pe5 Ke9 3. Ke2 0-1
                """;
        byte[] data = pgn.getBytes(StandardCharsets.UTF_8);
        assertSame(PychessPgnFormat.INSTANCE, Records.of(Path.of("game.pgn"), data));
        GameRecord r = PychessPgnFormat.INSTANCE.read(data).get(0);
        assertEquals(java.util.Optional.empty(), r.problem());
        assertEquals("cho_player", r.tags().get("Cho"));
        assertEquals("1600", r.tags().get("HanElo"));
        assertEquals(5, r.game().moves().size());
        assertEquals(Setup.STANDARD, r.game().setup(Side.HAN).orElseThrow());
        assertEquals("0-1", r.game().result().orElseThrow().outcome().pgn);
    }

    @Test
    void aBadMoveStopsTheGameWithLineMoveAndReasonKeepingTheMovesBefore() {
        String pgn = "[Variant \"Janggi\"]\n\n1. Hc3 Hc8\n2. Hd5 Pe5 *\n";
        GameRecord r = PychessPgnFormat.INSTANCE
                .read(pgn.getBytes(StandardCharsets.UTF_8))
                .get(0);
        assertEquals(2, r.game().moves().size());
        assertTrue(
                r.problem().orElseThrow().toString().startsWith("line 4, move 2: 'Hd5'"),
                r.problem().orElseThrow().toString());

        String gib = "[초차림 \"마상상마\"]\n[한차림 \"마상상마\"]\n\n1. 79졸78 2. 41병42\n3. 78졸88 4. 42병52\n";
        GameRecord g =
                GibFormat.INSTANCE.read(gib.getBytes(StandardCharsets.UTF_8)).get(0);
        assertEquals(2, g.game().moves().size());
        assertTrue(
                g.problem().orElseThrow().toString().startsWith("line 5, move 2: '78졸88': your own piece stands on 88"),
                g.problem().orElseThrow().toString());
    }

    @Test
    void gibSetupsAreSeenFromChosSideForBothArmies() {
        String gib = "[초차림 \"상마상마\"]\n[한차림 \"마상마상\"]\n\n1. 03마84\n";
        Game game = GibFormat.INSTANCE
                .read(gib.getBytes(StandardCharsets.UTF_8))
                .get(0)
                .game();
        assertEquals("BNBN", game.setup(Side.CHO).orElseThrow().letters());
        assertEquals("NBNB", game.setup(Side.HAN).orElseThrow().letters());
        String written = GibFormat.write(new GameRecord(game, Map.of()));
        assertTrue(written.contains("[초차림 \"상마상마\"]") && written.contains("[한차림 \"마상마상\"]"), written);
    }

    @Test
    void aGibResultKeepsItsWordsThroughARoundTrip() {
        String gib = "[초차림 \"상마상마\"]\n[한차림 \"마상마상\"]\n[대국결과 \"한 시간승\"]\n\n1. 03마84\n";
        GameRecord r =
                GibFormat.INSTANCE.read(gib.getBytes(StandardCharsets.UTF_8)).get(0);
        assertEquals("0-1", r.game().result().orElseThrow().outcome().pgn);
        String written = GibFormat.write(r);
        assertTrue(written.contains("[대국결과 \"한 시간승\"]"), written);
    }

    @Test
    void everyFormatSaysWhyAGameEndedAndReadsItBack() {
        Game onTime = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        onTime.play(onTime.legalMoves()[0]);
        onTime.flagFall(Side.CHO);
        Game resigned = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        resigned.resign(Side.HAN);
        // Under janggi's counting rules no draw may be agreed with so much on the board.
        Game agreed = Game.start(RuleSet.CASUAL, Setup.STANDARD, Setup.STANDARD);
        assertTrue(agreed.agreeDraw());
        // Cho passes while the generals face each other: janggi's rules count, and Han has the komi.
        Game judged = Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/4K4/9 w - - 0 1", RuleSet.JANGGI));
        int general = judged.position().generalSquare(Side.CHO);
        judged.play(Move.of(general, general));
        Map<Game, String> gib = new LinkedHashMap<>();
        gib.put(onTime, "한 시간승");
        gib.put(resigned, "초 기권승");
        gib.put(agreed, "무승부 (합의)");
        gib.put(judged, "한 판정승");
        gib.forEach((game, words) -> {
            GameRecord record = new GameRecord(game, Map.of());
            GameResult result = game.result().orElseThrow();
            assertTrue(GibFormat.write(record).contains("[대국결과 \"" + words + "\"]"), GibFormat.write(record));
            for (RecordFormat f : List.of(PgnFormat.INSTANCE, PychessPgnFormat.INSTANCE, GibFormat.INSTANCE)) {
                GameRecord back = f.read(f.write(List.of(record))).get(0);
                GameResult read = back.game().result().orElseThrow();
                // The moves show a judged win again; a .gib's words for the rest are read back as ours.
                assertEquals(result, read, f.name() + " " + words);
            }
        });
    }

    @Test
    void aGibNamesOurPlayersAndEventInKoreanAndTheyReadBackAsOurs() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Event", OurNames.CASUAL_GAME);
        tags.put("Cho", OurNames.computer(6));
        tags.put("Han", OurNames.HUMAN);
        GameRecord record = new GameRecord(Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD), tags);
        String gib = GibFormat.write(record);
        assertTrue(gib.contains("[대회명 \"친선 대국\"]\n"), gib);
        assertTrue(gib.contains("[초대국자 \"컴퓨터 (난이도 6)\"]\n[한대국자 \"사람\"]\n"), gib);
        GameRecord back =
                GibFormat.INSTANCE.read(gib.getBytes(StandardCharsets.UTF_8)).get(0);
        assertEquals(
                tags,
                Map.of(
                        "Event",
                        back.tags().get("Event"),
                        "Cho",
                        back.tags().get("Cho"),
                        "Han",
                        back.tags().get("Han")));
        // A player of a Korean program keeps the name its record gives.
        assertTrue(GibFormat.write(new GameRecord(record.game(), Map.of("Cho", "김철수")))
                .contains("[초대국자 \"김철수\"]"));
    }

    @Test
    void gibMoveMarkupIsDroppedButHeadersKeepTheirBrackets() {
        String gib = "[대회명 \"<결승>\"]\n[초차림 \"상마상마\"]\n[한차림 \"마상마상\"]\n\n1. <b>03마84</b>\n";
        GameRecord r =
                GibFormat.INSTANCE.read(gib.getBytes(StandardCharsets.UTF_8)).get(0);
        assertEquals(
                1, r.game().moves().size(), r.problem().map(Object::toString).orElse(""));
        assertEquals("<결승>", r.tags().get("Event"));
    }

    @Test
    void readsLegacyEucKrRecordsLikeUtf8Ones() {
        GameRecord record = sampleGames().get(2);
        String text = GibFormat.write(record);
        byte[] legacy = text.getBytes(Charset.forName("EUC-KR"));
        assertSame(GibFormat.INSTANCE, Records.of(Path.of("old"), legacy));
        assertSameRecord(record, GibFormat.INSTANCE.read(legacy).get(0), "EUC-KR");
    }

    @Test
    void aGameStartedFromAPositionAndOtherRulesGoThroughGibAsExtraHeaders() {
        GameRecord record = sampleGames().get(7);
        String text = GibFormat.write(record);
        assertTrue(text.contains("[FEN \""), text);
        assertFalse(text.contains("[Rules"), text);
        assertTrue(GibFormat.write(sampleGames().get(0)).contains("[Rules \"modern\"]"));
        Position start = GibFormat.INSTANCE
                .read(text.getBytes(StandardCharsets.UTF_8))
                .get(0)
                .game()
                .startPosition();
        assertEquals(Fen.of(record.game().startPosition()), Fen.of(start));
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("formats")
    void aFileThatIsNoRecordSaysSoInOneLine(RecordFormat format) {
        for (byte[] data : List.of(
                new byte[0], "hello world\n".getBytes(StandardCharsets.UTF_8), new byte[] {0, 1, 2, (byte) 0xff})) {
            NotationException e = assertThrows(NotationException.class, () -> format.read(data));
            assertFalse(e.getMessage().contains("\n"), e.getMessage());
        }
    }
}
