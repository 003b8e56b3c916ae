package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Endings.Verdict;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * {@link Endings}: what a game and a search are told when the rules end play. The endings one
 * by one, as a game sees them, are in {@link GameRulesTest} and {@link KrcRulesTest}.
 */
class EndingsTest {

    private static Position play(String fen, RuleSet rules, String moves) {
        Position pos = Fen.parse(fen, rules);
        for (String m : moves.split(" ")) {
            pos.make(UciMove.parse(m, pos));
        }
        return pos;
    }

    /**
     * The verdict a search reaches on the move after its root, judged with a game's repetition
     * rules: its {@link Endings} reads the checks off the root's moves, and it looks for a mate or
     * stalemate itself only when no rule has ended play.
     */
    private static Verdict searchVerdict(Position now) {
        Position root = now.copy();
        root.undo();
        Endings endings = new Endings(root);
        endings.judge(root, root.inCheck(), Endings.NO_TREE);
        root.make(now.lastMove());
        Verdict verdict = endings.judge(root, root.inCheck(), Endings.NO_TREE);
        if (verdict == null && root.legalMoves().length == 0) {
            return Endings.noMoves(root);
        }
        return verdict;
    }

    @Test
    void aGameAndASearchReachTheSameVerdictAtEveryPlyUnderEveryRuleSet() {
        Set<Termination> reached = EnumSet.noneOf(Termination.class);
        for (RuleSet rules : RuleSet.all()) {
            int[] plies = new int[1];
            RandomGames.forEachGame(rules, 40, 3, game -> {
                Position pos = game.position();
                Verdict search = searchVerdict(pos);
                GameResult result = game.result().orElse(null);
                String where = rules + ", " + Fen.of(pos) + " after " + UciMove.of(pos.lastMove());
                if (result == null) {
                    assertNull(search, where);
                } else {
                    assertEquals(result, GameResult.of(search, pos), where);
                    reached.add(result.termination());
                }
                plies[0]++;
            });
            assertTrue(plies[0] > 1000, rules + ": only " + plies[0] + " plies played");
        }
        // Stalemate, Kings Naked, Gollon and bare generals are too rare in random play to count on;
        // the tests of each rule show them.
        Set<Termination> expected = EnumSet.of(
                Termination.CHECKMATE,
                Termination.DOUBLE_PASS,
                Termination.BIKJANG,
                Termination.REPETITION,
                Termination.PERPETUAL_CHECK,
                Termination.MOVE_REPETITION,
                Termination.NO_CAPTURE_LIMIT);
        assertTrue(reached.containsAll(expected), "reached only " + reached);
    }

    @Test
    void insideASearchOneRepetitionEndsPlayAtOnce() {
        // Cho's chariot goes a9-a8-a9 and Han's general e10-e9-e10: the start position stands again.
        String fen = "4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1";
        String[] cycle = {"a9a8", "e10e9", "a8a9", "e9e10"};
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        Endings inTree = new Endings(pos);
        Endings inGame = new Endings(pos);
        Verdict treeVerdict = null;
        Verdict gameVerdict = null;
        for (String m : cycle) {
            pos.make(UciMove.parse(m, pos));
            treeVerdict = inTree.judge(pos, pos.inCheck(), 0);
            gameVerdict = inGame.judge(pos, pos.inCheck(), Endings.NO_TREE);
        }
        assertSame(Verdict.of(Termination.REPETITION, Outcome.CHO_WINS, true), treeVerdict);
        assertNull(gameVerdict, "a game goes on until the third occurrence");

        Endings rootedLater = new Endings(Fen.parse(fen, RuleSet.JANGGI));
        Position again = Fen.parse(fen, RuleSet.JANGGI);
        Verdict laterVerdict = null;
        for (String m : cycle) {
            again.make(UciMove.parse(m, again));
            laterVerdict = rootedLater.judge(again, again.inCheck(), 2);
        }
        assertNull(laterVerdict, "an occurrence before the root counts towards the rule's count only");
    }

    @Test
    void twoPassesWhileTheGeneralsFaceAreTwoPassesWhereFacingMeansNothing() {
        // Modern has no bikjang: with the generals facing, two passes end the game like any two
        // passes, by counting.
        Game game = Game.from(Fen.parse("9/4k4/9/9/9/4N4/p8/9/4K4/9 w - - 0 1", RuleSet.MODERN));
        for (String m : new String[] {"e5c4", "e9e9", "e2e2"}) {
            game.play(UciMove.parse(m, game.position()));
        }
        GameResult result = game.result().orElseThrow();
        assertEquals(Termination.DOUBLE_PASS, result.termination());
        assertEquals(Outcome.CHO_WINS, result.outcome());
        assertEquals(10, result.choHalfPoints(), "5 points for Cho");
        assertEquals(7, result.hanHalfPoints(), "3.5 points for Han, the komi included");
    }

    @Test
    void aMateOnTheMoveThatReachesTheNoCaptureLimitIsAMate() {
        Position pos = play("3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 99 80", RuleSet.JANGGI, "a8e8");
        assertEquals(100, pos.noCapturePlies());
        assertSame(
                Verdict.of(Termination.CHECKMATE, Outcome.CHO_WINS, false),
                new Endings(pos).judge(pos, true, Endings.NO_TREE));
    }

    @Test
    void aVerdictIsSharedSoThatJudgingAllocatesNothing() {
        assertSame(
                Verdict.of(Termination.REPETITION, Outcome.DRAW, false),
                Verdict.of(Termination.REPETITION, Outcome.DRAW, false));
    }
}
