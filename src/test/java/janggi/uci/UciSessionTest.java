package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import janggi.core.Perft;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.engine.Engine;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import janggi.text.LineReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/** Conversations with the UCI session as a GUI or match runner holds them: a line, then wait for the answer. */
class UciSessionTest {
    private static final String MATE_IN_ONE = "3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1";
    /** The same after a8e8: Han is mated. */
    private static final String MATED = "3ckc3/9/4R4/9/9/9/9/9/4K4/9 b - - 1 1";

    private static final String INFO = "info depth \\d+ seldepth \\d+ multipv \\d+ score (cp|mate) -?\\d+"
            + " nodes \\d+ nps \\d+ time \\d+( pv( [a-i]\\d{1,2}[a-i]\\d{1,2})+)?";

    @Test
    void handshakeListsTheVariantsAndOptionsAndEndsWithUciok() {
        talk(c -> {
            c.send("uci");
            List<String> out = c.until("uciok");
            assertTrue(out.get(0).startsWith("id name Janggi "), out.get(0));
            assertTrue(out.get(1).startsWith("id author "), out.get(1));
            for (String option : List.of(
                    "option name UCI_Variant type combo default janggi var janggi var janggicasual var janggimodern"
                            + " var janggitraditional var janggimartin var krc",
                    "option name Threads type spin default 1 min 1 max 64",
                    "option name Hash type spin default 64 min 1 max 4096",
                    "option name Skill Level type spin default 20 min 0 max 20",
                    "option name Level type spin default 10 min 1 max 10",
                    "option name MultiPV type spin default 1 min 1 max 8",
                    "option name Clear Hash type button")) {
                assertTrue(out.contains(option), option + " missing from\n" + String.join("\n", out));
            }
            assertEquals("uciok", out.get(out.size() - 1));
        });
    }

    @Test
    void isreadyIsAnsweredWithReadyok() {
        talk(c -> {
            c.send("isready");
            assertEquals(List.of("readyok"), c.until("readyok"));
        });
    }

    @Test
    void searchesThePositionAfterTheMovesAndReportsEachIteration() {
        talk(c -> {
            c.send("position startpos moves b1c3", "go depth 3");
            List<String> out = c.until("bestmove");
            for (int depth = 1; depth <= 3; depth++) {
                String prefix = "info depth " + depth + " ";
                String info = out.stream()
                        .filter(l -> l.startsWith(prefix))
                        .findFirst()
                        .orElseThrow(() -> new AssertionError("no " + prefix + "line in\n" + String.join("\n", out)));
                assertTrue(info.matches(INFO) && info.contains(" pv "), info);
            }
            Position pos = position(Fen.START, RuleSet.JANGGI, "b1c3");
            assertLegal(pos, bestMove(out));
        });
    }

    @Test
    void theSearchKnowsTheMovesBeforeIt() {
        // After Cho's pass a Han pass ends the game, and Han wins on points (73.5 to 72):
        // only the move history tells a position after a pass from the start position.
        talk(c -> {
            c.send("position startpos moves e2e2", "go depth 2");
            List<String> out = c.until("bestmove");
            assertEquals("e9e9", bestMove(out), String.join("\n", out));
            assertTrue(out.stream().anyMatch(l -> l.contains(" score mate 1 ")), String.join("\n", out));
        });
    }

    @Test
    void searchmovesSearchesTheMovesNamedAloneAndLeavesOutIllegalOnes() {
        talk(c -> {
            c.send("position startpos", "go depth 3 searchmoves i4i5");
            List<String> out = c.until("bestmove");
            assertEquals("i4i5", bestMove(out), String.join("\n", out));
            assertTrue(
                    out.stream()
                            .filter(l -> l.startsWith("info depth "))
                            .allMatch(l -> l.endsWith(" pv i4i5") || l.contains(" pv i4i5 ")),
                    String.join("\n", out));
            c.send("go depth 2 searchmoves a1a9 b1c3");
            List<String> named = c.until("bestmove");
            assertTrue(
                    named.contains("info string searchmoves: a1a9 is not a legal move here; left out"),
                    named.toString());
            assertEquals("b1c3", bestMove(named));
        });
        // With no legal move named, every move is searched, and the mate in one found.
        talk(c -> {
            c.send("position fen " + MATE_IN_ONE, "go depth 2 searchmoves a1a9");
            assertEquals("a8e8", bestMove(c.until("bestmove")));
        });
    }

    @Test
    void goInfiniteSendsItsMoveOnlyAfterStop() {
        talk(c -> {
            c.send("position startpos", "go infinite");
            c.send("isready");
            assertFalse(c.until("readyok").stream().anyMatch(l -> l.startsWith("bestmove")));
            c.assertNothingStartingWith("bestmove", 700);
            c.send("stop");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(c.until("bestmove")));
            c.send("isready");
            assertEquals("readyok", c.next());
        });
    }

    @Test
    void stopRightAfterGoIsNeverLost() {
        talk(c -> {
            for (int i = 0; i < 20; i++) {
                c.send("go infinite", "stop", "isready");
                List<String> out = c.until("readyok");
                assertEquals(
                        1, out.stream().filter(l -> l.startsWith("bestmove ")).count(), String.join("\n", out));
            }
        });
    }

    @Test
    void aNewGoStopsTheSearchBeforeIt() {
        talk(c -> {
            c.send("position startpos", "go infinite");
            c.send("go depth 1");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(c.until("bestmove")));
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(c.until("bestmove")));
            c.send("isready");
            assertEquals("readyok", c.next());
        });
    }

    @Test
    void ponderhitSearchesWithTheLimitsOfGoPonder() {
        talk(c -> {
            c.send("position startpos", "go ponder movetime 200");
            c.assertNothingStartingWith("bestmove", 500);
            c.send("ponderhit");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(c.until("bestmove")));
            c.send("go ponder", "stop");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(c.until("bestmove")));
            c.send("ponderhit", "isready");
            assertTrue(c.next().startsWith("info string "), "a ponderhit with nothing to hit is answered");
            assertEquals("readyok", c.next());
        });
    }

    @Test
    void byoyomiAsFairyStockfishSendsItIsAnsweredWithinThePeriod() {
        talk(c -> {
            c.send("position startpos", "go wtime 0 btime 0 byoyomi 1000");
            List<String> out = c.until("bestmove");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(out));
            for (String line : out) {
                Matcher time = Pattern.compile(" time (\\d+)").matcher(line);
                assertTrue(!time.find() || Long.parseLong(time.group(1)) < 1000, line);
            }
            c.send("position startpos moves b1c3", "go wtime 0 btime 0 byoyomi 1000 periods 3");
            assertLegal(position(Fen.START, RuleSet.JANGGI, "b1c3"), bestMove(c.until("bestmove")));
            c.send("go byoyomi 1000 periods 0", "isready");
            assertTrue(c.next().startsWith("info string go: 'periods' needs a whole number from 1"));
            assertEquals("readyok", c.next());
        });
    }

    @Test
    void mateInOneIsReportedAsMateAndPlayed() {
        talk(c -> {
            c.send("position fen " + MATE_IN_ONE, "go depth 3");
            List<String> out = c.until("bestmove");
            assertTrue(
                    out.stream().anyMatch(l -> l.startsWith("info ") && l.contains(" score mate 1 ")),
                    String.join("\n", out));
            assertEquals("a8e8", bestMove(out));
        });
    }

    @Test
    void martinAllowsNoPassWhileOtherMovesExist() {
        talk(c -> {
            c.send("setoption name UCI_Variant value janggimartin", "position startpos", "go depth 1");
            String move = bestMove(c.until("bestmove"));
            assertNotEquals("e2e2", move);
            assertLegal(position(Fen.START, RuleSet.MARTIN), move);
            c.send("position startpos moves e2e2");
            assertTrue(c.next().startsWith("info string position: move 1: 'e2e2' is not a legal move here"));
        });
    }

    @Test
    void noLegalMoveGivesBestmoveNone() {
        talk(c -> {
            c.send("position fen " + MATED, "go depth 2");
            List<String> out = c.until("bestmove");
            assertEquals("info depth 0 score mate 0", out.get(0));
            assertEquals("bestmove (none)", out.get(out.size() - 1));
            // Two passes in a row stop the game: no legal move remains either.
            c.send("position startpos moves e2e2 e9e9", "go depth 2");
            List<String> stopped = c.until("bestmove");
            assertTrue(
                    stopped.contains("info string game over: Han wins on points 73.5 : 72 after two passes in a row"),
                    String.join("\n", stopped));
            assertEquals("bestmove (none)", last(stopped));
        });
    }

    @Test
    void everyUnusableLineIsAnsweredAndChangesNothing() {
        talk(c -> {
            c.send("position startpos moves b1c3");
            for (String garbage : List.of(
                    "foo",
                    "position fen xyz",
                    "position startpos moves z9z9",
                    "go depth -3",
                    "setoption name Hash value lots",
                    "setoption name Nonsense value 1",
                    "position",
                    "position startpos moves b1c3 b1c3",
                    "go depth",
                    "go sideways",
                    "setoption name Level value 11",
                    "setoption name Skill Level value -1",
                    "setoption name UCI_Variant value chess",
                    "setoption name Threads value 0",
                    "setoption name Threads value 65",
                    "setoption value 3",
                    "ponderhit",
                    "position fen " + MATED + " moves e10e9")) {
                c.send(garbage, "isready");
                List<String> out = c.until("readyok");
                assertEquals(2, out.size(), garbage + " -> " + out);
                assertTrue(out.get(0).startsWith("info string "), garbage + " -> " + out);
            }
            c.send("d");
            Position expected = position(Fen.START, RuleSet.JANGGI, "b1c3");
            assertEquals("info string fen " + Fen.of(expected), c.next(), "the position before the garbage stays");
        });
    }

    @Test
    void optionNamesAreCaseInsensitiveAndMultiPvGivesSeveralLines() {
        talk(c -> {
            c.send(
                    "setoption name multipv value 3",
                    "setoption name SKILL LEVEL value 20",
                    "setoption name clear hash",
                    "setoption name Hash value 16",
                    "ucinewgame",
                    "isready");
            assertEquals(List.of("readyok"), c.until("readyok"));
            c.send("position startpos", "go depth 2");
            List<String> out = c.until("bestmove");
            for (int k = 1; k <= 3; k++) {
                String line = " multipv " + k + " ";
                assertTrue(
                        out.stream().anyMatch(l -> l.startsWith("info depth 2 ") && l.contains(line)),
                        "no depth 2 line with" + line + "in\n" + String.join("\n", out));
            }
        });
    }

    @Test
    void skillLevelSpreadsOverTheEngineLevels() {
        assertEquals(1, UciSession.levelForSkill(0));
        assertEquals(6, UciSession.levelForSkill(10));
        assertEquals(10, UciSession.levelForSkill(20));
        for (int s = 1; s <= 20; s++) {
            assertTrue(UciSession.levelForSkill(s) >= UciSession.levelForSkill(s - 1));
        }
    }

    @Test
    void goPerftPrintsTheDivideListLikeFairyStockfish() {
        talk(c -> {
            c.send("position startpos moves b1c3", "go perft 2");
            List<String> out = c.until("Nodes searched: ");
            Position pos = position(Fen.START, RuleSet.JANGGI, "b1c3");
            long expected = new Perft(pos.copy(), 2).count(2);
            assertEquals("Nodes searched: " + expected, out.get(out.size() - 1));
            assertEquals("", out.get(out.size() - 2));
            assertEquals(pos.legalMoves().length, out.size() - 2);
            assertTrue(out.get(0).matches("[a-i]\\d{1,2}[a-i]\\d{1,2}: \\d+"), out.get(0));
            assertEquals("", c.next());
            c.send("perft 1");
            assertEquals("Nodes searched: " + pos.legalMoves().length, last(c.until("Nodes searched: ")));
        });
    }

    @Test
    void quitStopsTheSearchAndEndsTheSession() {
        talk(c -> {
            c.send("go infinite", "quit");
            bestMove(c.until("bestmove"));
            c.assertEnded();
        });
    }

    @Test
    void endOfInputStopsAHeldOrUnboundedSearchButLetsAShortBoundedOneFinish() {
        talk(c -> {
            c.send("go infinite");
            c.endInput();
            bestMove(c.until("bestmove"));
            c.assertEnded();
        });
        talk(c -> {
            c.send("go");
            c.endInput();
            bestMove(c.until("bestmove"));
            c.assertEnded();
        });
        talk(c -> {
            c.send("position startpos", "go depth 5");
            c.endInput();
            List<String> out = c.until("bestmove");
            assertTrue(out.stream().anyMatch(l -> l.startsWith("info depth 5 ")), "depth 5 was finished");
            assertLegal(position(Fen.START, RuleSet.JANGGI), bestMove(out));
            c.assertEnded();
        });
    }

    @Test
    void endOfInputDuringTheDeepestSearchStillEndsTheSessionWithinSeconds() {
        talk(c -> {
            c.send("position startpos", "go depth 127");
            c.endInput();
            long start = System.nanoTime();
            bestMove(c.until("bestmove"));
            c.assertEnded();
            long ms = (System.nanoTime() - start) / 1_000_000;
            assertTrue(ms < UciSession.END_OF_INPUT_GRACE_MS + 5000, ms + " ms");
        });
    }

    @Test
    void goPerftCountsBeforeTheNextLineIsAnsweredAndTheEndOfInputWaitsForIt() {
        talk(c -> {
            // Fairy-Stockfish counts 1024 positions two plies from the start, 33000 three.
            c.send("position startpos", "go perft 2", "isready");
            List<String> out = c.until("readyok");
            assertEquals(List.of("", "Nodes searched: 1024", "", "readyok"), out.subList(out.size() - 4, out.size()));
            c.send("go perft 3");
            c.endInput();
            assertEquals("Nodes searched: 33000", last(c.until("Nodes searched: ")));
            assertEquals("", c.next());
            c.assertEnded();
        });
    }

    @Test
    void stopAndQuitEndACountThatWouldTakeAges() {
        talk(c -> {
            c.send("go perft 30", "stop", "isready");
            List<String> out = c.until("readyok");
            assertTrue(out.stream().noneMatch(l -> l.startsWith("Nodes searched")), out.toString());
            c.send("go perft 30", "quit");
            c.assertEnded();
        });
    }

    @Test
    void stopEndsACountEvenBehindALineThatWaitsForIt() {
        talk(c -> {
            // isready waits for the count's total; the stop after it is read all the same.
            c.send("go perft 7", "isready");
            long sent = System.nanoTime();
            c.send("stop");
            List<String> out = c.until("readyok");
            long ms = (System.nanoTime() - sent) / 1_000_000;
            assertTrue(ms < 1000, "readyok " + ms + " ms after stop");
            assertTrue(out.stream().noneMatch(l -> l.startsWith("Nodes searched")), out.toString());
            // A quit behind two lines ends the count as well, and the lines before it are answered.
            c.send("go perft 7", "isready", "d", "quit");
            assertEquals("readyok", c.next());
            assertTrue(c.next().startsWith("info string fen "));
            c.assertEnded();
        });
    }

    @Test
    void multiPvSetDuringASearchCountsFromTheNextGo() {
        talk(c -> {
            c.send("position startpos", "go depth 4", "setoption name MultiPV value 3");
            List<String> out = c.until("bestmove");
            assertTrue(out.stream().noneMatch(l -> l.contains(" multipv 2 ")), String.join("\n", out));
            c.send("go depth 1");
            List<String> next = c.until("bestmove");
            assertTrue(next.stream().anyMatch(l -> l.contains(" multipv 3 ")), String.join("\n", next));
        });
    }

    @Test
    void aPositionWhereTheGeneralCouldBeTakenIsRefusedAndTheOldOneKept() {
        talk(c -> {
            c.send("position startpos moves b1c3", "position fen 9/4k4/9/9/9/4R4/9/9/4K4/9 w - - 0 1");
            String answer = c.next();
            assertTrue(answer.startsWith("info string position fen: the Han general on e9 is in check"), answer);
            c.send("d");
            assertEquals("info string fen " + Fen.of(position(Fen.START, RuleSet.JANGGI, "b1c3")), c.next());
        });
    }

    @Test
    void unknownInputIsEchoedEscapedAndAnOverlongLineIsNotHeld() {
        talk(c -> {
            c.send("\u001b[2Jhello\u202e");
            assertEquals("info string unknown command '\\x1B[2Jhello\\u202E'", c.next());
            c.send("x".repeat(LineReader.MAX_BYTES + 1), "isready");
            assertEquals("info string line 2 is longer than 65536 bytes; ignored", c.next());
            assertEquals("readyok", c.next());
        });
    }

    @Test
    void aHashLargerThanTheHeapAllowsIsClampedAndSaidSo() {
        talk(c -> {
            c.send("setoption name Hash value " + UciSession.MAX_HASH_MB, "isready");
            List<String> out = c.until("readyok");
            if (UciSession.MAX_HASH_MB > Engine.hashLimitMb()) {
                assertTrue(out.get(0).startsWith("info string Hash " + UciSession.MAX_HASH_MB), out.toString());
            } else {
                assertEquals(List.of("readyok"), out);
            }
        });
    }

    // ---- helpers -----------------------------------------------------------------------------

    private interface Script {
        void run(Conversation c) throws Exception;
    }

    /** Runs a conversation with a fresh session; the whole of it must end within 60 seconds. */
    private static void talk(Script script) {
        assertTimeoutPreemptively(Duration.ofSeconds(60), () -> {
            try (Conversation c = new Conversation()) {
                script.run(c);
            }
        });
    }

    private static Position position(String fen, RuleSet rules, String... moves) {
        Position pos = Fen.parse(fen, rules);
        for (String m : moves) {
            pos.make(UciMove.parse(m, pos));
        }
        return pos;
    }

    private static void assertLegal(Position pos, String move) {
        assertTrue(pos.isLegal(UciMove.parseShape(move)), move + " is not legal in " + Fen.of(pos));
    }

    private static String bestMove(List<String> out) {
        String last = last(out);
        assertTrue(last.matches("bestmove \\S+( ponder \\S+)?"), last);
        return last.split(" ")[1];
    }

    private static String last(List<String> lines) {
        return lines.get(lines.size() - 1);
    }

    /** A session on its own thread: commands go in through a pipe, and its output is read line by line. */
    private static final class Conversation implements AutoCloseable {
        private static final long WAIT_MS = 20_000;
        private static final String ENDED = "\u0000ended";

        private final PipedOutputStream input = new PipedOutputStream();
        private final BlockingQueue<String> output = new LinkedBlockingQueue<>();
        private final List<String> heard = new ArrayList<>();
        private final Thread session;
        private boolean inputOpen = true;

        Conversation() throws IOException {
            PipedInputStream in = new PipedInputStream(input, 1 << 16);
            PrintStream out = new PrintStream(new LineSink(output), false, StandardCharsets.UTF_8);
            session = new Thread(
                    () -> {
                        try {
                            new UciSession(in, out).run();
                        } catch (IOException | RuntimeException e) {
                            output.add("session failed: " + e);
                        } finally {
                            output.add(ENDED);
                        }
                    },
                    "uci-session-under-test");
            session.start();
        }

        void send(String... lines) throws IOException {
            for (String line : lines) {
                input.write((line + "\n").getBytes(StandardCharsets.UTF_8));
            }
            input.flush();
        }

        /** The next line, failing if none comes in time. */
        String next() throws InterruptedException {
            String line = output.poll(WAIT_MS, TimeUnit.MILLISECONDS);
            if (line == null) {
                fail("no answer within " + WAIT_MS + " ms; heard so far:\n" + String.join("\n", heard));
            }
            if (line.equals(ENDED)) {
                fail("the session ended; heard:\n" + String.join("\n", heard));
            }
            heard.add(line);
            return line;
        }

        /** The lines up to and including the first that starts with {@code prefix}. */
        List<String> until(String prefix) throws InterruptedException {
            List<String> lines = new ArrayList<>();
            String line;
            do {
                line = next();
                lines.add(line);
            } while (!line.startsWith(prefix));
            return lines;
        }

        void assertNothingStartingWith(String prefix, long ms) throws InterruptedException {
            long end = System.currentTimeMillis() + ms;
            for (long left = ms; left > 0; left = end - System.currentTimeMillis()) {
                String line = output.poll(left, TimeUnit.MILLISECONDS);
                if (line != null) {
                    assertFalse(line.startsWith(prefix) || line.equals(ENDED), "too early: " + line);
                    heard.add(line);
                }
            }
        }

        /** Closes standard input: the session reads the end of input. */
        void endInput() throws IOException {
            inputOpen = false;
            input.close();
        }

        /** The session ends on its own, with nothing left unsaid but what was already read. */
        void assertEnded() throws InterruptedException {
            session.join(WAIT_MS);
            assertFalse(session.isAlive(), "the session is still running");
            List<String> rest = new ArrayList<>();
            output.drainTo(rest);
            assertEquals(List.of(ENDED), rest);
        }

        @Override
        public void close() throws Exception {
            if (inputOpen && session.isAlive()) {
                try {
                    send("quit");
                    endInput();
                } catch (IOException e) {
                    // the session has just ended by itself
                }
            }
            session.join(WAIT_MS);
            assertFalse(session.isAlive(), "the session did not end after quit");
        }
    }

    /** Bytes in, lines out, as a GUI reads an engine's standard output. */
    private static final class LineSink extends OutputStream {
        private final BlockingQueue<String> lines;
        private final ByteArrayOutputStream line = new ByteArrayOutputStream();

        LineSink(BlockingQueue<String> lines) {
            this.lines = lines;
        }

        @Override
        public synchronized void write(int b) {
            if (b == '\n') {
                lines.add(line.toString(StandardCharsets.UTF_8).replace("\r", ""));
                line.reset();
            } else {
                line.write(b);
            }
        }
    }
}
