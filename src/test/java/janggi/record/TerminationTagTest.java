package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import org.junit.jupiter.api.Test;

/** The Termination tag is part of the file format: the same English words in every record, whoever saved it. */
class TerminationTagTest {

    @Test
    void theTagSaysWhoWonHowAndOnWhatPoints() {
        assertEquals(
                "Han wins on points 73.5 : 72 after two passes in a row",
                TerminationTag.of(new GameResult(Outcome.HAN_WINS, Termination.DOUBLE_PASS, true, 144, 147)));
        assertEquals(
                "Cho wins by checkmate",
                TerminationTag.of(new GameResult(Outcome.CHO_WINS, Termination.CHECKMATE, false, 0, 0)));
        assertEquals(
                "Drawn by Gollon's rule",
                TerminationTag.of(new GameResult(Outcome.DRAW, Termination.GOLLON, false, 0, 0)));
        assertEquals(
                "Han wins (as recorded)",
                TerminationTag.of(new GameResult(Outcome.HAN_WINS, Termination.RECORDED, false, 0, 0)));
    }
}
