package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.input.KeyType;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.play.Control;
import janggi.play.Look;
import janggi.play.Start;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.Texts;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The replay viewer driven through Lanterna's virtual terminal. */
class ReplayViewerTest extends VirtualTerminalTest {
    private static final String RECORDS = """
            [Event "Club night"]
            [Cho "Kim\u001b[2J"]
            [Han "Lee"]
            [Setup "NBBN/NBBN"]

            1. B9-C7 {Kim develops} B0-C2 2. A6-B6 I3-H3 3. pass 1-0

            [Event "Second game"]

            1. I6-H6 *
            """;

    private Running<Optional<Start>> viewer;

    private void view(String text) throws Exception {
        List<GameRecord> records = PgnFormat.INSTANCE.read(text.getBytes(StandardCharsets.UTF_8));
        ReplayViewer replay = new ReplayViewer(newSeat(), records, 0, true, false, Look.MARTIN, Texts.english());
        viewer = new Running<>(replay::run);
    }

    /** What the viewer ends with. */
    private Optional<Start> end() throws InterruptedException {
        return viewer.end();
    }

    @Test
    void stepsThroughTheGameWithTheMoveMarkedAndTheCommentShown() throws Exception {
        view(RECORDS);
        waitFor("the start", s -> s.contains("Start") && s.contains("Club night  (game 1 of 2)"));
        assertTrue(screenText().contains("Cho: Kim?[2J  Han: Lee"), "tags are shown neutralised:\n" + screenText());
        keys(KeyType.ArrowRight, 1);
        waitFor("move 1", s -> s.contains("Move 1/5: B9-C7") && s.contains("{Kim develops}"));
        assertTrue(screenText().contains("  1. >B9-C7  B0-C2"), screenText());
        assertTrue(screenText().contains("     7  +-[c][n]-+--+--+--+-[c]-+"), screenText());
        keys(KeyType.End, 1);
        waitFor("the end", s -> s.contains("Move 5/5: pass") && s.contains("Cho wins (as recorded)"));
        keys(KeyType.Home, 1);
        waitFor("the start again", s -> s.contains("Start"));
        press('g');
        type("2...");
        waitFor("after Han's second move", s -> s.contains("Move 4/5: I3-H3") && s.contains("  2.  A6-B6 >I3-H3"));
        press('g');
        type("9");
        waitFor("a refusal", s -> s.contains("No move '9' here"));
        press('x');
        waitFor(
                "the unknown key answered",
                s -> s.contains("Not a key here: the keys are below, and [ ] go to the other games"));
        press(']');
        waitFor("the second game", s -> s.contains("Second game  (game 2 of 2)"));
        press('q');
        assertEquals(Optional.empty(), end());
    }

    @Test
    void aReviewsMarksEvaluationsAndBestLineAreShownAtTheirMoves() throws Exception {
        view("""
                [Event "Reviewed"]

                1. B9-C7 {[%eval 0.30]} 1... B0-C2 $4 {[%eval 5.10] a slip} (1... A6-A5 2. A9-A8) 2. A6-B6 *
                """);
        waitFor("the start", s -> s.contains("Start"));
        keys(KeyType.ArrowRight, 2);
        String s = waitFor("the blunder", t -> t.contains("Move 2/3: B0-C2"));
        assertTrue(s.contains("  1.  B9-C7   >B0-C2??"), s);
        assertTrue(s.contains("evaluation: +5.10\n"), s);
        assertTrue(s.contains("{a slip}\n"), s);
        assertTrue(s.contains("(1... A6-A5 2. A9-A8)"), s);
        press('q');
        assertEquals(Optional.empty(), end());
    }

    @Test
    void theAnalysisFollowsTheMoveShownUntilItIsTurnedOff() throws Exception {
        view(RECORDS);
        waitFor("the start", s -> s.contains("Start"));
        press('a');
        String s = waitFor("the engine's news", t -> t.contains("Engine, depth "));
        assertTrue(s.matches("(?s).*Cho \\[#+-+\\] Han.*"), "an evaluation bar:\n" + s);
        assertTrue(s.matches("(?s).*\\] Han\n[^\n]*  1\\. [A-I]\\d-[A-I]\\d.*"), "the line it expects:\n" + s);
        keys(KeyType.ArrowRight, 1);
        waitFor(
                "news of Han's move",
                t -> t.contains("Move 1/5") && t.matches("(?s).*\\] Han\n[^\n]*  1\\.\\.\\. [A-I]\\d-.*"));
        keys(KeyType.End, 1);
        press('a');
        waitFor("no analysis", t -> t.contains("Move 5/5") && !t.contains("Engine"));
        press('q');
        assertEquals(Optional.empty(), end());
    }

    @Test
    void branchingOffHandsTheGameAtThatMoveToANewSession() throws Exception {
        view(RECORDS);
        waitFor("the start", s -> s.contains("Start"));
        keys(KeyType.ArrowRight, 3);
        waitFor("move 3", s -> s.contains("Move 3/5: A6-B6"));
        press('b');
        waitFor("the question", s -> s.contains("Play on from here"));
        assertTrue(
                screenText().contains("f with a friend, Esc\nback\n"),
                "the question shows whole, on two rows:\n" + screenText());
        press('c');
        Start start = end().orElseThrow();
        assertEquals(
                List.of("B9-C7", "B0-C2", "A6-B6"),
                start.game().moves().stream().map(DisplayMove::of).toList());
        assertEquals(Control.HUMAN, start.control(Side.HAN), "the player takes the side to move");
        assertEquals(Control.COMPUTER, start.control(Side.CHO));
        assertTrue(start.game().setup(Side.CHO).isPresent());
    }

    @Test
    void theEndOfAFinishedGameCannotBeBranchedAndASmallTerminalIsSaidSo() throws Exception {
        view(RECORDS);
        waitFor("the start", s -> s.contains("Start"));
        keys(KeyType.End, 1);
        press('b');
        waitFor("the refusal", s -> s.contains("The game is over at this move"));
        terminal.setTerminalSize(new TerminalSize(60, 20));
        waitFor("the size message", s -> s.contains("Terminal too small"));
        terminal.setTerminalSize(new TerminalSize(80, 24));
        waitFor("the board again", s -> s.contains("Move 5/5"));
        keys(KeyType.Escape, 1);
        assertEquals(Optional.empty(), end());
    }

    @Test
    void aRecordThatBreaksOffSaysSoAboveTheMessage() throws Exception {
        view("1. B9-C7 B0-Z9 *\n");
        waitFor("the break", s -> s.contains("Breaks off at"));
        press('x');
        waitFor("both rows", s -> s.matches("(?s).*Breaks off at [^\n]*\nNot a key here: .*"));
        press('q');
        end();
    }

    @Test
    void wideKoreanTagsWrapWithinThePanel() throws Exception {
        view("[Event \"" + "장기대회".repeat(10) + "\"]\n\n1. B9-C7 *\n");
        String s = settled();
        assertTrue(s.contains("장기대회장기대회"), s);
        for (int y = 0; y < 24; y++) {
            assertTrue(TextFit.width(row(y)) <= 80, "row " + y + " is too wide:\n" + s);
            assertFalse(row(y).endsWith("~"), "row " + y + " is cut:\n" + s);
        }
        press('q');
        end();
    }
}
