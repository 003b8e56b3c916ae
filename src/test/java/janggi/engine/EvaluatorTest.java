package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class EvaluatorTest {
    private final Evaluator evaluator = new Evaluator();

    private int evaluate(String fen) {
        return evaluator.evaluate(Fen.parse(fen, RuleSet.JANGGI));
    }

    /** The same position seen from the other side: ranks reversed, colours swapped, the other side to move. */
    private static String mirrored(String fen) {
        String[] fields = fen.split(" ");
        String[] ranks = fields[0].split("/");
        StringBuilder board = new StringBuilder();
        for (int i = ranks.length - 1; i >= 0; i--) {
            for (char c : ranks[i].toCharArray()) {
                board.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
            }
            board.append(i > 0 ? "/" : "");
        }
        return board + (fields[1].equals("w") ? " b" : " w") + " - - 0 1";
    }

    @ParameterizedTest
    @ValueSource(
            strings = {
                Fen.START,
                "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/2P6/P3P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1",
                "3ak4/4a4/4c4/9/4R4/2N6/9/9/4A4/3K5 w - - 0 1",
                "4k4/9/9/9/9/9/4n4/9/4K4/4C4 b - - 0 1",
            })
    void scoresAPositionAndItsMirrorAlike(String fen) {
        assertEquals(evaluate(fen), evaluate(mirrored(fen)), mirrored(fen));
    }

    @Test
    void theSymmetricStartIsWorthOnlyTheMoveToWhoeverHasIt() {
        assertEquals(Evaluator.TEMPO, evaluate(Fen.START));
        assertEquals(Evaluator.TEMPO, evaluate(Fen.START.replace(" w ", " b ")));
    }

    @Test
    void aCannonOutweighsAHorseInTheOpening() {
        String choLostACannon = "r1ba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/7C1/4K4/RNBA1ABNR w - - 0 1";
        String choLostAHorse = "rnba1abnr/4k4/7c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/R1BA1ABNR w - - 0 1";
        assertTrue(evaluate(choLostACannon) < evaluate(choLostAHorse));
    }

    @Test
    void aChariotAttackedByASoldierIsThreatenedEvenWhenDefended() {
        int attacked = evaluator.threats(Fen.parse("5k3/9/9/9/pp7/R8/9/9/9/3K5 w - - 0 1", RuleSet.JANGGI));
        int clear = evaluator.threats(Fen.parse("5k3/9/9/9/pp7/8R/9/9/9/3K5 w - - 0 1", RuleSet.JANGGI));
        assertEquals(0, clear);
        assertTrue(attacked < 0, "threats " + attacked);
    }

    @Test
    void anUndefendedHorseUnderAttackHangsAndADefendedOneDoesNot() {
        int hanging = evaluator.threats(Fen.parse("5k3/9/r8/9/9/9/N8/9/9/3K5 w - - 0 1", RuleSet.JANGGI));
        int defended = evaluator.threats(Fen.parse("5k3/9/r8/9/9/9/NP7/9/9/3K5 w - - 0 1", RuleSet.JANGGI));
        assertTrue(hanging < 0, "threats " + hanging);
        assertEquals(0, defended);
    }

    @Test
    void theThreatsOfAPositionAndItsMirrorCancel() {
        String fen = "5k3/9/r8/9/pp7/R8/N8/9/9/3K5 w - - 0 1";
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        assertTrue(evaluator.threats(pos) != 0);
        assertEquals(-evaluator.threats(pos), evaluator.threats(Fen.parse(mirrored(fen), RuleSet.JANGGI)));
    }

    @Test
    void theCacheAnswersAsAFreshEvaluationWould() {
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        for (int ply = 0; ply < 60; ply++) {
            int[] moves = pos.legalMoves();
            // Walk forward, and now and then step back, so positions are met again and keys differ by side to move.
            if (ply % 7 == 6) {
                pos.undo();
            } else {
                pos.make(moves[(ply * 31) % moves.length]);
            }
            assertEquals(new Evaluator().evaluate(pos), evaluator.evaluate(pos), Fen.of(pos));
        }
    }
}
