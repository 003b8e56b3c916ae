package janggi.cli;

import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code janggi bench}: a fixed set of positions searched to a fixed depth. The total node count
 * is a signature of the search (same code, same number); nodes per second measure the speed.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
        description = "Search a fixed set of positions to a fixed depth; print total nodes and nodes per second.")
final class BenchCommand implements Callable<Integer> {
    /** The start position, then positions from the perft test data (Fairy-Stockfish 11.1 random play). */
    static final List<String> POSITIONS = List.of(
            Fen.START,
            "r1bkaa1b1/9/nc2cn2r/1pp3p1p/5p3/PP6P/5PRP1/9/R2A1A1C1/1BN1K1BN1 b - - 3 22",
            "3n1a1b1/3a5/3k4r/1p2P3p/1r1N4P/p5R2/P3BP3/NC2b2c1/6Cc1/3AKAB2 b - - 13 43",
            "rbn2anb1/4a4/1c3k1cr/p2pp1p1p/9/6P2/1PP1P3P/1C2K2C1/1R2A4/1BNA2NBR b - - 19 10",
            "rbn2a3/5a1r1/1c1bk2c1/2ppn3p/pC2p4/9/P2P1PP1P/7C1/3K5/RBN1AABNR b - - 33 17",
            "rbn1a1nbr/5a3/1cc2k3/p2pp2pp/9/6P2/P1P1P3P/1C5CR/R2ANA3/1B2K1NB1 b - - 15 8",
            "nb1C1a3/1r2k3r/1n5R1/3R1P3/7p1/9/8B/p4K2b/5A3/2N1AN3 w - - 9 74",
            "2C2aRb1/1r2an1n1/5k1C1/pc6p/5P1p1/2p1N2cr/P3B4/R8/3NK4/3A1A3 w - - 2 41");

    @Option(names = "--depth", defaultValue = "10", description = "Depth of every search (default ${DEFAULT-VALUE}).")
    int depth;

    @Option(names = "--rules", defaultValue = "janggi", paramLabel = "NAME", description = "Rule set (default janggi).")
    String rules;

    @Override
    public Integer call() {
        RuleSet ruleSet = RuleSet.named(rules).orElseThrow(() -> new Main.BadInput(
                "unknown rule set '" + rules + "' (known: " + RuleSet.names() + ")"));
        if (depth < 1 || depth > 64) {
            throw new Main.BadInput("--depth should be from 1 to 64");
        }
        Totals totals = run(ruleSet, depth, POSITIONS, true);
        System.out.println("Total nodes: " + totals.nodes);
        System.out.println("Nodes/second: " + totals.nodesPerSecond());
        return 0;
    }

    record Totals(long nodes, long nanos) {
        long nodesPerSecond() {
            return nanos == 0 ? 0 : nodes * 1_000_000_000L / nanos;
        }
    }

    /** Searches each position with a fresh engine, so the node count depends on nothing else. */
    static Totals run(RuleSet rules, int depth, List<String> fens, boolean print) {
        long nodes = 0;
        long nanos = 0;
        for (String fen : fens) {
            Engine engine = new Engine(16);
            long start = System.nanoTime();
            SearchResult r = engine.search(Fen.parse(fen, rules), SearchLimits.depth(depth), SearchListener.NONE);
            nanos += System.nanoTime() - start;
            nodes += r.nodes();
            if (print) {
                System.out.printf("%-80s nodes %10d  best %s%n", fen, r.nodes(), UciMove.of(r.bestMove()));
            }
        }
        return new Totals(nodes, nanos);
    }
}
