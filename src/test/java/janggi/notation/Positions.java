package janggi.notation;

import janggi.core.Position;
import janggi.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions for round-trip tests: random legal play (fixed seed) from the start and from middlegames. */
final class Positions {
    /** From the Fairy-Stockfish perft data (src/test/resources/perft/janggi-d3.epd). */
    static final List<String> MIDDLEGAMES = List.of(
            "r1bkaa1b1/9/nc2cn2r/1pp3p1p/5p3/PP6P/5PRP1/9/R2A1A1C1/1BN1K1BN1 b - - 3 22",
            "3n1a1b1/3a5/3k4r/1p2P3p/1r1N4P/p5R2/P3BP3/NC2b2c1/6Cc1/3AKAB2 b - - 13 43",
            "rbn2a3/5a1r1/1c1bk2c1/2ppn3p/pC2p4/9/P2P1PP1P/7C1/3K5/RBN1AABNR b - - 33 17");

    private Positions() {
    }

    static List<Position> sample(RuleSet rules, int walks, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>();
        List<String> starts = new ArrayList<>(MIDDLEGAMES);
        starts.add(Fen.START);
        for (String start : starts) {
            for (int w = 0; w < walks; w++) {
                Position pos = Fen.parse(start, rules);
                int plies = random.nextInt(40);
                for (int i = 0; i < plies; i++) {
                    int[] moves = pos.legalMoves();
                    if (moves.length == 0) {
                        break;
                    }
                    pos.make(moves[random.nextInt(moves.length)]);
                }
                out.add(pos);
            }
        }
        return out;
    }
}
