package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.text.Printable;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class PgnFormatTest {
    private static final String TWO_GAMES = """
            [Event "Club night"]
            [Cho "Kim"]
            [Han "Lee"]
            [Rules "janggi"]
            [Setup "NBBN/NBNB"]
            [Result "0-1"]

            {Kim opens quietly} 1. A6-B6 {the flank} B0-C2 2. pass ; a pass
            I3-H3 (2... A0-A1 {a variation is kept}) 3. B6-B5 $1 0-1

            [Event "Second"]
            [FEN "4k4/9/9/9/9/9/9/9/4A4/3K5 w - - 0 1"]
            [Result "*"]

            1. D9-E9 *
            """;

    private static List<GameRecord> read(String text) {
        return PgnFormat.INSTANCE.read(text.getBytes(StandardCharsets.UTF_8));
    }

    @Test
    void readsEveryGameWithTagsCommentsAndTheClaimedResult() {
        List<GameRecord> games = read(TWO_GAMES);
        assertEquals(2, games.size());
        GameRecord first = games.get(0);
        assertEquals("Kim", first.tags().get("Cho"));
        assertEquals(
                List.of("A6-B6", "B0-C2", "pass", "I3-H3", "B6-B5"),
                first.game().moves().stream().map(DisplayMove::of).toList());
        assertEquals(Setup.parse("NBNB"), first.game().setup(Side.HAN).orElseThrow());
        assertEquals(Map.of(0, "Kim opens quietly", 1, "the flank"), first.comments());
        assertEquals(
                Map.of(4, List.of("2... A0-A1 (a variation is kept)")),
                first.variations(),
                "nothing in the movetext is dropped: a variation is kept as its text");
        assertEquals(Map.of(5, List.of(Nag.GOOD)), first.nags());
        assertEquals(
                GameResult.Outcome.HAN_WINS,
                first.game().result().orElseThrow().outcome(),
                "a result the rules did not reach is taken from the record");
        assertTrue(first.problem().isEmpty());
        assertEquals(1, games.get(1).game().moves().size());
        assertFalse(games.get(1).game().setup(Side.CHO).isPresent());
    }

    @Test
    void writingAndReadingGivesTheSameGamesTagsAndComments() {
        List<GameRecord> games = read(TWO_GAMES);
        String written = new String(PgnFormat.INSTANCE.write(games), StandardCharsets.UTF_8);
        List<GameRecord> again = read(written);
        assertEquals(games.size(), again.size());
        for (int i = 0; i < games.size(); i++) {
            assertEquals(games.get(i).game().moves(), again.get(i).game().moves());
            assertEquals(
                    Fen.of(games.get(i).game().startPosition()),
                    Fen.of(again.get(i).game().startPosition()));
            assertEquals(games.get(i).comments(), again.get(i).comments());
            assertEquals(games.get(i).nags(), again.get(i).nags());
            assertEquals(games.get(i).variations(), again.get(i).variations());
            assertEquals(games.get(i).tags().get("Event"), again.get(i).tags().get("Event"));
        }
        assertTrue(written.contains("[Setup \"NBBN/NBNB\"]"), written);
        assertTrue(written.contains("[Termination \"Han wins (as recorded)\"]"), written);
        assertTrue(read(TWO_GAMES.replace("[Result \"0-1\"]", "[Termination \"time forfeit\"]"))
                .get(0)
                .tags()
                .get("Termination")
                .equals("time forfeit"));
        assertEquals(
                GameResult.Outcome.DRAW,
                read("[Event \"x\"]\n\n1. A6-B6 1/2-1/2\n")
                        .get(0)
                        .game()
                        .result()
                        .orElseThrow()
                        .outcome(),
                "a recorded draw stands even where counting rules forbid agreeing one");
        assertTrue(written.contains("1... B0-C2"), "a comment after Cho's move repeats the number: " + written);
        assertEquals(written, new String(PgnFormat.INSTANCE.write(again), StandardCharsets.UTF_8));
    }

    @Test
    void anAnnotatedGameIsWrittenWithGlyphsEvaluationsAndVariationsAndReadBackWhole() {
        GameRecord plain =
                read("[Event \"x\"]\n\n1. A6-B6 B0-C2 2. B6-B5 A0-A1 *\n").get(0);
        GameRecord annotated = plain.annotated(
                Map.of(1, "[%eval 0.25]", 2, "[%eval -3.40]"),
                Map.of(2, List.of(Nag.BLUNDER)),
                Map.of(2, List.of("1... B0-B1 {a note} 2. A9-A8", "1... I3-H3 )(")));
        String text = PgnFormat.write(annotated);
        assertTrue(
                text.replace('\n', ' ')
                        .contains("1. A6-B6 {[%eval 0.25]} 1... B0-C2 $4 {[%eval -3.40]} (1... B0-B1 (a note) 2. A9-A8)"
                                + " (1... I3-H3 ][) 2. B6-B5"),
                text);
        GameRecord again = PgnFormat.readOne(text);
        assertEquals(annotated.game().moves(), again.game().moves());
        assertEquals(annotated.comments(), again.comments());
        assertEquals(annotated.nags(), again.nags());
        assertEquals(Map.of(2, List.of("1... B0-B1 (a note) 2. A9-A8", "1... I3-H3 ][")), again.variations());
    }

    @Test
    void aMarkWrittenAfterAMoveIsItsGlyphAndAnUnknownGlyphIsKept() {
        GameRecord game = read("[Event \"x\"]\n\n1. A6-B6?! B0-C2?? $18 2. B6-B5!+ $256 *\n")
                .get(0);
        assertEquals(Optional.empty(), game.problem());
        assertEquals(Map.of(1, List.of(Nag.DUBIOUS), 2, List.of(Nag.BLUNDER, 18), 3, List.of(Nag.GOOD)), game.nags());
        assertTrue(PgnFormat.write(game).contains("A6-B6 $6 B0-C2 $4 $18 2. B6-B5 $1"), PgnFormat.write(game));
    }

    @Test
    void aGameThatHanBeginsIsNumberedWithDots() {
        Game game = Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 7", RuleSet.JANGGI));
        game.play(DisplayMove.parse("E0-E1", game.position()));
        game.play(DisplayMove.parse("D9-E9", game.position()));
        String text = PgnFormat.write(new GameRecord(game, Map.of()));
        assertTrue(text.contains("\n7... E0-E1 8. D9-E9 *"), text);
        assertEquals(game.moves(), PgnFormat.readOne(text).game().moves());
    }

    @Test
    void aBadMoveStopsTheGameAndKeepsTheMovesBeforeIt() {
        List<GameRecord> games = read(TWO_GAMES.replace("I3-H3", "I3-I5"));
        GameRecord broken = games.get(0);
        assertEquals(3, broken.game().moves().size());
        assertEquals(
                "line 9, move 2...: 'I3-I5': ",
                broken.problem().orElseThrow().toString().substring(0, 28));
        assertFalse(broken.game().isOver(), "a broken game takes no result from its tags");
        assertEquals(1, games.get(1).game().moves().size(), "the next game is still read");
        assertThrows(NotationException.class, () -> PgnFormat.readOne(TWO_GAMES.replace("I3-H3", "I3-I5")));
    }

    @Test
    void badTagsAndStartsAreProblemsOfThatGame() {
        assertTrue(read("[Rules \"chess\"]\n\n1. A6-B6 *\n")
                .get(0)
                .problem()
                .orElseThrow()
                .toString()
                .contains("unknown rule set 'chess'"));
        assertTrue(read("[Setup \"NNBB/NBBN\"]\n\n*\n")
                .get(0)
                .problem()
                .orElseThrow()
                .toString()
                .contains("in the Setup tag"));
        assertTrue(read("[Event \"x\"]\n[Broken\n\n1. A6-B6 *\n")
                .get(0)
                .problem()
                .orElseThrow()
                .toString()
                .equals("line 2: '[Broken' is not a tag pair"));
    }

    @Test
    void whatIsNotARecordIsSaidInOneLine() {
        NotationException e = assertThrows(NotationException.class, () -> read("hello world\n"));
        assertTrue(e.getMessage().startsWith("the file holds no game record"), e.getMessage());
        assertFalse(e.getMessage().contains("\n"));
        assertThrows(NotationException.class, () -> PgnFormat.INSTANCE.read(new byte[] {(byte) 0xc3, 0x28}));
        assertThrows(NotationException.class, () -> read("x".repeat(janggi.text.LineReader.MAX_BYTES + 1)));
    }

    @Test
    void pychessVariantNamesChooseTheRules() {
        GameRecord r = read("[Variant \"janggimodern\"]\n\n1. A6-B6 *\n").get(0);
        assertEquals(RuleSet.MODERN, r.game().rules());
        assertTrue(r.game().setup(Side.CHO).isPresent());
    }

    @Test
    void aFenOfAnOpeningKeepsItsSetups() {
        String fen = Fen.of(Setup.startPosition(RuleSet.JANGGI, Setup.parse("BNNB"), Setup.parse("NBNB")));
        GameRecord r = read("[FEN \"" + fen + "\"]\n\n*\n").get(0);
        assertEquals(Setup.parse("BNNB"), r.game().setup(Side.CHO).orElseThrow());
        assertEquals(Setup.parse("NBNB"), r.game().setup(Side.HAN).orElseThrow());
    }

    @Test
    void controlCharactersInTagsAreNeutralisedWhenShownAndEscapedWhenWritten() {
        GameRecord r = read("[Cho \"Kim\u001b[31m\u202e\"]\n\n*\n").get(0);
        assertEquals("Kim?[31m?", Printable.clean(r.tags().get("Cho")));
        String written = PgnFormat.write(r);
        assertFalse(written.contains("\u001b"), written);
    }

    @Test
    void koreanRandomChessRecordsUseItsSetupNameAndAlgebraicMoves() {
        String text = "[Rules \"krc\"]\n[Setup \"RNE-NER\"]\n\n1. c5 c6 2. Nc3 {a comment} Nc8 *\n";
        GameRecord r = read(text).get(0);
        assertTrue(r.problem().isEmpty(), r.problem().map(Object::toString).orElse(""));
        assertEquals(RuleSet.KRC, r.game().rules());
        assertEquals(4, r.game().moves().size());
        assertEquals("RNE-NER", r.game().setup(Side.HAN).orElseThrow().wings());
        String written = PgnFormat.write(r);
        assertTrue(written.contains("[Setup \"RNE-NER\"]"), written);
        assertTrue(written.contains("1. c5 c6 2. Nc3 {a comment} 2... Nc8 *"), written);
        assertEquals(r.game().moves(), PgnFormat.readOne(written).game().moves());
        GameRecord bad = read(text.replace("Nc8", "Nd8")).get(0);
        assertTrue(
                bad.problem().orElseThrow().toString().startsWith("line 4, move 2...: "),
                bad.problem().orElseThrow().toString());
    }

    @Test
    void severalTagsOnALineAndOldMacLineEnds() {
        GameRecord r = read("[Event \"a\"] [Site \"b\"]\r\r1. A6-B6 I3-H3 *\r").get(0);
        assertTrue(r.problem().isEmpty(), r.problem().map(Object::toString).orElse(""));
        assertEquals("b", r.tags().get("Site"));
        assertEquals(2, r.game().moves().size());
    }

    @Test
    void anUnclosedBracketBreaksOnlyItsOwnGame() {
        for (String open : List.of("(1. A6-A5", "{oops")) {
            List<GameRecord> games = read("[Event \"1\"]\n\n1. A6-B6 " + open + "\n\n[Event \"2\"]\n\n1. I6-H6 *\n");
            assertEquals(2, games.size(), open);
            assertEquals(1, games.get(0).game().moves().size(), open);
            assertTrue(
                    games.get(0).problem().orElseThrow().toString().startsWith("line 3: a "),
                    games.get(0).problem().orElseThrow().toString());
            assertEquals(1, games.get(1).game().moves().size());
        }
    }

    @Test
    void aFileOfCountlessTinyGamesIsRefused() {
        NotationException e =
                assertThrows(NotationException.class, () -> read("[A \"b\"]\n*\n".repeat(GameRecord.MAX_GAMES + 1)));
        assertTrue(e.getMessage().contains("more than " + GameRecord.MAX_GAMES + " games"), e.getMessage());
    }

    @Test
    void formatsThatCannotSayKrcRefuseItRatherThanLoseIt() {
        GameRecord krc =
                read("[Rules \"krc\"]\n[Setup \"RNE-NER\"]\n\n1. c5 c6 *\n").get(0);
        for (RecordFormat f : List.of(GibFormat.INSTANCE, PychessPgnFormat.INSTANCE, CourierFormat.INSTANCE)) {
            assertThrows(NotationException.class, () -> f.write(List.of(krc)), f.name());
        }
        String fens = new String(FenFormat.INSTANCE.write(List.of(krc)), StandardCharsets.UTF_8);
        assertTrue(fens.endsWith(" variant krc;\n"), fens);
        assertEquals(
                RuleSet.KRC,
                FenFormat.INSTANCE
                        .read(fens.getBytes(StandardCharsets.UTF_8))
                        .get(0)
                        .game()
                        .rules());
    }

    @Test
    void handWrittenEllipsesAndHalvesAsKoreanRandomChessSourcesWriteThem() {
        GameRecord r = read("[Rules \"krc\"]\n[Setup \"RNE-NER\"]\n\n1. c5 1. ... c6 2.Nc3 2\u2026Nc8 \u00bd-\u00bd\n")
                .get(0);
        assertTrue(r.problem().isEmpty(), r.problem().map(Object::toString).orElse(""));
        assertEquals(4, r.game().moves().size());
        assertEquals(GameResult.Outcome.DRAW, r.game().result().orElseThrow().outcome());
    }
}
