package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The one-line interchange forms: UCI move lists, FENs and Game Courier logs. */
class SimpleFormatsTest {

    private static Game sample(RuleSet rules) {
        Game game = Game.start(rules, Setup.parse("BNNB"), Setup.parse("NBNB"));
        for (String m : List.of("A6-B6", "B0-C2", "pass", "I3-H3", "C9-D7")) {
            game.play(DisplayMove.parse(m, game.position()));
        }
        return game;
    }

    private static String text(RecordFormat f, List<GameRecord> games) {
        return new String(f.write(games), StandardCharsets.UTF_8);
    }

    private static List<GameRecord> read(RecordFormat f, String text) {
        return f.read(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void uciMoveListsRoundTripWithTheirRules() {
        List<GameRecord> games = List.of(
                new GameRecord(sample(RuleSet.JANGGI), Map.of()),
                new GameRecord(sample(RuleSet.MODERN), Map.of()),
                new GameRecord(Game.start(RuleSet.MODERN, Setup.STANDARD, Setup.STANDARD), Map.of()));
        String text = text(UciFormat.INSTANCE, games);
        assertTrue(text.startsWith("position fen "), text);
        assertTrue(text.contains("\nsetoption name UCI_Variant value janggimodern\n"), text);
        assertTrue(text.endsWith("position startpos\n"), text);
        List<GameRecord> again = read(UciFormat.INSTANCE, text);
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.get(i).game().moves(), again.get(i).game().moves());
            assertEquals(games.get(i).game().rules(), again.get(i).game().rules());
            assertEquals(
                    games.get(i).game().setup(Side.HAN),
                    again.get(i).game().setup(Side.HAN),
                    "an opening given as a FEN keeps its setups");
        }
    }

    @Test
    void aBadUciLineOrMoveIsAProblemOfItsGame() {
        List<GameRecord> games = read(UciFormat.INSTANCE, "position startpos moves a4b4 a7a5\nposition fen xyz\n");
        assertEquals(1, games.get(0).game().moves().size());
        assertTrue(
                games.get(0).problem().orElseThrow().toString().startsWith("line 1, move 1...: 'a7a5'"),
                games.get(0).problem().orElseThrow().toString());
        assertTrue(games.get(1).problem().orElseThrow().toString().startsWith("line 2: "));
        assertThrows(NotationException.class, () -> read(UciFormat.INSTANCE, "go depth 3\n"));
    }

    @Test
    void fenFilesGiveAGameFromEachPositionAndWriteTheCurrentOne() {
        GameRecord played = new GameRecord(sample(RuleSet.JANGGI), Map.of());
        String text = text(FenFormat.INSTANCE, List.of(played));
        assertEquals(Fen.of(played.game().position()) + "\n", text);
        GameRecord back = read(FenFormat.INSTANCE, "# a comment\n" + text).get(0);
        assertEquals(Fen.of(played.game().position()), Fen.of(back.game().position()));
        assertTrue(read(FenFormat.INSTANCE, Fen.START)
                .get(0)
                .game()
                .setup(Side.CHO)
                .isPresent());
        NotationException e = assertThrows(NotationException.class, () -> read(FenFormat.INSTANCE, "nonsense\n"));
        assertTrue(e.getMessage().contains("line 1: "), e.getMessage());
    }

    @Test
    void aBadLineOfAFenFileIsAProblemOfItsOwnAndTheGoodPositionsAroundItStand() {
        String winboard = "rhea1aehr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RHEA1AEHR w 0 1";
        List<GameRecord> games = read(FenFormat.INSTANCE, Fen.START + "\n" + winboard + "\n" + Fen.START + "\n");
        assertEquals(3, games.size());
        assertTrue(games.get(0).problem().isEmpty());
        assertTrue(games.get(1).startUnread());
        assertTrue(games.get(1).problem().orElseThrow().toString().startsWith("line 2: "));
        assertTrue(games.get(2).problem().isEmpty());
    }

    @Test
    void gameCourierLogsArrangeThePiecesOnTheFirstTurnThenPlay() {
        String log = """
                1. swap b9 c9
                1... swap g0 h0
                2. p a6-b6 2... N b0-c2
                3. pass
                3... P i3-h3
                4. n c9-d7
                """;
        GameRecord r = read(CourierFormat.INSTANCE, log).get(0);
        assertEquals(Setup.parse("BNBN"), r.game().setup(Side.CHO).orElseThrow());
        assertEquals(Setup.parse("NBNB"), r.game().setup(Side.HAN).orElseThrow());
        assertTrue(r.problem().isEmpty(), r.problem().map(Object::toString).orElse(""));
        assertEquals(5, r.game().moves().size());
        String written = text(CourierFormat.INSTANCE, List.of(r));
        assertEquals(log.replace("2. p a6-b6 2... ", "2. p a6-b6\n2... "), written);
        assertEquals(
                r.game().moves(),
                read(CourierFormat.INSTANCE, written).get(0).game().moves());
    }

    @Test
    void gameCourierMouseArrangementsAndBadFirstTurns() {
        GameRecord r = read(CourierFormat.INSTANCE, "1. c9-b9\n1... b0-g0\n").get(0);
        assertEquals(Setup.parse("BNBN"), r.game().setup(Side.CHO).orElseThrow());
        assertEquals(
                Setup.parse("BNNB"),
                r.game().setup(Side.HAN).orElseThrow(),
                "a horse taken across the general to an elephant changes both wings");
        NotationException e =
                assertThrows(NotationException.class, () -> read(CourierFormat.INSTANCE, "1. a6-b6\n1... pass\n"));
        assertTrue(e.getMessage().startsWith("line 1: Cho's first turn 'a6-b6' should arrange"), e.getMessage());
        GameRecord stopped =
                read(CourierFormat.INSTANCE, "1. pass\n1... pass\n2. G e8-e7\n").get(0);
        assertTrue(
                stopped.problem().orElseThrow().toString().startsWith("line 3, move 1: "),
                stopped.problem().orElseThrow().toString());
    }

    @Test
    void anUnknownRuleSetLineLeavesTheGamesBeforeItAndRefusesOnlyThoseAfterIt() {
        List<GameRecord> uci = read(
                UciFormat.INSTANCE,
                "position startpos\nsetoption name UCI_Variant value chess\nposition startpos\n"
                        + "setoption name UCI_Variant value janggimodern\nposition startpos\n");
        assertEquals(3, uci.size());
        assertTrue(uci.get(0).problem().isEmpty());
        assertTrue(uci.get(1).startUnread());
        assertTrue(uci.get(1).problem().orElseThrow().toString().startsWith("line 2: unknown UCI_Variant 'chess'"));
        assertEquals(RuleSet.MODERN, uci.get(2).game().rules());
        List<GameRecord> fen = read(FenFormat.INSTANCE, Fen.START + "\n# rules chess\n" + Fen.START + "\n");
        assertTrue(fen.get(0).problem().isEmpty());
        assertTrue(fen.get(1).startUnread());
        List<GameRecord> epd = read(FenFormat.INSTANCE, Fen.START + " variant chess;\n" + Fen.START + "\n");
        assertEquals(
                "line 1: unknown rule set 'chess'",
                epd.get(0).problem().orElseThrow().toString());
        assertTrue(epd.get(1).problem().isEmpty());
    }

    @Test
    void fenLinesCarryTheirRulesAsAnEpdOperationThatFenReadersPassOver() {
        String modern = "[Rules \"modern\"]\n[Setup \"NBBN/NBBN\"]\n\n1. B9-C7 *\n";
        String janggi = "[Setup \"NBBN/NBBN\"]\n\n1. B9-C7 B0-C2 *\n";
        List<GameRecord> games = new ArrayList<>(PgnFormat.INSTANCE.read(modern.getBytes(StandardCharsets.UTF_8)));
        games.addAll(PgnFormat.INSTANCE.read(janggi.getBytes(StandardCharsets.UTF_8)));
        String written = new String(FenFormat.INSTANCE.write(games), StandardCharsets.UTF_8);
        String[] lines = written.split("\n");
        assertEquals(2, lines.length, written);
        assertEquals(Fen.of(games.get(0).game().position()) + " variant janggimodern;", lines[0]);
        assertEquals(Fen.of(games.get(1).game().position()), lines[1]);
        // Each line starts with the FEN whole, as a reader of one FEN a line takes its six fields.
        for (int i = 0; i < 2; i++) {
            assertEquals(
                    Fen.of(games.get(i).game().position()), String.join(" ", Arrays.copyOf(lines[i].split(" "), 6)));
        }
        List<GameRecord> back = read(FenFormat.INSTANCE, written);
        assertEquals(RuleSet.MODERN, back.get(0).game().rules());
        assertEquals(RuleSet.JANGGI, back.get(1).game().rules());
        assertEquals(
                Fen.of(games.get(0).game().position()),
                Fen.of(back.get(0).game().position()));
    }

    @Test
    void anEpdLineGivesItsCountsAsOperationsAndItsOtherOperationsArePassedOver() {
        String board = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR";
        GameRecord r = read(FenFormat.INSTANCE, board + " w - - hmvc 3; fmvn 12; id \"a; b\"; variant janggicasual;\n")
                .get(0);
        assertTrue(r.problem().isEmpty(), r.problem().map(Object::toString).orElse(""));
        assertEquals(RuleSet.CASUAL, r.game().rules());
        assertEquals(board + " w - - 3 12", Fen.of(r.game().position()));
        // The old line that set the rules of the lines after it is still read.
        assertEquals(
                RuleSet.KRC,
                read(FenFormat.INSTANCE, "# rules krc\n" + Fen.START + "\n")
                        .get(0)
                        .game()
                        .rules());
        // Words after a FEN that are no operations are the FEN's, and wrong.
        assertTrue(read(FenFormat.INSTANCE, Fen.START + " Cho to move\n" + Fen.START + "\n")
                .get(0)
                .startUnread());
    }
}
