package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import org.junit.jupiter.api.Test;

/** Moves shown in the player's notation, and typed in either. */
class MoveNotationTest {
    private static Position opening() {
        return Setup.startPosition(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
    }

    @Test
    void koreanNotationWritesAMoveAsGibRecordsDo() {
        Position pos = opening();
        int horse = DisplayMove.parse("B9-C7", pos);
        assertEquals("B9-C7", MoveNotation.MARTIN.write(horse, pos));
        assertEquals("02마83", MoveNotation.KOREAN.write(horse, pos));
        int pass = DisplayMove.parse("pass", pos);
        assertEquals("한수쉼", MoveNotation.KOREAN.write(pass, pos));
    }

    @Test
    void aMoveMayBeTypedInEitherNotation() {
        Position pos = opening();
        assertEquals(DisplayMove.parse("B9-C7", pos), MoveNotation.read("02마83", pos));
        assertEquals(DisplayMove.parse("B9-C7", pos), MoveNotation.read("b9c7", pos));
        assertTrue(Move.isPass(MoveNotation.read("한수쉼", pos)));
        // Cho's soldier on I6 steps sideways to H6: 79졸78 in the points of .gib records.
        assertEquals(DisplayMove.parse("I6-H6", pos), MoveNotation.read("79졸78", pos));
        // A general as records name it, or as the Hangul board shows it; 초 before a piece names the side.
        pos.make(MoveNotation.read("95장05", pos));
        assertEquals(DisplayMove.parse("E1-E0", pos), MoveNotation.read("25한15", pos));
        assertEquals(DisplayMove.parse("I3-H3", pos), MoveNotation.read("49한병48", pos));
    }

    @Test
    void aKoreanMoveThatNamesTheWrongPieceIsRefusedInItsOwnPoints() {
        NotationException e = assertThrows(NotationException.class, () -> MoveNotation.read("02상83", opening()));
        assertEquals("'02상83' moves a 상, but the piece on 02 is a 마", e.getMessage());
    }

    @Test
    void notationsAreNamedAsTheOptionTakesThem() {
        assertEquals(MoveNotation.KOREAN, MoveNotation.named("Korean").orElseThrow());
        assertEquals("martin, korean", MoveNotation.names());
        assertTrue(MoveNotation.named("san").isEmpty());
    }
}
