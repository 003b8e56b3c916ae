package janggi.core;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import janggi.notation.Fen;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.notation.UciMove;
import janggi.text.Texts;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.DisplayName;
import org.junit.jupiter.api.Test;

/**
 * Korean Random Chess rules (docs/rules.md, Korean Random Chess), one test per
 * rule; positions as FEN (Cho uppercase on ranks 1-4), moves in UCI notation.
 */
class KrcRulesTest {

    /** Cho's general on e1, a Cho soldier on d5 closing the d-file, Han's general on d10. */
    private static final String GENERAL_ON_E1 = "3k5/9/9/9/9/3P5/9/9/9/4K4 w - - 0 1";

    /** As above, with a Cho guard on e6, far outside its palace. */
    private static final String GUARD_ABROAD = "3k5/9/9/9/4A4/3P5/9/9/9/4K4 w - - 0 1";

    /** The guard on e6 touches a Han horse on d7 and a Han soldier on f7. */
    private static final String GUARD_IN_BANZAI = "3k5/9/9/3n1p3/4A4/3P5/9/9/9/4K4 w - - 0 1";

    private static Position krc(String fen) {
        return Fen.parse(fen, RuleSet.KRC);
    }

    private static List<String> legal(Position pos) {
        return Arrays.stream(pos.legalMoves()).mapToObj(UciMove::of).sorted().toList();
    }

    private static List<String> legalFrom(Position pos, String square) {
        return Arrays.stream(pos.legalMoves())
                .filter(m -> !Move.isPass(m))
                .mapToObj(UciMove::of)
                .sorted()
                .filter(m -> m.startsWith(square) && !Character.isDigit(m.charAt(square.length())))
                .toList();
    }

    private static GameResult result(Game game) {
        return game.result().orElseThrow(() -> new AssertionError("the game should be over"));
    }

    @Test
    @DisplayName("the general steps in 8 directions inside its palace, not only along the lines")
    void generalStepsInEightDirections() {
        assertEquals(List.of("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"), legalFrom(krc(GENERAL_ON_E1), "e1"));
        assertEquals(List.of("e1d1", "e1e2", "e1f1"), legalFrom(Fen.parse(GENERAL_ON_E1, RuleSet.CASUAL), "e1"));
    }

    @Test
    @DisplayName("a guard steps in 8 directions and may stand outside its palace")
    void guardLeavesThePalace() {
        assertEquals(
                List.of("e6d6", "e6d7", "e6e5", "e6e7", "e6f5", "e6f6", "e6f7"), legalFrom(krc(GUARD_ABROAD), "e6"));
        assertThrows(NotationException.class, () -> Fen.parse(GUARD_ABROAD, RuleSet.JANGGI));
        assertEquals(
                List.of("d1c1", "d1c2", "d1d2", "d1e1", "d1e2"),
                legalFrom(krc("3k5/9/9/9/9/3P5/9/9/9/3A1K3 w - - 0 1"), "d1"));
    }

    @Test
    @DisplayName("a guard outside its palace that can capture must capture, choosing among its captures")
    void banzai() {
        Position pos = krc(GUARD_IN_BANZAI);
        assertEquals(List.of("e6d7", "e6f7"), legal(pos));
        assertArrayEquals(new int[] {Square.of(4, 5)}, pos.banzaiGuards());
        Optional<Refusal> refusal = Refusal.of(pos, Square.of(4, 0), Square.of(4, 1));
        assertEquals(
                "banzai: your guard on e6 must capture",
                Texts.english().render(RuleWords.refusal(refusal.orElseThrow(), UciMove::square)));
    }

    @Test
    @DisplayName("two guards in banzai: either may capture")
    void twoGuardsInBanzai() {
        Position pos = krc("3k5/9/9/p4p3/1A2A4/3P5/9/9/9/4K4 w - - 0 1");
        assertEquals(List.of("b6a7", "e6f7"), legal(pos));
        assertArrayEquals(new int[] {Square.of(1, 5), Square.of(4, 5)}, pos.banzaiGuards());
    }

    @Test
    @DisplayName("a guard inside its own palace is not in banzai")
    void noBanzaiInsideThePalace() {
        Position pos = krc("3k5/9/9/9/9/3P5/9/2p6/3A5/4K4 w - - 0 1");
        assertTrue(legal(pos).containsAll(List.of("d2c3", "e1f1", "d5d6")));
        assertEquals(0, pos.banzaiGuards().length);
    }

    @Test
    @DisplayName("getting out of check comes first: in check, a guard in banzai need not capture")
    void checkBeforeBanzai() {
        Position pos = krc("3k5/9/9/3n1p3/4A4/3P5/9/9/9/r3K4 w - - 0 1");
        assertTrue(pos.inCheck());
        assertTrue(legal(pos).containsAll(List.of("e1e2", "e1f2")), legal(pos).toString());
        assertFalse(legal(pos).contains("e6d7"));
        assertEquals(0, pos.banzaiGuards().length);
    }

    @Test
    @DisplayName("a capture the general's safety forbids puts no guard in banzai")
    void pinnedGuardIsNotInBanzai() {
        Position pos = krc("4k4/9/9/9/9/3p5/4A4/9/9/4K4 w - - 0 1");
        assertFalse(legal(pos).contains("e4d5"));
        assertTrue(
                legal(pos).containsAll(List.of("e1e2", "e4e5", "e4e3")),
                legal(pos).toString());
        assertEquals(0, pos.banzaiGuards().length);
    }

    @Test
    @DisplayName("the palace diagonals carry no chariot, cannon or soldier")
    void noPalaceDiagonals() {
        String fen = "4k4/9/3P5/9/9/9/9/9/9/3R1K3 w - - 0 1";
        assertFalse(legal(krc(fen)).contains("d1e2"));
        assertTrue(legal(Fen.parse(fen, RuleSet.CASUAL)).contains("d1e2"));
        assertEquals(List.of("d8c8", "d8d9", "d8e8"), legalFrom(krc(fen), "d8"));
        String cannon = "4k4/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1";
        assertFalse(legal(krc(cannon)).contains("d1f3"));
        assertTrue(legal(Fen.parse(cannon, RuleSet.CASUAL)).contains("d1f3"));
    }

    @Test
    @DisplayName("a soldier reaching the last row becomes a captured piece of the player's choice")
    void promotionToACapturedPiece() {
        Position pos = krc("4k4/P8/9/9/9/9/9/9/9/3K5 w - - 0 1");
        assertEquals(List.of("a9a10a", "a9a10b", "a9a10c", "a9a10n", "a9a10r", "a9b9"), legalFrom(pos, "a9"));
        long before = pos.key();
        pos.make(UciMove.parse("a9a10r", pos));
        assertEquals(Piece.of(Side.CHO, PieceType.CHARIOT), pos.pieceAt(Square.of(0, 9)));
        pos.undo();
        assertEquals(Piece.of(Side.CHO, PieceType.SOLDIER), pos.pieceAt(Square.of(0, 8)));
        assertEquals(Piece.NONE, pos.pieceAt(Square.of(0, 9)));
        assertEquals(before, pos.key());
    }

    @Test
    @DisplayName("only types with a piece captured are offered; with nothing captured the soldier stays one")
    void promotionNeedsACapturedPiece() {
        String oneChariotLost = "4k4/P8/9/9/9/9/9/AABBNNRC1/9/3K1C3 w - - 0 1";
        assertEquals(List.of("a9a10r", "a9b9"), legalFrom(krc(oneChariotLost), "a9"));
        String nothingLost = "4k4/P8/9/9/9/9/9/AABBNNRRC/9/3K1C3 w - - 0 1";
        assertEquals(List.of("a9a10", "a9b9"), legalFrom(krc(nothingLost), "a9"));
        assertEquals(
                List.of("e2d2", "e2e1a", "e2e1b", "e2e1c", "e2e1n", "e2e1r", "e2f2"),
                legalFrom(krc("4k4/9/9/9/9/9/9/9/4p4/3K5 b - - 0 1"), "e2"));
    }

    @Test
    @DisplayName("a promotion must be chosen, and only among the captured pieces")
    void promotionRefusals() {
        Position pos = krc("4k4/P8/9/9/9/9/9/AABBNNRC1/9/3K1C3 w - - 0 1");
        int a9 = Square.of(0, 8);
        int a10 = Square.of(0, 9);
        assertEquals(
                Refusal.Reason.PROMOTION_NEEDED,
                Refusal.of(pos, a9, a10).orElseThrow().reason());
        assertEquals(
                Refusal.Reason.PROMOTION_UNAVAILABLE,
                Refusal.of(pos, Move.of(a9, a10, PieceType.CANNON))
                        .orElseThrow()
                        .reason());
        assertEquals(
                Refusal.Reason.NO_PROMOTION,
                Refusal.of(pos, Move.of(a9, Square.of(1, 8), PieceType.CHARIOT))
                        .orElseThrow()
                        .reason());
    }

    @Test
    @DisplayName("the generals may never face each other on an open file")
    void generalsNeverFace() {
        Position pos = krc("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
        assertEquals(List.of(), legalFrom(pos, "e5"));
        assertEquals(List.of("e1d1", "e1d2", "e1e2", "e1f1", "e1f2"), legalFrom(pos, "e1"));
        assertEquals(
                Refusal.Reason.FACING_FORBIDDEN,
                Refusal.of(pos, Square.of(4, 4), Square.of(3, 6)).orElseThrow().reason());
        assertFalse(legal(Fen.parse("4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1", RuleSet.CASUAL))
                .isEmpty());
    }

    @Test
    @DisplayName("refusals describe the krc moves: straight lines only, guards and generals in any direction")
    void refusalsSpeakKrc() {
        Position pos = krc("4k4/9/3P5/9/4A4/9/9/9/9/3R1K3 w - - 0 1");
        assertEquals(Refusal.Reason.CHARIOT_STRAIGHT, reason(pos, "d1", "e2"));
        assertEquals(Refusal.Reason.SOLDIER_STRAIGHT_STEP, reason(pos, "d8", "e9"));
        assertEquals(Refusal.Reason.GUARD_STEP, reason(pos, "e6", "e8"));
        assertEquals(Refusal.Reason.GENERAL_STEP, reason(pos, "f1", "d3"));
        assertEquals(Refusal.Reason.GENERAL_LEAVES_PALACE, reason(pos, "f1", "g2"));
        assertEquals(Refusal.Reason.CANNON_STRAIGHT, reason(krc("4k4/9/9/9/9/9/9/9/4A4/3C1K3 w - - 0 1"), "d1", "f3"));
    }

    private static Refusal.Reason reason(Position pos, String from, String to) {
        return Refusal.of(pos, UciMove.parseShape(from + to)).orElseThrow().reason();
    }

    @Test
    @DisplayName("no passing")
    void noPassing() {
        Position pos = krc(GENERAL_ON_E1);
        assertTrue(Arrays.stream(pos.legalMoves()).noneMatch(Move::isPass));
        assertEquals(
                Refusal.Reason.PASS_NEVER,
                Refusal.of(pos, Square.of(4, 0), Square.of(4, 0)).orElseThrow().reason());
    }

    @Test
    @DisplayName("stalemate loses for the side that cannot move")
    void stalemateLosesForTheSideThatCannotMove() {
        String fen = "3k5/9/2A6/9/9/4R4/9/9/9/5K3 b - - 0 1";
        GameResult r = result(Game.from(krc(fen)));
        assertEquals(Outcome.CHO_WINS, r.outcome());
        assertEquals(Termination.STALEMATE, r.termination());
    }

    @Test
    @DisplayName("50 moves without a capture or a forward soldier move draw; a sideways step does not reset the count")
    void fiftyMovesWithoutACaptureOrAForwardSoldierMoveDraw() {
        Position pos = krc("4k4/9/9/9/9/9/P8/9/9/3K5 w - - 30 1");
        pos.make(UciMove.parse("a4b4", pos));
        assertEquals(31, pos.noCapturePlies());
        pos.undo();
        pos.make(UciMove.parse("a4a5", pos));
        assertEquals(0, pos.noCapturePlies());
        Game game = Game.from(krc("4k4/9/9/9/9/9/P8/9/9/3K5 w - - 99 1"));
        game.play(UciMove.parse("a4b4", game.position()));
        assertEquals(Termination.NO_CAPTURE_LIMIT, result(game).termination());
        assertEquals(Outcome.DRAW, result(game).outcome());
    }

    @Test
    @DisplayName("general against general, or against general and one or two cannons, is drawn")
    void bareGeneralsOrOnlyCannonsAgainstABareGeneralDraw() {
        for (String fen : List.of(
                "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1",
                "4k4/9/9/9/9/9/9/1C5C1/9/3K5 w - - 0 1",
                "4k4/1c7/9/9/9/9/9/9/9/3K5 w - - 0 1")) {
            GameResult r = result(Game.from(krc(fen)));
            assertEquals(Termination.INSUFFICIENT_MATERIAL, r.termination(), fen);
            assertEquals(Outcome.DRAW, r.outcome());
        }
        for (String fen : List.of("4k4/1c7/9/9/9/9/9/1C7/9/3K5 w - - 0 1", "4k4/9/9/9/9/9/9/1R7/9/3K5 w - - 0 1")) {
            assertFalse(Game.from(krc(fen)).isOver(), fen);
        }
        assertFalse(Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1", RuleSet.CASUAL))
                .isOver());
        Game capture = Game.from(krc("5k3/9/9/9/9/9/9/1C7/4p4/3K5 w - - 0 1"));
        assertFalse(capture.isOver());
        capture.play(UciMove.parse("d1e2", capture.position()));
        assertEquals(Termination.INSUFFICIENT_MATERIAL, result(capture).termination());
    }

    @Test
    @DisplayName("a threefold repetition is lost by the side whose move repeats")
    void aThreefoldRepetitionLosesForTheSideWhoseMoveRepeats() {
        Game game = Game.from(krc("3k4r/9/9/9/9/9/9/9/4K4/R8 w - - 0 1"));
        for (int cycle = 0; cycle < 2; cycle++) {
            for (String m : List.of("a1a2", "i10i9", "a2a1", "i9i10")) {
                assertFalse(game.isOver());
                game.play(UciMove.parse(m, game.position()));
            }
        }
        assertEquals(Termination.REPETITION, result(game).termination());
        assertEquals(Outcome.CHO_WINS, result(game).outcome());
    }

    @Test
    @DisplayName("36 setups: chariot, horse and elephant in any order on each wing, both armies alike")
    void setups() {
        Setup[] all = Setup.all(RuleSet.KRC);
        assertEquals(36, Arrays.stream(all).distinct().count());
        Setup setup = Setup.parse("RNE-NER");
        assertEquals("RNE-NER", setup.wings());
        assertEquals(setup, Setup.parse(" rnbner "));
        assertEquals(
                "rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ANBR w - - 0 1",
                Fen.of(Setup.startPosition(RuleSet.KRC, setup, setup)));
        assertEquals("NBBN", Setup.parse("RNE-ENR").letters());
        assertEquals("RNE-ENR", Setup.STANDARD.text(RuleSet.KRC));
        assertThrows(IllegalArgumentException.class, () -> Setup.parse("RRE-NER"));
        assertThrows(IllegalArgumentException.class, () -> Setup.parse("RNE-NE"));
        Setup nre = Setup.parse("NRE-NER");
        assertThrows(IllegalArgumentException.class, () -> Setup.startPosition(RuleSet.JANGGI, nre, nre));
        assertThrows(IllegalArgumentException.class, () -> Setup.startPosition(RuleSet.KRC, setup, nre));
        assertEquals(4, Setup.all(RuleSet.JANGGI).length);
    }

    @Test
    @DisplayName("the RNE-NER opening has 33 moves, counted by hand")
    void openingMovesCountedByHand() {
        Setup setup = Setup.parse("RNE-NER");
        // chariots 2+2, horses 2+1 (the cannon on h3 stops g1-h3), elephants 0+1 (h1-f4), guards 3+3,
        // general 6 (e1, d2, f2, d3, e3, f3), cannons 0 (no screen but cannons), soldiers 2+3+3+3+2
        assertEquals(33, Setup.startPosition(RuleSet.KRC, setup, setup).legalMoves().length);
    }
}
