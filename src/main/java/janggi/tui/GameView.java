package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import janggi.clock.ClockWords;
import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Side;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.play.Session;
import janggi.record.MovePair;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Draws the game: the board, the panel beside it (title, players, whose turn or the result,
 * points, taken pieces, material, the moves, a save problem, the computer's thinking), the
 * message rows, the input line and the keys. Every row is drawn whole into a blank back buffer,
 * so that the terminal receives only the cells that changed.
 */
final class GameView {
    private final Texts texts;
    private final boolean mono;

    GameView(Texts texts, boolean mono) {
        this.texts = texts;
        this.mono = mono;
    }

    /** What the screen shows besides the game itself; {@code keys} is null for the game's own keys. */
    record Marks(
            int selected,
            List<Integer> destinations,
            int cursorRow,
            int cursorCol,
            String thinking,
            String message,
            InputLine input,
            int movesScroll,
            String keys) {}

    /** Draws everything; returns where the terminal's cursor belongs (at the input line's caret). */
    TerminalPosition draw(TextGraphics g, Layout layout, Session session, Marks marks) {
        new BoardPainter(session.look().shown(), mono)
                .paint(
                        g,
                        session.game().position(),
                        session.flipped(),
                        marks.selected(),
                        marks.destinations(),
                        marks.cursorRow(),
                        marks.cursorCol());
        drawPanel(g, layout, session, marks);
        putMessage(g, layout, marks.message());
        TerminalPosition caret = putInput(g, layout, marks.input());
        // Esc/Tab make the computer move now: offered only where it plays. Without them the keys fit 80 columns whole.
        boolean computerPlays = session.control(Side.CHO) == Session.Control.COMPUTER
                || session.control(Side.HAN) == Session.Control.COMPUTER;
        String wide = texts.get("screen.keys_wide");
        String keys = marks.keys() != null
                ? marks.keys()
                : !computerPlays
                        ? texts.get("screen.keys_no_computer")
                        : TextFit.width(wide) <= layout.columns() ? wide : texts.get("screen.keys");
        g.putString(0, layout.keysRow(), TextFit.clip(keys, layout.columns()), SGR.BOLD);
        return caret;
    }

    /**
     * The input line after its prompt, scrolled sideways when longer than the window so that
     * the caret stays in view; returns where the caret is.
     */
    static TerminalPosition putInput(TextGraphics g, Layout layout, InputLine input) {
        String typed = input.text();
        int room = layout.columns() - 3;
        int start = 0;
        while (TextFit.width(typed.substring(start, input.caret())) > room) {
            start++;
        }
        String shown = typed.substring(start);
        while (TextFit.width(shown) > room + 1) {
            shown = shown.substring(0, shown.length() - 1);
        }
        g.putString(0, layout.inputRow(), "> " + shown);
        return new TerminalPosition(2 + TextFit.width(typed.substring(start, input.caret())), layout.inputRow());
    }

    /** Whether {@code text} fits the message rows whole, or must be shown as a page. */
    static boolean fitsMessageRows(String text, Layout layout) {
        return text.lines().count() <= 1 && TextFit.wrap(text, layout.columns()).size() <= Layout.MESSAGE_ROWS;
    }

    /** The first line of {@code text} on the message rows, broken between words; the last row is the one above the input line. */
    static void putMessage(TextGraphics g, Layout layout, String text) {
        List<String> rows = TextFit.wrap(text, layout.columns());
        if (rows.size() > Layout.MESSAGE_ROWS) {
            rows = List.of(rows.get(0), TextFit.clip(String.join(" ", rows.subList(1, rows.size())), layout.columns()));
        }
        int first = layout.messageRow() + Layout.MESSAGE_ROWS - rows.size();
        for (int i = 0; i < rows.size(); i++) {
            g.putString(0, first + i, rows.get(i));
        }
    }

    // ---- the panel ----------------------------------------------------------------------

    /** A row of the panel and its style. */
    record Row(String text, List<SGR> style) {
        static Row plain(String text) {
            return new Row(text, List.of());
        }
    }

    private void drawPanel(TextGraphics g, Layout layout, Session session, Marks marks) {
        Game game = session.game();
        drawPanel(
                g,
                layout,
                texts,
                top(session, layout.panelWidth()),
                game.startPosition(),
                game.moves(),
                session.look().notation(),
                marks.movesScroll(),
                bottom(session, marks, layout.panelWidth(), layout.panelRows()));
    }

    /**
     * The panel beside the board: {@code top} rows, the moves played from {@code start} in the
     * rows left, written in {@code notation} ({@code scroll} pairs back from the latest), and
     * {@code bottom} rows at the foot.
     */
    static void drawPanel(
            TextGraphics g,
            Layout layout,
            Texts texts,
            List<Row> top,
            Position start,
            List<Integer> moves,
            MoveNotation notation,
            int scroll,
            List<Row> bottom) {
        int room = layout.panelRows() - top.size() - bottom.size();
        List<Row> rows = new ArrayList<>(top);
        rows.addAll(moves(texts, start, moves, notation, room, scroll));
        while (rows.size() < layout.panelRows() - bottom.size()) {
            rows.add(Row.plain(""));
        }
        rows.addAll(bottom);
        for (int y = 0; y < rows.size() && y < layout.panelRows(); y++) {
            Row row = rows.get(y);
            if (row.style().isEmpty()) {
                g.putString(layout.panelColumn(), y, row.text());
            } else {
                g.putString(layout.panelColumn(), y, row.text(), row.style());
            }
        }
    }

    /** Title, players, turn or result, then the standing; each wraps onto as many rows as it needs. */
    private List<Row> top(Session session, int width) {
        Game game = session.game();
        Position pos = game.position();
        RuleSet rules = game.rules();
        List<Row> rows = new ArrayList<>();
        add(rows, texts.get("screen.title", rules.name, session.level()), width, List.of(SGR.BOLD));
        // Each side with a piece as the board draws it without colour: [r] (R), [차] (차).
        PieceStyle shown = session.look().shown();
        int chariot = Piece.of(Side.CHO, PieceType.CHARIOT);
        add(
                rows,
                texts.get(
                        "screen.players",
                        who(session, Side.CHO),
                        who(session, Side.HAN),
                        shown.bracketed(chariot),
                        shown.bracketed(Piece.of(Side.HAN, PieceType.CHARIOT))),
                width,
                List.of());
        if (game.isOver()) {
            add(
                    rows,
                    texts.get(
                            "screen.game_over_result",
                            RuleWords.result(game.result().orElseThrow())),
                    width,
                    List.of(SGR.BOLD));
            add(rows, texts.get("screen.over_type_new"), width, List.of());
        } else {
            String alert = session.alert();
            add(
                    rows,
                    alert.isEmpty()
                            ? texts.get("screen.to_move", RuleWords.side(pos.sideToMove()))
                            : texts.get("screen.to_move_alert", RuleWords.side(pos.sideToMove()), alert),
                    width,
                    alert.isEmpty() || mono ? List.of(SGR.BOLD) : List.of(SGR.BOLD, SGR.BLINK));
        }
        clocks(rows, session, width);
        rows.addAll(standing(texts, pos, shown, width));
        return rows;
    }

    /**
     * How the game stands: the points (under counting rules), the pieces each side has taken
     * (drawn in {@code shown}), who is ahead in material; then a blank row.
     */
    static List<Row> standing(Texts texts, Position pos, PieceStyle shown, int width) {
        List<Row> rows = new ArrayList<>();
        if (pos.rules().counting) {
            add(
                    rows,
                    texts.get(
                            "screen.points", pos.points(Side.CHO), GameResult.points(pos.countedHalfPoints(Side.HAN))),
                    width,
                    List.of());
        }
        add(rows, texts.get("screen.taken_by_cho", captured(pos, Side.CHO, shown)), width, List.of());
        add(rows, texts.get("screen.taken_by_han", captured(pos, Side.HAN, shown)), width, List.of());
        int ahead = pos.points(Side.CHO) - pos.points(Side.HAN);
        add(
                rows,
                ahead == 0
                        ? texts.get("screen.material_even")
                        : texts.get(
                                "screen.material_ahead",
                                RuleWords.side(ahead > 0 ? Side.CHO : Side.HAN),
                                texts.count("count.points", Math.abs(ahead))),
                width,
                List.of());
        rows.add(Row.plain(""));
        return rows;
    }

    /** Seconds left below which a running clock is shown as a warning. */
    static final long WARNING_MS = 10_000;

    /**
     * Both clocks, one a row: the running one in bold, and in reverse in its last
     * {@link #WARNING_MS} (of its main time or of a byoyomi period).
     */
    private void clocks(List<Row> rows, Session session, int width) {
        Side stopped = session.paused() && !session.game().isOver()
                ? session.game().position().sideToMove()
                : null;
        rows.addAll(clockRows(texts, session.clock(), stopped, width));
    }

    /**
     * Both clocks, one a row, none without a clock: the running one in bold, and in reverse in
     * its last {@link #WARNING_MS} (of its main time or of a byoyomi period).
     *
     * @param stopped the side whose clock the player has paused, or null
     */
    static List<Row> clockRows(Texts texts, GameClock clock, Side stopped, int width) {
        List<Row> rows = new ArrayList<>();
        if (!clock.active()) {
            return rows;
        }
        for (Side side : Side.values()) {
            GameClock.Reading r = clock.reading(side);
            String time = ClockWords.reading(texts, clock.control(), r);
            String text = side == stopped
                    ? texts.get("screen.clock_stopped", RuleWords.side(side), time)
                    : texts.get("screen.clock", RuleWords.side(side), time);
            List<SGR> style =
                    !r.running() ? List.of() : r.ms() < WARNING_MS ? List.of(SGR.BOLD, SGR.REVERSE) : List.of(SGR.BOLD);
            add(rows, text, width, style);
        }
        return rows;
    }

    /**
     * Nanoseconds until the running clock of {@code toMove} shows another second (it shows whole
     * seconds, rounded up) or runs out; -1 while no clock runs, so that an idle screen without
     * one writes nothing.
     */
    static long nanosToTick(GameClock clock, Side toMove) {
        if (!clock.running()) {
            return -1;
        }
        long ms = clock.reading(toMove).ms();
        long toNextSecond = ms % 1000 == 0 ? 1000 : ms % 1000;
        // A millisecond past the change, so that the clock has surely moved on when the screen looks.
        return TimeUnit.MILLISECONDS.toNanos(Math.min(toNextSecond, clock.msToFlag()) + 1);
    }

    /** A save problem, the computer's thinking and the keys to cut it short, at the panel's foot. */
    private List<Row> bottom(Session session, Marks marks, int width, int panelRows) {
        List<Row> rows = new ArrayList<>();
        session.saveProblem().ifPresent(p -> add(rows, p, width, List.of(SGR.BOLD)));
        if (!marks.thinking().isEmpty()) {
            // Taller windows show more of the line; what does not fit is left out whole moves at a time.
            int thinkingRows = Math.max(2, panelRows / 8);
            TextFit.wholeWords(marks.thinking(), width, thinkingRows).forEach(r -> rows.add(Row.plain(r)));
            add(rows, texts.get("screen.move_now_keys"), width, List.of());
        }
        return rows;
    }

    static void add(List<Row> rows, String text, int width, List<SGR> style) {
        TextFit.wrap(text, width).forEach(r -> rows.add(new Row(r, style)));
    }

    /**
     * The move list in the rows left, the latest moves by default; {@code scroll} pairs back
     * from the end when the player pages back. A row of dots stands for moves out of view.
     */
    private static List<Row> moves(
            Texts texts, Position start, List<Integer> moves, MoveNotation notation, int room, int scroll) {
        List<String> lines = moveList(texts, start, moves, notation);
        if (room <= 0 || lines.isEmpty()) {
            return List.of();
        }
        if (lines.size() <= room) {
            return lines.stream().map(Row::plain).toList();
        }
        int last = Math.max(room, lines.size() - scroll);
        int first = last - room;
        List<Row> rows = new ArrayList<>();
        for (int i = first; i < last; i++) {
            boolean moreAbove = i == first && first > 0;
            boolean moreBelow = i == last - 1 && last < lines.size();
            rows.add(Row.plain(moreAbove || moreBelow ? texts.get("screen.more_moves") : lines.get(i)));
        }
        return rows;
    }

    /** The rows of the whole move list, one a pair of moves. */
    static int moveRows(Position start, List<Integer> moves) {
        return moveList(Texts.english(), start, moves, MoveNotation.MARTIN).size();
    }

    /** One row a pair: {@code  12. B9-C7  B0-C2}; Korean moves, two columns a letter, are padded by their width. */
    private static List<String> moveList(Texts texts, Position start, List<Integer> moves, MoveNotation notation) {
        return MovePair.of(start, moves, (m, before) -> notation.shown(m, before, texts)).stream()
                .map(p -> (String.format(Locale.ROOT, "%3d.%s ", p.number(), p.cho() == null ? ".." : "")
                                + TextFit.pad(p.cho() == null ? p.han() : p.cho(), 6)
                                + " "
                                + (p.cho() == null || p.han() == null ? "" : p.han()))
                        .stripTrailing())
                .toList();
    }

    private String who(Session session, Side side) {
        return texts.get(session.control(side) == Session.Control.HUMAN ? "screen.you" : "screen.computer");
    }

    /** The pieces {@code by} has taken, in the order taken, drawn in {@code style} with their brackets. */
    static String captured(Position pos, Side by, PieceStyle style) {
        List<String> pieces = new ArrayList<>();
        for (int i = 0; i < pos.ply(); i++) {
            int taken = pos.capturedAt(i);
            if (taken != Piece.NONE && Piece.side(taken) != by) {
                pieces.add(style.bracketed(taken));
            }
        }
        return String.join(" ", pieces);
    }
}
