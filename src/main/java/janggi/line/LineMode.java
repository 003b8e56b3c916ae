package janggi.line;

import janggi.clock.ClockWords;
import janggi.core.GameResult;
import janggi.core.Position;
import janggi.core.Side;
import janggi.files.DataDirectory;
import janggi.notation.MartinBoard;
import janggi.notation.RuleWords;
import janggi.play.Command;
import janggi.play.ExitStatus;
import janggi.play.Opening;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.play.Session;
import janggi.play.Start;
import janggi.play.Table;
import janggi.record.MovePair;
import janggi.text.Message;
import janggi.text.Texts;
import janggi.text.Wrap;
import java.io.PrintStream;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;

/**
 * The game as lines of text: Martin's board after every move, the computer's replies, and a
 * prompt for the player's move or command (or the question the player must answer first).
 * Works on any terminal, a dumb one included, and reading moves from a pipe, where its output
 * is the same every time. Messages are broken between words to fit the terminal's width.
 */
public final class LineMode {
    private final Table table;
    private final LineInput input;
    private final PrintStream out;
    private final Texts texts;
    /** What the table told while the player waited: the computer's move, a hint. */
    private final BlockingQueue<Table.News> news = new LinkedBlockingQueue<>();
    /** The brief printed last. */
    private String shownBrief = "";
    /** The position the board was last printed for, by its moves and its key. */
    private int shownPly = -1;

    private long shownKey;

    public LineMode(Table table, LineInput input, PrintStream out) {
        this.table = table;
        this.input = input;
        this.out = out;
        this.texts = table.texts();
    }

    /**
     * Opens the session {@code start} describes, its games kept in {@code data}, asking the
     * questions before the game (resume? which setup?) on these lines.
     */
    public static Session open(Start start, DataDirectory data, LineInput input, PrintStream out) {
        return Opening.open(
                start,
                question -> {
                    for (String line : question.details()) {
                        say(out, input, line);
                    }
                    String answer = input.readLine(question.text());
                    return answer == null ? "" : answer;
                },
                message -> say(out, input, "! " + message),
                data);
    }

    /**
     * Plays until the player quits or the input ends, after saying why the board shows letters if
     * it does; returns the exit status ({@link ExitStatus}). The input is waited for only as long as the clock that
     * runs has time: when it runs out, the game ends on time at once. While the table works for
     * the player (the computer's move, a hint), its news is waited for instead: a game no one at
     * this terminal plays goes on to its end whatever the input does.
     */
    public int run() {
        table.listen(news::add);
        table.state().look().note().map(texts::render).ifPresent(this::say);
        printBoard();
        while (true) {
            Reply ready = table.ready();
            if (ready.outcome() != Reply.Outcome.NOTHING) {
                heard(ready);
                continue;
            }
            Table.State state = table.state();
            if (state.working()) {
                try {
                    heard(table.hear(news.take()));
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    return leave();
                }
                continue;
            }
            long toFlag = state.clock().msToFlag();
            // A millisecond more, so that the clock has surely run out when the wait ends.
            LineInput.Read read = input.read(
                    state.question().map(Question::text).orElseGet(() -> prompt(state)),
                    toFlag == Long.MAX_VALUE ? toFlag : toFlag + 1);
            if (read.timedOut()) {
                continue;
            }
            if (read.ended()) {
                out.println();
                return leave();
            }
            Command.Typed typed = Command.parse(read.line());
            if (typed.command() == Command.QUIT) {
                return leave();
            }
            Reply reply = table.input(typed);
            switch (reply.outcome()) {
                case NOTHING, QUESTION -> {}
                case QUIT -> {
                    say(reply.text());
                    return ExitStatus.of(table.state(), true);
                }
                case MOVED -> printBoard();
                case NEW_GAME -> {
                    say(reply.text());
                    printBoard();
                }
                case INFO, FLIPPED, RESTYLED -> {
                    say(reply.text());
                    if (reply.outcome() != Reply.Outcome.INFO
                            || table.state().result().isPresent()
                            || !shown(table.state().position())) {
                        printBoard();
                    }
                }
                case ERROR -> say("! " + reply.text());
            }
            out.flush();
        }
    }

    /** Leaves the table, saying where the game is kept; the exit status. */
    private int leave() {
        say(table.leave().text());
        return ExitStatus.of(table.state(), true);
    }

    /** What the table told while the player waited: the computer's move, a hint, the end of a game on time. */
    private void heard(Reply reply) {
        Table.State state = table.state();
        Position pos = state.position();
        if (reply.outcome() == Reply.Outcome.MOVED) {
            Position before = pos.copy();
            before.undo();
            say(texts.get(
                    "line.computer_plays",
                    RuleWords.side(before.sideToMove()),
                    state.look().notation().shown(pos.lastMove(), before, texts)));
            printBoard();
        } else if (reply.outcome() == Reply.Outcome.ERROR) {
            say("! " + reply.text());
        } else if (reply.outcome() != Reply.Outcome.NOTHING) {
            say(reply.text());
            if (state.result().isPresent()) {
                printBoard();
            }
        }
        out.flush();
    }

    /** What the player is asked for, after both clocks when there are clocks. */
    private String prompt(Table.State state) {
        if (state.result().isPresent()) {
            return texts.get("line.prompt_over") + " ";
        }
        String turn = texts.get("line.prompt", RuleWords.side(state.position().sideToMove()));
        if (!state.clock().active()) {
            return turn + " ";
        }
        String clocks = ClockWords.both(texts, state.clock());
        return texts.get(state.stopped() != null ? "line.prompt_paused" : "line.prompt_clocks", clocks, turn) + " ";
    }

    private void say(String text) {
        say(out, input, text);
    }

    private static void say(PrintStream out, LineInput input, String text) {
        for (String line : Wrap.lines(text, input.width())) {
            out.println(line);
        }
    }

    /** Whether {@code pos} is the position the board was last printed for: words alone may have moved it. */
    private boolean shown(Position pos) {
        return pos.ply() == shownPly && pos.key() == shownKey;
    }

    private void printBoard() {
        Table.State state = table.state();
        shownPly = state.position().ply();
        shownKey = state.position().key();
        out.println();
        if (!state.brief().equals(shownBrief)) {
            // What the table sets the player (a lesson's words, a puzzle's task), once each time it changes.
            shownBrief = state.brief();
            state.brief().lines().forEach(this::say);
        }
        // No colour here: brackets tell the sides.
        for (String line : MartinBoard.of(state.look().shown(), true).draw(state.position(), state.flipped())) {
            out.println(line);
        }
        say(statusLine(state));
        state.problem().ifPresent(this::say);
        out.flush();
    }

    /** One line under the board: who played what, whose turn, warnings, points, or the result. */
    private String statusLine(Table.State state) {
        Position pos = state.position();
        String last = "";
        if (pos.ply() > 0) {
            Position before = pos.copy();
            before.undo();
            last = texts.get(
                            "line.played",
                            RuleWords.side(before.sideToMove()),
                            MovePair.numbered(state.look().notation().shown(pos.lastMove(), before, texts), before))
                    + " ";
        }
        if (state.result().isPresent()) {
            return last
                    + texts.get(
                            "line.game_over", RuleWords.result(state.result().get()));
        }
        Message side = RuleWords.side(pos.sideToMove());
        Optional<Message> alert = RuleWords.alert(pos);
        Message turn = alert.map(a -> new Message("line.to_move_alert", side, a))
                .orElseGet(() -> new Message("line.to_move", side));
        if (pos.rules().counting) {
            return last
                    + texts.get(
                            "line.status_points",
                            turn,
                            pos.points(Side.CHO),
                            GameResult.points(pos.countedHalfPoints(Side.HAN)));
        }
        return last + texts.get("line.status", turn);
    }
}
