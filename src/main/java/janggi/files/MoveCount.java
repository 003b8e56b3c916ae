package janggi.files;

import janggi.core.Game;
import janggi.core.Side;
import janggi.text.Texts;

/**
 * How many moves a game has, counted as the move list numbers them: Cho's move and Han's reply
 * are one move, so {@code 1. B9-C7 B0-C2 2. A6-A5} is two moves.
 */
public final class MoveCount {
    private MoveCount() {}

    public static int of(Game game) {
        int plies = game.moves().size();
        if (plies == 0) {
            return 0;
        }
        // A game Han begins (from a FEN) numbers its first move 1... alone.
        int hanFirst = game.startPosition().sideToMove() == Side.HAN ? 1 : 0;
        return (plies + hanFirst + 1) / 2;
    }

    /** "1 move", "12 moves", in the player's language. */
    public static String words(Texts texts, Game game) {
        return texts.count("count.moves", of(game));
    }
}
