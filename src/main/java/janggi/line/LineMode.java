package janggi.line;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.MartinBoard;
import janggi.notation.RuleWords;
import janggi.play.Session;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.PrintStream;

/**
 * The game as lines of text: Martin's board after every move, the computer's replies, and a
 * prompt for the player's move or command. Works on any terminal, a dumb one included, and
 * reading moves from a pipe, where its output is the same every time.
 */
public final class LineMode {
    /** Exit statuses: how the game ended. */
    public static final int UNFINISHED = 0;

    public static final int CHO_WON = 10;
    public static final int HAN_WON = 11;
    public static final int DRAWN = 12;

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

    /** Plays until the player quits or the input ends; returns the exit status. */
    public int run() {
        printBoard();
        while (true) {
            Game game = session.game();
            if (session.computerToMove()) {
                Side side = game.position().sideToMove();
                int move = session.playComputerMove(info -> {});
                out.println(
                        move == Move.NONE
                                ? texts.get("line.computer_plays_nothing", RuleWords.side(side))
                                : texts.get("line.computer_plays", RuleWords.side(side), DisplayMove.of(move)));
                printBoard();
                continue;
            }
            String line = input.readLine(prompt());
            if (line == null) {
                out.println();
                out.println(session.input("quit").text());
                return status();
            }
            Session.Reply reply = session.input(line);
            switch (reply.outcome()) {
                case NOTHING -> {}
                case QUIT -> {
                    out.println(session.game().isOver() ? texts.get("session.bye") : reply.text());
                    return status();
                }
                case MOVED, NEW_GAME -> {
                    if (reply.outcome() == Session.Outcome.NEW_GAME) {
                        out.println(reply.text());
                    }
                    printBoard();
                }
                case INFO, FLIPPED -> {
                    out.println(reply.text());
                    if (reply.outcome() == Session.Outcome.FLIPPED
                            || session.game().isOver()) {
                        printBoard();
                    }
                }
                case ERROR -> out.println("! " + reply.text());
            }
            out.flush();
        }
    }

    private String prompt() {
        Game game = session.game();
        if (game.isOver()) {
            return texts.get("line.prompt_over") + " ";
        }
        return texts.get("line.prompt", RuleWords.side(game.position().sideToMove())) + " ";
    }

    private int status() {
        return session.game()
                .result()
                .map(r -> switch (r.outcome()) {
                    case CHO_WINS -> CHO_WON;
                    case HAN_WINS -> HAN_WON;
                    case DRAW -> DRAWN;
                })
                .orElse(UNFINISHED);
    }

    private void printBoard() {
        Game game = session.game();
        Position pos = game.position();
        out.println();
        for (String line : MartinBoard.lines(pos, session.flipped())) {
            out.println(line);
        }
        out.println(statusLine());
        out.flush();
    }

    /** One line under the board: last move, whose turn, warnings, points, or the result. */
    private String statusLine() {
        Game game = session.game();
        Position pos = game.position();
        String last = pos.ply() > 0
                ? texts.get("line.last_move", game.moves().size(), DisplayMove.of(pos.lastMove())) + " "
                : "";
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
