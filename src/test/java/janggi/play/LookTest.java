package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.files.Settings;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.text.Texts;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Whether a terminal is likely to draw Hangul and Hanja, since it cannot be asked. */
class LookTest {
    private static final Map<String, String> KOREAN_XTERM = Map.of("LANG", "ko_KR.UTF-8", "TERM", "xterm-256color");

    @Test
    void aUtf8TerminalIsTakenToDrawThem() {
        assertEquals(Optional.empty(), Look.noWideLetters(KOREAN_XTERM, false));
    }

    @Test
    void theLinuxConsoleCannotButItsTermSaysNothingOfAPipe() {
        Map<String, String> console = Map.of("LANG", "ko_KR.UTF-8", "TERM", "linux");
        assertEquals(
                "The Linux console (TERM=linux) has no Hangul or Hanja: letters instead.",
                Texts.english().render(Look.noWideLetters(console, false).orElseThrow()));
        assertEquals(Optional.empty(), Look.noWideLetters(console, true));
    }

    @Test
    void aLocaleThatIsNotUtf8CannotEvenForAPipe() {
        assertEquals(
                "The locale ko_KR.EUC-KR is not UTF-8: letters instead of Hangul and Hanja.",
                Texts.english()
                        .render(Look.noWideLetters(Map.of("LANG", "ko_KR.EUC-KR"), true)
                                .orElseThrow()));
        assertTrue(Look.noWideLetters(Map.of(), true).isPresent(), "no locale is the C locale, ASCII");
    }

    @Test
    void whereTheyCannotShowTheBoardShowsLettersAndSaysWhy() {
        Look look = new Look(
                PieceStyle.HANJA, MoveNotation.MARTIN, Look.noWideLetters(Map.of("LANG", "C"), false), Settings.NONE);
        assertEquals(PieceStyle.LETTERS, look.shown());
        assertTrue(look.note().isPresent());
        Look martin = look.withPieces(PieceStyle.MARTIN);
        assertEquals(PieceStyle.MARTIN, martin.shown());
        assertEquals(Optional.empty(), martin.note(), "Martin's letters need no excuse");
    }
}
