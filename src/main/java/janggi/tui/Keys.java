package janggi.tui;

import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;

/** What the keys every screen knows mean: leaving, and the Ctrl letters. */
final class Keys {
    private Keys() {}

    /** Whether the key leaves a screen: the end of input, Ctrl-C, or Ctrl-D on an empty input line. */
    static boolean leaves(KeyStroke key, InputLine input) {
        return key.getKeyType() == KeyType.EOF || isCtrl(key, 'c') || isCtrl(key, 'd') && input.isEmpty();
    }

    static boolean isCtrl(KeyStroke key, char c) {
        return key.getKeyType() == KeyType.Character
                && key.isCtrlDown()
                && Character.toLowerCase(key.getCharacter()) == c;
    }

    /** The letter typed, in lower case, or null for a key that is no letter. */
    static Character letter(KeyStroke key) {
        return key.getKeyType() == KeyType.Character ? Character.toLowerCase(key.getCharacter()) : null;
    }
}
