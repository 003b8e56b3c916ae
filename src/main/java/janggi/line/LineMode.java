package janggi.line;

import janggi.clock.ClockWords;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.MartinBoard;
import janggi.notation.RuleWords;
import janggi.play.DataDirectory;
import janggi.play.ExitStatus;
import janggi.play.Question;
import janggi.play.Session;
import janggi.play.Start;
import janggi.record.MovePair;
import janggi.text.Message;
import janggi.text.Texts;
import janggi.text.Wrap;
import java.io.PrintStream;
import java.util.Optional;

/**
 * The game as lines of text: Martin's board after every move, the computer's replies, and a
 * prompt for the player's move or command (or the question the player must answer first).
 * Works on any terminal, a dumb one included, and reading moves from a pipe, where its output
 * is the same every time. Messages are broken between words to fit the terminal's width.
 */
public final class LineMode {
    private final Session session;
    private final LineInput input;
    private final PrintStream out;
    private final Texts texts;

    public LineMode(Session session, LineInput input, PrintStream out) {
        this.session = session;
        this.input = input;
        this.out = out;
        this.texts = session.texts();
    }

    /**
     * Opens the session {@code start} describes, its games kept in {@code data}, asking the
     * questions before the game (resume? which setup?) on these lines.
     */
    public static Session open(Start start, DataDirectory data, LineInput input, PrintStream out) {
        return start.open(
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
     * Plays until the player quits or the input ends; returns the exit status ({@link ExitStatus}).
     * The input is waited for only as long as the clock that runs has time: when it runs out, the
     * game ends on time at once. A game no one at this terminal plays goes on to its end whatever
     * the input does, since the input is read only on a player's turn.
     */
    public int run() {
        session.lookNote().ifPresent(this::say);
        printBoard();
        while (true) {
            session.startClock();
            if (session.flagFall()) {
                printBoard();
                continue;
            }
            Game game = session.game();
            if (session.computerToMove()) {
                Side side = game.position().sideToMove();
                Position before = game.position().copy();
                int move = session.playComputerMove(info -> {});
                if (move != Move.NONE) {
                    say(texts.get("line.computer_plays", RuleWords.side(side), session.write(move, before)));
                } else if (!session.game().isOver()) {
                    say(texts.get("line.computer_plays_nothing", RuleWords.side(side)));
                }
                printBoard();
                continue;
            }
            Optional<Question> question = session.pendingQuestion();
            long toFlag = session.clock().msToFlag();
            // A millisecond more, so that the clock has surely run out when the wait ends.
            LineInput.Read read = input.read(
                    question.map(Question::text).orElseGet(this::prompt),
                    toFlag == Long.MAX_VALUE ? toFlag : toFlag + 1);
            if (read.timedOut()) {
                continue;
            }
            if (read.ended()) {
                out.println();
                say(session.quit().text());
                return ExitStatus.of(session, true);
            }
            Session.Reply reply = session.input(read.line());
            switch (reply.outcome()) {
                case NOTHING, QUESTION -> {}
                case QUIT -> {
                    say(reply.text());
                    return ExitStatus.of(session, true);
                }
                case MOVED -> printBoard();
                case NEW_GAME -> {
                    say(reply.text());
                    printBoard();
                }
                case INFO, FLIPPED, RESTYLED -> {
                    say(reply.text());
                    if (reply.outcome() != Session.Outcome.INFO
                            || session.game().isOver()) {
                        printBoard();
                    }
                }
                case ERROR -> say("! " + reply.text());
            }
            out.flush();
        }
    }

    /** What the player is asked for, after both clocks when there are clocks. */
    private String prompt() {
        Game game = session.game();
        if (game.isOver()) {
            return texts.get("line.prompt_over") + " ";
        }
        String turn = texts.get("line.prompt", RuleWords.side(game.position().sideToMove()));
        if (!session.clock().active()) {
            return turn + " ";
        }
        String clocks = ClockWords.both(texts, session.clock());
        return texts.get(session.paused() ? "line.prompt_paused" : "line.prompt_clocks", clocks, turn) + " ";
    }

    private void say(String text) {
        say(out, input, text);
    }

    private static void say(PrintStream out, LineInput input, String text) {
        for (String line : Wrap.lines(text, input.width())) {
            out.println(line);
        }
    }

    private void printBoard() {
        Game game = session.game();
        Position pos = game.position();
        out.println();
        // No colour here: brackets tell the sides.
        for (String line : MartinBoard.of(session.look().shown(), true).draw(pos, session.flipped())) {
            out.println(line);
        }
        say(statusLine());
        session.saveProblem().ifPresent(this::say);
        out.flush();
    }

    /** One line under the board: who played what, whose turn, warnings, points, or the result. */
    private String statusLine() {
        Game game = session.game();
        Position pos = game.position();
        String last = "";
        if (pos.ply() > 0) {
            Position before = game.startPosition();
            for (int i = 0; i < game.moves().size() - 1; i++) {
                before.make(game.moves().get(i));
            }
            last = texts.get(
                            "line.played",
                            RuleWords.side(before.sideToMove()),
                            MovePair.numbered(session.write(pos.lastMove(), before), before))
                    + " ";
        }
        if (game.isOver()) {
            return last
                    + texts.get("line.game_over", RuleWords.result(game.result().orElseThrow()));
        }
        Message side = RuleWords.side(pos.sideToMove());
        String alert = session.alert();
        Message turn =
                alert.isEmpty() ? new Message("line.to_move", side) : new Message("line.to_move_alert", side, alert);
        if (game.rules().counting) {
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
