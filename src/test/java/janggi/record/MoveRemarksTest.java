package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.notation.DisplayMove;
import janggi.notation.KoreanMove;
import janggi.text.Language;
import janggi.text.Texts;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What a record says at a move is shown as a player reads it: clocks and evaluations as such, variations in the player's notation. */
class MoveRemarksTest {
    private static final String REVIEWED = """
            [Setup "NBBN/NBBN"]
            [TimeControl "10m"]

            1. B9-C7 {[%clk 0:09:58] a quiet start} 1... B0-C2 $2 {[%eval 0.61] [%clk 0:09:57] [%emt 0:00:03]}
            (1... A3-A4 2. pass) (1... B0-A2!? {what now?} 2. B7-B3 ) 2. pass {[%clk 0:00:30] [%periods 2]} *
            """;

    private static List<String> remarks(int ply, MovePair.MoveWriter writer, Texts texts) {
        GameRecord r = PgnFormat.INSTANCE
                .read(REVIEWED.getBytes(StandardCharsets.UTF_8))
                .get(0);
        return MoveRemarks.at(r, ply, writer).stream().map(texts::render).toList();
    }

    @Test
    void clockCommandsAreLeftToTheClocksAndTheEvaluationIsShownAsOne() {
        Texts english = Texts.english();
        assertEquals(List.of("{a quiet start}"), remarks(1, (m, b) -> "", english));
        // A command the replay does not show otherwise stays, as it is part of what the record says.
        assertEquals(
                List.of(
                        "evaluation: +0.61",
                        "{[%emt 0:00:03]}",
                        "(1... A3-A4 2. pass)",
                        "(1... B0-A2!? (what now?) 2. B7-B3)"),
                remarks(2, (m, before) -> DisplayMove.of(m), english));
        assertEquals(List.of(), remarks(3, (m, b) -> "", english));
    }

    @Test
    void variationsAreWrittenInTheNotationShownAndProseIsLeftAsItIs() {
        Texts korean = Texts.of(Language.KOREAN);
        assertEquals(
                List.of("형세: +0.61", "{[%emt 0:00:03]}", "(1... 41병51 2. 한수쉼)", "(1... B0-A2!? (what now?) 2. B7-B3)"),
                remarks(2, KoreanMove::of, korean));
    }

    @Test
    void anEvaluationIsSignedAsTheReviewPrintsItAndAMateKeptAsItIs() {
        assertEquals("+0.61", MoveRemarks.eval("0.61"));
        assertEquals("-11.17", MoveRemarks.eval("-11.17"));
        assertEquals("#-3", MoveRemarks.eval("#-3"));
        assertEquals("big", MoveRemarks.eval("big"));
        assertEquals("1e308", MoveRemarks.eval("1e308"), "nothing from a file is blown up");
    }
}
