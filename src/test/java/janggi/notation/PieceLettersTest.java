package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** docs/rules.md, Piece letters: the letter sets, in the order general, guard, elephant, horse, chariot, cannon, soldier. */
class PieceLettersTest {

    private static final PieceType[] ORDER = {
        PieceType.GENERAL,
        PieceType.GUARD,
        PieceType.ELEPHANT,
        PieceType.HORSE,
        PieceType.CHARIOT,
        PieceType.CANNON,
        PieceType.SOLDIER,
    };

    @ParameterizedTest(name = "{0}: Han {1}, Cho {2}")
    @CsvSource({
        "DISPLAY, KGBNRCP, kgbnrcp",
        "FEN, kabnrcp, KABNRCP",
        "GAME_COURIER, GFENRCP, gfenrcp",
    })
    void lettersAsTheRulesSpellThem(PieceLetters set, String han, String cho) {
        for (int i = 0; i < ORDER.length; i++) {
            int hanPiece = Piece.of(Side.HAN, ORDER[i]);
            int choPiece = Piece.of(Side.CHO, ORDER[i]);
            assertEquals(han.charAt(i), set.letter(hanPiece), set + " Han " + ORDER[i]);
            assertEquals(cho.charAt(i), set.letter(choPiece), set + " Cho " + ORDER[i]);
            assertEquals(hanPiece, set.piece(han.charAt(i)), set + " '" + han.charAt(i) + "'");
            assertEquals(choPiece, set.piece(cho.charAt(i)), set + " '" + cho.charAt(i) + "'");
        }
    }

    @ParameterizedTest(name = "{0} reads no piece from ''{1}''")
    @CsvSource({
        "DISPLAY, A",
        "DISPLAY, E",
        "DISPLAY, F",
        "DISPLAY, x",
        "DISPLAY, 1",
        "FEN, G",
        "FEN, F",
        "FEN, e",
        "FEN, -",
        "GAME_COURIER, K",
        "GAME_COURIER, A",
        "GAME_COURIER, B",
        "GAME_COURIER, ' '",
    })
    void otherCharactersNameNoPiece(PieceLetters set, char c) {
        assertEquals(Piece.NONE, set.piece(c));
    }

    @Test
    void capitalsBelongToOneSideInEachSet() {
        assertEquals(Side.HAN, PieceLetters.DISPLAY.capitals());
        assertEquals(Side.CHO, PieceLetters.FEN.capitals());
        assertEquals(Side.HAN, PieceLetters.GAME_COURIER.capitals());
        assertEquals("G F E N R C P", PieceLetters.GAME_COURIER.list());
    }

    @Test
    void anEmptyPointHasNoLetter() {
        assertThrows(IllegalArgumentException.class, () -> PieceLetters.FEN.letter(Piece.NONE));
    }
}
