package janggi.tui;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.engine.Score;
import janggi.engine.SearchInfo;
import janggi.notation.DisplayMove;
import janggi.notation.KoreanMove;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Autosave;
import janggi.play.ExitStatus;
import janggi.play.Log;
import janggi.play.Question;
import janggi.play.Session;
import janggi.play.Start;
import janggi.play.Worker;
import janggi.text.Texts;
import janggi.text.Wrap;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The full-screen game on any terminal: Martin's board on the left, a panel on the right, a
 * line for typing at the bottom. Arrow keys and Enter pick a piece and its destination as an
 * alternative to typing. The engine works on a {@link Worker}, so the keyboard stays live: Esc
 * or Tab makes the computer move at once, and a move typed meanwhile is kept for the player's
 * turn.
 *
 * <p>The screen waits on its {@link Events} and redraws after each, into the back buffer, which
 * Lanterna compares with what the terminal shows: only changed cells are sent. The engine's news
 * redraws at most {@link #NEWS_INTERVAL_NS} apart.
 */
public final class FullScreen {
    /** The least time between two redraws for the engine's news: about five a second. */
    static final long NEWS_INTERVAL_NS = TimeUnit.MILLISECONDS.toNanos(200);

    private static final String SPINNER = "|/-\\";

    private final Seat seat;
    private final Screen screen;
    private final Events events;
    private final boolean mono;
    private final Worker.FailureLog log;

    private Texts texts = Texts.english();
    private Session session;
    private Worker worker;
    private GameView view;
    private final InputLine input = new InputLine();
    private String message = "";
    /** A page over the game (help, a long reply), or null. */
    private Page page;

    private final BoardCursor cursor = new BoardCursor();
    private int selected = Square.NONE;
    private List<Integer> destinations = List.of();
    /** Move-list rows hidden below the last one shown, when the player pages back. */
    private int movesScroll;

    /** The computer's move being searched for, and its news; null when none. */
    private Worker.Asked thinkingAbout;

    private ThinkingLine thinkingLine;
    /** The computer's move found while a question waits, played once it is answered; or null. */
    private Worker.ComputerMove heldMove;
    /** The hint being searched for, or null. */
    private Worker.Asked hintingAbout;
    /** Where the computer last failed to choose a move: it tries again there only when asked (Tab). */
    private Worker.Asked failedAt;
    /** Whether the last key answered a yes-or-no question with a letter: an Enter right after it is let go. */
    private boolean answeredWithALetter;
    /** A move the player typed while the computer thought, to play on the player's turn; or null. */
    private String premove;

    private SearchInfo news;
    private final Throttle newsThrottle;
    private int spins;

    private boolean dirty = true;
    /** The terminal may show something else (resized, back from Ctrl-Z): send every cell. */
    private boolean repaint;

    private boolean quit;
    /** What the session said when the player quit, to tell once the screen is gone; null until then. */
    private String farewell;

    private Questions questions;

    /**
     * A screen on {@code seat}; {@code clock} gives nanoseconds (e.g. {@code System::nanoTime}),
     * {@code log} takes the details of the engine's failures.
     */
    public FullScreen(Seat seat, boolean mono, LongSupplier clock, Worker.FailureLog log) {
        this.seat = seat;
        this.screen = seat.screen();
        this.events = seat.events();
        this.mono = mono;
        this.newsThrottle = new Throttle(clock, NEWS_INTERVAL_NS);
        this.log = log;
    }

    /** How a game on the screen ended: the exit status ({@link ExitStatus}), and what to tell the player after. */
    public record Ending(int status, String farewell) {}

    /**
     * Plays on the process's terminal; the terminal is restored however the program ends, and
     * then the player is told where the game is.
     */
    public static int play(Start start, boolean mono, Autosave autosave) throws IOException {
        Ending ending = ScreenRun.run((seat, stop) -> {
            try {
                Ending played = new FullScreen(seat, mono, System::nanoTime, Log::problem).play(start, autosave);
                // Printed after the screen, to a terminal that would break it mid-word: broken between words here.
                int columns = seat.screen().getTerminalSize().getColumns();
                return new Ending(played.status(), String.join("\n", Wrap.lines(played.farewell(), columns)));
            } catch (RuntimeException e) {
                stop.run();
                Log.problem("the full screen", e);
                return new Ending(1, Texts.of(start.language()).get("screen.internal_error", e, autosave.file()));
            }
        });
        if (!ending.farewell().isEmpty()) {
            System.out.println(ending.farewell());
        }
        return ending.status();
    }

    /** Runs a game until the player quits; the game is saved and let go of then. */
    public Ending play(Start start, Autosave autosave) throws IOException {
        try {
            if (!open(start, autosave)) {
                return new Ending(ExitStatus.DONE, "");
            }
            while (step()) {
                // each step waits for an event, handles it and redraws
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            close();
        }
        return new Ending(ExitStatus.of(session, false), farewell);
    }

    /** Asks the questions before the game and opens it; false when the player leaves instead. */
    private boolean open(Start start, Autosave autosave) throws IOException {
        texts = Texts.of(start.language());
        view = new GameView(texts, mono);
        questions = new Questions(seat, texts, mono);
        try {
            session = start.open(questions, questions::tell, autosave);
        } catch (Questions.Left e) {
            return false;
        }
        Optional<String> said = questions.lastWord();
        Optional<String> note = session.lookNote();
        message = note.isPresent()
                ? said.map(w -> texts.get("session.two_sentences", w, note.get()))
                        .orElse(note.get())
                : said.orElse(texts.get("screen.type_a_move"));
        worker = new Worker(session, r -> events.post(new Events.WorkDone(r)), log);
        think();
        draw();
        return true;
    }

    /**
     * Waits for the next event and handles it and every event waiting after it; then starts the
     * computer if it is its turn, and redraws. False once the player has quit.
     */
    private boolean step() throws IOException, InterruptedException {
        Events.Event event = next();
        while (event != null && !quit) {
            handle(event);
            event = events.poll();
        }
        if (newsThrottle.due()) {
            showNews();
        }
        if (quit) {
            return false;
        }
        think();
        if (dirty || repaint) {
            draw();
        }
        return true;
    }

    /**
     * The next event; or none, once news held back may be shown; or a tick, once the running
     * clock shows another second or runs out.
     */
    private Events.Event next() throws InterruptedException {
        long newsDue = newsThrottle.dueIn();
        long tickDue = tickDue();
        long due = newsDue < 0 ? tickDue : tickDue < 0 ? newsDue : Math.min(newsDue, tickDue);
        Events.Event event = due < 0 ? events.take() : due > 0 ? events.poll(due) : events.poll();
        return event == null && tickDue >= 0 && tickDue <= due ? new Events.Tick() : event;
    }

    /** Nanoseconds until the running clock shows another second or runs out; -1 while no clock runs. */
    private long tickDue() {
        return GameView.nanosToTick(session.clock(), session.game().position().sideToMove());
    }

    /** Stops the worker, saves the game and lets go of it, and keeps the words to leave with. */
    private void close() {
        if (worker != null) {
            worker.close();
        }
        if (session != null) {
            if (farewell == null) {
                farewell = session.quit().text();
            }
            session.close();
        }
    }

    // ---- events -------------------------------------------------------------------------

    private void handle(Events.Event event) throws IOException {
        if (event instanceof Events.Key k) {
            key(k.stroke());
        } else if (event instanceof Events.Resized) {
            screen.doResizeIfNecessary();
            repaint = true;
        } else if (event instanceof Events.WorkDone w) {
            done(w.result());
        } else if (event instanceof Events.Tick) {
            // The clocks are drawn again; only their cells change.
            flagFall();
        } else if (event instanceof Events.Thinking t) {
            if (t.line() == thinkingLine && newsThrottle.tryNow()) {
                showNews();
            }
            return;
        }
        dirty = true;
    }

    private void showNews() {
        news = thinkingLine == null ? null : thinkingLine.read();
        spins++;
        dirty = true;
    }

    /** The side to move has run out of time: the game ends, and the panel says so. */
    private void flagFall() {
        if (session.flagFall()) {
            message = texts.get(
                    "session.result", RuleWords.result(session.game().result().orElseThrow()));
            clearSelection();
        }
    }

    /**
     * Starts the clock of the side to move (never while a question waits), the computer on its
     * turn, and lets go of work whose position is gone.
     */
    private void think() {
        session.startClock();
        playHeldMove();
        Game game = session.game();
        if (thinkingAbout != null && !thinkingAbout.isCurrent(game)) {
            stopThinking();
        }
        if (hintingAbout != null && !hintingAbout.isCurrent(game)) {
            hintingAbout = null;
        }
        worker.dropStale(game);
        if (thinkingAbout == null
                && heldMove == null
                && session.computerToMove()
                && (failedAt == null || !failedAt.isCurrent(game))) {
            thinkingLine = new ThinkingLine(events);
            thinkingAbout = worker.computerMove(thinkingLine);
            dirty = true;
        }
    }

    private void stopThinking() {
        thinkingAbout = null;
        thinkingLine = null;
        news = null;
        newsThrottle.cancel();
    }

    /** A job's result: played or shown if its position is still the game's, else dropped. */
    private void done(Worker.Result result) {
        if (result instanceof Worker.ComputerMove m) {
            if (m.asked() == thinkingAbout) {
                stopThinking();
                // The computer's move waits while the player answers a question (new game? resign?).
                heldMove = m;
                playHeldMove();
            }
        } else if (result instanceof Worker.HintFound h) {
            if (h.asked() == hintingAbout) {
                hintingAbout = null;
                message = session.hintText(h.hint());
            }
        } else if (result instanceof Worker.Failed f) {
            if (f.asked() == thinkingAbout) {
                stopThinking();
                failedAt = f.asked();
                message = texts.get("screen.computer_failed");
            } else if (f.asked() == hintingAbout) {
                hintingAbout = null;
                message = texts.get("screen.hint_failed");
            }
        }
    }

    /** Plays the computer's move found, unless a question waits or the game has moved on. */
    private void playHeldMove() {
        if (heldMove == null || session.pendingQuestion().isPresent()) {
            return;
        }
        Worker.ComputerMove m = heldMove;
        heldMove = null;
        Game game = session.game();
        if (m.move() != Move.NONE
                && m.asked().isCurrent(game)
                && game.position().isLegal(m.move())) {
            Side side = game.position().sideToMove();
            Position before = game.position().copy();
            if (!session.playMove(m.move())) {
                // The computer's time ran out before its move.
                message = texts.get(
                        "session.result", RuleWords.result(game.result().orElseThrow()));
                return;
            }
            message = played(side, session.write(m.move(), before));
            movesScroll = 0;
            // A piece the player picked meanwhile stays picked, now with where it can go.
            select(selected);
            playPremove();
        }
    }

    /** The move the player typed while the computer thought, now that it is the player's turn. */
    private void playPremove() {
        if (premove == null) {
            return;
        }
        String kept = premove;
        premove = null;
        String before = message;
        Session.Reply reply = session.input(kept);
        message = reply.outcome() == Session.Outcome.MOVED
                ? texts.get("screen.premove_played", before, reply.text())
                : texts.get("screen.premove_refused", before, kept, reply.text());
    }

    // ---- keys ---------------------------------------------------------------------------

    private void key(KeyStroke key) throws IOException {
        if (leaves(key, input)) {
            quit = true;
            return;
        }
        if (isCtrl(key, 'z')) {
            if (seat.canSuspend()) {
                seat.suspend();
                repaint = true;
            }
            return;
        }
        if (isCtrl(key, 'l')) {
            repaint = true;
            return;
        }
        if (page != null) {
            if (!page.key(key, layout())) {
                page = null;
            }
            return;
        }
        boolean answered = answeredWithALetter;
        answeredWithALetter = false;
        Optional<Question> pending = session.pendingQuestion();
        if (pending.isPresent()) {
            answer(key, pending.get());
            return;
        }
        switch (key.getKeyType()) {
            case Tab -> moveNow();
            case Escape -> escape();
            case Enter -> {
                if (input.isEmpty() && answered) {
                    // The Enter after a letter that answered a question, as the questions before a game take it.
                    return;
                } else if (input.isEmpty()) {
                    pickWithCursor();
                } else {
                    submit();
                }
            }
            case PageUp ->
                movesScroll = Math.min(
                        movesScroll + layout().panelRows() / 2,
                        GameView.moveRows(
                                session.game().startPosition(), session.game().moves()));
            case PageDown -> movesScroll = Math.max(0, movesScroll - layout().panelRows() / 2);
            default -> {
                if (!input.edit(key)) {
                    cursor.move(key.getKeyType());
                }
            }
        }
    }

    /**
     * A key while the session waits for an answer: a setup on the setup screen; a yes or no
     * over the game, y or Enter for yes (Enter for no where no is the default), n or Esc for no.
     */
    private void answer(KeyStroke key, Question question) {
        if (question.kind() == Question.Kind.SETUP) {
            try {
                questions.key(key, question).ifPresent(this::reply);
            } catch (Questions.Left e) {
                quit = true;
            }
            return;
        }
        String yes = texts.get("start.yes");
        Character c = key.getKeyType() == KeyType.Character ? Character.toLowerCase(key.getCharacter()) : null;
        if (key.getKeyType() == KeyType.Enter) {
            reply("");
        } else if (key.getKeyType() == KeyType.Escape || c != null && c == 'n') {
            reply("n");
            answeredWithALetter = c != null;
        } else if (c != null && yes.equals(String.valueOf(c))) {
            reply(yes);
            answeredWithALetter = true;
        }
    }

    /** Gives {@code line} to the session and shows what came of it. */
    private void reply(String line) {
        Game game = session.game();
        Side side = game.position().sideToMove();
        int moves = game.moves().size();
        Session.Reply reply = session.input(line);
        clearSelection();
        movesScroll = 0;
        if (session.game() != game || session.game().moves().size() != moves) {
            // undo, new, load: a move kept for the game as it was has no place in this one
            premove = null;
        }
        switch (reply.outcome()) {
            case QUIT -> {
                quit = true;
                farewell = reply.text();
            }
            case MOVED -> message = played(side, reply.text());
            case NOTHING -> {}
            case NEW_GAME -> {
                message = reply.text();
                failedAt = null;
            }
            case QUESTION -> {
                message = reply.text();
                questions.begin();
            }
            default -> {
                if (session.pendingQuestion().isPresent()) {
                    questions.tell(reply.text());
                } else {
                    show(reply.text());
                }
            }
        }
    }

    /** Esc closes a page, else clears the typed text, else a kept move, else the piece picked, else moves now. */
    private void escape() {
        if (!input.isEmpty()) {
            input.clear();
        } else if (premove != null) {
            message = texts.get("screen.premove_dropped", premove);
            premove = null;
        } else if (selected != Square.NONE) {
            clearSelection();
        } else {
            moveNow();
        }
    }

    /** The computer plays the best move it has found; after a failure, it tries again. */
    private void moveNow() {
        if (thinkingAbout != null) {
            worker.moveNow();
            message = texts.get("screen.moving_now");
        } else if (failedAt != null && failedAt.isCurrent(session.game())) {
            failedAt = null;
        }
    }

    private void submit() throws IOException {
        String text = input.text().strip();
        input.clear();
        if (text.equalsIgnoreCase("help") || text.equals("?")) {
            page = new Page(session.help());
            return;
        }
        if (text.equalsIgnoreCase("hint")) {
            hint();
            return;
        }
        if (text.equalsIgnoreCase("analyse") || text.equalsIgnoreCase("analyze")) {
            analyse();
            return;
        }
        Game game = session.game();
        if (thinkingAbout != null && isMoveShape(text)) {
            premove = text;
            message = texts.get("screen.premove_kept", text);
            return;
        }
        if (text.length() == 2 && !game.isOver()) {
            try {
                select(DisplayMove.parseSquare(text));
                message = session.destinations(text).text();
            } catch (NotationException e) {
                message = texts.render(e.message());
            }
            return;
        }
        reply(text);
    }

    /** A reply on the message rows, or as a page when it is longer than they hold. */
    private void show(String text) {
        if (GameView.fitsMessageRows(text, layout())) {
            message = text;
        } else {
            page = new Page(text);
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

    private void hint() {
        Game game = session.game();
        if (game.isOver()) {
            message = texts.get("session.over");
        } else if (session.computerToMove()) {
            message = texts.get("session.computers_turn");
        } else if (hintingAbout == null) {
            hintingAbout = worker.hint();
            message = texts.get("screen.looking_for_hint");
        }
    }

    /** After the end, the game just played in the replay viewer with the engine's analysis; back here after. */
    private void analyse() throws IOException {
        if (!session.game().isOver()) {
            message = texts.get("screen.analyse_after_the_end");
            return;
        }
        ReplayViewer.analyse(seat, session.record(), mono, session.flipped(), session.look(), texts);
        repaint = true;
    }

    /** "You played B9-C7.", "Computer plays B0-C2.", or with the same player on both sides, "Cho played B9-C7." */
    private String played(Side side, String move) {
        if (session.control(Side.CHO) == session.control(Side.HAN)) {
            return texts.get("screen.side_played", RuleWords.side(side), move);
        }
        return texts.get(
                session.control(side) == Session.Control.HUMAN ? "screen.you_played" : "screen.computer_plays", move);
    }

    /**
     * Enter on the board: pick one of your pieces (another one of them instead, if one is picked),
     * or move the picked piece to the cursor.
     */
    private void pickWithCursor() {
        int point = cursor.point(session.flipped());
        if (thinkingAbout != null) {
            keepWithCursor(point);
            return;
        }
        List<String> promotions = selected == Square.NONE ? List.of() : session.promotionLetters(selected, point);
        if (!promotions.isEmpty()) {
            // The piece to become is the player's choice: the move waits on the input line for it.
            input.set(DisplayMove.square(selected) + "-" + DisplayMove.square(point) + "=");
            message = texts.get("screen.promotion", String.join(", ", promotions));
            clearSelection();
        } else if (selected == point) {
            clearSelection();
        } else if (selected != Square.NONE && !isOwnPiece(point)) {
            Side side = session.game().position().sideToMove();
            Session.Reply reply = session.input(DisplayMove.square(selected) + "-" + DisplayMove.square(point));
            message = reply.outcome() == Session.Outcome.MOVED ? played(side, reply.text()) : reply.text();
            movesScroll = 0;
            clearSelection();
        } else {
            select(point);
            message = session.destinations(DisplayMove.square(point)).text();
        }
    }

    /** Enter on the board while the computer thinks: a piece, then its destination, kept as the player's next move. */
    private void keepWithCursor(int point) {
        if (selected == point) {
            clearSelection();
        } else if (isOwnPiece(point)) {
            select(point);
            message = texts.get("screen.premove_pick", DisplayMove.square(point));
        } else if (selected != Square.NONE) {
            premove = DisplayMove.square(selected) + "-" + DisplayMove.square(point);
            message = texts.get("screen.premove_kept", premove);
            clearSelection();
        }
    }

    /** Whether the piece on {@code point} is the player's: of the side to move, or of the side waiting while the computer thinks. */
    private boolean isOwnPiece(int point) {
        if (point == Square.NONE) {
            return false;
        }
        Side mover = session.game().position().sideToMove();
        int piece = session.game().position().pieceAt(point);
        return piece != Piece.NONE && Piece.side(piece) == (thinkingAbout != null ? mover.opponent() : mover);
    }

    /** Picks the player's piece on {@code point}, with where it can go if it is the player's turn; anything else lets go. */
    private void select(int point) {
        if (isOwnPiece(point) && !session.game().isOver()) {
            selected = point;
            destinations = thinkingAbout != null ? List.of() : session.destinationsOf(point);
        } else {
            clearSelection();
        }
    }

    private void clearSelection() {
        selected = Square.NONE;
        destinations = List.of();
    }

    /** Whether the key leaves a screen: the end of input, Ctrl-C, or Ctrl-D on an empty input line. */
    static boolean leaves(KeyStroke key, InputLine input) {
        return key.getKeyType() == KeyType.EOF || isCtrl(key, 'c') || isCtrl(key, 'd') && input.isEmpty();
    }

    static boolean isCtrl(KeyStroke key, char c) {
        return key.getKeyType() == KeyType.Character
                && key.isCtrlDown()
                && Character.toLowerCase(key.getCharacter()) == c;
    }

    // ---- drawing ------------------------------------------------------------------------

    private Layout layout() {
        return session == null
                ? Layout.of(screen.getTerminalSize())
                : Layout.of(
                        screen.getTerminalSize(),
                        BoardPainter.figure(session.look().shown(), mono));
    }

    private void draw() throws IOException {
        dirty = false;
        Layout layout = layout();
        Optional<Question> pending = session.pendingQuestion();
        TextGraphics g = screen.newTextGraphics();
        // Blank cells rather than clear(): clear() would make the next refresh send every cell.
        g.fill(' ');
        TerminalPosition caret = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        if (layout.tooSmall()) {
            tooSmall(g, layout, texts, texts.get("screen.enlarge_saved"));
        } else if (page != null) {
            page.draw(g, layout, texts);
            caret = new TerminalPosition(0, layout.keysRow());
        } else if (pending.filter(q -> q.kind() == Question.Kind.SETUP).isPresent()) {
            caret = questions.draw(g, layout, pending.get(), session);
        } else {
            caret = view.draw(
                    g,
                    layout,
                    session,
                    new GameView.Marks(
                            selected,
                            destinations,
                            cursor.row(),
                            cursor.col(),
                            thinkingText(),
                            pending.map(Question::text).orElse(message),
                            input,
                            movesScroll,
                            pending.map(q -> texts.get(
                                            q.kind() == Question.Kind.OVERWRITE
                                                    ? "screen.keys_no_by_default"
                                                    : "screen.keys_yes_by_default"))
                                    .orElse(null)));
        }
        screen.setCursorPosition(caret);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        repaint = false;
    }

    /** The computer's thinking for the panel: a spinner, the depth, the score in soldiers and the line it expects. */
    private String thinkingText() {
        if (thinkingAbout == null) {
            return "";
        }
        if (news == null) {
            return texts.get("screen.computer_thinking", SPINNER.charAt(spins % 4), texts.get("screen.thinking"));
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
        return texts.get(
                "screen.computer_thinking",
                SPINNER.charAt(spins % 4),
                texts.get("screen.depth", news.depth(), score, line.toString().strip()));
    }

    /** Says the terminal is smaller than the screens need, with {@code note}; resizing back redraws. */
    static void tooSmall(TextGraphics g, Layout layout, Texts texts, String note) {
        List<String> rows = TextFit.reflow(
                texts.get("screen.too_small", Layout.MIN_COLUMNS, Layout.MIN_ROWS, layout.columns(), layout.rows())
                        + "\n" + note,
                Math.max(1, layout.columns()));
        for (int i = 0; i < rows.size() && i < layout.rows(); i++) {
            g.putString(0, i, rows.get(i));
        }
    }
}
