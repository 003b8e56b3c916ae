package janggi.play;

import janggi.core.Game;
import janggi.core.Position;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.files.Autosave;
import janggi.files.DataDirectory;
import janggi.files.Keeper;
import janggi.files.Library;
import janggi.files.Log;
import janggi.files.MoveCount;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.text.Texts;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.Consumer;

/**
 * How a game at home begins from its {@link Start}: the questions before the first move
 * (resume the unfinished game? which game, when another janggi has it? which setup?) asked by
 * whichever front end is in use, then the session to play.
 */
public final class Opening {
    private final Start start;

    private Opening(Start start) {
        this.start = start;
    }

    /** A question to the player, answered with a line ("" for Enter, or when there is no answer). */
    public interface Ask {
        String ask(Question question);

        /**
         * Asks a question about the game being set up in {@code session}, of which a front end
         * may show more: the board a setup would give ({@link Session#setupPreview}).
         */
        default String ask(Question question, Session session) {
            return ask(question);
        }
    }

    /**
     * The session to play, with its games kept in {@code data}: the unfinished game of the last
     * run if the player wants it back (under its own rules and players, whatever the start names),
     * else a new game with the setups given or chosen now. When another janggi has the game
     * open, the player is told so and offered a new game or a game from the library, unless
     * the start names its game. {@code
     * tell} shows a message; the questions and messages are in the player's language.
     */
    public static Session open(Start start, Ask ask, Consumer<String> tell, DataDirectory data) {
        return new Opening(start).open(ask, tell, data);
    }

    private Session open(Ask ask, Consumer<String> tell, DataDirectory data) {
        Texts texts = Texts.of(start.language());
        Keeper keeper = Keeper.in(data);
        Session session = session(keeper, true);
        OptionalLong other = keeper.claimAutosave();
        if (other.isPresent() && start.game() != null) {
            // The game named (--fen, a replay played on) begins all the same, kept in the library
            // while the other janggi keeps its own game.
            return begin(session, ask, tell);
        }
        if (other.isPresent()) {
            return chooseAnother(session, Keeper.openElsewhere(texts, other.getAsLong()), data, ask, tell);
        }
        Optional<GameRecord> last = lastGame(data, texts, tell);
        if (last.isPresent() && start.game() == null && unfinished(last.get())) {
            GameRecord record = last.get();
            String answer = ask.ask(new Question(
                    Question.Kind.RESUME,
                    null,
                    texts.get("start.resume", record.game().rules().name, MoveCount.words(texts, record.game())) + " ",
                    List.of(texts.get("start.resume_declining"))));
            if (!answer.trim().toLowerCase(Locale.ROOT).startsWith(texts.get("start.no"))) {
                Reply resumed = session.resumeAutosave(record);
                if (resumed.outcome() != Reply.Outcome.NEW_GAME) {
                    return chooseAnother(session, resumed.text(), data, ask, tell);
                }
                tell.accept(resumed.text());
                return session;
            }
            setAside(keeper, record, texts, tell, true);
        } else if (last.isPresent()) {
            // A finished game, or one the start replaces (--fen, a replay played on): filed, never lost.
            setAside(keeper, last.get(), texts, tell, unfinished(last.get()));
        }
        return begin(session, ask, tell);
    }

    /** As {@link #open(Start, Ask, Consumer, DataDirectory)}, in the data directory that holds {@code autosave}. */
    public static Session open(Start start, Ask ask, Consumer<String> tell, Autosave autosave) {
        return open(
                start,
                ask,
                tell,
                new DataDirectory(autosave.file().toAbsolutePath().getParent()));
    }

    /**
     * A session without questions, the given setups or the standard ones, its games kept in
     * {@code data}; or kept nowhere when {@code data} is null (moves from a pipe).
     */
    public static Session withoutQuestions(Start start, DataDirectory data) {
        return new Opening(start).plain(data);
    }

    private Session plain(DataDirectory data) {
        Keeper keeper = data == null ? Keeper.nothing() : Keeper.in(data);
        keeper.claimAutosave();
        return session(keeper, false);
    }

    private static boolean unfinished(GameRecord record) {
        return !record.game().isOver() && !record.game().moves().isEmpty();
    }

    /**
     * The game of the last run in the autosave. A damaged file is moved aside, and the player
     * told after which move and what is kept, the reason going to the log; its game is then
     * taken from the library, where it was written with every move, or else as far as it could
     * be read.
     */
    private static Optional<GameRecord> lastGame(DataDirectory data, Texts texts, Consumer<String> tell) {
        Autosave autosave = data.autosave();
        Autosave.Contents contents = autosave.read();
        if (contents instanceof Autosave.Found found) {
            return Optional.of(found.record());
        }
        if (contents instanceof Autosave.Damaged damaged) {
            Log.problem(
                    autosave.file() + " could not be read: " + Texts.english().render(damaged.reason()));
            Optional<GameRecord> part = damaged.readable();
            Optional<GameRecord> kept = part.flatMap(p -> Library.started(p.tags())
                    .flatMap(began -> data.library().readable(data.library().file(began)))
                    .filter(inLibrary ->
                            inLibrary.game().moves().size() >= p.game().moves().size()));
            tell.accept(damagedWords(texts, autosave.file(), damaged, kept));
            return kept.or(() -> part);
        }
        return Optional.empty();
    }

    /** What the player is told of a damaged autosave: where it broke off, what is kept, and where the file is. */
    private static String damagedWords(
            Texts texts, Path file, Autosave.Damaged damaged, Optional<GameRecord> inLibrary) {
        if (damaged.keptAs().isEmpty()) {
            return texts.get("start.damaged_left", file, damaged.reason());
        }
        Path aside = damaged.keptAs().get();
        if (damaged.readable().isEmpty()) {
            return texts.get("start.damaged", file, damaged.reason(), aside);
        }
        // Beside the autosave: its name is enough, and the line fits the screen's two message rows.
        Path asideName = aside.getFileName();
        Game read = damaged.readable().get().game();
        String lastRead = lastMove(read);
        return inLibrary.isPresent()
                ? texts.get(
                        "start.damaged_after_library",
                        file,
                        lastRead,
                        MoveCount.words(texts, inLibrary.get().game()),
                        asideName)
                : texts.get("start.damaged_after", file, lastRead, MoveCount.words(texts, read), asideName);
    }

    /** The last move of a game as the move list numbers it: {@code 1. B9-C7}, {@code 1... B0-C2}. */
    private static String lastMove(Game game) {
        Position before = game.startPosition();
        List<Integer> moves = game.moves();
        for (int m : moves.subList(0, moves.size() - 1)) {
            before.make(m);
        }
        return MovePair.numbered(DisplayMove.of(moves.get(moves.size() - 1)), before);
    }

    private static void setAside(Keeper keeper, GameRecord record, Texts texts, Consumer<String> tell, boolean say) {
        LocalDateTime began = Library.started(record.tags()).orElseGet(() -> keeper.fresh(LocalDateTime.now()));
        Optional<Path> kept = keeper.setAside(record, began);
        if (say && kept.isPresent()) {
            tell.accept(texts.get("start.kept", kept.get().toAbsolutePath()));
        }
    }

    /**
     * The game is open in another janggi ({@code why} says so): the player chooses a new game or
     * a game of the library by its number.
     */
    private Session chooseAnother(Session session, String why, DataDirectory data, Ask ask, Consumer<String> tell) {
        Texts texts = Texts.of(start.language());
        List<String> details = new ArrayList<>();
        details.add(why);
        for (Library.Entry entry : data.library().entries()) {
            if (entry.unfinished()) {
                details.add(entry.line(texts));
            }
        }
        Question question = new Question(Question.Kind.LOCKED, null, texts.get("start.locked") + " ", details);
        while (true) {
            String answer = ask.ask(question).strip();
            if (answer.isEmpty() || answer.equalsIgnoreCase("new")) {
                return begin(session, ask, tell);
            }
            Reply reply = session.input("resume " + answer);
            tell.accept(reply.text());
            if (reply.outcome() == Reply.Outcome.NEW_GAME) {
                return session;
            }
        }
    }

    /** The game the start names begins: the one given (--fen, a replay played on), or a new one. */
    private Session begin(Session session, Ask ask, Consumer<String> tell) {
        if (start.game() != null) {
            session.save();
            return session;
        }
        return newGame(session, ask, tell);
    }

    /** The setups asked of the players (unless given, or drawn under krc), then the game begins. */
    private Session newGame(Session session, Ask ask, Consumer<String> tell) {
        if (start.choSetup() != null || start.rules().shuffledWings) {
            if (start.rules().shuffledWings) {
                tell.accept(Texts.of(start.language())
                        .get(
                                "start.wings_drawn",
                                session.game().setup(Side.CHO).orElseThrow().wings()));
            }
            session.save();
            return session;
        }
        session.beginNewGame();
        for (Optional<Question> q = session.pendingQuestion(); q.isPresent(); q = session.pendingQuestion()) {
            Reply reply = session.input(ask.ask(q.get(), session));
            if (reply.outcome() == Reply.Outcome.ERROR) {
                tell.accept(reply.text());
            }
        }
        return session;
    }

    private Session session(Keeper keeper, boolean asks) {
        Setup[] s = start.choSetup() != null
                ? new Setup[] {start.choSetup(), start.hanSetup()}
                : start.rules().shuffledWings ? drawWings() : new Setup[] {Setup.STANDARD, Setup.STANDARD};
        Session session = new Session(start, s[0], s[1], keeper, asks);
        if (start.game() != null) {
            session.resume(start.game());
        }
        return session;
    }

    /** Korean Random Chess draws one arrangement for both armies. */
    private Setup[] drawWings() {
        Setup drawn = Setup.random(
                start.rules(), new SplittableRandom(start.seed() != null ? start.seed() : System.nanoTime()));
        return new Setup[] {drawn, drawn};
    }
}
