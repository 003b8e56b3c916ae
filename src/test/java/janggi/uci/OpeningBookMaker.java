package janggi.uci;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * Makes the built-in opening book ({@code openings.txt} beside {@link OpeningBook}), as
 * docs/engine.md (Opening book) tells: for each of the sixteen setup pairings, starts of four,
 * six or eight plies, each move drawn at random among the moves Fairy-Stockfish finds nearly as
 * good as its best, and the start kept only when a deeper search finds it about even. Run from
 * the project directory after {@code mvn test-compile}:
 *
 * <pre>
 * java -cp target/classes:target/test-classes janggi.uci.OpeningBookMaker \
 *     /usr/games/fairy-stockfish 16 1 &gt; src/main/resources/janggi/uci/openings.txt
 * </pre>
 *
 * (the engine, starts per pairing, and the seed of the random draws).
 */
public final class OpeningBookMaker {
    /** The search that lists the candidate moves, and how many it lists. */
    private static final String CANDIDATES_GO = "depth 9";

    private static final int CANDIDATES = 6;
    /** A candidate is kept within this many of Fairy-Stockfish's centipawns of its best move. */
    private static final int NEAR_BEST = 35;
    /** The search that judges a start, and the most either side may be ahead there, in its centipawns. */
    private static final String JUDGE_GO = "depth 13";

    private static final int EVEN = 60;

    private OpeningBookMaker() {}

    public static void main(String[] args) throws IOException {
        String engine = args[0];
        int perPairing = Integer.parseInt(args[1]);
        SplittableRandom random = new SplittableRandom(Long.parseLong(args[2]));
        Setup[] setups = Setup.all();
        List<List<String>> byPairing = new ArrayList<>();
        try (UciClient fsf = UciClient.start(engine)) {
            fsf.setOption("UCI_Variant", RuleSet.JANGGI.uciVariant);
            for (int pairing = 0; pairing < setups.length * setups.length; pairing++) {
                Setup cho = setups[pairing % setups.length];
                Setup han = setups[(pairing / setups.length) % setups.length];
                // By the position reached: two orders of the same moves are one start.
                Map<Long, String> starts = new LinkedHashMap<>();
                while (starts.size() < perPairing) {
                    int plies = 4 + 2 * random.nextInt(3);
                    start(fsf, cho, han, plies, random).ifPresent(line -> starts.putIfAbsent(reached(line), line));
                }
                byPairing.add(new ArrayList<>(starts.values()));
                System.err.println("pairing " + (pairing + 1) + " done");
            }
        }
        System.out.println("# The built-in opening book of janggi match: a start a line, Cho's setup, Han's setup");
        System.out.println("# and the moves in UCI form; the sixteen setup pairings in turn. Made by");
        System.out.println("# src/test/java/janggi/uci/OpeningBookMaker.java with Fairy-Stockfish 11.1, " + "arguments "
                + perPairing + " " + args[2] + ".");
        for (int k = 0; k < perPairing; k++) {
            for (List<String> starts : byPairing) {
                System.out.println(starts.get(k));
            }
        }
    }

    /** The key of the position a start's line reaches. */
    private static long reached(String line) {
        return OpeningBook.parse(line)
                .forPair(0)
                .play(RuleSet.JANGGI)
                .position()
                .key();
    }

    /** A start of {@code plies} moves from these setups, or none if it came out uneven or ended the game. */
    private static Optional<String> start(UciClient fsf, Setup cho, Setup han, int plies, SplittableRandom random)
            throws IOException {
        Game game = Game.start(RuleSet.JANGGI, cho, han);
        String fen = Fen.of(game.startPosition());
        List<String> moves = new ArrayList<>();
        fsf.newGame();
        fsf.setOption("MultiPV", Integer.toString(CANDIDATES));
        for (int ply = 0; ply < plies; ply++) {
            Map<Integer, UciInfo> lines = new TreeMap<>();
            fsf.go(
                    fen,
                    moves,
                    CANDIDATES_GO,
                    UciClient.FIXED_WORK_TIMEOUT_MS,
                    line -> UciInfo.parse(line)
                            .filter(i -> !i.bound() && !i.pv().isEmpty())
                            .ifPresent(i -> lines.put(i.multiPv(), i)));
            if (lines.isEmpty() || lines.get(1).mate()) {
                return Optional.empty();
            }
            int best = lines.get(1).score();
            List<String> near = new ArrayList<>();
            for (UciInfo i : lines.values()) {
                int move = UciMove.parse(i.pv().get(0), game.position());
                if (!i.mate() && i.score() >= best - NEAR_BEST && !Move.isPass(move)) {
                    near.add(i.pv().get(0));
                }
            }
            if (near.isEmpty()) {
                return Optional.empty();
            }
            String chosen = near.get(random.nextInt(near.size()));
            game.play(UciMove.parse(chosen, game.position()));
            moves.add(chosen);
            if (game.isOver()) {
                return Optional.empty();
            }
        }
        fsf.setOption("MultiPV", "1");
        UciInfo[] judged = {null};
        fsf.go(
                fen,
                moves,
                JUDGE_GO,
                UciClient.FIXED_WORK_TIMEOUT_MS,
                line -> UciInfo.parse(line).filter(i -> !i.bound()).ifPresent(i -> judged[0] = i));
        if (judged[0] == null || judged[0].mate() || Math.abs(judged[0].score()) > EVEN) {
            return Optional.empty();
        }
        return Optional.of(cho.text(RuleSet.JANGGI) + " " + han.text(RuleSet.JANGGI) + " " + String.join(" ", moves));
    }
}
