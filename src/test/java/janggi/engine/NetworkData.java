package janggi.engine;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.Fen;
import janggi.record.GameRecord;
import janggi.record.Records;
import java.io.BufferedOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteBuffer;
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
import java.util.function.Supplier;

/**
 * Labelled positions for training the {@link Network}: the quiet positions of finished games,
 * each scored by a search at a fixed number of nodes (ours, or another engine's: {@code
 * janggi.uci.EngineScores}), with the game's result. Run as docs/engine.md says:
 *
 * <pre>
 * java -cp target/classes:target/test-classes:$(cat target/classpath) janggi.engine.NetworkData \
 *     OUT NODES THREADS GAMES.pgn... [DATA.bin...]
 * </pre>
 *
 * <p>Positions already in the DATA files are not scored again: a run stopped midway is continued
 * into another file by naming the first.
 *
 * <p>Each record: the number of pieces, then each piece's code and point (bytes), the side to
 * move (0 Cho, 1 Han), the score for the side to move (a short, centipawns) and the result for
 * it (a byte: 0 lost, 1 drawn, 2 won). Positions scored as a mate are left out.
 */
public final class NetworkData {
    private NetworkData() {}

    /**
     * A position waiting for its score, kept as its FEN: a million positions' copies would not fit
     * in memory. The search scoring it knows nothing of the game before (repetitions, a pass just
     * made), as the network, which sees the board alone, knows nothing of it.
     */
    private record Unscored(String fen, RuleSet rules, int result) {}

    public static void main(String[] args) throws Exception {
        write(
                Path.of(args[0]),
                Integer.parseInt(args[2]),
                Arrays.asList(args).subList(3, args.length),
                () -> new Engine(16),
                SearchLimits.nodes(Long.parseLong(args[1])));
    }

    /**
     * Writes to {@code out} the quiet positions of the games in {@code files} (PGN), from the 9th
     * ply, each once and none that the data files among them ({@code .bin}) already hold, in an
     * order shuffled the same way each run, each scored within {@code limits} by one of {@code
     * threads} workers with a searcher of its own.
     */
    public static void write(
            Path out, int threads, List<String> files, Supplier<Searcher> searchers, SearchLimits limits)
            throws Exception {
        if (files.stream().anyMatch(f -> Path.of(f).toAbsolutePath().equals(out.toAbsolutePath()))) {
            throw new IllegalArgumentException(out + " is both read and written: name another file to write");
        }
        Set<ByteBuffer> scored = new HashSet<>();
        for (String file : files) {
            if (file.endsWith(".bin")) {
                byte[] bytes = Files.readAllBytes(Path.of(file));
                for (int at = 0, end; (end = recordEnd(bytes, at)) > 0; at = end) {
                    scored.add(recordBoard(bytes, at, end));
                }
            }
        }
        List<Unscored> positions = new ArrayList<>();
        Set<Long> seen = new HashSet<>();
        for (String file : files) {
            if (file.endsWith(".bin")) {
                continue;
            }
            for (GameRecord record : Records.read(Path.of(file))) {
                Game game = record.game();
                if (game.result().isEmpty() || record.problem().isPresent()) {
                    continue;
                }
                Side winner = game.result().get().winner().orElse(null);
                Position p = game.startPosition();
                List<Integer> moves = game.moves();
                for (int i = 0; i < moves.size(); i++) {
                    if (i >= 8
                            && EvalTuner.quiet(p)
                            && seen.add(p.key())
                            && !scored.contains(ByteBuffer.wrap(board(p)))) {
                        int result = winner == null ? 1 : winner == p.sideToMove() ? 2 : 0;
                        positions.add(new Unscored(Fen.of(p), p.rules(), result));
                    }
                    p.make(moves.get(i));
                }
            }
        }
        Collections.shuffle(positions, new Random(1));
        System.err.println(positions.size() + " positions to score, " + scored.size() + " scored before");
        AtomicInteger next = new AtomicInteger();
        AtomicInteger kept = new AtomicInteger();
        List<Throwable> failures = Collections.synchronizedList(new ArrayList<>());
        try (DataOutputStream data =
                new DataOutputStream(new BufferedOutputStream(Files.newOutputStream(out), 1 << 16))) {
            List<Thread> workers = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                Thread w = new Thread(
                        () -> {
                            try (Searcher searcher = searchers.get()) {
                                score(positions, next, kept, searcher, limits, data);
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
            List<Unscored> positions,
            AtomicInteger next,
            AtomicInteger kept,
            Searcher searcher,
            SearchLimits limits,
            OutputStream out)
            throws IOException {
        for (int i; (i = next.getAndIncrement()) < positions.size(); ) {
            Unscored u = positions.get(i);
            Position position = Fen.parse(u.fen(), u.rules());
            SearchResult searched = searcher.search(position, limits, SearchListener.NONE);
            int score = searched.score();
            // Depth 0: the searcher reported no score at all.
            if (searched.depth() == 0 || Score.isMate(score) || Math.abs(score) > Short.MAX_VALUE) {
                continue;
            }
            byte[] board = board(position);
            byte[] record = Arrays.copyOf(board, board.length + 3);
            record[board.length] = (byte) (score >> 8);
            record[board.length + 1] = (byte) score;
            record[board.length + 2] = (byte) u.result();
            synchronized (out) {
                out.write(record);
            }
            int k = kept.incrementAndGet();
            if (k % 10000 == 0) {
                System.err.println(k + " scored");
            }
        }
    }

    /** A record's position: the number of pieces, each piece's code and point, the side to move. */
    private static byte[] board(Position position) {
        byte[] board = new byte[2 + 2 * 32];
        int n = 0;
        for (int sq = 0; sq < Square.COUNT; sq++) {
            int code = position.pieceAt(sq);
            if (code != 0) {
                board[1 + 2 * n] = (byte) code;
                board[2 + 2 * n] = (byte) sq;
                n++;
            }
        }
        board[0] = (byte) n;
        board[1 + 2 * n] = (byte) position.sideToMove().ordinal();
        return Arrays.copyOf(board, 2 + 2 * n);
    }

    /** The board of the record from {@code at} to {@code end}: what {@link #board} wrote, the key of a position. */
    static ByteBuffer recordBoard(byte[] bytes, int at, int end) {
        return ByteBuffer.wrap(bytes, at, end - at - 3).slice();
    }

    /**
     * Where the record starting at {@code at} in {@code bytes} ends, or 0 at the end of the data or
     * where the record is cut short (a labelling stopped midway).
     */
    static int recordEnd(byte[] bytes, int at) {
        int end = at + 1 + 2 * (at < bytes.length ? bytes[at] : 0) + 4;
        return at < bytes.length && end <= bytes.length ? end : 0;
    }
}
