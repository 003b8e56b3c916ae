package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.GameResult.Outcome;
import janggi.notation.DisplayMove;
import janggi.text.LineReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** What published movetext holds besides moves: kept as comments, glyphs or variations, never dropped, never read as a move. */
class MovetextTest {
    private static List<GameRecord> read(String text) {
        return PgnFormat.INSTANCE.read(text.getBytes(StandardCharsets.UTF_8));
    }

    private static List<String> moves(GameRecord r) {
        return r.game().moves().stream().map(DisplayMove::of).toList();
    }

    @Test
    void annotationsProseFootnotesMarksAndEvaluationsAreKeptAndCheckRunsDropped() {
        GameRecord game = read("""
                        [Event "annotated"]

                        1. A6-B6 [Rh1#!!] B0-C2 (banzai) 2. B6-B5(1) {+/=} +/= I3-H3!?
                        3. B9-C7+++ 1-0 (diagram below)
                        """).get(0);
        assertEquals(Optional.empty(), game.problem());
        assertEquals(List.of("A6-B6", "B0-C2", "B6-B5", "I3-H3", "B9-C7"), moves(game));
        assertEquals(Map.of(1, "[Rh1#!!]", 3, "+/= +/=", 5, "(diagram below)"), game.comments());
        assertEquals(Map.of(2, List.of("banzai"), 3, List.of("1")), game.variations());
        assertEquals(Map.of(4, List.of(Nag.INTERESTING)), game.nags());
        assertEquals(Outcome.CHO_WINS, game.game().result().orElseThrow().outcome());
    }

    @Test
    void aBracketLeftOpenAtTheEndStopsTheGameWithItsLine() {
        for (String open : List.of("{never closed", "(never closed", "[never closed")) {
            GameRecord game =
                    read("[Event \"x\"]\n\n1. A6-B6 B0-C2\n2. " + open + "\n").get(0);
            assertEquals(2, game.game().moves().size());
            assertTrue(
                    game.problem().orElseThrow().toString().startsWith("line 4: ")
                            && game.problem().orElseThrow().toString().contains("never closed"),
                    game.problem().toString());
        }
    }

    @Test
    void textAfterAResultThatIsNoCommentStartsTheNextGame() {
        List<GameRecord> games = read("[Event \"x\"]\n\n1. A6-B6 1-0 and then prose\n");
        assertEquals(2, games.size());
        assertEquals(Optional.empty(), games.get(0).problem());
        assertTrue(games.get(1).problem().isPresent(), "prose is no game: it stops, never vanishes");
    }

    @Test
    void anUnreadableResultTagGivesWayToTheMovetextsResult() {
        GameRecord game =
                read("[Event \"x\"]\n[Result \"1-0]\n\n1. A6-B6 0-1\n").get(0);
        assertEquals(Optional.empty(), game.problem());
        assertEquals(Outcome.HAN_WINS, game.game().result().orElseThrow().outcome());
    }

    @Test
    void aTagValueOfAnyLengthUnderTheLineLimitIsRead() {
        String value = "a".repeat(LineReader.MAX_BYTES - 20);
        GameRecord game = read("[Event \"" + value + "\"]\n\n1. A6-B6 *\n").get(0);
        assertEquals(value, game.tags().get("Event"));
    }

    @Test
    void aLineOverTheLimitInBytesStopsOnlyItsOwnGame() {
        // Three bytes a character: under the limit in characters, over it in bytes.
        String wide = "\uac00".repeat(LineReader.MAX_BYTES / 3 + 1);
        List<GameRecord> games =
                read("[Event \"one\"]\n\n1. A6-B6 {" + wide + "} B0-C2 *\n\n[Event \"two\"]\n\n1. A6-B6 *\n");
        assertEquals(2, games.size());
        assertEquals(0, games.get(0).game().moves().size());
        assertTrue(games.get(0).problem().orElseThrow().toString().contains("longer than 65536 bytes"));
        assertEquals(Optional.empty(), games.get(1).problem());
    }

    @Test
    void controlsAndBidiOverridesInTagsAndCommentsAreReplacedWhenRead() {
        GameRecord game = read("[Ev\u001bent \"a\u202eb\u2028c\"]\n\n{x\u0007y} 1. A6-B6 *\n")
                .get(0);
        assertEquals("a?b?c", game.tags().get("Ev?ent"));
        assertEquals("x?y", game.comments().get(0));
        String written = new String(PgnFormat.INSTANCE.write(List.of(game)), StandardCharsets.UTF_8);
        assertFalse(written.chars().anyMatch(c -> c == 0x1b || c == 0x7 || c == 0x202e || c == 0x2028), written);
    }

    /**
     * The five published Korean Random Chess games are not kept here (their source withholds
     * them); a game of our own, annotated in each way they are, stands in: it reads to its mate.
     */
    @Test
    void aKoreanRandomChessGameAnnotatedAsPublishedGamesAreReadsToItsEnd() throws Exception {
        byte[] data = MovetextTest.class
                .getResourceAsStream("/krc/annotated-game.pgn")
                .readAllBytes();
        GameRecord game = PgnFormat.INSTANCE.read(data).get(0);
        assertEquals(Optional.empty(), game.problem());
        assertEquals(108, game.game().moves().size());
        assertEquals(
                janggi.core.GameResult.Termination.CHECKMATE,
                game.game().result().orElseThrow().termination());
        assertEquals(Outcome.HAN_WINS, game.game().result().orElseThrow().outcome());
        assertTrue(game.comments().containsValue("[Ri3!?]"), game.comments().toString());
    }

    @Test
    void aWordOrFieldOfAnyLengthUnderTheLineLimitIsReadByEveryFormatWithoutOverflow() {
        String word = "79졸78" + "9".repeat(LineReader.MAX_BYTES - 100);
        List<String> texts = List.of(
                "[Event \"x\"]\n\n1. " + word + " *\n",
                "[대회명 \"x\"]\n\n1. " + word + "\n",
                "position startpos moves " + word + "\n",
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 " + word + "\n",
                "1. swap b9 c9\n1... pass\n2. " + word + "\n");
        for (RecordFormat format : Records.formats()) {
            for (String text : texts) {
                try {
                    format.read(text.getBytes(StandardCharsets.UTF_8));
                } catch (janggi.notation.NotationException notThisFormat) {
                    assertFalse(notThisFormat.getMessage().contains("\n"));
                }
            }
        }
    }
}
