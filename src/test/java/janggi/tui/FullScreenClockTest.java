package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.SGR;
import janggi.clock.FakeTime;
import janggi.clock.TimeControl;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.Autosave;
import janggi.play.Control;
import janggi.play.Start;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The clocks on the full screen, on a fake time moved by the test: ticks are posted, never waited for. */
class FullScreenClockTest extends VirtualTerminalTest {
    private final FakeTime time = new FakeTime();

    private Start twoPlayers(String clock) {
        return Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L)
                .withClock(TimeControl.parse(clock))
                .withTimeSource(time);
    }

    private Running<GameScreen.Ending> play(Start start, Path dir) throws Exception {
        Home screen = home(newSeat(), false, System::nanoTime, (what, e) -> {});
        return new Running<>(() -> screen.play(start, new Autosave(dir.resolve("autosave.pgn"))));
    }

    /** A second (or more) passes: the screen hears of it as from its own tick. */
    private String tick(long ms) throws InterruptedException {
        time.pass(ms);
        events.post(new Events.Tick());
        return settled();
    }

    /** Whether the text {@code what} is on the screen in reverse video (a warning). */
    private boolean reversed(String what) {
        for (int y = 0; y < terminal.getTerminalSize().getRows(); y++) {
            int x = row(y).indexOf(what);
            if (x >= 0) {
                return terminal.getCharacter(x, y).getModifiers().contains(SGR.REVERSE);
            }
        }
        throw new AssertionError(what + " is not on the screen:\n" + screenText());
    }

    @Test
    void thePanelCountsDownAndTheFlagFallsWhileTheScreenWaitsForKeys(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(twoPlayers("30s"), dir);
        String s = settled();
        assertTrue(s.contains("Cho clock: 0:30") && s.contains("Han clock: 0:30"), s);
        s = tick(4_000);
        assertTrue(s.contains("Cho clock: 0:26") && s.contains("Han clock: 0:30"), s);
        type("B9-C7");
        settled();
        s = tick(19_000);
        assertTrue(s.contains("Han clock: 0:11"), s);
        assertFalse(reversed("Han clock: 0:11"), "no warning yet");
        s = tick(2_000);
        assertTrue(reversed("Han clock: 0:09"), "the last ten seconds are a warning:\n" + s);
        s = tick(9_000);
        assertTrue(s.contains("Game over: Cho wins on time."), s);
        type("B0-C2");
        assertTrue(settled().contains("Game over: Cho wins on time."), "no move after the flag");
        type("quit");
        game.end();
        String saved = Files.readString(dir.resolve("autosave.pgn"));
        assertTrue(saved.contains("[Termination \"Cho wins on time\"]"), saved);
    }

    @Test
    void byoyomiShowsThePeriodsLeft(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(twoPlayers("5s+3x10s"), dir);
        assertTrue(settled().contains("Cho clock: 0:05 +3x10s"), screenText());
        String s = tick(17_000);
        assertTrue(s.contains("Cho clock: 0:08, 2 periods"), s);
        type("pause");
        settled();
        s = tick(600_000);
        assertTrue(s.contains("Cho clock: 0:08, 2 periods, stopped"), s);
        type("quit");
        game.end();
    }

    @Test
    void aGameWithoutAClockShowsNone(@TempDir Path dir) throws Exception {
        Running<GameScreen.Ending> game = play(twoPlayers("none"), dir);
        assertFalse(settled().contains("clock:"), screenText());
        type("quit");
        assertEquals(0, game.end().status());
    }
}
