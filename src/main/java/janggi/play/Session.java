package janggi.play;

import janggi.core.Game;
import janggi.core.Move;
import janggi.core.Piece;
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
import janggi.notation.DisplayMove;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.PgnFormat;
import janggi.record.RecordFormat;
import janggi.record.Records;
import janggi.text.Message;
import janggi.text.Texts;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

/**
 * A game being played at this terminal: who plays which side, the computer player, and what
 * the player types (moves and commands). Both the full-screen and the line front ends drive
 * this one object; after every change the game is written to the autosave and to its file in
 * the library, so that nothing is lost when the terminal goes away. A question the player must
 * answer first (a setup, "resign?") is the session's state too, for every front end to show:
 * {@link #pendingQuestion()}, answered by the next line of {@link #input}.
 */
public final class Session implements AutoCloseable {

    /** Who makes the moves of one side. */
    public enum Control {
        HUMAN,
        COMPUTER
    }

    /** What a line of input led to. */
    public enum Outcome {
        NOTHING,
        MOVED,
        INFO,
        /** The board was turned: a front end that prints boards prints it again. */
        FLIPPED,
        /** The board is drawn with other pieces: a front end that prints boards prints it again. */
        RESTYLED,
        ERROR,
        /** Another game is on the board: a new one, a loaded or a resumed one. */
        NEW_GAME,
        /** A question waits for the next line: {@link #pendingQuestion()}. */
        QUESTION,
        QUIT
    }

    /** The answer to a line of input: what happened and what to tell the player, in the player's language. */
    public record Reply(Outcome outcome, String text) {}

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
    /** The setups given on the command line, which a new game reuses without asking; null for none. */
    private final Setup[] givenSetups;
    /** How the player sees the board and the moves; the pieces change with {@code pieces STYLE}. */
    private Look look;

    private Game game;
    /** When the game on the board began: it names the game's file in the library. */
    private LocalDateTime started;

    private Setup choSetup;
    private Setup hanSetup;
    private boolean flipped;
    /** Draws Korean Random Chess's wings for a new game; seeded with the engine for reproducible runs. */
    private final SplittableRandom wings;

    /** The question the next line answers, or null. */
    private Question pending;
    /** The setups chosen so far for the new game being set up (by side), while asking them. */
    private Setup[] choosing;
    /** The file a {@code save FILE} would replace, while asking whether to. */
    private Path replacing;
    /** The copy the player last saved with {@code save FILE}, which keeps the game when the data directory cannot. */
    private SavedCopy savedAs;

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
        this.givenSetups = start.setups();
        this.flipped = start.flip();
        this.texts = Texts.of(start.language());
        this.look = start.look();
        this.game = Game.start(rules, cho, han);
        this.started = keeper.fresh(LocalDateTime.now());
        Long seed = start.seed();
        this.wings = new SplittableRandom(seed != null ? seed : System.nanoTime());
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
        return look.notation().write(move, before);
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

    /** Whether the computer should move now: its turn, and no question waiting for the player. */
    public boolean computerToMove() {
        return pending == null && !game.isOver() && control(game.position().sideToMove()) == Control.COMPUTER;
    }

    /** The computer plays its move in the game as it stands (blocking) and returns it: line mode's way. */
    public int playComputerMove(SearchListener listener) {
        int move = thinkComputerMove(game.position().copy(), listener);
        if (move != Move.NONE) {
            playMove(move);
        }
        return move;
    }

    /**
     * The computer's move in {@code position}, not played. Only the engine is touched, so a
     * {@link Worker} may call this on its own thread with a copy of the position while the game
     * goes on; the engine does one search at a time, which the worker's single thread ensures.
     */
    public int thinkComputerMove(Position position, SearchListener listener) {
        SearchResult r = engine.search(position, SearchLimits.moveTime(THINK_MS), listener);
        return r.bestMove();
    }

    /** Plays a legal move and saves the game. */
    public void playMove(int move) {
        game.play(move);
        save();
    }

    /** Makes the search in progress return its best move so far. May be called from any thread. */
    public void moveNow() {
        engine.stop();
    }

    /** Plays on a game that is not in the library yet (from {@code --fen}, a replay, a file loaded), under its rules. */
    void resume(Game loaded) {
        playOn(loaded, keeper.fresh(LocalDateTime.now()));
    }

    /**
     * Puts {@code loaded} on the board, as the game that began at {@code began}, under its own
     * rules; returns what the player should know of the change of rules, if the rules changed.
     */
    private Optional<Message> playOn(Game loaded, LocalDateTime began) {
        RuleSet before = rules;
        game = loaded;
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
        return playOn(record.game(), began)
                .map(rulesNow -> reply(Outcome.NEW_GAME, "session.two_sentences", resumed, rulesNow))
                .orElse(new Reply(Outcome.NEW_GAME, texts.render(resumed)));
    }

    private Reply openElsewhere(long pid) {
        return new Reply(Outcome.ERROR, openElsewhere(texts, pid));
    }

    /** "This game is open in another janggi (pid N)." */
    static String openElsewhere(Texts texts, long pid) {
        return pid > 0 ? texts.get("session.open_elsewhere", pid) : texts.get("session.open_elsewhere_unknown");
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
        // What the player typed may be echoed in messages: nothing in it may drive the terminal.
        String text = line == null ? "" : GameRecord.printable(line.strip());
        String command = text.toLowerCase(Locale.ROOT);
        if (pending != null && (command.equals("quit") || command.equals("exit"))) {
            return quit();
        }
        if (pending != null && (command.equals("help") || command.equals("?"))) {
            return new Reply(Outcome.INFO, help());
        }
        if (pending != null) {
            return answer(text);
        }
        if (text.isEmpty()) {
            return new Reply(Outcome.NOTHING, "");
        }
        String[] words = text.split("\\s+", 2);
        String arg = words.length > 1 ? words[1].strip() : "";
        return switch (words[0].toLowerCase(Locale.ROOT)) {
            case "help", "?" -> new Reply(Outcome.INFO, help());
            case "quit", "exit" -> quit();
            case "undo" -> undo();
            case "hint" -> hint();
            case "flip" -> {
                flipped = !flipped;
                yield reply(Outcome.FLIPPED, "session.flipped");
            }
            case "level" -> level(arg);
            case "pieces" -> pieces(arg);
            case "new" -> newGame();
            case "save" -> save(arg);
            case "load" -> load(arg);
            case "games" -> games();
            case "resume" -> resumeFromLibrary(arg);
            case "fen" -> new Reply(Outcome.INFO, Fen.of(game.position()));
            case "resign" -> resign();
            case "draw" -> draw();
            // The full screen opens the analysis view itself; here, only the way to it is told.
            case "analyse", "analyze" -> info("session.analyse_elsewhere");
            default -> move(text);
        };
    }

    // ---- questions ------------------------------------------------------------------------

    /** The question the next line of {@link #input} answers, if one is waiting. */
    public Optional<Question> pendingQuestion() {
        return Optional.ofNullable(pending);
    }

    private Reply ask(Question.Kind kind, Side side, String key, Object... args) {
        pending = new Question(kind, side, texts.get(key, args) + " ", List.of());
        return new Reply(Outcome.QUESTION, pending.text());
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
            case OVERWRITE -> yes(text, false) ? writeTo(replacing) : info("session.not_replaced", replacing);
            case SETUP -> chooseSetup(question.side(), text);
            case RESUME, LOCKED -> throw new IllegalStateException("asked before the game: " + question.kind());
        };
    }

    private Reply move(String text) {
        if (game.isOver()) {
            return error("session.over_type_new", RuleWords.result(game.result().orElseThrow()));
        }
        if (control(game.position().sideToMove()) != Control.HUMAN) {
            return error("session.computers_turn");
        }
        if (text.length() == 2 && !text.equalsIgnoreCase("?")) {
            return destinations(text);
        }
        try {
            Position before = game.position().copy();
            int move = MoveNotation.read(text, before);
            game.play(move);
            save();
            return new Reply(Outcome.MOVED, write(move, before));
        } catch (NotationException e) {
            return text.matches("[A-Za-z]+")
                    ? error("session.refused_type_help", e.message())
                    : new Reply(Outcome.ERROR, texts.render(e.message()));
        }
    }

    /** The legal destinations of the piece on a point, for a player who typed only the point. */
    public Reply destinations(String point) {
        int from;
        try {
            from = DisplayMove.parseSquare(point);
        } catch (NotationException e) {
            return new Reply(Outcome.ERROR, texts.render(e.message()));
        }
        String name = DisplayMove.square(from);
        int piece = game.position().pieceAt(from);
        if (piece == Piece.NONE) {
            return error("session.no_piece", name);
        }
        if (Piece.side(piece) != game.position().sideToMove()) {
            return error("session.not_yours", name);
        }
        StringBuilder sb = new StringBuilder();
        for (int to : destinationsOf(from)) {
            List<String> promotions = promotionLetters(from, to);
            sb.append(sb.length() == 0 ? "" : " ")
                    .append(DisplayMove.square(to))
                    .append(promotions.isEmpty() ? "" : "=" + String.join("/", promotions));
        }
        return sb.length() == 0 ? error("session.cannot_move", name) : info("session.can_go", name, sb.toString());
    }

    /** Points the piece on {@code from} can move to (for highlighting). */
    public List<Integer> destinationsOf(int from) {
        List<Integer> out = new ArrayList<>();
        for (int m : game.legalMoves()) {
            if (Move.from(m) == from && !Move.isPass(m) && !out.contains(Move.to(m))) {
                out.add(Move.to(m));
            }
        }
        return out;
    }

    /** The letters of the pieces a soldier may become moving from {@code from} to {@code to}; empty if none. */
    public List<String> promotionLetters(int from, int to) {
        List<String> out = new ArrayList<>();
        for (int m : game.legalMoves()) {
            if (Move.from(m) == from && Move.to(m) == to && Move.isPromotion(m)) {
                String written = DisplayMove.of(m);
                out.add(written.substring(written.indexOf('=') + 1));
            }
        }
        return out;
    }

    private Reply undo() {
        if (game.moves().isEmpty()) {
            return error("session.nothing_to_undo");
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
        return new Reply(Outcome.INFO, hintText(hint(game.position().copy(), SearchListener.NONE)));
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
        if (arg.isEmpty()) {
            return info("session.pieces_now", look.pieces().id(), PieceStyle.names());
        }
        Optional<PieceStyle> style = PieceStyle.named(arg);
        if (style.isEmpty()) {
            return error("session.pieces_unknown", arg, PieceStyle.names());
        }
        look = look.withPieces(style.get());
        Message said = look.settings()
                .put(Look.PIECES, style.get().id())
                .map(why -> new Message("session.pieces_not_kept", style.get().id(), why))
                .orElseGet(() -> new Message("session.pieces_kept", style.get().id()));
        return new Reply(
                Outcome.RESTYLED,
                texts.render(look.note()
                        .map(why -> new Message("session.two_sentences", said, why))
                        .orElse(said)));
    }

    /** {@code new}: asks first when a game in progress would be left (it stays in the library). */
    private Reply newGame() {
        if (asks && !game.isOver() && !game.moves().isEmpty()) {
            return ask(Question.Kind.NEW_GAME, null, "session.ask_new");
        }
        return beginNewGame();
    }

    /**
     * Begins a new game: with the setups given on the command line; under Korean Random Chess
     * with wings drawn anew; else each player chooses (Han first, then Cho; the computer for
     * itself), or without a player to ask, the setups of the game before.
     */
    Reply beginNewGame() {
        if (givenSetups != null) {
            return startGame(givenSetups[0], givenSetups[1]);
        }
        if (rules.shuffledWings) {
            Setup drawn = Setup.random(rules, wings);
            return startGame(drawn, drawn);
        }
        if (!asks) {
            return startGame(choSetup, hanSetup);
        }
        choosing = new Setup[2];
        for (Side side : Side.values()) {
            if (control(side) == Control.COMPUTER) {
                choosing[side.ordinal()] = Setup.all()[wings.nextInt(Setup.all().length)];
            }
        }
        return nextSetup();
    }

    /** Asks the next side's setup, Han first (docs/rules.md, Setup), or starts the game when both are chosen. */
    private Reply nextSetup() {
        for (Side side : new Side[] {Side.HAN, Side.CHO}) {
            if (choosing[side.ordinal()] == null) {
                return ask(Question.Kind.SETUP, side, "start.setup", RuleWords.side(side));
            }
        }
        return startGame(choosing[0], choosing[1]);
    }

    private Reply chooseSetup(Side side, String answer) {
        try {
            choosing[side.ordinal()] = answer.isEmpty() ? Setup.STANDARD : Setup.parse(answer);
            return nextSetup();
        } catch (IllegalArgumentException e) {
            pending = new Question(
                    Question.Kind.SETUP, side, texts.get("start.setup", RuleWords.side(side)) + " ", List.of());
            return new Reply(Outcome.ERROR, texts.render(NotationException.messageOf(e)));
        }
    }

    /**
     * The opening the pending setup question would give if answered {@code answer}, for a front
     * end to show the board as the choice makes it; empty when no setup is asked or the answer
     * is no setup (yet).
     */
    public Optional<Position> setupPreview(String answer) {
        if (pending == null || pending.kind() != Question.Kind.SETUP) {
            return Optional.empty();
        }
        try {
            Setup[] s = {Setup.STANDARD, Setup.STANDARD};
            for (Side side : Side.values()) {
                if (choosing[side.ordinal()] != null) {
                    s[side.ordinal()] = choosing[side.ordinal()];
                }
            }
            s[pending.side().ordinal()] = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
            return Optional.of(Setup.startPosition(rules, s[0], s[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    private Reply startGame(Setup cho, Setup han) {
        // Setups of a game under other rules (before a switch of rules) may not fit these.
        choSetup = cho.allowedUnder(rules) ? cho : Setup.STANDARD;
        hanSetup = han.allowedUnder(rules) ? han : Setup.STANDARD;
        choosing = null;
        game = Game.start(rules, choSetup, hanSetup);
        started = keeper.fresh(LocalDateTime.now());
        engine.newGame();
        save();
        return rules.shuffledWings
                ? reply(Outcome.NEW_GAME, "session.new_game_wings", choSetup.wings())
                : reply(Outcome.NEW_GAME, "session.new_game");
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
        save();
        return info("session.drawn");
    }

    /**
     * {@code save}: into the library (a game from a pipe, which stays out of it: a dated file
     * here). {@code save FILE}: in the format its extension names; a file that exists is
     * replaced only when the player says so, and never from a pipe.
     */
    private Reply save(String arg) {
        if (arg.isEmpty() && keeper.library().isPresent()) {
            keeper.keep(record(), true);
            return keeper.problem()
                    .map(p -> error("session.not_saved", p))
                    .orElseGet(() -> info(
                            "session.saved_in", keeper.gameFile().orElseThrow().toAbsolutePath()));
        }
        Path path = Path.of(
                arg.isEmpty()
                        ? "janggi-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss"))
                                + ".pgn"
                        : arg);
        if (Files.exists(path)) {
            if (!asks) {
                return error("session.exists", path);
            }
            replacing = path;
            return ask(Question.Kind.OVERWRITE, null, "session.ask_replace", path);
        }
        return writeTo(path);
    }

    private Reply writeTo(Path path) {
        try {
            RecordFormat format = Records.forExtension(path).orElse(PgnFormat.INSTANCE);
            AtomicFile.write(path, format.write(List.of(record())));
            savedAs = new SavedCopy(path.toAbsolutePath(), game, List.copyOf(game.moves()), game.isOver());
            return info("session.saved_to", path.toAbsolutePath(), format.name());
        } catch (IOException e) {
            Log.problem("saving to " + path, e);
            return error("session.save_failed", path, FileTrouble.reason(e));
        } catch (RuntimeException e) {
            return error("session.save_failed", path, NotationException.messageOf(e));
        }
    }

    /** A copy the player saved with {@code save FILE}: the game as it stood then. */
    private record SavedCopy(Path file, Game game, List<Integer> moves, boolean over) {
        boolean holds(Game now) {
            return now == game && moves.equals(now.moves()) && over == now.isOver();
        }
    }

    /** {@code load FILE}, or {@code load FILE N} for the Nth game of a file that holds several; under the game's rules. */
    private Reply load(String text) {
        if (text.isEmpty()) {
            return error("session.load_usage");
        }
        Matcher numbered = Pattern.compile("(.+?)\\s+(\\d{1,5})").matcher(text);
        boolean pick = numbered.matches() && !Files.exists(Path.of(text));
        String arg = pick ? numbered.group(1) : text;
        int index = pick ? Integer.parseInt(numbered.group(2)) : 1;
        List<GameRecord> games;
        try {
            games = Records.read(Path.of(arg));
        } catch (RuntimeException e) {
            return error("session.load_failed", arg, GameRecord.printable(NotationException.messageOf(e)));
        } catch (StackOverflowError e) {
            Log.problem("loading " + arg, e);
            return error("session.load_failed", arg, new Message("library.not_a_record"));
        }
        if (index < 1 || index > games.size()) {
            return new Reply(Outcome.ERROR, texts.count("session.file_holds", games.size(), arg));
        }
        GameRecord r = games.get(index - 1);
        Optional<Message> rulesNow = playOn(r.game(), keeper.fresh(LocalDateTime.now()));
        Message loaded = games.size() > 1
                ? new Message("session.loaded_game", arg, index, games.size())
                : new Message("session.loaded", arg);
        Message said = r.problem()
                .map(p -> new Message("session.loaded_broken", loaded, p))
                .orElse(loaded);
        return new Reply(Outcome.NEW_GAME, texts.render(withRules(said, rulesNow)));
    }

    private static Message withRules(Message said, Optional<Message> rulesNow) {
        return rulesNow.map(r -> new Message("session.two_sentences", said, r)).orElse(said);
    }

    /** {@code games}: the library, numbered, with each game's date, rules, players, moves and result. */
    private Reply games() {
        Optional<Library> library = keeper.library();
        if (library.isEmpty()) {
            return error("session.no_library");
        }
        Path dir = library.get().dir().toAbsolutePath();
        List<Library.Entry> entries = library.get().entries();
        if (entries.isEmpty()) {
            return info("session.library_empty", dir);
        }
        StringBuilder sb = new StringBuilder(texts.get("session.library", dir));
        for (Library.Entry e : entries) {
            sb.append('\n').append(e.line(texts));
        }
        sb.append('\n').append(texts.get("session.library_resume"));
        return new Reply(Outcome.INFO, sb.toString());
    }

    /** {@code resume N}: plays on game N of the library, under its own rules, unless another janggi has it open. */
    private Reply resumeFromLibrary(String arg) {
        Optional<Library> library = keeper.library();
        if (library.isEmpty()) {
            return error("session.no_library");
        }
        int number;
        try {
            number = Integer.parseInt(arg);
        } catch (NumberFormatException e) {
            return error("session.resume_usage");
        }
        List<Library.Entry> entries = library.get().entries();
        if (number < 1 || number > entries.size()) {
            return new Reply(Outcome.ERROR, texts.count("session.library_holds", entries.size()));
        }
        Library.Entry entry = entries.get(number - 1);
        if (entry.record().isEmpty()) {
            return error("session.unreadable_game", number, entry.problem().orElseThrow());
        }
        if (keeper.gameFile().filter(entry.file()::equals).isPresent()) {
            return info("session.on_the_board", number);
        }
        GameRecord r = entry.record().get();
        // A file not named by its start time gets a file of its own in the library, beside it.
        LocalDateTime began = Library.started(entry.file()).orElseGet(() -> keeper.fresh(LocalDateTime.now()));
        OptionalLong other = keeper.adopt(began);
        if (other.isPresent()) {
            return openElsewhere(other.getAsLong());
        }
        Optional<Message> rulesNow = playOn(r.game(), began);
        Message resumed = new Message("session.resumed_game", number, MoveCount.words(texts, r.game()));
        Message said = r.problem()
                .map(p -> new Message("session.loaded_broken", resumed, p))
                .orElse(resumed);
        return new Reply(Outcome.NEW_GAME, texts.render(withRules(said, rulesNow)));
    }

    /** The game as a record, with when it began and the players' names. */
    public GameRecord record() {
        Map<String, String> tags = new LinkedHashMap<>(Library.startTags(started));
        tags.put("Cho", name(Side.CHO));
        tags.put("Han", name(Side.HAN));
        return new GameRecord(game, tags);
    }

    private String name(Side side) {
        return control(side) == Control.HUMAN ? "Human" : "Computer level " + engine.level();
    }

    /** Writes the game to the autosave and the library; a failure is kept for {@link #saveProblem()} and the game goes on. */
    public void save() {
        keeper.keep(record(), false);
    }

    /**
     * {@code NOT saved: <reason>}, in the player's language, from the moment a save fails until
     * one succeeds; every front end shows it all that time.
     */
    public Optional<String> saveProblem() {
        return keeper.problem().map(p -> texts.get("session.not_saved", p));
    }

    /** Whether the game as it stands is kept somewhere: written by the last save, or in a file the player saved. */
    public boolean saved() {
        return keeper.problem().isEmpty() || (savedAs != null && savedAs.holds(game));
    }

    /** Leaves: saves once more (a question waiting goes unanswered) and says where the game is. */
    public Reply quit() {
        pending = null;
        save();
        return new Reply(Outcome.QUIT, farewell());
    }

    /**
     * What to tell the player who leaves: where the game is kept, or that it was not saved,
     * with its moves, so that even then it is not lost.
     */
    public String farewell() {
        if (!keeper.keepsAnything()) {
            return texts.get("session.bye");
        }
        if (!saved()) {
            return texts.get("session.quit_not_saved", keeper.problem().orElseThrow(), movesText());
        }
        if (keeper.problem().isPresent()) {
            return texts.get("session.quit_saved_as", savedAs.file());
        }
        List<Path> files = keeper.files();
        if (files.isEmpty() || (game.moves().isEmpty() && !game.isOver())) {
            return texts.get("session.bye");
        }
        String where = files.size() == 1
                ? files.get(0).toString()
                : texts.get("session.two_files", files.get(0), files.get(1));
        if (game.isOver()) {
            return texts.get("session.quit_finished", where);
        }
        return texts.get(keeper.autosaving() ? "session.quit_saved" : "session.quit_saved_library", where);
    }

    /** The moves as the move list numbers them: {@code 1. B9-C7 B0-C2 2. A6-A5}. */
    private String movesText() {
        return MovePair.of(game.startPosition(), game.moves(), (m, before) -> DisplayMove.of(m)).stream()
                .map(MovePair::text)
                .collect(Collectors.joining(" "));
    }

    /** Lets go of the game: another janggi may open it now. */
    @Override
    public void close() {
        keeper.close();
    }

    private Reply reply(Outcome outcome, String key, Object... args) {
        return new Reply(outcome, texts.get(key, args));
    }

    private Reply info(String key, Object... args) {
        return reply(Outcome.INFO, key, args);
    }

    private Reply error(String key, Object... args) {
        return reply(Outcome.ERROR, key, args);
    }
}
