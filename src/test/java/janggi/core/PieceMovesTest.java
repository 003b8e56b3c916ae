package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * How each piece moves (docs/rules.md, Pieces), one test per rule: a small position as an
 * interchange FEN (ranks 10 to 1, Cho "w" uppercase on ranks 1-4) and the legal moves of one
 * piece spelled out as sorted UCI strings. A pass is the general's square to itself
 * ({@code e2e2}), so it appears among the general's moves where it is legal.
 *
 * <p>Every expected list was checked against Fairy-Stockfish 11.1 ({@code go perft 1}, variant
 * janggi unless a test names another rule set; martin with the janggimartin.ini kept with the
 * perft data) when it was written. No position has the two generals facing each other.
 */
class PieceMovesTest {

    /** The sorted legal moves of the piece on {@code square}, which must belong to the side to move. */
    private static List<String> movesOf(String fen, String square) {
        return movesOf(fen, RuleSet.JANGGI, square);
    }

    private static List<String> movesOf(String fen, RuleSet rules, String square) {
        Position pos = Fen.parse(fen, rules);
        int from = square(square);
        int piece = pos.pieceAt(from);
        assertEquals(
                pos.sideToMove(),
                Piece.isEmpty(piece) ? null : Piece.side(piece),
                "the test's piece on " + square + " must belong to the side to move in " + fen);
        return Arrays.stream(pos.legalMoves())
                .filter(m -> Move.from(m) == from)
                .mapToObj(UciMove::of)
                .sorted()
                .toList();
    }

    private static int square(String name) {
        return Square.of(name.charAt(0) - 'a', Integer.parseInt(name.substring(1)) - 1);
    }

    /** Space-separated UCI moves, written sorted in the tests; sorted again so a slip cannot hide. */
    private static List<String> moves(String spelled) {
        return spelled.isEmpty()
                ? List.of()
                : Arrays.stream(spelled.split(" ")).sorted().toList();
    }

    // ---- Cannon ----

    @Test
    @DisplayName("a cannon cannot jump over a cannon, its own or the enemy's")
    void cannonCannotJumpOverACannon() {
        // c5: own cannon c7 above (Han chariot c9 beyond), Han cannon f5 to the right (Han horse h5
        // beyond), Cho soldier c3 below: only the soldier is a screen.
        assertEquals(moves("c5c1 c5c2"), movesOf("5k3/2r6/9/2C6/9/2C2c1n1/9/2P6/9/3K5 w - - 0 1", "c5"));
        assertEquals(
                moves(""), movesOf("3k5/9/9/9/9/1C7/9/1C7/9/5K3 w - - 0 1", "b3"), "own cannon on b5 is no screen");
        assertEquals(
                moves("b3b10 b3b6 b3b7 b3b8 b3b9"),
                movesOf("3k5/9/9/9/9/1P7/9/1C7/9/5K3 w - - 0 1", "b3"),
                "the same with a soldier on b5");
    }

    @Test
    @DisplayName("a cannon cannot capture a cannon")
    void cannonCannotCaptureACannon() {
        // Screens b5 (Cho soldier) and d3 (Han soldier); Han cannons on b8 and g3 beyond them.
        assertEquals(moves("b3b6 b3b7 b3e3 b3f3"), movesOf("5k3/9/1c7/9/9/1P7/9/1C1p2c2/9/4K4 w - - 0 1", "b3"));
    }

    @Test
    @DisplayName("a cannon captures the first non-cannon beyond exactly one screen")
    void cannonCapturesBeyondExactlyOneScreen() {
        // Up: screen b5, captures the chariot b8, not the horse b10 behind it.
        // Right: screen d3 (an enemy soldier), captures the elephant g3, nothing beyond.
        assertEquals(
                moves("b3b6 b3b7 b3b8 b3e3 b3f3 b3g3"), movesOf("1n3k3/9/1r7/9/9/1P7/9/1C1p2b2/9/4K4 w - - 0 1", "b3"));
    }

    @Test
    @DisplayName("a cannon cannot move or capture without a screen")
    void cannonCannotMoveWithoutAScreen() {
        // Open file and rank; the Han horse on i5 is the first piece on its rank, with nothing between.
        assertEquals(moves(""), movesOf("5k3/9/9/9/9/2C5n/9/9/9/3K5 w - - 0 1", "c5"));
    }

    @Test
    @DisplayName(
            "a cannon jumps along a palace diagonal from a corner over a non-cannon on the centre to the opposite corner")
    void cannonJumpsAlongAPalaceDiagonal() {
        assertEquals(
                moves("d10f8"),
                movesOf("3C5/4ak3/9/9/9/9/9/9/9/4K4 w - - 0 1", "d10"),
                "over the guard on e9 to f8, and no further (not g7)");
        assertEquals(
                moves("d1f3"),
                movesOf("3k5/9/9/9/9/9/9/5n3/4AK3/3C5 w - - 0 1", "d1"),
                "over its own guard on e2, capturing the horse on f3");
    }

    @Test
    @DisplayName("a cannon cannot jump a palace diagonal over a cannon on the centre")
    void cannonCannotJumpAPalaceDiagonalOverACannon() {
        assertEquals(moves(""), movesOf("5r3/4ck3/3C5/9/9/9/9/9/9/3K5 w - - 0 1", "d8"));
    }

    @Test
    @DisplayName("a cannon cannot jump a palace diagonal when the centre is empty")
    void cannonCannotJumpAPalaceDiagonalWithoutAScreen() {
        assertEquals(moves(""), movesOf("5r3/5k3/3C5/9/9/9/9/9/9/3K5 w - - 0 1", "d8"));
    }

    @Test
    @DisplayName("a cannon cannot capture a cannon in the far palace corner")
    void cannonCannotCaptureACannonAlongAPalaceDiagonal() {
        assertEquals(moves(""), movesOf("5c3/4ak3/3C5/9/9/9/9/9/9/3K5 w - - 0 1", "d8"));
    }

    // ---- Chariot ----

    @Test
    @DisplayName(
            "a chariot runs along a palace diagonal from a corner through the centre to the far corner, in either palace, and no further")
    void chariotRunsAlongAPalaceDiagonalFromACorner() {
        // Its own soldiers c10, e10, d9 close the file and the rank.
        assertEquals(
                moves("d10e9 d10f8"),
                movesOf("2PRP4/3P1k3/9/9/9/9/9/9/9/4K4 w - - 0 1", "d10"),
                "Han palace: not on to g7");
        // Han soldiers c3, e3, d4 close the rank and the upward file.
        assertEquals(
                moves("d3d1 d3d2 d3e2 d3f1"),
                movesOf("3k5/9/9/9/9/9/3p5/2prp4/5K3/9 b - - 0 1", "d3"),
                "Cho palace, a Han chariot");
    }

    @Test
    @DisplayName("a chariot on the palace centre reaches all four corners, and no further")
    void chariotRunsFromThePalaceCentreToAllFourCorners() {
        // Guards d2, f2, horse e3 and general e1 close the orthogonal lines; not on to c4 or g4.
        assertEquals(moves("e2d1 e2d3 e2f1 e2f3"), movesOf("3k5/9/9/9/9/9/9/4N4/3ARA3/4K4 w - - 0 1", "e2"));
    }

    @Test
    @DisplayName("a chariot on a palace diagonal is stopped by a piece on the centre")
    void chariotOnAPalaceDiagonalIsBlockedByThePieceOnTheCentre() {
        assertEquals(
                moves("d10e9"),
                movesOf("2PRP4/3Pak3/9/9/9/9/9/9/9/4K4 w - - 0 1", "d10"),
                "captures the guard on e9, cannot reach f8");
    }

    // ---- Horse and elephant ----

    @Test
    @DisplayName("a horse is blocked by a piece on its leg: both moves on that side")
    void horseIsBlockedByAPieceOnItsLeg() {
        assertEquals(
                moves("e5c4 e5c6 e5d3 e5d7 e5f3 e5f7 e5g4 e5g6"),
                movesOf("3k5/9/9/9/9/4N4/9/9/9/5K3 w - - 0 1", "e5"),
                "free horse");
        assertEquals(
                moves("e5d3 e5f3 e5g4 e5g6"),
                movesOf("3k5/9/9/9/4P4/3pN4/9/9/9/5K3 w - - 0 1", "e5"),
                "own soldier e6 blocks d7 and f7, Han soldier d5 blocks c4 and c6");
    }

    @Test
    @DisplayName("an elephant is blocked by a piece on its first (orthogonal) step")
    void elephantIsBlockedOnItsFirstStep() {
        assertEquals(
                moves("e5b3 e5b7 e5c2 e5g2 e5h3 e5h7"),
                movesOf("3k5/9/9/9/4p4/4B4/9/9/9/5K3 w - - 0 1", "e5"),
                "e6 blocks c8 and g8");
    }

    @Test
    @DisplayName("an elephant is blocked by a piece on its second (diagonal) step")
    void elephantIsBlockedOnItsDiagonalStep() {
        assertEquals(
                moves("e5b3 e5b7 e5c2 e5c8 e5g2 e5g8 e5h3"),
                movesOf("3k5/9/9/9/6p2/4B4/9/9/9/5K3 w - - 0 1", "e5"),
                "g6 (after f5) blocks only h7");
    }

    // ---- Soldier ----

    @Test
    @DisplayName("a soldier steps forward or sideways, never backward")
    void soldierStepsForwardOrSideways() {
        assertEquals(
                moves("c5b5 c5c6 c5d5"), movesOf("3k5/9/9/9/9/2P6/9/9/9/5K3 w - - 0 1", "c5"), "Cho: forward is up");
        assertEquals(
                moves("g6f6 g6g5 g6h6"), movesOf("3k5/9/9/9/6p2/9/9/9/9/5K3 b - - 0 1", "g6"), "Han: forward is down");
    }

    @Test
    @DisplayName("inside the enemy palace a soldier also steps diagonally forward along a drawn diagonal")
    void soldierStepsDiagonallyForwardInTheEnemyPalace() {
        assertEquals(
                moves("d8c8 d8d9 d8e8 d8e9"), movesOf("9/9/3P1k3/9/9/9/9/9/9/4K4 w - - 0 1", "d8"), "corner to centre");
        assertEquals(
                moves("e9d10 e9d9 e9e10 e9f10 e9f9"),
                movesOf("9/4P4/5k3/9/9/9/9/9/9/4K4 w - - 0 1", "e9"),
                "centre to both far corners, never back to d8 or f8");
        assertEquals(
                moves("d3c3 d3d2 d3e2 d3e3"),
                movesOf("3k5/9/9/9/9/9/9/3p5/9/5K3 b - - 0 1", "d3"),
                "a Han soldier in Cho's palace");
    }

    @Test
    @DisplayName("a soldier has no diagonal step off the drawn diagonals")
    void soldierHasNoDiagonalStepOffThePalaceDiagonals() {
        assertEquals(
                moves("e8d8 e8e9 e8f8"),
                movesOf("3k5/9/4P4/9/9/9/9/9/9/4K4 w - - 0 1", "e8"),
                "middle of the palace's near side: no d9 or f9");
    }

    @Test
    @DisplayName("a soldier on the last rank moves only sideways")
    void soldierOnTheLastRankMovesOnlySideways() {
        assertEquals(moves("a10b10"), movesOf("P4k3/9/9/9/9/9/9/9/9/4K4 w - - 0 1", "a10"));
        assertEquals(
                moves("d10c10 d10e10"),
                movesOf("3P5/9/5k3/9/9/9/9/9/9/4K4 w - - 0 1", "d10"),
                "palace corner: the diagonal to e9 would be backward");
    }

    // ---- General and guard ----

    @Test
    @DisplayName("a general cannot leave its palace")
    void generalCannotLeaveThePalace() {
        assertEquals(
                moves("f3e2 f3e3 f3f2 f3f3"),
                movesOf("3k5/9/9/9/9/9/9/5K3/9/9 w - - 0 1", "f3"),
                "corner f3: not f4, g3, g4 or g2 (f3f3 is the pass)");
        assertEquals(
                moves("f10e10 f10e9 f10f10 f10f9"),
                movesOf("5k3/9/9/9/9/9/9/9/9/3K5 b - - 0 1", "f10"),
                "Han's corner f10: not g10, g9 (f10f10 is the pass)");
    }

    @Test
    @DisplayName("a general steps diagonally only along the palace diagonals")
    void generalStepsDiagonallyOnlyAlongThePalaceDiagonals() {
        assertEquals(
                moves("d2d1 d2d2 d2d3 d2e2"),
                movesOf("5k3/9/9/9/9/9/9/9/3K5/9 w - - 0 1", "d2"),
                "middle of a palace side: no diagonal (d2d2 is the pass)");
        assertEquals(
                moves("e2d1 e2d2 e2d3 e2e1 e2e2 e2e3 e2f1 e2f2 e2f3"),
                movesOf("5k3/9/9/9/9/9/9/9/4K4/9 w - - 0 1", "e2"),
                "centre: all eight, and the pass");
    }

    @Test
    @DisplayName("a guard cannot leave its palace")
    void guardCannotLeaveThePalace() {
        assertEquals(moves("d1d2 d1e1 d1e2"), movesOf("3k5/9/9/9/9/9/9/9/5K3/3A5 w - - 0 1", "d1"), "not c1 or c2");
        assertEquals(
                moves("f8e8 f8e9 f8f9"),
                movesOf("3k5/9/5a3/9/9/9/9/9/9/4K4 b - - 0 1", "f8"),
                "Han guard: not f7, g8, g7 or e7");
    }

    @Test
    @DisplayName("a guard steps diagonally only along the palace diagonals")
    void guardStepsDiagonallyOnlyAlongThePalaceDiagonals() {
        assertEquals(moves("e3d3 e3e2 e3f3"), movesOf("3k5/9/9/9/9/9/9/4A4/9/4K4 w - - 0 1", "e3"), "no d2 or f2");
        assertEquals(moves("e8d8 e8e9 e8f8"), movesOf("3k5/9/4a4/9/9/9/9/9/9/5K3 b - - 0 1", "e8"), "no d9 or f9");
    }

    // ---- Own general attacked ----

    @Test
    @DisplayName("a pinned piece may not leave the line to its general")
    void pinnedPieceMayNotLeaveThePin() {
        assertEquals(
                moves(""), movesOf("3k5/9/4r4/9/9/9/9/4N4/4K4/9 w - - 0 1", "e3"), "a horse pinned by the chariot e8");
        assertEquals(
                moves("e3e4 e3e5 e3e6 e3e7 e3e8"),
                movesOf("3k5/9/4r4/9/9/9/9/4R4/4K4/9 w - - 0 1", "e3"),
                "a pinned chariot moves only along the pin");
    }

    @Test
    @DisplayName("a move may not leave exactly one screen between an enemy cannon and its own general")
    void moveMayNotCreateACannonScreenAgainstItsOwnGeneral() {
        assertEquals(
                moves("d5c5 d5d6"),
                movesOf("3k5/9/4c4/9/9/3P5/9/9/4K4/9 w - - 0 1", "d5"),
                "the soldier may not step onto e5, between the cannon e8 and the general e2");
        assertEquals(
                moves("e5e3 e5e4"),
                movesOf("3k5/9/4c4/9/4N4/4R4/9/9/4K4/9 w - - 0 1", "e5"),
                "the chariot may not leave the file: the horse e6 would be the only screen");
    }

    @Test
    @DisplayName("a piece on the leg of an enemy horse or elephant aimed at its general may not leave it")
    void pieceOnTheLegOfAnAttackingLeaperIsPinned() {
        assertEquals(
                moves("d3d4"),
                movesOf("3k5/9/9/9/9/9/3n5/3P5/4K4/9 w - - 0 1", "d3"),
                "the soldier d3 blocks the horse d4 from e2: it may only take the horse");
        assertEquals(
                moves(""),
                movesOf("3k5/9/9/9/9/6b2/9/5R3/4K4/9 w - - 0 1", "f3"),
                "the chariot f3 blocks the elephant g5 (by g4 and f3) from e2");
    }

    @Test
    @DisplayName("a piece on a palace diagonal between an enemy chariot and its general is pinned")
    void pinAlongAPalaceDiagonal() {
        assertEquals(
                moves("e2d3"),
                movesOf("3k5/9/9/9/9/9/9/3r5/4A4/5K3 w - - 0 1", "e2"),
                "the guard e2 stands between the chariot d3 and the general f1: it may only take the chariot");
    }

    // ---- Pass ----

    @Test
    @DisplayName("a pass is legal in the start position under janggi, casual, modern and traditional")
    void passIsLegalInTheStartPosition() {
        for (RuleSet rules : List.of(RuleSet.JANGGI, RuleSet.CASUAL, RuleSet.MODERN, RuleSet.TRADITIONAL)) {
            assertEquals(moves("e2d2 e2d3 e2e1 e2e2 e2e3 e2f2 e2f3"), movesOf(Fen.START, rules, "e2"), rules.name);
        }
    }

    @Test
    @DisplayName("under martin a pass is legal only when no other move exists")
    void martinPassesOnlyWhenNoOtherMoveExists() {
        assertEquals(
                moves("e2d2 e2d3 e2e1 e2e3 e2f2 e2f3"),
                movesOf(Fen.START, RuleSet.MARTIN, "e2"),
                "start position: no e2e2");
        assertEquals(
                moves("d1d1"),
                movesOf("5k3/9/9/9/9/4r4/9/9/r8/3K5 w - - 0 1", RuleSet.MARTIN, "d1"),
                "the lone general's d2, e1 and e2 are all attacked: the pass is the only move");
    }

    @Test
    @DisplayName("no pass in check")
    void noPassInCheck() {
        assertEquals(
                moves("e2d1 e2d2 e2d3 e2f1 e2f2 e2f3"),
                movesOf("3k5/9/4r4/9/9/9/9/9/4K4/R8 w - - 0 1", "e2"),
                "checked by the chariot e8: no e2e2");
    }
}
