package janggi.play;

import janggi.clock.TimeControl;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.notation.DisplayMove;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.text.Language;
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
 * How a game begins: the options from the command line, then the questions before the first
 * move (resume the unfinished game? which setup?) asked by whichever front end is in use.
 *
 * <p>A value: {@link #of} gives the defaults (the player as Han against the computer at the
 * default level, setups asked, the opening, one thread per core), and each {@code with} method
 * a copy with one thing changed, e.g. {@code Start.of(rules).withLevel(3).withSeed(1L)}.
 */
public final class Start {
    private final RuleSet rules;
    private int level = Engine.DEFAULT_LEVEL;
    private Session.Control cho = Session.Control.COMPUTER;
    private Session.Control han = Session.Control.HUMAN;
    private Setup choSetup;
    private Setup hanSetup;
    private boolean flip;
    private Long seed;
    private Game game;
    private int threads;
    private Language language = Language.ENGLISH;
    private TimeControl clock = TimeControl.NONE;
    private TimeSource time = TimeSource.SYSTEM;
    private Path saveFile;
    private Look look = Look.MARTIN;

    private Start(RuleSet rules) {
        this.rules = rules;
    }

    /** A copy to change one thing in: a Start never changes once made. */
    private Start copy() {
        Start c = new Start(rules);
        c.level = level;
        c.cho = cho;
        c.han = han;
        c.choSetup = choSetup;
        c.hanSetup = hanSetup;
        c.flip = flip;
        c.seed = seed;
        c.game = game;
        c.threads = threads;
        c.language = language;
        c.clock = clock;
        c.time = time;
        c.saveFile = saveFile;
        c.look = look;
        return c;
    }

    /** A copy of this start with {@code change} made to it: the with-methods' one way. */
    private Start with(Consumer<Start> change) {
        Start c = copy();
        change.accept(c);
        return c;
    }

    /** A new game under {@code rules}: the player as Han (at the bottom) against the computer as Cho. */
    public static Start of(RuleSet rules) {
        return new Start(rules);
    }

    /** The computer's strength, {@link Engine#MIN_LEVEL} to {@link Engine#MAX_LEVEL}. */
    public Start withLevel(int level) {
        return with(c -> c.level = level);
    }

    /**
     * Who plays each side. The board turns to match: Cho at the bottom when the only player at
     * the terminal plays Cho, else Han ({@link #withFlip} after this turns it otherwise).
     */
    public Start withSides(Session.Control cho, Session.Control han) {
        return with(c -> {
            c.cho = cho;
            c.han = han;
            c.flip = cho == Session.Control.HUMAN && han == Session.Control.COMPUTER;
        });
    }

    /** The setups of both sides, so that none is asked. */
    public Start withSetups(Setup cho, Setup han) {
        return with(c -> {
            c.choSetup = cho;
            c.hanSetup = han;
        });
    }

    /** Whether the board is turned, Cho at the bottom; by default as {@link #withSides} chose. */
    public Start withFlip(boolean flip) {
        return with(c -> c.flip = flip);
    }

    /** A seed that makes the computer's play and the drawn setups reproducible; null for none. */
    public Start withSeed(Long seed) {
        return with(c -> c.seed = seed);
    }

    /** A game to play on instead of a new one (from {@code --fen}, or a replay branched off). */
    public Start withGame(Game game) {
        return with(c -> c.game = game);
    }

    /** The threads the computer thinks with; 0 for one per core. */
    public Start withThreads(int threads) {
        return with(c -> c.threads = threads);
    }

    /** The language the player reads. */
    public Start withLanguage(Language language) {
        return with(c -> c.language = language);
    }

    /** The time control of a new game ({@code --clock}); {@link TimeControl#NONE} by default. */
    public Start withClock(TimeControl clock) {
        return with(c -> c.clock = clock);
    }

    /** Where the game clock reads the time: the system's clock, or a fake one in tests. */
    public Start withTimeSource(TimeSource time) {
        return with(c -> c.time = time);
    }

    /**
     * A file the game is written to, in the format its extension names, when it ends and when the
     * player leaves ({@code --save FILE}); naming it is consent to replace it. Null for none.
     */
    public Start withSaveFile(Path file) {
        return with(c -> c.saveFile = file);
    }

    /** How the player sees the board and the moves. */
    public Start withLook(Look look) {
        return with(c -> c.look = look);
    }

    public RuleSet rules() {
        return rules;
    }

    public int level() {
        return level;
    }

    public Session.Control control(Side side) {
        return side == Side.CHO ? cho : han;
    }

    public boolean flip() {
        return flip;
    }

    /** The setups given (Cho's, Han's), or null when the players choose them. */
    public Setup[] setups() {
        return choSetup == null ? null : new Setup[] {choSetup, hanSetup};
    }

    /** The seed, or null when the play need not be reproducible. */
    public Long seed() {
        return seed;
    }

    /** The game to play on, or null for a new one. */
    public Game game() {
        return game;
    }

    /** The threads the computer thinks with; 0 for one per core. */
    public int threads() {
        return threads;
    }

    public Language language() {
        return language;
    }

    public TimeControl clock() {
        return clock;
    }

    public TimeSource timeSource() {
        return time;
    }

    /** The file {@code --save} names, or null. */
    public Path saveFile() {
        return saveFile;
    }

    public Look look() {
        return look;
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
     * run if the player wants it back (under its own rules and players, whatever this start names),
     * else a new game with the setups given or chosen now. When another janggi has the game
     * open, the player is told so and offered a new game or a game from the library, unless
     * this start names its game. {@code
     * tell} shows a message; the questions and messages are in the player's language.
     */
    public Session open(Ask ask, Consumer<String> tell, DataDirectory data) {
        Texts texts = Texts.of(language);
        Keeper keeper = Keeper.in(data);
        Session session = session(keeper, true);
        OptionalLong other = keeper.claimAutosave();
        if (other.isPresent() && game != null) {
            // The game named (--fen, a replay played on) begins all the same, kept in the library
            // while the other janggi keeps its own game.
            return begin(session, ask, tell);
        }
        if (other.isPresent()) {
            return chooseAnother(session, Session.openElsewhere(texts, other.getAsLong()), data, ask, tell);
        }
        Optional<GameRecord> last = lastGame(data, texts, tell);
        if (last.isPresent() && game == null && unfinished(last.get())) {
            GameRecord record = last.get();
            String answer = ask.ask(new Question(
                    Question.Kind.RESUME,
                    null,
                    texts.get("start.resume", record.game().rules().name, MoveCount.words(texts, record.game())) + " ",
                    List.of(texts.get("start.resume_declining"))));
            if (!answer.trim().toLowerCase(Locale.ROOT).startsWith(texts.get("start.no"))) {
                Session.Reply resumed = session.resumeAutosave(record);
                if (resumed.outcome() != Session.Outcome.NEW_GAME) {
                    return chooseAnother(session, resumed.text(), data, ask, tell);
                }
                tell.accept(resumed.text());
                return session;
            }
            setAside(keeper, record, texts, tell, true);
        } else if (last.isPresent()) {
            // A finished game, or one this start replaces (--fen, a replay played on): filed, never lost.
            setAside(keeper, last.get(), texts, tell, unfinished(last.get()));
        }
        return begin(session, ask, tell);
    }

    /** As {@link #open(Ask, Consumer, DataDirectory)}, in the data directory that holds {@code autosave}. */
    public Session open(Ask ask, Consumer<String> tell, Autosave autosave) {
        return open(
                ask, tell, new DataDirectory(autosave.file().toAbsolutePath().getParent()));
    }

    /**
     * A session without questions, the given setups or the standard ones, its games kept in
     * {@code data}; or kept nowhere when {@code data} is null (moves from a pipe).
     */
    public Session openWithoutQuestions(DataDirectory data) {
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
        Texts texts = Texts.of(language);
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
            Session.Reply reply = session.input("resume " + answer);
            tell.accept(reply.text());
            if (reply.outcome() == Session.Outcome.NEW_GAME) {
                return session;
            }
        }
    }

    /** The game this start names begins: the one given (--fen, a replay played on), or a new one. */
    private Session begin(Session session, Ask ask, Consumer<String> tell) {
        if (game != null) {
            session.save();
            return session;
        }
        return newGame(session, ask, tell);
    }

    /** The setups asked of the players (unless given, or drawn under krc), then the game begins. */
    private Session newGame(Session session, Ask ask, Consumer<String> tell) {
        if (choSetup != null || rules.shuffledWings) {
            if (rules.shuffledWings) {
                tell.accept(Texts.of(language)
                        .get(
                                "start.wings_drawn",
                                session.game().setup(Side.CHO).orElseThrow().wings()));
            }
            session.save();
            return session;
        }
        session.beginNewGame();
        for (Optional<Question> q = session.pendingQuestion(); q.isPresent(); q = session.pendingQuestion()) {
            Session.Reply reply = session.input(ask.ask(q.get(), session));
            if (reply.outcome() == Session.Outcome.ERROR) {
                tell.accept(reply.text());
            }
        }
        return session;
    }

    private Session session(Keeper keeper, boolean asks) {
        Setup[] s = choSetup != null
                ? new Setup[] {choSetup, hanSetup}
                : rules.shuffledWings ? drawWings() : new Setup[] {Setup.STANDARD, Setup.STANDARD};
        Session session = new Session(this, s[0], s[1], keeper, asks);
        if (game != null) {
            session.resume(game);
        }
        return session;
    }

    /** Korean Random Chess draws one arrangement for both armies. */
    private Setup[] drawWings() {
        Setup drawn = Setup.random(rules, new SplittableRandom(seed != null ? seed : System.nanoTime()));
        return new Setup[] {drawn, drawn};
    }
}
