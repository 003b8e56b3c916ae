package janggi.play;

import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.Engine;
import janggi.engine.Hint;
import janggi.engine.Score;
import janggi.engine.SearchLimits;
import janggi.engine.SearchListener;
import janggi.engine.SearchResult;
import janggi.files.Keeper;
import janggi.files.Library;
import janggi.files.MoveCount;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.record.OurNames;
import janggi.text.Message;
import janggi.text.Texts;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.Set;
import java.util.SplittableRandom;

/**
 * A game being played at this terminal: who plays which side, the computer player, and what
 * the player types (moves and commands). Both the full-screen and the line front ends drive
 * this one object; after every change the game is written to the autosave and to its file in
 * the library, so that nothing is lost when the terminal goes away. A question the player must
 * answer first (a setup, "resign?") is the session's state too, for every front end to show:
 * {@link #pendingQuestion()}, answered by the next line of {@link #input}.
 */
public final class Session implements AutoCloseable {

    /** Moves, commands, keys and how each piece moves under this session's rules. */
    public String help() {
        return texts.document("help") + "\n" + texts.document(rules.freeGuards ? "help-pieces-krc" : "help-pieces");
    }

    /** The rules of the game on the board: a game loaded or resumed brings its own. */
    private RuleSet rules;

    private final Control[] control = new Control[2];
    private final Engine engine = new Engine();
    private final Keeper keeper;
    /** The words this session's player reads. */
    private final Texts texts;
    /** Whether the player can be asked (a terminal), or not (moves from a pipe). */
    private final boolean asks;
    /** How the player sees the board and the moves; the pieces change with {@code pieces STYLE}. */
    private Look look;

    private Game game;
    /** When the game on the board began: it names the game's file in the library. */
    private LocalDateTime started;

    private Setup choSetup;
    private Setup hanSetup;
    private boolean flipped;
    /** How the next new game's setups are chosen. */
    private final SetupChoice setups;
    /** The files the player names, the {@code --save} file and the farewell. */
    private final GameFiles files;

    /** The question the next line answers, or null. */
    private Question pending;

    private final Timekeeper timekeeper;

    /**
     * A session as {@code start} says, from the opening with these setups; {@code keeper} keeps
     * its games, and {@code asks} says whether there is a player to ask questions.
     */
    Session(Start start, Setup cho, Setup han, Keeper keeper, boolean asks) {
        this.rules = start.rules();
        this.choSetup = cho;
        this.hanSetup = han;
        this.control[0] = start.control(Side.CHO);
        this.control[1] = start.control(Side.HAN);
        this.keeper = keeper;
        this.asks = asks;
        this.flipped = start.flip();
        this.texts = Texts.of(start.language());
        this.look = start.look();
        this.game = Game.start(rules, cho, han);
        this.started = keeper.fresh(LocalDateTime.now());
        this.timekeeper = new Timekeeper(start.clock(), start.timeSource());
        this.files = new GameFiles(keeper, texts, asks, start.saveFile(), (record, began, takePlayers) -> {
            if (takePlayers) {
                takePlayers(record);
            }
            return playOn(record, began);
        });
        Long seed = start.seed();
        this.setups = new SetupChoice(start.setups(), new SplittableRandom(seed != null ? seed : System.nanoTime()));
        engine.setLevel(start.level());
        // The computer thinks only on its own turn, so it may take every core while it does.
        engine.setThreads(
                start.threads() > 0
                        ? start.threads()
                        : Math.min(Engine.MAX_THREADS, Runtime.getRuntime().availableProcessors()));
        if (seed != null) {
            engine.setSeed(seed);
        }
    }

    /**
     * Time offered to the computer for a move. Only level 10 uses it all: the engine's level
     * table caps the lower levels' depth or time itself.
     */
    private static final long THINK_MS = 15_000;

    /** Time the engine takes for a hint. */
    private static final long HINT_MS = 2_000;

    /** The words of this session's player, for the front end to speak them too. */
    public Texts texts() {
        return texts;
    }

    public Game game() {
        return game;
    }

    /** How the player sees the board and the moves. */
    public Look look() {
        return look;
    }

    /** A move in the player's notation, given the position before it. */
    public String write(int move, Position before) {
        return look.notation().shown(move, before, texts);
    }

    /**
     * Why the board shows letters rather than the Hangul or Hanja pieces asked for, in one line,
     * when the terminal probably cannot draw them; empty otherwise.
     */
    public Optional<String> lookNote() {
        return look.note().map(texts::render);
    }

    public RuleSet rules() {
        return rules;
    }

    public boolean flipped() {
        return flipped;
    }

    public int level() {
        return engine.level();
    }

    public Control control(Side side) {
        return control[side.ordinal()];
    }

    /** Whether the computer should move now: its turn, no question waiting for the player, and the clock not paused. */
    public boolean computerToMove() {
        return pending == null
                && !timekeeper.paused()
                && !game.isOver()
                && control(game.position().sideToMove()) == Control.COMPUTER;
    }

    /**
     * The computer plays its move in the game as it stands (blocking) and returns it: line mode's
     * way; {@link Move#NONE} when it has none, or when its time ran out first (the game is then over).
     */
    public int playComputerMove(SearchListener listener) {
        int move = thinkComputerMove(game.position().copy(), listener);
        return move != Move.NONE && playMove(move) ? move : Move.NONE;
    }

    /**
     * The computer's move in {@code position}, not played. Only the engine is touched, so a
     * {@link Worker} may call this on its own thread with a copy of the position while the game
     * goes on; the engine does one search at a time, which the worker's single thread ensures.
     */
    public int thinkComputerMove(Position position, SearchListener listener) {
        SearchResult r = engine.search(position, thinkingLimits(position.sideToMove()), listener);
        return r.bestMove();
    }

    /**
     * The computer's time for a move by {@code side}: its clock as it stands (the engine's time
     * manager shares it out), or without a clock as much as its level takes.
     */
    private SearchLimits thinkingLimits(Side side) {
        GameClock clock = timekeeper.clock();
        return clock.active() ? SearchLimits.of(clock, side) : SearchLimits.moveTime(THINK_MS);
    }

    /**
     * Plays a legal move and saves the game, unless the mover's time has run out: then the game
     * ends on time instead, and false is returned.
     */
    public boolean playMove(int move) {
        if (flagFall()) {
            return false;
        }
        Side mover = game.position().sideToMove();
        game.play(move);
        moved(mover);
        return true;
    }

    /** After a move: the mover's clock takes its time and the other's starts (or both stand, the game over). */
    private void moved(Side mover) {
        timekeeper.moved(mover, game.isOver());
        save();
    }

    /** The clocks of the game on the board. */
    public GameClock clock() {
        return timekeeper.clock();
    }

    /** Whether the player has paused the clock. */
    public boolean paused() {
        return timekeeper.paused();
    }

    /**
     * Starts the clock of the side to move, if there is a clock and it stands: front ends call
     * this whenever they wait for a move. Never before the game is on the board (while a setup
     * is asked), after it ended, or while the player has paused it.
     */
    public void startClock() {
        if (pending == null && !game.isOver()) {
            timekeeper.start(game.position().sideToMove());
        }
    }

    /**
     * Ends the game if the side to move's time has run out (a loss on time, under every rule
     * set); returns whether it did now. Front ends call this when the clock's time is up, and
     * every move is checked by it first.
     */
    public boolean flagFall() {
        Optional<Side> flagged = timekeeper.clock().flagged();
        if (flagged.isEmpty() || game.isOver()) {
            return false;
        }
        game.flagFall(flagged.get());
        timekeeper.clock().stop();
        save();
        return true;
    }

    /** Makes the search in progress return its best move so far. May be called from any thread. */
    public void moveNow() {
        engine.stop();
    }

    /** Plays on a game that is not in the library yet (from {@code --fen}, a replay, a file loaded), under its rules. */
    void resume(Game loaded) {
        playOn(loaded, keeper.fresh(LocalDateTime.now()), timekeeper.fresh());
    }

    /** Puts a game read from a file on the board, its clocks as they stood when it was written: see below. */
    Optional<Message> playOn(GameRecord record, LocalDateTime began) {
        return playOn(record.game(), began, timekeeper.of(record));
    }

    /**
     * Puts {@code loaded} on the board, as the game that began at {@code began}, under its own
     * rules; returns what the player should know of the change of rules, if the rules changed.
     */
    private Optional<Message> playOn(Game loaded, LocalDateTime began, GameClock clocks) {
        RuleSet before = rules;
        game = loaded;
        timekeeper.use(clocks);
        started = began;
        rules = loaded.rules();
        pending = null;
        loaded.setup(Side.CHO).ifPresent(s -> choSetup = s);
        loaded.setup(Side.HAN).ifPresent(s -> hanSetup = s);
        if (rules != before) {
            engine.newGame();
        }
        save();
        return rules == before ? Optional.empty() : Optional.of(new Message("session.rules_now", rules.name));
    }

    /**
     * Plays on the game read from the autosave, under its own rules. An error reply, with the
     * game left as it was, when another janggi has that game open.
     */
    Reply resumeAutosave(GameRecord record) {
        LocalDateTime began = Library.started(record.tags()).orElseGet(() -> keeper.fresh(LocalDateTime.now()));
        OptionalLong other = keeper.adopt(began);
        if (other.isPresent()) {
            return openElsewhere(other.getAsLong());
        }
        Message resumed = new Message("start.resumed", MoveCount.words(texts, record.game()));
        takePlayers(record);
        return playOn(record, began)
                .map(rulesNow -> reply(Reply.Outcome.NEW_GAME, "session.two_sentences", resumed, rulesNow))
                .orElse(new Reply(Reply.Outcome.NEW_GAME, texts.render(resumed)));
    }

    private Reply openElsewhere(long pid) {
        return new Reply(Reply.Outcome.ERROR, Keeper.openElsewhere(texts, pid));
    }

    /**
     * What the side to move must answer now, for the front ends to show beside the turn:
     * {@code BIKJANG}, {@code CHECK}, {@code BANZAI: guard on D4 must capture} in the player's
     * language, or "" for nothing.
     */
    public String alert() {
        return game.isOver()
                ? ""
                : RuleWords.alert(game.position()).map(texts::render).orElse("");
    }

    /** Handles one line typed by the player: the answer to the pending question, a move or a command. */
    public Reply input(String line) {
        return input(Command.parse(line));
    }

    /** Handles a line as {@link Command#parse} read it. */
    public Reply input(Command.Typed typed) {
        if (pending != null && typed.is(Command.QUIT)) {
            return quit();
        }
        if (pending != null && typed.is(Command.HELP)) {
            return new Reply(Reply.Outcome.INFO, help());
        }
        if (pending != null) {
            return answer(typed.text());
        }
        String arg = typed.arg();
        return switch (typed.command()) {
            case NOTHING -> Reply.NOTHING;
            case HELP -> new Reply(Reply.Outcome.INFO, help());
            case QUIT -> quit();
            case UNDO -> undo();
            case PAUSE -> timekeeper.pause(texts, game);
            case CLOCK -> {
                Reply set = timekeeper.set(texts, game, arg);
                save();
                yield set;
            }
            case HINT -> hint();
            case FLIP -> {
                flipped = !flipped;
                yield reply(Reply.Outcome.FLIPPED, "session.flipped");
            }
            case LEVEL -> level(arg);
            case PIECES -> pieces(arg);
            case NOTATION -> notation(arg);
            case NEW -> newGame();
            case SAVE -> asked(Question.Kind.OVERWRITE, files.save(arg, record()));
            case LOAD -> files.load(arg);
            case GAMES -> files.games();
            case RESUME -> files.resume(arg);
            case FEN -> new Reply(Reply.Outcome.INFO, Fen.of(game.position()));
            case RESIGN -> resign();
            case DRAW -> draw();
            // The full screen opens the analysis view itself; here, only the way to it is told.
            case ANALYSE -> info("session.analyse_elsewhere");
            case SAY, TAKEBACK, ABORT, REMATCH, DECLINE ->
                error("session.not_at_home", typed.command().word());
            case NEXT, RETRY, LESSON, SOLUTION ->
                error("session.not_in_a_game", typed.command().word());
            case UNKNOWN -> error("session.unknown_command", typed.text());
            case MOVE -> move(typed.text());
        };
    }

    // ---- questions ------------------------------------------------------------------------

    /** The question the next line of {@link #input} answers, if one is waiting. */
    public Optional<Question> pendingQuestion() {
        return Optional.ofNullable(pending);
    }

    Reply ask(Question.Kind kind, Side side, String key, Object... args) {
        return asked(kind, side, new Reply(Reply.Outcome.QUESTION, texts.get(key, args)));
    }

    /** A reply that asks ({@link Reply.Outcome#QUESTION}) makes its words the question of {@code kind} waiting. */
    private Reply asked(Question.Kind kind, Reply reply) {
        return asked(kind, null, reply);
    }

    private Reply asked(Question.Kind kind, Side side, Reply reply) {
        if (reply.outcome() != Reply.Outcome.QUESTION) {
            return reply;
        }
        pending = new Question(kind, side, reply.text() + " ", List.of());
        return new Reply(Reply.Outcome.QUESTION, pending.text());
    }

    /** Yes: the first letter of the language's "yes", or Enter where Enter means yes. */
    private boolean yes(String answer, boolean enterMeansYes) {
        return answer.isEmpty()
                ? enterMeansYes
                : answer.toLowerCase(Locale.ROOT).startsWith(texts.get("start.yes"));
    }

    private Reply answer(String text) {
        Question question = pending;
        pending = null;
        return switch (question.kind()) {
            case NEW_GAME -> yes(text, true) ? beginNewGame() : info("session.play_on");
            case RESIGN -> yes(text, true) ? resignNow(question.side()) : info("session.play_on");
            case OVERWRITE -> files.replace(yes(text, false), record());
            case SETUP -> setupsChosen(setups.choose(question.side(), text));
            case RESUME, LOCKED -> throw new IllegalStateException("asked before the game: " + question.kind());
        };
    }

    private Reply move(String text) {
        if (game.isOver()) {
            return error("session.over_type_new", RuleWords.result(game.result().orElseThrow()));
        }
        if (text.length() == 2) {
            return destinations(text);
        }
        if (control(game.position().sideToMove()) != Control.HUMAN) {
            return error("session.computers_turn");
        }
        if (flagFall()) {
            return info("session.result", RuleWords.result(game.result().orElseThrow()));
        }
        try {
            Position before = game.position().copy();
            int move = MoveNotation.read(text, before);
            Side mover = before.sideToMove();
            game.play(move);
            moved(mover);
            return new Reply(Reply.Outcome.MOVED, write(move, before));
        } catch (NotationException e) {
            return text.matches("[A-Za-z]+")
                    ? error("session.refused_type_help", e.message())
                    : new Reply(Reply.Outcome.ERROR, texts.render(e.message()));
        }
    }

    /** The legal destinations of the piece on a point, for a player who typed only the point. */
    public Reply destinations(String point) {
        return Destinations.of(texts, game.position(), point);
    }

    private Reply undo() {
        if (game.moves().isEmpty()) {
            return error("session.nothing_to_undo");
        }
        // Two players at one terminal take moves back only by agreement, shown by stopping the clock first.
        if (timekeeper.clock().running() && control[0] == Control.HUMAN && control[1] == Control.HUMAN) {
            return error("session.undo_needs_pause");
        }
        List<String> taken = new ArrayList<>();
        int last = game.moves().get(game.moves().size() - 1);
        game.undo();
        taken.add(0, write(last, game.position()));
        // Against the computer, take back its reply too, so that it is the player's turn again.
        while (!game.moves().isEmpty()
                && control(game.position().sideToMove()) == Control.COMPUTER
                && (control[0] == Control.HUMAN || control[1] == Control.HUMAN)) {
            last = game.moves().get(game.moves().size() - 1);
            game.undo();
            taken.add(0, write(last, game.position()));
        }
        // Time goes back only to the player who asked, for the moves it takes back: a computer's thinking stays spent.
        Side toMove = game.position().sideToMove();
        Side asker = control(toMove) == Control.HUMAN || control(toMove.opponent()) != Control.HUMAN
                ? toMove
                : toMove.opponent();
        timekeeper.clock().undo(taken.size(), asker, toMove);
        save();
        return taken.size() == 1
                ? info("session.took_back", taken.get(0))
                : info(
                        "session.took_back_and",
                        String.join(", ", taken.subList(0, taken.size() - 1)),
                        taken.get(taken.size() - 1));
    }

    private Reply hint() {
        if (game.isOver()) {
            return error("session.over");
        }
        return new Reply(Reply.Outcome.INFO, hintText(hint(game.position().copy(), SearchListener.NONE)));
    }

    /**
     * The engine's suggestion for the side to move in {@code position}. Like {@link
     * #thinkComputerMove}, only the engine is touched: a worker calls it with a copy.
     */
    public Hint hint(Position position, SearchListener listener) {
        return Hint.of(engine, position, SearchLimits.moveTime(HINT_MS), listener);
    }

    /** A hint in the player's words: the move and why. */
    public String hintText(Hint hint) {
        return hint.move() == Move.NONE
                ? texts.get("session.no_legal_move")
                : texts.get("session.hint", write(hint.move(), game.position()), hint.reason());
    }

    private Reply level(String arg) {
        try {
            int level = Integer.parseInt(arg);
            engine.setLevel(level);
            return info("session.level", level);
        } catch (IllegalArgumentException e) {
            return error("session.level_range", Engine.MIN_LEVEL, Engine.MAX_LEVEL);
        }
    }

    /**
     * {@code pieces STYLE}: the board shows the pieces so from now on, and the player's settings
     * keep them for the next games. Without a style, says which there are.
     */
    private Reply pieces(String arg) {
        PiecesChoice chosen = PiecesChoice.of(texts, look, arg);
        look = chosen.look();
        return chosen.reply();
    }

    /**
     * {@code notation korean|martin}: the moves are listed so from now on, and the player's
     * settings keep it for the next games. Without a name, says which there are.
     */
    private Reply notation(String arg) {
        if (arg.isEmpty()) {
            return info("session.notation_now", look.notation().id(), MoveNotation.names());
        }
        Optional<MoveNotation> moves = MoveNotation.named(arg);
        if (moves.isEmpty()) {
            return error("session.notation_unknown", arg, MoveNotation.names());
        }
        look = look.withNotation(moves.get());
        String id = moves.get().id();
        return new Reply(
                Reply.Outcome.RESTYLED,
                texts.render(look.settings()
                        .put(Look.NOTATION, id)
                        .map(why -> new Message("session.notation_not_kept", id, why))
                        .orElseGet(() -> new Message("session.notation_kept", id))));
    }

    /** {@code new}: asks first when a game in progress would be left (it stays in the library). */
    private Reply newGame() {
        if (asks && !game.isOver() && !game.moves().isEmpty()) {
            return ask(Question.Kind.NEW_GAME, null, "session.ask_new");
        }
        return beginNewGame();
    }

    /** Begins a new game, its setups chosen as {@link SetupChoice} says. */
    Reply beginNewGame() {
        Set<Side> computer = EnumSet.noneOf(Side.class);
        for (Side side : Side.values()) {
            if (control(side) == Control.COMPUTER) {
                computer.add(side);
            }
        }
        return setupsChosen(setups.begin(rules, computer, choSetup, hanSetup, asks));
    }

    /** The game begins once both setups are chosen; else the next side is asked (again, after a bad answer). */
    private Reply setupsChosen(SetupChoice.Step step) {
        if (step.chosen() != null) {
            return startGame(step.chosen()[0], step.chosen()[1]);
        }
        Reply asked = ask(Question.Kind.SETUP, step.asked(), "start.setup", RuleWords.side(step.asked()));
        return step.refused() == null ? asked : new Reply(Reply.Outcome.ERROR, texts.render(step.refused()));
    }

    /**
     * The opening the pending setup question would give if answered {@code answer}, for a front
     * end to show the board as the choice makes it; empty when no setup is asked or the answer
     * is no setup (yet).
     */
    public Optional<Position> setupPreview(String answer) {
        return pending == null || pending.kind() != Question.Kind.SETUP
                ? Optional.empty()
                : setups.preview(rules, pending.side(), answer);
    }

    /** Starts a new game with these setups, or the standard one where a setup does not fit the rules. */
    Reply startGame(Setup cho, Setup han) {
        // Setups of a game under other rules (before a switch of rules) may not fit these.
        choSetup = cho.allowedUnder(rules) ? cho : Setup.STANDARD;
        hanSetup = han.allowedUnder(rules) ? han : Setup.STANDARD;
        game = Game.start(rules, choSetup, hanSetup);
        started = keeper.fresh(LocalDateTime.now());
        timekeeper.newGame();
        engine.newGame();
        save();
        return rules.shuffledWings
                ? reply(Reply.Outcome.NEW_GAME, "session.new_game_wings", choSetup.wings())
                : reply(Reply.Outcome.NEW_GAME, "session.new_game");
    }

    /** {@code resign}: for the player whose turn it is, or the one human against the computer; asks first. */
    private Reply resign() {
        if (game.isOver()) {
            return error("session.over");
        }
        Side side = game.position().sideToMove();
        if (control(side) != Control.HUMAN) {
            side = side.opponent();
        }
        return asks ? ask(Question.Kind.RESIGN, side, "session.ask_resign", RuleWords.side(side)) : resignNow(side);
    }

    private Reply resignNow(Side side) {
        if (game.isOver()) {
            return error("session.over");
        }
        game.resign(side);
        timekeeper.clock().stop();
        save();
        return info("session.result", RuleWords.result(game.result().orElseThrow()));
    }

    private Reply draw() {
        if (game.isOver()) {
            return error("session.over");
        }
        if (!game.drawByAgreementAllowed()) {
            return error("session.draw_not_allowed", rules.name);
        }
        Side offeredTo = game.position().sideToMove().opponent();
        if (control(game.position().sideToMove()) == Control.COMPUTER || control(offeredTo) == Control.COMPUTER) {
            Side computer = control(offeredTo) == Control.COMPUTER
                    ? offeredTo
                    : game.position().sideToMove();
            int score = engine.search(game.position(), SearchLimits.depth(6), SearchListener.NONE)
                    .score();
            int forComputer = game.position().sideToMove() == computer ? score : -score;
            if (forComputer > 50 || Score.isMate(forComputer)) {
                return info("session.draw_declined");
            }
        }
        game.agreeDraw();
        timekeeper.clock().stop();
        save();
        return info("session.drawn");
    }

    /** The game as a record, with when it began and the players' names. */
    public GameRecord record() {
        Map<String, String> tags = new LinkedHashMap<>(Library.startTags(started));
        tags.put("Event", OurNames.CASUAL_GAME);
        tags.put("Site", GameRecord.OUR_SITE);
        tags.put("Cho", name(Side.CHO));
        tags.put("Han", name(Side.HAN));
        GameClock clock = timekeeper.clock();
        if (clock.active()) {
            tags.put("TimeControl", clock.control().spec());
            clock.runningTag().ifPresent(t -> tags.put(GameClock.RUNNING_TAG, t));
        }
        return new GameRecord(game, tags, clock.comments(game.startPosition().sideToMove()), null);
    }

    private String name(Side side) {
        return PlayerNames.name(control(side), engine.level());
    }

    /**
     * A game of ours played on is played by whom its record names ({@link PlayerNames}): a
     * two-player game stays one, and the computer keeps its level. A record naming other players
     * (a foreign file) leaves the players as they are.
     */
    void takePlayers(GameRecord record) {
        PlayerNames.read(record.tags()).ifPresent(named -> {
            if (named.of(Side.CHO) != control[0] || named.of(Side.HAN) != control[1]) {
                control[0] = named.of(Side.CHO);
                control[1] = named.of(Side.HAN);
                // The board turns as Start.withSides turns it for these players.
                flipped = control[0] == Control.HUMAN && control[1] == Control.COMPUTER;
            }
            named.level().ifPresent(engine::setLevel);
        });
    }

    /** Writes the game to the autosave and the library; a failure is kept for {@link #saveProblem()} and the game goes on. */
    public void save() {
        keeper.keep(record(), false);
        if (game.isOver()) {
            files.writeSaveFile(record());
        }
    }

    /**
     * {@code NOT saved: <reason>}, in the player's language, from the moment a save fails until
     * one succeeds; every front end shows it all that time.
     */
    public Optional<String> saveProblem() {
        return keeper.problem().map(p -> texts.get("session.not_saved", p)).or(files::saveFileProblem);
    }

    /** Whether the game as it stands is kept somewhere: written by the last save, or in a file the player saved. */
    public boolean saved() {
        return files.saved(game);
    }

    /** Leaves: saves once more (a question waiting goes unanswered) and says where the game is. */
    public Reply quit() {
        pending = null;
        timekeeper.clock().pause();
        save();
        files.writeSaveFile(record());
        return new Reply(Reply.Outcome.QUIT, farewell());
    }

    /**
     * What to tell the player who leaves: where the game is kept, or that it was not saved,
     * with its moves, so that even then it is not lost.
     */
    public String farewell() {
        return files.farewell(game);
    }

    /** Lets go of the game: another janggi may open it now. */
    @Override
    public void close() {
        keeper.close();
    }

    private Reply reply(Reply.Outcome outcome, String key, Object... args) {
        return new Reply(outcome, texts.get(key, args));
    }

    private Reply info(String key, Object... args) {
        return Reply.info(texts, key, args);
    }

    private Reply error(String key, Object... args) {
        return Reply.error(texts, key, args);
    }
}
