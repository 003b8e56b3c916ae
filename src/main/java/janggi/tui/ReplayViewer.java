package janggi.tui;

import com.googlecode.lanterna.SGR;
import com.googlecode.lanterna.TerminalPosition;
import com.googlecode.lanterna.graphics.TextGraphics;
import com.googlecode.lanterna.input.KeyStroke;
import com.googlecode.lanterna.input.KeyType;
import com.googlecode.lanterna.screen.Screen;
import janggi.clock.ClockWords;
import janggi.clock.GameClock;
import janggi.clock.TimeSource;
import janggi.core.Game;
import janggi.core.Position;
import janggi.core.Side;
import janggi.engine.SearchInfo;
import janggi.engine.SearchResult;
import janggi.engine.Searcher;
import janggi.engine.review.GameReview;
import janggi.engine.review.WinChance;
import janggi.files.Log;
import janggi.notation.RuleWords;
import janggi.play.Control;
import janggi.play.Look;
import janggi.play.Start;
import janggi.play.ThinkingLine;
import janggi.play.Worker;
import janggi.record.GameRecord;
import janggi.record.MovePair;
import janggi.record.MoveRemarks;
import janggi.record.Nag;
import janggi.record.TagWords;
import janggi.text.Printable;
import janggi.text.Texts;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * The full-screen replay of saved games: the board at the current move, the tags, the move list
 * with the current move marked (and a review's marks), and the comment there (a review's
 * evaluation and best line). Keys step through the game, jump to a move, flip the board, switch
 * games, or branch off to play on from the position shown; {@code a} turns on the engine's
 * analysis of the position shown: an evaluation bar and the best line, searched on a {@link
 * Worker}, a result for a position no longer shown dropped.
 */
public final class ReplayViewer {
    private final Seat seat;
    private final Screen screen;
    private final List<GameRecord> records;
    private final boolean mono;
    private final Look look;
    private final Texts texts;
    /** Whether the player may play on from a move shown: not where there is no local game to play (a club's). */
    private final boolean branches;

    private int index;
    private int ply;
    private boolean flipped;
    /** What is being typed after {@code g}, or null when not asking for a move number. */
    private StringBuilder typing;
    /** Asking how to play on: against the computer or a friend. */
    private boolean branching;

    private String message = "";

    /**
     * Whether the engine may analyse here: not for a club's spectator, whose search would run on
     * the club's machine.
     */
    private final boolean analyses;
    /** Searches the position shown while analysis is on; made when first needed. */
    private Worker worker;
    /** Makes the searcher that analyses: another engine, or null for ours. */
    private Supplier<Searcher> analysts;

    private boolean analysing;
    /** The game as it stands at the move shown, rebuilt when another move or game is shown. */
    private Game shown;

    private int shownIndex = -1;
    private int shownPly = -1;
    /** The analysis running or done for the position shown, its news and its result; null when none. */
    private Worker.Asked analysingAbout;

    private ThinkingLine analysisLine;
    private SearchInfo analysisNews;
    private SearchResult analysed;

    ReplayViewer(
            Seat seat, List<GameRecord> records, int index, boolean mono, boolean flipped, Look look, Texts texts) {
        this(seat, records, index, mono, flipped, look, texts, true, true);
    }

    /**
     * @param branches false where there is no local game to play on (a club's) or the game is still
     *     on the board (the view {@code analyse} opens), where {@code b} would leave it
     */
    private ReplayViewer(
            Seat seat,
            List<GameRecord> records,
            int index,
            boolean mono,
            boolean flipped,
            Look look,
            Texts texts,
            boolean branches,
            boolean analyses) {
        if (records.isEmpty()) {
            throw new IllegalArgumentException("no game to replay");
        }
        this.seat = seat;
        this.screen = seat.screen();
        this.records = records;
        this.index = index;
        this.mono = mono;
        this.flipped = flipped;
        this.look = look;
        this.texts = texts;
        this.branches = branches;
        this.analyses = analyses;
    }

    /**
     * The view of a game just played, at its last move, with the analysis on where the engine may
     * analyse here ({@code analyses}): what {@code analyse} opens after the end of a game. Returns
     * when the player leaves it.
     */
    static void analyse(
            Seat seat, GameRecord game, boolean mono, boolean flipped, Look look, Texts texts, boolean analyses)
            throws IOException {
        ReplayViewer viewer = new ReplayViewer(seat, List.of(game), 0, mono, flipped, look, texts, false, analyses);
        viewer.ply = viewer.plies();
        viewer.analysing = analyses;
        viewer.run();
    }

    /**
     * Replays on the process's terminal, in the words of {@code texts}, the pieces and moves as
     * {@code look} shows them. Returns how to play on when the player branches off, empty when
     * the player just quits.
     */
    public static Optional<Start> show(
            List<GameRecord> records, int index, boolean mono, boolean flipped, Look look, Texts texts)
            throws IOException {
        return show(records, index, mono, flipped, look, texts, null);
    }

    /** As {@link #show(List, int, boolean, boolean, Look, Texts)}, {@code a} analysing by {@code analysts}' searcher (null: ours). */
    public static Optional<Start> show(
            List<GameRecord> records,
            int index,
            boolean mono,
            boolean flipped,
            Look look,
            Texts texts,
            Supplier<Searcher> analysts)
            throws IOException {
        return ScreenRun.run((seat, stop) -> {
            ReplayViewer viewer = new ReplayViewer(seat, records, index, mono, flipped, look, texts);
            viewer.analysts = analysts;
            return viewer.run();
        });
    }

    /**
     * Replays on {@code seat}, any terminal, until the player quits; without playing on from a
     * move, which would be a game on this machine rather than the player's, nor the engine's
     * analysis, which would search on this machine.
     */
    public static void show(Seat seat, List<GameRecord> records, boolean mono, boolean flipped, Look look, Texts texts)
            throws IOException {
        new ReplayViewer(seat, records, 0, mono, flipped, look, texts, false, false).run();
    }

    /** Nothing moves on this screen by itself: it is drawn again only after a key, a resize or the analysis' news. */
    Optional<Start> run() throws IOException {
        try {
            follow();
            draw(true);
            while (true) {
                Optional<Optional<Start>> done = handle(seat.events().take());
                if (done.isPresent()) {
                    return done.get();
                }
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return Optional.empty();
        } finally {
            if (worker != null) {
                worker.close();
            }
        }
    }

    /** Draws the viewer, then handles every event waiting; present once the viewer ends, with how to play on. */
    Optional<Optional<Start>> handleWaiting() throws IOException {
        draw(false);
        for (Events.Event event = seat.events().poll();
                event != null;
                event = seat.events().poll()) {
            Optional<Optional<Start>> done = handle(event);
            if (done.isPresent()) {
                return done;
            }
        }
        return Optional.empty();
    }

    private Optional<Optional<Start>> handle(Events.Event event) throws IOException {
        if (event instanceof Events.Resized) {
            screen.doResizeIfNecessary();
            draw(true);
        } else if (event instanceof Events.Key k) {
            Optional<Optional<Start>> done = key(k.stroke());
            if (done.isPresent()) {
                return done;
            }
            follow();
            draw(Keys.isCtrl(k.stroke(), 'l') || Keys.isCtrl(k.stroke(), 'z'));
        } else if (event instanceof Events.Thinking && analysisLine != null) {
            analysisNews = analysisLine.read();
            draw(false);
        } else if (event instanceof Events.WorkDone w) {
            done(w.result());
            draw(false);
        }
        return Optional.empty();
    }

    /** A finished analysis: kept if its position is still the one shown, else dropped. */
    private void done(Worker.Result result) {
        if (result.asked() != analysingAbout) {
            return;
        }
        if (result instanceof Worker.Analysed a) {
            analysed = a.result();
        } else {
            analysingAbout = null;
            analysing = false;
            message = texts.get("replay.analysis_failed");
        }
    }

    /** Keeps the analysis on the position shown: stops one for a position gone, starts one for the new. */
    private void follow() {
        Game game = shown();
        if (analysingAbout != null && (!analysing || !analysingAbout.isCurrent(game))) {
            worker.cancel();
            analysingAbout = null;
            analysisLine = null;
            analysisNews = null;
            analysed = null;
        }
        if (analysing && analysingAbout == null && !game.isOver()) {
            if (worker == null) {
                worker = new Worker(r -> seat.events().post(new Events.WorkDone(r)), Log::problem, analysts);
            }
            analysisLine = new ThinkingLine(() -> seat.events().post(new Events.Thinking()));
            analysingAbout = worker.analyse(game, analysisLine);
        }
    }

    /** The game at the move shown; the same object while that move is shown, as the analysis' tag compares it. */
    private Game shown() {
        if (shown == null || shownIndex != index || shownPly != ply) {
            shown = gameAtPly();
            shownIndex = index;
            shownPly = ply;
        }
        return shown;
    }

    /** A key; a present result ends the viewer. */
    private Optional<Optional<Start>> key(KeyStroke key) throws IOException {
        if (key.getKeyType() == KeyType.EOF || Keys.isCtrl(key, 'c') || Keys.isCtrl(key, 'd')) {
            return Optional.of(Optional.empty());
        }
        if (Keys.isCtrl(key, 'z')) {
            seat.suspend();
            return Optional.empty();
        }
        return branching ? chooseOpponent(key) : typing != null ? typeNumber(key) : step(key);
    }

    private GameRecord record() {
        return records.get(index);
    }

    private int plies() {
        return record().game().moves().size();
    }

    /** A key while viewing; a present result ends the viewer. */
    private Optional<Optional<Start>> step(KeyStroke key) {
        message = "";
        switch (key.getKeyType()) {
            case ArrowRight, Enter -> go(ply + 1);
            case ArrowLeft, Backspace -> go(ply - 1);
            case ArrowDown -> go(ply + 2);
            case ArrowUp -> go(ply - 2);
            case PageDown -> go(ply + 20);
            case PageUp -> go(ply - 20);
            case Home -> go(0);
            case End -> go(plies());
            case Escape -> {
                return Optional.of(Optional.empty());
            }
            case Character -> {
                switch (Character.toLowerCase(key.getCharacter())) {
                    case 'q' -> {
                        return Optional.of(Optional.empty());
                    }
                    case ' ', 'n' -> go(ply + 1);
                    case 'p' -> go(ply - 1);
                    case 'f' -> flipped = !flipped;
                    case 'g' -> typing = new StringBuilder();
                    case 'b' -> {
                        if (branches) {
                            startBranch();
                        } else {
                            message = texts.get("replay.not_a_key");
                        }
                    }
                    case 'a' -> {
                        if (analyses) {
                            analysing = !analysing;
                        } else {
                            message = texts.get("replay.not_a_key");
                        }
                    }
                    case ']' -> switchGame(index + 1);
                    case '[' -> switchGame(index - 1);
                    default -> message = texts.get("replay.not_a_key");
                }
            }
            default -> {}
        }
        return Optional.empty();
    }

    private void go(int target) {
        ply = Math.max(0, Math.min(plies(), target));
    }

    private void switchGame(int to) {
        if (to < 0 || to >= records.size()) {
            message = texts.count("replay.file_holds", records.size());
            return;
        }
        index = to;
        ply = 0;
    }

    /** Typing the move to go to: {@code 12} is after Cho's 12th move, {@code 12...} after Han's. */
    private Optional<Optional<Start>> typeNumber(KeyStroke key) {
        switch (key.getKeyType()) {
            case Enter -> {
                goToMove(typing.toString());
                typing = null;
            }
            case Escape -> typing = null;
            case Backspace -> {
                if (typing.length() > 0) {
                    typing.setLength(typing.length() - 1);
                }
            }
            case Character -> {
                if (typing.length() < 8 && "0123456789.".indexOf(key.getCharacter()) >= 0) {
                    typing.append(key.getCharacter());
                }
            }
            default -> {}
        }
        return Optional.empty();
    }

    private void goToMove(String text) {
        OptionalInt target = MovePair.plyAfter(
                record().game().startPosition(), record().game().moves(), text);
        if (target.isPresent()) {
            ply = target.getAsInt();
        } else {
            message = texts.get("replay.no_such_move", Printable.clean(text));
        }
    }

    private void startBranch() {
        // A resignation or agreed draw is not a move: the record's end is over even if its position is not.
        if (ply == plies() && record().game().isOver() || gameAtPly().isOver()) {
            message = texts.get("replay.over_here");
            return;
        }
        branching = true;
        message = texts.get("replay.play_on");
    }

    private Optional<Optional<Start>> chooseOpponent(KeyStroke key) {
        Character c = key.getKeyType() == KeyType.Character ? Character.toLowerCase(key.getCharacter()) : null;
        if (key.getKeyType() == KeyType.Escape || (c != null && c == 'q')) {
            branching = false;
            message = "";
            return Optional.empty();
        }
        if (c == null || (c != 'c' && c != 'f')) {
            return Optional.empty();
        }
        Game game = gameAtPly();
        Control human = Control.HUMAN;
        Control other = c == 'c' ? Control.COMPUTER : human;
        boolean choToMove = game.position().sideToMove() == Side.CHO;
        return Optional.of(Optional.of(Start.of(game.rules())
                .withSides(choToMove ? human : other, choToMove ? other : human)
                .withFlip(c == 'c' ? choToMove : flipped)
                .withGame(game)
                .withLanguage(texts.language())
                .withLook(look)));
    }

    /** The game as it stood at the move shown, with its setups, to be played on. */
    private Game gameAtPly() {
        Game whole = record().game();
        Game game = whole.setup(Side.CHO).isPresent() && whole.setup(Side.HAN).isPresent()
                ? Game.start(
                        whole.rules(),
                        whole.setup(Side.CHO).get(),
                        whole.setup(Side.HAN).get())
                : Game.from(whole.startPosition());
        for (int move : whole.moves().subList(0, ply)) {
            game.play(move);
        }
        return game;
    }

    // ---- drawing ------------------------------------------------------------------------

    private void draw(boolean repaint) throws IOException {
        Layout layout = Layout.of(screen.getTerminalSize(), BoardPainter.figure(look.shown(), mono));
        TextGraphics g = screen.newTextGraphics();
        // Blank cells rather than clear(): clear() would make the next refresh send every cell.
        g.fill(' ');
        if (layout.tooSmall()) {
            new Frame(g, layout, texts).tooSmall(texts.get("replay.enlarge"));
            screen.setCursorPosition(new TerminalPosition(0, Math.min(2, layout.rows() - 1)));
        } else {
            drawReplay(g, layout);
        }
        screen.refresh(repaint ? Screen.RefreshType.COMPLETE : Screen.RefreshType.DELTA);
    }

    private void drawReplay(TextGraphics g, Layout layout) {
        Position pos = shown().position();
        new BoardPainter(look.shown(), mono).paint(g, pos, flipped);
        drawPanel(g, layout, pos);
        // A record that breaks off says so on the upper of the two message rows; otherwise a message may take both.
        Optional<String> problem = record().problem().map(p -> texts.get("replay.breaks_off", p));
        if (problem.isPresent()) {
            g.putString(0, layout.messageRow(), TextFit.clip(problem.get(), layout.columns()));
            g.putString(0, layout.messageRow() + 1, TextFit.clip(message, layout.columns()));
        } else {
            new Frame(g, layout, texts).message(message);
        }
        String prompt = typing != null ? texts.get("replay.go_to_move") + " " + typing : "";
        g.putString(0, layout.inputRow(), prompt);
        String keys = texts.get(branches ? "replay.keys" : analyses ? "replay.keys_analysis" : "replay.keys_here");
        new Frame(g, layout, texts).keys(keys);
        screen.setCursorPosition(new TerminalPosition(TextFit.width(prompt), layout.inputRow()));
    }

    private void drawPanel(TextGraphics g, Layout layout, Position pos) {
        GameRecord r = record();
        int width = layout.panelWidth();
        int x = layout.panelColumn();
        int y = 0;
        String event = tag("Event", texts.get("replay.game"));
        String title = records.size() > 1 ? texts.get("replay.title_of", event, index + 1, records.size()) : event;
        for (String row : TextFit.wrap(title, width)) {
            g.putString(x, y++, row, SGR.BOLD);
        }
        for (String row : TextFit.wrap(texts.get("replay.players", tag("Cho", "?"), tag("Han", "?")), width)) {
            g.putString(x, y++, row);
        }
        String date = tag("Date", "");
        String result = texts.get(
                "replay.rules_result",
                r.game().rules().name,
                r.game()
                        .result()
                        .map(res -> texts.render(RuleWords.result(res)))
                        .orElse(tag("Result", "*")));
        for (String row : TextFit.wrap((date.isEmpty() ? "" : date + "  ") + result, width)) {
            g.putString(x, y++, row);
        }
        String where =
                ply == 0 ? texts.get("replay.start") : texts.get("replay.move_of", ply, plies(), moveText(ply - 1));
        for (String row : TextFit.wrap(
                where + "   " + (pos.inCheck() ? texts.get("alert.check") + "  " : "")
                        + texts.get("screen.to_move", RuleWords.side(pos.sideToMove())),
                width)) {
            g.putString(x, y++, row, SGR.BOLD);
        }
        GameClock clock = r.clock(ply, TimeSource.SYSTEM);
        if (clock.active()) {
            for (String row : TextFit.wrap(texts.get("replay.clocks", ClockWords.both(texts, clock)), width)) {
                g.putString(x, y++, row);
            }
        }
        if (analysing) {
            for (String row : analysisRows(pos, width)) {
                g.putString(x, y++, row);
            }
        }
        y++;
        // The comment at the move shown takes the panel's foot; the moves, with the current one in view, the rest.
        List<String> commentRows = new ArrayList<>();
        for (String remark : remarks(r)) {
            commentRows.addAll(TextFit.wrap(remark, width));
        }
        int commentRoom = Math.min(commentRows.size(), Math.max(5, layout.panelRows() / 4));
        int bottom = layout.panelRows() - (commentRoom > 0 ? commentRoom + 1 : 0);
        drawMoves(g, x, y, bottom, r);
        for (int i = 0; i < commentRoom; i++) {
            g.putString(x, bottom + 1 + i, commentRows.get(i));
        }
    }

    /** What the record says at the move shown: a review's evaluation, the comment, the variations. */
    private List<String> remarks(GameRecord r) {
        return MoveRemarks.at(r, ply, this::notated).stream().map(texts::render).toList();
    }

    /**
     * The analysis of the position shown: the engine's depth, evaluation from Cho's side and best
     * move, a bar of Cho's expected score, and the line it expects.
     */
    private List<String> analysisRows(Position pos, int width) {
        if (shown().isOver()) {
            return TextFit.wrap(texts.get("replay.analysis_over"), width);
        }
        SearchInfo news = analysisNews;
        int[] line = analysed != null ? analysed.pv() : news != null ? news.pv() : new int[0];
        if (line.length == 0) {
            return TextFit.wrap(texts.get("replay.analysing"), width);
        }
        int score = analysed != null ? analysed.score() : news.score();
        int depth = analysed != null ? analysed.depth() : news.depth();
        int forCho = pos.sideToMove() == Side.CHO ? score : -score;
        List<String> rows = new ArrayList<>(TextFit.wrap(
                texts.get(
                        analysed != null ? "replay.analysis_done" : "replay.analysis",
                        depth,
                        GameReview.points(forCho),
                        look.notation().shown(line[0], pos, texts)),
                width));
        rows.add(bar(WinChance.of(forCho), width));
        List<String> expected = TextFit.wrap(GameReview.line(pos, line, this::notated), width);
        rows.addAll(expected.subList(0, Math.min(2, expected.size())));
        return rows;
    }

    /** {@code Cho [######------] Han}: Cho's expected score as the share of the bar filled. */
    private String bar(double choChance, int width) {
        String cho = texts.render(RuleWords.side(Side.CHO));
        String han = texts.render(RuleWords.side(Side.HAN));
        int room = Math.max(4, width - TextFit.width(cho) - TextFit.width(han) - 4);
        int filled = (int) Math.round(choChance * room);
        return cho + " [" + "#".repeat(filled) + "-".repeat(room - filled) + "] " + han;
    }

    /** A move as the player reads it: in their notation, a pass in their words. */
    private String notated(int move, Position before) {
        return look.notation().shown(move, before, texts);
    }

    /** The record's move {@code index} (0 = the first) in the player's notation. */
    private String moveText(int index) {
        Position before = record().game().startPosition();
        List<Integer> moves = record().game().moves();
        for (int i = 0; i < index; i++) {
            before.make(moves.get(i));
        }
        return look.notation().shown(moves.get(index), before, texts);
    }

    /** The move list from row {@code top} to before {@code bottom}, the current move marked and in view. */
    private void drawMoves(TextGraphics g, int x, int top, int bottom, GameRecord r) {
        List<String> lines = new ArrayList<>();
        int current = -1;
        int done = 0;
        // A review's marks stand after the moves, as players write them: A6-C9??
        int width = r.nags().isEmpty() ? 6 : 8;
        int[] plyOf = {0};
        MovePair.MoveWriter marked = (m, before) ->
                look.notation().shown(m, before, texts) + Nag.symbols(r.nags().getOrDefault(++plyOf[0], List.of()));
        for (MovePair p : MovePair.of(r.game().startPosition(), r.game().moves(), marked)) {
            int inPair = (p.cho() != null ? 1 : 0) + (p.han() != null ? 1 : 0);
            boolean here = ply > done && ply <= done + inPair;
            if (here) {
                current = lines.size();
            }
            String cho = p.cho() == null ? "..." : p.cho();
            String han = p.han() == null ? "" : p.han();
            boolean onHan = here && ply == done + inPair && p.han() != null;
            lines.add(String.format(Locale.ROOT, "%3d. %s", p.number(), here && !onHan ? ">" : " ")
                    + TextFit.pad(cho, width)
                    + (onHan ? ">" : " ")
                    + han);
            done += inPair;
        }
        int room = bottom - top;
        int first = Math.max(0, Math.min(current - room / 2, lines.size() - room));
        int y = top;
        for (int i = first; i < lines.size() && y < bottom; i++) {
            if (i == current) {
                g.putString(x, y++, lines.get(i), SGR.BOLD);
            } else {
                g.putString(x, y++, lines.get(i));
            }
        }
    }

    private String tag(String name, String otherwise) {
        return TagWords.of(texts, record(), name, otherwise);
    }
}
