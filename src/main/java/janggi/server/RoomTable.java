package janggi.server;

import janggi.clock.TimeControl;
import janggi.core.Position;
import janggi.core.RuleSet;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.files.Settings;
import janggi.notation.Fen;
import janggi.notation.MoveNotation;
import janggi.notation.PieceStyle;
import janggi.notation.RuleWords;
import janggi.play.Command;
import janggi.play.Destinations;
import janggi.play.Look;
import janggi.play.Question;
import janggi.play.Reply;
import janggi.play.Table;
import janggi.record.GameRecord;
import janggi.store.Glicko2;
import janggi.store.Offer;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Status;
import janggi.text.Message;
import janggi.text.Printable;
import janggi.text.Texts;
import janggi.tui.GameScreen;
import janggi.tui.Seat;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Someone at a room on the full screen, as at home: a player on a seat or a spectator. The
 * room's news is queued for the screen, under the room's lock, and taken on the screen's own
 * thread, which reads the room again then; what the player does goes to the room, which stores
 * a move before anyone is shown it. The commands of a game at home that a table shared with an
 * opponent cannot do (undo, hint, save, ...) are refused as such: this table does not honour them.
 */
final class RoomTable implements RoomView, Table {
    /** Lines of chat shown to someone coming in. */
    private static final int RECENT_CHAT = 5;
    /** Lines said kept for the panel's foot. */
    private static final int CHAT_KEPT = 50;

    /** What a table at the club does; the rest is a game at home's. */
    private static final Set<Command> HONOURED = EnumSet.of(
            Command.HELP,
            Command.QUIT,
            Command.FLIP,
            Command.PIECES,
            Command.NOTATION,
            Command.FEN,
            Command.RESIGN,
            Command.ANALYSE,
            Command.SAY,
            Command.DRAW,
            Command.TAKEBACK,
            Command.ABORT,
            Command.REMATCH,
            Command.DECLINE,
            Command.MOVE,
            Command.UNKNOWN,
            Command.NOTHING);

    private final Room room;
    private final Visit visit;
    private final Texts texts;
    private final GameScreen screen;
    private final RateLimit chat = Room.chatLimit();
    /** The latest lines said, touched on the screen's thread only. */
    private final Deque<Said> said = new ArrayDeque<>();

    /** The screen's ear once it listens; until then the news waits in {@link #early}. */
    private Listener listener;
    /** News told while the player sits down, before the screen listens: a busy computer, say. */
    private final List<News> early = new ArrayList<>();
    /** The player's side, or null for a spectator. */
    private Side side;
    /** Cho's player sees the board turned, Cho at the bottom, as at home; flip turns it. */
    private boolean flipped;
    /** The pieces the board shows, as the player chose them. */
    private PieceStyle pieces;
    /** "Resign?", while it is asked; null otherwise. */
    private Question asking;
    /** The rematch to move on to, once the room has made one. */
    private volatile String next;

    RoomTable(Room room, Visit visit, Seat seat, boolean mono) {
        this.room = room;
        this.visit = visit;
        this.texts = visit.texts();
        this.pieces = visit.pieces();
        this.screen = new GameScreen(seat, texts, mono, System::nanoTime, this);
    }

    /**
     * Takes the player's seat and plays until they leave.
     *
     * @param greeting the first message on the screen, or ""
     * @throws Refused when they cannot sit here
     */
    void sit(String greeting) throws IOException {
        List<Said> recent = recentChat();
        side = room.sit(visit.who(), this);
        run(recent, greeting);
    }

    /** Watches until the spectator leaves. */
    void watch() throws IOException {
        List<Said> recent = recentChat();
        room.watch(visit.who(), this);
        run(recent, "");
    }

    private void run(List<Said> recent, String greeting) throws IOException {
        recent.forEach(this::keep);
        flipped = side == Side.CHO;
        visit.at(room.code(), side != null);
        try {
            screen.run(greeting);
        } finally {
            visit.at(null, false);
            room.leave(this, !visit.gone());
        }
    }

    /** What was said before, read before coming in so that nothing said meanwhile is shown twice. */
    private List<Said> recentChat() {
        return room.recentChat(RECENT_CHAT).stream()
                .map(line -> new Said(line.name(), line.text()))
                .toList();
    }

    private void keep(Said line) {
        said.addLast(line);
        while (said.size() > CHAT_KEPT) {
            said.removeFirst();
        }
    }

    // ---- the room's news, under its lock: queued only -----------------------------------

    @Override
    public void listen(Listener listener) {
        synchronized (early) {
            // Under the lock, so that news told meanwhile comes after what waited.
            early.forEach(listener::told);
            early.clear();
            this.listener = listener;
        }
    }

    @Override
    public void show(RoomEvent event, Snapshot snapshot) {
        visit.touch();
        tell(
                event instanceof RoomEvent.Said s
                        ? new Heard(new Said(s.name(), s.text()))
                        : event instanceof RoomEvent.Arrived ? new Changed() : new Told(message(event, snapshot)));
        if (event instanceof RoomEvent.Rematch) {
            // Everyone here moves on to the rematch, once the news of it is shown.
            tell(new Done(event));
        }
    }

    /** The game this table moves on to once it is left: the rematch; null when there is none. */
    String next() {
        return next;
    }

    /** Whether this table is a player's seat, not a spectator's. */
    boolean seated() {
        return side != null;
    }

    private void tell(News news) {
        Listener ear;
        synchronized (early) {
            ear = listener;
            if (ear == null) {
                early.add(news);
                return;
            }
        }
        ear.told(news);
    }

    private String message(RoomEvent event, Snapshot snapshot) {
        StoredGame game = snapshot.game();
        if (event instanceof RoomEvent.Moved m) {
            return texts.get("server.table.moved", name(game, m.side()), m.move());
        } else if (event instanceof RoomEvent.SetupChosen c) {
            return texts.get(
                    game.settingUp() ? "server.table.setup_chosen" : "server.table.setup_chosen_play",
                    name(game, c.side()),
                    c.setup(),
                    RuleWords.side(c.side()));
        } else if (event instanceof RoomEvent.Seated s) {
            return texts.get("server.table.seated", s.name(), RuleWords.side(s.side()));
        } else if (event instanceof RoomEvent.Away a) {
            // As on online servers, the absent player's clock runs.
            boolean runs = snapshot.clock().active();
            String key = switch (a.how()) {
                case LEFT -> runs ? "server.table.left_clock" : "server.table.left";
                case DROPPED -> runs ? "server.table.dropped_clock" : "server.table.dropped";
                case ELSEWHERE -> runs ? "server.table.away_clock" : "server.table.away";
            };
            return texts.get(key, a.name(), game.code());
        } else if (event instanceof RoomEvent.Back b) {
            return texts.get("server.table.back", b.name());
        } else if (event instanceof RoomEvent.Watching w) {
            return texts.get("server.table.watching", w.name());
        } else if (event instanceof RoomEvent.Resigned r) {
            return texts.get("server.table.resigned", r.name());
        } else if (event instanceof RoomEvent.ComputerBusy busy) {
            return texts.get("server.table.computer_busy", busy.games());
        } else if (event instanceof RoomEvent.ComputerFailed) {
            return texts.get("server.table.computer_failed", game.code());
        } else if (event instanceof RoomEvent.Offered o) {
            return texts.get(offered(o.kind()), name(game, o.side()));
        } else if (event instanceof RoomEvent.Declined d) {
            return texts.get(declined(d.kind()), name(game, d.side()));
        } else if (event instanceof RoomEvent.TookBack t) {
            return t.asker() == null
                    ? texts.get("server.table.took_back_elsewhere")
                    : texts.get("server.table.took_back", name(game, t.asker()));
        } else if (event instanceof RoomEvent.Drawn) {
            return texts.get("session.drawn");
        } else if (event instanceof RoomEvent.Aborted a) {
            if (a.side() != null) {
                return texts.get(
                        a.itself() ? "server.table.aborted_flag" : "server.table.aborted_by", name(game, a.side()));
            }
            return a.itself()
                    ? texts.get(
                            "server.table.aborted_itself",
                            timeWords(
                                    snapshot.clock().control(),
                                    Room.abortAfterMs(snapshot.clock().control()),
                                    "count.minutes",
                                    60_000))
                    : texts.get("table.aborted");
        } else if (event instanceof RoomEvent.Rematch r) {
            return texts.get(r.paired() ? "server.table.paired" : "server.table.rematch", r.code());
        } else if (event instanceof RoomEvent.Flagged f) {
            return texts.get(
                    "server.table.flagged",
                    f.name(),
                    texts.render(RuleWords.result(snapshot.result().orElseThrow())));
        }
        throw new IllegalArgumentException(event.toString());
    }

    // ---- the screen's questions and the player's doings, on the screen's thread ---------

    @Override
    public Reply hear(News news) {
        if (news instanceof Done d && d.work() instanceof RoomEvent.Rematch rematch) {
            next = rematch.code();
            return new Reply(Reply.Outcome.QUIT, "");
        }
        if (news instanceof Heard h) {
            keep(h.said());
        } else if (news instanceof Told t) {
            return new Reply(Reply.Outcome.INFO, t.message());
        }
        return Reply.NOTHING;
    }

    @Override
    public State state() {
        Snapshot now = room.snapshot();
        StoredGame game = now.game();
        Set<Side> away = EnumSet.noneOf(Side.class);
        for (Side s : Side.values()) {
            if (game.player(s) != null && !now.present().contains(s) && !now.isOver()) {
                away.add(s);
            }
        }
        Position pos = now.position();
        boolean open = game.status() == Status.OPEN;
        boolean settingUp = game.settingUp();
        Optional<String> alert = now.isOver() || open || settingUp
                ? Optional.empty()
                : RuleWords.alert(pos).map(texts::render);
        String status = status(now, away, open);
        boolean playing = side != null && !open && !settingUp && !now.isOver();
        return new State(
                // Nobody watching goes unsaid, so that a correspondence game's title keeps to a row.
                texts.get(
                                "table.title",
                                now.code(),
                                Listings.rulesAndClock(game, texts)
                                        + (game.rated() ? " " + texts.get("table.rated") : ""),
                                room.spectators() == 0 ? "" : texts.count("count.watching", room.spectators()))
                        .stripTrailing(),
                pos,
                now.result(),
                seat(game, Side.CHO, away),
                seat(game, Side.HAN, away),
                alert.map(a -> texts.get("table.status_alert", status, a)).orElse(status),
                alert.isPresent(),
                playing ? side : null,
                playing && pos.sideToMove() == side,
                flipped,
                new Look(pieces, visit.notation(), Optional.empty(), Settings.NONE),
                now.clock(),
                null,
                setupQuestion(game).or(() -> Optional.ofNullable(asking)),
                "",
                false,
                false,
                Optional.empty(),
                true,
                List.copyOf(said),
                hidden(game, pos.rules()),
                notes(game),
                actions(now),
                "");
    }

    /** The offers standing, as this seat reads them, and where a rematch went. */
    private List<String> notes(StoredGame game) {
        List<String> notes = new ArrayList<>();
        for (Offer kind : Offer.values()) {
            Side by = game.offer(kind);
            if (by == null) {
                continue;
            }
            String key = by == side ? youOffered(kind) : side == by.opponent() ? offeredToYou(kind) : offered(kind);
            notes.add(texts.get(key, name(game, by == side ? by.opponent() : by)));
        }
        for (Side s : Side.values()) {
            Glicko2.Rating rated = game.ratedAs(s);
            if (rated != null && game.ratingChange(s) != null) {
                notes.add(texts.get(
                        "table.rating_change",
                        name(game, s),
                        Listings.rating(rated),
                        Listings.change(game.ratingChange(s))));
            }
        }
        if (game.rematch() != null) {
            notes.add(texts.get("table.rematch_is", game.rematch()));
        }
        return notes;
    }

    /** "bob offers a draw.": what everyone reads of an offer. */
    private static String offered(Offer kind) {
        return switch (kind) {
            case DRAW -> "server.table.offered_draw";
            case TAKEBACK -> "server.table.offered_takeback";
            case REMATCH -> "server.table.offered_rematch";
        };
    }

    /** "alice declines the draw." */
    private static String declined(Offer kind) {
        return switch (kind) {
            case DRAW -> "server.table.declined_draw";
            case TAKEBACK -> "server.table.declined_takeback";
            case REMATCH -> "server.table.declined_rematch";
        };
    }

    /** What the one offered reads, with how to answer. */
    private static String offeredToYou(Offer kind) {
        return switch (kind) {
            case DRAW -> "table.offered_to_you_draw";
            case TAKEBACK -> "table.offered_to_you_takeback";
            case REMATCH -> "table.offered_to_you_rematch";
        };
    }

    /** What the one offering reads while the offer stands. */
    private static String youOffered(Offer kind) {
        return switch (kind) {
            case DRAW -> "table.you_offered_draw";
            case TAKEBACK -> "table.you_offered_takeback";
            case REMATCH -> "table.you_offered_rematch";
        };
    }

    /**
     * What this seat can do now beyond moving and talking, for the keys row: the answers to an
     * offer first, then abort before both sides have moved, resign, draw and takeback in play,
     * rematch and analyse once the game is over.
     */
    private List<String> actions(Snapshot now) {
        StoredGame game = now.game();
        if (side == null) {
            return now.isOver() ? List.of(Command.ANALYSE.word()) : List.of();
        }
        Set<String> actions = new java.util.LinkedHashSet<>();
        for (Offer kind : Offer.values()) {
            if (game.offer(kind) == side.opponent()) {
                actions.add(kind.word());
                actions.add(Command.DECLINE.word());
            }
        }
        if (now.isOver()) {
            if (game.rematch() == null && game.rematchOffer() != side && game.hasOpponent(side)) {
                actions.add(Command.REMATCH.word());
            }
            actions.add(Command.ANALYSE.word());
        } else if (game.status() == Status.OPEN) {
            actions.add(Command.ABORT.word());
        } else if (game.status() == Status.PLAYING) {
            if (now.position().ply() < 2) {
                actions.add(Command.ABORT.word());
            }
            if (!game.settingUp()) {
                actions.add(Command.RESIGN.word());
                if (game.drawOffer() != side) {
                    actions.add(Command.DRAW.word());
                }
                int plies = now.position().ply();
                boolean mine = now.position().sideToMove() == side ? plies >= 2 : plies >= 1;
                if (mine && game.takebackOffer() != side) {
                    actions.add(Command.TAKEBACK.word());
                }
            }
        }
        return List.copyOf(actions);
    }

    /**
     * A time a player is given, in their words: days in a correspondence game ({@code 3 days}),
     * else counted in {@code unit}, {@code unitMs} long ({@code 60 s}, {@code 3 minutes}).
     */
    private String timeWords(TimeControl control, long ms, String unit, long unitMs) {
        return control.daysPerMove().isPresent()
                ? texts.count("count.days", ms / TimeControl.DAY_MS)
                : texts.count(unit, ms / unitMs);
    }

    private String setupTime(TimeControl control) {
        return timeWords(control, Room.setupMs(control), "count.seconds", 1000);
    }

    /** The question of this player's setup, while it is theirs to choose. */
    private Optional<Question> setupQuestion(StoredGame game) {
        if (side == null || !game.settingUp() || game.setupAsks() != side) {
            return Optional.empty();
        }
        return Optional.of(new Question(
                Question.Kind.SETUP,
                side,
                texts.get(
                        "table.setup_question",
                        game.code(),
                        RuleWords.side(side),
                        setupTime(room.snapshot().clock().control())),
                List.of()));
    }

    /** The sides whose setups are still to be chosen, shown as unknown: both in a game that will ask them. */
    private static Set<Side> hidden(StoredGame game, RuleSet rules) {
        if (game.status() == Status.OPEN && !rules.shuffledWings) {
            return EnumSet.allOf(Side.class);
        } else if (!game.settingUp()) {
            return Set.of();
        }
        return game.setupAsks() == Side.HAN ? EnumSet.allOf(Side.class) : EnumSet.of(Side.CHO);
    }

    @Override
    public Optional<Position> setupPreview(String answer) {
        StoredGame game = room.snapshot().game();
        RuleSet rules = room.snapshot().position().rules();
        if (side == null || !game.settingUp() || game.setupAsks() != side) {
            return Optional.empty();
        }
        try {
            String[] chosen = game.setup().split("/");
            Setup[] setups = {Setup.STANDARD, Setup.STANDARD};
            if (side == Side.CHO) {
                setups[Side.HAN.ordinal()] = Setup.parse(chosen[Side.HAN.ordinal()]);
            }
            setups[side.ordinal()] = answer.isBlank() ? Setup.STANDARD : Setup.parse(answer.strip());
            return Optional.of(Setup.startPosition(rules, setups[0], setups[1]));
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    /** A seat's occupant, marked when it is the one looking or when they have left for now. */
    private String seat(StoredGame game, Side seat, Set<Side> away) {
        String name = name(game, seat);
        if (away.contains(seat)) {
            return texts.get("table.away", name);
        }
        return seat == side ? texts.get("table.you", name) : name;
    }

    /** That the game waits for an opponent or for a player to come back, or whose move it is; "" once over. */
    private String status(Snapshot now, Set<Side> away, boolean open) {
        Side toMove = now.position().sideToMove();
        String name = name(now.game(), toMove);
        if (now.game().status() == Status.ABORTED) {
            return texts.get("table.aborted");
        } else if (now.result().isPresent()) {
            return "";
        } else if (open) {
            return texts.get("table.waiting_for_opponent", now.code());
        } else if (now.game().settingUp()) {
            Side asked = now.game().setupAsks();
            return texts.get(
                    away.contains(asked) ? "table.setting_up_away" : "table.setting_up",
                    name(now.game(), asked),
                    RuleWords.side(asked),
                    setupTime(now.clock().control()));
        } else if (away.contains(toMove)) {
            // As on online servers, the absent player's clock runs: the screen says so.
            return texts.get(now.clock().active() ? "table.waiting_for_clock" : "table.waiting_for", name, now.code());
        }
        return toMove == side ? texts.get("table.your_move") : texts.get("table.to_move", name, RuleWords.side(toMove));
    }

    @Override
    public boolean honours(Command command) {
        return HONOURED.contains(command);
    }

    @Override
    public Texts texts() {
        return texts;
    }

    @Override
    public String help() {
        return texts.document(side == null ? "help-watch" : "help-table");
    }

    @Override
    public GameRecord record() {
        return room.record();
    }

    @Override
    public Reply leave() {
        return new Reply(Reply.Outcome.QUIT, "");
    }

    @Override
    public Reply input(Command.Typed typed) {
        if (setupQuestion(room.snapshot().game()).isPresent()) {
            return done(() -> room.chooseSetup(this, typed.text()));
        }
        if (asking != null) {
            asking = null;
            String answer = typed.text().toLowerCase(java.util.Locale.ROOT);
            return answer.isEmpty() || answer.startsWith(texts.get("start.yes"))
                    ? done(() -> room.resign(this))
                    : Reply.info(texts, "session.play_on");
        }
        Command command = typed.command();
        if (!honours(command)) {
            return Reply.error(texts, "table.not_at_the_club", command.word());
        }
        return switch (command) {
            case HELP -> new Reply(Reply.Outcome.INFO, help());
            case QUIT -> leave();
            case FLIP -> {
                flipped = !flipped;
                yield Reply.info(texts, "session.flipped");
            }
            case PIECES -> pieces(typed.arg());
            case NOTATION -> notation(typed.arg());
            case FEN -> new Reply(Reply.Outcome.INFO, Fen.of(room.snapshot().position()));
            case RESIGN -> resign();
            case DRAW -> done(() -> room.offer(this, visit.who(), Offer.DRAW));
            case TAKEBACK -> done(() -> room.offer(this, visit.who(), Offer.TAKEBACK));
            case REMATCH -> done(() -> room.offer(this, visit.who(), Offer.REMATCH));
            case ABORT -> done(() -> room.abort(this));
            case DECLINE -> decline(typed.arg());
            case SAY -> say(typed.arg());
            case ANALYSE -> Reply.info(texts, "session.analyse_elsewhere");
            case UNKNOWN -> Reply.error(texts, "session.unknown_command", typed.text());
            case MOVE -> typed.text().length() == 2 ? point(typed.text()) : done(() -> room.play(this, typed.text()));
            default -> Reply.NOTHING;
        };
    }

    /** {@code decline [draw|takeback|rematch]}: the opponent's offer, or whichever of theirs stands. */
    private Reply decline(String what) {
        if (what.isBlank()) {
            return done(() -> room.decline(this, null));
        }
        return Offer.named(what)
                .map(kind -> done(() -> room.decline(this, kind)))
                .orElseGet(() -> Reply.error(texts, "server.usage", "decline draw|takeback|rematch"));
    }

    /** A player in a game in play is asked again; anyone else hears why there is nothing to resign. */
    private Reply resign() {
        Snapshot now = room.snapshot();
        if (side == null || now.game().status() != Status.PLAYING || now.isOver()) {
            return done(() -> room.resign(this));
        }
        asking = new Question(
                Question.Kind.RESIGN, side, texts.get("table.resign_question", now.code()) + " ", List.of());
        return new Reply(Reply.Outcome.QUESTION, asking.text());
    }

    /** A point alone: where its piece can go, on the player's turn; else why the player cannot move now. */
    private Reply point(String point) {
        Snapshot now = room.snapshot();
        if (side == null) {
            return Reply.info(texts, "table.spectating");
        } else if (now.isOver()) {
            return Reply.error(
                    texts, "server.game_over", RuleWords.result(now.result().orElseThrow()));
        } else if (now.game().status() == Status.OPEN) {
            return Reply.error(texts, "server.no_opponent_yet", now.code());
        } else if (now.position().sideToMove() != side) {
            return Reply.error(texts, "server.not_your_turn");
        }
        return Destinations.of(texts, now.position(), point);
    }

    private Reply say(String text) {
        if (text.isBlank()) {
            return Reply.error(texts, "server.usage", "say TEXT");
        }
        if (chat.take(1) == 0) {
            return Reply.error(texts, "server.chat_too_fast", Room.CHAT_PER_MINUTE);
        }
        room.say(visit.who(), text);
        return Reply.NOTHING;
    }

    /** {@code pieces STYLE}: the board in other pieces, now and in the next games. */
    private Reply pieces(String name) {
        Optional<PieceStyle> style = PieceStyle.named(name);
        if (style.isEmpty()) {
            return Reply.error(texts, "session.pieces_unknown", Printable.clean(name), PieceStyle.names());
        }
        pieces = style.get();
        Optional<Message> notKept = visit.pieces(pieces);
        return notKept.map(why ->
                        Reply.info(texts, "session.pieces_not_kept", style.get().id(), why))
                .orElseGet(() ->
                        Reply.info(texts, "session.pieces_kept", style.get().id()));
    }

    /** {@code notation korean|martin}: the moves listed so, now and in the next games. */
    private Reply notation(String name) {
        Optional<MoveNotation> moves = MoveNotation.named(name);
        if (moves.isEmpty()) {
            return Reply.error(texts, "session.notation_unknown", Printable.clean(name), MoveNotation.names());
        }
        String id = moves.get().id();
        return visit.notation(moves.get())
                .map(why -> Reply.info(texts, "session.notation_not_kept", id, why))
                .orElseGet(() -> Reply.info(texts, "session.notation_kept", id));
    }

    /** Does what the room is asked, or says why the room refused it. */
    private Reply done(Runnable action) {
        try {
            action.run();
            return Reply.NOTHING;
        } catch (Refused e) {
            return new Reply(Reply.Outcome.ERROR, texts.render(e.reason()));
        }
    }

    private String name(StoredGame game, Side side) {
        return texts.render(Listings.seatName(game, side));
    }
}
