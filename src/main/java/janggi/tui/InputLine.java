package janggi.tui;

import com.googlecode.lanterna.input.KeyStroke;

/**
 * The line the player types on, edited as in a shell: Left and Right move within it, Home or
 * Ctrl-A to its start, End or Ctrl-E to its end; Backspace and Delete remove a letter, Ctrl-W
 * the word before the caret, Ctrl-U all before the caret, Ctrl-K all after it.
 */
final class InputLine {
    static final int MAX_LENGTH = 200;

    private final StringBuilder text = new StringBuilder();
    private int caret;

    String text() {
        return text.toString();
    }

    boolean isEmpty() {
        return text.length() == 0;
    }

    /** Where the caret stands, in letters from the start. */
    int caret() {
        return caret;
    }

    void clear() {
        text.setLength(0);
        caret = 0;
    }

    /** Replaces the line, the caret at its end. */
    void set(String s) {
        clear();
        text.append(s, 0, Math.min(s.length(), MAX_LENGTH));
        caret = text.length();
    }

    /**
     * Edits the line with {@code key}; false when the key is not an editing key here. Left and
     * Right edit only a line with something on it: on an empty line they are the board's.
     */
    boolean edit(KeyStroke key) {
        switch (key.getKeyType()) {
            case Character -> {
                char c = key.getCharacter();
                if (key.isCtrlDown()) {
                    return control(c);
                }
                if (Character.isISOControl(c) || key.isAltDown()) {
                    return false;
                }
                if (text.length() < MAX_LENGTH) {
                    text.insert(caret++, c);
                }
                return true;
            }
            case Backspace -> {
                if (caret > 0) {
                    text.deleteCharAt(--caret);
                }
                return true;
            }
            case Delete -> {
                if (caret < text.length()) {
                    text.deleteCharAt(caret);
                }
                return true;
            }
            case Home -> caret = 0;
            case End -> caret = text.length();
            case ArrowLeft -> {
                if (isEmpty()) {
                    return false;
                }
                caret = Math.max(0, caret - 1);
            }
            case ArrowRight -> {
                if (isEmpty()) {
                    return false;
                }
                caret = Math.min(text.length(), caret + 1);
            }
            default -> {
                return false;
            }
        }
        return true;
    }

    private boolean control(char c) {
        switch (Character.toLowerCase(c)) {
            case 'a' -> caret = 0;
            case 'e' -> caret = text.length();
            case 'u' -> {
                text.delete(0, caret);
                caret = 0;
            }
            case 'k' -> text.setLength(caret);
            case 'w' -> {
                int start = caret;
                while (start > 0 && text.charAt(start - 1) == ' ') {
                    start--;
                }
                while (start > 0 && text.charAt(start - 1) != ' ') {
                    start--;
                }
                text.delete(start, caret);
                caret = start;
            }
            default -> {
                return false;
            }
        }
        return true;
    }
}
