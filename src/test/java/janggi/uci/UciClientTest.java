package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.text.Printable;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The client against tiny shell scripts that play the part of an engine. */
class UciClientTest {
    private static final String FEN = "rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1";

    /** A shell "engine": answers uci and isready, and runs {@code onGo} for every go command. */
    private static String fake(String onGo) {
        return "sh -c 'while read l; do case $l in"
                + " uci) echo id name Fake Engine 1.0; echo option name UCI_Variant type combo default chess"
                + " var chess var janggi; echo uciok;;"
                + " isready) echo readyok;; go*) " + onGo + ";; quit) exit 0;; esac; done'";
    }

    @Test
    void commandLinesSplitLikeAShellForSimpleCases() {
        assertEquals(List.of("/usr/games/fairy-stockfish"), UciClient.split(" /usr/games/fairy-stockfish "));
        assertEquals(List.of("sh", "-c", "echo a  b; exit"), UciClient.split("sh -c 'echo a  b; exit'"));
        assertEquals(
                List.of("/opt/my engine/run", "--x=1 2", ""), UciClient.split("\"/opt/my engine/run\" --x='1 2' ''"));
    }

    @Test
    void handshakeReadsTheNameAndOptions() throws IOException {
        try (UciClient c = UciClient.start(fake("echo bestmove a4a5"))) {
            assertEquals("Fake Engine 1.0", c.name());
            assertTrue(c.hasOption("uci_variant"));
            assertEquals(List.of("chess", "janggi"), c.comboValues("UCI_Variant"));
            assertEquals(List.of(), c.setOption("UCI_Variant", "janggi"));
        }
    }

    @Test
    void theLastScoreBeforeBestmoveIsReported() throws IOException {
        try (UciClient c = UciClient.start(
                fake(
                        "echo info depth 1 score cp 12 pv a4a5;"
                                + " echo info depth 2 score mate 3 nodes 40; echo info string thinking; echo bestmove a4b4 ponder a7a6"))) {
            c.newGame();
            UciClient.Answer a = c.move(FEN, List.of("a4a5", "a7a6"), 50);
            assertEquals("a4b4", a.move());
            assertEquals("mate 3", a.score());
        }
    }

    @Test
    void aProgramThatIsNotThereCannotStart() {
        IOException e = assertThrows(IOException.class, () -> UciClient.start("/nonexistent/engine --x"));
        assertTrue(e.getMessage().startsWith("cannot start engine '/nonexistent/engine --x': "), e.getMessage());
    }

    @Test
    void aSilentProgramIsAHandshakeTimeout() {
        long t0 = System.nanoTime();
        IOException e = assertThrows(IOException.class, () -> UciClient.start("sh -c 'cat >/dev/null'", 300));
        assertEquals("cannot start engine 'sh -c 'cat >/dev/null'': did not answer 'uciok' in time", e.getMessage());
        assertTrue(System.nanoTime() - t0 < 3_000_000_000L, "took too long to give up");
    }

    @Test
    void anEngineThatDiesSaysSoWithItsLastErrorLine() throws IOException {
        try (UciClient c = UciClient.start(fake("echo boom >&2; exit 3"))) {
            IOException e = assertThrows(IOException.class, () -> c.move(FEN, List.of(), 50));
            assertTrue(
                    e.getMessage()
                            .startsWith("engine '" + Printable.escape(fake("echo boom >&2; exit 3"))
                                    + "' has stopped (exit status 3): boom"),
                    e.getMessage());
            // and it stays dead: the next request fails at once too
            IOException again = assertThrows(IOException.class, c::ready);
            assertTrue(again.getMessage().contains("has stopped (exit status 3)"), again.getMessage());
        }
    }

    @Test
    void anEngineThatNeverMovesTimesOut() throws IOException {
        try (UciClient c = UciClient.start(fake("true"))) {
            c.graceMs = 200;
            long t0 = System.nanoTime();
            IOException e = assertThrows(IOException.class, () -> c.move(FEN, List.of(), 50));
            assertTrue(e.getMessage().endsWith("did not answer 'bestmove' in time"), e.getMessage());
            assertTrue(System.nanoTime() - t0 < 2_000_000_000L, "took too long to give up");
        }
    }

    @Test
    void closeEndsTheProcessEvenIfItIgnoresQuit() throws IOException {
        UciClient c = UciClient.start("sh -c 'trap \"\" TERM; echo uciok; while true; do sleep 1; done'");
        long t0 = System.nanoTime();
        c.close();
        c.close();
        assertTrue(System.nanoTime() - t0 < 6_000_000_000L);
        IOException e = assertThrows(IOException.class, c::ready);
        assertTrue(e.getMessage().contains("has stopped"), e.getMessage());
    }
}
