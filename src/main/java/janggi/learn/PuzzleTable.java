package janggi.learn;

import janggi.core.Position;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Command;
import janggi.play.Look;
import janggi.play.Reply;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * Puzzles at a table of their own, drawn by the game's screen: the solver finds the move that
 * wins, typed or picked as in a game; the computer answers with the line's reply until the line
 * ends. A wrong move is told and the solution shown. The first try of each puzzle moves the
 * solver's puzzle rating, once it is kept ({@link PuzzleBook}); {@code next} sets the puzzle
 * rated nearest to the solver among those not tried.
 */
public final class PuzzleTable extends DrillTable {
    /** Where the solver stands with the puzzle on the board. */
    private enum Stage {
        SOLVING,
        SOLVED,
        FAILED
    }

    private final List<Puzzle> puzzles;
    private final PuzzleBook book;
    /** Only puzzles of this theme are set, or any when null. */
    private final String theme;

    private Puzzle puzzle;
    private List<Integer> line;
    private Stage stage;
    /** Whether this try moves the rating: the solver's first of this puzzle. */
    private boolean rated;
    /** The moves of the line played so far. */
    private int played;
    /** What the last rated try did to the rating, for the panel; "" before one. */
    private String change = "";
    /** The solver's rating as last read or kept: the screen asks at every redraw, the book may be a database. */
    private PuzzleBook.Standing standing;

    /**
     * Sets the solver the puzzle {@code first} (by id) or, when it is null, the one rated nearest
     * to them; {@code theme} (or null) narrows the puzzles to one theme.
     *
     * @throws IllegalArgumentException when no puzzle has that id or theme
     */
    public PuzzleTable(Texts texts, Look look, List<Puzzle> puzzles, PuzzleBook book, String theme, String first) {
        super(texts, look, "help-puzzle", EnumSet.of(Command.NEXT, Command.RETRY, Command.SOLUTION));
        this.puzzles = puzzles;
        this.book = book;
        this.theme = theme;
        this.standing = book.standing();
        Optional<Puzzle> start = first != null
                ? Puzzles.byId(puzzles, first)
                : Puzzles.next(puzzles, standing.rating().rating(), theme, book.tried());
        set(start.orElseThrow(() -> new IllegalArgumentException(first != null ? first : theme)));
    }

    /** The words to greet the solver with. */
    public String greeting() {
        return texts.get("puzzle.greeting");
    }

    private void set(Puzzle p) {
        puzzle = p;
        line = p.moves();
        rated = !book.tried().contains(p.id());
        begin();
    }

    private void begin() {
        drill.start(puzzle.start());
        stage = Stage.SOLVING;
        played = 0;
    }

    // ---- what the solver sees -------------------------------------------------------------

    @Override
    public State state() {
        String status = switch (stage) {
            case SOLVING -> texts.get("puzzle.your_move");
            case SOLVED -> texts.get("puzzle.solved_status");
            case FAILED -> texts.get("puzzle.failed_status");
        };
        return drill.state(
                texts.get("puzzle.title", puzzle.id()),
                status,
                stage == Stage.SOLVING && drill.learnersTurn(),
                null,
                brief());
    }

    /** The task; once done, the puzzle's rating and themes; and the solver's rating. */
    private String brief() {
        List<String> rows = new ArrayList<>();
        rows.add(texts.get(
                "puzzle.task", RuleWords.side(drill.learner()), texts.count("lesson.count", puzzle.solverMoves())));
        if (!rated && stage == Stage.SOLVING) {
            rows.add(texts.get("puzzle.unrated"));
        }
        if (stage != Stage.SOLVING) {
            rows.add(texts.get("puzzle.about", puzzle.rating(), themes()));
        }
        rows.add(texts.get(
                "puzzle.rating",
                Math.round(standing.rating().rating()),
                texts.count("puzzle.tries", standing.tries())));
        if (!change.isEmpty()) {
            rows.add(change);
        }
        return String.join("\n", rows);
    }

    private String themes() {
        return puzzle.themes().isEmpty()
                ? texts.get("puzzle.theme.none")
                : String.join(
                        ", ",
                        Puzzle.THEMES.stream()
                                .filter(puzzle.themes()::contains)
                                .map(t -> texts.get("puzzle.theme." + t.replace('-', '_')))
                                .toList());
    }

    @Override
    public Reply leave() {
        return new Reply(
                Reply.Outcome.QUIT,
                texts.get(
                        "puzzle.farewell",
                        Math.round(standing.rating().rating()),
                        texts.count("puzzle.tries", standing.tries())));
    }

    // ---- what the solver does -------------------------------------------------------------

    @Override
    Reply own(Command.Typed typed) {
        return switch (typed.command()) {
            case NEXT -> next();
            case RETRY -> {
                begin();
                rated = false;
                yield new Reply(Reply.Outcome.NEW_GAME, texts.get("puzzle.again"));
            }
            case SOLUTION ->
                stage == Stage.SOLVING
                        ? failed(texts.get("puzzle.given_up"))
                        : Reply.info(texts, "puzzle.solution", solution());
            default -> Reply.NOTHING;
        };
    }

    @Override
    Reply move(String text) {
        if (stage != Stage.SOLVING) {
            return Reply.error(texts, "puzzle.over");
        }
        int move;
        try {
            move = drill.read(text);
        } catch (NotationException e) {
            return drill.refused(e);
        }
        int expected = line.get(played);
        boolean last = played == line.size() - 1;
        Position now = drill.game().position();
        if (move != expected && !(last && Puzzle.mates(now, move) && Puzzle.mates(now, expected))) {
            Position before = drill.game().position().copy();
            return failed(texts.get("puzzle.wrong", drill.written(move, before)));
        }
        String said = texts.get("puzzle.good", drill.play(move));
        played++;
        if (played == line.size()) {
            return solved(said);
        }
        Position before = drill.game().position().copy();
        int reply = line.get(played);
        drill.play(reply);
        played++;
        return new Reply(
                Reply.Outcome.INFO,
                texts.get(
                        "session.two_sentences",
                        said,
                        texts.get("puzzle.reply", RuleWords.side(before.sideToMove()), drill.written(reply, before))));
    }

    private Reply solved(String said) {
        stage = Stage.SOLVED;
        return new Reply(Reply.Outcome.INFO, String.join(" ", said, texts.get("puzzle.solved"), rate(true)));
    }

    /** The try failed: it is rated, and the board shows the solution played out. */
    private Reply failed(String why) {
        stage = Stage.FAILED;
        String rating = rate(false);
        drill.start(puzzle.start());
        for (int move : line) {
            drill.play(move);
        }
        return new Reply(Reply.Outcome.INFO, String.join(" ", why, texts.get("puzzle.solution", solution()), rating));
    }

    /** The line in the solver's notation. */
    private String solution() {
        Position along = puzzle.start();
        List<String> moves = new ArrayList<>();
        for (int move : line) {
            moves.add(drill.written(move, along));
            along.make(move);
        }
        return String.join(" ", moves);
    }

    /** Rates a first try and says how the rating moved, once kept; else why it was not. */
    private String rate(boolean solved) {
        if (!rated) {
            return texts.get("puzzle.type_next");
        }
        rated = false;
        long before = Math.round(standing.rating().rating());
        try {
            standing = book.rate(puzzle, solved);
            long now = Math.round(standing.rating().rating());
            change = texts.get("puzzle.change", before, now, String.format(Locale.ROOT, "%+d", now - before));
            return change + " " + texts.get("puzzle.type_next");
        } catch (PuzzleBook.NotKept e) {
            return texts.get("puzzle.not_rated", e.why()) + " " + texts.get("puzzle.type_next");
        }
    }

    private Reply next() {
        Optional<Puzzle> next = Puzzles.next(
                puzzles.stream().filter(p -> p != puzzle).toList(),
                standing.rating().rating(),
                theme,
                book.tried());
        if (next.isEmpty()) {
            return Reply.error(texts, "puzzle.no_more");
        }
        change = "";
        set(next.get());
        return new Reply(Reply.Outcome.NEW_GAME, texts.get("puzzle.begins", puzzle.id()));
    }
}
