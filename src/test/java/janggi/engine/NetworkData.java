package janggi.engine;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.record.GameRecord;
import janggi.record.Records;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Labelled positions for training the {@link Network}: the quiet positions of finished games,
 * each scored by our search at a fixed number of nodes (or by another engine: {@code
 * janggi.uci.EngineScores}), with the game's result. Run as
 * docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.engine.NetworkData \
 *     OUT NODES THREADS GAMES.pgn...
 * </pre>
 *
 * <p>Each record: the number of pieces, then each piece's code and point (bytes), the side to
 * move (0 Cho, 1 Han), the score for the side to move (a short, centipawns) and the result for
 * it (a byte: 0 lost, 1 drawn, 2 won). Positions scored as a mate are left out.
 */
public final class NetworkData {
    private NetworkData() {}

    private record Unscored(Position position, int result) {}

    /**
     * Scores positions for one worker thread. {@link #score} gives the score for the side to move in
     * centipawns, or {@link #LEFT_OUT} for a position not to keep (a mate, or no score at all).
     */
    public interface Scorer extends AutoCloseable {
        int LEFT_OUT = Integer.MIN_VALUE;

        int score(Position position) throws IOException;

        @Override
        default void close() {}
    }

    /** A worker's way to score, opened on the worker's own thread. */
    public interface Scorers {
        Scorer open() throws IOException;
    }

    public static void main(String[] args) throws Exception {
        long nodes = Long.parseLong(args[1]);
        write(Path.of(args[0]), Integer.parseInt(args[2]), Arrays.asList(args).subList(3, args.length), () -> {
            Engine engine = new Engine(16);
            return p -> {
                int score = engine.search(p, SearchLimits.nodes(nodes), SearchListener.NONE)
                        .score();
                return Score.isMate(score) ? Scorer.LEFT_OUT : score;
            };
        });
    }

    /**
     * Writes to {@code out} the quiet positions of {@code games} (PGN files), from the 9th ply and
     * each once, scored by {@code threads} workers; in an order shuffled the same way each run.
     */
    public static void write(Path out, int threads, List<String> games, Scorers scorers) throws Exception {
        List<Unscored> positions = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (String file : games) {
            for (GameRecord record : Records.read(Path.of(file))) {
                Game game = record.game();
                if (game.result().isEmpty() || record.problem().isPresent()) {
                    continue;
                }
                Side winner = game.result().get().winner().orElse(null);
                Position p = game.startPosition();
                List<Integer> moves = game.moves();
                for (int i = 0; i < moves.size(); i++) {
                    if (i >= 8 && EvalTuner.quiet(p) && seen.add(p.key())) {
                        int result = winner == null ? 1 : winner == p.sideToMove() ? 2 : 0;
                        positions.add(new Unscored(p.copy(), result));
                    }
                    p.make(moves.get(i));
                }
            }
        }
        Collections.shuffle(positions, new Random(1));
        System.err.println(positions.size() + " positions");
        AtomicInteger next = new AtomicInteger();
        AtomicInteger kept = new AtomicInteger();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        try (DataOutputStream data =
                new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(out), 1 << 16))) {
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Thread w = new Thread(
                        () -> {
                            try (Scorer scorer = scorers.open()) {
                                score(positions, next, kept, scorer, data);
                            } catch (Exception e) {
                                failures.add(e);
                            }
                        },
                        "scorer-" + t);
                w.start();
                workers.add(w);
            }
            for (Thread w : workers) {
                w.join();
            }
        }
        System.err.println(kept.get() + " positions written to " + out);
        if (!failures.isEmpty()) {
            throw new IllegalStateException("a worker stopped: " + failures.get(0), failures.get(0));
        }
    }

    private static void score(
            List<Unscored> positions, AtomicInteger next, AtomicInteger kept, Scorer scorer, OutputStream out)
            throws IOException {
        byte[] record = new byte[2 + 2 * 32 + 4];
        for (int i; (i = next.getAndIncrement()) < positions.size(); ) {
            Unscored u = positions.get(i);
            int score = scorer.score(u.position());
            if (score == Scorer.LEFT_OUT || Math.abs(score) > Short.MAX_VALUE) {
                continue;
            }
            int n = 0;
            int at = 1;
            for (int sq = 0; sq < Square.COUNT; sq++) {
                int code = u.position().pieceAt(sq);
                if (code != 0) {
                    record[at++] = (byte) code;
                    record[at++] = (byte) sq;
                    n++;
                }
            }
            record[0] = (byte) n;
            record[at++] = (byte) u.position().sideToMove().ordinal();
            record[at++] = (byte) (score >> 8);
            record[at++] = (byte) score;
            record[at++] = (byte) u.result();
            synchronized (out) {
                out.write(record, 0, at);
            }
            int k = kept.incrementAndGet();
            if (k % 10000 == 0) {
                System.err.println(k + " scored");
            }
        }
    }
}
