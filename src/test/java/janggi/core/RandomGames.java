package janggi.core;

import java.util.SplittableRandom;
import java.util.function.Consumer;

/** Positions from random games under a rule set, for tests that hold a quick answer to a slow, sure one. */
final class RandomGames {
    private RandomGames() {}

    /**
     * Plays {@code games} random games of up to 200 plies from random set-ups and hands every
     * position to {@code visit}. Half the moves are captures when there is one, so that games
     * open up and checks and exchanges come often.
     */
    static void forEachPosition(RuleSet rules, int games, long seed, Consumer<Position> visit) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int game = 0; game < games; game++) {
            Setup cho = Setup.random(rules, random);
            Position pos = Setup.startPosition(rules, cho, rules.shuffledWings ? cho : Setup.random(rules, random));
            for (int ply = 0; ply < 200; ply++) {
                visit.accept(pos);
                int[] legal = pos.legalMoves();
                if (legal.length == 0) {
                    break;
                }
                pos.make(pickMove(legal, pos, random));
            }
        }
    }

    private static int pickMove(int[] legal, Position pos, SplittableRandom random) {
        if (random.nextBoolean()) {
            for (int m : legal) {
                if (!Move.isPass(m) && pos.pieceAt(Move.to(m)) != Piece.NONE) {
                    return m;
                }
            }
        }
        return legal[random.nextInt(legal.length)];
    }
}
