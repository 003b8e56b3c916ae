package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class BenchCommandTest {

    @Test
    void totalNodesAreASignature() {
        // The start position and an endgame: a fresh engine each, so nothing carries over between runs.
        List<String> fens = List.of(BenchCommand.POSITIONS.get(0), BenchCommand.POSITIONS.get(9));
        BenchCommand.Totals first = BenchCommand.run(RuleSet.JANGGI, 6, 1, fens, false);
        BenchCommand.Totals second = BenchCommand.run(RuleSet.JANGGI, 6, 1, fens, false);
        assertEquals(first.nodes(), second.nodes());
        assertTrue(first.nodes() > 1000, "searched only " + first.nodes() + " nodes");
    }

    @Test
    void threadsOutOfRangeAreRefused() {
        String[] r = CommandRun.run("bench", "--threads", "65");
        assertEquals("2", r[0]);
        assertEquals("janggi: --threads should be from 1 to 64, not 65", r[2].strip());
    }

    @Test
    void everyBenchPositionIsReadable() {
        for (String fen : BenchCommand.POSITIONS) {
            assertTrue(janggi.notation.Fen.parse(fen, RuleSet.JANGGI).legalMoves().length > 0, fen);
        }
    }

    @Test
    void againstAnotherBuildEachPairAndTheMedianArePrinted(@TempDir Path dir) throws IOException {
        // A jar of this build's own classes stands in for the other build.
        Path jar = dir.resolve("other.jar");
        Path classes = Path.of("target/classes");
        try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
                Stream<Path> files = Files.walk(classes)) {
            for (Path f : files.filter(Files::isRegularFile).toList()) {
                out.putNextEntry(new JarEntry(classes.relativize(f).toString().replace('\\', '/')));
                out.write(Files.readAllBytes(f));
                out.closeEntry();
            }
        }
        String[] r = CommandRun.run("bench", "--depth", "2", "--pairs", "1", "--against", jar.toString());
        assertEquals("0", r[0], r[2]);
        assertEquals(
                BenchComparison.WARM_UP + 1,
                r[1].lines().filter(l -> l.startsWith("Pair ")).count(),
                r[1]);
        assertTrue(r[1].contains("(warm-up)"), r[1]);
        assertTrue(
                r[1].lines()
                        .anyMatch(
                                l -> l.matches("Median ratio \\(this build / the other\\): \\d+\\.\\d{3} over 1 pair")),
                r[1]);
    }

    @Test
    void againstSomethingThatIsNotABuildIsRefused() {
        String[] missing = CommandRun.run("bench", "--against", "no/such.jar");
        assertEquals("2", missing[0]);
        assertEquals("janggi: --against no/such.jar: no such file", missing[2].strip());
        String[] folder = CommandRun.run("bench", "--against", "target/classes");
        assertEquals("2", folder[0]);
        assertEquals(
                "janggi: --against target/classes: a directory; give the other build's janggi.jar", folder[2].strip());
        String[] notABuild = CommandRun.run("bench", "--against", "pom.xml");
        assertEquals("2", notABuild[0]);
        assertEquals("janggi: --against pom.xml: not a janggi build", notABuild[2].strip());
    }

    @Test
    void theMedianOfAnEvenCountIsTheMeanOfTheMiddleTwo() {
        assertEquals(1.1, BenchComparison.median(List.of(1.3, 0.9, 1.0, 1.2)), 1e-9);
        assertEquals(1.0, BenchComparison.median(List.of(1.3, 0.9, 1.0)), 1e-9);
    }
}
