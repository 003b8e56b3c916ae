package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.SearchInfo;
import janggi.engine.SearchListener;
import janggi.notation.DisplayMove;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The engine's work off the keyboard's thread: a copy in, a tagged result out, never wedged. */
class WorkerTest {
    private final BlockingQueue<Worker.Result> results = new LinkedBlockingQueue<>();
    private final List<String> logged = new CopyOnWriteArrayList<>();
    /** The player as Han against the computer as Cho, at a level that thinks for a second a move. */
    private final Session session = Opening.withoutQuestions(
            Start.of(RuleSet.JANGGI)
                    .withLevel(6)
                    .withThreads(1)
                    .withSides(Control.COMPUTER, Control.HUMAN)
                    .withSetups(Setup.STANDARD, Setup.STANDARD),
            null);

    private final Worker worker = new Worker(session, results::add, (what, e) -> logged.add(what));

    @AfterEach
    void close() {
        worker.close();
    }

    private Worker.Result next() throws InterruptedException {
        Worker.Result r = results.poll(30, TimeUnit.SECONDS);
        assertNotNull(r, "the worker never answered");
        return r;
    }

    @Test
    void theComputersMoveComesTaggedWithThePositionItWasAskedAbout() throws Exception {
        Worker.Asked asked = worker.computerMove(SearchListener.NONE);
        worker.moveNow();
        Worker.ComputerMove m = assertInstanceOf(Worker.ComputerMove.class, next());
        assertSame(asked, m.asked());
        assertTrue(m.asked().isCurrent(session.game()));
        assertTrue(session.game().position().isLegal(m.move()));
    }

    @Test
    void aResultWhoseGameHasMovedOnIsStale() throws Exception {
        session.playMove(DisplayMove.parse("B9-C7", session.game().position()));
        Worker.Asked asked = worker.hint();
        session.playMove(DisplayMove.parse("B0-C2", session.game().position()));
        worker.dropStale(session.game());
        Worker.HintFound h = assertInstanceOf(Worker.HintFound.class, next());
        assertSame(asked, h.asked());
        assertFalse(h.asked().isCurrent(session.game()), "the hint was for Han, and Cho is to move now");
        assertNotEquals(Move.NONE, h.hint().move(), "searched on its own copy, the hint still has its move");
    }

    @Test
    void anAnalysisReportsAsItDeepensAndAnotherPositionStopsIt() throws Exception {
        Worker analysing = new Worker(results::add, (what, e) -> logged.add(what), null);
        try {
            Game start = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
            BlockingQueue<SearchInfo> news = new LinkedBlockingQueue<>();
            Worker.Asked asked = analysing.analyse(start, news::add);
            assertNotNull(news.poll(30, TimeUnit.SECONDS), "no news of the analysis");
            Game next = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
            next.play(DisplayMove.parse("B9-C7", next.position()));
            analysing.dropStale(next);
            Worker.Analysed a = assertInstanceOf(Worker.Analysed.class, next());
            assertSame(asked, a.asked());
            assertTrue(start.position().isLegal(a.result().bestMove()));
            assertFalse(a.asked().isCurrent(next));
            analysing.analyse(next, SearchListener.NONE);
            analysing.cancel();
            assertInstanceOf(Worker.Analysed.class, next(), "cancelled, it answers with what it has");
        } finally {
            analysing.close();
        }
        assertTrue(logged.isEmpty(), logged.toString());
    }

    @Test
    void aFailureIsLoggedReportedAndReleasesTheWorker() throws Exception {
        Worker.Asked failing = worker.computerMove(info -> {
            throw new IllegalStateException("a listener that breaks");
        });
        Worker.Failed failed = assertInstanceOf(Worker.Failed.class, next());
        assertSame(failing, failed.asked());
        assertEquals(Worker.Job.COMPUTER_MOVE, failed.job());
        assertEquals(List.of("the worker's COMPUTER_MOVE"), logged);

        worker.computerMove(SearchListener.NONE);
        worker.moveNow();
        assertInstanceOf(Worker.ComputerMove.class, next(), "the worker goes on after a failure");
    }

    @Test
    void aHintFollowedAtOnceByAMoveNeverKeepsTheComputerFromAnswering() throws Exception {
        session.playMove(DisplayMove.parse("B9-C7", session.game().position()));
        for (int i = 0; i < 20; i++) {
            Worker.Asked hint = worker.hint();
            session.playMove(DisplayMove.parse(
                    i % 2 == 0 ? "B0-C2" : "H0-G2", session.game().position()));
            worker.dropStale(session.game());
            Worker.Asked reply = worker.computerMove(SearchListener.NONE);
            Worker.Result first = next();
            assertSame(hint, first.asked(), "the hint ends first, one search at a time");
            worker.moveNow();
            Worker.ComputerMove m = assertInstanceOf(Worker.ComputerMove.class, next());
            assertSame(reply, m.asked());
            assertTrue(m.asked().isCurrent(session.game()));
            session.playMove(m.move());
            session.input("undo");
            assertEquals(1, session.game().moves().size(), "back to Han's turn after B9-C7");
        }
        assertTrue(logged.isEmpty(), logged.toString());
    }
}
