package janggi.tui;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.googlecode.lanterna.TerminalSize;
import com.googlecode.lanterna.TerminalTextUtils;
import janggi.play.Look;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import janggi.text.Cells;
import janggi.text.Texts;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Text from a record drawn as cells: accents that do not compose, emoji, joined emoji and wide
 * letters, each in the cells the terminal gives it or as a stand-in, on Lanterna's virtual
 * terminal and as the bytes an ANSI terminal (an SSH client) is sent.
 */
class TextCellsTest extends VirtualTerminalTest {
    private static final String ZALGO = "a" + "\u0301".repeat(30);
    private static final String FAMILY = "\uD83D\uDC68\u200D\uD83D\uDC69\u200D\uD83D\uDC67";
    private static final String RECORD = "[Event \"Cells\"]\n[Cho \"Ki\u0301m \uD83D\uDE00\"]\n[Han \"" + ZALGO
            + "\"]\n\n1. B9-C7 {e\u0301t\u00e9 " + FAMILY + " \u5c07 \u03a9 \uD835\uDC00 " + ZALGO.repeat(5)
            + "} *\n";

    private Running<Optional<janggi.play.Start>> view(Seat seat) throws Exception {
        List<GameRecord> records = PgnFormat.INSTANCE.read(RECORD.getBytes(StandardCharsets.UTF_8));
        ReplayViewer replay = new ReplayViewer(seat, records, 0, true, false, Look.MARTIN, Texts.english());
        return new Running<>(replay::run);
    }

    @Test
    void clustersAreSplitAsATerminalDrawsThem() {
        assertEquals(List.of("a\u0301\u0301", "b"), Cells.clusters("a\u0301\u0301b"));
        assertEquals(List.of(FAMILY, " "), Cells.clusters(FAMILY + " "));
        assertEquals(List.of("\uD83C\uDDF0\uD83C\uDDF7", "\uD83C\uDDEF"), Cells.clusters("🇰🇷🇯"));
        assertEquals(List.of("\u0301", "x"), Cells.clusters("\u0301x"));
        assertEquals(4, Cells.columns("장기"));
        assertEquals(1, Cells.columns(ZALGO));
        assertEquals(2, Cells.columns("\uD83D\uDE00"));
    }

    @Test
    void eachClusterIsDrawnAsOneCodePointTheScreenAndTheTerminalCountAlike() {
        assertEquals("\u00e1", TextFit.drawn(ZALGO));
        assertEquals("\uD83D\uDC68", TextFit.drawn(FAMILY));
        assertEquals("?", TextFit.drawn("\uD835\uDC00"), "a narrow letter beyond the basic plane");
        assertEquals("?", TextFit.drawn("\u0301"), "a mark with nothing to sit on");
        assertEquals("?", TextFit.drawn("\u3105"), "Bopomofo: wide, but Lanterna takes it for narrow");
        assertEquals("\u5c07", TextFit.drawn("\u5c07"));
        assertEquals(3 + 2 + 1, TextFit.width("a" + ZALGO + "b\uD83D\uDE00 "));
        assertEquals("ab~", TextFit.clip("ab" + ZALGO + "cd", 3), "cut between clusters, never inside one");
    }

    @Test
    void namesAndCommentsFromARecordTakeTheirCellsOnTheScreen() throws Exception {
        Running<Optional<janggi.play.Start>> viewer = view(newSeat());
        waitFor("the players", s -> s.contains("Cho: K\u00edm \uD83D\uDE00  Han: \u00e1"));
        keys(com.googlecode.lanterna.input.KeyType.ArrowRight, 1);
        String screen = waitFor("the comment", s -> s.contains("{\u00e9t\u00e9"));
        assertTrue(
                screen.contains("{\u00e9t\u00e9 \uD83D\uDC68 \u5c07 \u03a9 ? \u00e1\u00e1\u00e1\u00e1\u00e1}"), screen);
        press('q');
        viewer.end();
    }

    @Test
    void theTerminalIsSentNoNulNoMarkAndNothingItWouldCountOtherwise() throws Exception {
        ByteArrayOutputStream sent = new ByteArrayOutputStream();
        Seat seat = seatOn(new RemoteTerminal(new ByteArrayInputStream(new byte[0]), sent, new TerminalSize(80, 24)));
        Running<Optional<janggi.play.Start>> viewer = view(seat);
        settled();
        keys(com.googlecode.lanterna.input.KeyType.ArrowRight, 1);
        settled();
        press('q');
        viewer.end();
        byte[] bytes = sent.toByteArray();
        for (byte b : bytes) {
            assertTrue(b != 0, "a NUL byte was sent");
        }
        String text = new String(bytes, StandardCharsets.UTF_8);
        assertTrue(text.contains("\uD83D\uDE00"), "the emoji is sent whole");
        String printed = text.replaceAll("\u001b(\\[[0-9;?]*[A-Za-z]|\\([0-9A-Z])", "");
        printed.codePoints().filter(c -> c >= ' ').forEach(c -> {
            int lanterna = c > 0xFFFF || TerminalTextUtils.isCharCJK((char) c) ? 2 : 1;
            assertTrue(Cells.width(c) == lanterna, "U+" + Integer.toHexString(c) + " would be counted otherwise");
        });
    }
}
