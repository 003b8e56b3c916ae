package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.text.Language;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The play command's own options, refused before any terminal is touched. */
class MainTest {

    @Test
    void threadsOutOfRangeAreRefusedWithOneLine() {
        for (String n : new String[] {"0", "65"}) {
            String[] r = CommandRun.run("--plain", "--threads", n);
            assertEquals("2", r[0]);
            assertEquals("janggi: --threads should be from 1 to 64, not " + n, r[2].strip());
        }
    }

    private static final Map<String, String> KOREAN = Map.of("LANG", "ko_KR.UTF-8");
    private static final Map<String, String> C_UTF8 = Map.of("LANG", "C.UTF-8");

    @Test
    void aKoreanLocaleOrLangKoSpeaksKoreanAndLangEnEnglish() {
        String korean = "janggi: --side 값은 cho, han, both 또는 none이어야 합니다: 'red'";
        assertEquals(korean, CommandRun.run(KOREAN, "--plain", "--side", "red")[2].strip());
        assertEquals(korean, CommandRun.run(C_UTF8, "--plain", "--lang", "ko", "--side", "red")[2].strip());
        assertEquals(korean, CommandRun.run(C_UTF8, "--plain", "--side", "red", "--lang=ko")[2].strip());
        assertEquals(
                "janggi: --side should be cho, han, both or none, not 'red'",
                CommandRun.run(KOREAN, "--lang", "en", "--plain", "--side", "red")[2].strip());
    }

    @Test
    void picocliMistakesAreSaidInOurOwnWordsInEitherLanguage() {
        String[][] cases = {
            {"janggi: --level: 'abc' is not a number", "--level=abc"},
            {"janggi: unknown option --bogus (see --help)", "--bogus=3"},
            {"janggi: unknown command 'frob' (see --help)", "frob"},
            {"janggi: unexpected argument 'b' (see --help)", "replay", "a", "b"},
            {"janggi: --level needs a value (see --help)", "--level"},
            {"janggi: DEPTH is missing (see --help)", "perft"},
            {"janggi: --level is given twice (see --help)", "--level", "3", "--level", "4"},
            {"janggi: --level: 'abc'은(는) 숫자가 아닙니다", "--lang", "ko", "--level=abc"},
            {"janggi: 모르는 옵션 --bogus (--help를 보세요)", "--lang", "ko", "--bogus"},
            {"janggi: 모르는 명령 'frob' (--help를 보세요)", "--lang", "ko", "frob"},
        };
        for (String[] c : cases) {
            String[] args = Arrays.copyOfRange(c, 1, c.length);
            String[] r = CommandRun.run(C_UTF8, args);
            assertEquals("2", r[0], String.join(" ", args));
            assertEquals(c[0], r[2].strip(), String.join(" ", args));
        }
    }

    @Test
    void anUnknownLanguageIsRefusedWithOneLine() {
        String[] r = CommandRun.run(KOREAN, "--lang", "fr");
        assertEquals("2", r[0]);
        assertEquals("janggi: --lang should be one of en, ko, not 'fr'", r[2].strip());
    }

    @Test
    void theHelpOfEveryCommandIsInThePlayersLanguageWhateverJavasLocale() {
        String[] main = CommandRun.run(KOREAN, "--help");
        assertEquals("0", main[0]);
        assertTrue(main[1].startsWith("사용법: janggi"), main[1]);
        assertTrue(main[1].contains("종료 상태:") && main[1].contains("명령:"), main[1]);
        String[] replay = CommandRun.run(C_UTF8, "replay", "--lang", "ko", "--help");
        assertTrue(replay[1].contains("기보"), replay[1]);
        assertTrue(CommandRun.run(C_UTF8, "--help")[1].startsWith("Usage: janggi"));
    }

    @Test
    void badPiecesOrNotationAreRefusedWithOneLine() {
        assertEquals(
                "janggi: --pieces should be one of martin, letters, hangul, hanja, not 'kanji'",
                CommandRun.run(C_UTF8, "--plain", "--pieces", "kanji")[2].strip());
        assertEquals(
                "janggi: --notation should be one of martin, korean, not 'san'",
                CommandRun.run(C_UTF8, "--plain", "--notation", "san")[2].strip());
    }

    @Test
    void theLanguageComesFromLangWhenNoOptionSaysOtherwise() {
        assertEquals(Language.KOREAN, Main.language(new String[] {"--plain"}, KOREAN));
        assertEquals(Language.ENGLISH, Main.language(new String[] {"--plain"}, C_UTF8));
        // After --, a --lang is an argument, not an option.
        assertEquals(Language.ENGLISH, Main.language(new String[] {"convert", "--", "--lang", "ko"}, C_UTF8));
    }

    @Test
    void aBadClockIsRefusedWithOneLineAndExamples() {
        String[] r = CommandRun.run(C_UTF8, "--plain", "--clock", "5x");
        assertEquals("2", r[0]);
        assertEquals(
                "janggi: --clock: '5x' is not a time control: give none, 10m (sudden death), 5m+3s (an increment per"
                        + " move) or 20m+3x30s (3 byoyomi periods of 30s); durations such as 90s, 20m, 1h30m, or 0",
                r[2].strip());
        String[] both = CommandRun.run(C_UTF8, "--plain", "--clock", "5m+3s+3x30s");
        assertEquals("2", both[0]);
        assertEquals(1, both[2].strip().lines().count(), both[2]);
        String[] tooLong = CommandRun.run(C_UTF8, "--plain", "--clock=99999h");
        assertEquals("2", tooLong[0]);
        assertEquals(
                "janggi: --clock: '99999h': 99999h is too long; no time in a time control may pass 100h",
                tooLong[2].strip());
    }

    @Test
    void serveRefusesAnIdleTimeThatIsNoTimeInOneLine() {
        for (String idle : new String[] {"5x", "0", "30m+5s", "101h"}) {
            String[] r = CommandRun.run("serve", "--port", "0", "--idle", idle);
            assertEquals("2", r[0], idle);
            assertEquals(
                    "janggi: --idle should be a time such as 30m, 90s or 2h, not '" + idle + "'", r[2].strip(), idle);
        }
    }
}
