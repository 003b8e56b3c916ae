package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Mutated command lines fed to a UCI session, ending without quit: it answers each, never echoes
 * a control character raw, and ends on its own at the end of input. A soak runs far more:
 * {@code mvn test -Dtest=UciFuzzTest -Dsoak=true}.
 */
class UciFuzzTest {
    private static final int RUNS = Boolean.getBoolean("soak") ? 3000 : 60;
    private static final List<String> SEEDS = List.of(
            "uci",
            "isready",
            "position startpos moves b1c3 b10c8",
            "position fen 9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1",
            "setoption name Hash value 4096",
            "setoption name UCI_Variant value janggimodern",
            "go depth 1",
            "go perft 2",
            "stop",
            "d");
    private static final Pattern DEEP_PERFT = Pattern.compile("perft\\s+0*([4-9]|\\d\\d)");
    private static final String ALPHABET = " abcdefghi0123456789\u001b\u0007\u202e\u2028\u0000\uac00x";

    @Test
    void everyLineIsAnsweredSafelyAndTheEndOfInputEndsTheSession() {
        SplittableRandom random = new SplittableRandom(41);
        assertTimeoutPreemptively(Duration.ofSeconds(120), () -> {
            for (int run = 0; run < RUNS; run++) {
                StringBuilder script = new StringBuilder();
                for (int i = 0; i < 6; i++) {
                    StringBuilder line = new StringBuilder(SEEDS.get(random.nextInt(SEEDS.size())));
                    for (int e = random.nextInt(4); e > 0 && line.length() > 0; e--) {
                        int at = random.nextInt(line.length());
                        line.insert(at, ALPHABET.charAt(random.nextInt(ALPHABET.length())));
                    }
                    // A deep count is a request to wait, as in Stockfish, not hostile input: keep counts short.
                    String text = DEEP_PERFT.matcher(line).find() ? "go perft 2" : line.toString();
                    script.append(text).append('\n');
                }
                ByteArrayOutputStream out = new ByteArrayOutputStream();
                new UciSession(
                                new ByteArrayInputStream(script.toString().getBytes(StandardCharsets.UTF_8)),
                                new PrintStream(out, true, StandardCharsets.UTF_8))
                        .run();
                String said = out.toString(StandardCharsets.UTF_8);
                assertFalse(
                        said.codePoints()
                                .anyMatch(c -> c != '\n' && (Character.isISOControl(c) || c == 0x202e || c == 0x2028)),
                        script + " -> " + said);
            }
        });
    }
}
