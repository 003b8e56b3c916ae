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

    /**
     * Plays {@code games} random games of up to 200 plies through {@link Game}, handing it to
     * {@code visit} after every move, until the rules end it. Besides the captures, a third of
     * the moves take back the mover's last move when they can, so that pieces go back and forth
     * and positions repeat; and every other game starts 20 plies short of the no-capture limit.
     */
    static void forEachGame(RuleSet rules, int games, long seed, Consumer<Game> visit) {
        SplittableRandom random = new SplittableRandom(seed);
        for (int n = 0; n < games; n++) {
            Setup cho = Setup.random(rules, random);
            Position start = Setup.startPosition(rules, cho, rules.shuffledWings ? cho : Setup.random(rules, random));
            int noCapturePlies = n % 2 == 0 ? 0 : rules.noCaptureLimit - 20;
            Game game = Game.from(new Position(rules, start.pieces(), start.sideToMove(), noCapturePlies, 1));
            for (int ply = 0; ply < 200 && !game.isOver(); ply++) {
                Position pos = game.position();
                int[] legal = game.legalMoves();
                int move = pos.ply() >= 2 && random.nextInt(3) == 0
                        ? backAgain(pos.moveAt(pos.ply() - 2), legal)
                        : Move.NONE;
                if (move == Move.NONE && random.nextInt(3) == 0) {
                    move = aCheck(legal, pos);
                }
                game.play(move != Move.NONE ? move : pickMove(legal, pos, random));
                visit.accept(game);
            }
        }
    }

    /** The legal move that takes the piece moved by {@code move} back where it came from, or {@link Move#NONE}. */
    private static int backAgain(int move, int[] legal) {
        for (int m : legal) {
            if (!Move.isPass(m) && Move.from(m) == Move.to(move) && Move.to(m) == Move.from(move)) {
                return m;
            }
        }
        return Move.NONE;
    }

    /** The first legal move that gives check, or {@link Move#NONE}. */
    private static int aCheck(int[] legal, Position pos) {
        for (int m : legal) {
            if (pos.givesCheck(m)) {
                return m;
            }
        }
        return Move.NONE;
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
