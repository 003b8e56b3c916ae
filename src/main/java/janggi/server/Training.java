package janggi.server;

import janggi.learn.HomePuzzles;
import janggi.learn.LessonTable;
import janggi.learn.Lessons;
import janggi.learn.Puzzle;
import janggi.learn.PuzzleBook;
import janggi.learn.PuzzleTable;
import janggi.learn.Puzzles;
import janggi.notation.MoveNotation;
import janggi.play.Look;
import janggi.play.Table;
import janggi.store.Glicko2;
import janggi.store.PuzzleRatings;
import janggi.store.StoreException;
import janggi.text.Message;
import janggi.text.Texts;
import janggi.tui.GameScreen;
import janggi.tui.Seat;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.logging.Level;

/**
 * The lessons and the puzzles at the club, typed in the lobby or given to ssh: {@code learn
 * [LESSON]} and {@code puzzle [ID]}, on the game's screen as at home. A player's stars are kept
 * in their settings and their puzzle rating in the club's database, stored before it is shown;
 * a guest learns and solves, keeping nothing. {@code leaderboard} lists the puzzle ratings.
 */
final class Training {
    /** The commands this class runs on a terminal. */
    static final Set<String> COMMANDS = Set.of("learn", "puzzle");
    /** The players the leaderboard shows. */
    private static final int LEADERS = 20;

    private final Club club;
    private final Visit visit;
    private final Seat seat;
    private final boolean mono;

    Training(Club club, Visit visit, Seat seat, boolean mono) {
        this.club = club;
        this.visit = visit;
        this.seat = seat;
        this.mono = mono;
    }

    /**
     * Runs {@code learn} or {@code puzzle} until the player leaves them.
     *
     * @throws Refused for a lesson or a puzzle that is not there
     */
    void run(Request request) throws IOException {
        Texts texts = visit.texts();
        Look look = new Look(visit.pieces(), MoveNotation.MARTIN, Optional.empty(), visit.settings());
        String which =
                request.words().isEmpty() ? null : request.word(request.name().equals("learn") ? "LESSON" : "ID");
        if (request.name().equals("learn")) {
            int first = which == null
                    ? -1
                    : Lessons.find(which)
                            .orElseThrow(() -> new Refused(
                                    Refused.CANNOT,
                                    "learn.no_such",
                                    ClientText.chat(which),
                                    Lessons.all().size()));
            LessonTable table = new LessonTable(texts, look, visit.settings(), first);
            sit(table, table.greeting());
        } else {
            List<Puzzle> puzzles = Puzzles.shipped();
            if (which != null && Puzzles.byId(puzzles, which).isEmpty()) {
                throw new Refused(Refused.CANNOT, "puzzle.no_such", ClientText.chat(which), puzzles.size());
            }
            PuzzleTable table = new PuzzleTable(texts, look, puzzles, book(), null, which);
            sit(table, table.greeting());
        }
    }

    private void sit(Table table, String greeting) throws IOException {
        try {
            new GameScreen(seat, visit.texts(), mono, System::nanoTime, table).run(greeting);
        } finally {
            table.leave();
        }
    }

    /** Where the visitor's puzzle rating is kept: the club's database, or nowhere for a guest. */
    private PuzzleBook book() {
        Identity who = visit.who();
        if (who.isGuest()) {
            return HomePuzzles.nowhere(new Message("server.guests_keep_nothing"));
        }
        PuzzleRatings ratings = club.puzzleRatings();
        String fingerprint = who.fingerprint();
        return new PuzzleBook() {
            @Override
            public Standing standing() {
                return ratings.of(fingerprint)
                        .map(e -> new Standing(e.rating(), e.tries()))
                        .orElse(Standing.FIRST);
            }

            @Override
            public Set<String> tried() {
                return ratings.tried(fingerprint);
            }

            @Override
            public Standing rate(Puzzle puzzle, boolean solved) throws NotKept {
                try {
                    Optional<Glicko2.Rating> after = ratings.rate(fingerprint, puzzle.id(), puzzle.rating(), solved);
                    if (after.isEmpty()) {
                        throw new NotKept(new Message("server.puzzle_tried"));
                    }
                    return standing();
                } catch (StoreException e) {
                    club.log().log(Level.WARNING, "a puzzle rating of " + who.name() + " not stored", e);
                    throw new NotKept(new Message("server.puzzle_not_stored"));
                }
            }
        };
    }

    /** The puzzle leaderboard, and the visitor's own place when they have a rating. */
    static List<String> leaderboard(Club club, Texts texts, Identity who) {
        PuzzleRatings ratings = club.puzzleRatings();
        List<String> lines = new ArrayList<>();
        List<PuzzleRatings.Entry> top = ratings.top(LEADERS);
        if (top.isEmpty()) {
            lines.add(texts.get("server.leaderboard.none"));
        } else {
            lines.add(texts.get("server.leaderboard.title", top.size()));
            for (int i = 0; i < top.size(); i++) {
                PuzzleRatings.Entry e = top.get(i);
                lines.add(texts.get(
                        "server.ratings.entry",
                        i + 1,
                        e.name(),
                        Math.round(e.rating().rating()),
                        Math.round(e.rating().deviation()),
                        texts.count("puzzle.tries", e.tries())));
            }
        }
        if (!who.isGuest()) {
            ratings.of(who.fingerprint())
                    .ifPresent(e -> lines.add(texts.get(
                            "server.ratings.you",
                            e.name(),
                            Math.round(e.rating().rating()),
                            Math.round(e.rating().deviation()),
                            texts.count("puzzle.tries", e.tries()))));
        }
        return lines;
    }
}
