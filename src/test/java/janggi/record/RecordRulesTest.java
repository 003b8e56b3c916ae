package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import janggi.core.RuleSet;
import janggi.notation.NotationException;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class RecordRulesTest {
    @ParameterizedTest(name = "{0} / {1}")
    @CsvSource(
            delimiter = '|',
            value = {
                "장기 for Kakao | 온라인 카장 | modern",
                "카카오 장기 | '' | modern",
                "미상 | KJA 명인전 | janggi",
                "서울 | 대한장기협회 선수권 | janggi",
                "KBS | 장기왕전 | janggi",
                "미상 | 동아일보 장기대회 | janggi",
                "조선신문사 | '' | janggi",
                "한게임 | 친선대국 | none",
                "엠게임 | '' | none",
                "미상 | 미상 | none",
            })
    void theSiteOrEventNamesTheRulesOfThoseWhoPlayedIt(String site, String event, String rules) {
        Optional<RuleSet> expected = rules.equals("none") ? Optional.empty() : RuleSet.named(rules);
        assertEquals(expected, RecordRules.bySite(Map.of("Site", site, "Event", event)));
    }

    @ParameterizedTest
    @CsvSource({"Rules, modern, modern", "Rules, janggimodern, modern", "Variant, Janggicasual, casual"})
    void aRecordNamesItsRulesInItsTags(String tag, String value, String rules) {
        assertEquals(RuleSet.named(rules), RecordRules.named(Map.of(tag, value)));
    }

    @ParameterizedTest
    @CsvSource({"Rules, chess", "Variant, xiangqi"})
    void anUnknownRuleSetIsAnErrorNeverAnotherRuleSet(String tag, String value) {
        assertThrows(NotationException.class, () -> RecordRules.named(Map.of(tag, value)));
    }
}
