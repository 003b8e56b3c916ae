package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.notation.Fen;
import java.net.URISyntaxException;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Every variant of the .gib files real programs write, read from a small file of its own (records/README.md). */
class GibVariantsTest {
    private static List<GameRecord> read(String name) {
        try {
            return Records.read(Path.of(
                    GibVariantsTest.class.getResource("/records/gib/" + name).toURI()));
        } catch (URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** The one game of a file, read to its end. */
    private static GameRecord whole(String name) {
        List<GameRecord> games = read(name);
        assertEquals(1, games.size(), name);
        assertEquals(Optional.empty(), games.get(0).problem(), name);
        return games.get(0);
    }

    @Test
    void strayBytesBetweenAndAfterEucKrGamesAreSkipped() {
        List<GameRecord> games = read("stray-bytes.gib");
        assertEquals(2, games.size());
        assertEquals(
                List.of(6, 4), games.stream().map(g -> g.game().moves().size()).toList());
        assertTrue(games.stream().allMatch(g -> g.problem().isEmpty()));
        assertEquals("0-1", games.get(1).tags().get("Result"), "the last game keeps its result");
        assertEquals("을", games.get(0).tags().get("Han"));
    }

    @Test
    void takesWrittenBeforeThePieceTakenAreCaptures() {
        GameRecord game = whole("ta-captures.gib");
        assertEquals(24, game.game().moves().size());
        assertEquals(Outcome.HAN_WINS, game.game().result().orElseThrow().outcome());
    }

    @Test
    void theOldSetupHeadersGiveTheSetups() {
        GameRecord game = whole("pojin-headers.gib");
        assertEquals("NBBN", game.game().setup(Side.CHO).orElseThrow().letters());
        assertEquals(20, game.game().moves().size());
        assertEquals(Outcome.DRAW, game.game().result().orElseThrow().outcome());
    }

    @Test
    void aSideInHangulIsReadAndAResultNamingTheLoserGoesToTheOtherSide() {
        GameRecord game = whole("hangul-side.gib");
        assertEquals(20, game.game().moves().size());
        assertEquals("0-1", game.tags().get("Result"), "초 접속 끊김 패: Cho lost by disconnection");
        assertEquals("Han wins by disconnection (초 접속 끊김 패)", game.tags().get("Termination"));
    }

    @Test
    void oldCoordinatesAndLetteredMovesGiveTheSameGameAsTheUsualPoints() {
        List<Integer> moves = whole("hangul-side.gib").game().moves();
        assertEquals(moves, whole("old-coordinates.gib").game().moves());
        GameRecord lettered = whole("lettered-moves.gib");
        assertEquals(moves, lettered.game().moves());
        assertEquals(RuleSet.MODERN, lettered.game().rules(), "장기 for Kakao plays modern rules");
        assertEquals(RecordRules.BY_SITE, lettered.tags().get(RecordRules.CHOSEN_BY));
        assertEquals("Cho wins by check (楚 장군승)", lettered.tags().get("Termination"));
    }

    @Test
    void theBoardHeaderGivesTheStartAndTheSideToMove() {
        GameRecord game = whole("handicap-board.gib");
        assertEquals(
                "rnba1abnr/4k4/1c5c1/p1p1p1p2/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ABNR b - - 0 1",
                Fen.of(game.game().startPosition()));
        assertEquals(3, game.game().moves().size());
    }

    @Test
    void theRulesComeFromTheSiteElseFromTheMoves() {
        List<GameRecord> games = read("bikjang-sites.gib");
        GameRecord kakao = games.get(0);
        assertEquals(RuleSet.MODERN, kakao.game().rules());
        assertEquals(Optional.empty(), kakao.problem());
        GameRecord unknown = games.get(1);
        assertEquals(RuleSet.MODERN, unknown.game().rules(), "janggi forbids the second move, modern allows it");
        assertEquals(RecordRules.BY_MOVES, unknown.tags().get(RecordRules.CHOSEN_BY));
        assertEquals(Optional.empty(), unknown.problem());
        GameRecord kbs = games.get(2);
        assertEquals(RuleSet.JANGGI, kbs.game().rules(), "a KBS game is read under the federation's rules");
        assertEquals(1, kbs.game().moves().size(), "and stops where they forbid the move");
        assertTrue(
                kbs.problem().orElseThrow().toString().contains("break the facing"),
                kbs.problem().toString());
    }

    @Test
    void theRulesTheUserNamesComeFirst() throws Exception {
        Path file = Path.of(GibVariantsTest.class
                .getResource("/records/gib/bikjang-sites.gib")
                .toURI());
        for (GameRecord game : Records.read(file, RuleSet.CASUAL)) {
            assertEquals(RuleSet.CASUAL, game.game().rules());
            assertEquals(Optional.empty(), game.problem());
            assertFalse(game.tags().containsKey(RecordRules.CHOSEN_BY));
        }
    }

    @Test
    void aRepetitionThePlayersPlayedOnPastIsNotedAndTheRecordedResultKept() {
        GameRecord game = read("played-on.gib").get(0);
        assertEquals(Optional.empty(), game.problem());
        assertEquals(10, game.game().moves().size());
        assertEquals(Outcome.HAN_WINS, game.game().result().orElseThrow().outcome());
        // The record's words say why: 한 기권승.
        assertEquals(Termination.RESIGNATION, game.game().result().orElseThrow().termination());
        assertEquals(1, game.notes().size());
        String note = game.notes().get(0).toString();
        assertTrue(note.contains("repetition") && note.contains("played on"), note);
        assertFalse(note.contains("breaks off"), note);
    }

    @Test
    void movesAfterTwoPassesStopTheRecord() {
        GameRecord game = read("played-on.gib").get(1);
        assertEquals(2, game.game().moves().size());
        assertEquals(Termination.DOUBLE_PASS, game.game().result().orElseThrow().termination());
        assertTrue(
                game.problem().orElseThrow().toString().contains("the game is over"),
                game.problem().toString());
    }

    @Test
    void gamesWithoutMovesStaySeparateAndEachResultIsRead() {
        List<GameRecord> games = read("results.gib");
        assertEquals(5, games.size());
        assertEquals(
                List.of("1-0", "1-0", "0-1", "1/2-1/2", "*"),
                games.stream().map(g -> g.tags().get("Result")).toList());
        for (RecordFormat format : List.of(GibFormat.INSTANCE, PgnFormat.INSTANCE)) {
            assertEquals(5, format.read(format.write(games)).size(), format.name());
        }
    }

    @Test
    void bytesThatAreNeitherUtf8NorEucKrAreRefusedWithTheirLine() {
        byte[] data = {'[', 'E', ' ', '"', 'x', '"', ']', '\n', '1', '.', ' ', (byte) 0x80, (byte) 0x80, '\n'};
        janggi.notation.NotationException e = org.junit.jupiter.api.Assertions.assertThrows(
                janggi.notation.NotationException.class, () -> GibFormat.INSTANCE.read(data));
        assertEquals("line 2 is neither UTF-8 nor EUC-KR text, so the file is no game record", e.getMessage());
    }
}
