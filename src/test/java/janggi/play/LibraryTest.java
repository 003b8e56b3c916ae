package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.files.DataDirectory;
import janggi.files.Library;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Every game is kept in the library, each in its own file, and can be played on by its number. */
class LibraryTest {

    /** Two players at one terminal, who are asked questions, with the standard setups given. */
    static Session twoPlayers(RuleSet rules, DataDirectory data) {
        return twoPlayersAsking(rules, new Player(), data);
    }

    /** As {@link #twoPlayers}, under janggi rules, with {@code player} answering the questions before the game. */
    static Session twoPlayersAsking(Player player, DataDirectory data) {
        return twoPlayersAsking(RuleSet.JANGGI, player, data);
    }

    private static Session twoPlayersAsking(RuleSet rules, Player player, DataDirectory data) {
        return Opening.open(
                Start.of(rules)
                        .withSides(Control.HUMAN, Control.HUMAN)
                        .withSetups(Setup.STANDARD, Setup.STANDARD)
                        .withSeed(1L),
                player,
                player,
                data);
    }

    static void play(Session session, String... lines) {
        for (String line : lines) {
            Reply reply = session.input(line);
            assertTrue(reply.outcome() != Reply.Outcome.ERROR, line + ": " + reply.text());
        }
    }

    static List<String> gameTexts(DataDirectory data) throws IOException {
        try (Stream<Path> files = Files.list(data.library().dir())) {
            return files.sorted()
                    .map(f -> {
                        try {
                            return Files.readString(f);
                        } catch (IOException e) {
                            throw new IllegalStateException(e);
                        }
                    })
                    .toList();
        }
    }

    @Test
    void aGameAbandonedByNewIsInTheLibrary(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        try (Session session = twoPlayers(RuleSet.JANGGI, data)) {
            play(session, "B9-C7", "B0-C2");
            assertEquals(
                    Reply.Outcome.QUESTION, session.input("new").outcome(), "a game in progress is not left unasked");
            assertEquals(
                    Question.Kind.NEW_GAME,
                    session.pendingQuestion().orElseThrow().kind());
            assertEquals(Reply.Outcome.NEW_GAME, session.input("y").outcome());
            assertTrue(session.game().moves().isEmpty());
            play(session, "H9-G7");
        }
        List<String> games = gameTexts(data);
        assertEquals(2, games.size(), String.join("\n", games));
        assertTrue(games.get(0).contains("1. B9-C7 B0-C2 *"), games.get(0));
        assertTrue(games.get(1).contains("1. H9-G7 *"), games.get(1));
    }

    @Test
    void declingNewOrResigningChangesNothing(@TempDir Path dir) {
        try (Session session = twoPlayers(RuleSet.JANGGI, new DataDirectory(dir))) {
            play(session, "B9-C7");
            session.input("new");
            assertEquals("Play on.", session.input("n").text());
            assertEquals(1, session.game().moves().size());
            assertEquals(Reply.Outcome.QUESTION, session.input("resign").outcome());
            assertEquals(
                    "Resign as Han? [Y/n] ",
                    session.pendingQuestion().orElseThrow().text());
            session.input("no");
            assertTrue(!session.game().isOver());
            session.input("resign");
            session.input("");
            assertTrue(session.game().isOver(), "Enter confirms");
            session.input("new");
            assertTrue(session.pendingQuestion().isEmpty(), "a game over is left unasked");
            play(session, "B9-C7", "new");
            assertTrue(session.input("help").text().startsWith("Moves:"), "help, and the question waits");
            assertEquals(
                    Question.Kind.NEW_GAME,
                    session.pendingQuestion().orElseThrow().kind());
            assertEquals(Reply.Outcome.QUIT, session.input("quit").outcome(), "quit leaves whatever was asked");
        }
    }

    @Test
    void gamesListsEveryGameNumberedWithItsDateRulesPlayersMovesAndResult(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        try (Session session = twoPlayers(RuleSet.CASUAL, data)) {
            play(session, "B9-C7", "B0-C2", "A6-A5", "resign", "y", "new");
            play(session, "B9-C7");
            String list = session.input("games").text();
            List<String> lines = list.lines().toList();
            assertEquals("Games in " + data.library().dir().toAbsolutePath() + ":", lines.get(0));
            assertTrue(
                    lines.get(1)
                            .matches(
                                    " {2}1\\. \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  casual +Human v Human, 2 moves, Cho won"),
                    lines.get(1));
            assertTrue(lines.get(2).endsWith("Human v Human, 1 move, unfinished"), lines.get(2));
            assertEquals("Type resume N to play on game N.", lines.get(3));
        }
    }

    @Test
    void resumeNPlaysOnGameNUnderItsOwnRulesAndSaysSo(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        try (Session casual = twoPlayers(RuleSet.CASUAL, data)) {
            play(casual, "B9-C7", "B0-C2");
        }
        try (Session session = twoPlayers(RuleSet.JANGGI, data)) {
            // The start offered the casual game; the script's Enter took it. Leave it for a new one and come back.
            assertEquals(RuleSet.CASUAL, session.rules());
            play(session, "new", "y");
            assertEquals(RuleSet.CASUAL, session.rules(), "a new game keeps the rules of the game before");
            Reply reply = session.input("resume 1");
            assertEquals(Reply.Outcome.NEW_GAME, reply.outcome(), reply.text());
            assertEquals("Resumed game 1 (1 move).", reply.text());
            assertEquals(2, session.game().moves().size());
            play(session, "A6-A5");
            assertEquals(
                    "Game 1 is the game on the board.",
                    session.input("resume 1").text());
            assertEquals(
                    "The library holds 1 game; type games to see it.",
                    session.input("resume 7").text());
        }
        assertTrue(gameTexts(data).get(0).contains("1. B9-C7 B0-C2 2. A6-A5 *"), "played on in its own file");
    }

    @Test
    void aFileThatCannotBeReadIsListedWithItsReason(@TempDir Path dir) throws IOException {
        DataDirectory data = new DataDirectory(dir);
        Files.createDirectories(data.library().dir());
        Files.write(data.library().dir().resolve("2026-01-02-030405.pgn"), new byte[] {'[', 0, (byte) 0xff, 1});
        Library.Entry entry = data.library().entries().get(0);
        assertEquals(
                "  1. 2026-01-02 03:04  could not be read: the file holds NUL bytes, so it is no text and no game record",
                entry.line(Texts.english()));
        try (Session session = twoPlayers(RuleSet.JANGGI, data)) {
            assertEquals(
                    "Game 1 could not be read: the file holds NUL bytes, so it is no text and no game record",
                    session.input("resume 1").text());
        }
    }

    @Test
    void saveWithoutANameWritesIntoTheLibraryAndSaysWhere(@TempDir Path dir) {
        DataDirectory data = new DataDirectory(dir);
        try (Session session = twoPlayers(RuleSet.JANGGI, data)) {
            String said = session.input("save").text();
            Path file = data.library().entries().get(0).file();
            assertEquals("Saved in " + file.toAbsolutePath(), said);
        }
    }

    @Test
    void saveFileNeverReplacesAFileUnasked(@TempDir Path dir) throws IOException {
        Path there = dir.resolve("game.pgn");
        Files.writeString(there, "precious");
        try (Session session = twoPlayers(RuleSet.JANGGI, new DataDirectory(dir.resolve("data")))) {
            play(session, "B9-C7");
            assertEquals(
                    there + " exists. Replace it? [y/N] ",
                    session.input("save " + there).text());
            assertEquals(there + " is left as it was.", session.input("").text(), "Enter does not replace");
            assertEquals("precious", Files.readString(there));
            session.input("save " + there);
            assertEquals("Saved to " + there + " (pgn).", session.input("y").text());
            assertTrue(Files.readString(there).contains("1. B9-C7 *"));
        }
        Session fromAPipe = Opening.withoutQuestions(Start.of(RuleSet.JANGGI), null);
        Reply refused = fromAPipe.input("save " + there);
        assertEquals(Reply.Outcome.ERROR, refused.outcome());
        assertEquals(there + " exists and is not replaced; save to another name.", refused.text());
    }

    @Test
    void aGameFromAPipeStaysOutOfTheLibrary(@TempDir Path dir) {
        Session session =
                Opening.withoutQuestions(Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN), null);
        play(session, "B9-C7");
        assertEquals(
                "Games played from a pipe stay out of the library.",
                session.input("games").text());
        assertEquals("Bye.", session.input("quit").text());
    }
}
