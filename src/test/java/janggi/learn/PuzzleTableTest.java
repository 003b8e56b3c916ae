package janggi.learn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Reply;
import janggi.store.Glicko2;
import janggi.text.Message;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * A puzzle at its table: the solution solves it and the rating rises, kept before it is shown;
 * a wrong move is told, the solution shown and the rating falls; the computer answers along the
 * line; only the first try is rated.
 */
class PuzzleTableTest {
    /** Han mates at once: the chariot takes the elephant on b1 (display B9). */
    private static final Puzzle MATE_IN_ONE = Puzzle.parse("4ka1b1/2R6/3a1n3/5ppp1/9/1PP1N4/4c2P1/1C2B3C/4A4/rB2K3R"
            + " b - - 0 31 | a1b1 | 600 | mate1 pin | 792606 | test");
    /** Han mates in two: the guard's check, the general's only answer, then the same mate. */
    private static final Puzzle MATE_IN_TWO = Puzzle.parse("4ka1b1/2R6/3a1n3/5ppp1/9/1PP1N4/4c2P1/1C2Br2C/4A4/rB1AK3R"
            + " b - - 3 30 | f3e2 d1e2 a1b1 | 1050 | mate2 pin | afcb8f | test");

    private final Texts texts = Texts.english();

    /** A book in memory that counts what it kept, or refuses to keep anything. */
    private static final class MemoryBook implements PuzzleBook {
        Standing standing = Standing.FIRST;
        final Set<String> tried = new LinkedHashSet<>();
        final List<Boolean> rated = new ArrayList<>();
        boolean broken;

        @Override
        public Standing standing() {
            return standing;
        }

        @Override
        public Set<String> tried() {
            return tried;
        }

        @Override
        public Standing rate(Puzzle puzzle, boolean solved) throws NotKept {
            if (broken) {
                throw new NotKept(new Message("verbatim", "the disk is full"));
            }
            rated.add(solved);
            tried.add(puzzle.id());
            standing =
                    new Standing(Glicko2.afterPuzzle(standing.rating(), puzzle.rating(), solved), standing.tries() + 1);
            return standing;
        }
    }

    private PuzzleTable table(MemoryBook book, Puzzle... puzzles) {
        return new PuzzleTable(texts, Look.MARTIN, List.of(puzzles), book, null, null);
    }

    @Test
    void theSolutionSolvesThePuzzleAndTheRatingRisesOnceKept() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_ONE);
        Reply reply = table.input(Command.parse("A9-B9"));
        assertEquals(List.of(true), book.rated);
        long after = Math.round(book.standing.rating().rating());
        assertTrue(after > 1500, "rating " + after);
        assertTrue(reply.text().startsWith("Good: A9-B9. Solved! Rating 1500 -> " + after), reply.text());
        assertEquals(texts.get("puzzle.solved_status"), table.state().status());
        assertNull(table.state().picks());
    }

    @Test
    void theComputerAnswersAlongTheLineUntilItEnds() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_TWO);
        Reply first = table.input(Command.parse("F7-E8"));
        assertEquals("Good: F7-E8. Cho replies D9-E8.", first.text());
        assertTrue(book.rated.isEmpty());
        table.input(Command.parse("A9-B9"));
        assertEquals(List.of(true), book.rated);
        assertTrue(table.state().result().isPresent());
    }

    @Test
    void aWrongMoveIsToldTheSolutionShownAndTheRatingFalls() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_TWO);
        Reply reply = table.input(Command.parse("A9-A8"));
        assertTrue(reply.text().startsWith("A9-A8 is not the move. The solution: F7-E8 D9-E8 A9-B9."), reply.text());
        assertEquals(List.of(false), book.rated);
        assertTrue(book.standing.rating().rating() < 1500);
        // The board shows the solution played out.
        assertEquals(3, table.state().position().ply());
        assertEquals(texts.get("puzzle.failed_status"), table.state().status());
    }

    @Test
    void aRefusedMoveSaysWhyAsTheGameDoesAndCostsNothing() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_ONE);
        Reply reply = table.input(Command.parse("A9-C8"));
        assertEquals(Reply.Outcome.ERROR, reply.outcome());
        assertEquals("'A9-C8': a chariot moves along a line: a file, a rank or a palace diagonal", reply.text());
        assertTrue(book.rated.isEmpty());
        assertEquals(texts.get("puzzle.your_move"), table.state().status());
    }

    @Test
    void onlyTheFirstTryOfAPuzzleIsRated() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_ONE);
        table.input(Command.parse("solution"));
        table.input(Command.parse("retry"));
        table.input(Command.parse("A9-B9"));
        assertEquals(List.of(false), book.rated);
        // The panel still shows what the rated try did.
        assertTrue(
                table.state().brief().contains("Rating 1500 -> "), table.state().brief());
    }

    @Test
    void aRatingThatCannotBeKeptIsNotShownAsMoved() {
        MemoryBook book = new MemoryBook();
        book.broken = true;
        PuzzleTable table = table(book, MATE_IN_ONE);
        Reply reply = table.input(Command.parse("A9-B9"));
        assertTrue(reply.text().contains("Not rated: the disk is full."), reply.text());
        assertFalse(reply.text().contains("->"), reply.text());
    }

    @Test
    void nextSetsThePuzzleRatedNearestAmongThoseNotTried() {
        MemoryBook book = new MemoryBook();
        PuzzleTable table = table(book, MATE_IN_ONE, MATE_IN_TWO);
        assertEquals("Puzzle afcb8f", table.state().title());
        table.input(Command.parse("solution"));
        table.input(Command.parse("next"));
        assertEquals("Puzzle 792606", table.state().title());
    }
}
