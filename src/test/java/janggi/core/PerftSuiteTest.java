package janggi.core;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.notation.Fen;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Perft counts against Fairy-Stockfish 11.1 (the Debian package), from the EPD files and the
 * start-position table in {@code src/test/resources/perft/} (see the README there).
 */
class PerftSuiteTest {

    private static final String DIR = "/perft/";

    /** EPD file (on the classpath, under {@value #DIR}) and the rule set its counts were made with. */
    private static final List<Object[]> FILES = List.of(
            new Object[] {"janggi-d3.epd", RuleSet.JANGGI},
            new Object[] {"janggicasual-d3.epd", RuleSet.CASUAL},
            new Object[] {"janggimodern-d3.epd", RuleSet.MODERN},
            new Object[] {"janggitraditional-d3.epd", RuleSet.TRADITIONAL},
            new Object[] {"janggimartin-d3.epd", RuleSet.MARTIN});

    private static final Pattern EPD_LINE = Pattern.compile("^(.*\\S)\\s*;\\s*D3\\s+(\\d+)\\s*$");

    /** Rule set, depth, expected count: the start-position table, depths 1-4 (depth 5 is a benchmark). */
    static Stream<Arguments> startPosition() {
        long[] janggi = {32, 1_024, 33_000, 1_065_277};
        long[] casual = {32, 1_024, 33_316, 1_083_563};
        long[] martin = {31, 961, 30_037, 940_994};
        List<Arguments> rows = new ArrayList<>();
        Object[][] table = {
            {RuleSet.JANGGI, janggi},
            {RuleSet.TRADITIONAL, janggi},
            {RuleSet.CASUAL, casual},
            {RuleSet.MODERN, casual},
            {RuleSet.MARTIN, martin},
        };
        for (Object[] row : table) {
            long[] counts = (long[]) row[1];
            for (int depth = 1; depth <= counts.length; depth++) {
                rows.add(Arguments.of(row[0], depth, counts[depth - 1]));
            }
        }
        return rows.stream();
    }

    /** Rule set, file, line number, FEN, expected depth-3 count: every line of every EPD file. */
    static Stream<Arguments> epdLines() {
        List<Arguments> rows = new ArrayList<>();
        for (Object[] f : FILES) {
            String file = (String) f[0];
            RuleSet rules = (RuleSet) f[1];
            List<String> lines = readResource(DIR + file);
            for (int i = 0; i < lines.size(); i++) {
                String line = lines.get(i).strip();
                if (line.isEmpty() || line.startsWith("#")) {
                    continue;
                }
                Matcher m = EPD_LINE.matcher(line);
                if (!m.matches()) {
                    throw new IllegalStateException(file + ":" + (i + 1) + ": not 'FEN ;D3 N': " + line);
                }
                rows.add(Arguments.of(rules, file, i + 1, m.group(1), Long.parseLong(m.group(2))));
            }
        }
        return rows.stream();
    }

    @ParameterizedTest(name = "{0} {1}:{2} perft 3 = {4}  [{3}]")
    @MethodSource("epdLines")
    void epdPositionAtDepth3(RuleSet rules, String file, int line, String fen, long expected) {
        Position pos = Fen.parse(fen, rules);
        assertEquals(
                expected, new Perft(pos, 3).count(3), () -> rules + " " + file + ":" + line + " perft 3 of " + fen);
    }

    @ParameterizedTest(name = "{0} start position perft {1} = {2}")
    @MethodSource("startPosition")
    void startPosition(RuleSet rules, int depth, long expected) {
        Position pos = Fen.parse(Fen.START, rules);
        assertEquals(expected, new Perft(pos, depth).count(depth), () -> rules + " start position perft " + depth);
    }

    /**
     * Guards against a silently shrunk data set: every file has lines, and every rule set that
     * Fairy-Stockfish plays is covered (krc is checked against {@code KrcReferenceGenerator}).
     */
    @Test
    void everyRuleSetHasReferencePositions() {
        List<Arguments> rows = epdLines().toList();
        for (Object[] f : FILES) {
            long n = rows.stream().filter(a -> a.get()[1].equals(f[0])).count();
            assertTrue(n >= 10, f[0] + " has only " + n + " positions");
        }
        assertEquals(
                RuleSet.all().stream().filter(r -> r != RuleSet.KRC).toList(),
                FILES.stream().map(f -> f[1]).distinct().toList());
    }

    private static List<String> readResource(String name) {
        InputStream in = PerftSuiteTest.class.getResourceAsStream(name);
        assertNotNull(in, "missing test resource " + name);
        try (BufferedReader r = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return r.lines().toList();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
