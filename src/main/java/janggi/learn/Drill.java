package janggi.learn;

import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.Side;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.play.Destinations;
import janggi.play.Look;
import janggi.play.PiecesChoice;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.play.Table;
import janggi.record.GameRecord;
import janggi.text.Message;
import janggi.text.Texts;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The board of a lesson or a puzzle: a game from a set position, the learner's side, and how
 * the learner sees it. Moves typed are read as the game reads them, so that a refused move says
 * why in the rules' own words; the board turns so that the learner's side is at the bottom.
 */
final class Drill {
    private final Texts texts;
    private Look look;
    private boolean flipped;
    private Game game;
    private Side learner;

    Drill(Texts texts, Look look) {
        this.texts = texts;
        this.look = look;
    }

    /** Sets {@code start} up, its side to move being the learner's, who sees their side at the bottom. */
    void start(Position start) {
        start(start, start.sideToMove());
    }

    void start(Position start, Side learner) {
        this.game = Game.from(start);
        this.learner = learner;
        this.flipped = learner == Side.CHO;
    }

    Game game() {
        return game;
    }

    Side learner() {
        return learner;
    }

    Look look() {
        return look;
    }

    /** Whether it is the learner's turn in a game still going on. */
    boolean learnersTurn() {
        return !game.isOver() && game.position().sideToMove() == learner;
    }

    /**
     * The learner's move in {@code text} ({@code B2-B8}, {@code pass}, a Korean record's move),
     * read in the position as it stands.
     *
     * @throws NotationException saying why it is no move here, as the game says it
     */
    int read(String text) {
        return MoveNotation.read(text, game.position());
    }

    /** Why a move typed is refused, in the learner's words. */
    Reply refused(NotationException e) {
        return new Reply(Reply.Outcome.ERROR, texts.render(e.message()));
    }

    /** Where the piece on {@code point} can go. */
    Reply destinations(String point) {
        return Destinations.of(texts, game.position(), point);
    }

    /** Plays {@code move}, legal here; returns it as the learner reads it. */
    String play(int move) {
        Position before = game.position().copy();
        game.play(move);
        return written(move, before);
    }

    /** {@code move} in the learner's notation, given the position before it. */
    String written(int move, Position before) {
        return look.notation().shown(move, before, texts);
    }

    /** The pass of the side to move, if the rules let it pass now. */
    Optional<Integer> pass() {
        Position pos = game.position();
        int general = pos.generalSquare(pos.sideToMove());
        int pass = Move.of(general, general);
        return game.isOver() || !pos.isLegal(pass) ? Optional.empty() : Optional.of(pass);
    }

    Reply flip() {
        flipped = !flipped;
        return new Reply(Reply.Outcome.FLIPPED, texts.get("session.flipped"));
    }

    Reply fen() {
        return new Reply(Reply.Outcome.INFO, Fen.of(game.position()));
    }

    /** {@code pieces STYLE}: the board's pieces from now on, kept in the learner's settings. */
    Reply pieces(String arg) {
        PiecesChoice chosen = PiecesChoice.of(texts, look, arg);
        look = chosen.look();
        return chosen.reply();
    }

    /** The game as a record: the position it began from and the moves made. */
    GameRecord record() {
        return new GameRecord(game, Map.of());
    }

    /**
     * The board as the learner sees it, with what the table sets them.
     *
     * @param playing whether the learner may move now
     * @param question a setup to choose, or null
     */
    Table.State state(String title, String status, boolean playing, Question question, String brief) {
        Position pos = game.position();
        Optional<Message> alert = playing ? RuleWords.alert(pos) : Optional.empty();
        return new Table.State(
                title,
                pos.copy(),
                game.result(),
                who(Side.CHO),
                who(Side.HAN),
                alert.map(a -> texts.get("table.status_alert", status, texts.render(a)))
                        .orElse(status),
                alert.isPresent(),
                playing ? learner : null,
                true,
                flipped,
                look,
                GameClock.none(),
                null,
                Optional.ofNullable(question),
                "",
                false,
                false,
                Optional.empty(),
                true,
                List.of(),
                Set.of(),
                List.of(),
                List.of(),
                brief);
    }

    private String who(Side side) {
        return texts.get(side == learner ? "screen.you" : "screen.computer");
    }
}
