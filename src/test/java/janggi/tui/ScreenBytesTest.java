package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import janggi.clock.FakeTime;
import janggi.clock.TimeControl;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.Autosave;
import janggi.play.Control;
import janggi.play.Start;
import java.io.ByteArrayInputStream;
import java.io.OutputStream;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * What the full screen writes to its terminal, counted in bytes on an ANSI terminal as an SSH
 * connection would carry them: only the cells that change, never the whole screen again.
 */
class ScreenBytesTest extends VirtualTerminalTest {
    /** The targets of issue 40 at 80x24, two players at one terminal, no clock. */
    private static final long MOVE_BYTES = 2_000;
    /** What a clock's tick may add to the idle screen's nothing (issue 42). */
    private static final long TICK_BYTES = 100;

    private final AtomicLong written = new AtomicLong();

    /** A stream that counts what is written to it. */
    private OutputStream counter() {
        return new OutputStream() {
            @Override
            public void write(int b) {
                written.incrementAndGet();
            }

            @Override
            public void write(byte[] b, int off, int len) {
                written.addAndGet(len);
            }
        };
    }

    @Test
    void aMoveSendsOnlyWhatChangedAndNothingMoreComesWhileNothingHappens(@TempDir Path dir) throws Exception {
        Start start = Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L);
        Home screen = home(
                seatOn(new RemoteTerminal(new ByteArrayInputStream(new byte[0]), counter(), new TerminalSize(80, 24))),
                false,
                System::nanoTime,
                (w, e) -> {});
        Running<GameScreen.Ending> game =
                new Running<>(() -> screen.play(start, new Autosave(dir.resolve("autosave.pgn"))));
        settled();
        long firstScreen = written.get();
        assertTrue(firstScreen > 2_000, "the whole first screen, colours and all: " + firstScreen);

        // Key by key, as a player types: each key is echoed on its own.
        written.set(0);
        for (char c : "B9-C7".toCharArray()) {
            press(c);
            settled();
        }
        press(new KeyStroke(KeyType.Enter));
        settled();
        long move = written.get();
        assertTrue(move <= MOVE_BYTES, "one move wrote " + move + " bytes");

        // A tick that changes nothing on the screen sends nothing but the cursor's place.
        written.set(0);
        events.post(new Events.Tick());
        settled();
        assertTrue(written.get() < 20, "an unchanged screen wrote " + written.get() + " bytes");

        ctrl('c');
        assertEquals(0, game.end().status());
    }

    @Test
    void aRunningClockSendsOnlyItsOwnCellsEachSecond(@TempDir Path dir) throws Exception {
        FakeTime time = new FakeTime();
        Start start = Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withSeed(1L)
                .withClock(TimeControl.parse("20m+3x30s"))
                .withTimeSource(time);
        Home screen = home(
                seatOn(new RemoteTerminal(new ByteArrayInputStream(new byte[0]), counter(), new TerminalSize(80, 24))),
                false,
                System::nanoTime,
                (w, e) -> {});
        Running<GameScreen.Ending> game =
                new Running<>(() -> screen.play(start, new Autosave(dir.resolve("autosave.pgn"))));
        settled();
        long most = 0;
        for (long ms : new long[] {1_000, 1_000, 60_000, 1_139_000, 2_000}) {
            written.set(0);
            time.pass(ms);
            events.post(new Events.Tick());
            settled();
            most = Math.max(most, written.get());
        }
        System.out.println("Full screen: a clock's tick wrote " + most + " bytes at most");
        assertTrue(most <= TICK_BYTES, "a tick wrote " + most + " bytes");
        ctrl('c');
        game.end();
    }
}
