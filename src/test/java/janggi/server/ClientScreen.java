package janggi.server;

import janggi.text.Cells;
import java.io.ByteArrayOutputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.Arrays;
import java.util.function.Predicate;

/**
 * What a client's terminal shows, worked out from the bytes the server sent it: a small ANSI
 * interpreter for what Lanterna writes (cursor moves, erasing, the alternate screen; colours and
 * styles are skipped), so that a test reads the screen as the player sees it. A test waits until
 * the screen shows something, woken by each write rather than sleeping, for a bounded time.
 */
final class ClientScreen extends OutputStream {
    static final Duration PATIENCE = Duration.ofSeconds(20);
    private static final char ESC = 27;

    private int columns;
    private int rows;
    private String[][] normal;
    private String[][] alternate;
    private boolean onAlternate;
    private int x;
    private int y;
    private int savedX;
    private int savedY;

    private long bytes;
    private long nuls;
    private final ByteArrayOutputStream undecoded = new ByteArrayOutputStream();
    /** Everything received, decoded, for what is printed as plain lines (after the screen is gone). */
    private final StringBuilder received = new StringBuilder();
    /** Where the interpreter has got to in {@link #received}: an escape sequence may be cut between two writes. */
    private int interpreted;

    ClientScreen(int columns, int rows) {
        this.columns = columns;
        this.rows = rows;
        this.normal = blank(columns, rows);
        this.alternate = blank(columns, rows);
    }

    private static String[][] blank(int columns, int rows) {
        String[][] grid = new String[rows][columns];
        for (String[] row : grid) {
            Arrays.fill(row, " ");
        }
        return grid;
    }

    /** The window changes size, as the client's does before it tells the server. */
    synchronized void resize(int newColumns, int newRows) {
        normal = copy(normal, newColumns, newRows);
        alternate = copy(alternate, newColumns, newRows);
        columns = newColumns;
        rows = newRows;
        x = Math.min(x, columns - 1);
        y = Math.min(y, rows - 1);
    }

    private static String[][] copy(String[][] grid, int columns, int rows) {
        String[][] out = blank(columns, rows);
        for (int r = 0; r < Math.min(rows, grid.length); r++) {
            System.arraycopy(grid[r], 0, out[r], 0, Math.min(columns, grid[r].length));
        }
        return out;
    }

    @Override
    public synchronized void write(int b) {
        write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public synchronized void write(byte[] b, int off, int len) {
        bytes += len;
        undecoded.write(b, off, len);
        byte[] all = undecoded.toByteArray();
        int complete = completeUtf8(all);
        received.append(new String(all, 0, complete, StandardCharsets.UTF_8));
        undecoded.reset();
        undecoded.write(all, complete, all.length - complete);
        interpret();
        notifyAll();
    }

    /** How many of {@code all} make whole UTF-8 characters; a character cut by the write waits for its end. */
    private static int completeUtf8(byte[] all) {
        int back = 0;
        while (back < Math.min(3, all.length) && (all[all.length - 1 - back] & 0xC0) == 0x80) {
            back++;
        }
        int lead = all.length - 1 - back;
        if (lead >= 0 && (all[lead] & 0xC0) == 0xC0) {
            int need = (all[lead] & 0xE0) == 0xC0 ? 1 : (all[lead] & 0xF0) == 0xE0 ? 2 : 3;
            if (back < need) {
                return lead;
            }
        }
        return all.length;
    }

    private void interpret() {
        while (interpreted < received.length()) {
            char c = received.charAt(interpreted);
            if (c == ESC) {
                int end = escapeEnd(interpreted);
                if (end < 0) {
                    return;
                }
                escape(received.substring(interpreted + 1, end));
                interpreted = end;
                continue;
            }
            int point = received.codePointAt(interpreted);
            interpreted += Character.charCount(point);
            switch (point) {
                case '\r' -> x = 0;
                case '\n' -> lineFeed();
                case '\b' -> x = Math.max(0, x - 1);
                case 7 -> {}
                case 0 -> nuls++;
                default -> put(point);
            }
        }
    }

    /** The end (exclusive) of the escape sequence at {@code start}, or -1 when it has not all come. */
    private int escapeEnd(int start) {
        if (start + 1 >= received.length()) {
            return -1;
        }
        char kind = received.charAt(start + 1);
        if (kind == '[') {
            for (int i = start + 2; i < received.length(); i++) {
                char c = received.charAt(i);
                if (c >= 0x40 && c <= 0x7e) {
                    return i + 1;
                }
            }
            return -1;
        }
        if (kind == ']') {
            int bell = received.indexOf("\u0007", start);
            return bell < 0 ? -1 : bell + 1;
        }
        return start + 2;
    }

    private void escape(String body) {
        if (body.equals("7") || body.equals("[s")) {
            savedX = x;
            savedY = y;
            return;
        }
        if (body.equals("8") || body.equals("[u")) {
            x = savedX;
            y = savedY;
            return;
        }
        if (!body.startsWith("[")) {
            return;
        }
        char command = body.charAt(body.length() - 1);
        String params = body.substring(1, body.length() - 1);
        if (params.startsWith("?")) {
            // The alternate screen, as xterm keeps it: the cursor is saved on the way in and put back on the way out.
            if (params.equals("?1049") && command == 'h' && !onAlternate) {
                savedX = x;
                savedY = y;
                onAlternate = true;
                clear(0, 0, columns, rows);
            } else if (params.equals("?1049") && command == 'l' && onAlternate) {
                onAlternate = false;
                x = savedX;
                y = savedY;
            }
            return;
        }
        String[] p = params.isEmpty() ? new String[0] : params.split(";", -1);
        switch (command) {
            case 'H', 'f' -> {
                y = clamp(number(p, 0, 1) - 1, rows);
                x = clamp(number(p, 1, 1) - 1, columns);
            }
            case 'A' -> y = clamp(y - number(p, 0, 1), rows);
            case 'B' -> y = clamp(y + number(p, 0, 1), rows);
            case 'C' -> x = clamp(x + number(p, 0, 1), columns);
            case 'D' -> x = clamp(x - number(p, 0, 1), columns);
            case 'J' -> {
                int n = number(p, 0, 0);
                if (n == 2 || n == 3) {
                    clear(0, 0, columns, rows);
                } else if (n == 0) {
                    clear(x, y, columns, y + 1);
                    clear(0, y + 1, columns, rows);
                }
            }
            case 'K' -> {
                int n = number(p, 0, 0);
                clear(n == 0 ? x : 0, y, n == 1 ? x + 1 : columns, y + 1);
            }
            default -> {}
        }
    }

    private static int number(String[] params, int index, int otherwise) {
        if (index >= params.length || params[index].isEmpty()) {
            return otherwise;
        }
        return Integer.parseInt(params[index]);
    }

    private static int clamp(int n, int size) {
        return Math.max(0, Math.min(size - 1, n));
    }

    private void clear(int fromX, int fromY, int toX, int toY) {
        String[][] grid = grid();
        for (int r = fromY; r < toY && r < rows; r++) {
            for (int c = fromX; c < toX && c < columns; c++) {
                grid[r][c] = " ";
            }
        }
    }

    private String[][] grid() {
        return onAlternate ? alternate : normal;
    }

    private void lineFeed() {
        if (y < rows - 1) {
            y++;
            return;
        }
        String[][] grid = grid();
        System.arraycopy(grid, 1, grid, 0, rows - 1);
        grid[rows - 1] = new String[columns];
        Arrays.fill(grid[rows - 1], " ");
    }

    /**
     * A character at the cursor, taking the cells a terminal gives it ({@link Cells#width}): a
     * mark joins the character before it, in its cell, as xterm draws it. Writing over either half
     * of a wide character blanks the whole of it, as xterm does; a wide character takes its cell
     * and the next.
     */
    private void put(int c) {
        String[][] grid = grid();
        int cells = Cells.width(c);
        if (cells == 0) {
            int at = x > 0 && x <= columns ? (grid[y][x - 1].isEmpty() && x > 1 ? x - 2 : x - 1) : -1;
            if (at >= 0) {
                grid[y][at] += Character.toString(c);
            }
            return;
        }
        if (x >= columns) {
            return;
        }
        boolean wide = cells == 2;
        blankWide(grid[y], x);
        if (wide && x + 1 < columns) {
            blankWide(grid[y], x + 1);
        }
        grid[y][x] = Character.toString(c);
        if (wide && x + 1 < columns) {
            grid[y][x + 1] = "";
        }
        x += wide ? 2 : 1;
    }

    /** Blanks the wide character that cell {@code at} is a half of, if it is one. */
    private void blankWide(String[] row, int at) {
        if (row[at].isEmpty() && at > 0) {
            row[at - 1] = " ";
            row[at] = " ";
        } else if (at + 1 < columns && row[at + 1].isEmpty()) {
            row[at] = " ";
            row[at + 1] = " ";
        }
    }

    /** The bytes received so far. */
    synchronized long bytes() {
        return bytes;
    }

    /** The NUL bytes received so far, which a terminal skips, but which have no business on the wire. */
    synchronized long nuls() {
        return nuls;
    }

    /** Everything received, as text, escape sequences and all. */
    synchronized String received() {
        return received.toString();
    }

    /** One row of the screen, without the blanks at its end. */
    synchronized String row(int r) {
        return String.join("", grid()[r]).stripTrailing();
    }

    /** The board's part of a row: Martin's board takes the first 34 columns. */
    synchronized String board(int r) {
        return String.join("", Arrays.copyOf(grid()[r], Math.min(34, columns))).stripTrailing();
    }

    /** The whole screen, a line a row. */
    synchronized String text() {
        StringBuilder sb = new StringBuilder();
        for (int r = 0; r < rows; r++) {
            sb.append(row(r)).append('\n');
        }
        return sb.toString();
    }

    /** Waits until the screen shows {@code text}; returns the screen then. */
    String await(String text) {
        return await(text, s -> s.contains(text));
    }

    /** Waits until the screen satisfies {@code shows}; returns the screen then. */
    synchronized String await(String what, Predicate<String> shows) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (!shows.test(text())) {
            waitUntil(deadline, () -> "the screen never showed " + what + ":\n" + text());
        }
        return text();
    }

    /** Waits until the screen shows one of {@code texts}, and says which. */
    synchronized String awaitAny(String... texts) {
        String screen = await(
                java.util.List.of(texts).toString(),
                s -> java.util.Arrays.stream(texts).anyMatch(s::contains));
        return java.util.Arrays.stream(texts)
                .filter(screen::contains)
                .findFirst()
                .orElseThrow();
    }

    /** Waits until {@code text} has been received, on the screen or as plain lines. */
    synchronized void awaitReceived(String text) {
        long deadline = System.nanoTime() + PATIENCE.toNanos();
        while (received.indexOf(text) < 0) {
            waitUntil(deadline, () -> "never received '" + text + "':\n" + received);
        }
    }

    private void waitUntil(long deadline, java.util.function.Supplier<String> failure) {
        long left = deadline - System.nanoTime();
        if (left <= 0) {
            throw new AssertionError(failure.get());
        }
        try {
            wait(Math.max(1, left / 1_000_000));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new AssertionError(e);
        }
    }
}
