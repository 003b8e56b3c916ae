package janggi.uci;

import janggi.engine.NetworkData;
import janggi.engine.SearchLimits;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

/**
 * Labelled positions for training the network, as {@link NetworkData} writes them, scored by
 * another UCI Janggi engine instead of our search: Fairy-Stockfish's search reaches positional
 * judgements at a depth ours takes far longer to reach. Run as docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.uci.EngineScores \
 *     OUT 'COMMAND' NODES THREADS GAMES.pgn... [DATA.bin...]
 * </pre>
 *
 * <p>Each thread starts its own engine; positions already in the DATA files are not scored
 * again. The scores are put on our scale as a review's are
 * ({@link UciSearcher}).
 */
public final class EngineScores {
    private EngineScores() {}

    public static void main(String[] args) throws Exception {
        String command = args[1];
        NetworkData.write(
                Path.of(args[0]),
                Integer.parseInt(args[3]),
                Arrays.asList(args).subList(4, args.length),
                () -> new UciSearcher(command, Map.of("Hash", "16"), System.err::println),
                SearchLimits.nodes(Long.parseLong(args[2])));
    }
}
