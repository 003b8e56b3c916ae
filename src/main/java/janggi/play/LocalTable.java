package janggi.play;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Side;
import janggi.engine.Score;
import janggi.engine.SearchInfo;
import janggi.files.Log;
import janggi.notation.DisplayMove;
import janggi.notation.KoreanMove;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.text.Texts;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The table at home: a {@link Session} (the game, its players, undo, the library, the
 * questions) and the computer's turns around it. The engine works on a {@link Worker}, so the
 * keys stay live while it thinks: Esc or Tab make it move at once, a move typed meanwhile is kept
 * and played on the player's turn, and a move found while the player answers a question waits
 * until it is answered. Every result is tagged with the game it was asked about and dropped when
 * the game has moved on.
 */
public final class LocalTable implements Table {
    private final Session session;
    private final Texts texts;
    private final Worker.FailureLog log;
    private volatile Listener listener = news -> {};
    /** Made when the engine is first needed: a game of two players at one terminal has no thread for it. */
    private Worker worker;

    /** The computer's move being searched for, and its news; null when none. */
    private Worker.Asked thinkingAbout;

    private ThinkingLine thinkingLine;
    /** The computer's move found while a question waits, played once it is answered; or null. */
    private Worker.ComputerMove heldMove;
    /** The hint being searched for, or null. */
    private Worker.Asked hintingAbout;
    /** Where the computer last failed to choose a move: it tries again there only when asked (Tab). */
    private Worker.Asked failedAt;
    /** A move the player typed while the computer thought, to play on the player's turn; or null. */
    private String kept;

    /** {@code log} takes the details of the engine's failures. */
    public LocalTable(Session session, Worker.FailureLog log) {
        this.session = session;
        this.texts = session.texts();
        this.log = log;
    }

    /** A table whose engine's failures go to the program's log. */
    public static LocalTable of(Session session) {
        return new LocalTable(session, Log::problem);
    }

    @Override
    public void listen(Listener listener) {
        this.listener = listener;
    }

    private Worker worker() {
        if (worker == null) {
            worker = new Worker(session, r -> listener.told(new Done(r)), log);
        }
        return worker;
    }

    /**
     * What a game at home does not do: talk and the offers of a club's table (no one hears them),
     * and what lessons and puzzles do.
     */
    private static final Set<Command> NOT_HONOURED = EnumSet.of(
            Command.SAY,
            Command.TAKEBACK,
            Command.ABORT,
            Command.REMATCH,
            Command.DECLINE,
            Command.NEXT,
            Command.RETRY,
            Command.LESSON,
            Command.SOLUTION);

    @Override
    public boolean honours(Command command) {
        return !NOT_HONOURED.contains(command);
    }

    @Override
    public Texts texts() {
        return texts;
    }

    @Override
    public String help() {
        return session.help();
    }

    @Override
    public GameRecord record() {
        return session.record();
    }

    @Override
    public Optional<Position> setupPreview(String answer) {
        return session.setupPreview(answer);
    }

    // ---- the game as the player sees it ---------------------------------------------------

    @Override
    public State state() {
        Game game = session.game();
        Position pos = game.position();
        Side toMove = pos.sideToMove();
        String alert = session.alert();
        Side picks = picks();
        return new State(
                texts.get("screen.title", game.rules().name, session.level()),
                pos.copy(),
                game.result(),
                who(Side.CHO),
                who(Side.HAN),
                game.isOver()
                        ? ""
                        : alert.isEmpty()
                                ? texts.get("screen.to_move", RuleWords.side(toMove))
                                : texts.get("screen.to_move_alert", RuleWords.side(toMove), alert),
                !alert.isEmpty(),
                picks,
                picks == toMove && thinkingAbout == null,
                session.flipped(),
                session.look(),
                session.clock(),
                session.paused() && !game.isOver() ? toMove : null,
                session.pendingQuestion(),
                thinking(),
                thinkingAbout != null || hintingAbout != null,
                session.control(Side.CHO) == Control.COMPUTER || session.control(Side.HAN) == Control.COMPUTER,
                session.saveProblem(),
                session.saved(),
                List.of(),
                Set.of(),
                List.of(),
                List.of(),
                "");
    }

    /** The side whose pieces the player picks: the one to move, or while the computer thinks the other; null once over. */
    private Side picks() {
        Game game = session.game();
        Side toMove = game.position().sideToMove();
        if (game.isOver()) {
            return null;
        }
        if (thinkingAbout == null && session.control(toMove) == Control.HUMAN) {
            return toMove;
        }
        return session.control(toMove.opponent()) == Control.HUMAN ? toMove.opponent() : null;
    }

    private String who(Side side) {
        return texts.get(session.control(side) == Control.HUMAN ? "screen.you" : "screen.computer");
    }

    /** The computer's thinking: the depth, the score in soldiers and the line it expects; "" while it does not think. */
    private String thinking() {
        if (thinkingAbout == null) {
            return "";
        }
        SearchInfo news = thinkingLine.read();
        if (news == null) {
            return texts.get("screen.thinking");
        }
        StringBuilder line = new StringBuilder();
        Position along = session.game().position().copy();
        for (int move : news.pv()) {
            if (!along.isLegal(move)) {
                break;
            }
            line.append(' ').append(session.write(move, along));
            along.make(move);
        }
        String score = Score.isMate(news.score())
                ? texts.get("screen.mate", Score.mateInMoves(news.score()))
                : texts.get("hint.soldiers", String.format(Locale.ROOT, "%+.2f", Score.inSoldiers(news.score())));
        return texts.get("screen.depth", news.depth(), score, line.toString().strip());
    }

    // ---- what the player does --------------------------------------------------------------

    @Override
    public Reply input(Command.Typed typed) {
        boolean asked = session.pendingQuestion().isPresent();
        if (!asked && typed.command() == Command.HINT) {
            return hint();
        }
        if (!asked && thinkingAbout != null && typed.command() == Command.MOVE && isOwnPoint(typed.text())) {
            return Reply.info(texts, "screen.premove_pick", typed.text().toUpperCase(Locale.ROOT));
        }
        if (!asked && thinkingAbout != null && typed.command() == Command.MOVE && isMoveShape(typed.text())) {
            kept = typed.text();
            return Reply.info(texts, "screen.premove_kept", kept);
        }
        Game game = session.game();
        int moves = game.moves().size();
        Side side = game.position().sideToMove();
        Reply reply = session.input(typed);
        if (session.game() != game || session.game().moves().size() != moves) {
            // undo, new, load: a move kept for the game as it was has no place in this one
            kept = null;
        }
        if (reply.outcome() == Reply.Outcome.NEW_GAME) {
            failedAt = null;
        }
        return reply.outcome() == Reply.Outcome.MOVED
                ? new Reply(Reply.Outcome.MOVED, played(side, reply.text()))
                : reply;
    }

    /** Whether {@code text} is a point alone where a piece of the player's stands, while the computer thinks. */
    private boolean isOwnPoint(String text) {
        try {
            int piece = session.game().position().pieceAt(DisplayMove.parseSquare(text));
            return piece != Piece.NONE && Piece.side(piece) == picks();
        } catch (NotationException e) {
            return false;
        }
    }

    /** Whether {@code text} looks like a move ({@code B0-C2}, {@code 79졸78}), to keep while the computer thinks. */
    private static boolean isMoveShape(String text) {
        if (KoreanMove.isKorean(text)) {
            return true;
        }
        try {
            DisplayMove.parseShape(text);
            return true;
        } catch (NotationException e) {
            return false;
        }
    }

    private Reply hint() {
        if (session.game().isOver()) {
            return Reply.error(texts, "session.over");
        }
        if (session.computerToMove()) {
            return Reply.error(texts, "session.computers_turn");
        }
        if (hintingAbout != null) {
            return Reply.NOTHING;
        }
        hintingAbout = worker().hint();
        return Reply.info(texts, "screen.looking_for_hint");
    }

    @Override
    public Reply moveNow() {
        if (thinkingAbout != null) {
            worker.moveNow();
            return Reply.info(texts, "screen.moving_now");
        }
        if (failedAt != null && failedAt.isCurrent(session.game())) {
            // Tried again at the next ready().
            failedAt = null;
        }
        return Reply.NOTHING;
    }

    @Override
    public Reply dropKept() {
        if (kept == null) {
            return Reply.NOTHING;
        }
        Reply dropped = Reply.info(texts, "screen.premove_dropped", kept);
        kept = null;
        return dropped;
    }

    @Override
    public Reply leave() {
        if (worker != null) {
            worker.close();
        }
        return session.quit();
    }

    // ---- the computer's turn ---------------------------------------------------------------

    /**
     * Ends the game if the side to move's time is up, starts the clock of the side to move (never
     * while a question waits), plays a move held back, lets go of work whose position is gone, and
     * starts the computer on its turn.
     */
    @Override
    public Reply ready() {
        Reply flagged = session.flagFall() ? result() : Reply.NOTHING;
        session.startClock();
        Reply held = playHeldMove();
        Game game = session.game();
        if (thinkingAbout != null && !thinkingAbout.isCurrent(game)) {
            thinkingAbout = null;
        }
        if (hintingAbout != null && !hintingAbout.isCurrent(game)) {
            hintingAbout = null;
        }
        if (worker != null) {
            worker.dropStale(game);
        }
        if (thinkingAbout == null
                && heldMove == null
                && session.computerToMove()
                && (failedAt == null || !failedAt.isCurrent(game))) {
            thinkingLine = new ThinkingLine(() -> listener.told(new Thought()));
            thinkingAbout = worker().computerMove(thinkingLine);
        }
        return held.outcome() == Reply.Outcome.NOTHING ? flagged : held;
    }

    /** A job's result: played or shown if its position is still the game's, else dropped. */
    @Override
    public Reply hear(News news) {
        if (!(news instanceof Done done) || !(done.work() instanceof Worker.Result result)) {
            return Reply.NOTHING;
        }
        if (result instanceof Worker.ComputerMove m && m.asked() == thinkingAbout) {
            thinkingAbout = null;
            // The computer's move waits while the player answers a question (new game? resign?).
            heldMove = m;
            return playHeldMove();
        } else if (result instanceof Worker.HintFound h && h.asked() == hintingAbout) {
            hintingAbout = null;
            return new Reply(Reply.Outcome.INFO, session.hintText(h.hint()));
        } else if (result instanceof Worker.Failed f && f.asked() == thinkingAbout) {
            thinkingAbout = null;
            failedAt = f.asked();
            return Reply.error(texts, "screen.computer_failed");
        } else if (result instanceof Worker.Failed f && f.asked() == hintingAbout) {
            hintingAbout = null;
            return Reply.error(texts, "screen.hint_failed");
        }
        return Reply.NOTHING;
    }

    /** Plays the computer's move found, unless a question waits or the game has moved on; then the kept move. */
    private Reply playHeldMove() {
        if (heldMove == null || session.pendingQuestion().isPresent()) {
            return Reply.NOTHING;
        }
        Worker.ComputerMove m = heldMove;
        heldMove = null;
        Game game = session.game();
        if (m.move() == Move.NONE
                || !m.asked().isCurrent(game)
                || !game.position().isLegal(m.move())) {
            return Reply.NOTHING;
        }
        Side side = game.position().sideToMove();
        Position before = game.position().copy();
        if (!session.playMove(m.move())) {
            // The computer's time ran out before its move.
            return result();
        }
        String played = played(side, session.write(m.move(), before));
        if (kept == null) {
            return new Reply(Reply.Outcome.MOVED, played);
        }
        String move = kept;
        kept = null;
        Reply reply = session.input(move);
        return new Reply(
                Reply.Outcome.MOVED,
                reply.outcome() == Reply.Outcome.MOVED
                        ? texts.get("screen.premove_played", played, reply.text())
                        : texts.get("screen.premove_refused", played, move, reply.text()));
    }

    private Reply result() {
        return Reply.info(
                texts,
                "session.result",
                RuleWords.result(session.game().result().orElseThrow()));
    }

    /** "You played B9-C7.", "Computer plays B0-C2.", or with the same player on both sides, "Cho played B9-C7." */
    private String played(Side side, String move) {
        if (session.control(Side.CHO) == session.control(Side.HAN)) {
            return texts.get("screen.side_played", RuleWords.side(side), move);
        }
        return texts.get(session.control(side) == Control.HUMAN ? "screen.you_played" : "screen.computer_plays", move);
    }
}
