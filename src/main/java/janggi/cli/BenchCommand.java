package janggi.cli;

import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParentCommand;

/**
 * {@code janggi bench}: a fixed set of positions, each searched to a fixed depth by a fresh engine
 * at level 10 (no evaluation noise, no time limit, an empty hash table). The total node count is
 * then a signature of the search code (same build, same number, on any machine); nodes per
 * second measure the speed. With several threads the count varies from run to run, and the
 * time to reach the depth, beside a one-thread run's, measures what the threads gain.
 */
@Command(name = "bench", mixinStandardHelpOptions = true)
final class BenchCommand implements Callable<Integer> {
    @ParentCommand
    Main main;
    /**
     * The start position, then openings, middlegames and endgames from the perft test data
     * (src/test/resources/perft/janggi-d3.epd: Fairy-Stockfish 11.1 random play). Changing the list
     * changes the signature.
     */
    static final List<String> POSITIONS = List.of(
            Fen.START,
            "rbna1abn1/4k3r/1c5c1/p1p1p3p/6p2/4P4/P1P3P1P/1C5C1/3K5/RBNA1ABNR w - - 4 3",
            "rbn1a1nbr/5a3/1cc2k3/p2pp2pp/9/6P2/P1P1P3P/1C5CR/R2ANA3/1B2K1NB1 b - - 15 8",
            "rbn2anb1/4a4/1c3k1cr/p2pp1p1p/9/6P2/1PP1P3P/1C2K2C1/1R2A4/1BNA2NBR b - - 19 10",
            "rbn2a3/5a1r1/1c1bk2c1/2ppn3p/pC2p4/9/P2P1PP1P/7C1/3K5/RBN1AABNR b - - 33 17",
            "2b2anb1/3a4r/3k3c1/p2pp2B1/3n4p/6P1C/1P1cN3P/7C1/4R4/2rAKAN2 b - - 1 20",
            "r1bkaa1b1/9/nc2cn2r/1pp3p1p/5p3/PP6P/5PRP1/9/R2A1A1C1/1BN1K1BN1 b - - 3 22",
            "3n1a1b1/3a5/3k4r/1p2P3p/1r1N4P/p5R2/P3BP3/NC2b2c1/6Cc1/3AKAB2 b - - 13 43",
            "4kanb1/4a2c1/6B2/3b3p1/2c2rp2/2p6/1p2P4/r2ACC3/3N4B/2R1AK3 w - - 6 53",
            "1b2k4/6R1C/7r1/C1p6/1p2r4/1P1RP2P1/7c1/2p6/2nKA4/2B6 b - - 22 72",
            "4k4/1b2a4/5c3/5C3/9/9/2p2n3/5K2p/3CrA1R1/5AB2 w - - 6 93");

    @Mixin
    SharedOptions.Depth depth = new SharedOptions.Depth(12);

    @Mixin
    SharedOptions.Rules rules;

    @Mixin
    SharedOptions.Threads threads = new SharedOptions.Threads(1);

    @Option(names = "--against", paramLabel = "JAR")
    Path against;

    @Option(names = "--pairs", defaultValue = "10", paramLabel = "N")
    int pairs;

    @Override
    public Integer call() {
        RuleSet ruleSet = rules.ruleSet();
        int depth = this.depth.depth();
        int threads = this.threads.threads();
        if (against != null) {
            if (pairs < 1) {
                throw new BadInput("bench.pairs");
            }
            String[] otherArgs = {
                "bench",
                "--depth",
                Integer.toString(depth),
                "--rules",
                rules.name,
                "--threads",
                Integer.toString(threads)
            };
            double median = BenchComparison.of(against, main.texts)
                    .compare(
                            () -> run(ruleSet, depth, threads, POSITIONS, false).nodesPerSecond(), otherArgs, pairs);
            System.out.println(main.texts.get(
                    "bench.median",
                    String.format(Locale.ROOT, "%.3f", median),
                    main.texts.count("count.pairs", pairs)));
            return 0;
        }
        Totals totals = run(ruleSet, depth, threads, POSITIONS, true);
        System.out.println("Total nodes: " + totals.nodes);
        System.out.println("Nodes/second: " + totals.nodesPerSecond());
        System.out.println("Time (ms): " + totals.nanos / 1_000_000);
        return 0;
    }

    record Totals(long nodes, long nanos) {
        long nodesPerSecond() {
            return nanos == 0 ? 0 : nodes * 1_000_000_000L / nanos;
        }
    }

    /** Searches each position with a fresh engine, so the node count depends on nothing else. */
    static Totals run(RuleSet rules, int depth, int threads, List<String> fens, boolean print) {
        long nodes = 0;
        long nanos = 0;
        for (String fen : fens) {
            Engine engine = new Engine(16);
            engine.setLevel(Engine.MAX_LEVEL);
            engine.setThreads(threads);
            long start = System.nanoTime();
            SearchResult r = engine.search(Fen.parse(fen, rules), SearchLimits.depth(depth), SearchListener.NONE);
            nanos += System.nanoTime() - start;
            nodes += r.nodes();
            if (print) {
                System.out.printf(
                        "%-80s nodes %10d  best %s%n",
                        fen, r.nodes(), r.bestMove() == Move.NONE ? "(none)" : UciMove.of(r.bestMove()));
            }
        }
        return new Totals(nodes, nanos);
    }
}
