package janggi.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.text.Texts;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Command lines from clients, split into words and options, never given to a shell. */
class RequestTest {
    @Test
    void aCommandHasItsWordsAndOptions() {
        Request r = Request.parse("new --rules modern --side cho");
        assertEquals("new", r.name());
        assertEquals(Map.of("--rules", "modern", "--side", "cho"), r.options());
        assertEquals(Optional.empty(), r.option("--clock"));
        assertEquals("ab12c", Request.parse("JOIN ab12c").word("CODE"));
    }

    @Test
    void anEmptyLineIsTheLobby() {
        assertTrue(Request.parse("").isLobby());
        assertTrue(Request.parse(null).isLobby());
    }

    @Test
    void shellSyntaxIsJustWords() {
        Request r = Request.parse("export ab12c; rm -rf / && echo `id` $(id)");
        assertEquals("export", r.name());
        assertEquals(List.of("ab12c;", "rm", "-rf", "/", "&&", "echo", "`id`", "$(id)"), r.words());
    }

    @Test
    void anUnknownOptionOrAMissingValueIsRefused() {
        Refused unknown = assertThrows(Refused.class, () -> Request.parse("join ab12c --side cho"));
        assertEquals(Refused.BAD_REQUEST, unknown.status());
        assertThrows(Refused.class, () -> Request.parse("new --rules"));
        assertThrows(Refused.class, () -> Request.parse("export").word("ID"));
    }

    @Test
    void optionsAreReadAsJanggisOwnCommandLineReadsThem() {
        assertEquals(
                Map.of("--rules", "krc", "--casual", ""),
                Request.parse("new --rules=krc --casual").options());
        assertEquals(Map.of("--level", "3"), Request.parse("play --level 3").options());
        Refused missing = assertThrows(Refused.class, () -> Request.parse("play --level"));
        assertEquals("--level needs a value", Texts.english().render(missing.reason()));
        Refused notHere = assertThrows(Refused.class, () -> Request.parse("new --level 3"));
        assertEquals("unknown option '--level' for new", Texts.english().render(notHere.reason()));
    }

    @Test
    void daysMakeACorrespondenceGameInPlaceOfAClock() {
        GameOptions days = GameOptions.of(Request.parse("new --days 3"));
        assertEquals("0+1x3d", days.clock());
        assertTrue(days.rated());
        assertEquals(
                "0+1x3d",
                GameOptions.of(Request.parse("open --days=3 --casual")).clock());
        Texts texts = Texts.english();
        for (String[] bad : new String[][] {
            {
                "new --days 3 --clock 10m",
                "--days N gives a correspondence game N days a move, in place of a clock: give --days or --clock, not both"
            },
            {"new --days 0", "--days takes a whole number from 1, not '0'"},
            {"seek --days 15", "--days takes 1 to 14 days a move, not 15"},
            {"play --days 3", "unknown option '--days' for play"}
        }) {
            Refused refused = assertThrows(Refused.class, () -> GameOptions.of(Request.parse(bad[0])), bad[0]);
            assertEquals(bad[1], texts.render(refused.reason()), bad[0]);
        }
    }
}
