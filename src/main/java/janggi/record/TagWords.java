package janggi.record;

import janggi.core.GameResult;
import janggi.notation.RuleWords;
import janggi.text.Printable;
import janggi.text.Texts;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A record's tags as a player reads them: the words the program writes into its own records in
 * English ({@link OurNames}: {@code Human}, {@code Computer level 6}, {@code Casual game}; its
 * site; how the rules were chosen; why the game ended) in the player's language; the rest, the
 * words of whoever wrote the record, as they are.
 */
public final class TagWords {
    private TagWords() {}

    /** The value of {@code tag} in {@code record}, or {@code otherwise} when it has none, as the player reads it. */
    public static String of(Texts texts, GameRecord record, String tag, String otherwise) {
        String value = Printable.clean(record.tags().getOrDefault(tag, otherwise));
        return switch (tag) {
            case "Cho", "Han", "Event" -> name(texts, value);
            case "Site" -> value.equals(GameRecord.OUR_SITE) ? texts.get("tag.our_site") : value;
            case RecordRules.CHOSEN_BY ->
                switch (value) {
                    case RecordRules.BY_SITE -> texts.get("tag.rules_from.site");
                    case RecordRules.BY_MOVES -> texts.get("tag.rules_from.moves");
                    default -> value;
                };
            case "Termination" ->
                termination(record, value)
                        .map(r -> texts.render(RuleWords.result(r)))
                        .orElse(value);
            default -> value;
        };
    }

    /** A player's or an event's name: one the program gives in the player's words, any other as it is. */
    public static String name(Texts texts, String name) {
        OptionalInt level = OurNames.computerLevel(name);
        if (level.isPresent()) {
            return texts.get("tag.computer", level.getAsInt());
        }
        return switch (name) {
            case OurNames.HUMAN -> texts.get("tag.human");
            case OurNames.CASUAL_GAME -> texts.get("tag.casual_game");
            default -> name;
        };
    }

    /** The game's result, when the Termination tag says it in our words. */
    private static Optional<GameResult> termination(GameRecord record, String tag) {
        return record.game()
                .result()
                .filter(r -> TerminationTag.of(r).equals(tag)
                        || TerminationTag.read(tag, r.outcome()).equals(Optional.of(r)));
    }
}
