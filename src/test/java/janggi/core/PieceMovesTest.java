package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * How each piece moves, one test per rule: a small position as FEN and the moves of one piece
 * spelled out in UCI notation. Every expected list was checked against Fairy-Stockfish 11.1
 * ({@code go perft 1}, variant janggi) when it was written.
 */
class PieceMovesTest {

    private static List<String> movesFrom(String fen, String square) {
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        int from = Move.from(UciMove.parseShape(square + square));
        return Arrays.stream(pos.legalMoves()).filter(m -> Move.from(m) == from)
                .mapToObj(UciMove::of).sorted().toList();
    }

    private static List<String> list(String moves) {
        return moves.isEmpty() ? List.of() : Arrays.stream(moves.split(" ")).sorted().toList();
    }

    @Test
    @DisplayName("a cannon cannot jump over a cannon")
    void cannonCannotJumpCannon() {
        String fen = "9/3k5/1p7/9/9/1C7/9/1C7/4K4/9 w - - 0 1";
        assertEquals(list(""), movesFrom(fen, "b3"), "b5's own cannon is no screen");
        assertEquals(list("b5b9 b5b10"), movesFrom(fen, "b5"), "over the soldier on b8, not back over the cannon");
    }

    @Test
    @DisplayName("a cannon cannot capture a cannon, but captures anything else beyond one screen")
    void cannonCannotCaptureCannon() {
        assertEquals(list("b3b6 b3b7"), movesFrom("9/3k5/1c7/9/9/1P7/9/1C7/4K4/9 w - - 0 1", "b3"));
        assertEquals(list("b3b6 b3b7 b3b8"), movesFrom("9/3k5/1r7/9/9/1P7/9/1C7/4K4/9 w - - 0 1", "b3"));
    }

    @Test
    @DisplayName("a cannon jumps along a palace diagonal over a non-cannon on the centre")
    void cannonAlongPalaceDiagonal() {
        assertEquals(list("d8f10"), movesFrom("5a3/4k4/3C5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"));
        assertEquals(list(""), movesFrom("3k1a3/9/3C5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"), "empty centre: no screen");
        assertEquals(list(""), movesFrom("3k1a3/4c4/3C5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"), "a cannon on the centre");
    }

    @Test
    @DisplayName("a chariot runs along the palace diagonals, from a corner or the centre, and stops at the palace edge")
    void chariotAlongPalaceDiagonal() {
        assertEquals(list("d8a8 d8b8 d8c8 d8d1 d8d2 d8d3 d8d4 d8d5 d8d6 d8d7 d8d9 d8d10 d8e8 d8e9 d8f10 d8f8 d8g8 d8h8 d8i8"),
                movesFrom("4k4/9/3R5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"));
        assertEquals(list("e2a2 e2b2 e2c2 e2d2 e2d3 e2e1 e2e3 e2e4 e2e5 e2e6 e2e7 e2e8 e2e9 e2e10 e2f1 e2f2 e2f3 e2g2 e2h2 e2i2"),
                movesFrom("5k3/9/9/9/9/9/9/9/4R4/3K5 w - - 0 1", "e2"), "from the centre; d1 holds its own general");
        assertEquals(list("d8a8 d8b8 d8c8 d8d1 d8d2 d8d3 d8d4 d8d5 d8d6 d8d7 d8d9 d8d10 d8e8 d8e9 d8f8 d8g8 d8h8 d8i8"),
                movesFrom("4k4/4p4/3R5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"), "the soldier on the centre blocks f10");
    }

    @Test
    @DisplayName("a horse is blocked by a piece on its leg")
    void horseLegBlocked() {
        assertEquals(list("e5c4 e5c6 e5d3 e5f3 e5g4 e5g6"), movesFrom("3k5/9/9/9/4P4/4N4/9/9/9/5K3 w - - 0 1", "e5"));
    }

    @Test
    @DisplayName("an elephant is blocked on its first step and on its diagonal step")
    void elephantBlocked() {
        assertEquals(list("e5b3 e5b7 e5c2 e5g2 e5h3 e5h7"), movesFrom("3k5/9/9/9/4P4/4B4/9/9/9/5K3 w - - 0 1", "e5"),
                "e6 blocks both forward moves");
        assertEquals(list("e5b3 e5b7 e5c2 e5c8 e5g2 e5h3 e5h7"), movesFrom("3k5/9/9/5P3/9/4B4/9/9/9/5K3 w - - 0 1", "e5"),
                "f7 blocks only g8");
    }

    @Test
    @DisplayName("a soldier steps forward or sideways, and diagonally forward along the enemy palace's lines")
    void soldierMoves() {
        assertEquals(list("c8b8 c8c9 c8d8"), movesFrom("3k5/9/2P6/9/9/9/9/9/9/5K3 w - - 0 1", "c8"), "outside a palace");
        assertEquals(list("d8c8 d8d9 d8e8 d8e9"), movesFrom("4k4/9/3P5/9/9/9/9/9/9/5K3 w - - 0 1", "d8"), "palace corner");
        assertEquals(list("e9d9 e9d10 e9e10 e9f9 e9f10"), movesFrom("9/4P4/5k3/9/9/9/9/9/9/3K5 w - - 0 1", "e9"),
                "palace centre, never back to f8");
        assertEquals(list("e4d4 e4e3 e4f4"), movesFrom("3k5/9/9/9/9/9/4p4/9/9/5K3 b - - 0 1", "e4"), "Han's forward is down");
    }

    @Test
    @DisplayName("a soldier on the last rank moves only sideways")
    void soldierOnLastRank() {
        assertEquals(list("a10b10"), movesFrom("P2k5/9/9/9/9/9/9/9/9/5K3 w - - 0 1", "a10"));
    }

    @Test
    @DisplayName("generals and guards stay in the palace, stepping diagonally only along its diagonals")
    void generalAndGuardConfinedToPalace() {
        assertEquals(list("d2d1 d2d2 d2d3 d2e2"), movesFrom("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2"),
                "middle of a palace side: no diagonal, no step out (d2d2 is the pass)");
        assertEquals(list("e2d1 e2d2 e2d3 e2e1 e2e2 e2e3 e2f1 e2f2 e2f3"), movesFrom("3k5/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2"));
        assertEquals(list("f3e3 f3f2"), movesFrom("3k5/9/9/9/9/9/9/5A3/4K4/9 w - - 0 1", "f3"),
                "corner guard: e2 holds the general, g3 and f4 are outside");
    }

    @Test
    @DisplayName("a pinned piece may not move, and no piece may become a screen for a cannon against its own general")
    void ownGeneralNeverLeftAttacked() {
        assertEquals(list(""), movesFrom("3k5/9/4r4/9/9/9/9/4N4/4K4/9 w - - 0 1", "e3"));
        assertEquals(list("d5c5 d5d6"), movesFrom("3k5/9/4c4/9/9/3P5/9/9/4K4/9 w - - 0 1", "d5"));
    }

    @Test
    @DisplayName("a pass is legal in the start position under every rule set but martin, and never in check")
    void passPerRuleSet() {
        for (RuleSet rules : RuleSet.all()) {
            Position start = Fen.parse(Fen.START, rules);
            assertEquals(rules != RuleSet.MARTIN, start.isLegal(UciMove.parseShape("e2e2")), rules.name);
        }
        Position checked = Fen.parse("3k5/9/4r4/9/9/9/9/9/4K4/R8 w - - 0 1", RuleSet.JANGGI);
        assertFalse(checked.isLegal(UciMove.parseShape("e2e2")));
    }
}
