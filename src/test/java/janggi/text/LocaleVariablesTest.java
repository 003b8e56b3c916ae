package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/** The locale variables read as the strings they are, as the C library would read them. */
class LocaleVariablesTest {

    @Test
    void aKoreanLocaleChoosesKoreanEvenWhereItIsNotInstalled() {
        assertEquals(Language.KOREAN, LocaleVariables.language(Map.of("LANG", "ko_KR.UTF-8")));
        assertEquals(Language.KOREAN, LocaleVariables.language(Map.of("LANG", "ko")));
        assertEquals(Language.ENGLISH, LocaleVariables.language(Map.of("LANG", "C.UTF-8")));
        assertEquals(Language.ENGLISH, LocaleVariables.language(Map.of()));
    }

    @Test
    void lcAllComesFirstThenLcMessagesThenLang() {
        assertEquals(
                Language.ENGLISH,
                LocaleVariables.language(Map.of("LC_ALL", "en_US.UTF-8", "LC_MESSAGES", "ko_KR.UTF-8")));
        assertEquals(Language.KOREAN, LocaleVariables.language(Map.of("LC_MESSAGES", "ko_KR.UTF-8", "LANG", "C")));
        // An empty variable counts as unset.
        assertEquals(Language.KOREAN, LocaleVariables.language(Map.of("LC_ALL", "", "LANG", "ko_KR.eucKR")));
    }

    @Test
    void theCodesetIsTheSuffixOfTheLocaleThatRulesCharacters() {
        assertTrue(LocaleVariables.utf8(Map.of("LANG", "ko_KR.UTF-8")));
        assertTrue(LocaleVariables.utf8(Map.of("LANG", "C.utf8")));
        assertTrue(LocaleVariables.utf8(Map.of("LANG", "de_DE.UTF-8@euro")));
        assertFalse(LocaleVariables.utf8(Map.of("LANG", "ko_KR.EUC-KR")));
        assertFalse(LocaleVariables.utf8(Map.of("LANG", "ko_KR")));
        assertFalse(LocaleVariables.utf8(Map.of()));
        // Characters follow LC_CTYPE, not LC_MESSAGES.
        assertFalse(LocaleVariables.utf8(Map.of("LC_MESSAGES", "ko_KR.UTF-8", "LC_CTYPE", "C")));
        assertTrue(LocaleVariables.utf8(Map.of("LC_CTYPE", "C.UTF-8", "LANG", "C")));
        assertEquals("C", LocaleVariables.characters(Map.of()));
    }
}
