package janggi.line;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.clock.FakeTime;
import janggi.clock.TimeControl;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.play.Control;
import janggi.play.ExitStatus;
import janggi.play.LocalTable;
import janggi.play.Opening;
import janggi.play.Session;
import janggi.play.Start;
import janggi.record.PgnFormat;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import org.jline.terminal.Terminal;
import org.jline.terminal.impl.DumbTerminal;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Line mode on a clock: the time is a fake one, moved by the script's pauses, so no test waits. */
class LineClockTest {
    private final FakeTime time = new FakeTime();
    private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    private final PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);

    /**
     * A player typing lines, with pauses (a {@code Long}, in ms) between them. A read that waits
     * at most less than the pause times out, the pause's rest still to come.
     */
    private final class Script implements LineInput {
        private final Deque<Object> steps;

        Script(Object... steps) {
            this.steps = new ArrayDeque<>(List.of(steps));
        }

        @Override
        public Read read(String prompt, long waitMs) {
            while (!steps.isEmpty() && steps.peek() instanceof Long pause) {
                if (pause >= waitMs) {
                    time.pass(waitMs);
                    steps.pop();
                    steps.push(pause - waitMs);
                    out.println(prompt);
                    return Read.TIMED_OUT;
                }
                time.pass(pause);
                steps.pop();
            }
            String line = steps.isEmpty() ? null : (String) steps.pop();
            out.println(prompt + (line == null ? "" : line));
            return Read.of(line);
        }
    }

    private Start start(Control cho, Control han, String clock) {
        return Start.of(RuleSet.JANGGI)
                .withLevel(1)
                .withSeed(1L)
                .withSides(cho, han)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withClock(TimeControl.parse(clock))
                .withTimeSource(time);
    }

    private int play(Start start, LineInput input) {
        return new LineMode(LocalTable.of(Opening.withoutQuestions(start, null)), input, out).run();
    }

    private String transcript() {
        return bytes.toString(StandardCharsets.UTF_8);
    }

    @Test
    void theFlagFallsWhileTheProgramWaitsForALine(@TempDir Path dir) throws Exception {
        Path file = dir.resolve("F.pgn");
        int status = play(
                start(Control.HUMAN, Control.HUMAN, "2s").withSaveFile(file),
                new Script("B9-C7", 4_000L, "B0-C2", "quit"));
        String out = transcript();
        assertEquals(ExitStatus.CHO_WON, status, out);
        assertTrue(out.contains("Cho played 1. B9-C7. Game over: Cho wins on time."), out);
        assertTrue(out.contains("! The game is over (Cho wins on time). Type new, save or quit."), out);
        String pgn = Files.readString(file);
        assertTrue(pgn.contains("[TimeControl \"2s\"]") && pgn.contains("[Termination \"Cho wins on time\"]"), pgn);
    }

    @Test
    void thePromptShowsBothClocks() {
        play(start(Control.HUMAN, Control.HUMAN, "5m+3x30s"), new Script(12_000L, "B9-C7", 301_000L, "B0-C2", "quit"));
        String out = transcript();
        assertTrue(out.contains("[Cho 5:00 +3x30s | Han 5:00 +3x30s] Cho to move> B9-C7"), out);
        assertTrue(out.contains("[Cho 4:48 +3x30s | Han 5:00 +3x30s] Han to move> B0-C2"), out);
        assertTrue(
                out.contains("[Cho 4:48 +3x30s | Han 0:30, 3 periods] Cho to move>"),
                "Han's main time and a second used: " + out);
    }

    @Test
    void aPausedClockSaysSoInThePrompt() {
        play(start(Control.HUMAN, Control.HUMAN, "1m"), new Script("pause", 600_000L, "B9-C7", "quit"));
        String out = transcript();
        assertTrue(out.contains("[Cho 1:00 | Han 1:00, stopped] Cho to move> B9-C7"), out);
        assertTrue(out.contains("Cho played 1. B9-C7. Han to move."), out);
    }

    @Test
    void theEndOfInputDoesNotEndAGameTheComputerPlaysAlone() {
        int status = new LineMode(
                        LocalTable.of(
                                Opening.withoutQuestions(start(Control.COMPUTER, Control.COMPUTER, "1m+3x1s"), null)),
                        LineInput.of(InputStream.nullInputStream(), out, janggi.text.Texts.english()),
                        out)
                .run();
        String out = transcript();
        assertTrue(status >= ExitStatus.CHO_WON && status <= ExitStatus.DRAWN, out);
        assertTrue(out.contains("Game over:"), out);
        assertFalse(out.contains("on time"), out);
    }

    @Test
    void aPipeIsWaitedForNoLongerThanTheClockHas() throws Exception {
        PipedOutputStream typing = new PipedOutputStream();
        LineInput pipe = LineInput.of(new PipedInputStream(typing), out, janggi.text.Texts.english());
        assertEquals(LineInput.Read.TIMED_OUT, pipe.read("Han to move> ", 0));
        typing.write("B0-C2\n".getBytes(StandardCharsets.UTF_8));
        typing.close();
        assertEquals(LineInput.Read.of("B0-C2"), pipe.read("Han to move> ", Long.MAX_VALUE));
        assertEquals(LineInput.Read.END, pipe.read("Han to move> ", Long.MAX_VALUE));
        assertEquals("Han to move> \nHan to move> B0-C2\nHan to move> \n", transcript());
    }

    @Test
    void aTerminalIsWaitedForNoLongerThanTheClockHas(@TempDir Path dir) throws Exception {
        PipedOutputStream typing = new PipedOutputStream();
        Terminal terminal =
                new DumbTerminal("test", "dumb", new PipedInputStream(typing), bytes, StandardCharsets.UTF_8);
        try (TerminalInput input = new TerminalInput(terminal, () -> null, dir.resolve("history"))) {
            assertEquals(LineInput.Read.TIMED_OUT, input.read("Han to move> ", 0));
            typing.write("B0-C2\n".getBytes(StandardCharsets.UTF_8));
            assertEquals(LineInput.Read.of("B0-C2"), input.read("Han to move> ", Long.MAX_VALUE));
        }
    }

    @Test
    void aFinishedGameKeepsEachMoversClockInItsRecord() {
        Session session = Opening.withoutQuestions(start(Control.HUMAN, Control.HUMAN, "10s+3s"), null);
        new LineMode(LocalTable.of(session), new Script(1_500L, "B9-C7", 2_000L, "B0-C2", "quit"), out).run();
        String pgn = PgnFormat.write(session.record());
        assertTrue(pgn.contains("1. B9-C7 {[%clk 0:00:11.5]} 1... B0-C2 {[%clk 0:00:11]}"), pgn);
    }

    @Test
    void aGameWithoutAClockShowsNone() {
        play(start(Control.HUMAN, Control.HUMAN, "none"), new Script("B9-C7", "quit"));
        assertTrue(transcript().contains("\nCho to move> B9-C7"), transcript());
    }

    @Test
    void linesFromAByteStreamStillReadAsBefore() {
        InputStream in = new ByteArrayInputStream("B9-C7\nquit\n".getBytes(StandardCharsets.UTF_8));
        int status =
                play(start(Control.HUMAN, Control.HUMAN, "none"), LineInput.of(in, out, janggi.text.Texts.english()));
        assertEquals(ExitStatus.DONE, status);
        assertTrue(transcript().contains("Cho played 1. B9-C7."), transcript());
    }
}
