package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.screen.Screen;
import janggi.text.Texts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;

/**
 * A club's lobby on the full screen: its lists of games (to join, to watch, one's own to resume
 * or replay), one of them picked with Up and Down and opened with Enter, and a line for typing
 * the lobby's commands. A game or a replay opened here takes the same seat and gives it back.
 *
 * <p>While nobody types, the lists are read again every {@link #REFRESH_NS}, and the screen is
 * redrawn only when they changed: an idle lobby writes nothing to its terminal.
 */
public final class LobbyScreen {
    /** How often the lists are read again while the screen waits. */
    static final long REFRESH_NS = TimeUnit.SECONDS.toNanos(3);

    private final Screen screen;
    private final Events events;
    private final Lobby lobby;
    private final InputLine input = new InputLine();
    private final long refreshNanos;

    private List<Lobby.Section> sections = List.of();
    /** The entry picked, counted over all the lists; the command it had, to find it again after a refresh. */
    private int picked;

    private String pickedCommand;
    /** The first row of the lists in view. */
    private int top;

    private String message = "";
    private Page page;
    private boolean dirty;
    private boolean repaint;
    private boolean left;

    public LobbyScreen(Seat seat, Lobby lobby) {
        this(seat, lobby, REFRESH_NS);
    }

    /** A lobby whose lists are read again every {@code refreshNanos} while it waits. */
    LobbyScreen(Seat seat, Lobby lobby, long refreshNanos) {
        this.screen = seat.screen();
        this.events = seat.events();
        this.lobby = lobby;
        this.refreshNanos = refreshNanos;
    }

    /**
     * Runs until the visitor quits (quit, Ctrl-C, Ctrl-D on an empty line, the end of the
     * terminal's input).
     *
     * @param greeting the first message, or ""
     */
    public void run(String greeting) throws IOException {
        this.message = greeting;
        reread();
        try {
            draw();
            while (!left) {
                Events.Event event = events.poll(refreshNanos);
                if (event == null) {
                    List<Lobby.Section> before = sections;
                    reread();
                    dirty = !sections.equals(before);
                }
                while (event != null && !left) {
                    handle(event);
                    event = events.poll();
                }
                if (!left && (dirty || repaint)) {
                    draw();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private void handle(Events.Event event) throws IOException {
        dirty = true;
        if (event instanceof Events.Key k) {
            key(k.stroke());
        } else if (event instanceof Events.Resized) {
            screen.doResizeIfNecessary();
            repaint = true;
        }
    }

    /** Reads the lists again, keeping the entry picked when it is still there. */
    private void reread() {
        sections = lobby.sections();
        List<Lobby.Entry> all = entries();
        for (int i = 0; i < all.size(); i++) {
            if (all.get(i).command().equals(pickedCommand)) {
                picked = i;
            }
        }
        pick(picked);
    }

    private List<Lobby.Entry> entries() {
        List<Lobby.Entry> all = new ArrayList<>();
        sections.forEach(s -> all.addAll(s.entries()));
        return all;
    }

    private void pick(int index) {
        List<Lobby.Entry> all = entries();
        picked = Math.max(0, Math.min(index, all.size() - 1));
        pickedCommand = all.isEmpty() ? null : all.get(picked).command();
    }

    // ---- keys ---------------------------------------------------------------------------

    private void key(KeyStroke key) throws IOException {
        if (Keys.leaves(key, input)) {
            left = true;
            return;
        }
        if (Keys.isCtrl(key, 'l')) {
            repaint = true;
            return;
        }
        if (page != null) {
            if (!page.key(key, layout())) {
                page = null;
            }
            return;
        }
        int height = listRows(layout());
        switch (key.getKeyType()) {
            case ArrowUp -> pick(picked - 1);
            case ArrowDown -> pick(picked + 1);
            case PageUp -> pick(picked - height);
            case PageDown -> pick(picked + height);
            case Escape -> input.clear();
            case Enter -> {
                String typed = input.text().strip();
                input.clear();
                if (!typed.isEmpty()) {
                    command(typed);
                } else if (pickedCommand != null) {
                    command(pickedCommand);
                }
            }
            default -> input.edit(key);
        }
    }

    private void command(String line) throws IOException {
        String word = line.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
        if (word.equals("quit") || word.equals("exit")) {
            left = true;
            return;
        }
        message = "";
        String reply = lobby.run(line);
        reread();
        if (Frame.fits(reply, layout())) {
            message = reply;
        } else {
            page = new Page(reply);
        }
    }

    // ---- drawing ------------------------------------------------------------------------

    private Layout layout() {
        return Layout.of(screen.getTerminalSize());
    }

    /** Rows for the lists: all but the title's, a blank one, the message rows, the input line and the keys. */
    private static int listRows(Layout layout) {
        return Math.max(1, layout.messageRow() - 2);
    }

    private void draw() throws IOException {
        dirty = false;
        Texts texts = lobby.texts();
        Layout layout = layout();
        TextGraphics g = screen.newTextGraphics();
        // Blank cells rather than clear(): clear() would make the next refresh send every cell.
        g.fill(' ');
        TerminalPosition caret = new TerminalPosition(0, Math.min(2, layout.rows() - 1));
        Frame frame = new Frame(g, layout, texts);
        if (layout.tooSmall()) {
            frame.tooSmall(texts.get("lobby.enlarge"));
        } else if (page != null) {
            page.draw(g, layout, texts);
            caret = new TerminalPosition(0, layout.keysRow());
        } else {
            g.putString(0, 0, TextFit.clip(lobby.title(), layout.columns()), SGR.BOLD);
            drawLists(g, layout);
            frame.message(message);
            caret = frame.input(input);
            frame.keys(lobby.keys());
        }
        screen.setCursorPosition(caret);
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
        repaint = false;
    }

    /** The lists from the third row, scrolled so that the entry picked is in view, and marked. */
    private void drawLists(TextGraphics g, Layout layout) {
        List<String> rows = new ArrayList<>();
        List<Boolean> titles = new ArrayList<>();
        int pickedRow = -1;
        int entry = 0;
        for (Lobby.Section section : sections) {
            if (!rows.isEmpty()) {
                rows.add("");
                titles.add(false);
            }
            rows.add(section.title());
            titles.add(true);
            for (Lobby.Entry e : section.entries()) {
                if (entry++ == picked) {
                    pickedRow = rows.size();
                }
                rows.add("  " + e.text());
                titles.add(false);
            }
        }
        int height = listRows(layout);
        if (pickedRow >= 0) {
            top = Math.max(Math.min(top, pickedRow), pickedRow - height + 1);
        }
        top = Math.max(0, Math.min(top, rows.size() - height));
        for (int i = 0; i < height && top + i < rows.size(); i++) {
            int row = top + i;
            String text = TextFit.clip(rows.get(row), layout.columns());
            if (row == pickedRow) {
                g.putString(0, 2 + i, text, SGR.REVERSE);
            } else if (titles.get(row)) {
                g.putString(0, 2 + i, text, SGR.BOLD);
            } else {
                g.putString(0, 2 + i, text);
            }
        }
    }
}
