package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Game;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.core.Square;
import janggi.notation.RuleWords;
import janggi.play.Start;
import janggi.text.Texts;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.stream.IntStream;
import java.util.stream.Stream;

/**
 * The questions before the first move (resume the unfinished game? which setup?), answered on
 * the input line. A setup question shows the board as the answer typed would set it up, Han
 * choosing first, then Cho; Up and Down go through the four setups.
 */
final class Questions {
    /** The player left (Ctrl-C, or the terminal went away) before the game began. */
    static final class Left extends RuntimeException {
        Left() {
            super(null, null, false, false);
        }
    }

    private final Seat seat;
    private final Screen screen;
    private final Texts texts;
    private final boolean mono;
    private final Start start;
    private final InputLine input = new InputLine();
    /** The four setups in the order the question names them. */
    private static final List<Setup> SETUPS =
            Stream.of("NBBN", "NBNB", "BNBN", "BNNB").map(Setup::parse).toList();

    private String message = "";
    /** Whether {@link #message} was told after the last answer, so that it concerns the game about to start. */
    private boolean toldSinceAnswer;

    private Page page;
    /** Han's setup once chosen, for the board Cho chooses on. */
    private Setup hanChose;

    Questions(Seat seat, Texts texts, boolean mono, Start start) {
        this.seat = seat;
        this.screen = seat.screen();
        this.texts = texts;
        this.mono = mono;
        this.start = start;
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

    /** Asks {@code question} and waits for the answer. */
    String ask(String question) {
        Side choosing = setupChooser(question);
        input.clear();
        page = null;
        try {
            draw(question, choosing, true);
            while (true) {
                Events.Event event = seat.events().take();
                boolean repaint = false;
                if (event instanceof Events.Resized) {
                    screen.doResizeIfNecessary();
                    repaint = true;
                } else if (event instanceof Events.Key k) {
                    Optional<String> answer = key(k.stroke(), choosing);
                    if (answer.isPresent()) {
                        return answer.get();
                    }
                    repaint = FullScreen.isCtrl(k.stroke(), 'z') || FullScreen.isCtrl(k.stroke(), 'l');
                }
                draw(question, choosing, repaint);
            }
        } catch (IOException e) {
            throw new Left();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new Left();
        }
    }

    /** A key while asking; the answer once Enter gives one. */
    private Optional<String> key(KeyStroke key, Side choosing) throws IOException {
        if (key.getKeyType() == KeyType.EOF || FullScreen.isCtrl(key, 'c') || FullScreen.isCtrl(key, 'd')) {
            throw new Left();
        }
        if (FullScreen.isCtrl(key, 'z')) {
            if (seat.canSuspend()) {
                seat.suspend();
            }
            return Optional.empty();
        }
        if (page != null) {
            if (!page.key(key, Layout.of(screen.getTerminalSize()))) {
                page = null;
            }
            return Optional.empty();
        }
        switch (key.getKeyType()) {
            case Enter -> {
                String text = input.text().strip();
                input.clear();
                return answer(text, choosing);
            }
            case Escape -> input.clear();
            case ArrowUp, ArrowDown -> {
                if (choosing != null) {
                    cycle(key.getKeyType() == KeyType.ArrowDown ? 1 : -1);
                }
            }
            default -> input.edit(key);
        }
        return Optional.empty();
    }

    private Optional<String> answer(String text, Side choosing) {
        if (text.equalsIgnoreCase("help") || text.equals("?")) {
            page = new Page(texts.document("help-start"));
            return Optional.empty();
        }
        if (choosing != null) {
            Optional<Setup> setup = setup(text);
            if (setup.isEmpty()) {
                message = texts.get("questions.choose_setup", text);
                toldSinceAnswer = false;
                return Optional.empty();
            }
            if (choosing == Side.HAN) {
                hanChose = setup.get();
            }
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

    /**
     * The side a setup question is for, or null for another question. The question is
     * recognised by its words, which come from the same bundle.
     */
    private Side setupChooser(String question) {
        for (Side side : Side.values()) {
            if (question.strip()
                    .equals(texts.get("start.setup", RuleWords.side(side)).strip())) {
                return side;
            }
        }
        return null;
    }

    // ---- drawing ------------------------------------------------------------------------

    private void draw(String question, Side choosing, boolean repaint) throws IOException {
        Layout layout = Layout.of(screen.getTerminalSize());
        TextGraphics g = screen.newTextGraphics();
        g.fill(' ');
        TerminalPosition cursor = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        if (layout.tooSmall()) {
            FullScreen.tooSmall(g, layout, texts, texts.get("questions.enlarge"));
        } else if (page != null) {
            page.draw(g, layout, texts);
        } else {
            cursor = drawQuestion(g, layout, question, choosing);
        }
        screen.setCursorPosition(cursor);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
    }

    /** Draws the question; returns where the caret is. */
    private TerminalPosition drawQuestion(TextGraphics g, Layout layout, String question, Side choosing) {
        int x = choosing != null ? Layout.PANEL_COLUMN : 2;
        int width = layout.columns() - x;
        int y = 0;
        g.putString(x, y++, TextFit.clip(texts.get("screen.before_the_game"), width), SGR.BOLD);
        y++;
        for (String row : TextFit.wrap(question, width)) {
            g.putString(x, y++, row);
        }
        if (choosing != null) {
            drawSetup(g, choosing);
            y++;
            for (String row : TextFit.reflow(
                    texts.get(choosing == Side.HAN ? "questions.setup_han_first" : "questions.setup_cho_next"),
                    width)) {
                g.putString(x, y++, row);
            }
        }
        GameView.putMessage(g, layout, message);
        String keys = texts.get(choosing != null ? "questions.keys_setup" : "questions.keys");
        g.putString(0, layout.keysRow(), TextFit.clip(keys, layout.columns()), SGR.BOLD);
        return GameView.putInput(g, layout, input);
    }

    /** The board as the answer typed would set it up; a side yet to choose stands as usual meanwhile. */
    private void drawSetup(TextGraphics g, Side choosing) {
        Setup typed = setup(input.text().strip()).orElse(Setup.STANDARD);
        Setup han = choosing == Side.HAN ? typed : hanChose != null ? hanChose : Setup.STANDARD;
        Setup cho = choosing == Side.CHO ? typed : Setup.STANDARD;
        Game game = Game.start(start.rules(), cho, han);
        int back = choosing == Side.CHO ? 0 : Square.RANKS - 1;
        List<Integer> wing =
                IntStream.of(1, 2, 6, 7).mapToObj(file -> Square.of(file, back)).toList();
        new BoardPainter(mono)
                .paint(
                        g,
                        game.position(),
                        start.flip(),
                        Square.NONE,
                        wing,
                        BoardPainter.NO_CURSOR,
                        BoardPainter.NO_CURSOR);
    }
}
