package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/rules.md, Coordinates: display (file F, row r) = interchange (file f, rank 10 - r). */
class DisplaySquareTest {

    @ParameterizedTest(name = "display {0} = interchange {1}")
    @CsvSource({"E1, e9", "E8, e2", "A0, a10", "I9, i1", "B9, b1", "C7, c3", "D0, d10", "F2, f8"})
    void displayIsTheVerticalMirrorOfInterchange(String display, String interchange) {
        int sq = DisplaySquare.parse(display);
        assertEquals(interchange, UciMove.square(sq));
        assertEquals(display, DisplaySquare.name(sq));
    }

    @Test
    void everyPointHasOneNameAndTheMirrorFormulaHolds() {
        Set<String> names = new HashSet<>();
        for (int sq = 0; sq < Square.COUNT; sq++) {
            String name = DisplaySquare.name(sq);
            assertEquals(sq, DisplaySquare.parse(name), name);
            assertEquals(sq, DisplaySquare.parse(name.toLowerCase()), name);
            int interchangeRank = Square.rank(sq) + 1;
            assertEquals(10 - interchangeRank, DisplaySquare.row(sq), name);
            assertEquals(
                    name.charAt(0), Character.toUpperCase(UciMove.square(sq).charAt(0)), name);
            assertEquals(sq, DisplaySquare.of(DisplaySquare.file(sq), DisplaySquare.row(sq)));
            names.add(name);
        }
        assertEquals(90, names.size());
    }

    @Test
    void hanStartsOnRowsZeroToThreeAndChoOnSixToNine() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        assertEquals(DisplaySquare.parse("E1"), start.generalSquare(Side.HAN));
        assertEquals(DisplaySquare.parse("E8"), start.generalSquare(Side.CHO));
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int p = start.pieceAt(sq);
            if (p != Piece.NONE) {
                int row = DisplaySquare.row(sq);
                Side side = Piece.side(p);
                assertEquals(side == Side.HAN, row <= 3, DisplaySquare.name(sq) + " holds a " + side + " piece");
            }
        }
        assertEquals(Piece.of(Side.HAN, PieceType.CHARIOT), start.pieceAt(DisplaySquare.parse("A0")));
        assertEquals(Piece.of(Side.CHO, PieceType.CHARIOT), start.pieceAt(DisplaySquare.parse("I9")));
    }

    @ParameterizedTest(name = "''{0}''")
    @CsvSource(
            delimiter = '|',
            value = {
                "J1 | 'J1': 'J' at character 1 is not a file (A-I)",
                "E- | 'E-': '-' at character 2 is not a row (0-9)",
                "E10 | 'E10' is not a point: a file A-I then a row 0-9, e.g. E1",
                "'' | '' is not a point: a file A-I then a row 0-9, e.g. E1",
                "1E | '1E': '1' at character 1 is not a file (A-I)",
            })
    void badPointsSayWhatIsWrong(String text, String message) {
        NotationException e = assertThrows(NotationException.class, () -> DisplaySquare.parse(text));
        assertEquals(message, e.getMessage());
    }
}
