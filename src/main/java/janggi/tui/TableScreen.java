package janggi.tui;

import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * A game at a table played elsewhere, such as a club's room over SSH, on the full screen: the
 * board, panel, move list and input line of a game at home. The player's moves go to the
 * {@link Table}, which shows them only once it has them; the opponent's moves, who comes and
 * goes and what is said arrive as news ({@link #tell}) from any thread, never drawn there: the
 * screen reads the table's state again on its own thread. A spectator sees the same, read-only.
 *
 * <p>Typed: a move, {@code say TEXT}, {@code resign} (asked again), {@code flip}, {@code pieces
 * STYLE}, {@code help}, {@code quit}; the arrow keys and Enter pick a piece and where it goes.
 */
public final class TableScreen {
    /** Lines said kept for the panel's foot. */
    private static final int CHAT_KEPT = 50;

    private final Screen screen;
    private final Events events;
    private final Texts texts;
    private final boolean mono;
    private final Table table;
    private final TableView view;
    /** The pieces the board shows, as the player chose them. */
    private PieceStyle pieces;

    private final InputLine input = new InputLine();
    private final BoardCursor cursor = new BoardCursor();
    private final Deque<Table.Said> chat = new ArrayDeque<>();

    private Table.State state;
    /** News has come since the state was read. */
    private boolean stale;

    private String message = "";
    /** A page over the table (the help), or null. */
    private Page page;

    private boolean flipped;
    private int selected = Square.NONE;
    private List<Integer> destinations = List.of();
    private int movesScroll;
    private boolean askingToResign;
    /** The terminal may show something else (resized): send every cell. */
    private boolean repaint;

    private boolean left;

    /** @param pieces the pieces the board shows, until the player chooses others ({@code pieces STYLE}) */
    public TableScreen(Seat seat, Texts texts, boolean mono, PieceStyle pieces, Table table) {
        this.screen = seat.screen();
        this.events = seat.events();
        this.texts = texts;
        this.mono = mono;
        this.pieces = pieces;
        this.table = table;
        this.view = new TableView(texts, mono);
    }

    /** Tells the screen what happened at the table; any thread may, and nothing waits for the screen. */
    public void tell(String message) {
        events.post(new Events.Told(message, null));
    }

    /** Tells the screen a line said at the table. */
    public void tell(Table.Said said) {
        events.post(new Events.Told(null, said));
    }

    /**
     * Runs until the one at the table leaves it: {@code quit}, Ctrl-C, Ctrl-D on an empty line,
     * or the end of the terminal's input. The game goes on without them.
     *
     * @param recent lines said before, the oldest first
     * @param greeting the first message, or ""
     */
    public void run(List<Table.Said> recent, String greeting) throws IOException {
        recent.forEach(this::keep);
        state = table.state();
        // Cho's player sees the board turned, Cho at the bottom, as at home.
        flipped = state.you() == Side.CHO;
        message = greeting;
        try {
            draw();
            while (!left) {
                Events.Event event = next();
                while (event != null && !left) {
                    handle(event);
                    event = events.poll();
                }
                if (!left) {
                    draw();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    /** The next event; or a tick, once the running clock shows another second or runs out. */
    private Events.Event next() throws InterruptedException {
        long due = GameView.nanosToTick(state.clock(), state.position().sideToMove());
        Events.Event event = due < 0 ? events.take() : events.poll(due);
        return event == null ? new Events.Tick() : event;
    }

    private void handle(Events.Event event) throws IOException {
        if (event instanceof Events.Key k) {
            key(k.stroke());
        } else if (event instanceof Events.Resized) {
            screen.doResizeIfNecessary();
            repaint = true;
        } else if (event instanceof Events.Told t) {
            if (t.said() != null) {
                keep(t.said());
            }
            if (t.message() != null) {
                message = t.message();
            }
            stale = true;
        }
    }

    private void keep(Table.Said said) {
        chat.addLast(said);
        while (chat.size() > CHAT_KEPT) {
            chat.removeFirst();
        }
    }

    /** The table's state read again after news; a piece picked in a position that is gone is let go. */
    private void readState() {
        Table.State now = table.state();
        if (now.position().ply() != state.position().ply() || now.result().isPresent()) {
            clearSelection();
            movesScroll = 0;
        } else if (selected != Square.NONE) {
            select(selected);
        }
        state = now;
        stale = false;
    }

    // ---- keys ---------------------------------------------------------------------------

    private void key(KeyStroke key) {
        if (FullScreen.leaves(key, input)) {
            left = true;
            return;
        }
        if (FullScreen.isCtrl(key, 'l')) {
            repaint = true;
            return;
        }
        if (page != null) {
            if (!page.key(key, layout())) {
                page = null;
            }
            return;
        }
        if (askingToResign) {
            answerResign(key);
            return;
        }
        switch (key.getKeyType()) {
            case Enter -> {
                if (input.isEmpty()) {
                    pickWithCursor();
                } else {
                    submit();
                }
            }
            case Escape -> {
                if (!input.isEmpty()) {
                    input.clear();
                } else {
                    clearSelection();
                }
            }
            case PageUp ->
                movesScroll = Math.min(
                        movesScroll + layout().panelRows() / 2,
                        GameView.moveRows(TableView.start(state.position()), TableView.moves(state.position())));
            case PageDown -> movesScroll = Math.max(0, movesScroll - layout().panelRows() / 2);
            default -> {
                if (!input.edit(key)) {
                    cursor.move(key.getKeyType());
                }
            }
        }
    }

    private void submit() {
        String text = input.text().strip();
        input.clear();
        String word = text.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        switch (word) {
            case "help", "?" -> page = new Page(texts.document(state.you() == null ? "help-watch" : "help-table"));
            case "quit", "leave", "exit" -> left = true;
            case "flip" -> {
                flipped = !flipped;
                clearSelection();
            }
            case "say" -> {
                String said = text.substring(word.length()).strip();
                message = table.say(said).orElse(message);
            }
            case "resign" -> askToResign();
            case "pieces" -> pieces(text.substring(word.length()).strip());
            // A game at home's commands, which a table shared with an opponent cannot honour.
            case "hint", "undo", "draw", "new", "save", "load", "games", "resume", "level", "clock", "pause" ->
                message = texts.get("table.not_at_the_club", word);
            default -> {
                if (MoveNotation.isWord(text)) {
                    message = texts.get("session.unknown_command", Printable.clean(text));
                } else {
                    play(text);
                }
            }
        }
    }

    /** {@code pieces STYLE}: the board in other pieces, now and in the next games. */
    private void pieces(String name) {
        Optional<PieceStyle> style = PieceStyle.named(name);
        if (style.isEmpty()) {
            message = texts.get("session.pieces_unknown", Printable.clean(name), PieceStyle.names());
            return;
        }
        pieces = style.get();
        message = table.keepPieces(pieces)
                .map(why -> texts.get("session.pieces_not_kept", style.get().id(), why))
                .orElseGet(() -> texts.get("session.pieces_kept", style.get().id()));
    }

    private void play(String move) {
        clearSelection();
        table.play(move).ifPresent(refused -> message = refused);
    }

    /** A player in a game in play is asked again; anyone else hears why there is nothing to resign. */
    private void askToResign() {
        if (state.you() != null && !state.open() && state.result().isEmpty()) {
            askingToResign = true;
            message = texts.get("table.resign_question", state.code());
        } else {
            table.resign().ifPresent(refused -> message = refused);
        }
    }

    /** y or Enter resigns, n or Esc does not; other keys wait for one of them. */
    private void answerResign(KeyStroke key) {
        Character c = key.getKeyType() == KeyType.Character ? Character.toLowerCase(key.getCharacter()) : null;
        if (key.getKeyType() == KeyType.Enter
                || c != null && texts.get("start.yes").equals(String.valueOf(c))) {
            askingToResign = false;
            message = table.resign().orElse("");
        } else if (key.getKeyType() == KeyType.Escape || c != null && c == 'n') {
            askingToResign = false;
            message = "";
        }
    }

    /**
     * Enter on the board: pick one of your pieces (another one of them instead, if one is
     * picked), or move the picked piece to the cursor. A spectator's Enter says how to talk.
     */
    private void pickWithCursor() {
        if (state.you() == null) {
            message = texts.get("table.spectating");
            return;
        }
        int point = cursor.point(flipped);
        if (selected == point) {
            clearSelection();
        } else if (selected != Square.NONE && !isOwnPiece(point)) {
            play(DisplayMove.square(selected) + "-" + DisplayMove.square(point));
        } else if (isOwnPiece(point)) {
            select(point);
        } else {
            clearSelection();
        }
    }

    private boolean isOwnPiece(int point) {
        int piece = state.position().pieceAt(point);
        return piece != Piece.NONE && Piece.side(piece) == state.you();
    }

    /** Picks the player's piece on {@code point}, with where it can go when it is the player's turn. */
    private void select(int point) {
        selected = point;
        List<Integer> to = new ArrayList<>();
        if (state.yourTurn()) {
            Position pos = state.position();
            for (int m : pos.legalMoves()) {
                if (Move.from(m) == point && !Move.isPass(m) && !to.contains(Move.to(m))) {
                    to.add(Move.to(m));
                }
            }
        }
        destinations = to;
    }

    private void clearSelection() {
        selected = Square.NONE;
        destinations = List.of();
    }

    // ---- drawing ------------------------------------------------------------------------

    private Layout layout() {
        return Layout.of(screen.getTerminalSize(), BoardPainter.figure(pieces, mono));
    }

    private void draw() throws IOException {
        if (stale) {
            readState();
        }
        Layout layout = layout();
        TextGraphics g = screen.newTextGraphics();
        // Blank cells rather than clear(): clear() would make the next refresh send every cell.
        g.fill(' ');
        TerminalPosition caret = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        if (layout.tooSmall()) {
            FullScreen.tooSmall(g, layout, texts, texts.get("table.enlarge"));
        } else if (page != null) {
            page.draw(g, layout, texts);
            caret = new TerminalPosition(0, layout.keysRow());
        } else {
            caret = view.draw(
                    g,
                    layout,
                    state,
                    new TableView.Marks(
                            pieces,
                            flipped,
                            selected,
                            destinations,
                            cursor,
                            List.copyOf(chat),
                            message,
                            input,
                            movesScroll,
                            askingToResign ? texts.get("screen.keys_yes_by_default") : null));
        }
        screen.setCursorPosition(caret);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        repaint = false;
    }
}
