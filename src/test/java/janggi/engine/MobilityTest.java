package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.Fen;
import org.junit.jupiter.api.Test;

class MobilityTest {
    private static final int E5 = Square.of(4, 4);

    private static int reach(String fen, PieceType type, int sq) {
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        return Mobility.scan(
                        pos,
                        type.ordinal(),
                        Side.CHO.ordinal(),
                        sq,
                        pos.occupiedBits(0),
                        pos.occupiedBits(1),
                        new AttackMap())
                & Mobility.REACH_MASK;
    }

    private static int palaceHits(String fen, PieceType type, int sq) {
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        return Mobility.scan(
                        pos,
                        type.ordinal(),
                        Side.CHO.ordinal(),
                        sq,
                        pos.occupiedBits(0),
                        pos.occupiedBits(1),
                        new AttackMap())
                >>> Mobility.HITS_SHIFT;
    }

    @Test
    void aBlockedLegCostsAHorseBothPointsBehindIt() {
        assertEquals(8, reach("4k4/9/9/9/9/4N4/9/9/4K4/9 w - - 0 1", PieceType.HORSE, E5));
        assertEquals(6, reach("4k4/9/9/9/4p4/4N4/9/9/4K4/9 w - - 0 1", PieceType.HORSE, E5));
    }

    @Test
    void onTheEdgeABlockedLegClosesOnlyItsOwnRoute() {
        // From a1 one route goes over a2 to b3, the other over b1 to c2: no two share a leg.
        int a1 = Square.of(0, 0);
        assertEquals(2, reach("4k4/9/9/9/9/9/9/9/4K4/N8 w - - 0 1", PieceType.HORSE, a1));
        assertEquals(1, reach("4k4/9/9/9/9/9/9/9/P3K4/N8 w - - 0 1", PieceType.HORSE, a1));
    }

    @Test
    void anElephantNeedsBothLegsFree() {
        assertEquals(8, reach("4k4/9/9/9/9/4B4/9/9/4K4/9 w - - 0 1", PieceType.ELEPHANT, E5));
        // d7 is the second leg of the route e6-d7-c8.
        assertEquals(7, reach("4k4/9/9/3p5/9/4B4/9/9/4K4/9 w - - 0 1", PieceType.ELEPHANT, E5));
    }

    @Test
    void aCannonReachesOnlyPastAScreenAndNeverTakesACannon() {
        assertEquals(0, reach("3k5/9/9/9/9/4C4/9/9/3K5/9 w - - 0 1", PieceType.CANNON, E5));
        // Screen on e6: e7, e8, e9 beyond it and the general's point e10.
        assertEquals(4, reach("4k4/9/9/9/4p4/4C4/9/9/3K5/9 b - - 0 1", PieceType.CANNON, E5));
        assertEquals(2, reach("4k4/4c4/9/9/4p4/4C4/9/9/3K5/9 w - - 0 1", PieceType.CANNON, E5));
    }

    @Test
    void aChariotCountsThePointsOfTheEnemyPalaceItSees() {
        // From e5 up the file: e6, e7, e8, e9 and the general on e10; e8-e10 are in Han's palace.
        assertEquals(3, palaceHits("4k4/9/9/9/9/4R4/9/9/3K5/9 b - - 0 1", PieceType.CHARIOT, E5));
        assertEquals(17, reach("4k4/9/9/9/9/4R4/9/9/3K5/9 b - - 0 1", PieceType.CHARIOT, E5));
    }

    @Test
    void runsFindTheirFirstPieceAcrossTheTwoWordsOfTheOccupancy() {
        // Points 0-63 are one word, 64-89 the other; g7 is 60, g8 69, g9 78, g10 87.
        int g7 = Square.of(6, 6);
        int g8 = Square.of(6, 7);
        // Up from g7 to the piece on g9 (2), down to the edge (6), right 2, left 6.
        assertEquals(16, reach("3k5/6p2/9/6R2/9/9/9/9/4K4/9 w - - 0 1", PieceType.CHARIOT, g7));
        // Down from g8 to the piece on g6 (2), up 2, right 2, left 6 of which d8-f8 are Han's palace.
        assertEquals(12, reach("3k5/9/6R2/9/6p2/9/9/9/4K4/9 w - - 0 1", PieceType.CHARIOT, g8));
        assertEquals(3, palaceHits("3k5/9/6R2/9/6p2/9/9/9/4K4/9 w - - 0 1", PieceType.CHARIOT, g8));
        // Over the screen on g8: g9, but not the cannon on g10.
        assertEquals(1, reach("3k2c2/9/6p2/6C2/9/9/9/9/4K4/9 w - - 0 1", PieceType.CANNON, g7));
    }
}
