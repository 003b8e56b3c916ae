package janggi.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The time control and the clocks, as each record format carries them or leaves them out. */
class ClockRecordsTest {
    private static final String GIB = """
            [초대국자 "갑"]
            [한대국자 "을"]
            [초차림 "마상상마"]
            [한차림 "마상상마"]
            [제한시간 "180분 30초 3회"]
            [초소비시간 "00:19:31"]
            [한소비시간 "00:21:02"]

            1. 02마83 2. 02마83
            """;

    private static GameRecord read(RecordFormat format, String text) {
        List<GameRecord> games = format.read(text.getBytes(StandardCharsets.UTF_8));
        assertEquals(1, games.size());
        return games.get(0);
    }

    private static String write(RecordFormat format, GameRecord record) {
        return new String(format.write(List.of(record)), StandardCharsets.UTF_8);
    }

    @Test
    void aGibTimeLimitIsReadIntoOurSpecAndWrittenBack() {
        GameRecord record = read(GibFormat.INSTANCE, GIB);
        assertEquals("3h+3x30s", record.tags().get("TimeControl"));
        assertEquals("00:19:31", record.tags().get("ChoTimeUsed"));
        assertEquals("00:21:02", record.tags().get("HanTimeUsed"));
        String gib = write(GibFormat.INSTANCE, record);
        assertTrue(gib.contains("[제한시간 \"180분 30초 3회\"]"), gib);
        assertTrue(gib.contains("[초소비시간 \"00:19:31\"]") && gib.contains("[한소비시간 \"00:21:02\"]"), gib);
        assertTrue(write(PgnFormat.INSTANCE, record).contains("[TimeControl \"3h+3x30s\"]"));
    }

    @Test
    void aGibTimeLimitThatSaysNothingOfTimeIsKeptAsItIs() {
        GameRecord record = read(GibFormat.INSTANCE, GIB.replace("180분 30초 3회", "미상"));
        assertEquals("미상", record.tags().get("TimeControl"));
        assertTrue(write(GibFormat.INSTANCE, record).contains("[제한시간 \"미상\"]"));
    }

    @Test
    void thePychessExportWritesMainSecondsPlusIncrementOrPeriod() {
        GameRecord record = read(PgnFormat.INSTANCE, "[TimeControl \"20m+3x30s\"]\n\n1. B9-C7 {[%clk 0:19:58]} *\n");
        String pychess = write(PychessPgnFormat.INSTANCE, record);
        assertTrue(pychess.contains("[TimeControl \"1200+30\"]"), pychess);
        GameRecord again = read(PychessPgnFormat.INSTANCE, pychess);
        assertTrue(write(PychessPgnFormat.INSTANCE, again).contains("[TimeControl \"1200+30\"]"), "its own form stays");
        GameRecord unknown = read(PgnFormat.INSTANCE, "[TimeControl \"one hour\"]\n\n1. B9-C7 *\n");
        assertFalse(
                write(PychessPgnFormat.INSTANCE, unknown).contains("TimeControl"), "what it cannot read is left out");
    }

    @Test
    void ourPgnKeepsTheClockOfEveryMove() {
        String pgn = "[TimeControl \"0+3x30s\"]\n\n1. B9-C7 {[%clk 0:00:30] [%periods 3]} 1... B0-C2"
                + " {[%clk 0:00:30] [%periods 2]} *\n";
        GameRecord record = read(PgnFormat.INSTANCE, pgn);
        assertEquals(Map.of(1, "[%clk 0:00:30] [%periods 3]", 2, "[%clk 0:00:30] [%periods 2]"), record.comments());
        assertEquals(
                record.comments(),
                read(PgnFormat.INSTANCE, write(PgnFormat.INSTANCE, record)).comments());
    }
}
