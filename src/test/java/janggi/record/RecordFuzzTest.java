package janggi.record;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import janggi.notation.NotationException;
import janggi.text.LineReader;
import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated records fed to every reader: nothing but NotationException ("not a
 * record") escapes, what is read holds nothing that could drive a terminal, and it can be
 * written again in every format. The seeds are our sample games in every format and the
 * variant files of records/gib; the mutations include lines over the limit, long tag values,
 * controls and stray bytes. A soak runs far more: {@code mvn test -Dtest=RecordFuzzTest -Dsoak=true}.
 */
class RecordFuzzTest {
    private static final String ALPHABET = "0123456789. \n[]\"{}()-x+#KAEHRCPNBkabnrcp abcdefghi"
            + " 졸병마상사장차포한수쉼장군卒兵馬象車包士楚漢초타판\u001b\u202e\u2028\u0000";
    private static final int RUNS = Boolean.getBoolean("soak") ? 50_000 : 2000;

    @Test
    void readersReportOrReadButNeverBreak() {
        SplittableRandom random = new SplittableRandom(2024);
        List<byte[]> seeds = new ArrayList<>();
        for (RecordFormat format : Records.formats()) {
            for (GameRecord game : RecordFormatsTest.sampleGames().subList(0, 2)) {
                try {
                    seeds.add(format.write(List.of(game)));
                } catch (NotationException cannotHoldIt) {
                    // e.g. a Game Courier log holds only games from the opening under the janggi rules
                }
            }
        }
        seeds.addAll(variantFiles());
        int read = 0;
        for (int i = 0; i < RUNS; i++) {
            byte[] data = i % 3 == 0 ? randomText(random) : mutate(seeds.get(random.nextInt(seeds.size())), random);
            for (RecordFormat format : Records.formats()) {
                try {
                    List<GameRecord> games = format.read(data);
                    assertFalse(games.isEmpty(), format.name());
                    for (GameRecord g : games) {
                        assertClean(
                                g.tags().toString() + g.comments() + g.problem().map(Object::toString));
                    }
                    for (RecordFormat writer : Records.formats()) {
                        try {
                            writer.write(games);
                        } catch (NotationException cannotHoldIt) {
                            // e.g. a krc game in a .gib, or several games in one Game Courier log
                        }
                    }
                    read++;
                } catch (NotationException notARecord) {
                    assertFalse(notARecord.getMessage().contains("\n"), notARecord.getMessage());
                } catch (RuntimeException e) {
                    fail(format.name() + " broke on:\n" + new String(data, StandardCharsets.UTF_8), e);
                }
            }
        }
        assertFalse(read == 0, "no mutant was read at all");
    }

    /** The small files of records/gib, one per variant real programs write. */
    private static List<byte[]> variantFiles() {
        try {
            Path dir = Path.of(RecordFuzzTest.class.getResource("/records/gib").toURI());
            List<byte[]> files = new ArrayList<>();
            try (Stream<Path> list = Files.list(dir)) {
                for (Path p : list.sorted().toList()) {
                    files.add(Files.readAllBytes(p));
                }
            }
            return files;
        } catch (IOException | URISyntaxException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Nothing read from a file may drive a terminal. */
    private static void assertClean(String text) {
        assertFalse(text.codePoints().anyMatch(c -> Character.isISOControl(c) || c == 0x202e || c == 0x2028), text);
    }

    private static byte[] randomText(SplittableRandom random) {
        StringBuilder sb = new StringBuilder();
        int n = random.nextInt(200);
        for (int i = 0; i < n; i++) {
            sb.append(ALPHABET.charAt(random.nextInt(ALPHABET.length())));
        }
        return sb.toString().getBytes(StandardCharsets.UTF_8);
    }

    /** A few bytes changed, dropped, doubled or swapped for another character of the alphabet. */
    private static byte[] mutate(byte[] seed, SplittableRandom random) {
        String text = new String(seed, StandardCharsets.UTF_8);
        StringBuilder sb = new StringBuilder(text);
        int edits = 1 + random.nextInt(4);
        for (int e = 0; e < edits && sb.length() > 0; e++) {
            int at = random.nextInt(sb.length());
            switch (random.nextInt(40)) {
                case 0 -> sb.insert(at, "x".repeat(LineReader.MAX_BYTES + 1));
                case 1 -> sb.insert(at, "[Event \"" + "v".repeat(40_000) + "\"]\n");
                case 2 -> sb.insert(at, "\n[Rh1#!!] (prose) Eac4(1) Re7+++ {+/=} 1-0 (after)\n");
                default -> {
                    switch (random.nextInt(4)) {
                        case 0 -> sb.deleteCharAt(at);
                        case 1 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                        case 2 -> sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                        default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + random.nextInt(20))));
                    }
                }
            }
        }
        byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(10) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) (random.nextBoolean() ? 0xff : random.nextInt(256));
        }
        return bytes;
    }
}
