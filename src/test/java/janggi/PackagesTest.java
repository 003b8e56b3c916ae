package janggi;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** Our packages import one way, as docs/screen.md and the README draw them: read from the sources' imports. */
class PackagesTest {
    private static final Path SOURCES = Path.of("src/main/java/janggi");
    private static final Pattern REFERENCE = Pattern.compile("\\bjanggi\\.((?:[a-z]\\w*\\.)*[a-z]\\w*)\\.[A-Z]");

    /** Which of our packages each package names, by its path below janggi ({@code engine.review}). */
    private static Map<String, Set<String>> imports() {
        Map<String, Set<String>> imports = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path file : files.filter(f -> f.toString().endsWith(".java")).toList()) {
                String own = SOURCES.relativize(file.getParent()).toString().replace('/', '.');
                Set<String> named = imports.computeIfAbsent(own, p -> new TreeSet<>());
                Matcher m = REFERENCE.matcher(Files.readString(file).replaceAll("(?s)/\\*.*?\\*/|//[^\\n]*", ""));
                while (m.find()) {
                    if (!m.group(1).equals(own)) {
                        named.add(m.group(1));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return imports;
    }

    @Test
    void noPackageReachesBackToItselfThroughItsImports() {
        Map<String, Set<String>> imports = imports();
        Set<String> cyclic = new TreeSet<>();
        for (String start : imports.keySet()) {
            Deque<String> todo = new ArrayDeque<>(imports.get(start));
            Set<String> seen = new TreeSet<>();
            while (!todo.isEmpty()) {
                String next = todo.pop();
                if (next.equals(start)) {
                    cyclic.add(start);
                } else if (seen.add(next)) {
                    todo.addAll(imports.getOrDefault(next, Set.of()));
                }
            }
        }
        assertEquals(Set.of(), cyclic);
    }

    @Test
    void theRulesAndTheWordsImportNothingOfOursAndTheServerNoClientOfItself() {
        Map<String, Set<String>> imports = imports();
        assertEquals(Set.of(), imports.get("core"));
        assertEquals(Set.of(), imports.get("text"));
        for (String below : List.of("play", "tui", "line")) {
            assertEquals(Set.of(), intersection(imports.get(below), Set.of("server", "cli", "loadtest")), below);
        }
        assertEquals(Set.of(), intersection(imports.get("server"), Set.of("loadtest", "cli")));
    }

    private static Set<String> intersection(Set<String> a, Set<String> b) {
        Set<String> both = new TreeSet<>(a);
        both.retainAll(b);
        return both;
    }
}
