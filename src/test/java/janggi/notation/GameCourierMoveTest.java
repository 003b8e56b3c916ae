package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameCourierMoveTest {

    private static Position start() {
        return Fen.parse(Fen.START, RuleSet.JANGGI);
    }

    @Test
    void redGeneralStartsOnE1() {
        // The preset's own example: "G e1-e2" moves the Red (Han) general from e1 to e2.
        Position pos = start();
        pos.make(UciMove.parse("e2e2", pos));
        assertEquals("e9e8", UciMove.of(GameCourierMove.parse("G e1-e2", pos)));
        assertEquals("G e1-e2", GameCourierMove.withLabel(GameCourierMove.parse("e1-e2", pos), pos));
    }

    @Test
    void pointsAreDisplayPointsInSmallLetters() {
        for (int sq = 0; sq < 90; sq++) {
            assertEquals(DisplaySquare.name(sq).toLowerCase(), GameCourierMove.square(sq));
        }
        assertEquals("e8", GameCourierMove.square(start().generalSquare(Side.CHO)));
    }

    @Test
    void everyLegalMoveRoundTripsWithAndWithoutLabel() {
        int checked = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (Position pos : Positions.sample(rules, 4, 13)) {
                for (int m : pos.legalMoves()) {
                    String bare = GameCourierMove.of(m);
                    String labelled = GameCourierMove.withLabel(m, pos);
                    assertEquals(m, GameCourierMove.parse(bare, pos), bare);
                    assertEquals(m, GameCourierMove.parse(labelled, pos), labelled);
                    assertEquals(labelled, GameCourierMove.withLabel(GameCourierMove.parse(labelled, pos), pos));
                    assertEquals(bare, GameCourierMove.of(GameCourierMove.parse(bare.replace("-", " - "), pos)));
                    checked++;
                }
            }
        }
        assertTrue(checked > 5000, "only " + checked + " moves checked");
    }

    /** Cho to move; a Cho soldier on e3 gives the cannon on b3 a screen and frees the elephant on c1. */
    private static final String CHO_TO_MOVE =
            "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P3P1P/1C2P2C1/4K4/RNBA1ABNR w - - 0 1";

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "b1c3 | n b9-c7",
                "c1e4 | e c9-e6",
                "a1a2 | r a9-a8",
                "a4b4 | p a6-b6",
                "d1d2 | f d9-d8",
                "e2d2 | g e8-d8",
                "b3f3 | c b7-f7",
                "e2e2 | pass",
            })
    void greenLabelsAreSmallLetters(String uci, String gameCourier) {
        Position pos = Fen.parse(CHO_TO_MOVE, RuleSet.JANGGI);
        int m = UciMove.parse(uci, pos);
        assertEquals(gameCourier, GameCourierMove.withLabel(m, pos));
        assertEquals(m, GameCourierMove.parse(gameCourier, pos));
    }

    /** Han to move; a Han soldier on e8 gives the cannon on b8 a screen. */
    private static final String HAN_TO_MOVE =
            "rnba1abnr/4k4/1c2p2c1/p1p3p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR b - - 0 1";

    @ParameterizedTest(name = "{0} = {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "h10g8 | N h0-g2",
                "g10e7 | E g0-e3",
                "i10i9 | R i0-i1",
                "i7h7 | P i3-h3",
                "f10f9 | F f0-f1",
                "e9d8 | G e1-d2",
                "b8f8 | C b2-f2",
            })
    void redLabelsAreCapitals(String uci, String gameCourier) {
        Position pos = Fen.parse(HAN_TO_MOVE, RuleSet.JANGGI);
        int m = UciMove.parse(uci, pos);
        assertEquals(gameCourier, GameCourierMove.withLabel(m, pos));
        assertEquals(m, GameCourierMove.parse(gameCourier, pos));
    }

    @Test
    void swapsAreRecognisedAndRead() {
        assertTrue(GameCourierMove.isSwap("swap b0 c0"));
        assertTrue(GameCourierMove.isSwap("  SWAP g9 h9"));
        assertTrue(GameCourierMove.isSwap("swap"));
        assertFalse(GameCourierMove.isSwap("swapped b0 c0"));
        assertFalse(GameCourierMove.isSwap("b0-c0"));
        assertFalse(GameCourierMove.isSwap(null));

        List<GameCourierMove.Swap> one = GameCourierMove.parseSwaps(" swap b0 c0 ");
        assertEquals(1, one.size());
        assertEquals("B0", DisplaySquare.name(one.get(0).first()));
        assertEquals("C0", DisplaySquare.name(one.get(0).second()));
        assertEquals("swap b0 c0", one.get(0).toString());

        List<GameCourierMove.Swap> both = GameCourierMove.parseSwaps("swap b9 c9; swap g9 h9");
        assertEquals(
                List.of("swap b9 c9", "swap g9 h9"),
                both.stream().map(Object::toString).toList());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {
                "swap c0 b0 | 'swap c0 b0': enter the points in alphabetical order, swap b0 c0",
                "swap b0 b0 | 'swap b0 b0' swaps a point with itself",
                "swap b0 | 'swap b0' is not a swap: expected e.g. swap b0 c0 (two points in alphabetical order)",
                "swap b0-c0 | 'swap b0-c0' is not a swap: expected e.g. swap b0 c0 (two points in alphabetical order)",
                "swap j0 c0 | 'swap j0 c0': 'j' at character 6 is not a file (a-i)",
                "swap b0 cx | 'swap b0 cx': 'x' at character 10 is not a rank (0-9)",
                "swap b0 c0; | '' is not a swap: expected e.g. swap b0 c0 (two points in alphabetical order)",
            })
    void badSwapsSayWhatIsWrong(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> GameCourierMove.parseSwaps(text));
        assertEquals(message, e.getMessage());
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {
                "N b9-c7 | 'N b9-c7': label N (Red horse) does not match the Green horse on b9 (n)",
                "f e8-e7 | 'f e8-e7': label f (Green guard) does not match the Green general on e8 (g)",
                "K e8-e7 | 'K e8-e7': 'K' is not a Game Courier label (G F E N R C P for Red, small letters for Green)",
                "Gx e8-e7 | 'Gx e8-e7': 'Gx' is not a Game Courier label (G F E N R C P for Red, small letters for Green)",
                "n b8-c7 | 'n b8-c7': label n (Green horse) names a piece, but b8 is empty",
                "b9c7 | 'b9c7' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass",
                "n b9-c7; e c9-e6 | 'n b9-c7; e c9-e6' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass",
                "'' | '' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass",
                "j9-c7 | 'j9-c7': 'j' at character 1 is not a file (a-i)",
                "b9-c- | 'b9-c-' is not a Game Courier move: expected e.g. e1-e2, G e1-e2 or pass",
                "n b9-cx | 'n b9-cx': 'x' at character 7 is not a rank (0-9)",
                "b9-b9 | 'b9-b9' moves nowhere; enter pass to pass",
                "b9-d8 | 'b9-d8': the horse's leg is blocked on c9",
                "N b0-c2 | 'N b0-c2': the piece on b0 is not yours",
                "swap b9 c9 | 'swap b9 c9' is a swap of the opening setup, not a move",
            })
    void badMovesSayWhatIsWrong(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> GameCourierMove.parse(text, start()));
        assertEquals(message, e.getMessage());
    }

    @Test
    void passIsCheckedAgainstTheRules() {
        assertEquals("pass", GameCourierMove.of(GameCourierMove.parse("Pass", start())));
        Position martin = Fen.parse(Fen.START, RuleSet.MARTIN);
        NotationException e = assertThrows(NotationException.class, () -> GameCourierMove.parse("pass", martin));
        assertEquals("'pass': under these rules you may pass only when no other move is possible", e.getMessage());
    }

    @Test
    void noMoveHasNoNotation() {
        assertThrows(IllegalArgumentException.class, () -> GameCourierMove.of(Move.NONE));
    }
}
