package janggi.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import janggi.core.Game;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.engine.SearchListener;
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.text.Texts;
import org.junit.jupiter.api.Test;

/** What the session says, said as a player would. */
class SessionWordsTest {

    @Test
    void undoSaysWhatItTookBack() {
        Session session = Start.of(RuleSet.JANGGI).withLevel(1).withSeed(1L).openWithoutQuestions(null);
        session.playComputerMove(SearchListener.NONE);
        session.input("B0-C2");
        String reply = DisplayMove.of(session.playComputerMove(SearchListener.NONE));
        assertEquals("Took back B0-C2 and " + reply + ".", session.input("undo").text());
        Session both = Start.of(RuleSet.JANGGI)
                .withSides(Session.Control.HUMAN, Session.Control.HUMAN)
                .openWithoutQuestions(null);
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
}
