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
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
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
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game being played at this terminal: who plays which side, the computer player, and what
 * the player types (moves and commands). Both the full-screen and the line front ends drive
 * this one object; after every change the game is written to the autosave file, so that
 * nothing is lost when the terminal goes away.
 */
public final class Session {

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
        ERROR,
        NEW_GAME,
        QUIT
    }

    /** The answer to a line of input: what happened and what to tell the player, in the player's language. */
    public record Reply(Outcome outcome, String text) {}

    /** Moves, commands, keys and how each piece moves under this session's rules. */
    public String help() {
        return texts.document("help") + "\n" + texts.document(rules.freeGuards ? "help-pieces-krc" : "help-pieces");
    }

    private final RuleSet rules;
    private final Control[] control = new Control[2];
    private final Engine engine = new Engine();
    private final Autosave autosave;
    /** The words this session's player reads. */
    private final Texts texts;

    private Game game;
    private Setup choSetup;
    private Setup hanSetup;
    private boolean flipped;
    private Message autosaveProblem;
    /** Draws Korean Random Chess's wings for a new game; seeded with the engine for reproducible runs. */
    private final SplittableRandom wings;

    /** A session as {@code start} says, from the opening with these setups; {@code autosave} may be null for none. */
    Session(Start start, Setup cho, Setup han, Autosave autosave) {
        this.rules = start.rules();
        this.choSetup = cho;
        this.hanSetup = han;
        this.control[0] = start.control(Side.CHO);
        this.control[1] = start.control(Side.HAN);
        this.autosave = autosave;
        this.flipped = start.flip();
        this.texts = Texts.of(start.language());
        this.game = Game.start(rules, cho, han);
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

    /** Whether the computer should move now. */
    public boolean computerToMove() {
        return !game.isOver() && control(game.position().sideToMove()) == Control.COMPUTER;
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

    /** Replaces the game with one read from a record (resuming, or the load command). */
    public void resume(Game loaded) {
        game = loaded;
        loaded.setup(Side.CHO).ifPresent(s -> choSetup = s);
        loaded.setup(Side.HAN).ifPresent(s -> hanSetup = s);
        save();
    }

    /**
     * What the side to move must answer now, for the front ends to show beside the turn:
     * {@code BIKJANG}, {@code CHECK}, {@code BANZAI: guard on D4 must capture} in the player's
     * language, or "" for nothing.
     */
    public String alert() {
        Position pos = game.position();
        if (game.isOver()) {
            return "";
        }
        if (pos.bikjang()) {
            return texts.get("alert.bikjang");
        }
        if (pos.inCheck()) {
            return texts.get("alert.check");
        }
        int[] banzai = pos.banzaiGuards();
        if (banzai.length > 0) {
            return banzai.length == 1
                    ? texts.get("alert.banzai_on", DisplayMove.square(banzai[0]))
                    : texts.get("alert.banzai");
        }
        return "";
    }

    /** Handles one line typed by the player: a move or a command. */
    public Reply input(String line) {
        // What the player typed may be echoed in messages: nothing in it may drive the terminal.
        String text = line == null ? "" : GameRecord.printable(line.strip());
        if (text.isEmpty()) {
            return new Reply(Outcome.NOTHING, "");
        }
        String[] words = text.split("\\s+", 2);
        String arg = words.length > 1 ? words[1].strip() : "";
        return switch (words[0].toLowerCase(Locale.ROOT)) {
            case "help", "?" -> new Reply(Outcome.INFO, help());
            case "quit", "exit" ->
                reply(Outcome.QUIT, autosave == null || game.isOver() ? "session.bye" : "session.saved");
            case "undo" -> undo();
            case "hint" -> hint();
            case "flip" -> {
                flipped = !flipped;
                yield reply(Outcome.FLIPPED, "session.flipped");
            }
            case "level" -> level(arg);
            case "new" -> newGame();
            case "save" -> save(arg);
            case "load" -> load(arg);
            case "fen" -> new Reply(Outcome.INFO, Fen.of(game.position()));
            case "resign" -> resign();
            case "draw" -> draw();
            default -> move(text);
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
            int move = DisplayMove.parse(text, game.position());
            game.play(move);
            save();
            return new Reply(Outcome.MOVED, DisplayMove.of(move));
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
        game.undo();
        // Against the computer, take back its reply too, so that it is the player's turn again.
        while (!game.moves().isEmpty()
                && control(game.position().sideToMove()) == Control.COMPUTER
                && (control[0] == Control.HUMAN || control[1] == Control.HUMAN)) {
            game.undo();
        }
        save();
        return info("session.taken_back");
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
                : texts.get("session.hint", DisplayMove.of(hint.move()), hint.reason());
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

    private Reply newGame() {
        if (rules.shuffledWings) {
            // Korean Random Chess: every game its own wings.
            choSetup = Setup.random(rules, wings);
            hanSetup = choSetup;
        }
        game = Game.start(rules, choSetup, hanSetup);
        engine.newGame();
        save();
        return rules.shuffledWings
                ? reply(Outcome.NEW_GAME, "session.new_game_wings", choSetup.wings())
                : reply(Outcome.NEW_GAME, "session.new_game");
    }

    private Reply resign() {
        if (game.isOver()) {
            return error("session.over");
        }
        Side side = game.position().sideToMove();
        if (control(side) != Control.HUMAN) {
            side = side.opponent();
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

    private Reply save(String arg) {
        String name = arg.isEmpty()
                ? "janggi-" + LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyyMMdd-HHmmss")) + ".pgn"
                : arg;
        try {
            Path path = Path.of(name);
            RecordFormat format = Records.forExtension(path).orElse(PgnFormat.INSTANCE);
            Files.write(path, format.write(List.of(record())));
            return info("session.saved_to", name, format.name());
        } catch (IOException e) {
            return error("session.save_failed", name, Message.verbatim(e.getMessage()));
        } catch (RuntimeException e) {
            return error("session.save_failed", name, NotationException.messageOf(e));
        }
    }

    /** {@code load FILE}, or {@code load FILE N} for the Nth game of a file that holds several. */
    private Reply load(String text) {
        if (text.isEmpty()) {
            return error("session.load_usage");
        }
        Matcher numbered = Pattern.compile("(.+?)\\s+(\\d{1,5})").matcher(text);
        boolean pick = numbered.matches() && !Files.exists(Path.of(text));
        String arg = pick ? numbered.group(1) : text;
        int index = pick ? Integer.parseInt(numbered.group(2)) : 1;
        try {
            List<GameRecord> games = Records.read(Path.of(arg));
            if (index < 1 || index > games.size()) {
                return new Reply(Outcome.ERROR, texts.count("session.file_holds", games.size(), arg));
            }
            GameRecord r = games.get(index - 1);
            if (r.game().rules() != rules) {
                return error("session.other_rules", arg, r.game().rules().name);
            }
            resume(r.game());
            Message loaded = games.size() > 1
                    ? new Message("session.loaded_game", arg, index, games.size())
                    : new Message("session.loaded", arg);
            return r.problem()
                    .map(p -> reply(Outcome.NEW_GAME, "session.loaded_broken", loaded, p))
                    .orElse(new Reply(Outcome.NEW_GAME, texts.render(loaded)));
        } catch (RuntimeException e) {
            return error("session.load_failed", arg, GameRecord.printable(NotationException.messageOf(e)));
        }
    }

    /** The game as a record, with the players' names. */
    public GameRecord record() {
        Map<String, String> tags = new LinkedHashMap<>();
        tags.put("Date", GameRecord.today());
        tags.put("Cho", name(Side.CHO));
        tags.put("Han", name(Side.HAN));
        return new GameRecord(game, tags);
    }

    private String name(Side side) {
        return control(side) == Control.HUMAN ? "Human" : "Computer level " + engine.level();
    }

    /** Writes the autosave, if there is one; a failure is kept for {@link #autosaveProblem()} and the game goes on. */
    public void save() {
        if (autosave == null) {
            return;
        }
        try {
            autosave.write(record());
        } catch (IOException e) {
            autosaveProblem = new Message("session.autosave_failed", Message.verbatim(e.getMessage()));
        }
    }

    /** Why the last autosave failed, in the player's language, if it did. */
    public Optional<String> autosaveProblem() {
        return Optional.ofNullable(autosaveProblem).map(texts::render);
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
