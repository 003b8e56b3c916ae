package janggi.uci;

import janggi.core.Position;
import janggi.engine.NetworkData;
import janggi.notation.Fen;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;

/**
 * Labelled positions for training the network, as {@link NetworkData} writes them, scored by
 * another UCI Janggi engine instead of our search: Fairy-Stockfish's search reaches positional
 * judgements at a depth ours takes far longer to reach. Run as docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.uci.EngineScores \
 *     OUT 'COMMAND' 'LIMIT' THREADS GAMES.pgn...
 * </pre>
 *
 * <p>LIMIT is what follows {@code go} ({@code nodes 10000}); each thread starts its own engine.
 * The scores are the engine's centipawns as it reports them, on its own scale, not ours.
 */
public final class EngineScores {
    private EngineScores() {}

    public static void main(String[] args) throws Exception {
        String command = args[1];
        String limit = args[2];
        List<String> games = Arrays.asList(args).subList(4, args.length);
        NetworkData.write(Path.of(args[0]), Integer.parseInt(args[3]), games, () -> {
            UciClient engine = UciClient.start(command);
            engine.setOption("UCI_Variant", "janggi");
            engine.setOption("Hash", "16");
            engine.ready();
            return new NetworkData.Scorer() {
                @Override
                public int score(Position position) throws IOException {
                    String[] said = engine.moveFixedWork(Fen.of(position), List.of(), limit)
                            .score()
                            .split(" ");
                    return said.length == 2 && said[0].equals("cp") ? Integer.parseInt(said[1]) : LEFT_OUT;
                }

                @Override
                public void close() {
                    engine.close();
                }
            };
        });
    }
}
