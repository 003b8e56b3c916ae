package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.files.DataDirectory;
import janggi.files.Log;
import janggi.notation.Fen;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StartTest {

    @Test
    void theDefaultsAreThePlayerAsHanAgainstTheComputerFromTheOpening() {
        Start start = Start.of(RuleSet.JANGGI);
        assertEquals(Engine.DEFAULT_LEVEL, start.level());
        assertEquals(Control.COMPUTER, start.control(Side.CHO));
        assertEquals(Control.HUMAN, start.control(Side.HAN));
        assertNull(start.game());
        assertNull(start.seed());
        assertEquals(0, start.threads());
    }

    @Test
    void eachWithChangesOneThingInACopy() {
        Start start = Start.of(RuleSet.CASUAL);
        Start changed = start.withLevel(3).withThreads(2).withFlip(true).withSeed(7L);
        assertEquals(Engine.DEFAULT_LEVEL, start.level(), "the original is unchanged");
        assertEquals(3, changed.level());
        assertEquals(2, changed.threads());
        assertEquals(7L, changed.seed());
        assertEquals(RuleSet.CASUAL, changed.rules());
    }

    @Test
    void aSessionOpensWithTheSetupsGivenAndNoQuestions() {
        Setup bnnb = Setup.parse("BNNB");
        Session session = Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSetups(bnnb, Setup.STANDARD)
                        .withFlip(true),
                null);
        assertEquals(bnnb, session.game().setup(Side.CHO).orElseThrow());
        assertEquals(Setup.STANDARD, session.game().setup(Side.HAN).orElseThrow());
        assertEquals(true, session.flipped());
    }

    @Test
    void theBoardShowsTheOnlyPlayersSideAtTheBottom() {
        Control human = Control.HUMAN;
        Control computer = Control.COMPUTER;
        assertEquals(false, Start.of(RuleSet.JANGGI).flip(), "Han at the bottom by default");
        assertEquals(true, Start.of(RuleSet.JANGGI).withSides(human, computer).flip(), "--side cho");
        assertEquals(false, Start.of(RuleSet.JANGGI).withSides(human, human).flip(), "--side both: Han");
        assertEquals(
                false, Start.of(RuleSet.JANGGI).withSides(computer, computer).flip(), "--side none: Han");
    }

    /** Leaves an unfinished casual game in the autosave, as a run that ended would. */
    private static void leaveCasualGame(DataDirectory data) {
        try (Session casual = LibraryTest.twoPlayers(RuleSet.CASUAL, data)) {
            LibraryTest.play(casual, "B9-C7", "B0-C2");
        }
    }

    @Test
    void theUnfinishedGameIsOfferedUnderItsOwnRulesWhateverRulesTheStartNames(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        leaveCasualGame(data);
        Player player = new Player("");
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI), player, player, data)) {
            Question offer = player.asked.get(0);
            assertEquals(Question.Kind.RESUME, offer.kind());
            assertEquals("Resume the unfinished casual game (1 move)? [Y/n] ", offer.text());
            assertEquals(List.of("Declining keeps it in the library, where games lists it."), offer.details());
            assertEquals(RuleSet.CASUAL, session.rules());
            assertEquals(2, session.game().moves().size());
            assertEquals(
                    List.of("Resumed the unfinished game (1 move). Playing under casual rules, as this game was."),
                    player.told);
        }
    }

    @Test
    void aDeclinedResumeKeepsTheGameInTheLibrary(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        leaveCasualGame(data);
        Player player = new Player("n", "", "");
        try (Session session =
                Opening.open(Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN), player, player, data)) {
            assertEquals(RuleSet.JANGGI, session.rules());
            assertTrue(session.game().moves().isEmpty());
            Path kept = data.library().entries().get(0).file();
            assertTrue(
                    player.told.contains("The unfinished game stays in the library: " + kept.toAbsolutePath()),
                    player.transcript());
            assertTrue(Files.readString(kept).contains("1. B9-C7 B0-C2 *"));
            assertEquals(Question.Kind.SETUP, player.asked.get(1).kind());
            assertEquals(Side.HAN, player.asked.get(1).side(), "Han chooses first");
            assertEquals(Side.CHO, player.asked.get(2).side());
        }
        Player next = new Player();
        Opening.open(Start.of(RuleSet.JANGGI), next, next, data).close();
        assertTrue(next.asked.stream().noneMatch(q -> q.kind() == Question.Kind.RESUME), "not offered again");
    }

    @Test
    void aDamagedAutosaveIsMovedAsideTheReasonToldAndTheGameStarts(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        Files.write(data.autosave().file(), new byte[] {'[', 0, (byte) 0xff, 1});
        Player player = new Player();
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI), player, player, data)) {
            assertEquals(
                    List.of(data.autosave().file()
                            + " could not be read (the file holds NUL bytes, so it is no text and no game"
                            + " record); it is kept as " + data.autosave().file() + ".damaged."),
                    player.told);
            assertTrue(session.game().moves().isEmpty());
        }
        assertTrue(Files.exists(dir.resolve("autosave.pgn.damaged")));
    }

    @Test
    void anAutosaveWithATagOfSixtyThousandCharactersIsOfferedAsAnyOther(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        Files.writeString(
                data.autosave().file(), "[Event \"" + "x".repeat(60_000) + "\"]\n[Rules \"janggi\"]\n\n1. B9-C7 *\n");
        Player player = new Player("");
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI), player, player, data)) {
            assertEquals(Question.Kind.RESUME, player.asked.get(0).kind());
            assertEquals(1, session.game().moves().size());
        }
    }

    @Test
    void withSetupsGivenANewGameReusesThemWithoutAsking(@TempDir Path dir) {
        Setup bnnb = Setup.parse("BNNB");
        Player player = new Player();
        try (Session session = Opening.open(
                Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN).withSetups(bnnb, Setup.STANDARD),
                player,
                player,
                new DataDirectory(dir))) {
            LibraryTest.play(session, "pass", "new", "y");
            assertTrue(session.pendingQuestion().isEmpty());
            assertEquals(bnnb, session.game().setup(Side.CHO).orElseThrow());
            assertTrue(player.asked.isEmpty(), player.transcript());
        }
    }

    @Test
    void withoutSetupsANewGameAsksThemHanFirstAndShowsEachChoice(@TempDir Path dir) {
        Player player = new Player("", "");
        try (Session session = Opening.open(
                Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN),
                player,
                player,
                new DataDirectory(dir))) {
            LibraryTest.play(session, "pass", "new", "y");
            Question han = session.pendingQuestion().orElseThrow();
            assertEquals(Side.HAN, han.side());
            Position preview = session.setupPreview("BNNB").orElseThrow();
            assertEquals(
                    Fen.of(Setup.startPosition(RuleSet.JANGGI, Setup.STANDARD, Setup.parse("BNNB"))), Fen.of(preview));
            assertTrue(session.setupPreview("NNBB").isEmpty(), "no setup");
            assertEquals(Reply.Outcome.ERROR, session.input("NNBB").outcome());
            assertEquals(Side.HAN, session.pendingQuestion().orElseThrow().side(), "asked again");
            session.input("BNNB");
            assertEquals(Side.CHO, session.pendingQuestion().orElseThrow().side());
            assertEquals(Reply.Outcome.NEW_GAME, session.input("").outcome());
            assertEquals(Setup.parse("BNNB"), session.game().setup(Side.HAN).orElseThrow());
        }
    }

    @Test
    void aDamagedAutosavesGameIsTakenWholeFromTheLibrary(@TempDir Path dir) throws Exception {
        DataDirectory data = new DataDirectory(dir);
        try (Session session = LibraryTest.twoPlayers(RuleSet.JANGGI, data)) {
            LibraryTest.play(session, "B9-C7", "B0-C2", "A6-A5");
        }
        String whole = Files.readString(data.autosave().file());
        Files.writeString(data.autosave().file(), whole.substring(0, whole.indexOf("A6-A5") + 3));
        Player player = new Player("");
        try (Session session = LibraryTest.twoPlayersAsking(player, data)) {
            assertEquals(3, session.game().moves().size(), player.transcript());
        }
        assertEquals(
                data.autosave().file() + " was damaged after 1... B0-C2; the library's copy of the game (2 moves) is"
                        + " kept, and the whole file beside it as autosave.pgn.damaged.",
                player.told.get(0),
                player.transcript());
    }

    @Test
    void aDamagedAutosaveSaysAfterWhichMoveWhatIsKeptAndWhereTheWholeFileIsAndLogsWhy(@TempDir Path dir)
            throws Exception {
        DataDirectory data = new DataDirectory(dir.resolve("data"));
        Files.createDirectories(data.autosave().file().getParent());
        Files.writeString(data.autosave().file(), "1. B9-C7 Q1-Q2 zz\n");
        Path log = dir.resolve("janggi.log");
        Player player = new Player("");
        Log.toFile(log);
        try (Session session = Opening.open(Start.of(RuleSet.JANGGI), player, player, data)) {
            assertEquals(1, session.game().moves().size());
        } finally {
            Log.toFile(null);
        }
        assertEquals(
                "Resume the unfinished janggi game (1 move)? [Y/n] ",
                player.asked.get(0).text());
        assertEquals(
                data.autosave().file() + " was damaged after 1. B9-C7; the game up to there (1 move) is kept, and the"
                        + " whole file beside it as autosave.pgn.damaged.",
                player.told.get(0),
                player.transcript());
        assertTrue(Files.exists(data.autosave().file().resolveSibling("autosave.pgn.damaged")));
        String logged = Files.readString(log);
        assertTrue(logged.contains(data.autosave().file() + " could not be read: line 1, move 1...: 'Q1-Q2'"), logged);
    }
}
