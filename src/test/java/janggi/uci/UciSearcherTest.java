package janggi.uci;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.SearchInfo;
import janggi.engine.SearchLimits;
import janggi.engine.SearchResult;
import janggi.notation.UciMove;
import janggi.text.Message;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;

class UciSearcherTest {
    private static final Path FAIRY_STOCKFISH = Path.of("/usr/games/fairy-stockfish");

    /**
     * An engine that, sent the start and the move c4d4, answers go with a report of depth 5, 50
     * centipawns and the line a7a6 a4a5 i1i9 (the last no legal move), and plays a7a6; sent
     * anything else, it plays an illegal move.
     */
    private static final String ENGINE = "sh -c 'while read l; do case $l in uci) echo uciok;; isready) echo readyok;;"
            + " position*) pos=$l;; go*) case $pos in *\" moves c4d4\") echo info depth 5 score cp 50 pv a7a6 a4a5 i1i9;"
            + " echo bestmove a7a6;; *) echo bestmove a1a9;; esac;; quit) exit 0;; esac; done'";

    private static Position afterOneMove() {
        Game game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        game.play(UciMove.parse("c4d4", game.position()));
        return game.position();
    }

    @Test
    void theGamesMovesAreSentAndTheReportReadInOurUnitsAsFarAsItsLineIsLegal() {
        List<Message> warnings = new ArrayList<>();
        List<SearchInfo> heard = new ArrayList<>();
        try (UciSearcher searcher = new UciSearcher(ENGINE, Map.of(), warnings::add)) {
            Position position = afterOneMove();
            SearchResult r = searcher.search(position, SearchLimits.depth(5), heard::add);
            assertEquals(UciMove.parse("a7a6", position), r.bestMove());
            assertEquals(100, r.score(), "a soldier is 100 to another engine, 200 to ours");
            assertEquals(5, r.depth());
            assertEquals(2, r.pv().length, "i1i9 is no legal move there, and the line stops before it");
            assertEquals(1, heard.size());
            assertArrayEquals(r.pv(), heard.get(0).pv());
        }
        assertEquals(1, warnings.size(), "it declares no UCI_Variant: " + warnings);
    }

    @Test
    void anEngineThatCannotStartFailsTheSearchWithItsReason() {
        try (UciSearcher searcher = new UciSearcher("/nonexistent/engine", Map.of(), w -> {})) {
            UncheckedIOException e = assertThrows(
                    UncheckedIOException.class,
                    () -> searcher.search(afterOneMove(), SearchLimits.depth(3), info -> {}));
            assertTrue(
                    e.getCause().getMessage().startsWith("cannot start engine '/nonexistent/engine': "),
                    e.getMessage());
        }
    }

    @Test
    void anIllegalBestMoveIsTheEnginesFailure() {
        String engine = FakeEngine.answering("echo bestmove a1a9");
        try (UciSearcher searcher = new UciSearcher(engine, Map.of(), w -> {})) {
            UncheckedIOException e = assertThrows(
                    UncheckedIOException.class,
                    () -> searcher.search(afterOneMove(), SearchLimits.depth(3), info -> {}));
            assertTrue(
                    e.getCause().getMessage().endsWith("sent 'bestmove a1a9', not a legal move here"), e.getMessage());
        }
    }

    @Test
    void fairyStockfishsCentipawnsAreReadOnOurScale() {
        Assumptions.assumeTrue(Files.isExecutable(FAIRY_STOCKFISH), "SKIPPED: " + FAIRY_STOCKFISH + " not installed");
        assertEquals(UciSearcher.FAIRY_STOCKFISH_SCALE, UciSearcher.scaleOf("Fairy-Stockfish 11.1 LB 64"));
        assertEquals(1.0, UciSearcher.scaleOf(UciSession.NAME));
        // Han without a chariot: Fairy-Stockfish says about 8 of its pawns at depth 8, our engine 14 of our
        // points; read at 2.13 of ours each, Fairy-Stockfish's is within a third of ours.
        Position position = janggi.notation.Fen.parse(
                "1nba1abnr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RNBA1ABNR w - - 0 1", RuleSet.JANGGI);
        try (UciSearcher searcher = new UciSearcher(FAIRY_STOCKFISH.toString(), Map.of(), w -> {})) {
            SearchResult r = searcher.search(position, SearchLimits.depth(8), info -> {});
            assertTrue(r.score() > 1000 && r.score() < 2100, "score " + r.score());
            assertTrue(position.isLegal(r.bestMove()));
            assertTrue(r.pv().length > 1);
        }
    }
}
