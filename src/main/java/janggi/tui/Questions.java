package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Position;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.PieceStyle;
import janggi.play.Opening;
import janggi.play.Question;
import janggi.play.Session;
import janggi.text.Texts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

/**
 * The questions asked on a screen of their own: before the first move (resume the unfinished
 * game? which game, when this one is open elsewhere? which setup?) and the setups of a new
 * game. A setup question shows the board as the answer typed would set it up, Han choosing
 * first, then Cho, who sees Han's choice; Up and Down go through the four setups.
 */
final class Questions implements Opening.Ask {
    /** The board a setup question shows: as an answer would set it up, in the player's pieces, turned or not. */
    record Setups(Function<String, Optional<Position>> preview, PieceStyle pieces, boolean flipped) {
        static Setups of(Session session) {
            return new Setups(session::setupPreview, session.look().shown(), session.flipped());
        }
    }

    /** The player left (Ctrl-C, quit, or the terminal went away) instead of answering. */
    static final class Left extends RuntimeException {
        Left() {
            super(null, null, false, false);
        }
    }

    /** The four setups in the order the question names them. */
    private static final List<Setup> SETUPS =
            Stream.of("NBBN", "NBNB", "BNBN", "BNNB").map(Setup::parse).toList();

    private final Seat seat;
    private final Screen screen;
    private final Texts texts;
    private final boolean mono;
    private final InputLine input = new InputLine();

    private String message = "";
    /** Whether {@link #message} was told after the last answer, so that it concerns what comes next. */
    private boolean toldSinceAnswer;

    private Page page;
    /** The first of the question's details shown, when they are more than the screen holds. */
    private int detailsTop;

    Questions(Seat seat, Texts texts, boolean mono) {
        this.seat = seat;
        this.screen = seat.screen();
        this.texts = texts;
        this.mono = mono;
    }

    /** Shows a message under the question. */
    void tell(String text) {
        message = text;
        toldSinceAnswer = true;
    }

    /** The message told after the last answer (e.g. that the game was resumed), if any: a refusal of an earlier answer is not. */
    Optional<String> lastWord() {
        return toldSinceAnswer && !message.isEmpty() ? Optional.of(message) : Optional.empty();
    }

    @Override
    public String ask(Question question) {
        return asking(question, null);
    }

    /** Asks {@code question} and waits for the answer; {@code session} shows the board a setup would give. */
    @Override
    public String ask(Question question, Session session) {
        return asking(question, session == null ? null : Setups.of(session));
    }

    private String asking(Question question, Setups setups) {
        begin();
        try {
            draw(question, setups, true);
            while (true) {
                Events.Event event = seat.events().take();
                boolean repaint = false;
                if (event instanceof Events.Resized) {
                    screen.doResizeIfNecessary();
                    repaint = true;
                } else if (event instanceof Events.Key k) {
                    KeyStroke key = k.stroke();
                    if (Keys.leaves(key, input)) {
                        throw new Left();
                    }
                    if (Keys.isCtrl(key, 'z')) {
                        seat.suspend();
                    }
                    repaint = Keys.isCtrl(key, 'z') || Keys.isCtrl(key, 'l');
                    Optional<String> answer = key(key, question);
                    if (answer.isPresent()) {
                        return answer.get();
                    }
                }
                draw(question, setups, repaint);
            }
        } catch (IOException e) {
            throw new Left();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Left();
        }
    }

    /** Starts on a new question: nothing typed, no page. */
    void begin() {
        input.clear();
        page = null;
        detailsTop = 0;
    }

    /**
     * A key while {@code question} waits; the answer once Enter gives one.
     *
     * @throws Left when the player types quit
     */
    Optional<String> key(KeyStroke key, Question question) {
        if (page != null) {
            if (!page.key(key, Layout.of(screen.getTerminalSize()))) {
                page = null;
            }
            return Optional.empty();
        }
        boolean setup = question.kind() == Question.Kind.SETUP;
        switch (key.getKeyType()) {
            case Enter -> {
                String text = input.text().strip();
                input.clear();
                return answer(text, question);
            }
            case Escape -> input.clear();
            case ArrowUp, ArrowDown -> {
                if (setup) {
                    cycle(key.getKeyType() == KeyType.ArrowDown ? 1 : -1);
                }
            }
            case PageUp -> detailsTop = Math.max(0, detailsTop - 5);
            case PageDown ->
                detailsTop = Math.min(Math.max(0, question.details().size() - 1), detailsTop + 5);
            default -> input.edit(key);
        }
        return Optional.empty();
    }

    private Optional<String> answer(String text, Question question) {
        String word = text.toLowerCase(Locale.ROOT);
        if (word.equals("help") || word.equals("?")) {
            page = new Page(texts.document("help-start"));
            return Optional.empty();
        }
        if (word.equals("quit") || word.equals("exit")) {
            throw new Left();
        }
        if (question.kind() == Question.Kind.SETUP && setup(text).isEmpty()) {
            message = texts.get("questions.choose_setup", text);
            toldSinceAnswer = false;
            return Optional.empty();
        }
        message = "";
        toldSinceAnswer = false;
        return Optional.of(text);
    }

    /** The setup an answer names: Enter alone is the usual NBBN; anything but the four setups is none. */
    private static Optional<Setup> setup(String text) {
        if (text.isEmpty()) {
            return Optional.of(Setup.STANDARD);
        }
        if (!text.toUpperCase(Locale.ROOT).matches("[NBE]{4}")) {
            return Optional.empty();
        }
        try {
            return Optional.of(Setup.parse(text));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** Puts the next (or previous) of the four setups on the input line. */
    private void cycle(int step) {
        int at = setup(input.text().strip()).map(SETUPS::indexOf).orElse(-1);
        int next = at < 0 ? 0 : Math.floorMod(at + step, SETUPS.size());
        input.set(SETUPS.get(next).letters());
    }

    // ---- drawing ------------------------------------------------------------------------

    private void draw(Question question, Setups setups, boolean repaint) throws IOException {
        Layout layout = setups == null
                ? Layout.of(screen.getTerminalSize())
                : Layout.of(screen.getTerminalSize(), BoardPainter.figure(setups.pieces(), mono));
        TextGraphics g = screen.newTextGraphics();
        g.fill(' ');
        TerminalPosition cursor = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        if (layout.tooSmall()) {
            new Frame(g, layout, texts).tooSmall(texts.get("questions.enlarge"));
        } else {
            cursor = draw(g, layout, question, setups);
        }
        screen.setCursorPosition(cursor);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
    }

    /**
     * Draws {@code question} (or the page over it) into {@code g}; returns where the caret is.
     * {@code setups} gives the board a setup question would set up.
     */
    TerminalPosition draw(TextGraphics g, Layout layout, Question question, Setups setups) {
        if (page != null) {
            page.draw(g, layout, texts);
            return new TerminalPosition(0, layout.keysRow());
        }
        boolean setup = question.kind() == Question.Kind.SETUP && setups != null;
        int x = setup ? layout.panelColumn() : 2;
        int width = layout.columns() - x - (setup ? 0 : 2);
        List<String> rows = new ArrayList<>();
        rows.add(texts.get("screen.before_the_game"));
        rows.add("");
        List<String> details = new ArrayList<>();
        question.details().forEach(d -> details.addAll(TextFit.wrap(d, width)));
        List<String> asked = new ArrayList<>(TextFit.wrap(question.text(), width));
        if (setup) {
            asked.add("");
            asked.addAll(TextFit.reflow(
                    texts.get(question.side() == Side.HAN ? "questions.setup_han_first" : "questions.setup_cho_next"),
                    width));
        }
        // The details scroll when they are more than the rows left hold.
        int room = layout.messageRow() - rows.size() - asked.size() - 1;
        int top = Math.min(detailsTop, Math.max(0, details.size() - room));
        List<String> shown = details.subList(top, Math.min(details.size(), top + Math.max(0, room)));
        if (question.kind() == Question.Kind.RESUME) {
            // What declining means reads after the question; a list to choose from, before it.
            rows.addAll(asked);
            rows.add("");
            rows.addAll(shown);
        } else {
            rows.addAll(shown);
            if (!shown.isEmpty()) {
                rows.add("");
            }
            rows.addAll(asked);
        }
        for (int y = 0; y < rows.size() && y < layout.messageRow(); y++) {
            if (y == 0) {
                g.putString(x, y, TextFit.clip(rows.get(y), width), SGR.BOLD);
            } else {
                g.putString(x, y, rows.get(y));
            }
        }
        if (setup) {
            drawSetup(g, question, setups);
        }
        Frame frame = new Frame(g, layout, texts);
        frame.message(message);
        frame.keys(texts.get(
                setup
                        ? "questions.keys_setup"
                        : details.size() > shown.size() ? "questions.keys_scroll" : "questions.keys"));
        return frame.input(input);
    }

    /** The board as the answer typed would set it up, the choosing side's horses and elephants marked. */
    private void drawSetup(TextGraphics g, Question question, Setups setups) {
        Position board = setups.preview()
                .apply(input.text())
                .or(() -> setups.preview().apply(""))
                .orElseThrow();
        BoardPainter painter = new BoardPainter(setups.pieces(), mono);
        painter.paint(
                g,
                board,
                setups.flipped(),
                Square.NONE,
                BoardPainter.wing(question.side()),
                BoardPainter.NO_CURSOR,
                BoardPainter.NO_CURSOR);
        if (question.side() == Side.HAN) {
            // Cho chooses after Han, seeing Han's choice: until then, Cho's is no one's business.
            painter.unknownWing(g, setups.flipped(), Side.CHO);
        }
    }
}
