package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.GameResult.Termination;
import java.util.Optional;
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

    @Test
    void everyTagWrittenReadsBackAsTheSameResult() {
        for (Termination t : Termination.values()) {
            for (Outcome o : Outcome.values()) {
                for (boolean counted : new boolean[] {false, true}) {
                    boolean hanHigher = o == Outcome.HAN_WINS;
                    GameResult result = counted
                            ? new GameResult(o, t, true, hanHigher ? 144 : 147, hanHigher ? 147 : 144)
                            : new GameResult(o, t, false, 0, 0);
                    String tag = TerminationTag.of(result);
                    if (counted && (t == Termination.RECORDED || o == Outcome.DRAW)) {
                        continue;
                    }
                    if (counted && t == Termination.ON_TIME) {
                        continue;
                    }
                    assertEquals(Optional.of(result), TerminationTag.read(tag, o), tag);
                    assertEquals(Optional.of(result), TerminationTag.read(tag + " (한 시간승)", o), tag);
                }
            }
        }
    }

    @Test
    void aTagThatNamesAnotherResultOrOtherWordsSaysNothing() {
        assertEquals(Optional.empty(), TerminationTag.read("Han wins on time", Outcome.CHO_WINS));
        assertEquals(Optional.empty(), TerminationTag.read("Han wins by disconnection (한 접속 끊김 승)", Outcome.HAN_WINS));
        assertEquals(Optional.empty(), TerminationTag.read(null, Outcome.HAN_WINS));
        assertEquals(
                Optional.of(new GameResult(Outcome.CHO_WINS, Termination.ON_TIME, false, 0, 0)),
                TerminationTag.read("Time forfeit", Outcome.CHO_WINS));
        assertEquals(
                Optional.of(new GameResult(Outcome.CHO_WINS, Termination.RECORDED, false, 0, 0)),
                TerminationTag.read("Cho wins (초 완승)", Outcome.CHO_WINS));
    }
}
