package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Names and chat from clients, made safe before anyone else sees them. */
class ClientTextTest {
    @Test
    void aNameIsLettersDigitsAndAFewMarks() {
        assertEquals(Optional.of("alice"), ClientText.name("alice"));
        assertEquals(Optional.of("Bob_2.k-r"), ClientText.name("Bob_2.k-r"));
        assertEquals(Optional.of("김철수"), ClientText.name("김철수"));
    }

    @Test
    void aNameWithControlsSpacesOrLookAlikeLettersIsRefused() {
        assertEquals(Optional.empty(), ClientText.name("al\u001b[2Jice"));
        assertEquals(Optional.empty(), ClientText.name("al ice"));
        assertEquals(Optional.empty(), ClientText.name("\u0430lice"));
        assertEquals(Optional.empty(), ClientText.name("alice\u202e"));
        assertEquals(Optional.empty(), ClientText.name("../etc"));
        assertEquals(Optional.empty(), ClientText.name(""));
    }

    @Test
    void aNameIsAtMostSixteenCharacters() {
        assertEquals(Optional.of("a".repeat(16)), ClientText.name("a".repeat(16)));
        assertEquals(Optional.empty(), ClientText.name("a".repeat(17)));
    }

    @Test
    void theServersOwnNamesCannotBeClaimed() {
        assertEquals(Optional.empty(), ClientText.name("guest12"));
        assertEquals(Optional.empty(), ClientText.name("Computer"));
    }

    @Test
    void namesThatWouldPassForTheOperatorAreReserved() {
        for (String name : List.of("root", "Admin", "ADMINISTRATOR", "janggi", "System", "server")) {
            assertEquals(Optional.empty(), ClientText.name(name), name);
        }
        assertEquals(Optional.of("rooted"), ClientText.name("rooted"));
    }

    @Test
    void aNameAndChatAreComposedAsTheyAreRead() {
        assertEquals(Optional.of("\uAE40"), ClientText.name("\u1100\u1175\u11B7"), "Hangul typed as jamo");
        assertEquals("caf\u00e9", ClientText.chat("cafe\u0301"));
    }

    @Test
    void chatShowsControlsAndInvisibleFormattingAsQuestionMarks() {
        assertEquals("hi ?[31mred?", ClientText.chat("  hi \u001b[31mred\u202e "));
        assertEquals("two?lines", ClientText.chat("two\nlines"));
    }

    @Test
    void chatIsCutToTwoHundredCharacters() {
        assertEquals("x".repeat(200), ClientText.chat("x".repeat(500)));
        assertEquals("한".repeat(200), ClientText.chat("한".repeat(201)));
    }
}
