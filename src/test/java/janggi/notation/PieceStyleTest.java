package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Side;
import janggi.text.Wrap;
import org.junit.jupiter.api.Test;

/** The pieces as each style draws them. */
class PieceStyleTest {

    @Test
    void hangulNamesTheSoldiersAndGeneralsBySide() {
        assertEquals("졸", PieceStyle.HANGUL.letter(Piece.of(Side.CHO, PieceType.SOLDIER)));
        assertEquals("병", PieceStyle.HANGUL.letter(Piece.of(Side.HAN, PieceType.SOLDIER)));
        assertEquals("초", PieceStyle.HANGUL.letter(Piece.of(Side.CHO, PieceType.GENERAL)));
        assertEquals("한", PieceStyle.HANGUL.letter(Piece.of(Side.HAN, PieceType.GENERAL)));
        StringBuilder both = new StringBuilder();
        for (PieceType type : new PieceType[] {
            PieceType.CHARIOT, PieceType.HORSE, PieceType.ELEPHANT, PieceType.GUARD, PieceType.CANNON
        }) {
            assertEquals(
                    PieceStyle.HANGUL.letter(Piece.of(Side.CHO, type)),
                    PieceStyle.HANGUL.letter(Piece.of(Side.HAN, type)));
            both.append(PieceStyle.HANGUL.letter(Piece.of(Side.CHO, type)));
        }
        assertEquals("차마상사포", both.toString());
    }

    @Test
    void hanjaIsTheCharactersOfOlderSets() {
        assertEquals("卒", PieceStyle.HANJA.letter(Piece.of(Side.CHO, PieceType.SOLDIER)));
        assertEquals("兵", PieceStyle.HANJA.letter(Piece.of(Side.HAN, PieceType.SOLDIER)));
        assertEquals("楚", PieceStyle.HANJA.letter(Piece.of(Side.CHO, PieceType.GENERAL)));
        assertEquals("漢", PieceStyle.HANJA.letter(Piece.of(Side.HAN, PieceType.GENERAL)));
        assertEquals("車", PieceStyle.HANJA.letter(Piece.of(Side.HAN, PieceType.CHARIOT)));
        assertEquals("包", PieceStyle.HANJA.letter(Piece.of(Side.CHO, PieceType.CANNON)));
    }

    @Test
    void bracketsTellTheSidesWithoutColourOnlyMartinsGeneralsAreAlwaysSquare() {
        int hanGeneral = Piece.of(Side.HAN, PieceType.GENERAL);
        assertEquals("[K]", PieceStyle.MARTIN.bracketed(hanGeneral));
        assertEquals("(K)", PieceStyle.LETTERS.bracketed(hanGeneral));
        assertEquals("(한)", PieceStyle.HANGUL.bracketed(hanGeneral));
        assertEquals("[r]", PieceStyle.LETTERS.bracketed(Piece.of(Side.CHO, PieceType.CHARIOT)));
        assertEquals("(R)", PieceStyle.MARTIN.bracketed(Piece.of(Side.HAN, PieceType.CHARIOT)));
    }

    @Test
    void onlyHangulAndHanjaTakeTwoColumnsALetter() {
        for (PieceStyle style : PieceStyle.values()) {
            int piece = Piece.of(Side.CHO, PieceType.HORSE);
            assertEquals(style.wide() ? 2 : 1, Wrap.columns(style.letter(piece)), style.id());
            assertEquals(style.wide() ? 4 : 3, Wrap.columns(style.unknown(Side.HAN)), style.id());
        }
        assertTrue(PieceStyle.HANJA.wide());
        assertFalse(PieceStyle.LETTERS.wide());
    }

    @Test
    void stylesAreNamedAsTheOptionAndTheCommandTakeThem() {
        assertEquals(PieceStyle.HANGUL, PieceStyle.named(" Hangul ").orElseThrow());
        assertEquals("martin, letters, hangul, hanja", PieceStyle.names());
        assertTrue(PieceStyle.named("kanji").isEmpty());
    }
}
