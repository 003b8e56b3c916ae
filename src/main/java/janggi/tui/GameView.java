package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import janggi.clock.ClockWords;
import janggi.clock.GameClock;
import janggi.core.GameResult;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.play.Table;
import janggi.record.MovePair;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * Draws a game at any {@link Table}: the board, the panel beside it (title, players, whose turn
 * or the result, the clocks, points, taken pieces, material, the moves, and at its foot a save
 * problem, the computer's thinking and the latest lines said), the message rows, the input line
 * and the keys. Every row is drawn whole into a blank back buffer, so that the terminal receives
 * only the cells that changed.
 */
final class GameView {
    /** Seconds left below which a running clock is shown as a warning. */
    private static final long WARNING_MS = 10_000;

    private static final String SPINNER = "|/-\\";

    private final Texts texts;
    private final boolean mono;

    GameView(Texts texts, boolean mono) {
        this.texts = texts;
        this.mono = mono;
    }

    /**
     * What the screen shows besides the table's state.
     *
     * @param cursor the cursor, or null where the player picks nothing
     * @param spins how often the computer's thinking has been drawn anew, for its spinner
     * @param keys the keys for a question asked, or null for the game's own
     * @param talks whether the table honours {@code say}
     * @param over the row under the result, or null
     */
    record Marks(
            int selected,
            List<Integer> destinations,
            BoardCursor cursor,
            String message,
            InputLine input,
            int movesScroll,
            int spins,
            String keys,
            boolean talks,
            String over) {}

    /** The rows Martin's board takes: ten rows of points, the lines between them, the files' letters. */
    private static final int BOARD_ROWS = 20;

    /** Draws everything; returns where the terminal's cursor belongs (at the input line's caret). */
    TerminalPosition draw(TextGraphics g, Layout layout, Table.State state, Marks marks) {
        BoardCursor cursor = marks.cursor();
        BoardPainter painter = new BoardPainter(state.look().shown(), mono);
        painter.paint(
                g,
                state.position(),
                state.flipped(),
                marks.selected(),
                marks.destinations(),
                cursor == null ? BoardPainter.NO_CURSOR : cursor.row(),
                cursor == null ? BoardPainter.NO_CURSOR : cursor.col());
        state.hidden().forEach(side -> painter.unknownWing(g, state.flipped(), side));
        int width = layout.panelWidth();
        drawPanel(
                g,
                layout,
                texts,
                top(state, marks, width),
                start(state.position()),
                moves(state.position()),
                state.look().notation(),
                marks.movesScroll(),
                bottom(state, marks, width, layout.panelRows()));
        Frame frame = new Frame(g, layout, texts);
        frame.message(marks.message());
        TerminalPosition caret = frame.input(marks.input());
        frame.keys(marks.keys() != null ? marks.keys() : keys(state, marks, layout.columns()));
        return caret;
    }

    /**
     * The keys and commands that work now, as many as fit: picking with the cursor where the
     * player may move, moving now where the computer plays, the table's commands of the moment
     * ({@code draw}, {@code rematch}, ...), talking where someone hears, paging the moves. What
     * does not fit is left out: the paging first, then the arrow keys, then the commands from the
     * last.
     */
    private String keys(Table.State state, Marks marks, int columns) {
        List<String> first = new ArrayList<>();
        if (marks.cursor() != null && state.result().isEmpty() && state.picks() != null) {
            first.add(texts.get("keys.pick"));
        }
        if (state.computer() && state.result().isEmpty()) {
            first.add(texts.get("keys.move_now"));
        }
        List<String> actions = new ArrayList<>(state.actions());
        List<String> last = new ArrayList<>();
        if (marks.talks()) {
            last.add(texts.get("keys.say"));
        }
        last.add(texts.get("keys.moves"));
        last.add(texts.get("keys.help"));
        String keys = keyRow(first, actions, last);
        if (TextFit.width(keys) > columns) {
            last.remove(texts.get("keys.moves"));
            keys = keyRow(first, actions, last);
        }
        if (TextFit.width(keys) > columns && first.remove(texts.get("keys.pick"))) {
            first.add(0, texts.get("keys.pick_short"));
            keys = keyRow(first, actions, last);
        }
        while (TextFit.width(keys) > columns && !actions.isEmpty()) {
            actions.remove(actions.size() - 1);
            keys = keyRow(first, actions, last);
        }
        return keys;
    }

    private static String keyRow(List<String> first, List<String> actions, List<String> last) {
        List<String> all = new ArrayList<>(first);
        all.addAll(actions);
        all.addAll(last);
        return String.join("  ", all);
    }

    // ---- the panel ----------------------------------------------------------------------

    /** A row of the panel and its style. */
    private record Row(String text, List<SGR> style) {
        static Row plain(String text) {
            return new Row(text, List.of());
        }
    }

    /**
     * The panel beside the board: {@code top} rows, the moves played from {@code start} in the
     * rows left, written in {@code notation} ({@code scroll} pairs back from the latest), and
     * {@code bottom} rows at the foot.
     */
    private static void drawPanel(
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
        // The foot (the chat) ends level with the board, or just under the moves once they are longer: on a
        // tall window it stays beside the board rather than at the window's bottom.
        int foot = Math.min(layout.panelRows(), Math.max(BOARD_ROWS, rows.size() + bottom.size()));
        while (rows.size() < foot - bottom.size()) {
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

    /** Title, players, turn or result, the clocks, then the standing; each wraps onto as many rows as it needs. */
    private List<Row> top(Table.State state, Marks marks, int width) {
        Position pos = state.position();
        List<Row> rows = new ArrayList<>();
        add(rows, state.title(), width, List.of(SGR.BOLD));
        // Each side with a piece as the board draws it without colour: [r] (R), [차] (차).
        PieceStyle shown = state.look().shown();
        add(
                rows,
                texts.get(
                        "screen.players",
                        state.cho(),
                        state.han(),
                        shown.bracketed(Piece.of(Side.CHO, PieceType.CHARIOT)),
                        shown.bracketed(Piece.of(Side.HAN, PieceType.CHARIOT))),
                width,
                List.of());
        if (state.result().isPresent()) {
            add(
                    rows,
                    texts.get(
                            "screen.game_over_result",
                            RuleWords.result(state.result().get())),
                    width,
                    List.of(SGR.BOLD));
            if (marks.over() != null) {
                add(rows, marks.over(), width, List.of());
            }
        } else {
            add(rows, state.status(), width, !state.alert() || mono ? List.of(SGR.BOLD) : List.of(SGR.BOLD, SGR.BLINK));
        }
        state.notes().forEach(note -> add(rows, note, width, List.of()));
        rows.addAll(clockRows(texts, state.clock(), state.stopped(), width));
        if (state.brief().isEmpty()) {
            rows.addAll(standing(texts, pos, shown, width));
        } else {
            // What the table sets the player takes the rows of the pieces taken; the points stay where they count.
            state.brief().lines().forEach(line -> add(rows, line, width, List.of()));
            rows.add(Row.plain(""));
            if (pos.rules().counting) {
                add(rows, points(texts, pos), width, List.of());
            }
        }
        return rows;
    }

    /**
     * How the game stands: the points (under counting rules), the pieces each side has taken
     * (drawn in {@code shown}), who is ahead in material; then a blank row.
     */
    private static List<Row> standing(Texts texts, Position pos, PieceStyle shown, int width) {
        List<Row> rows = new ArrayList<>();
        if (pos.rules().counting) {
            add(rows, points(texts, pos), width, List.of());
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

    /** Both sides' points, Han's with the komi. */
    private static String points(Texts texts, Position pos) {
        return texts.get("screen.points", pos.points(Side.CHO), GameResult.points(pos.countedHalfPoints(Side.HAN)));
    }

    /**
     * Both clocks, one a row, none without a clock: the running one in bold, and in reverse in
     * its last {@link #WARNING_MS} (of its main time or of a byoyomi period).
     *
     * @param stopped the side whose clock the player has paused, or null
     */
    private static List<Row> clockRows(Texts texts, GameClock clock, Side stopped, int width) {
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

    /** A save problem, the computer's thinking and the keys to cut it short, and the latest lines said, at the panel's foot. */
    private List<Row> bottom(Table.State state, Marks marks, int width, int panelRows) {
        List<Row> rows = new ArrayList<>();
        state.problem().ifPresent(p -> add(rows, p, width, List.of(SGR.BOLD)));
        if (!state.thinking().isEmpty()) {
            // Taller windows show more of the line; what does not fit is left out whole moves at a time.
            int thinkingRows = Math.max(2, panelRows / 8);
            String thinking =
                    texts.get("screen.computer_thinking", SPINNER.charAt(marks.spins() % 4), state.thinking());
            TextFit.wholeWords(thinking, width, thinkingRows).forEach(r -> rows.add(Row.plain(r)));
            add(rows, texts.get("screen.move_now_keys"), width, List.of());
        }
        rows.addAll(chat(state.chat(), width, Math.max(3, panelRows / 5)));
        return rows;
    }

    /** The latest lines said, as many as fit in {@code rows}, the newest at the bottom. */
    private List<Row> chat(List<Table.Said> said, int width, int rows) {
        List<String> lines = new ArrayList<>();
        for (int i = said.size() - 1; i >= 0 && lines.size() < rows; i--) {
            Table.Said s = said.get(i);
            List<String> wrapped = TextFit.wrap(texts.get("table.said", s.name(), s.text()), width);
            for (int j = wrapped.size() - 1; j >= 0 && lines.size() < rows; j--) {
                lines.add(0, wrapped.get(j));
            }
        }
        return lines.stream().map(Row::plain).toList();
    }

    private static void add(List<Row> rows, String text, int width, List<SGR> style) {
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

    /** The rows of the whole move list of {@code pos}'s game, one a pair of moves. */
    static int moveRows(Position pos) {
        return moveList(Texts.english(), start(pos), moves(pos), MoveNotation.MARTIN)
                .size();
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

    /** The position the game started from: {@code pos} with all its moves taken back. */
    private static Position start(Position pos) {
        Position start = pos.copy();
        while (start.ply() > 0) {
            start.undo();
        }
        return start;
    }

    private static List<Integer> moves(Position pos) {
        List<Integer> moves = new ArrayList<>(pos.ply());
        for (int i = 0; i < pos.ply(); i++) {
            moves.add(pos.moveAt(i));
        }
        return moves;
    }

    /** The pieces {@code by} has taken, in the order taken, drawn in {@code style} with their brackets. */
    private static String captured(Position pos, Side by, PieceStyle style) {
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
