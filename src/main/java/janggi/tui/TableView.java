package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import janggi.core.Piece;
import janggi.core.PieceType;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.text.Texts;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Draws a game at a table played elsewhere: the board as at home, and a panel with the game's
 * code, who sits where (and who has left their seat for now), whose move it is or whom the game
 * waits for, the standing and the moves, and at its foot the latest lines said. Below: the
 * message rows, the input line and the keys.
 */
final class TableView {
    private final Texts texts;
    private final boolean mono;

    TableView(Texts texts, boolean mono) {
        this.texts = texts;
        this.mono = mono;
    }

    /** What the screen shows besides the table's state; {@code keys} is null for the table's own keys. */
    record Marks(
            PieceStyle pieces,
            boolean flipped,
            int selected,
            List<Integer> destinations,
            BoardCursor cursor,
            List<Table.Said> chat,
            String message,
            InputLine input,
            int movesScroll,
            String keys) {}

    /** Draws everything; returns where the terminal's cursor belongs (at the input line's caret). */
    TerminalPosition draw(TextGraphics g, Layout layout, Table.State state, Marks marks) {
        boolean player = state.you() != null;
        new BoardPainter(marks.pieces(), mono)
                .paint(
                        g,
                        state.position(),
                        marks.flipped(),
                        marks.selected(),
                        marks.destinations(),
                        player ? marks.cursor().row() : BoardPainter.NO_CURSOR,
                        player ? marks.cursor().col() : BoardPainter.NO_CURSOR);
        int width = layout.panelWidth();
        GameView.drawPanel(
                g,
                layout,
                texts,
                top(state, marks.pieces(), width),
                start(state.position()),
                moves(state.position()),
                MoveNotation.MARTIN,
                marks.movesScroll(),
                chat(marks.chat(), width, Math.max(3, layout.panelRows() / 5)));
        GameView.putMessage(g, layout, marks.message());
        TerminalPosition caret = GameView.putInput(g, layout, marks.input());
        String keys = marks.keys() != null ? marks.keys() : texts.get(player ? "table.keys" : "table.keys_watch");
        g.putString(0, layout.keysRow(), TextFit.clip(keys, layout.columns()), SGR.BOLD);
        return caret;
    }

    /** The game's code and rules, who sits where, and whose move it is; then the standing. */
    private List<GameView.Row> top(Table.State state, PieceStyle pieces, int width) {
        Position pos = state.position();
        List<GameView.Row> rows = new ArrayList<>();
        GameView.add(rows, texts.get("table.title", state.code(), pos.rules().name), width, List.of(SGR.BOLD));
        // Each side with a piece as the board draws it without colour: [r] (R), [차] (차).
        GameView.add(
                rows,
                texts.get(
                        "table.players",
                        seat(state, Side.CHO),
                        seat(state, Side.HAN),
                        pieces.bracketed(Piece.of(Side.CHO, PieceType.CHARIOT)),
                        pieces.bracketed(Piece.of(Side.HAN, PieceType.CHARIOT))),
                width,
                List.of());
        Optional<String> alert = state.result().isPresent() || state.open()
                ? Optional.empty()
                : RuleWords.alert(pos).map(texts::render);
        String status = status(state);
        GameView.add(
                rows,
                alert.map(a -> texts.get("table.status_alert", status, a)).orElse(status),
                width,
                alert.isEmpty() || mono ? List.of(SGR.BOLD) : List.of(SGR.BOLD, SGR.BLINK));
        rows.addAll(GameView.clockRows(texts, state.clock(), null, width));
        rows.addAll(GameView.standing(texts, pos, pieces, width));
        return rows;
    }

    /** A seat's occupant, marked when it is the one looking or when they have left for now. */
    private String seat(Table.State state, Side side) {
        String name = state.name(side);
        if (state.away().contains(side)) {
            return texts.get("table.away", name);
        }
        return side == state.you() ? texts.get("table.you", name) : name;
    }

    /** How the game ended, that it waits for an opponent or for a player to come back, or whose move it is. */
    private String status(Table.State state) {
        Side toMove = state.position().sideToMove();
        if (state.result().isPresent()) {
            return texts.get(
                    "screen.game_over_result", RuleWords.result(state.result().get()));
        }
        if (state.open()) {
            return texts.get("table.waiting_for_opponent", state.code());
        }
        if (state.away().contains(toMove)) {
            // As on online servers, the absent player's clock runs: the screen says so.
            return texts.get(
                    state.clock().active() ? "table.waiting_for_clock" : "table.waiting_for",
                    state.name(toMove),
                    state.code());
        }
        if (toMove == state.you()) {
            return texts.get("table.your_move");
        }
        return texts.get("table.to_move", state.name(toMove), RuleWords.side(toMove));
    }

    /** The latest lines said, as many as fit in {@code rows}, the newest at the bottom. */
    private List<GameView.Row> chat(List<Table.Said> said, int width, int rows) {
        List<String> lines = new ArrayList<>();
        for (int i = said.size() - 1; i >= 0 && lines.size() < rows; i--) {
            Table.Said s = said.get(i);
            List<String> wrapped = TextFit.wrap(texts.get("table.said", s.name(), s.text()), width);
            for (int j = wrapped.size() - 1; j >= 0 && lines.size() < rows; j--) {
                lines.add(0, wrapped.get(j));
            }
        }
        return lines.stream().map(GameView.Row::plain).toList();
    }

    /** The position the game started from: {@code pos} with all its moves taken back. */
    static Position start(Position pos) {
        Position start = pos.copy();
        while (start.ply() > 0) {
            start.undo();
        }
        return start;
    }

    static List<Integer> moves(Position pos) {
        List<Integer> moves = new ArrayList<>(pos.ply());
        for (int i = 0; i < pos.ply(); i++) {
            moves.add(pos.moveAt(i));
        }
        return moves;
    }
}
