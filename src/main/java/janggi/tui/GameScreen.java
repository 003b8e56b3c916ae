package janggi.tui;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Square;
import janggi.files.Autosave;
import janggi.files.Log;
import janggi.notation.DisplayMove;
import janggi.notation.NotationException;
import janggi.play.Command;
import janggi.play.Destinations;
import janggi.play.ExitStatus;
import janggi.play.LocalTable;
import janggi.play.Opening;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.play.Session;
import janggi.play.Start;
import janggi.play.Table;
import janggi.play.Worker;
import janggi.text.Texts;
import janggi.text.Wrap;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;

/**
 * The game on the full screen, on any terminal, at any {@link Table}: a game at home or a
 * club's table. Martin's board on the left, a panel on the right, a line for typing at the
 * bottom; the arrow keys and Enter pick a piece and where it goes, as an alternative to typing.
 * What the player types goes to the table, parsed once ({@link Command#parse}); the table
 * answers, and tells what happens away from the keys (the opponent's move, the computer's, a
 * line said) as news, which the screen hands back to it on its own thread.
 *
 * <p>The screen waits on its {@link Events} and redraws after each, into the back buffer, which
 * Lanterna compares with what the terminal shows: only changed cells are sent. The computer's
 * thinking redraws at most {@link #NEWS_INTERVAL_NS} apart.
 */
public final class GameScreen {
    /** The least time between two redraws for the engine's news: about five a second. */
    static final long NEWS_INTERVAL_NS = TimeUnit.MILLISECONDS.toNanos(200);

    private final Seat seat;
    private final Screen screen;
    private final Events events;
    private final Texts texts;
    private final boolean mono;
    private final Table table;
    private final GameView view;
    private final Questions questions;
    private final Throttle newsThrottle;

    private final InputLine input = new InputLine();
    private final BoardCursor cursor = new BoardCursor();
    private Table.State state;
    private String message = "";
    /** A page over the game (help, a long reply), or null. */
    private Page page;

    private int selected = Square.NONE;
    private List<Integer> destinations = List.of();
    /** Move-list rows hidden below the last one shown, when the player pages back. */
    private int movesScroll;
    /** How often the computer's thinking was drawn anew, for its spinner. */
    private int spins;
    /** Whether the last key answered a yes-or-no question with a letter: an Enter right after it is let go. */
    private boolean answeredWithALetter;

    private boolean dirty = true;
    /** The terminal may show something else (resized, back from Ctrl-Z): send every cell. */
    private boolean repaint;

    private boolean left;

    /** A screen on {@code seat} for {@code table}; {@code clock} gives nanoseconds (e.g. {@code System::nanoTime}). */
    public GameScreen(Seat seat, Texts texts, boolean mono, LongSupplier clock, Table table) {
        this.seat = seat;
        this.screen = seat.screen();
        this.events = seat.events();
        this.texts = texts;
        this.mono = mono;
        this.table = table;
        this.view = new GameView(texts, mono);
        this.questions = new Questions(seat, texts, mono);
        this.newsThrottle = new Throttle(clock, NEWS_INTERVAL_NS);
    }

    /** How a game at home ended: the exit status ({@link ExitStatus}), and what to tell the player after. */
    public record Ending(int status, String farewell) {}

    /**
     * Plays a game at home on the process's terminal; the terminal is restored however the
     * program ends, and then the player is told where the game is.
     */
    public static int play(Start start, boolean mono, Autosave autosave) throws IOException {
        Ending ending = ScreenRun.run((seat, stop) -> {
            try {
                Ending played = atHome(seat, start, mono, System::nanoTime, Log::problem, autosave);
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

    /**
     * Runs {@code table} (lessons, puzzles) on the process's terminal until the player leaves,
     * then prints what the table says to them as they go; the terminal is restored however the
     * program ends.
     *
     * @param greeting the first message, or ""
     */
    public static void show(Table table, boolean mono, String greeting) throws IOException {
        String farewell = ScreenRun.run((seat, stop) -> {
            try {
                new GameScreen(seat, table.texts(), mono, System::nanoTime, table).run(greeting);
            } catch (RuntimeException e) {
                stop.run();
                Log.problem("the full screen", e);
                return table.texts().get("cli.internal_error", Log.file());
            }
            int columns = seat.screen().getTerminalSize().getColumns();
            return String.join("\n", Wrap.lines(table.leave().text(), columns));
        });
        if (!farewell.isEmpty()) {
            System.out.println(farewell);
        }
    }

    /**
     * A game at home on {@code seat}: the questions before it on a screen of their own, then the
     * game at a {@link LocalTable} until the player leaves; the game is saved and let go of then.
     * {@code log} takes the details of the engine's failures.
     */
    static Ending atHome(
            Seat seat, Start start, boolean mono, LongSupplier clock, Worker.FailureLog log, Autosave autosave)
            throws IOException {
        Texts texts = Texts.of(start.language());
        Questions questions = new Questions(seat, texts, mono);
        Session session;
        try {
            session = Opening.open(start, questions, questions::tell, autosave);
        } catch (Questions.Left e) {
            return new Ending(ExitStatus.DONE, "");
        }
        LocalTable table = new LocalTable(session, log);
        String farewell;
        int status;
        try {
            Optional<String> said = questions.lastWord();
            Optional<String> note = session.lookNote();
            new GameScreen(seat, texts, mono, clock, table)
                    .run(
                            note.isPresent()
                                    ? said.map(w -> texts.get("session.two_sentences", w, note.get()))
                                            .orElse(note.get())
                                    : said.orElse(texts.get("screen.type_a_move")));
        } finally {
            farewell = table.leave().text();
            status = ExitStatus.of(table.state(), false);
            session.close();
        }
        return new Ending(status, farewell);
    }

    /**
     * Runs until the player leaves: {@code quit}, Ctrl-C, Ctrl-D on an empty line, or the end of
     * the terminal's input. What the table says then is up to whoever runs the screen ({@link
     * Table#leave}).
     *
     * @param greeting the first message, or ""
     */
    public void run(String greeting) throws IOException {
        table.listen(news -> events.post(new Events.News(news)));
        message = greeting;
        state = table.state();
        try {
            settle();
            draw();
            while (!left) {
                Events.Event event = next();
                while (event != null && !left) {
                    handle(event);
                    event = events.poll();
                }
                if (newsThrottle.due()) {
                    spins++;
                    dirty = true;
                }
                if (!left) {
                    settle();
                }
                if (!left && (dirty || repaint)) {
                    draw();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The next event; or none, once news held back may be shown; or a tick, once the running
     * clock shows another second or runs out.
     */
    private Events.Event next() throws InterruptedException {
        long newsDue = newsThrottle.dueIn();
        long tickDue = GameView.nanosToTick(state.clock(), state.position().sideToMove());
        long due = newsDue < 0 ? tickDue : tickDue < 0 ? newsDue : Math.min(newsDue, tickDue);
        Events.Event event = due < 0 ? events.take() : due > 0 ? events.poll(due) : events.poll();
        return event == null && tickDue >= 0 && tickDue <= due ? new Events.Tick() : event;
    }

    private void handle(Events.Event event) throws IOException {
        if (event instanceof Events.Key k) {
            key(k.stroke());
        } else if (event instanceof Events.Resized) {
            screen.doResizeIfNecessary();
            repaint = true;
        } else if (event instanceof Events.News n && n.news() instanceof Table.Thought) {
            if (newsThrottle.tryNow()) {
                spins++;
                dirty = true;
            }
            return;
        } else if (event instanceof Events.News n) {
            show(table.hear(n.news()));
        }
        // A tick: the clocks are drawn again (only their cells change), and the table sees whether time is up.
        dirty = true;
    }

    /**
     * Lets the table do what waits for this moment (the computer's turn, a move held back), then
     * reads it again: a piece picked stays picked, with where it can go now, if it is still the
     * player's.
     */
    private void settle() {
        show(table.ready());
        int ply = state.position().ply();
        state = table.state();
        if (state.position().ply() != ply) {
            movesScroll = 0;
        }
        select(selected);
    }

    /** Shows what the table said: on the message rows, or as a page when it is longer than they hold. */
    private void show(Reply reply) {
        switch (reply.outcome()) {
            case NOTHING -> {}
            case QUIT -> left = true;
            case QUESTION -> questions.begin();
            default -> {
                if (table.state()
                        .question()
                        .filter(q -> q.kind() == Question.Kind.SETUP)
                        .isPresent()) {
                    questions.tell(reply.text());
                } else if (Frame.fits(reply.text(), layout())) {
                    message = reply.text();
                } else {
                    page = new Page(reply.text());
                }
            }
        }
    }

    // ---- keys ---------------------------------------------------------------------------

    private void key(KeyStroke key) throws IOException {
        if (Keys.leaves(key, input)) {
            left = true;
            return;
        }
        if (Keys.isCtrl(key, 'z') || Keys.isCtrl(key, 'l')) {
            if (Keys.isCtrl(key, 'z') && seat.canSuspend()) {
                seat.suspend();
            }
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
        Optional<Question> question = table.state().question();
        if (question.isPresent()) {
            answer(key, question.get());
            return;
        }
        switch (key.getKeyType()) {
            case Tab -> show(table.moveNow());
            case Escape -> escape();
            case Enter -> {
                if (input.isEmpty() && !answered) {
                    pick();
                } else if (!input.isEmpty()) {
                    submit();
                }
                // else: the Enter after a letter that answered a question, as the questions before a game take it
            }
            case PageUp ->
                movesScroll = Math.min(movesScroll + layout().panelRows() / 2, GameView.moveRows(state.position()));
            case PageDown -> movesScroll = Math.max(0, movesScroll - layout().panelRows() / 2);
            default -> {
                if (!input.edit(key)) {
                    cursor.move(key.getKeyType());
                }
            }
        }
    }

    /**
     * A key while the table waits for an answer: a setup on the setup screen; a yes or no over
     * the game, y or Enter for yes (Enter for no where no is the default), n or Esc for no.
     */
    private void answer(KeyStroke key, Question question) {
        if (question.kind() == Question.Kind.SETUP) {
            try {
                questions.key(key, question).ifPresent(this::reply);
            } catch (Questions.Left e) {
                left = true;
            }
            return;
        }
        String yes = texts.get("start.yes");
        Character c = Keys.letter(key);
        // The question's words give way to what its answer leads to.
        message = "";
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

    /** Gives {@code line} to the table and shows what came of it. */
    private void reply(String line) {
        show(table.input(Command.parse(line)));
        clearSelection();
        movesScroll = 0;
    }

    /** Esc clears the typed text, else a kept move, else the piece picked, else makes the computer move now. */
    private void escape() {
        if (!input.isEmpty()) {
            input.clear();
            return;
        }
        Reply dropped = table.dropKept();
        if (dropped.outcome() != Reply.Outcome.NOTHING) {
            show(dropped);
        } else if (selected != Square.NONE) {
            clearSelection();
        } else {
            show(table.moveNow());
        }
    }

    /** The line typed: the help as a page, the analysis of a game over, leaving; all else goes to the table. */
    private void submit() throws IOException {
        Command.Typed typed = Command.parse(input.text());
        input.clear();
        boolean honoured = table.honours(typed.command());
        if (honoured && typed.command() == Command.HELP) {
            page = new Page(table.help());
        } else if (honoured && typed.command() == Command.ANALYSE) {
            analyse();
        } else if (honoured && typed.command() == Command.QUIT) {
            left = true;
        } else if (typed.command() == Command.MOVE && isPoint(typed.text())) {
            // A point alone: its piece is picked, with where it can go.
            select(DisplayMove.parseSquare(typed.text()));
            show(table.input(typed));
        } else {
            reply(typed.text());
        }
    }

    private static boolean isPoint(String text) {
        try {
            DisplayMove.parseSquare(text);
            return true;
        } catch (NotationException e) {
            return false;
        }
    }

    /**
     * After the end, the game just played in the replay viewer, at its last move: with the
     * engine's analysis where the engine is the player's to use (where hints are given); back
     * here after.
     */
    private void analyse() throws IOException {
        if (state.result().isEmpty()) {
            message = texts.get("screen.analyse_after_the_end");
            return;
        }
        ReplayViewer.analyse(
                seat, table.record(), mono, state.flipped(), state.look(), texts, table.honours(Command.HINT));
        repaint = true;
    }

    /**
     * Enter on the board: pick one of the player's pieces (another one of them instead, if one is
     * picked), or move the picked piece to the cursor; a soldier that may be promoted there waits
     * on the input line for the piece it becomes. Anywhere else, the table says what stands there.
     */
    private void pick() {
        int point = cursor.point(state.flipped());
        Position pos = state.position();
        if (selected == point) {
            clearSelection();
        } else if (selected != Square.NONE && !isOwnPiece(point)) {
            List<String> promotions = state.moves() ? Destinations.promotionLetters(pos, selected, point) : List.of();
            String move = DisplayMove.square(selected) + "-" + DisplayMove.square(point);
            if (promotions.isEmpty()) {
                reply(move);
            } else {
                // The piece to become is the player's choice: the move waits on the input line for it.
                input.set(move + "=");
                message = texts.get("screen.promotion", String.join(", ", promotions));
                clearSelection();
            }
        } else {
            select(point);
            show(table.input(Command.parse(DisplayMove.square(point))));
        }
    }

    /** Whether the piece on {@code point} is one the player may pick now. */
    private boolean isOwnPiece(int point) {
        if (point == Square.NONE || state.picks() == null) {
            return false;
        }
        int piece = state.position().pieceAt(point);
        return piece != Piece.NONE && Piece.side(piece) == state.picks();
    }

    /** Picks the player's piece on {@code point}, with where it can go if it may move now; anything else lets go. */
    private void select(int point) {
        if (isOwnPiece(point)) {
            selected = point;
            destinations = state.moves() ? Destinations.points(state.position(), point) : List.of();
        } else {
            clearSelection();
        }
    }

    private void clearSelection() {
        selected = Square.NONE;
        destinations = List.of();
    }

    // ---- drawing ------------------------------------------------------------------------

    private Layout layout() {
        return Layout.of(
                screen.getTerminalSize(), BoardPainter.figure(state.look().shown(), mono));
    }

    private void draw() throws IOException {
        dirty = false;
        Layout layout = layout();
        Optional<Question> question = state.question();
        TextGraphics g = screen.newTextGraphics();
        // Blank cells rather than clear(): clear() would make the next refresh send every cell.
        g.fill(' ');
        TerminalPosition caret = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        if (layout.tooSmall()) {
            new Frame(g, layout, texts).tooSmall(texts.get("screen.enlarge_saved"));
        } else if (page != null) {
            page.draw(g, layout, texts);
            caret = new TerminalPosition(0, layout.keysRow());
        } else if (question.filter(q -> q.kind() == Question.Kind.SETUP).isPresent()) {
            caret = questions.draw(
                    g,
                    layout,
                    question.get(),
                    new Questions.Setups(table::setupPreview, state.look().shown(), state.flipped()));
        } else {
            // Where the player can never pick (a spectator, two computers), no cursor.
            boolean picking = state.picks() != null || state.result().isPresent();
            caret = view.draw(
                    g,
                    layout,
                    state,
                    new GameView.Marks(
                            selected,
                            destinations,
                            picking ? cursor : null,
                            question.map(Question::text).orElse(message),
                            input,
                            movesScroll,
                            spins,
                            question.map(q -> texts.get(
                                            q.kind() == Question.Kind.OVERWRITE
                                                    ? "screen.keys_no_by_default"
                                                    : "screen.keys_yes_by_default"))
                                    .orElse(null),
                            table.honours(Command.SAY),
                            table.honours(Command.NEW) ? texts.get("screen.over_type_new") : null));
        }
        screen.setCursorPosition(caret);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        repaint = false;
    }
}
