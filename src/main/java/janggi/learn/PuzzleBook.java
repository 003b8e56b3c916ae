package janggi.learn;

import janggi.store.Glicko2;
import janggi.text.Message;
import java.util.Set;

/**
 * Where a solver's puzzle rating is kept, with the puzzles they have tried: a file at home
 * ({@link HomePuzzles}), the club's database for a player there. A try is rated only once
 * stored: what is shown would survive the program being killed right then.
 */
public interface PuzzleBook {
    /** A solver's puzzle rating (Glicko-2, apart from the game rating) and how many tries made it. */
    record Standing(Glicko2.Rating rating, int tries) {
        /** A solver who has tried nothing yet. */
        public static final Standing FIRST = new Standing(Glicko2.FIRST, 0);
    }

    /** A try that could not be stored: the rating stays as it was. */
    final class NotKept extends Exception {
        private final transient Message why;

        public NotKept(Message why) {
            super(why.toString());
            this.why = why;
        }

        public Message why() {
            return why;
        }
    }

    /** The solver's rating as it is kept now. */
    Standing standing();

    /** The ids of the puzzles the solver has tried. */
    Set<String> tried();

    /**
     * Rates the solver's first try of {@code puzzle} and keeps it, with the puzzle as tried;
     * returns the rating after it.
     *
     * @throws NotKept when it cannot be kept: nothing changed
     */
    Standing rate(Puzzle puzzle, boolean solved) throws NotKept;
}
