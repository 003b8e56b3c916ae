package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class MatchCommandTest {
    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

    /** Runs the command line in-process; returns exit status and standard output and error. */
    private static String[] run(String... args) {
        PrintStream oldOut = System.out;
        PrintStream oldErr = System.err;
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        ByteArrayOutputStream err = new ByteArrayOutputStream();
        try {
            System.setOut(new PrintStream(out, true, StandardCharsets.UTF_8));
            System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
            int status = Main.run(args);
            return new String[] {Integer.toString(status), out.toString(StandardCharsets.UTF_8), err.toString(StandardCharsets.UTF_8)};
        } finally {
            System.setOut(oldOut);
            System.setErr(oldErr);
        }
    }

    @Test
    void anOpponentThatPlaysAnIllegalMoveLosesThatGame(@TempDir Path dir) throws IOException {
        Path fake = dir.resolve("fake-engine");
        Files.write(fake, List.of("#!/bin/sh",
                "while read line; do case \"$line\" in",
                "uci) echo uciok;; isready) echo readyok;; go*) echo 'bestmove a1a9';; quit) exit 0;; esac; done"));
        fake.toFile().setExecutable(true);
        String[] r = run("match", "--engine", fake.toString(), "--games", "2", "--movetime", "20");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("game 2: ours=Han vs opponent=Cho setups NBBN/NBBN: 0-1 (opponent's illegal move a1a9)"), r[1]);
        assertTrue(r[1].contains("W-D-L (ours): "), r[1]);
    }

    @Test
    void anEngineThatCannotStartIsOneClearLine() {
        String[] r = run("match", "--engine", "/nonexistent/engine", "--games", "1");
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: cannot start engine '/nonexistent/engine'"), r[2]);
        assertEquals(1, r[2].lines().count(), r[2]);
    }

    @Test
    void badOptionsExitWithStatus2() {
        assertEquals("2", run("match", "--engine", "x", "--rules", "chess")[0]);
        assertEquals("2", run("match", "--engine", "x", "--games", "0")[0]);
        assertEquals("2", run("match", "--engine", "x", "--engine-option", "Hash")[0]);
    }

    @Test
    void shortMatchAgainstFairyStockfish() {
        if (!Files.isExecutable(FAIRY_STOCKFISH)) {
            System.out.println("SKIPPED: match against Fairy-Stockfish (" + FAIRY_STOCKFISH + " not installed)");
        }
        Assumptions.assumeTrue(Files.isExecutable(FAIRY_STOCKFISH));
        String[] r = run("match", "--engine", FAIRY_STOCKFISH.toString(), "--games", "2", "--movetime", "30",
                "--max-plies", "40", "--engine-option", "Skill Level=0");
        assertEquals("0", r[0], r[2]);
        assertEquals(2, r[1].lines().filter(l -> l.startsWith("game ")).count(), r[1]);
        assertTrue(r[1].lines().anyMatch(l -> l.matches("W-D-L \\(ours\\): \\d+-\\d+-\\d+, score .*")), r[1]);
    }
}
