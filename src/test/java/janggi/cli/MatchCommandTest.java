package janggi.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.GameResult.Outcome;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.SearchLimits;
import janggi.record.GameRecord;
import janggi.record.Records;
import janggi.uci.FakeEngine;
import janggi.uci.Match;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import picocli.CommandLine;

/** The match command's options and what it prints and saves; the match itself is MatchTest's. */
class MatchCommandTest {
    /** Plays a1a9: in game 1 (ours Cho) it moves our chariot; in game 2 (ours Han) the soldier on a4 blocks it. */
    private static final String ILLEGAL = FakeEngine.answering("echo bestmove a1a9");

    private static List<String> gameLines(String out) {
        return out.lines().filter(l -> l.startsWith("game ")).toList();
    }

    @Test
    void eachGameIsPrintedAsItEndsThenTheScoreAndTheEloDifference() {
        String[] r = CommandRun.run("match", "--engine", ILLEGAL, "--games", "2", "--movetime", "20", "--book", "none");
        assertEquals("0", r[0], r[2]);
        assertTrue(
                r[1].startsWith("match: ours (level 10, 1 thread) vs " + ILLEGAL + " (" + ILLEGAL
                        + "), rules janggi, 2 games, 20 ms a move, ply cap 300\n"),
                r[1]);
        assertEquals(
                List.of(
                        "game 1: ours=Cho vs sh=Han setups NBBN/NBBN: 1-0 (Cho wins: sh played an illegal move a1a9) 1 ply",
                        "game 2: ours=Han vs sh=Cho setups NBBN/NBBN: 0-1 (Han wins: sh played an illegal move a1a9) 0 plies"),
                gameLines(r[1]),
                r[1]);
        assertTrue(r[1].contains("W-D-L (ours): 2-0-0, score 100.0%, Elo +191 ± "), r[1]);
        assertTrue(r[1].contains("the score is taken as 75.0% for the estimate"), r[1]);
        String one = CommandRun.run("match", "--engine", ILLEGAL, "--games", "1", "--movetime", "20")[1];
        assertTrue(one.contains("(one game: no error margin)"), one);
    }

    @Test
    void everyGameIsAppendedToThePgnFileWithItsResultAndReason(@TempDir Path dir) {
        Path pgn = dir.resolve("match.pgn");
        String[] r = CommandRun.run(
                "match",
                "--engine",
                ILLEGAL,
                "--games",
                "2",
                "--movetime",
                "20",
                "--book",
                "none",
                "--pgn",
                pgn.toString());
        assertEquals("0", r[0], r[2]);
        List<GameRecord> games = Records.read(pgn);
        assertEquals(2, games.size());
        assertEquals("Janggi level 10", games.get(0).tags().get("Cho"));
        assertEquals("sh", games.get(0).tags().get("Han"));
        assertTrue(
                games.get(0).tags().get("Date").matches("\\d{4}\\.\\d\\d\\.\\d\\d"),
                games.get(0).tags().toString());
        assertEquals(1, games.get(0).game().moves().size());
        assertEquals(
                GameResult.Outcome.CHO_WINS,
                games.get(0).game().result().orElseThrow().outcome());
        assertEquals(
                "Cho wins: sh played an illegal move a1a9", games.get(0).tags().get("Termination"));
        assertEquals("sh", games.get(1).tags().get("Cho"));
        assertEquals(
                GameResult.Outcome.HAN_WINS,
                games.get(1).game().result().orElseThrow().outcome());
    }

    @Test
    void anUnwritablePgnFileStopsTheMatchBeforeItStarts(@TempDir Path dir) {
        String[] r = CommandRun.run(
                "match",
                "--engine",
                ILLEGAL,
                "--games",
                "1",
                "--pgn",
                dir.resolve("no/such/dir/match.pgn").toString());
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: cannot write "), r[2]);
        assertTrue(r[1].isEmpty(), r[1]);
    }

    @Test
    void theOpponentCanBeGivenItsOwnTimePerMove() {
        String[] r = CommandRun.run(
                "match", "--engine", ILLEGAL, "--games", "1", "--movetime", "20", "--engine-movetime", "7");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("ours 20 ms a move, theirs 7"), r[1]);
        MatchCommand match = new MatchCommand();
        new CommandLine(match).parseArgs("--engine", "x", "--movetime", "20", "--engine-movetime", "7");
        assertEquals(Match.Limits.moveTime(20, 7), match.limits());
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--engine-movetime", "0")[0]);
    }

    @ParameterizedTest(name = "--{0} {1}")
    @CsvSource({"depth, 3", "nodes, 500"})
    void bothEnginesCanSearchAFixedDepthOrNumberOfNodesInsteadOfForATime(String limit, String n) {
        String[] r = CommandRun.run("match", "--engine", ILLEGAL, "--games", "1", "--" + limit, n);
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains(", 1 game, " + limit + " " + n + ", ply cap "), r[1]);
        MatchCommand match = new MatchCommand();
        new CommandLine(match).parseArgs("--engine", "x", "--" + limit, n);
        assertEquals(
                limit.equals("depth") ? SearchLimits.depth(Integer.parseInt(n)) : SearchLimits.nodes(Long.parseLong(n)),
                match.limits().ours());
        assertEquals(limit + " " + n, match.limits().theirFixedWork());
    }

    @Test
    void aSecondPassThroughTheBookAtFixedNodesSaysHowManyNodesItsGamesSearch(@TempDir Path dir) throws Exception {
        Path one = dir.resolve("one.txt");
        Files.writeString(one, "NBBN BNNB c4d4\n");
        String out = CommandRun.run(
                "match", "--engine", ILLEGAL, "--games", "4", "--nodes", "500", "--book", one.toString())[1];
        assertTrue(
                out.contains("game 2:")
                        && out.indexOf("the games from here on search 510 nodes a move") > out.indexOf("game 2:")
                        && out.contains("game 3:"),
                out);
    }

    @Test
    void theOpponentCanBeGivenANumberOfNodesWhateverOursSearchesFor() {
        MatchCommand match = new MatchCommand();
        new CommandLine(match).parseArgs("--engine", "x", "--movetime", "300", "--engine-nodes", "5000");
        assertEquals(Match.Limits.opponentNodes(SearchLimits.moveTime(300), 5000), match.limits());
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--engine-nodes", "0")[0]);
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--clock", "5m", "--engine-nodes", "100")[0]);
    }

    @Test
    void theBuiltInBeginnerPlaysAMatchAsAnyEngineDoes() {
        String[] r = CommandRun.run("match", "--engine", "builtin:beginner", "--games", "2", "--depth", "1");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("vs Janggi beginner (builtin:beginner)"), r[1]);
        assertEquals(2, gameLines(r[1]).size(), r[1]);
        assertTrue(gameLines(r[1]).stream().allMatch(l -> l.contains("vs beginner=")), r[1]);
        assertTrue(gameLines(r[1]).stream().noneMatch(l -> l.contains("wins: beginner")), "no forfeit: " + r[1]);
    }

    @Test
    void anEngineThatCannotStartIsOneClearLine() {
        String[] r = CommandRun.run("match", "--engine", "/nonexistent/engine", "--games", "1");
        assertEquals("2", r[0]);
        assertTrue(r[2].startsWith("janggi: cannot start engine '/nonexistent/engine': "), r[2]);
        assertEquals(1, r[2].lines().count(), r[2]);
    }

    @Test
    void badOptionsExitWithStatus2AndOneLine() {
        String[] rules = CommandRun.run("match", "--engine", "x", "--rules", "chess");
        assertEquals("2", rules[0]);
        assertTrue(rules[2].startsWith("janggi: unknown rule set 'chess' (known: janggi, "), rules[2]);
        String[] games = CommandRun.run("match", "--engine", "x", "--games", "0");
        assertEquals("2", games[0]);
        assertEquals("janggi: --games should be at least 1, not 0", games[2].strip());
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--engine-option", "Hash")[0]);
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--level", "11")[0]);
        for (String other : new String[] {"--movetime", "--engine-movetime", "--depth", "--nodes"}) {
            String[] clocked = CommandRun.run("match", "--engine", "x", "--clock", "1m", other, "10");
            assertEquals("2", clocked[0], other);
            assertTrue(clocked[2].contains("--clock gives each engine its time"), clocked[2]);
        }
        assertEquals("2", CommandRun.run("match", "--engine", "x", "--clock", "1x")[0]);
        assertEquals(
                "janggi: --threads should be from 1 to 64, not 0",
                CommandRun.run("match", "--engine", "x", "--threads", "0")[2].strip());
        assertEquals(
                "janggi: --depth should be from 1 to 64",
                CommandRun.run("match", "--engine", "x", "--depth", "0")[2].strip());
        assertEquals(
                "janggi: --nodes and --engine-nodes should be positive",
                CommandRun.run("match", "--engine", "x", "--nodes", "-5")[2].strip());
        assertEquals(
                "janggi: give --depth or --nodes, not both",
                CommandRun.run("match", "--engine", "x", "--depth", "3", "--nodes", "100")[2].strip());
        assertEquals(
                "janggi: --concurrency should be from 1 to 64, not 0",
                CommandRun.run("match", "--engine", "x", "--concurrency", "0")[2].strip());
    }

    @Test
    void aSequentialTestStopsTheMatchOnceThePairsDecideIt() {
        // Every game is won by the opponent's illegal move: pairs of 2 points. With wide bounds and
        // error rates of one in five, three pairs carry the log-likelihood ratio past 1.39.
        String[] r = CommandRun.run(
                "match",
                "--engine",
                ILLEGAL,
                "--movetime",
                "20",
                "--games",
                "40",
                "--sprt",
                "0,400",
                "--alpha",
                "0.2",
                "--beta",
                "0.2");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains(", at most 40 games, 20 ms a move,"), r[1]);
        assertEquals(6, gameLines(r[1]).size(), r[1]);
        assertTrue(r[1].contains("SPRT after 1 pair: LLR 0.60 (bounds -1.39, 1.39)\n"), r[1]);
        assertTrue(r[1].contains("SPRT after 3 pairs: LLR 1.79 (bounds -1.39, 1.39)\n"), r[1]);
        assertTrue(r[1].contains("Pairs scoring 0, 1/2, 1, 3/2, 2 points: 0, 0, 0, 0, 3; Elo "), r[1]);
        assertTrue(
                r[1].contains("SPRT elo0 0.0, elo1 400.0, alpha 0.20, beta 0.20: LLR 1.79 (bounds -1.39, 1.39): "
                        + "H1 accepted: ours is likely at least 400.0 Elo stronger\n"),
                r[1]);
        String undecided =
                CommandRun.run("match", "--engine", ILLEGAL, "--movetime", "20", "--games", "2", "--sprt", "0,10")[1];
        assertTrue(undecided.contains(": undecided after 2 games\n"), undecided);
    }

    @Test
    void theTestCountsWholePairsByTheirNumbersLeavingOutAPairCutShort() {
        Game start = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        List<Match.Round> rounds = new ArrayList<>();
        // Games 1-2 and 5-6 are whole pairs; game 3's pair was cut short before game 4.
        for (int number : new int[] {1, 2, 3, 5, 6}) {
            rounds.add(new Match.Round(
                    number,
                    number % 2 == 1 ? Side.CHO : Side.HAN,
                    Setup.STANDARD,
                    Setup.STANDARD,
                    start,
                    Outcome.CHO_WINS,
                    null,
                    false,
                    GameClock.none()));
        }
        assertArrayEquals(new int[] {0, 0, 2, 0, 0}, MatchCommand.pairs(rounds));
    }

    @Test
    void concurrencyPlaysSeveralGamesAtOnceAndSaysSo() {
        String[] r = CommandRun.run(
                "match",
                "--engine",
                ILLEGAL,
                "--movetime",
                "20",
                "--games",
                "6",
                "--concurrency",
                "2",
                "--book",
                "none");
        assertEquals("0", r[0], r[2]);
        assertTrue(r[1].contains("\nGames played at once: 2, each by two engines of its own\n"), r[1]);
        assertEquals(6, gameLines(r[1]).size(), r[1]);
        assertTrue(r[1].contains("W-D-L (ours): 6-0-0, "), r[1]);
    }

    @Test
    void theSequentialTestsBoundsAndErrorRatesAreChecked() {
        for (String bad : new String[] {"10,0", "5", "x,3", "0,10,20"}) {
            String[] r = CommandRun.run("match", "--engine", "x", "--sprt", bad);
            assertEquals("2", r[0], bad);
            assertTrue(r[2].startsWith("janggi: --sprt should be ELO0,ELO1 with ELO0 below ELO1"), r[2]);
        }
        String[] alpha = CommandRun.run("match", "--engine", "x", "--sprt", "0,5", "--alpha", "0.5");
        assertEquals("janggi: --alpha and --beta should lie between 0 and 0.5", alpha[2].strip());
        MatchCommand negative = new MatchCommand();
        new CommandLine(negative).parseArgs("--engine", "x", "--sprt=-10,0");
        assertEquals("-10,0", negative.sprt);
    }

    @Test
    void pairsStartFromTheBuiltInBookOrAnotherOrFromTheSetupsAlone(@TempDir Path dir) throws Exception {
        String built = CommandRun.run("match", "--engine", ILLEGAL, "--games", "2", "--movetime", "20")[1];
        assertTrue(built.contains("Starts: the built-in opening book, "), built);
        Path book = dir.resolve("book.txt");
        java.nio.file.Files.writeString(book, "BNBN NBNB c4d4 c7d7\n");
        String[] own = CommandRun.run(
                "match", "--engine", ILLEGAL, "--games", "2", "--movetime", "20", "--book", book.toString());
        assertEquals("0", own[0], own[2]);
        assertTrue(own[1].contains("Starts: " + book + ", 1 start, one a pair"), own[1]);
        assertTrue(gameLines(own[1]).stream().allMatch(l -> l.contains("setups BNBN/NBNB")), own[1]);
        String none =
                CommandRun.run("match", "--engine", ILLEGAL, "--games", "1", "--movetime", "20", "--book", "none")[1];
        assertTrue(none.contains("Starts: the setups, each pairing in turn"), none);
        java.nio.file.Files.writeString(book, "BNBN NBNB c4d4 a1a9\n");
        String[] refused = CommandRun.run("match", "--engine", ILLEGAL, "--games", "1", "--book", book.toString());
        assertEquals("2", refused[0]);
        assertEquals(
                "janggi: opening book " + book + " cannot serve rules janggi: line 1: 'a1a9' is not a legal move here",
                refused[2].strip());
        String krc = CommandRun.run("match", "--engine", ILLEGAL, "--games", "1", "--depth", "1", "--rules", "krc")[1];
        assertTrue(krc.contains("Starts: the setups, each pairing in turn"), krc);
    }
}
