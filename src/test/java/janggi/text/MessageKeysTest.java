package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.GameResult;
import janggi.core.PieceType;
import janggi.core.Refusal;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.learn.Lesson;
import janggi.learn.Lessons;
import janggi.learn.Puzzle;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The message bundle and the code agree: every key the code names is in messages.properties,
 * every code the words are looked up by has its key, and every key is used somewhere.
 */
class MessageKeysTest {
    private static final Path SOURCES = Path.of("src/main/java");
    private static final Pattern LITERAL = Pattern.compile("\"((?:[^\"\\\\\\n]|\\\\.)*)\"");
    private static final Pattern TEXT_BLOCK = Pattern.compile("\"\"\"(?s:.*?)\"\"\"");
    private static final Pattern KEY_SHAPE = Pattern.compile("[a-z][a-z0-9_]*(\\.[a-z0-9_]+)+");
    /** A literal right after one of these is a key whatever it looks like. */
    private static final Pattern KEY_CONTEXT = Pattern.compile(
            "(?:\\bnew (?:Message|NotationException|BadInput|EngineFailure)|\\b(?:get|count|reply|info|error))\\(\\s*$");

    private final Set<String> keys = Texts.english().keys();

    /** Every string literal of the main code, with whether it stands where a key is expected. */
    private record Literal(String file, String text, boolean inKeyContext) {}

    private static List<Literal> literals() {
        try (Stream<Path> files = Files.walk(SOURCES)) {
            return files.filter(f -> f.toString().endsWith(".java"))
                    .flatMap(f -> literals(f).stream())
                    .toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static List<Literal> literals(Path file) {
        try {
            String code = TEXT_BLOCK.matcher(Files.readString(file)).replaceAll("\"\"");
            Matcher m = LITERAL.matcher(code);
            List<Literal> out = new java.util.ArrayList<>();
            while (m.find()) {
                String before = code.substring(Math.max(0, m.start() - 60), m.start());
                out.add(new Literal(
                        SOURCES.relativize(file).toString(),
                        m.group(1),
                        KEY_CONTEXT.matcher(before).find()));
            }
            return out;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The first part of every key, {@code refusal} of {@code refusal.horse_leg_blocked}. */
    private Set<String> groups() {
        Set<String> groups = new HashSet<>();
        keys.forEach(k -> groups.add(k.substring(0, Math.max(0, k.indexOf('.')))));
        groups.remove("");
        return groups;
    }

    /** A key, or a count's key whose forms are {@code KEY.one} and {@code KEY.other}. */
    private boolean known(String key) {
        return keys.contains(key) || keys.contains(key + ".other");
    }

    @Test
    void everyKeyTheCodeNamesIsInTheBundle() {
        Set<String> groups = groups();
        Set<String> missing = new TreeSet<>();
        for (Literal l : literals()) {
            boolean looksLikeKey = KEY_SHAPE.matcher(l.text()).matches()
                    && groups.contains(l.text().substring(0, l.text().indexOf('.')));
            if ((looksLikeKey || l.inKeyContext() && KEY_SHAPE.matcher(l.text()).matches()) && !known(l.text())) {
                missing.add(l.text() + " (" + l.file() + ")");
            }
        }
        assertEquals(Set.of(), missing);
    }

    private static Set<String> enumKeys() {
        Set<String> out = new TreeSet<>();
        for (Refusal.Reason r : Refusal.Reason.values()) {
            out.add("refusal." + r.name().toLowerCase(Locale.ROOT));
        }
        for (GameResult.Termination t : GameResult.Termination.values()) {
            out.add("termination." + t.name().toLowerCase(Locale.ROOT));
        }
        for (Side s : Side.values()) {
            out.add("side." + s.name().toLowerCase(Locale.ROOT));
        }
        for (PieceType p : PieceType.values()) {
            out.add("piece." + p.name().toLowerCase(Locale.ROOT));
        }
        return out;
    }

    @Test
    void everyRefusalEndingSideAndPieceHasItsWords() {
        Set<String> missing = new TreeSet<>(enumKeys());
        missing.removeAll(keys);
        assertEquals(Set.of(), missing);
    }

    /** The keys named by data: each lesson's title and text, the words of each setup and of each puzzle theme. */
    private static Set<String> lessonKeys() {
        Set<String> out = new TreeSet<>();
        for (Lesson lesson : Lessons.all()) {
            out.add("lesson." + lesson.id() + ".title");
            out.add("lesson." + lesson.id() + ".text");
        }
        for (Setup setup : Setup.all()) {
            out.add("lesson.setup." + setup.text(RuleSet.JANGGI).toLowerCase(Locale.ROOT));
        }
        for (String theme : Puzzle.THEMES) {
            out.add("puzzle.theme." + theme.replace('-', '_'));
        }
        return out;
    }

    @Test
    void everyKeyTheLessonsNameIsInTheBundle() {
        Set<String> missing = new TreeSet<>(lessonKeys());
        missing.removeAll(keys);
        assertEquals(Set.of(), missing);
    }

    @Test
    void everyKeyOfTheBundleIsUsed() {
        Set<String> used = new HashSet<>(enumKeys());
        used.addAll(lessonKeys());
        literals().forEach(l -> used.add(l.text()));
        Set<String> unused = new TreeSet<>();
        for (String key : keys) {
            String counted = key.replaceFirst("\\.(one|other)$", "");
            if (!used.contains(key) && !used.contains(counted)) {
                unused.add(key);
            }
        }
        assertEquals(Set.of(), unused);
    }

    @Test
    void everyTextOfTheBundleCanBeShown() {
        for (String key : keys) {
            Texts.english().get(key, "a", "b", "c", "d", "e", "f", "g", "h");
        }
    }
}
