package janggi.learn;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Side;
import janggi.notation.UciMove;
import janggi.uci.UciClient;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A puzzle checked by another UCI engine (Fairy-Stockfish): at each of the solver's moves the
 * engine's best move must be the solution's (at the last move of a mate, any mate will do), the
 * first move must win decisively where the second best does not, and after the line the
 * opponent must still be lost. The engine searches a fixed number of nodes on one thread after
 * {@code ucinewgame}, with two lines, so that a check gives the same verdict every time: the
 * puzzle maker's and the test's.
 */
public final class PuzzleCheck implements AutoCloseable {
    /** Nodes a search takes, by default: the shipped puzzles are checked so. */
    public static final long NODES = 150_000;
    /** Centipawns of the engine's (Fairy-Stockfish's soldier is about 150) from which a side wins. */
    static final int WIN = 400;
    /** Centipawns the best move must be worth more than the second best, where neither mates. */
    static final int GAP = 250;

    private final UciClient engine;
    private final long nodes;

    private PuzzleCheck(UciClient engine, long nodes) {
        this.engine = engine;
        this.nodes = nodes;
    }

    /** Starts {@code command} and sets it up for janggi, two lines, one thread. */
    public static PuzzleCheck start(String command, long nodes) throws IOException {
        UciClient engine = UciClient.start(command);
        try {
            engine.setOption("Threads", "1");
            engine.setOption("MultiPV", "2");
            engine.setOption("UCI_Variant", Puzzle.RULES.uciVariant);
            return new PuzzleCheck(engine, nodes);
        } catch (IOException | RuntimeException e) {
            engine.close();
            throw e;
        }
    }

    /** The engine's name, for a file's header. */
    public String name() {
        return engine.name();
    }

    /** Empty when the engine agrees with {@code puzzle}; else why it does not, in a line. */
    public Optional<String> disagrees(Puzzle puzzle) throws IOException {
        engine.newGame();
        List<Integer> moves = puzzle.moves();
        Game game = Game.from(puzzle.start());
        List<String> played = new ArrayList<>();
        for (int i = 0; i < moves.size(); i += 2) {
            String solution = puzzle.line().get(i);
            UciClient.Analysis analysis = engine.analyse(puzzle.fen(), played, "nodes " + nodes);
            UciClient.Line best = analysis.lines().get(1);
            if (best == null) {
                return Optional.of("no line at move " + (i + 1));
            }
            boolean last = i == moves.size() - 1;
            if (!analysis.move().equals(solution) && !(last && bothMate(game, moves.get(i), analysis.move()))) {
                return Optional.of("at move " + (i + 1) + " it plays " + analysis.move() + ", not " + solution);
            }
            if (i == 0) {
                UciClient.Line second = analysis.lines().get(2);
                if (!wins(best.score())) {
                    return Optional.of("the first move does not win: " + best.score());
                }
                if (second != null && wins(second.score())) {
                    return Optional.of("the second best wins too: " + second.move() + " " + second.score());
                }
                if (second != null
                        && !best.score().startsWith("mate")
                        && centipawns(best.score()) - centipawns(second.score()) < GAP) {
                    return Optional.of("the second best is nearly as good: " + second.move() + " " + second.score());
                }
            }
            game.play(moves.get(i));
            played.add(solution);
            if (i + 1 < moves.size()) {
                game.play(moves.get(i + 1));
                played.add(puzzle.line().get(i + 1));
            }
        }
        Side solver = puzzle.start().sideToMove();
        if (game.isOver()) {
            return game.result().flatMap(GameResult::winner).equals(Optional.of(solver))
                    ? Optional.empty()
                    : Optional.of("the line ends the game, and the solver does not win it");
        }
        String after = engine.analyse(puzzle.fen(), played, "nodes " + nodes).score();
        return loses(after) ? Optional.empty() : Optional.of("after the line the opponent is not lost: " + after);
    }

    /** Whether both moves, the solution's and the engine's (in UCI), mate at once. */
    private static boolean bothMate(Game game, int solution, String other) {
        try {
            int move = UciMove.parse(other, game.position());
            return Puzzle.mates(game.position(), solution) && Puzzle.mates(game.position(), move);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }

    /** Whether a UCI score ({@code cp 500}, {@code mate 3}) wins for the side it is given for. */
    static boolean wins(String score) {
        String[] w = score.split(" ");
        return w[0].equals("mate") ? Integer.parseInt(w[1]) > 0 : Integer.parseInt(w[1]) >= WIN;
    }

    /** Whether a UCI score loses for the side it is given for. */
    static boolean loses(String score) {
        String[] w = score.split(" ");
        return w[0].equals("mate") ? Integer.parseInt(w[1]) < 0 : Integer.parseInt(w[1]) <= -WIN;
    }

    private static int centipawns(String score) {
        String[] w = score.split(" ");
        return w[0].equals("mate")
                ? (Integer.parseInt(w[1]) > 0 ? Integer.MAX_VALUE : Integer.MIN_VALUE)
                : Integer.parseInt(w[1]);
    }

    @Override
    public void close() {
        engine.close();
    }
}
