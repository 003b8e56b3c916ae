package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.PropertyResourceBundle;
import java.util.ResourceBundle;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Korean players read every text in Korean: each English message has a Korean one with the same
 * arguments, and so do the help pages and the command line's --help. The words themselves are
 * listed in docs/korean.md.
 */
class KoreanTextsTest {
    /**
     * English texts that need no Korean one, with the reason. Besides these, no {@code KEY.one}
     * is needed: Korean has no plural, and a count without {@code KEY.one} takes {@code KEY.other}.
     */
    private static final Map<String, String> SAME_IN_EVERY_LANGUAGE = Map.ofEntries(
            Map.entry("verbatim", "words from outside, shown as they are"),
            Map.entry("piece.of_side", "a side, then a piece: 초 궁"),
            Map.entry("notation.quoted", "the text, then what is wrong with it"),
            Map.entry("record.at", "a place, then a message"),
            Map.entry("record.in_file", "a file, then a message"),
            Map.entry("replay.note", "a file, then a message"),
            Map.entry("session.result", "a result and a full stop"),
            Map.entry("line.status", "a status and a full stop"),
            Map.entry("cli.error", "the program's name, then a message"),
            Map.entry("cli.option", "an option, then a message"),
            Map.entry("match.margin", "a number and a percentage"),
            Map.entry("clock.main_then_periods", "a time, then the periods as the spec writes them: +3x30s"),
            Map.entry("clock.both", "each side, then its clock"),
            Map.entry("line.prompt_clocks", "the clocks in brackets, then the prompt"),
            Map.entry("start.no", "the letter of the answer [Y/n] the question shows"),
            Map.entry("start.yes", "the letter of the answer [y/N] the question shows"),
            Map.entry("session.two_sentences", "two sentences one after the other"),
            Map.entry("file.because", "a file, then the reason"),
            Map.entry("server.refused", "the program's name, then a message"),
            Map.entry("server.guest_name", "a name the server keeps for itself: guest names begin with guest"),
            Map.entry("table.said", "a name in angle brackets, then what was said"),
            Map.entry("table.status_alert", "whose move it is, then what they must answer"),
            Map.entry("server.who.game", "a game's code, rules, players and moves"),
            Map.entry("server.who.finished_game", "a game's code, rules, players and result"),
            Map.entry("server.ratings.entry", "a place, a name, a rating with its deviation, and a count of games"),
            Map.entry("lesson.list_entry", "a number, stars and a lesson's title"));

    private static final Pattern PLACEHOLDER = Pattern.compile("\\{\\d+\\}");
    private static final List<String> DOCUMENTS =
            List.of("help", "help-pieces", "help-pieces-krc", "help-learn", "help-puzzle", "help-club");

    private final Texts english = Texts.english();
    private final Texts korean = Texts.of(Language.KOREAN);

    @Test
    void everyEnglishMessageHasAKoreanOne() {
        Set<String> missing = new TreeSet<>();
        for (String key : english.keys()) {
            if (!key.endsWith(".one")
                    && !SAME_IN_EVERY_LANGUAGE.containsKey(key)
                    && !korean.keys().contains(key)) {
                missing.add(key);
            }
        }
        assertEquals(Set.of(), missing);
    }

    @Test
    void theKeysThatNeedNoKoreanAreEnglishKeysWithoutKoreanText() {
        for (String key : SAME_IN_EVERY_LANGUAGE.keySet()) {
            assertTrue(english.keys().contains(key), key + " is no longer an English key");
            assertFalse(korean.keys().contains(key), key + " has a Korean text after all");
        }
    }

    @Test
    void everyKoreanKeyIsAnEnglishKey() {
        Set<String> stale = new TreeSet<>(korean.keys());
        stale.removeAll(english.keys());
        assertEquals(Set.of(), stale);
    }

    @Test
    void aKoreanTextKeepsTheArgumentsOfItsEnglishText() {
        Map<String, String> differ = new TreeMap<>();
        for (String key : korean.keys()) {
            Set<String> en = placeholders(english.get(key));
            Set<String> ko = placeholders(korean.get(key));
            if (!en.equals(ko)) {
                differ.put(key, en + " in English, " + ko + " in Korean");
            }
        }
        assertEquals(Map.of(), differ);
    }

    @Test
    void aKoreanTextIsWrittenInHangul() {
        Set<String> notKorean = new TreeSet<>();
        for (String key : korean.keys()) {
            if (!hasHangul(korean.get(key))) {
                notKorean.add(key);
            }
        }
        assertEquals(Set.of(), notKorean);
    }

    @Test
    void aRefusalNamesThePieceAndThenThePoint() {
        assertEquals("마의 멱이 막혔습니다: C0", korean.get("refusal.horse_leg_blocked", "C0"));
    }

    @Test
    void aKoreanCountTakesItsOnlyFormForOneAsForMany() {
        assertEquals("1판", korean.count("count.games", 1));
        assertEquals("2판", korean.count("count.games", 2));
        assertEquals("1 game", english.count("count.games", 1));
    }

    @Test
    void aMessageInsideAMessageIsRenderedInKoreanToo() {
        Message result = new Message("result.wins.by", new Message("side.han"), new Message("termination.checkmate"));
        assertEquals("한 승리 (외통수)", korean.render(result));
    }

    @Test
    void everyHelpPageHasAKoreanOneThatFitsTheScreen() {
        for (String name : DOCUMENTS) {
            String page = korean.document(name);
            assertNotEquals(english.document(name), page, name);
            assertTrue(hasHangul(page), name);
            for (String line : page.lines().toList()) {
                // The full screen shows the help 78 columns wide, and Hangul letters take two.
                assertTrue(columns(line) <= 78, name + ": " + line);
            }
        }
        // The help and one of the piece pages are shown together, on 22 rows.
        for (String pieces : List.of("help-pieces", "help-pieces-krc")) {
            long rows = korean.document("help").lines().count()
                    + korean.document(pieces).lines().count();
            assertTrue(rows <= 22, "help with " + pieces + " is " + rows + " rows");
        }
    }

    @Test
    void everyCommandLineHelpTextHasAKoreanOne() {
        ResourceBundle en = properties("cli.properties");
        ResourceBundle ko = properties("cli_ko.properties");
        assertEquals(new TreeSet<>(en.keySet()), new TreeSet<>(ko.keySet()));
        for (String key : en.keySet()) {
            assertEquals(
                    en.getString(key).contains("${DEFAULT-VALUE}"),
                    ko.getString(key).contains("${DEFAULT-VALUE}"),
                    key);
            assertTrue(hasHangul(ko.getString(key)), key);
        }
    }

    private static Set<String> placeholders(String text) {
        Set<String> found = new TreeSet<>();
        Matcher m = PLACEHOLDER.matcher(text);
        while (m.find()) {
            found.add(m.group());
        }
        return found;
    }

    private static boolean hasHangul(String text) {
        return text.codePoints().anyMatch(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL);
    }

    /** Display columns: Hangul syllables and the CJK ideographs take two, as terminals draw them. */
    private static int columns(String line) {
        return line.codePoints()
                .map(c -> Character.UnicodeScript.of(c) == Character.UnicodeScript.HANGUL
                                || Character.UnicodeScript.of(c) == Character.UnicodeScript.HAN
                        ? 2
                        : 1)
                .sum();
    }

    private static ResourceBundle properties(String name) {
        try (InputStream in = Texts.class.getResourceAsStream(name)) {
            assertNotNull(in, name);
            return new PropertyResourceBundle(new InputStreamReader(in, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
