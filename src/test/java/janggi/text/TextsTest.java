package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.MissingResourceException;
import org.junit.jupiter.api.Test;

class TextsTest {
    private final Texts english = Texts.english();

    @Test
    void aCountOfOneTakesTheSingularAndAnyOtherCountThePlural() {
        assertEquals("1 move", english.count("count.moves", 1));
        assertEquals("0 moves", english.count("count.moves", 0));
        assertEquals("2 moves", english.count("count.moves", 2));
    }

    @Test
    void aMessageArgumentIsRenderedInTheSameLanguage() {
        assertEquals("3 moves", english.render(new Message("count.moves.other", 3)));
        assertEquals("1 move", new Message("count.moves.one", 1).toString());
    }

    @Test
    void bracesThatAreNoArgumentStayAsTheyAre() {
        Message m = new Message("count.moves.other", "{1}");
        assertEquals("{1} moves", english.render(m));
    }

    @Test
    void aKeyNoLanguageHasIsAnError() {
        assertThrows(MissingResourceException.class, () -> english.get("no.such.key"));
    }

    @Test
    void aDocumentIsAWholeFileWithoutItsLastLineBreak() {
        String help = english.document("help");
        assertTrue(help.startsWith("Moves: B0-C2"), help);
        assertTrue(help.contains("\nCommands: help, undo, hint"), help);
        assertFalse(help.endsWith("\n"), help);
        assertThrows(MissingResourceException.class, () -> english.document("no-such-document"));
    }
}
