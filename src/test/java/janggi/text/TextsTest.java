package janggi.text;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
}
