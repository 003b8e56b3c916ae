package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@link Position#inCheck()} after a move looks only at the lines the move touched; here it must
 * agree with the full test, {@link Position#inCheck(Side)}, in every position of random games,
 * passes included, under every rule set.
 */
class CheckTest {

    static List<RuleSet> ruleSets() {
        return RuleSet.all();
    }

    @ParameterizedTest
    @MethodSource("ruleSets")
    void quickCheckTestAgreesWithTheFullOne(RuleSet rules) {
        SplittableRandom random = new SplittableRandom(7);
        int positions = 0;
        int checks = 0;
        for (int game = 0; game < 60; game++) {
            int g = game;
            Setup cho = Setup.random(rules, random);
            Position pos = Setup.startPosition(rules, cho, rules.shuffledWings ? cho : Setup.random(rules, random));
            for (int ply = 0; ply < 200; ply++) {
                boolean full = pos.inCheck(pos.sideToMove());
                assertEquals(full, pos.inCheck(), () -> "game " + g + ", " + pos.ply() + " plies in");
                positions++;
                checks += full ? 1 : 0;
                int[] legal = pos.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                pos.make(pickMove(legal, pos, random));
            }
        }
        assertTrue(checks > 100, "only " + checks + " checks in " + positions + " positions");
    }

    /** Half the time a capture when there is one, so that games open up and checks come often. */
    private static int pickMove(int[] legal, Position pos, SplittableRandom random) {
        if (random.nextBoolean()) {
            for (int m : legal) {
                if (!Move.isPass(m) && pos.pieceAt(Move.to(m)) != Piece.NONE) {
                    return m;
                }
            }
        }
        return legal[random.nextInt(legal.length)];
    }
}
