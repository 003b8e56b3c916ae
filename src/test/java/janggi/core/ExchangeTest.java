package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** Static exchanges in small positions; Cho to move, Han's pieces in lower case. */
class ExchangeTest {
    /** General, guard, elephant, horse, chariot, cannon, soldier. */
    private static final int[] VALUES = {10_000, 300, 300, 500, 1300, 700, 200};

    private static int of(String fen, String move) {
        return Exchange.of(Fen.parse(fen, RuleSet.JANGGI), UciMove.parseShape(move), VALUES);
    }

    @Test
    void undefendedPieceIsWon() {
        assertEquals(200, of("3k5/9/9/9/9/p8/9/9/9/R3K4 w - - 0 1", "a1a5"));
    }

    @Test
    void chariotForSoldierLosesTheDifference() {
        assertEquals(200 - 1300, of("3k5/9/9/9/9/pp7/9/9/9/R3K4 w - - 0 1", "a1a5"));
    }

    @Test
    void chariotBehindTheFirstRetakes() {
        // Han's chariot may take back, but Cho's second chariot takes it in turn, so Han does better to stop.
        assertEquals(200, of("3k5/r8/9/9/9/p8/9/9/R8/R3K4 w - - 0 1", "a2a5"));
    }

    @Test
    void theCapturerIsTakenThroughThePointItLeft() {
        assertEquals(200 - 1300, of("3k5/9/9/9/9/9/p8/R8/4K4/r8 w - - 0 1", "a3a4"));
        // A cannon would need a screen on that line, and the capturer itself is no screen for it.
        assertEquals(200, of("3k5/9/9/9/9/9/p8/R8/4K4/c8 w - - 0 1", "a3a4"));
    }

    @Test
    void quietMoveOntoAnAttackedPointLosesThePiece() {
        String fen = "3k5/9/9/9/9/9/2p6/9/9/1N2K4 w - - 0 1";
        assertEquals(-500, of(fen, "b1c3"));
    }

    @Test
    void cannonCannotTakeCannon() {
        Position pos = Fen.parse("3k5/9/c8/9/9/9/P8/9/9/C3K4 w - - 0 1", RuleSet.JANGGI);
        assertEquals(
                Square.NONE, pos.cheapestAttacker(Move.to(UciMove.parseShape("a1a8")), Side.CHO.ordinal(), VALUES));
        assertEquals(500, of("3k5/9/n8/9/9/9/P8/9/9/C3K4 w - - 0 1", "a1a8"));
    }

    @Test
    void cheapestAttackerTakesFirst() {
        // The soldier takes the chariot; if the horse took back, Cho's chariot would take the horse.
        assertEquals(1300, of("3k5/9/3n5/9/R1r6/2P6/9/9/9/4K4 w - - 0 1", "c5c6"));
    }

    @Test
    void generalTakesOnlyWhatIsNotDefended() {
        assertEquals(200, of("3k5/9/9/9/9/9/9/9/4p4/4K4 w - - 0 1", "e1e2"));
        assertEquals(200 - 10_000, of("3k5/9/9/9/9/9/9/4p4/4p4/4K4 w - - 0 1", "e1e2"));
    }

    /** The exchange's quick look for the cheapest attacker, held to the move generator's moves onto the point. */
    @ParameterizedTest
    @MethodSource("janggi.core.RuleSet#all")
    void cheapestAttackerIsTheCheapestPieceThatCanMoveThere(RuleSet rules) {
        int[] found = new int[1];
        RandomGames.forEachPosition(rules, 8, 5, pos -> {
            for (Side by : Side.values()) {
                for (int sq = 0; sq < Square.COUNT; sq++) {
                    int p = pos.pieceAt(sq);
                    if (p != Piece.NONE && Piece.side(p) == by) {
                        continue;
                    }
                    int[] from = pos.attackers(sq, by);
                    int cheapest = pos.cheapestAttacker(sq, by.ordinal(), VALUES);
                    String where = by + " onto " + sq + " at ply " + pos.ply();
                    if (from.length == 0) {
                        assertEquals(Square.NONE, cheapest, where);
                        continue;
                    }
                    found[0]++;
                    int least =
                            Arrays.stream(from).map(f -> value(pos, f)).min().getAsInt();
                    assertTrue(Arrays.stream(from).anyMatch(f -> f == cheapest), where);
                    assertEquals(least, value(pos, cheapest), where);
                }
            }
        });
        assertTrue(found[0] > 10_000, "only " + found[0] + " attacked points");
    }

    private static int value(Position pos, int sq) {
        return VALUES[Piece.typeIndex(pos.pieceAt(sq))];
    }
}
