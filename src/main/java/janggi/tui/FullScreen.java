package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TerminalTextUtils;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Piece;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.core.Square;
import janggi.engine.Score;
import janggi.engine.SearchInfo;
import janggi.notation.DisplayMove;
import janggi.notation.MartinBoard;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Autosave;
import janggi.play.Question;
import janggi.play.Session;
import janggi.play.Start;
import janggi.record.MovePair;
import janggi.text.Texts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The full-screen game: Martin's board on the left, a panel on the right (turn, rules, points,
 * captured pieces, moves, the engine's thinking), a line for typing at the bottom. Arrow keys
 * and Enter pick a piece and its destination as an alternative to typing. The computer thinks
 * on its own thread, so the keyboard stays live: Esc or Tab makes it move at once.
 */
public final class FullScreen {
    static final int WIDTH = 80;
    static final int HEIGHT = 24;
    private static final int PANEL = 37;
    private static final String SPINNER = "|/-\\";

    private final Screen screen;
    private final boolean mono;
    private Session session;
    private final StringBuilder typed = new StringBuilder();
    /** The line under the board; also written by the hint thread. */
    private volatile String message = "";
    /** The words of the player at this screen: the session's, once there is one. */
    private Texts texts = Texts.english();
    /** A hint being worked out in the background, or null. */
    private volatile Thread hinting;

    private int cursorCol = 4;
    private int cursorRow = 9;
    private int selected = Square.NONE;
    private List<Integer> destinations = List.of();
    private boolean showHelp;

    private Thread thinker;
    private volatile int thought = Move.NONE;
    private volatile boolean thinkingDone;
    private volatile String thinking = "";
    private long searchedKey;
    private int ticks;

    FullScreen(Screen screen, boolean mono) {
        this.screen = screen;
        this.mono = mono;
    }

    /** Plays on the process's terminal; the terminal is restored however the program ends. */
    public static int play(Start start, boolean mono, Autosave autosave) throws IOException {
        return ScreenRun.run((screen, stop) -> {
            try {
                return new FullScreen(screen, mono).run(start, autosave);
            } catch (RuntimeException e) {
                stop.run();
                System.err.println(Texts.of(start.language()).get("screen.internal_error", e, autosave.file()));
                return 1;
            }
        });
    }

    /** Runs a game until the player quits; the exit status is always 0 (the game is saved). */
    int run(Start start, Autosave autosave) throws IOException {
        texts = Texts.of(start.language());
        message = texts.get("screen.type_a_move");
        session = start.open(this::ask, m -> message = m, autosave);
        cursorRow = session.flipped() ? 0 : 9;
        while (true) {
            if (screen.doResizeIfNecessary() != null) {
                screen.clear();
            }
            maybeThink();
            draw();
            KeyStroke key = screen.pollInput();
            if (key == null) {
                sleep();
                continue;
            }
            if (!handle(key)) {
                stopThinking();
                session.save();
                return 0;
            }
        }
    }

    // ---- the computer's turn ------------------------------------------------------------

    private void maybeThink() {
        if (thinker != null && thinkingDone) {
            finishThinking();
        }
        // The engine does one search at a time: a hint being worked out finishes first.
        if (thinker == null && hinting == null && session.computerToMove()) {
            Position searched = session.game().position().copy();
            searchedKey = searched.key() ^ searched.ply();
            thinkingDone = false;
            thinking = texts.get("screen.thinking");
            thinker = new Thread(
                    () -> {
                        thought = session.thinkComputerMove(searched, this::onInfo);
                        thinkingDone = true;
                    },
                    "computer-player");
            thinker.setDaemon(true);
            thinker.start();
        }
    }

    private void finishThinking() {
        thinker = null;
        Position now = session.game().position();
        // The player may have changed the game (undo, new, load) while the computer thought.
        if (thought != Move.NONE
                && (now.key() ^ now.ply()) == searchedKey
                && session.computerToMove()
                && now.isLegal(thought)) {
            session.playMove(thought);
            message = texts.get("screen.computer_plays", DisplayMove.of(thought));
        }
        thinking = "";
    }

    private void stopThinking() {
        if (thinker != null) {
            session.moveNow();
            try {
                thinker.join(5000);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
            thinker = null;
            thinking = "";
        }
    }

    private void onInfo(SearchInfo info) {
        StringBuilder pv = new StringBuilder();
        for (int i = 0; i < Math.min(4, info.pv().length); i++) {
            pv.append(' ').append(DisplayMove.of(info.pv()[i]));
        }
        String score = Score.isMate(info.score())
                ? texts.get("screen.mate", Score.mateInMoves(info.score()))
                : String.format(Locale.ROOT, "%+.2f", info.score() / 100.0);
        thinking = texts.get("screen.depth", info.depth(), score) + pv;
    }

    // ---- input --------------------------------------------------------------------------

    /** Handles a key; false when the player quits. */
    private boolean handle(KeyStroke key) {
        if (showHelp) {
            showHelp = false;
            return true;
        }
        if (key.getKeyType() == KeyType.EOF
                || (key.isCtrlDown()
                        && key.getCharacter() != null
                        && (key.getCharacter() == 'c' || key.getCharacter() == 'd'))) {
            return false;
        }
        switch (key.getKeyType()) {
            case Escape, Tab -> {
                if (thinker != null) {
                    session.moveNow();
                    message = texts.get("screen.moving_now");
                } else {
                    clearSelection();
                }
            }
            case ArrowUp -> cursorRow = Math.max(0, cursorRow - 1);
            case ArrowDown -> cursorRow = Math.min(Square.RANKS - 1, cursorRow + 1);
            case ArrowLeft -> cursorCol = Math.max(0, cursorCol - 1);
            case ArrowRight -> cursorCol = Math.min(Square.FILES - 1, cursorCol + 1);
            case Backspace -> {
                if (typed.length() > 0) {
                    typed.setLength(typed.length() - 1);
                }
            }
            case Enter -> {
                return typed.length() > 0 ? submit() : pickWithCursor();
            }
            case Character -> {
                if (typed.length() < 60 && !Character.isISOControl(key.getCharacter())) {
                    typed.append(key.getCharacter());
                }
            }
            default -> {}
        }
        return true;
    }

    private boolean submit() {
        String text = typed.toString().strip();
        typed.setLength(0);
        if (text.equalsIgnoreCase("help") || text.equals("?")) {
            showHelp = true;
            return true;
        }
        if (text.equalsIgnoreCase("hint")) {
            hint();
            return true;
        }
        if (text.length() == 2 && !session.game().isOver()) {
            try {
                select(DisplayMove.parseSquare(text));
                message = session.destinations(text).text();
            } catch (NotationException e) {
                message = texts.render(e.message());
            }
            return true;
        }
        Session.Reply reply = session.input(text);
        clearSelection();
        switch (reply.outcome()) {
            case QUIT -> {
                return false;
            }
            case MOVED -> message = texts.get("screen.you_played", reply.text());
            case NOTHING -> {}
            default -> message = reply.text().lines().findFirst().orElse("");
        }
        return true;
    }

    /** Works out a hint on its own thread, so the keyboard and the screen stay live meanwhile. */
    private void hint() {
        if (thinker != null || hinting != null) {
            message = texts.get("screen.engine_busy");
            return;
        }
        message = texts.get("screen.looking_for_hint");
        Thread t = new Thread(
                () -> {
                    message = session.input("hint").text();
                    hinting = null;
                },
                "hint");
        t.setDaemon(true);
        hinting = t;
        t.start();
    }

    /** Enter on the board: select one of your pieces, or move the selected piece to the cursor. */
    private boolean pickWithCursor() {
        int file = session.flipped() ? Square.FILES - 1 - cursorCol : cursorCol;
        int point = MartinBoard.square(file, MartinBoard.rowAt(cursorRow, session.flipped()));
        List<String> promotions = selected == Square.NONE ? List.of() : session.promotionLetters(selected, point);
        if (!promotions.isEmpty()) {
            // The piece to become is the player's choice: the move waits on the input line for it.
            typed.setLength(0);
            typed.append(DisplayMove.square(selected))
                    .append('-')
                    .append(DisplayMove.square(point))
                    .append('=');
            message = texts.get("screen.promotion", String.join(", ", promotions));
            clearSelection();
        } else if (selected != Square.NONE && selected != point) {
            Session.Reply reply = session.input(DisplayMove.square(selected) + "-" + DisplayMove.square(point));
            message = reply.outcome() == Session.Outcome.MOVED
                    ? texts.get("screen.you_played", reply.text())
                    : reply.text();
            clearSelection();
        } else if (selected == point) {
            clearSelection();
        } else {
            select(point);
            message = session.destinations(DisplayMove.square(point)).text();
        }
        return true;
    }

    private void select(int point) {
        int piece = session.game().position().pieceAt(point);
        if (piece != Piece.NONE
                && Piece.side(piece) == session.game().position().sideToMove()) {
            selected = point;
            destinations = session.destinationsOf(point);
        } else {
            clearSelection();
        }
    }

    private void clearSelection() {
        selected = Square.NONE;
        destinations = List.of();
    }

    /** A question before the game (setup, resume, a game open elsewhere), answered on the bottom line. */
    private String ask(Question question) {
        StringBuilder answer = new StringBuilder();
        try {
            while (true) {
                screen.doResizeIfNecessary();
                screen.clear();
                TextGraphics g = screen.newTextGraphics();
                g.putString(2, 1, texts.get("screen.before_the_game"), SGR.BOLD);
                List<String> details = question.details();
                for (int i = 0; i < details.size() && i < 10; i++) {
                    g.putString(2, 3 + i, clip(details.get(i), WIDTH - 4));
                }
                int row = 4 + Math.min(details.size(), 10);
                g.putString(2, row, question.text());
                g.putString(2, row + 1, "> " + answer);
                List<String> lines = wrap(message == null ? "" : message, WIDTH - 4);
                for (int i = 0; i < lines.size() && i < 4; i++) {
                    g.putString(2, row + 3 + i, lines.get(i));
                }
                screen.setCursorPosition(new TerminalPosition(4 + answer.length(), row + 1));
                screen.refresh();
                // Poll rather than block: a blocked read would hold the terminal while it waits.
                KeyStroke k = screen.pollInput();
                if (k == null) {
                    sleep();
                    continue;
                }
                if (k.getKeyType() == KeyType.Enter) {
                    return answer.toString();
                }
                if (k.getKeyType() == KeyType.EOF
                        || (k.isCtrlDown() && k.getCharacter() != null && k.getCharacter() == 'c')) {
                    return "";
                }
                if (k.getKeyType() == KeyType.Backspace && answer.length() > 0) {
                    answer.setLength(answer.length() - 1);
                } else if (k.getKeyType() == KeyType.Character && answer.length() < 20) {
                    answer.append(k.getCharacter());
                }
            }
        } catch (IOException e) {
            return "";
        }
    }

    /**
     * When the terminal is smaller than the layout, says so (with {@code note}) instead of
     * drawing a broken screen; resizing back redraws.
     */
    static boolean tooSmall(Screen screen, TextGraphics g, Texts texts, String note) throws IOException {
        TerminalSize size = screen.getTerminalSize();
        if (size.getColumns() >= WIDTH && size.getRows() >= HEIGHT) {
            return false;
        }
        g.putString(0, 0, texts.get("screen.too_small", WIDTH, HEIGHT, size.getColumns(), size.getRows()));
        g.putString(0, 1, note);
        // The cursor must stay on the screen: Lanterna's refresh reads the character under it.
        screen.setCursorPosition(new TerminalPosition(0, Math.min(2, size.getRows() - 1)));
        screen.refresh();
        return true;
    }

    static void sleep() {
        try {
            Thread.sleep(40);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    // ---- drawing ------------------------------------------------------------------------

    private void draw() throws IOException {
        ticks++;
        screen.clear();
        TextGraphics g = screen.newTextGraphics();
        if (tooSmall(screen, g, texts, texts.get("screen.enlarge_saved"))) {
            return;
        }
        drawBoard(g);
        drawPanel(g);
        putAbovePrompt(g, messageRows(message));
        g.putString(0, 22, "> " + typed);
        g.putString(0, 23, clip(texts.get("screen.keys"), WIDTH), SGR.BOLD);
        if (showHelp) {
            drawHelp(g);
        }
        Game game = session.game();
        if (game.isOver() && !showHelp) {
            // A full-width band across the middle, so it overlaps nothing half-way.
            String[] banner = {
                "",
                texts.get("session.result", RuleWords.result(game.result().orElseThrow())),
                texts.get("screen.over_type_new"),
                ""
            };
            for (int i = 0; i < banner.length; i++) {
                String text = clip(banner[i], WIDTH);
                int x = (WIDTH - text.length()) / 2;
                String line = " ".repeat(x) + text + " ".repeat(WIDTH - x - text.length());
                g.putString(0, 9 + i, line, i == 1 ? List.of(SGR.REVERSE, SGR.BOLD) : List.of(SGR.REVERSE));
            }
        }
        screen.setCursorPosition(new TerminalPosition(2 + typed.length(), 22));
        screen.refresh();
    }

    private void drawBoard(TextGraphics g) {
        new BoardPainter(mono)
                .paint(g, session.game().position(), session.flipped(), selected, destinations, cursorRow, cursorCol);
    }

    private void drawPanel(TextGraphics g) {
        Game game = session.game();
        Position pos = game.position();
        RuleSet rules = game.rules();
        int y = 0;
        g.putString(PANEL, y++, texts.get("screen.title", rules.name, session.level()), SGR.BOLD);
        g.putString(PANEL, y++, texts.get("screen.players", who(Side.CHO), who(Side.HAN)));
        String alert = session.alert();
        String turn = game.isOver()
                ? texts.get("screen.game_over")
                : alert.isEmpty()
                        ? texts.get("screen.to_move", RuleWords.side(pos.sideToMove()))
                        : texts.get("screen.to_move_alert", RuleWords.side(pos.sideToMove()), alert);
        g.putString(
                PANEL,
                y++,
                clip(turn, WIDTH - PANEL),
                alert.isEmpty() ? List.of(SGR.BOLD) : List.of(SGR.BOLD, SGR.BLINK));
        if (rules.counting) {
            g.putString(
                    PANEL,
                    y++,
                    texts.get(
                            "screen.points", pos.points(Side.CHO), GameResult.points(pos.countedHalfPoints(Side.HAN))));
        }
        g.putString(PANEL, y++, clip(texts.get("screen.taken_by_cho", captured(game, Side.CHO)), WIDTH - PANEL));
        g.putString(PANEL, y++, clip(texts.get("screen.taken_by_han", captured(game, Side.HAN)), WIDTH - PANEL));
        y++;
        // An autosave problem takes the last row above the engine's two, out of the message rows' way.
        Optional<String> problem = session.saveProblem();
        List<String> moves = moveList(game);
        int room = (problem.isPresent() ? 17 : 18) - y;
        for (int i = Math.max(0, moves.size() - room); i < moves.size(); i++) {
            g.putString(PANEL, y++, moves.get(i));
        }
        if (!thinking.isEmpty()) {
            g.putString(
                    PANEL,
                    18,
                    clip(
                            texts.get("screen.computer_thinking", SPINNER.charAt(ticks / 3 % 4), thinking),
                            WIDTH - PANEL));
            g.putString(PANEL, 19, texts.get("screen.move_now_keys"));
        }
        problem.ifPresent(p -> g.putString(PANEL, 17, clip(p, WIDTH - PANEL)));
    }

    private String who(Side side) {
        return texts.get(session.control(side) == Session.Control.HUMAN ? "screen.you" : "screen.computer");
    }

    private static String captured(Game game, Side by) {
        Position pos = game.position();
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < pos.ply(); i++) {
            int taken = pos.capturedAt(i);
            if (taken != Piece.NONE && Piece.side(taken) != by) {
                sb.append(MartinBoard.piece(taken));
            }
        }
        return sb.toString();
    }

    private static List<String> moveList(Game game) {
        return MovePair.of(game.startPosition(), game.moves(), (m, before) -> DisplayMove.of(m)).stream()
                .map(p -> String.format(
                                Locale.ROOT,
                                "%3d.%s %-6s %s",
                                p.number(),
                                p.cho() == null ? ".." : "",
                                p.cho() == null ? p.han() : p.cho(),
                                p.cho() == null || p.han() == null ? "" : p.han())
                        .stripTrailing())
                .toList();
    }

    private void drawHelp(TextGraphics g) {
        List<String> lines = session.help().lines().toList();
        for (int i = 0; i < HEIGHT - 1; i++) {
            g.putString(0, i, " ".repeat(WIDTH));
        }
        for (int i = 0; i < lines.size() && i < HEIGHT - 2; i++) {
            g.putString(1, i + 1, clip(lines.get(i), WIDTH - 2));
        }
        g.putString(1, HEIGHT - 2, texts.get("screen.any_key"), SGR.BOLD);
    }

    /**
     * The first line of {@code text} on at most the two rows above the prompt, broken between
     * words: a refusal with its advice fits whole; anything longer ends in "~".
     */
    static List<String> messageRows(String text) {
        List<String> lines = wrap(text == null ? "" : text.lines().findFirst().orElse(""), WIDTH);
        return lines.size() <= 2
                ? lines
                : List.of(lines.get(0), clip(String.join(" ", lines.subList(1, lines.size())), WIDTH));
    }

    /** One or two rows of a message, the last on the row just above the prompt. */
    static void putAbovePrompt(TextGraphics g, List<String> rows) {
        for (int i = 0; i < rows.size(); i++) {
            g.putString(0, HEIGHT - 2 - rows.size() + i, rows.get(i));
        }
    }

    /** {@code text} in lines of at most {@code width} columns (Korean and Chinese letters take two), broken between words. */
    static List<String> wrap(String text, int width) {
        List<String> out = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.split("\\s+")) {
            if (line.length() > 0 && TerminalTextUtils.getColumnWidth(line + " " + word) > width) {
                out.add(line.toString());
                line.setLength(0);
            }
            line.append(line.length() > 0 ? " " : "").append(clip(word, width));
        }
        out.add(line.toString());
        return out;
    }

    /** The first line of {@code s} in at most {@code width} columns; Korean and Chinese letters take two. */
    static String clip(String s, int width) {
        String line = s.lines().findFirst().orElse("");
        if (TerminalTextUtils.getColumnWidth(line) <= width) {
            return line;
        }
        int end = line.length();
        while (end > 0 && TerminalTextUtils.getColumnWidth(line.substring(0, end)) > width - 1) {
            end--;
        }
        return line.substring(0, end) + "~";
    }
}
