package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.SearchListener;
import janggi.files.MoveCount;
import janggi.files.Settings;
import janggi.files.SettingsFile;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.text.Language;
import janggi.text.Texts;
import java.nio.file.Path;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** What the session says, said as a player would. */
class SessionWordsTest {

    @Test
    void undoSaysWhatItTookBack() {
        Session session =
                Opening.withoutQuestions(Start.of(RuleSet.JANGGI).withLevel(1).withSeed(1L), null);
        session.playComputerMove(SearchListener.NONE);
        session.input("B0-C2");
        String reply = DisplayMove.of(session.playComputerMove(SearchListener.NONE));
        assertEquals("Took back B0-C2 and " + reply + ".", session.input("undo").text());
        Session both = Opening.withoutQuestions(Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN), null);
        both.input("B9-C7");
        assertEquals("Took back B9-C7.", both.input("undo").text());
    }

    @Test
    void movesAreCountedAsTheMoveListNumbersThem() {
        Texts texts = Texts.english();
        Game game = Game.start(RuleSet.JANGGI, Setup.STANDARD, Setup.STANDARD);
        assertEquals("0 moves", MoveCount.words(texts, game));
        game.play(DisplayMove.parse("B9-C7", game.position()));
        assertEquals("1 move", MoveCount.words(texts, game));
        game.play(DisplayMove.parse("B0-C2", game.position()));
        assertEquals("1 move", MoveCount.words(texts, game), "1. B9-C7 B0-C2");
        game.play(DisplayMove.parse("A6-A5", game.position()));
        assertEquals("2 moves", MoveCount.words(texts, game));
        Game hanFirst = Game.from(Fen.parse("4k4/9/9/9/9/9/9/9/4A4/3K5 b - - 0 1", RuleSet.JANGGI));
        hanFirst.play(DisplayMove.parse("E0-E1", hanFirst.position()));
        hanFirst.play(DisplayMove.parse("D9-E9", hanFirst.position()));
        assertEquals("2 moves", MoveCount.words(texts, hanFirst), "1... E0-E1 2. D9-E9");
    }

    private static Session withLook(Look look) {
        return Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN).withLook(look), null);
    }

    @Test
    void piecesAreKeptInThePlayersSettingsForTheNextGames(@TempDir Path dir) {
        SettingsFile settings = new SettingsFile(dir.resolve("settings"));
        Session session = withLook(new Look(PieceStyle.MARTIN, MoveNotation.MARTIN, Optional.empty(), settings));
        Reply reply = session.input("pieces hangul");
        assertEquals(Reply.Outcome.RESTYLED, reply.outcome());
        assertEquals("Pieces: hangul, kept for the next games.", reply.text());
        assertEquals(Optional.of("hangul"), settings.get(Look.PIECES));
        assertEquals(PieceStyle.HANGUL, session.look().shown());
    }

    @Test
    void koreanNotationIsKeptInThePlayersSettingsForTheNextGames(@TempDir Path dir) {
        SettingsFile settings = new SettingsFile(dir.resolve("settings"));
        Session session = withLook(new Look(PieceStyle.MARTIN, MoveNotation.MARTIN, Optional.empty(), settings));
        Reply reply = session.input("notation korean");
        assertEquals(Reply.Outcome.RESTYLED, reply.outcome());
        assertEquals("Moves: korean notation, kept for the next games.", reply.text());
        assertEquals(Optional.of("korean"), settings.get(Look.NOTATION));
        assertEquals(MoveNotation.KOREAN, session.look().notation());
        assertEquals(
                "'gibberish' is no notation of moves (martin, korean).",
                session.input("notation gibberish").text());
    }

    @Test
    void piecesATerminalCannotShowAreKeptButTheBoardShowsLettersAndSaysWhy(@TempDir Path dir) {
        SettingsFile settings = new SettingsFile(dir.resolve("settings"));
        Look console = new Look(
                PieceStyle.MARTIN,
                MoveNotation.MARTIN,
                Look.noWideLetters(Map.of("LANG", "ko_KR.UTF-8", "TERM", "linux"), false),
                settings);
        Session session = withLook(console);
        assertEquals(Optional.empty(), session.lookNote());
        assertEquals(
                "Pieces: hanja, kept for the next games. The Linux console (TERM=linux) has no Hangul or Hanja:"
                        + " letters instead.",
                session.input("pieces hanja").text());
        assertEquals(PieceStyle.LETTERS, session.look().shown());
        assertTrue(session.lookNote().isPresent());
    }

    @Test
    void inKoreanNotationTheSessionSpeaksOfMovesAsRecordsWriteThem() {
        Session session = withLook(new Look(PieceStyle.MARTIN, MoveNotation.KOREAN, Optional.empty(), Settings.NONE));
        assertEquals("02마83", session.input("B9-C7").text());
        assertEquals("18마37", session.input("18마37").text(), "Han's horse from H0 to G2");
        assertEquals("Took back 18마37.", session.input("undo").text());
    }

    @Test
    void aWordThatIsNoCommandIsAnUnknownCommandNotABrokenMove() {
        Session session =
                Opening.withoutQuestions(Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN), null);
        for (String word : new String[] {"helo", "foo", "xyzzy", "Resignn"}) {
            Reply reply = session.input(word);
            assertEquals(Reply.Outcome.ERROR, reply.outcome());
            assertEquals("Unknown command '" + word + "': type help for the commands.", reply.text());
        }
        assertTrue(session.input("B9-C").text().contains("is not a move"), "a broken move is still said to be one");
        assertEquals(Reply.Outcome.MOVED, session.input("pass").outcome(), "pass is a move");
        assertEquals(Reply.Outcome.MOVED, session.input("한수쉼").outcome(), "and so is the Korean pass");
        Session korean = Opening.withoutQuestions(
                Start.of(RuleSet.JANGGI).withSides(Control.HUMAN, Control.HUMAN).withLanguage(Language.KOREAN), null);
        assertEquals(
                "알 수 없는 명령어 '안녕하세요': 명령어를 보려면 help를 입력하세요.",
                korean.input("안녕하세요").text());
    }
}
