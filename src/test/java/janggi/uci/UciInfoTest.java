package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.engine.Score;
import java.util.List;
import org.junit.jupiter.api.Test;

class UciInfoTest {
    @Test
    void aSearchReportIsReadWithItsScoreAndLine() {
        UciInfo info = UciInfo.parse(
                        "info depth 12 seldepth 18 multipv 2 score cp -34 nodes 51234 nps 400000 tbhits 0 time 120 pv h1g3 b10c8")
                .orElseThrow();
        assertEquals(new UciInfo(12, 18, 2, -34, false, false, 51234, 120, List.of("h1g3", "b10c8")), info);
        assertEquals(
                1,
                UciInfo.parse("info depth 3 score cp 5 pv a4a5").orElseThrow().multiPv());
    }

    @Test
    void matesAreScoredAsOurEngineScoresThem() {
        assertEquals(
                Score.MATE - 5,
                UciInfo.parse("info depth 9 score mate 3 pv a1a2").orElseThrow().score());
        assertEquals(
                -(Score.MATE - 4),
                UciInfo.parse("info depth 9 score mate -2").orElseThrow().score());
        assertEquals(
                -Score.MATE,
                UciInfo.parse("info depth 0 score mate 0").orElseThrow().score());
        assertTrue(UciInfo.parse("info depth 9 score mate 3").orElseThrow().mate());
        assertTrue(Score.isMate(
                UciInfo.parse("info depth 9 score mate 100000").orElseThrow().score()));
    }

    @Test
    void boundsAreSaid() {
        assertTrue(UciInfo.parse("info depth 9 score cp 40 lowerbound nodes 5")
                .orElseThrow()
                .bound());
        assertFalse(
                UciInfo.parse("info depth 9 score cp 40 nodes 5").orElseThrow().bound());
    }

    @Test
    void linesWithoutADepthAndScoreOrUnreadableAreNoReports() {
        assertTrue(UciInfo.parse("info string variant janggi startpos ...").isEmpty());
        assertTrue(UciInfo.parse("info currmove h1g3 currmovenumber 1").isEmpty());
        assertTrue(UciInfo.parse("info depth x score cp 3").isEmpty());
        assertTrue(UciInfo.parse("info depth 3 score cp").isEmpty());
        assertTrue(UciInfo.parse("info depth 3 score wdl 1 2 3").isEmpty());
        assertTrue(UciInfo.parse("bestmove a1a2").isEmpty());
        assertTrue(UciInfo.parse("").isEmpty());
    }
}
