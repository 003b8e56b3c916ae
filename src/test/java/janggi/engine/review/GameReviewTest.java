package janggi.engine.review;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Score;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import janggi.record.Nag;
import janggi.record.PgnFormat;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class GameReviewTest {
    /** 1. A6-B6 B0-C2 2. B6-B5 A0-A1, Han's first move a blunder by the scores below. */
    private static Game game() {
        Game game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        for (String move : List.of("A6-B6", "B0-C2", "B6-B5", "A0-A1")) {
            game.play(DisplayMove.parse(move, game.position()));
        }
        return game;
    }

    private static int[] line(Game game, int ply, String... moves) {
        Position p = game.startPosition();
        for (int i = 0; i < ply; i++) {
            p.make(game.moves().get(i));
        }
        int[] line = new int[moves.length];
        for (int i = 0; i < moves.length; i++) {
            line[i] = DisplayMove.parse(moves[i], p);
            p.make(line[i]);
        }
        return line;
    }

    /** Scores for the side to move in each position; Han's first move throws away nine points. */
    private static GameReview review(Game game) {
        List<Assessment> assessed = new ArrayList<>();
        assessed.add(new Assessment(20, line(game, 0, "A6-B6"), false));
        assessed.add(new Assessment(-10, line(game, 1, "I3-H3", "B6-B5"), false));
        assessed.add(new Assessment(900, line(game, 2, "B9-C7"), false));
        assessed.add(new Assessment(-920, line(game, 3, "A0-A1"), false));
        assessed.add(new Assessment(880, line(game, 4, "B9-C7"), false));
        return GameReview.of(game, assessed);
    }

    @Test
    void aMoveThatThrowsAwayTheGameIsABlunderAndTheBestMoveIsNamed() {
        GameReview review = review(game());
        MoveReview blunder = review.moves().get(1);
        assertEquals(Side.HAN, blunder.mover());
        assertEquals(Mark.BLUNDER, blunder.mark());
        assertTrue(blunder.bestDiffers());
        assertEquals(900, blunder.after(), "evaluations are from Cho's side");
        assertEquals("I3-H3", DisplayMove.of(blunder.best()));
        assertEquals(1, review.side(Side.HAN).marks().get(Mark.BLUNDER));
        assertEquals(0, review.side(Side.CHO).marks().get(Mark.BLUNDER));
    }

    @Test
    void theEnginesOwnBestMoveLosesNothingByTheFirstSearchEvenWhenTheNextScoresItLower() {
        GameReview review = review(game());
        MoveReview last = review.moves().get(3);
        assertFalse(last.bestDiffers());
        assertEquals(0, last.loss());
        assertNull(last.mark());
        assertEquals(100, last.accuracy());
    }

    @Test
    void aSideThatPlaysTheBestMovesIsMoreAccurateThanOneThatBlunders() {
        GameReview review = review(game());
        assertTrue(review.side(Side.CHO).accuracy() > 90, "" + review.side(Side.CHO));
        assertTrue(review.side(Side.HAN).accuracy() < 60, "" + review.side(Side.HAN));
        assertEquals(5, review.choChances().size());
        assertTrue(review.choChances().get(2) > 0.8, "nine points up, Cho is winning");
    }

    @Test
    void theAnnotatedRecordHoldsEvaluationsTheMarkAndTheBestLineAndReadsBack() {
        Game game = game();
        GameRecord record = new GameRecord(game, Map.of("Event", "reviewed"));
        GameRecord annotated = review(game).annotate(record);
        assertEquals(List.of(Nag.BLUNDER), annotated.nags().get(2));
        assertEquals("[%eval 9.00]", annotated.comments().get(2));
        assertEquals("[%eval 0.10]", annotated.comments().get(1));
        assertEquals(List.of("1... I3-H3 2. B6-B5"), annotated.variations().get(2));
        GameRecord again = PgnFormat.readOne(PgnFormat.write(annotated));
        assertEquals(annotated.comments(), again.comments());
        assertEquals(annotated.nags(), again.nags());
        assertEquals(annotated.variations(), again.variations());
        GameRecord twice = review(game).annotate(again);
        assertEquals(annotated.comments(), twice.comments(), "a second review replaces the first");
        assertEquals(annotated.nags(), twice.nags());
        assertEquals(annotated.variations(), twice.variations());
    }

    @Test
    void pointsAreScoresOverAHundredAndMatesAreCountedInMoves() {
        assertEquals("+1.25", GameReview.points(125));
        assertEquals("-0.40", GameReview.points(-40));
        assertEquals("#3", GameReview.points(Score.MATE - 5));
        assertEquals("#-2", GameReview.points(-(Score.MATE - 4)));
    }

    /** Han's last move, the engine's own choice, lets Cho go from -0.6 to +9. */
    private static List<Assessment> slide(Game game) {
        List<Assessment> assessed = new ArrayList<>();
        assessed.add(new Assessment(20, line(game, 0, "A6-B6"), false));
        assessed.add(new Assessment(-10, line(game, 1, "B0-C2"), false));
        assessed.add(new Assessment(10, line(game, 2, "B6-B5"), false));
        assessed.add(new Assessment(60, line(game, 3, "A0-A1"), false));
        assessed.add(new Assessment(900, line(game, 4, "B9-C7"), false));
        return assessed;
    }

    @Test
    void aMoveTheEngineChoseThatTheNextSearchFindsLosingIsSearchedAgain() {
        Game game = game();
        assertEquals(List.of(3), GameReview.toRecheck(game, slide(game)));
        List<Assessment> foreseen = slide(game);
        foreseen.set(1, new Assessment(-880, line(game, 1, "B0-C2"), false));
        foreseen.set(3, new Assessment(-880, line(game, 3, "A0-A1"), false));
        assertEquals(List.of(), GameReview.toRecheck(game, foreseen), "the first search saw the loss coming");
    }

    @Test
    void whenTheDeeperSearchPlaysAnotherMoveTheEnginesOwnChoiceIsMarked() {
        Game game = game();
        List<Assessment> assessed = slide(game);
        GameReview.Recheck deeper = new GameReview.Recheck(new Assessment(60, line(game, 3, "I0-I1"), false), -850);
        MoveReview slid = GameReview.of(game, assessed, Map.of(), Map.of(3, deeper))
                .moves()
                .get(3);
        assertEquals(Mark.BLUNDER, slid.mark());
        assertEquals("I0-I1", DisplayMove.of(slid.best()));
        assertEquals(900, slid.after(), "the evaluation shown is the first search's");
        assertEquals(WinChance.of(60) - WinChance.of(-850), slid.loss(), 1e-12);
        assertNull(GameReview.of(game, assessed).moves().get(3).mark(), "without the deeper search, no mark");
    }

    @Test
    void whenTheDeeperSearchPlaysTheSameMoveItLosesNothing() {
        Game game = game();
        GameReview.Recheck deeper = new GameReview.Recheck(new Assessment(-700, line(game, 3, "A0-A1"), false), null);
        MoveReview same = GameReview.of(game, slide(game), Map.of(), Map.of(3, deeper))
                .moves()
                .get(3);
        assertEquals(0, same.loss());
        assertNull(same.mark());
    }

    @Test
    void aMoveNotTheBestIsJudgedByItsOwnScoreFromTheSamePosition() {
        Game game = game();
        List<Assessment> assessed = new ArrayList<>();
        assessed.add(new Assessment(20, line(game, 0, "A6-B6"), false));
        assessed.add(new Assessment(-10, line(game, 1, "I3-H3", "B6-B5"), false));
        // The next position's search, from Cho's turn, favours Cho: taken alone it would make a
        // blunder of Han's move, which searched alone from Han's turn costs a tenth of a soldier.
        assessed.add(new Assessment(500, line(game, 2, "B6-B5"), false));
        assessed.add(new Assessment(-20, line(game, 3, "A0-A1"), false));
        assessed.add(new Assessment(30, line(game, 4, "B9-C7"), false));
        assertEquals(List.of(1), GameReview.toSearchPlayed(game, assessed));
        assertEquals(Mark.BLUNDER, GameReview.of(game, assessed).moves().get(1).mark());
        MoveReview alone =
                GameReview.of(game, assessed, Map.of(1, -30), Map.of()).moves().get(1);
        assertNull(alone.mark());
        assertEquals(WinChance.of(-10) - WinChance.of(-30), alone.loss(), 1e-12);
        assertEquals("I3-H3", DisplayMove.of(alone.best()));
    }
}
