package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class AutosaveTest {

    private static Game opened(RuleSet rules) {
        Game game = Game.start(rules, Setup.STANDARD, Setup.STANDARD);
        game.play(DisplayMove.parse("B9-C7", game.position()));
        return game;
    }

    @Test
    void anUnfinishedGameIsOfferedBackUnderTheSameRules(@TempDir Path dir) throws Exception {
        Autosave autosave = new DataDirectory(dir.resolve("janggi")).autosave();
        autosave.write(new GameRecord(opened(RuleSet.JANGGI), Map.of()));
        assertTrue(Files.isRegularFile(dir.resolve("janggi").resolve("autosave.pgn")));
        assertEquals(
                1, autosave.unfinished(RuleSet.JANGGI).orElseThrow().moves().size());
        assertTrue(autosave.unfinished(RuleSet.CASUAL).isEmpty(), "a game under other rules is not resumed");
        assertTrue(Files.notExists(dir.resolve("janggi").resolve("autosave.pgn.tmp")), "the temporary file is gone");
    }

    @Test
    void aFinishedGameOrNoFileIsNothingToResume(@TempDir Path dir) throws Exception {
        Autosave autosave = new Autosave(dir.resolve("autosave.pgn"));
        assertTrue(autosave.unfinished(RuleSet.JANGGI).isEmpty());
        Game resigned = opened(RuleSet.JANGGI);
        resigned.resign(Side.HAN);
        autosave.write(new GameRecord(resigned, Map.of()));
        assertTrue(autosave.unfinished(RuleSet.JANGGI).isEmpty());
        Files.writeString(autosave.file(), "not a record \u0000");
        assertTrue(autosave.unfinished(RuleSet.JANGGI).isEmpty(), "a damaged file is not offered");
    }
}
