package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.notation.Fen;
import janggi.notation.RuleWords;
import janggi.notation.UciMove;
import janggi.text.Texts;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/** Game-ending rules, one test per rule and rule set; positions as FEN, moves in UCI notation. */
class GameRulesTest {

    /** Cho's chariot on e5 stands between the generals (e9, e2); a Han soldier on a4 has moves that do not break a facing. */
    /** A Cho horse on e5 between the generals, about to leave their file (a chariot there would give check). */
    private static final String HORSE_BETWEEN_GENERALS = "9/4k4/9/9/9/4N4/p8/9/4K4/9 w - - 0 1";

    /** Han general boxed in by its cannons on d10 and f10; Cho's chariot on a8 can mate on e8. */
    private static final String BOXED_GENERAL = "3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1";

    /** As above, but a Cho soldier on e5 blocks the file and a Han horse on c8 can step between the generals. */
    private static final String BOXED_GENERAL_WITH_SOLDIER = "3ckc3/9/R1n6/9/9/4P4/9/9/4K4/9 w - - 0 1";

    /** A lone Han general on e10, a Cho chariot on a9 that can check it from a10 and a9 in turn. */
    private static final String CHASED_GENERAL = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";

    private static Game game(String fen, RuleSet rules) {
        return Game.from(Fen.parse(fen, rules));
    }

    private static Game start(RuleSet rules) {
        return Game.start(rules, Setup.STANDARD, Setup.STANDARD);
    }

    private static void play(Game game, String... moves) {
        for (String m : moves) {
            game.play(UciMove.parse(m, game.position()));
        }
    }

    private static List<String> legal(Game game) {
        return Arrays.stream(game.legalMoves()).mapToObj(UciMove::of).sorted().toList();
    }

    private static GameResult result(Game game) {
        return game.result().orElseThrow(() -> new AssertionError("the game should be over"));
    }

    @Test
    @DisplayName("two passes in a row end the game by counting under janggi and modern: Han wins by the komi")
    void twoPassesInARowEndTheGameByCountingWithTheKomi() {
        for (RuleSet rules : List.of(RuleSet.JANGGI, RuleSet.MODERN)) {
            Game g = start(rules);
            play(g, "e2e2", "e9e9");
            GameResult r = result(g);
            assertEquals(Outcome.HAN_WINS, r.outcome(), rules.name);
            assertEquals(Termination.DOUBLE_PASS, r.termination());
            assertEquals("Han wins on points 73.5 : 72 after two passes in a row", english(r));
            assertEquals(0, g.legalMoves().length);
        }
    }

    @Test
    @DisplayName("two passes in a row are a draw under casual and traditional")
    void twoPassesInARowDrawWithoutCounting() {
        for (RuleSet rules : List.of(RuleSet.CASUAL, RuleSet.TRADITIONAL)) {
            Game g = start(rules);
            play(g, "e2e2", "e9e9");
            assertEquals(Outcome.DRAW, result(g).outcome(), rules.name);
            assertEquals("Drawn by two passes in a row", english(result(g)));
        }
    }

    @Test
    @DisplayName("martin: no pass while another move exists")
    void martinAllowsNoPassWhileAnotherMoveExists() {
        Game g = start(RuleSet.MARTIN);
        assertFalse(legal(g).contains("e2e2"));
        assertThrows(IllegalMoveException.class, () -> g.play(UciMove.parseShape("e2e2")));
    }

    @Test
    @DisplayName("counting: the side with more points wins, Han adding 1.5")
    void countingGivesTheGameToTheSideWithMorePoints() {
        // Cho's chariot takes Han's soldier on a4: Cho 13 against Han 0 + 1.5; two passes end the game.
        Game g = game("9/3k5/9/9/9/R8/p8/9/4K4/9 w - - 0 1", RuleSet.JANGGI);
        play(g, "a5a4", "d9d9", "e2e2");
        assertEquals("Cho wins on points 13 : 1.5 after two passes in a row", english(result(g)));
    }

    @Test
    @DisplayName("bikjang (janggi): the faced side must break the facing or pass; a pass ends the game by counting")
    void aPassInBikjangEndsAJanggiGameByCounting() {
        Game g = game(HORSE_BETWEEN_GENERALS, RuleSet.JANGGI);
        play(g, "e5c4");
        assertTrue(g.position().bikjang());
        // The soldier's moves leave the generals facing, so only general moves off the file and the pass remain.
        assertEquals(List.of("e9d10", "e9d8", "e9d9", "e9e9", "e9f10", "e9f8", "e9f9"), legal(g));
        play(g, "e9e9");
        assertEquals(Termination.BIKJANG, result(g).termination());
        assertEquals("Cho wins on points 5 : 3.5 after bikjang", english(result(g)));
    }

    @Test
    @DisplayName("bikjang (traditional): a pass while the generals face ends the game drawn")
    void aPassInBikjangDrawsATraditionalGame() {
        Game g = game(HORSE_BETWEEN_GENERALS, RuleSet.TRADITIONAL);
        play(g, "e5c4", "e9e9");
        assertEquals(Outcome.DRAW, result(g).outcome());
        assertEquals(Termination.BIKJANG, result(g).termination());
    }

    @Test
    @DisplayName(
            "casual and modern: facing generals mean nothing; the soldier may move and a pass does not end the game")
    void facingGeneralsMeanNothingInCasualAndModern() {
        for (RuleSet rules : List.of(RuleSet.CASUAL, RuleSet.MODERN)) {
            Game g = game(HORSE_BETWEEN_GENERALS, rules);
            play(g, "e5c4");
            assertFalse(g.position().bikjang());
            assertTrue(legal(g).contains("a4b4"), rules.name);
            play(g, "e9e9");
            assertFalse(g.isOver(), rules.name);
        }
    }

    @Test
    @DisplayName("checkmate: the mated side loses")
    void theMatedSideLoses() {
        Game g = game(BOXED_GENERAL, RuleSet.JANGGI);
        play(g, "a8e8");
        assertEquals(Outcome.CHO_WINS, result(g).outcome());
        assertEquals("Cho wins by checkmate", english(result(g)));
    }

    @Test
    @DisplayName("Gollon's rule (martin): a mating piece defended only by its general along the open file draws")
    void aMateDefendedOnlyByTheGeneralAlongTheOpenFileDrawsUnderGollonsRule() {
        Game g = game(BOXED_GENERAL, RuleSet.MARTIN);
        play(g, "a8e8");
        assertEquals(Outcome.DRAW, result(g).outcome());
        assertEquals(Termination.GOLLON, result(g).termination());
    }

    @Test
    @DisplayName("Kings Naked rule (martin): whoever made the generals face can at best draw")
    void whoeverMadeTheGeneralsFaceCanAtBestDrawUnderTheKingsNakedRule() {
        Game martin = game(BOXED_GENERAL_WITH_SOLDIER, RuleSet.MARTIN);
        play(martin, "e5d5", "c8e7", "a8e8");
        assertEquals(Outcome.DRAW, result(martin).outcome());
        assertEquals(Termination.KINGS_NAKED, result(martin).termination());

        Game janggi = game(BOXED_GENERAL_WITH_SOLDIER, RuleSet.JANGGI);
        play(janggi, "e5d5", "c8e7", "a8e8");
        assertEquals(Outcome.CHO_WINS, result(janggi).outcome());
    }

    @Test
    @DisplayName("martin: the faced side must break the facing, and may not pass while it can")
    void martinMakesTheFacedSideBreakTheFacing() {
        Game g = game(BOXED_GENERAL_WITH_SOLDIER, RuleSet.MARTIN);
        play(g, "e5d5");
        assertEquals(List.of("c8e7", "c8e9"), legal(g));
    }

    @Test
    @DisplayName("repetition: the third occurrence ends janggi by counting, and draws casual, traditional and martin")
    void theThirdOccurrenceOfAPositionEndsTheGame() {
        String[] shuffle = {"b1c3", "b10c8", "c3b1", "c8b10"};
        Game janggi = start(RuleSet.JANGGI);
        play(janggi, shuffle);
        assertFalse(janggi.isOver());
        play(janggi, shuffle);
        assertEquals("Han wins on points 73.5 : 72 after repetition", english(result(janggi)));
        for (RuleSet rules : List.of(RuleSet.CASUAL, RuleSet.TRADITIONAL, RuleSet.MARTIN)) {
            Game g = start(rules);
            play(g, shuffle);
            play(g, shuffle);
            assertEquals(Outcome.DRAW, result(g).outcome(), rules.name);
            assertEquals(Termination.REPETITION, result(g).termination(), rules.name);
        }
    }

    @Test
    @DisplayName("repetition (modern): the game goes on after the third occurrence and ends at the fourth")
    void modernPlaysOnUntilTheFourthOccurrence() {
        String[] cycle = {"b1c3", "b10c8", "h1g3", "h10g8", "c3b1", "c8b10", "g3h1", "g8h10"};
        Game g = start(RuleSet.MODERN);
        play(g, cycle);
        play(g, cycle);
        assertFalse(g.isOver());
        play(g, cycle);
        assertEquals(Termination.REPETITION, result(g).termination());
        assertEquals(Outcome.HAN_WINS, result(g).outcome());
    }

    @Test
    @DisplayName("Kakao rule (modern): moving one piece back and forth four times loses")
    void movingOnePieceBackAndForthAFourthTimeLosesUnderModern() {
        Game g = start(RuleSet.MODERN);
        play(g, "b1c3", "b10c8", "c3b1", "h10g8", "b1c3", "c8b10");
        assertFalse(g.isOver());
        play(g, "c3b1");
        assertEquals(Outcome.HAN_WINS, result(g).outcome());
        assertEquals(Termination.MOVE_REPETITION, result(g).termination());
    }

    @Test
    @DisplayName("perpetual check: the side that checks with every move of the repetition loses")
    void theSideThatChecksWithEveryMoveOfARepetitionLoses() {
        Game g = game(CHASED_GENERAL, RuleSet.JANGGI);
        String[] cycle = {"a9a10", "e10e9", "a10a9", "e9e10"};
        play(g, cycle);
        play(g, cycle);
        assertEquals(Outcome.HAN_WINS, result(g).outcome());
        assertEquals(Termination.PERPETUAL_CHECK, result(g).termination());
    }

    @Test
    @DisplayName("no capture for 100 plies: counted under janggi, drawn under casual")
    void aHundredPliesWithoutACaptureEndTheGame() {
        String fen = "4k4/9/9/9/9/9/9/9/3K5/R8 w - - 99 80";
        Game janggi = game(fen, RuleSet.JANGGI);
        play(janggi, "a1a2");
        assertEquals("Cho wins on points 13 : 1.5 after the no-capture limit", english(result(janggi)));
        Game casual = game(fen, RuleSet.CASUAL);
        play(casual, "a1a2");
        assertEquals(Outcome.DRAW, result(casual).outcome());
        Game modern = game(fen, RuleSet.MODERN);
        play(modern, "a1a2");
        assertFalse(modern.isOver(), "modern allows 200 plies");
    }

    @Test
    @DisplayName("resignation, and draws by agreement only below 30 points each under counting rules")
    void resignationEndsTheGameAndDrawsNeedFewPointsUnderCounting() {
        Game g = start(RuleSet.JANGGI);
        assertFalse(g.agreeDraw(), "72 and 73.5 points are too many for a draw offer");
        g.resign(Side.CHO);
        assertEquals("Han wins by resignation", english(result(g)));

        Game casual = start(RuleSet.CASUAL);
        assertTrue(casual.agreeDraw());
        assertEquals("Drawn by agreement", english(result(casual)));
    }

    @Test
    @DisplayName("undo takes back the move and the result it brought")
    void undoTakesBackTheMoveAndTheResultItBrought() {
        Game g = start(RuleSet.JANGGI);
        play(g, "e2e2", "e9e9");
        assertTrue(g.isOver());
        assertThrows(IllegalMoveException.class, () -> g.play(UciMove.parseShape("b1c3")));
        g.undo();
        assertFalse(g.isOver());
        assertEquals(32, g.legalMoves().length);
    }

    /** The result in the words an English-speaking player reads. */
    private static String english(GameResult result) {
        return Texts.english().render(RuleWords.result(result));
    }
}
