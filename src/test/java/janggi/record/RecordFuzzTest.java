package janggi.record;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.fail;

import janggi.notation.NotationException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Random and mutated records fed to every reader: nothing but NotationException ("not a
 * record") escapes, and whatever is read can be written again in every format.
 */
class RecordFuzzTest {
    private static final String ALPHABET =
            "0123456789. \n[]\"{}()-x+#KAEHRCPNBkabnrcp abcdefghi 졸병마상사장차포한수쉼장군卒兵馬象車包士楚漢";

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
        int read = 0;
        for (int i = 0; i < 2000; i++) {
            byte[] data = i % 3 == 0 ? randomText(random) : mutate(seeds.get(random.nextInt(seeds.size())), random);
            for (RecordFormat format : Records.formats()) {
                try {
                    List<GameRecord> games = format.read(data);
                    assertFalse(games.isEmpty(), format.name());
                    for (RecordFormat writer : Records.formats()) {
                        writer.write(games);
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
            switch (random.nextInt(4)) {
                case 0 -> sb.deleteCharAt(at);
                case 1 -> sb.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                case 2 -> sb.setCharAt(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                default -> sb.insert(at, sb.substring(at, Math.min(sb.length(), at + random.nextInt(20))));
            }
        }
        byte[] bytes = sb.toString().getBytes(StandardCharsets.UTF_8);
        if (random.nextInt(10) == 0 && bytes.length > 0) {
            bytes[random.nextInt(bytes.length)] = (byte) random.nextInt(256);
        }
        return bytes;
    }
}
