package janggi.notation;

import janggi.core.Position;
import janggi.core.RuleSet;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/** Positions for round-trip tests: the start, middlegames, and random legal play (fixed seed) from them. */
final class Positions {
    /**
     * From the Fairy-Stockfish perft data (janggi-d3.epd, copied here): Han and Cho to move,
     * checks, endgames, and the last one a position without legal moves (Cho is mated).
     */
    static final List<String> MIDDLEGAMES = List.of(
            "r1bkaa1b1/9/nc2cn2r/1pp3p1p/5p3/PP6P/5PRP1/9/R2A1A1C1/1BN1K1BN1 b - - 3 22",
            "3n1a1b1/3a5/3k4r/1p2P3p/1r1N4P/p5R2/P3BP3/NC2b2c1/6Cc1/3AKAB2 b - - 13 43",
            "rbn2a3/5a1r1/1c1bk2c1/2ppn3p/pC2p4/9/P2P1PP1P/7C1/3K5/RBN1AABNR b - - 33 17",
            "rnb1a1nb1/7c1/3ka3r/2p1Cpp2/8p/pP7/Pc2P3P/RN4N1C/4AK3/1B3AB1R w - - 26 20",
            "r1bka2n1/9/1c1a5/3cnp1p1/3pp1C2/p1P2P2r/4P4/2NKC4/3bA4/R1BA2NB1 w - - 4 28",
            "2ba2bn1/3rka3/n7r/2p6/9/1p4P2/3cP4/1C3RcC1/3AA4/1RB1K1NB1 w - - 7 31",
            "4k4/1b2a4/5c3/5C3/9/9/2p2n3/5K2p/3CrA1R1/5AB2 w - - 6 93",
            "5a3/4ka2n/6c2/n2R5/7P1/9/3p5/9/pr1KA1N2/2BBA4 w - - 3 95");

    private Positions() {}

    /** The start and every middlegame, as given. */
    static List<Position> fixed(RuleSet rules) {
        List<Position> out = new ArrayList<>();
        out.add(Fen.parse(Fen.START, rules));
        for (String fen : MIDDLEGAMES) {
            out.add(Fen.parse(fen, rules));
        }
        return out;
    }

    /** {@link #fixed}, then {@code walks} random games of up to 60 plies from each of them. */
    static List<Position> sample(RuleSet rules, int walks, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        List<Position> out = new ArrayList<>(fixed(rules));
        for (Position start : fixed(rules)) {
            for (int w = 0; w < walks; w++) {
                Position pos = start.copy();
                int plies = 1 + random.nextInt(60);
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
