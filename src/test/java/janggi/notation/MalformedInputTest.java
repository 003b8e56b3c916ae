package janggi.notation;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import janggi.core.Position;
import janggi.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Whatever the text, a reader either succeeds or throws a {@link NotationException} with a
 * message: never another exception. Inputs are random (fixed seed), built from characters the
 * notations use plus a few that they do not.
 */
class MalformedInputTest {
    private static final String MOVE_CHARS = "abcdefghijABCDEFGHIJKZ0123456789-- ;psaPSAwx\t\u0663\u2013";
    private static final String FEN_CHARS = "kabnrcpeKABNRCPEG0123456789/ -wbx";

    interface Reader {
        void read(String text);
    }

    private static void neverAnotherException(String what, Reader reader, List<String> inputs) {
        int refused = 0;
        for (String text : inputs) {
            try {
                reader.read(text);
            } catch (NotationException e) {
                assertTrue(
                        e.getMessage() != null && !e.getMessage().isBlank(), what + " '" + text + "': empty message");
                refused++;
            } catch (RuntimeException e) {
                fail(what + " '" + text + "' threw " + e, e);
            }
        }
        assertTrue(refused > inputs.size() / 2, what + ": only " + refused + " of " + inputs.size() + " refused");
    }

    private static List<String> randomText(String alphabet, int count, int maxLength, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder sb = new StringBuilder();
            int n = random.nextInt(maxLength + 1);
            for (int k = 0; k < n; k++) {
                sb.append(alphabet.charAt(random.nextInt(alphabet.length())));
            }
            out.add(sb.toString());
        }
        return out;
    }

    /** Valid texts with one to three characters replaced, inserted or deleted. */
    private static List<String> mutations(List<String> valid, String alphabet, int count, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<String> out = new ArrayList<>();
        for (int i = 0; i < count; i++) {
            StringBuilder sb = new StringBuilder(valid.get(random.nextInt(valid.size())));
            int edits = 1 + random.nextInt(3);
            for (int e = 0; e < edits; e++) {
                int at = random.nextInt(sb.length() + 1);
                char c = alphabet.charAt(random.nextInt(alphabet.length()));
                switch (random.nextInt(3)) {
                    case 0 -> sb.insert(at, c);
                    case 1 -> {
                        if (at < sb.length()) {
                            sb.deleteCharAt(at);
                        }
                    }
                    default -> {
                        if (at < sb.length()) {
                            sb.setCharAt(at, c);
                        }
                    }
                }
            }
            out.add(sb.toString());
        }
        return out;
    }

    @Test
    void moveReaders() {
        Position start = Fen.parse(Fen.START, RuleSet.JANGGI);
        List<String> inputs = new ArrayList<>(randomText(MOVE_CHARS, 20_000, 9, 1));
        List<String> valid = new ArrayList<>();
        for (int m : start.legalMoves()) {
            valid.add(DisplayMove.of(m));
            valid.add(UciMove.of(m));
            valid.add(GameCourierMove.withLabel(m, start));
        }
        valid.add("swap b9 c9");
        inputs.addAll(mutations(valid, MOVE_CHARS, 20_000, 2));
        inputs.add(null);
        neverAnotherException("DisplayMove.parse", t -> DisplayMove.parse(t, start), inputs);
        neverAnotherException("DisplayMove.parseShape", DisplayMove::parseShape, inputs);
        neverAnotherException("DisplaySquare.parse", DisplaySquare::parse, inputs);
        neverAnotherException("UciMove.parse", t -> UciMove.parse(t, start), inputs);
        neverAnotherException("UciMove.parseShape", UciMove::parseShape, inputs);
        neverAnotherException("GameCourierMove.parse", t -> GameCourierMove.parse(t, start), inputs);
        neverAnotherException("GameCourierMove.parseSwaps", GameCourierMove::parseSwaps, inputs);
    }

    @Test
    void fenReader() {
        List<String> valid = new ArrayList<>(Positions.MIDDLEGAMES);
        valid.add(Fen.START);
        List<String> inputs = new ArrayList<>(mutations(valid, FEN_CHARS, 30_000, 3));
        inputs.addAll(randomText(FEN_CHARS, 5_000, 100, 4));
        inputs.add(null);
        for (RuleSet rules : RuleSet.all()) {
            neverAnotherException("Fen.parse", t -> Fen.parse(t, rules), inputs);
        }
    }
}
