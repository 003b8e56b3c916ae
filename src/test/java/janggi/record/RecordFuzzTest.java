package janggi.record;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import janggi.core.Game;
import janggi.core.Setup;
import janggi.core.RuleSet;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Random and mutated records, fed to every reader: a reader either reads or says "not a record". */
class RecordFuzzTest {
    private static final int ROUNDS = 300;

    @Test
    void noReaderThrowsAnythingButANotationException() {
        Random random = new Random(20261123);
        for (RecordFormat format : Records.formats()) {
            byte[] valid = format.write(List.of(new GameRecord(sampleGame(), Map.of("Event", "fuzz {x} \"q\""))));
            for (int round = 0; round < ROUNDS; round++) {
                byte[] data = round % 3 == 0 ? noise(random) : mutate(valid, random);
                try {
                    for (GameRecord r : format.read(data)) {
                        assertNotNull(r.game());
                    }
                } catch (NotationException expected) {
                    assertNotNull(expected.getMessage());
                } catch (RuntimeException e) {
                    throw new AssertionError(format.name() + " reader failed on " + new String(data), e);
                }
            }
        }
    }

    private static Game sampleGame() {
        Game game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        for (String m : List.of("A6-B6", "B0-C2", "pass", "I3-H3", "B9-C7")) {
            game.play(DisplayMove.parse(m, game.position()));
        }
        return game;
    }

    private static byte[] noise(Random random) {
        byte[] b = new byte[random.nextInt(200)];
        random.nextBytes(b);
        return b;
    }

    /** Flips, deletes, duplicates or inserts a few bytes, favouring the characters records are made of. */
    private static byte[] mutate(byte[] valid, Random random) {
        byte[] b = valid.clone();
        String alphabet = "[]{}()\"\\;.-0123456789ABCDEFGHIabcdefghi pass\n";
        int edits = 1 + random.nextInt(6);
        for (int i = 0; i < edits && b.length > 0; i++) {
            int at = random.nextInt(b.length);
            switch (random.nextInt(3)) {
                case 0 -> b[at] = (byte) alphabet.charAt(random.nextInt(alphabet.length()));
                case 1 -> b = concat(b, at, at + 1 + random.nextInt(Math.min(20, b.length - at)), new byte[0]);
                default -> b = concat(b, at, at, new byte[] {(byte) random.nextInt(256)});
            }
        }
        return b;
    }

    private static byte[] concat(byte[] b, int cutFrom, int cutTo, byte[] insert) {
        byte[] out = new byte[b.length - (cutTo - cutFrom) + insert.length];
        System.arraycopy(b, 0, out, 0, cutFrom);
        System.arraycopy(insert, 0, out, cutFrom, insert.length);
        System.arraycopy(b, cutTo, out, cutFrom + insert.length, b.length - cutTo);
        return out;
    }
}
