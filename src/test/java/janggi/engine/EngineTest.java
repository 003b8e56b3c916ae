package janggi.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.notation.Fen;
import janggi.notation.UciMove;
import java.util.HashMap;
import java.util.Map;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class EngineTest {

    /**
     * Mates found by Fairy-Stockfish 11.1 ({@code go depth 9}: "score mate N") in positions
     * reached by random play from the perft test positions.
     */
    @ParameterizedTest(name = "mate in {1}: {0}")
    @CsvSource(
            delimiter = '|',
            value = {
                "2C2aRb1/1r2an1n1/5k1C1/pc6p/5P1p1/2p1N2cr/P3B4/R8/3NK4/3A1A3 w - - 2 41 | 1",
                "3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1 | 1",
                "nb1Ca4/1r2k4/1n7/3R1P1R1/6p2/8r/8B/p4K2b/5A3/2N1AN3 w - - 7 73 | 2",
                "3aka1nr/8r/1n5c1/3b4p/1B5Cp/p6b1/1p6c/5K1C1/5A3/1BN1A2N1 b - - 5 57 | 2",
                "1b2k4/6R1C/2r6/C8/1pp1r4/2PRP2P1/7c1/2p6/2nKA4/2B6 w - - 25 74 | 3",
                "nb1C1a3/1r2k3r/1n5R1/3R1P3/7p1/9/8B/p4K2b/5A3/2N1AN3 w - - 9 74 | 3",
            })
    void solvesMates(String fen, int moves) {
        Position pos = Fen.parse(fen, RuleSet.JANGGI);
        // One ply over the mate's length: a check that hands its piece over (the sacrifice in the
        // third mate) is not extended, so it needs its full ply.
        SearchResult r = new Engine().search(pos, SearchLimits.depth(2 * moves + 2), SearchListener.NONE);
        assertTrue(Score.isMate(r.score()), "expected a mate score, got " + r.score());
        assertEquals(moves, Score.mateInMoves(r.score()));
        assertTrue(pos.isLegal(r.bestMove()));
    }

    /** The third mate above ends in a quiet check, past a horizon of captures: quiescence's checks see it. */
    @Test
    void aTwoPlySearchSeesAMateInThreeThroughQuiescenceChecks() {
        Position pos = Fen.parse("1b2k4/6R1C/2r6/C8/1pp1r4/2PRP2P1/7c1/2p6/2nKA4/2B6 w - - 25 74", RuleSet.JANGGI);
        SearchResult r = new Engine().search(pos, SearchLimits.depth(2), SearchListener.NONE);
        assertTrue(Score.isMate(r.score()), "expected a mate score, got " + r.score());
        assertEquals(3, Score.mateInMoves(r.score()));
    }

    @Test
    void neverReturnsAnIllegalMoveUnderAnyRuleSet() {
        SplittableRandom random = new SplittableRandom(11);
        Engine engine = new Engine(4);
        int searched = 0;
        for (RuleSet rules : RuleSet.all()) {
            for (int game = 0; game < 3; game++) {
                Position pos = Fen.parse(Fen.START, rules);
                for (int ply = 0; ply < 120; ply++) {
                    int[] legal = pos.legalMoves();
                    SearchResult r = engine.search(pos, SearchLimits.nodes(300), SearchListener.NONE);
                    searched++;
                    if (legal.length == 0) {
                        assertEquals(Move.NONE, r.bestMove(), "no move exists in " + Fen.of(pos));
                        break;
                    }
                    assertTrue(
                            pos.isLegal(r.bestMove()),
                            rules + ": illegal " + UciMove.of(r.bestMove()) + " in " + Fen.of(pos));
                    // Random play reaches odd positions; the engine's own move every fifth ply keeps games going.
                    pos.make(ply % 5 == 0 ? r.bestMove() : legal[random.nextInt(legal.length)]);
                }
            }
        }
        assertTrue(searched > 500, "searched only " + searched + " positions");
    }

    @Test
    void aSeedMakesEveryLevelReproducible() {
        Position pos =
                Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", RuleSet.JANGGI);
        for (int level : new int[] {1, 3, 6}) {
            SearchResult[] runs = new SearchResult[2];
            for (int i = 0; i < 2; i++) {
                Engine engine = new Engine(4);
                engine.setLevel(level);
                engine.setSeed(42);
                runs[i] = engine.search(pos, SearchLimits.moveTime(200), SearchListener.NONE);
            }
            assertEquals(runs[0].bestMove(), runs[1].bestMove(), "level " + level);
            assertEquals(runs[0].nodes(), runs[1].nodes(), "level " + level);
        }
    }

    /**
     * From a lost game against Fairy-Stockfish: Han mates in 6 starting with b2f2 (Fairy-Stockfish
     * finds it at depth 14). Depth 8 already sees b2f2 win heavily; at depth 9 the aspiration window
     * fails low six times, and bounds stored by those narrow searches once made the wide re-search
     * reject b2f2 for a quiet move scored near 0. Pruned moves must not leave bounds lower than
     * what the pruning assumed.
     */
    @Test
    void narrowWindowSearchesDoNotHideAWinningAttack() {
        Position pos = Fen.parse("3ack3/3ca4/R1R6/1P3N3/7p1/6P2/3PC4/5B3/1r3A3/4KA1rb b - - 10 52", RuleSet.JANGGI);
        SearchResult r = new Engine(16).search(pos, SearchLimits.depth(9), SearchListener.NONE);
        assertEquals("b2f2", UciMove.of(r.bestMove()));
        assertTrue(r.score() > 1000, "score " + r.score());
    }

    /**
     * Searches of one game share what they learnt (the table, the quiet-move history), so the
     * second search differs from the first; a new game must search exactly as a fresh engine does.
     */
    @Test
    void newGameForgetsWhatEarlierSearchesLearnt() {
        Position pos =
                Fen.parse("rnba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", RuleSet.JANGGI);
        Position later = pos.copy();
        later.make(UciMove.parse("b1c3", later));
        Engine engine = new Engine(4);
        long fresh =
                engine.search(later, SearchLimits.depth(7), SearchListener.NONE).nodes();
        engine.newGame();
        engine.search(pos, SearchLimits.depth(7), SearchListener.NONE);
        long afterAnother =
                engine.search(later, SearchLimits.depth(7), SearchListener.NONE).nodes();
        assertNotEquals(fresh, afterAnother, "a search after another of the same game should profit from it");
        engine.newGame();
        assertEquals(
                fresh,
                engine.search(later, SearchLimits.depth(7), SearchListener.NONE).nodes());
    }

    /**
     * Four threads on a one-megabyte table overwrite each other's entries all the time; what they
     * read must still be whole entries: legal moves, true mates, and no helper left running.
     */
    @Test
    void threadsSharingOneSmallTablePlayLegallyFindMatesAndStopTogether() {
        Engine engine = new Engine(1);
        engine.setThreads(4);
        SplittableRandom random = new SplittableRandom(5);
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        for (int ply = 0; ply < 60 && pos.legalMoves().length > 0; ply++) {
            SearchResult r = engine.search(pos, SearchLimits.nodes(3000), SearchListener.NONE);
            assertTrue(pos.isLegal(r.bestMove()), "illegal " + UciMove.of(r.bestMove()) + " in " + Fen.of(pos));
            int[] legal = pos.legalMoves();
            pos.make(ply % 2 == 0 ? r.bestMove() : legal[random.nextInt(legal.length)]);
        }
        Position mate =
                Fen.parse("3aka1nr/8r/1n5c1/3b4p/1B5Cp/p6b1/1p6c/5K1C1/5A3/1BN1A2N1 b - - 5 57", RuleSet.JANGGI);
        SearchResult r = engine.search(mate, SearchLimits.depth(6), SearchListener.NONE);
        assertTrue(Score.isMate(r.score()) && Score.mateInMoves(r.score()) == 2, "score " + r.score());
        assertFalse(
                Thread.getAllStackTraces().keySet().stream()
                        .anyMatch(t -> t.getName().startsWith("search helper")),
                "a helper thread outlived its search");
    }

    @Test
    void aSeededEngineSearchesOnOneThreadAndStaysReproducible() {
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        long[] nodes = new long[2];
        for (int i = 0; i < 2; i++) {
            Engine engine = new Engine(4);
            engine.setThreads(4);
            engine.setSeed(7);
            nodes[i] = engine.search(pos, SearchLimits.moveTime(100), SearchListener.NONE)
                    .nodes();
        }
        assertEquals(nodes[0], nodes[1]);
    }

    @Test
    void levelOneMakesMistakesButNotEveryMove() {
        // About thirty moves at the start, each as likely under level 1's noise: enough games that one finds the best.
        int games = 100;
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        // Level 1 searches one ply: without its noise it would play the one-ply best move every time.
        Engine best = new Engine(4);
        int bestMove =
                best.search(pos, SearchLimits.depth(1), SearchListener.NONE).bestMove();
        int differ = 0;
        for (long seed = 0; seed < games; seed++) {
            Engine weak = new Engine(4);
            weak.setLevel(1);
            weak.setSeed(seed);
            if (weak.search(pos, SearchLimits.infinite(), SearchListener.NONE).bestMove() != bestMove) {
                differ++;
            }
        }
        assertTrue(
                differ > 0 && differ < games,
                "level 1 differed from the best move in " + differ + " of " + games + " games");
    }

    @Test
    void stopReturnsTheBestMoveSoFar() throws InterruptedException {
        Engine engine = new Engine(16);
        Position pos = Fen.parse(Fen.START, RuleSet.JANGGI);
        AtomicReference<SearchResult> result = new AtomicReference<>();
        Thread t = new Thread(() -> result.set(engine.search(pos, SearchLimits.infinite(), SearchListener.NONE)));
        t.start();
        Thread.sleep(300);
        engine.stop();
        t.join(5000);
        assertTrue(pos.isLegal(result.get().bestMove()));
    }

    @Test
    void listenerSeesEveryIteration() {
        StringBuilder depths = new StringBuilder();
        new Engine(4)
                .search(
                        Fen.parse(Fen.START, RuleSet.JANGGI),
                        SearchLimits.depth(4),
                        info -> depths.append(info.depth()));
        assertEquals("1234", depths.toString());
    }

    @Test
    void repeatingChecksIsScoredAsTheLossItIs() {
        // Cho is a chariot up, so a plain repetition would win on points; but Cho has checked with
        // every move of this cycle, and completing it a third time loses by perpetual check.
        Position pos = Fen.parse("4k4/R8/9/9/9/9/9/9/9/3K5 w - - 0 1", RuleSet.JANGGI);
        for (String m : "a9a10 e10e9 a10a9 e9e10 a9a10 e10e9".split(" ")) {
            pos.make(UciMove.parse(m, pos));
        }
        Engine engine = new Engine(8);
        engine.setMultiPv(Position.MAX_MOVES);
        Map<String, Integer> scores = new HashMap<>();
        engine.search(pos, SearchLimits.depth(2), info -> scores.put(UciMove.of(info.pv()[0]), info.score()));
        int repeat = scores.get("a10a9");
        assertTrue(Score.isMate(repeat) && repeat < 0, "a10a9 repeats the checks and loses, scored " + repeat);
    }

    @Test
    void avoidsMovingOnePieceBackAndForthAFourthTimeUnderModernRules() {
        // Cho's horse has gone a1-b3-a1-b3; Han's horse now attacks it on b3, and its only way out
        // is back to a1, the fourth move of the shuttle, which loses under modern rules. Giving up
        // the horse leaves Cho three elephants against a horse.
        Position pos = Fen.parse("9/4k4/9/1n7/9/9/1B7/2B6/4K4/N1B6 w - - 0 1", RuleSet.MODERN);
        for (String m : "a1b3 e9e10 b3a1 e10e9 a1b3 b7a5".split(" ")) {
            pos.make(UciMove.parse(m, pos));
        }
        Position withoutHistory = Fen.parse(Fen.of(pos), RuleSet.MODERN);
        SearchResult fresh = new Engine(4).search(withoutHistory, SearchLimits.depth(4), SearchListener.NONE);
        assertEquals("b3a1", UciMove.of(fresh.bestMove()), "without the shuttles behind it, b3a1 saves the horse");

        SearchResult r = new Engine(4).search(pos, SearchLimits.depth(4), SearchListener.NONE);
        assertNotEquals("b3a1", UciMove.of(r.bestMove()));
        assertTrue(r.score() > 0, "giving up the horse is no loss, scored " + r.score());
    }

    @Test
    void aNodeLimitStopsTheSearchWithinAFewNodesOfIt() {
        SearchResult r = new Engine(4)
                .search(Fen.parse(Fen.START, RuleSet.JANGGI), SearchLimits.nodes(300), SearchListener.NONE);
        // On the way back to the root a re-search of a move may still enter its node, and count it, before
        // it sees the search has stopped.
        assertTrue(r.nodes() >= 300 && r.nodes() <= 310, "searched " + r.nodes() + " nodes for a limit of 300");
    }

    @Test
    void hintGivesAReason() {
        Engine engine = new Engine(4);
        Hint mate = Hint.of(
                engine, Fen.parse("3ckc3/9/R8/9/9/9/9/9/4K4/9 w - - 0 1", RuleSet.JANGGI), SearchLimits.depth(3));
        assertEquals("a8e8", UciMove.of(mate.move()));
        assertEquals("mate in 1", mate.reason().toString());

        Hint win = Hint.of(
                engine, Fen.parse("3k5/9/9/9/r8/9/9/9/4K4/R8 w - - 0 1", RuleSet.JANGGI), SearchLimits.depth(3));
        assertEquals("a1a6", UciMove.of(win.move()));
        assertEquals("wins the chariot", win.reason().toString());

        Hint quiet = Hint.of(engine, Fen.parse(Fen.START, RuleSet.JANGGI), SearchLimits.depth(4));
        assertNotEquals(Move.NONE, quiet.move());
        assertTrue(
                quiet.reason().toString().startsWith("keeps the balance"),
                quiet.reason().toString());
    }
}
