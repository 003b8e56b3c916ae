package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.io.BufferedReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PipedReader;
import java.io.PipedWriter;
import java.io.PrintStream;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Conversations with the UCI session, as a GUI or match runner would hold them. */
class UciSessionTest {

    /** Runs a whole script (end of input ends the session) and returns what the session said. */
    private static List<String> converse(String... lines) {
        return assertTimeoutPreemptively(Duration.ofSeconds(30), () -> {
            ByteArrayOutputStream bytes = new ByteArrayOutputStream();
            PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
            new UciSession(new BufferedReader(new StringReader(String.join("\n", lines) + "\n")), out).run();
            return bytes.toString(StandardCharsets.UTF_8).lines().toList();
        });
    }

    private static String bestMove(List<String> output) {
        return output.stream().filter(l -> l.startsWith("bestmove ")).reduce((a, b) -> b)
                .map(l -> l.split(" ")[1]).orElseThrow(() -> new AssertionError("no bestmove in " + output));
    }

    @Test
    void handshakeListsVariantsAndOptions() {
        List<String> out = converse("uci");
        assertTrue(out.get(0).startsWith("id name "));
        assertTrue(out.contains("option name UCI_Variant type combo default janggi var janggi var janggicasual"
                + " var janggimodern var janggitraditional var janggimartin"), String.join("\n", out));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("option name Hash type spin")));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("option name Skill Level type spin")));
        assertTrue(out.stream().anyMatch(l -> l.startsWith("option name MultiPV type spin")));
        assertEquals("uciok", out.get(out.size() - 1));
    }

    @Test
    void searchesThePositionGivenWithItsMoves() {
        List<String> out = converse("isready", "position startpos moves b1c3", "go depth 3");
        assertEquals("readyok", out.get(0));
        String info = out.stream().filter(l -> l.startsWith("info depth 3 ")).findFirst().orElseThrow();
        assertTrue(info.matches("info depth 3 seldepth \\d+ multipv 1 score cp -?\\d+ nodes \\d+ nps \\d+ time \\d+ pv .*"), info);
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        pos.make(UciMove.parse("b1c3", pos));
        assertTrue(pos.isLegal(UciMove.parseShape(bestMove(out))), bestMove(out) + " is not a legal Han move");
    }

    @Test
    void reportsMateScores() {
        List<String> out = converse("position fen 3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1", "go depth 3");
        assertTrue(out.stream().anyMatch(l -> l.contains(" score mate 1 ")), String.join("\n", out));
        assertEquals("a8e8", bestMove(out));
    }

    @Test
    void theSameMateIsADrawUnderMartin() {
        List<String> out = converse("setoption name UCI_Variant value janggimartin",
                "position fen 3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1", "go depth 3");
        assertFalse(out.stream().anyMatch(l -> l.contains(" score mate ")), "Gollon's rule makes it a draw");
    }

    @Test
    void martinHasNoPassAtTheStart() {
        List<String> out = converse("setoption name UCI_Variant value janggimartin", "position startpos", "go depth 1");
        assertFalse(bestMove(out).equals("e2e2"));
    }

    @Test
    void noLegalMoveGivesBestmoveNone() {
        // Two passes in a row end the game: no legal move remains.
        List<String> out = converse("position startpos moves e2e2 e9e9", "go depth 2");
        assertEquals("(none)", bestMove(out));
    }

    @Test
    void infiniteSearchReportsOnlyAfterStop() throws Exception {
        PipedWriter script = new PipedWriter();
        BufferedReader in = new BufferedReader(new PipedReader(script));
        ByteArrayOutputStream bytes = new ByteArrayOutputStream();
        PrintStream out = new PrintStream(bytes, true, StandardCharsets.UTF_8);
        Thread session = new Thread(() -> {
            try {
                new UciSession(in, out).run();
            } catch (IOException e) {
                throw new IllegalStateException(e);
            }
        });
        session.start();
        script.write("position startpos\ngo infinite\n");
        script.flush();
        Thread.sleep(500);
        script.write("isready\n");
        script.flush();
        Thread.sleep(200);
        String before = bytes.toString(StandardCharsets.UTF_8);
        assertTrue(before.contains("readyok"), "isready is answered while searching");
        assertFalse(before.contains("bestmove"), "no bestmove before stop");
        script.write("stop\nquit\n");
        script.flush();
        session.join(10_000);
        assertFalse(session.isAlive());
        assertTrue(bytes.toString(StandardCharsets.UTF_8).contains("bestmove "));
    }

    @Test
    void garbageIsAnsweredAndIgnored() {
        List<String> out = converse("foo", "position fen xyz", "position startpos moves z9z9", "go depth -3",
                "setoption name Hash value lots", "setoption name Nonsense value 1", "position startpos moves b1c3 b1c3",
                "isready", "d");
        long answers = out.stream().filter(l -> l.startsWith("info string ")).count();
        assertEquals(8, answers, String.join("\n", out));
        assertTrue(out.contains("readyok"));
        assertTrue(out.contains("info string fen " + Fen.START), "bad moves left the position unchanged");
    }

    @Test
    void perftMatchesTheRules() {
        List<String> out = converse("position startpos", "go perft 3");
        assertEquals("Nodes searched: 33000", out.get(out.size() - 1));
    }
}
