package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.DataDirectory;
import janggi.text.Language;
import janggi.text.Wrap;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What a player is told on leaving is sentences, each with its full stop, and it breaks between
 * words at any width, in English as in Korean: a path stays whole on a line of its own.
 */
class FarewellTest {
    private static List<String> farewells(Path dir) {
        List<String> said = new ArrayList<>();
        for (Language language : Language.values()) {
            Path saveFile = dir.resolve("a-file-the-player-named-" + language.name() + ".pgn");
            for (String[] moves : new String[][] {{"B9-C7"}, {"B9-C7", "resign", "y"}}) {
                DataDirectory data = new DataDirectory(dir.resolve(language.name() + moves.length));
                Player player = new Player();
                try (Session session = Opening.open(
                        Start.of(RuleSet.JANGGI)
                                .withSides(Control.HUMAN, Control.HUMAN)
                                .withSetups(Setup.STANDARD, Setup.STANDARD)
                                .withLanguage(language)
                                .withSaveFile(saveFile),
                        player,
                        player,
                        data)) {
                    LibraryTest.play(session, moves);
                    said.add(session.quit().text());
                }
            }
        }
        return said;
    }

    @Test
    void everyFarewellEndsWithAFullStopAndBreaksBetweenWordsAtAnyWidth(@TempDir Path dir) {
        List<String> farewells = farewells(dir);
        assertEquals(4, farewells.size());
        for (String farewell : farewells) {
            assertTrue(farewell.endsWith("."), farewell);
            List<String> words = List.of(farewell.split(" "));
            for (int width = 10; width <= 120; width++) {
                List<String> lines = Wrap.lines(farewell, width);
                List<String> wrappedWords = new ArrayList<>();
                for (String line : lines) {
                    assertTrue(Wrap.columns(line) <= width || !line.strip().contains(" "), width + ": " + line);
                    wrappedWords.addAll(List.of(line.strip().split(" ")));
                }
                assertEquals(words, wrappedWords, "no word is cut, at " + width + " columns");
            }
        }
        assertTrue(farewells.get(1).startsWith("The game is in the library: "), farewells.get(1));
        assertTrue(farewells.get(3).startsWith("대국은 보관함에 있습니다: "), farewells.get(3));
    }
}
