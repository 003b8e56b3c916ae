package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.clock.FakeTime;
import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.SearchListener;
import janggi.files.DataDirectory;
import janggi.notation.Fen;
import janggi.record.GameRecord;
import janggi.record.PgnFormat;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The clocks in a game at the terminal, on a fake time that only the test moves. */
class SessionClockTest {
    private final FakeTime time = new FakeTime();

    private Start twoPlayers(String spec) {
        return Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withSetups(Setup.STANDARD, Setup.STANDARD)
                .withClock(TimeControl.parse(spec))
                .withTimeSource(time);
    }

    @Test
    void aSideWhoseTimeRunsOutLosesOnTimeAndTheRecordSaysSo() {
        Session session = Opening.withoutQuestions(twoPlayers("2s"), null);
        session.startClock();
        session.input("B9-C7");
        session.startClock();
        time.pass(2_000);
        assertTrue(session.flagFall());
        GameResult result = session.game().result().orElseThrow();
        assertEquals(GameResult.Termination.ON_TIME, result.termination());
        assertEquals(GameResult.Outcome.CHO_WINS, result.outcome());
        String pgn = PgnFormat.write(session.record());
        assertTrue(pgn.contains("[TimeControl \"2s\"]"), pgn);
        assertTrue(pgn.contains("[Termination \"Cho wins on time\"]"), pgn);
        assertTrue(pgn.contains("1. B9-C7 {[%clk 0:00:02]} 1-0"), pgn);
    }

    @Test
    void aMoveAfterTheFlagFellIsNotPlayed() {
        Session session = Opening.withoutQuestions(twoPlayers("2s"), null);
        session.startClock();
        time.pass(5_000);
        Reply reply = session.input("B9-C7");
        assertEquals("Han wins on time.", reply.text());
        assertEquals(0, session.game().moves().size());
    }

    @Test
    void theFlagFallsEvenWhenTheWinnerHasNoPieceToMateWith() {
        // Han has nothing but the general, and wins all the same.
        Session session = Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withGame(Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/4C4/4K4 w - - 0 1", RuleSet.JANGGI)))
                        .withClock(TimeControl.parse("1m"))
                        .withTimeSource(time),
                null);
        session.startClock();
        time.pass(60_000);
        assertTrue(session.flagFall());
        assertEquals(
                GameResult.Outcome.HAN_WINS,
                session.game().result().orElseThrow().outcome());
    }

    @Test
    void twoPlayersUndoOnlyWithTheClockPaused() {
        Session session = Opening.withoutQuestions(twoPlayers("5m"), null);
        session.startClock();
        session.input("B9-C7");
        session.startClock();
        Reply refused = session.input("undo");
        assertEquals(Reply.Outcome.ERROR, refused.outcome());
        assertTrue(refused.text().contains("pause"), refused.text());
        assertEquals(1, session.game().moves().size());
        assertEquals(
                "The clock is stopped until the next move, or pause again.",
                session.input("pause").text());
        time.pass(60_000);
        assertEquals("Took back B9-C7.", session.input("undo").text());
        assertEquals(300_000, session.clock().reading(Side.CHO).ms());
        session.startClock();
        assertFalse(session.clock().running(), "paused still, until pause again or a move");
        session.input("pause");
        assertTrue(session.clock().running());
    }

    @Test
    void undoAgainstTheComputerGivesThePlayerBackItsOwnMoveOnly() {
        Session session = Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI)
                        .withLevel(1)
                        .withSeed(1L)
                        .withSetups(Setup.STANDARD, Setup.STANDARD)
                        .withClock(TimeControl.parse("5m"))
                        .withTimeSource(time),
                null);
        session.startClock();
        time.pass(2_000);
        session.playComputerMove(SearchListener.NONE);
        time.pass(30_000);
        session.input("B0-C2");
        time.pass(5_000);
        session.playComputerMove(SearchListener.NONE);
        assertEquals(270_000, session.clock().reading(Side.HAN).ms());
        assertEquals(293_000, session.clock().reading(Side.CHO).ms());
        time.pass(3_000);
        session.input("undo");
        assertEquals(1, session.game().moves().size());
        // The 30 s of the move taken back come back; the 3 s spent deciding to take it back do not.
        assertEquals(297_000, session.clock().reading(Side.HAN).ms());
        assertTrue(session.clock().running());
        // The computer's 5 s on the reply taken back stay spent.
        assertEquals(293_000, session.clock().reading(Side.CHO).ms());
        String pgn = PgnFormat.write(session.record());
        // Kept so in the record, which a resumed game's clocks are read from.
        assertTrue(pgn.matches("(?s).*\n1\\. \\S+ \\{\\[%clk 0:04:53]} \\*\n"), pgn);
    }

    @Test
    void theClockIsSetBeforeTheFirstMoveOnly() {
        Session session = Opening.withoutQuestions(twoPlayers("none"), null);
        assertEquals("Time control: none (no clock).", session.input("clock").text());
        assertEquals(Reply.Outcome.ERROR, session.input("clock 5m+3s+3x2s").outcome());
        assertEquals(
                "Time control: 5m+3s. The clock starts with the first move's turn.",
                session.input("clock 5m+3s").text());
        assertEquals(new TimeControl(300_000, 3_000, 0, 0), session.clock().control());
        session.input("B9-C7");
        assertEquals(
                "The time control is set before the first move.",
                session.input("clock 10m").text());
    }

    @Test
    void theClockDoesNotRunWhileTheSetupsAreAsked(@TempDir Path dir) {
        Player player = new Player("", "", "");
        Start start = Start.of(RuleSet.JANGGI)
                .withSides(Control.HUMAN, Control.HUMAN)
                .withClock(TimeControl.parse("1m"))
                .withTimeSource(time);
        Session session = Opening.open(
                start,
                question -> {
                    time.pass(120_000);
                    return player.ask(question);
                },
                player,
                new DataDirectory(dir));
        session.startClock();
        assertEquals(60_000, session.clock().reading(Side.CHO).ms(), player.transcript());
        session.close();
    }

    @Test
    void theAutosaveKeepsBothClocksAndTimeAwayDoesNotCount(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        Start start = twoPlayers("1m+3x10s");
        Session first = Opening.open(start, new Player(), new Player(), data);
        first.startClock();
        time.pass(61_000);
        first.input("B9-C7");
        first.startClock();
        time.pass(4_000);
        first.quit();
        first.close();
        time.pass(3_600_000);
        Player player = new Player("y");
        Session second = Opening.open(start, player, player, data);
        assertEquals(2, player.told.size() + player.asked.size(), player.transcript());
        second.startClock();
        time.pass(1_000);
        assertEquals(
                new GameClock.Reading(10_000, 3, true, false), second.clock().reading(Side.CHO));
        assertEquals(55_000, second.clock().reading(Side.HAN).ms(), "4 s before the quit and 1 s after the resume");
        second.close();
    }

    @Test
    void theSaveFileIsWrittenWhenTheGameEndsAndReplaced(@TempDir Path dir) throws IOException {
        Path file = dir.resolve("game.pgn");
        Files.writeString(file, "old");
        Session session = Opening.withoutQuestions(twoPlayers("2s").withSaveFile(file), null);
        session.startClock();
        time.pass(3_000);
        session.flagFall();
        GameRecord written = PgnFormat.readOne(Files.readString(file));
        assertEquals(
                GameResult.Outcome.HAN_WINS,
                written.game().result().orElseThrow().outcome());
        assertTrue(session.quit().text().contains(file.toAbsolutePath().toString()));
        assertEquals(ExitStatus.HAN_WON, ExitStatus.of(LocalTable.of(session).state(), true));
    }

    @Test
    void aSaveFileThatCannotBeWrittenMeansNotSaved(@TempDir Path dir) throws IOException {
        Path plain = dir.resolve("a file");
        Files.writeString(plain, "");
        Path file = plain.resolve("game.pgn");
        Session session = Opening.withoutQuestions(twoPlayers("none").withSaveFile(file), null);
        session.input("B9-C7");
        session.quit();
        assertTrue(session.saveProblem().orElseThrow().startsWith("NOT saved to " + file.toAbsolutePath() + ": "));
        assertEquals(ExitStatus.NOT_SAVED, ExitStatus.of(LocalTable.of(session).state(), true));
    }
}
