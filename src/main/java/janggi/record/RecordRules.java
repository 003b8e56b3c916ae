package janggi.record;

import janggi.core.RuleSet;
import janggi.notation.NotationException;
import janggi.text.Printable;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

/**
 * Which rules a record is read under (docs/records.md, Rules): the first of the rule set the
 * user names ({@code --rules}), the one the record names in a {@code [Rules]} tag (or
 * pychess-variants' {@code [Variant]}), the one of the site or event that played it, and else
 * the first of {@link #TRIED} under which every move of the record is legal.
 */
public final class RecordRules {
    /** The rule sets tried in turn for a record that says nothing of its rules: the federation's first. */
    static final List<RuleSet> TRIED = List.of(RuleSet.JANGGI, RuleSet.MODERN, RuleSet.CASUAL);

    /** The tag that says how the rules were chosen, when the record did not name them. */
    public static final String CHOSEN_BY = "RulesFrom";

    public static final String BY_SITE = "site";
    public static final String BY_MOVES = "moves";

    /**
     * Words in a site or an event that name who played it, and the rules they play by; Kakao
     * first, as an online game's event may name a newspaper's cup.
     */
    private static final List<Map.Entry<String, RuleSet>> SITES = List.of(
            Map.entry("kakao", RuleSet.MODERN),
            Map.entry("카카오", RuleSet.MODERN),
            Map.entry("kja", RuleSet.JANGGI),
            Map.entry("장기협회", RuleSet.JANGGI),
            Map.entry("kbs", RuleSet.JANGGI),
            Map.entry("신문", RuleSet.JANGGI),
            Map.entry("일보", RuleSet.JANGGI));

    private RecordRules() {}

    /**
     * The rule set the tags name, if they name one.
     *
     * @throws NotationException when they name one we do not know: a record is never read under
     *     other rules than its own
     */
    static Optional<RuleSet> named(Map<String, String> tags) {
        String name = tags.containsKey("Rules") ? tags.get("Rules") : tags.get("Variant");
        if (name == null) {
            return Optional.empty();
        }
        return Optional.of(RuleSet.named(name)
                .orElseThrow(() -> new NotationException("rules.unknown", Printable.clean(name), RuleSet.names())));
    }

    /** The rules of the site or event that played the game, when it is one we know. */
    static Optional<RuleSet> bySite(Map<String, String> tags) {
        String where = (tags.getOrDefault("Site", "") + " " + tags.getOrDefault("Event", "")).toLowerCase(Locale.ROOT);
        for (Map.Entry<String, RuleSet> site : SITES) {
            if (where.contains(site.getKey())) {
                return Optional.of(site.getValue());
            }
        }
        return Optional.empty();
    }
}
