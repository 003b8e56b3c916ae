package janggi.server;

import janggi.clock.GameClock;
import janggi.clock.TimeControl;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Setup;
import janggi.core.Side;
import janggi.engine.SearchLimits;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.store.Chat;
import janggi.store.Games;
import janggi.store.Offer;
import janggi.store.Player;
import janggi.store.StoreException;
import janggi.store.StoredGame;
import janggi.store.StoredGame.Ending;
import janggi.store.StoredGame.Status;
import janggi.store.StoredMove;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ThreadLocalRandom;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * One game and the people at it: two seats, spectators, and what they say. Every move is
 * checked by the rules, stored, and only then shown to anyone; a player whose connection
 * drops keeps the seat, and the game waits for them. The computer, when it holds a seat,
 * answers from the club's engine threads with a result tagged by the ply it was asked at, and
 * a stale answer is dropped.
 *
 * <p>When several servers share the club, each holds its own room for a game its visitors are
 * at. What one stores, the others read back from the tables when the store's notice arrives
 * ({@link #catchUp}), and tell their own visitors; who sits where travels as {@link Bulletin}
 * notices. The turn is claimed in the database, so two servers never both play a move for it.
 *
 * <p>A game with a clock runs it here as a local game does ({@link GameClock}), whoever is
 * connected: a move is charged to its mover when it is stored, with the clocks after it, and an
 * alarm wakes the room at the moment the side to move's time would run out, so that its flag
 * falls though nobody types. The database keeps when the running clock started, so that the
 * clocks mean the same on every server of the club and after a restart (docs/server.md, Clocks).
 *
 * <p>Before the first move Han, then Cho, chooses a setup, each within {@link #SETUP_MS} (NBBN
 * is taken for a side whose time runs out; the computer chooses its own at once). The side asked
 * and when is kept in the game's row, so that the phase goes on after a restart and on any server
 * of the club; the clocks do not run meanwhile.
 */
final class Room {
    /** Lines of chat one connection may say at once, and how many a minute after that. */
    static final int CHAT_BURST = 5;

    static final int CHAT_PER_MINUTE = 12;
    /** How long each side has to choose its setup; NBBN is taken for it when the time is up. */
    static final long SETUP_MS = 60_000;
    /** The least time a side asked has left after a restart, so that the server's downtime chooses for nobody. */
    private static final long SETUP_AFTER_RESTART_MS = 15_000;
    /**
     * How long a game between two players may go without a move of each side before it aborts
     * itself; counted from when play began, or from a restart of the server.
     */
    static final long ABORT_AFTER_MS = 180_000;

    /**
     * How long the side asked has to choose its setup: {@link #SETUP_MS}, or in a correspondence
     * game, whose players come and go, its days a move.
     */
    static long setupMs(TimeControl control) {
        return control.daysPerMove().isPresent() ? control.periodMs() : SETUP_MS;
    }

    /**
     * How long a game between two players may go without a move of each side before it aborts
     * itself: {@link #ABORT_AFTER_MS}, or in a correspondence game its days a move (from the
     * move before), so that a first move never made aborts the game rather than losing it on time.
     */
    static long abortAfterMs(TimeControl control) {
        return control.daysPerMove().isPresent() ? control.periodMs() : ABORT_AFTER_MS;
    }

    /** Makes the rematch of a game that is over, for the player who accepts it: its code, or null when another was made first. */
    interface Rematches {
        String rematch(StoredGame over, Identity accepting);
    }

    private final Games games;
    private final Chat chat;
    private final Engines engines;
    private final ClubTime time;
    private final Bulletin bulletin;
    private final Rematches rematches;
    private final Logger log;
    /** The game as stored: replaced as a whole when a setup is chosen, and else played on move by move. */
    private Game game;
    /** When this room was loaded: a setup question asked before gets some time after it ({@link #SETUP_AFTER_RESTART_MS}). */
    private final long loadedMs;
    /** Both clocks; one object for the room's life, which screens read as it runs. */
    private final GameClock clock;
    /** Cancels the alarm set for the running clock's flag; null when none is set. */
    private Runnable alarm;
    /** Everyone here: a seated player's view with its side, a spectator's with null. */
    private final Map<RoomView, Side> views = new LinkedHashMap<>();
    /** The sides whose players sit at this game on the club's other servers, by server. */
    private final Map<String, Set<Side>> elsewhere = new HashMap<>();
    /**
     * The sides whose players were told to be away here, so that their coming is a return; a
     * player arriving at a game just begun (a rematch, say) or after a restart is not news.
     */
    private final Set<Side> awayTold = EnumSet.noneOf(Side.class);

    /** How long a clock the store did not take waits before it is tried again. */
    private static final long RETRY_MS = 1000;

    private StoredGame row;
    private boolean thinking;
    /** Counts the takebacks: with the ply, it tags the computer's answer, so that one for a position taken back is dropped. */
    private int epoch;
    /** The last line of chat told here. */
    private long lastChat;

    Room(
            StoredGame row,
            List<StoredMove> moves,
            long lastChat,
            Games games,
            Chat chat,
            Engines engines,
            ClubTime time,
            Bulletin bulletin,
            Rematches rematches,
            Logger log) {
        this.row = row;
        this.game = ClubRecord.game(row, moves);
        this.clock = new GameClock(ClubRecord.control(row), time);
        ClubRecord.setClock(clock, row, moves, game);
        this.lastChat = lastChat;
        this.games = games;
        this.chat = chat;
        this.engines = engines;
        this.time = time;
        this.bulletin = bulletin;
        this.rematches = rematches;
        this.log = log;
        this.loadedMs = time.millis();
    }

    String code() {
        return row.code();
    }

    synchronized Snapshot snapshot() {
        int ply = game.position().ply();
        String last = ply == 0 ? null : DisplayMove.of(game.position().moveAt(ply - 1));
        return new Snapshot(row, game.position().copy(), game.result(), present(), last, clock);
    }

    /** The game as a record, read from the store: what it holds is what anyone is shown. */
    synchronized GameRecord record() {
        return ClubRecord.record(row, games.moves(row.code()));
    }

    /** The last lines said here, oldest first, for someone coming in. */
    List<Chat.Line> recentChat(int lines) {
        return chat.recent(row.code(), lines);
    }

    /**
     * Seats a player: on their own seat, or on the free seat of an open game, which then begins.
     *
     * @return the player's side
     * @throws Refused for a guest, or when the player has no seat here and none is free
     */
    synchronized Side sit(Identity who, RoomView view) {
        if (who.isGuest()) {
            throw new Refused(Refused.CANNOT, "server.guests_watch", row.code());
        }
        Side side = row.sideOf(who.fingerprint()).orElse(null);
        boolean newcomer = side == null;
        if (newcomer) {
            side = takeFreeSeat(who);
        }
        boolean absent = !newcomer && !present().contains(side);
        boolean back = absent && awayTold.remove(side);
        boolean here = local().contains(side);
        views.put(view, side);
        if (newcomer) {
            broadcast(new RoomEvent.Seated(side, who.name()), view);
        } else if (back) {
            broadcast(new RoomEvent.Back(side, who.name()), view);
        } else if (absent) {
            broadcast(new RoomEvent.Arrived(side), view);
        }
        if (!here) {
            announcePresence(Bulletin.PRESENT);
        }
        keepTime();
        return side;
    }

    private Side takeFreeSeat(Identity who) {
        if (row.status() != Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_free_seat", row.code());
        }
        Side free = row.cho() == null ? Side.CHO : Side.HAN;
        boolean seated;
        try {
            seated =
                    games.sit(row.code(), free, new Player(who.fingerprint(), who.name()), firstAsked(), time.millis());
        } catch (StoreException e) {
            throw Refused.notStored(
                    log, "game " + row.code() + ": " + who.name() + "'s seat", "server.seat_not_stored", e);
        }
        if (!seated) {
            // Another server seated someone first: its notice, on its way, tells everyone here who.
            throw new Refused(Refused.CANNOT, "server.no_free_seat", row.code());
        }
        reload();
        log.info(who.name() + " joins game " + row.code() + " as " + free);
        return free;
    }

    /** How many watch this game here. */
    synchronized int spectators() {
        return (int) views.values().stream().filter(side -> side == null).count();
    }

    synchronized void watch(Identity who, RoomView view) {
        views.put(view, null);
        broadcast(new RoomEvent.Watching(who.name()), view);
        bulletin.post(row.code(), Bulletin.WATCHING, who.name());
    }

    /**
     * Someone goes: the game stays as it is, and waits for a player who has left their seat.
     *
     * @param left whether they chose to go, rather than their connection ending
     */
    synchronized void leave(RoomView view, boolean left) {
        if (!views.containsKey(view)) {
            return;
        }
        Side side = views.remove(view);
        if (side == null || local().contains(side)) {
            return;
        }
        announcePresence(Bulletin.PRESENT);
        if (!present().contains(side) && !game.isOver() && !row.ended()) {
            awayTold.add(side);
            broadcast(
                    new RoomEvent.Away(
                            side, row.player(side).name(), left ? RoomEvent.Away.How.LEFT : RoomEvent.Away.How.DROPPED),
                    null);
        }
    }

    /**
     * Plays a move typed by the player of {@code view}.
     *
     * @throws Refused saying why the move is not played: not this player's turn, not legal here, ...
     */
    synchronized void play(RoomView view, String text) {
        Side side = seatOf(view);
        refuseAborted();
        if (game.isOver()) {
            throw new Refused(
                    Refused.CANNOT,
                    "server.game_over",
                    RuleWords.result(game.result().orElseThrow()));
        }
        if (row.status() == Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_opponent_yet", row.code());
        }
        if (row.settingUp()) {
            throw new Refused(Refused.CANNOT, "server.setups_first", seatName(row.setupAsks()));
        }
        if (clock.flagged().isPresent()) {
            // The alarm is on its way: a move after the flag fell is not played.
            try {
                flagFall();
            } catch (StoreException e) {
                throw Refused.notStored(log, "game " + row.code() + ": the fallen flag", "server.not_stored", e);
            }
            refuseAborted();
            throw new Refused(
                    Refused.CANNOT,
                    "server.game_over",
                    RuleWords.result(game.result().orElseThrow()));
        }
        if (game.position().sideToMove() != side) {
            throw new Refused(Refused.CANNOT, "server.not_your_turn");
        }
        int move;
        try {
            move = MoveNotation.read(text, game.position());
        } catch (NotationException e) {
            throw new Refused(Refused.CANNOT, e.message());
        }
        store(side, move);
    }

    /** The side asked for its setup first when a game begins: Han, or nobody where the wings are drawn. */
    private Side firstAsked() {
        return game.rules().shuffledWings ? null : Side.HAN;
    }

    /**
     * The player of {@code view} chooses their setup ({@code NBBN}, {@code BNNB}, ...; blank for
     * NBBN), when it is theirs to choose; stored before anyone is told.
     *
     * @throws Refused when it is not theirs to choose now, or {@code text} is no setup allowed here
     */
    synchronized void chooseSetup(RoomView view, String text) {
        Side side = seatOf(view);
        if (!row.settingUp()) {
            throw new Refused(Refused.CANNOT, "server.no_setup_asked");
        }
        if (row.setupAsks() != side) {
            throw new Refused(
                    Refused.CANNOT,
                    "server.setup_not_yours",
                    seatName(row.setupAsks()),
                    RuleWords.side(row.setupAsks()));
        }
        Setup setup;
        try {
            setup = text.isBlank() ? Setup.STANDARD : Setup.parse(ClientText.chat(text));
        } catch (IllegalArgumentException e) {
            throw new Refused(Refused.CANNOT, NotationException.messageOf(e));
        }
        if (!setup.allowedUnder(game.rules())) {
            throw new Refused(Refused.CANNOT, "setup.chariots_in_corners", setup.wings(), game.rules().name);
        }
        boolean chosen;
        try {
            chosen = storeSetup(side, setup);
        } catch (StoreException e) {
            throw Refused.notStored(
                    log, "game " + row.code() + ": " + seatName(side) + "'s setup", "server.setup_not_stored", e);
        }
        if (!chosen) {
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        keepTime();
    }

    /**
     * Stores {@code side}'s setup and asks the next side (Cho after Han), or begins play; the
     * game is set up anew from the stored setups, and everyone here is told.
     *
     * @return false when another server stored the choice first: what it stored is read instead
     */
    private boolean storeSetup(Side side, Setup setup) {
        String[] setups = row.setup().split("/");
        setups[side.ordinal()] = setup.text(game.rules());
        Side next = side == Side.HAN ? Side.CHO : null;
        if (!games.chooseSetup(row.code(), side, setups[0] + "/" + setups[1], next, time.millis())) {
            catchUp(null);
            return false;
        }
        reload();
        game = ClubRecord.game(row, List.of());
        log.info("game " + row.code() + ": " + seatName(side) + " sets up " + setup.text(game.rules()) + " as " + side);
        broadcast(new RoomEvent.SetupChosen(side, seatName(side), setup.text(game.rules())), null);
        return true;
    }

    /**
     * The side asked for its setup: the computer chooses its own at once; a player's time is
     * watched, and NBBN is chosen for them when it is up.
     */
    private void askSetup() {
        Side asked = row.setupAsks();
        if (row.computerSide().filter(asked::equals).isPresent()) {
            Setup[] all = Setup.all();
            if (storeSetup(asked, all[ThreadLocalRandom.current().nextInt(all.length)])) {
                wind();
            }
            return;
        }
        long deadline = Math.max(row.phaseMs() + setupMs(clock.control()), loadedMs + SETUP_AFTER_RESTART_MS);
        long left = deadline - time.millis();
        if (left > 0) {
            alarm = time.alarm(left, this::keepTime);
        } else if (storeSetup(asked, Setup.STANDARD)) {
            wind();
        }
    }

    private void refuseAborted() {
        if (row.status() == Status.ABORTED) {
            throw new Refused(Refused.CANNOT, "server.aborted", row.code());
        }
    }

    // ---- offers: a draw, a takeback, a rematch; and abort --------------------------------

    /**
     * The player of {@code view} offers {@code kind}, or accepts the offer of it that stands from
     * the other side; stored before anyone is told. The computer accepts a takeback and a
     * rematch at once, and a draw when it is not ahead in material.
     *
     * @throws Refused when it cannot be offered now, saying why
     */
    synchronized void offer(RoomView view, Identity who, Offer kind) {
        Side side = seatOf(view);
        if (kind == Offer.REMATCH) {
            offerRematch(side, who);
            return;
        }
        refuseAborted();
        if (game.isOver() || row.status() != Status.PLAYING) {
            throw new Refused(Refused.CANNOT, "server.nothing_to_offer", kind.word());
        }
        if (row.settingUp()) {
            throw new Refused(Refused.CANNOT, "server.setups_first", seatName(row.setupAsks()));
        }
        Side standing = row.offer(kind);
        if (standing == side) {
            throw new Refused(Refused.CANNOT, "server.offer_stands", kind.word(), seatName(side.opponent()));
        }
        boolean computer = row.computerSide().filter(side.opponent()::equals).isPresent();
        if (kind == Offer.DRAW) {
            if (!game.drawByAgreementAllowed()) {
                throw new Refused(Refused.CANNOT, "session.draw_not_allowed", game.rules().name);
            }
            if (standing == side.opponent() || computer && computerTakesDraw(side.opponent())) {
                agreeDraw();
                return;
            }
            if (computer) {
                throw new Refused(Refused.CANNOT, "session.draw_declined");
            }
        } else {
            int plies = takebackPlies(side);
            if (plies == 0) {
                throw new Refused(Refused.CANNOT, "server.nothing_to_take_back");
            }
            if (standing == side.opponent()) {
                takeBack(side.opponent(), takebackPlies(side.opponent()));
                return;
            }
        }
        store(
                () -> games.offer(row.code(), kind, side, game.position().ply()),
                kind.word() + " offer",
                "server.offer_not_stored");
        log.info("game " + row.code() + ": " + seatName(side) + " offers " + kind.word());
        broadcast(new RoomEvent.Offered(kind, side, seatName(side)), null);
        if (computer) {
            // The computer takes a takeback back at once.
            takeBack(side, takebackPlies(side));
        }
    }

    /**
     * A rematch: offered, or made when the other side offered it or is the computer; the new
     * game's code goes to everyone here, who move on to it.
     */
    private void offerRematch(Side side, Identity who) {
        if (!row.ended()) {
            throw new Refused(Refused.CANNOT, "server.rematch_after");
        }
        if (row.rematch() != null) {
            throw new Refused(Refused.CANNOT, "server.rematch_made", row.rematch());
        }
        if (!row.hasOpponent(side)) {
            throw new Refused(Refused.CANNOT, "server.rematch_nobody");
        }
        Side standing = row.rematchOffer();
        if (standing == side) {
            throw new Refused(Refused.CANNOT, "server.offer_stands", Offer.REMATCH.word(), seatName(side.opponent()));
        }
        if (standing == side.opponent() || row.computerSide().isPresent()) {
            String code;
            try {
                code = rematches.rematch(row, who);
            } catch (StoreException e) {
                throw Refused.notStored(log, "game " + row.code() + ": its rematch", "server.game_not_stored", e);
            }
            if (code == null) {
                catchUp(null);
                throw new Refused(Refused.CANNOT, "server.turn_taken");
            }
            reload();
            log.info("game " + row.code() + ": rematch " + code);
            broadcast(new RoomEvent.Rematch(code, false), null);
            return;
        }
        store(
                () -> games.offer(
                        row.code(), Offer.REMATCH, side, game.position().ply()),
                "rematch offer",
                "server.offer_not_stored");
        log.info("game " + row.code() + ": " + seatName(side) + " offers a rematch");
        broadcast(new RoomEvent.Offered(Offer.REMATCH, side, seatName(side)), null);
    }

    /**
     * The player of {@code view} declines the offer of {@code kind} (null: whichever stands) the
     * other side made; stored before anyone is told.
     */
    synchronized void decline(RoomView view, Offer kind) {
        Side side = seatOf(view);
        Offer declined = kind;
        if (declined == null) {
            for (Offer o : Offer.values()) {
                if (row.offer(o) == side.opponent()) {
                    declined = o;
                }
            }
        }
        if (declined == null || row.offer(declined) != side.opponent()) {
            throw kind == null
                    ? new Refused(Refused.CANNOT, "server.no_offer")
                    : new Refused(Refused.CANNOT, "server.no_offer_of", kind.word());
        }
        Offer what = declined;
        store(() -> games.withdraw(row.code(), what, side.opponent()), "declining", "server.offer_not_stored");
        broadcast(new RoomEvent.Declined(what, side, seatName(side)), null);
    }

    /**
     * The player of {@code view} aborts the game, before each side has moved, or withdraws it while nobody has
     * joined: no result, no rating change.
     */
    synchronized void abort(RoomView view) {
        Side side = seatOf(view);
        boolean open = row.status() == Status.OPEN;
        if (!open
                && (row.status() != Status.PLAYING
                        || game.isOver()
                        || game.position().ply() >= 2)) {
            throw new Refused(Refused.CANNOT, "server.cannot_abort");
        }
        store(() -> games.abort(row.code(), game.position().ply()), "abort", "server.abort_not_stored");
        aborted(side, false);
    }

    /**
     * The game is aborted and stored so: by {@code side}, or by itself ({@code itself}), because
     * nobody played in time ({@code side} null) or {@code side}'s time ran out before each side
     * had moved. Everyone is told.
     */
    private void aborted(Side side, boolean itself) {
        clock.stop();
        log.info("game " + row.code() + " aborted"
                + (!itself
                        ? " by " + seatName(side)
                        : side == null ? " by itself" : ": " + seatName(side) + "'s time ran out"));
        broadcast(new RoomEvent.Aborted(side, side == null ? null : seatName(side), itself), null);
    }

    /** Stores a change the player asked for, or says why it is not made; the room reads its row again once it is. */
    private void store(java.util.function.BooleanSupplier change, String what, String notStored) {
        boolean stored;
        try {
            stored = change.getAsBoolean();
        } catch (StoreException e) {
            throw Refused.notStored(log, "game " + row.code() + ": " + what, notStored, e);
        }
        if (!stored) {
            catchUp(null);
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        reload();
    }

    /**
     * How many moves {@code asker}'s takeback would take back now: its last move, and the reply
     * if one was made; 0 when it has made none.
     */
    private int takebackPlies(Side asker) {
        int ply = game.position().ply();
        int plies = game.position().sideToMove() == asker ? 2 : 1;
        return ply >= plies ? plies : 0;
    }

    /** Takes back {@code plies} moves at {@code asker}'s request, no clock time given back; stored before anyone is told. */
    private void takeBack(Side asker, int plies) {
        int to = game.position().ply() - plies;
        StoredMove.Clocks now = clock.active() ? ClubRecord.clocks(clock.standing()) : null;
        Long started = clock.active() ? time.millis() : null;
        store(
                () -> games.takeBack(row.code(), game.position().ply(), to, asker, now, started),
                "takeback",
                "server.takeback_not_stored");
        game = ClubRecord.game(row, games.moves(row.code()));
        epoch++;
        ClubRecord.setClock(clock, row, games.moves(row.code()), game);
        log.info("game " + row.code() + ": taken back to " + to + " plies, as " + seatName(asker) + " asked");
        keepTime();
        broadcast(new RoomEvent.TookBack(asker, seatName(asker), to), null);
    }

    /** Both sides agree to a draw: stored, and rated as any ending is, before anyone is told. */
    private void agreeDraw() {
        Ending ending = new Ending(GameResult.Outcome.DRAW, GameResult.Termination.AGREEMENT);
        store(() -> games.finish(row.code(), game.position().ply(), ending), "the draw", "server.draw_not_stored");
        game.agreeDraw();
        clock.stop();
        log.info("game " + row.code() + " ends: drawn by agreement");
        broadcast(new RoomEvent.Drawn(), null);
    }

    /** Whether the computer, on {@code side}, takes a draw: when it is not ahead in material. */
    private boolean computerTakesDraw(Side side) {
        return game.position().points(side) <= game.position().points(side.opponent());
    }

    /** The player of {@code view} resigns; stored before anyone is told. */
    synchronized void resign(RoomView view) {
        Side side = seatOf(view);
        if (row.settingUp()) {
            throw new Refused(Refused.CANNOT, "server.abort_instead");
        }
        if (game.isOver() || row.status() != Status.PLAYING) {
            throw new Refused(Refused.CANNOT, "server.nothing_to_resign");
        }
        Ending ending = new Ending(GameResult.Outcome.winner(side.opponent()), GameResult.Termination.RESIGNATION);
        boolean finished;
        try {
            finished = games.finish(row.code(), game.position().ply(), ending);
        } catch (StoreException e) {
            throw Refused.notStored(
                    log,
                    "game " + row.code() + ": " + seatName(side) + "'s resignation",
                    "server.resign_not_stored",
                    e);
        }
        if (!finished) {
            catchUp(null);
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        game.resign(side);
        clock.stop();
        reload();
        log.info(row.player(side).name() + " resigns game " + row.code());
        broadcast(new RoomEvent.Resigned(side, row.player(side).name()), null);
    }

    /** How fast one connection may talk: {@value #CHAT_BURST} lines at once, then {@value #CHAT_PER_MINUTE} a minute. */
    static RateLimit chatLimit() {
        return new RateLimit(CHAT_BURST, CHAT_PER_MINUTE / 60.0, System::nanoTime);
    }

    /** A line of chat, sanitised, stored with the game and told to everyone here. */
    synchronized void say(Identity who, String text) {
        String line = ClientText.chat(text);
        if (line.isEmpty()) {
            return;
        }
        long id;
        try {
            id = chat.add(row.code(), who.fingerprint(), who.name(), line);
        } catch (StoreException e) {
            throw Refused.notStored(
                    log, "game " + row.code() + ": a line of " + who.name(), "server.chat_not_stored", e);
        }
        lastChat = Math.max(lastChat, id);
        broadcast(new RoomEvent.Said(who.name(), line), null);
    }

    /**
     * Reads what another server stored for this game since this room last looked (a seat
     * taken, moves, a resignation, chat) and tells everyone here, as if it had happened here.
     *
     * @param server the server that announced the change, whose player who took the free seat
     *     is there now; null when it is not known who changed what
     */
    synchronized void catchUp(String server) {
        StoredGame fresh = games.find(row.code()).orElse(null);
        if (fresh == null) {
            return;
        }
        StoredGame before = row;
        if (row.status() == Status.OPEN && fresh.status() != Status.OPEN) {
            Side seated = row.cho() == null ? Side.CHO : Side.HAN;
            row = fresh;
            if (fresh.player(seated) != null) {
                if (server != null) {
                    elsewhere
                            .computeIfAbsent(server, s -> EnumSet.noneOf(Side.class))
                            .add(seated);
                }
                broadcast(new RoomEvent.Seated(seated, fresh.player(seated).name()), null);
            }
        }
        row = fresh;
        if (fresh.plies() < game.position().ply()) {
            // Taken back on another server, at the request it stored.
            game = ClubRecord.game(fresh, games.moves(row.code()));
            epoch++;
            Side asker = before.takebackOffer();
            broadcast(new RoomEvent.TookBack(asker, asker == null ? "?" : seatName(asker), fresh.plies()), null);
        } else if (game.position().ply() == 0 && !fresh.setup().equals(before.setup())) {
            game = ClubRecord.game(fresh, List.of());
        }
        for (Side side : new Side[] {Side.HAN, Side.CHO}) {
            // An aborted game (or one withdrawn from a pool before it began) chose no setup.
            if (unchosen(before, side) && !unchosen(fresh, side) && fresh.status() != Status.ABORTED) {
                broadcast(
                        new RoomEvent.SetupChosen(
                                side, seatName(side), fresh.setup().split("/")[side.ordinal()]),
                        null);
            }
        }
        // The row and the moves are two reads: a move stored between them is left for its own notice, for the clock
        // read with the moves must be the row's that counts them.
        List<StoredMove> stored = games.moves(row.code());
        List<StoredMove> moves = stored.subList(0, Math.min(stored.size(), fresh.plies()));
        boolean clockRead = false;
        for (int i = game.position().ply(); i < moves.size() && !game.isOver(); i++) {
            StoredMove m = moves.get(i);
            Side side = game.position().sideToMove();
            game.play(m.move());
            if (i == moves.size() - 1 && clock.active()) {
                // The clocks the other server stored with the move, before anyone here is told of it.
                ClubRecord.setClock(clock, row, moves, game);
                clockRead = true;
            }
            broadcast(new RoomEvent.Moved(side, m.notation()), null);
        }
        Ending ending = fresh.ending();
        if (!game.isOver() && ending != null && fresh.plies() == game.position().ply()) {
            Side loser = ending.outcome() == GameResult.Outcome.CHO_WINS ? Side.HAN : Side.CHO;
            if (ending.termination() == GameResult.Termination.RESIGNATION) {
                game.resign(loser);
                broadcast(new RoomEvent.Resigned(loser, seatName(loser)), null);
            } else if (ending.termination() == GameResult.Termination.ON_TIME) {
                game.flagFall(loser);
                broadcast(new RoomEvent.Flagged(loser, seatName(loser)), null);
            } else if (ending.termination() == GameResult.Termination.AGREEMENT) {
                if (!game.agreeDraw()) {
                    game.endAsRecorded(ending.outcome());
                }
                broadcast(new RoomEvent.Drawn(), null);
            } else {
                game.endAsRecorded(ending.outcome());
            }
        }
        // An open game aborted is withdrawn; one withdrawn from a pool names the game its player moved on to.
        boolean withdrawn = before.status() == Status.OPEN && fresh.rematch() == null;
        if ((before.status() == Status.PLAYING || withdrawn) && fresh.status() == Status.ABORTED) {
            clock.stop();
            broadcast(new RoomEvent.Aborted(null, null, false), null);
        }
        boolean same = before.plies() == fresh.plies() && before.status() == fresh.status();
        for (Offer kind : Offer.values()) {
            Side was = before.offer(kind);
            Side is = fresh.offer(kind);
            if (is != null && is != was) {
                broadcast(new RoomEvent.Offered(kind, is, seatName(is)), null);
            } else if (was != null && is == null && same && fresh.rematch() == null) {
                broadcast(new RoomEvent.Declined(kind, was.opponent(), seatName(was.opponent())), null);
            }
        }
        if (before.rematch() == null && fresh.rematch() != null) {
            broadcast(new RoomEvent.Rematch(fresh.rematch(), before.status() == Status.OPEN), null);
        }
        if (clock.active() && !clockRead) {
            ClubRecord.setClock(clock, row, moves, game);
        }
        for (Chat.Line line : chat.after(row.code(), lastChat)) {
            lastChat = Math.max(lastChat, line.id());
            broadcast(new RoomEvent.Said(line.name(), line.text()), null);
        }
        keepTime();
    }

    /** Whether {@code side}'s setup is still to be chosen in {@code g}: a game that will ask it, or asks it now. */
    private boolean unchosen(StoredGame g, Side side) {
        if (g.status() == Status.OPEN) {
            return firstAsked() != null;
        }
        return g.settingUp() && (g.setupAsks() == Side.HAN || side == Side.CHO);
    }

    /**
     * Another server says who sits at this game there ({@code sides} empty when it stops); a
     * player who went or came back there is news here, unless the server only answers this
     * room's question ({@code news} false).
     */
    synchronized void presentElsewhere(String server, Set<Side> sides, boolean news) {
        Set<Side> before = present();
        if (sides.isEmpty()) {
            elsewhere.remove(server);
        } else {
            elsewhere.put(server, EnumSet.copyOf(sides));
        }
        Set<Side> now = present();
        for (Side side : Side.values()) {
            Player player = row.player(side);
            if (player == null || before.contains(side) == now.contains(side)) {
                continue;
            }
            if (now.contains(side)) {
                if (awayTold.remove(side) && news) {
                    broadcast(new RoomEvent.Back(side, player.name()), null);
                }
            } else if (news && !game.isOver() && !row.ended()) {
                awayTold.add(side);
                broadcast(new RoomEvent.Away(side, player.name(), RoomEvent.Away.How.ELSEWHERE), null);
            }
        }
    }

    /** Someone watches this game on another server. */
    synchronized void watchingElsewhere(String name) {
        broadcast(new RoomEvent.Watching(name), null);
    }

    /** Tells the other servers who sits at this game here: news, or an answer to {@link Bulletin#ASK}. */
    synchronized void announcePresence(String kind) {
        StringBuilder sides = new StringBuilder();
        for (Side side : local()) {
            sides.append(sides.length() == 0 ? "" : " ").append(side.name());
        }
        bulletin.post(row.code(), kind, sides.toString());
    }

    private String seatName(Side side) {
        Player player = row.player(side);
        return player == null ? "?" : player.name();
    }

    private Side seatOf(RoomView view) {
        Side side = views.get(view);
        if (side == null) {
            throw new Refused(Refused.CANNOT, "server.spectators_watch");
        }
        return side;
    }

    /**
     * Plays, stores and tells a move: the move is tried on the game first, to learn the ending
     * it brings, and taken back unless the store accepts it for this turn.
     */
    private void store(Side side, int move) {
        int ply = game.position().ply();
        game.play(move);
        Ending ending =
                game.result().map(r -> new Ending(r.outcome(), r.termination())).orElse(null);
        clock.punch(side);
        if (ending != null) {
            clock.stop();
        }
        String notation = DisplayMove.of(move);
        boolean stored;
        try {
            stored = games.addMove(
                    row.code(),
                    new StoredMove(ply, move, notation, ClubRecord.clocks(clock)),
                    ending,
                    clock.running() ? clock.startedAt() : null);
        } catch (StoreException e) {
            takeBack();
            throw Refused.notStored(log, "game " + row.code() + ": move " + notation, "server.not_stored", e);
        }
        if (!stored) {
            takeBack();
            catchUp(null);
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        reload();
        if (ending != null) {
            log.info("game " + row.code() + " ends: " + ending.outcome() + " by " + ending.termination());
        }
        // The next flag's alarm is set before anyone hears of the move, so that whoever answers it finds it set.
        keepTime();
        broadcast(new RoomEvent.Moved(side, notation), null);
    }

    /** A move the store did not take is taken back, and the mover's clock runs on as the store has it. */
    private void takeBack() {
        game.undo();
        clock.takeBack(1);
        Long started = row.clockStartedMs();
        clock.set(clock.states(), game.position().sideToMove(), row.clockUsedMs(), started == null ? -1 : started);
    }

    /**
     * Keeps the game going: in the setup phase, has the computer choose its setup or watches the
     * time of the side asked; then keeps the clock of a game in play running: starts it if it
     * stands (the game has just begun, or a stopped server paused it), lets the flag fall if the
     * time is up, and else sets the alarm for the moment it would be; then asks the computer for
     * its move if it is its turn.
     */
    synchronized void keepTime() {
        try {
            wind();
        } catch (StoreException e) {
            // A setup, the clock's start or its flag could not be stored: nobody is told anything, and it is tried
            // again.
            log.log(
                    Level.WARNING,
                    "game " + row.code() + ": a setup or the clock NOT stored, tried again in a second",
                    e);
            cancelAlarm();
            alarm = time.alarm(RETRY_MS, this::keepTime);
        }
        think();
    }

    private void wind() {
        cancelAlarm();
        if (game.isOver() || row.status() != Status.PLAYING) {
            return;
        }
        if (row.settingUp()) {
            askSetup();
            return;
        }
        long abortIn = abortIn();
        if (abortIn <= 0) {
            abortItself(null);
            return;
        }
        if (!clock.active()) {
            if (abortIn < Long.MAX_VALUE) {
                alarm = time.alarm(abortIn, this::keepTime);
            }
            return;
        }
        if (row.clockStartedMs() == null) {
            // When several servers start it, the first one's time stands, and the others read it.
            games.startClock(row.code(), game.position().ply(), time.millis());
            reload();
            Long started = row.clockStartedMs();
            if (started == null || row.plies() != game.position().ply()) {
                return;
            }
            clock.set(clock.states(), game.position().sideToMove(), row.clockUsedMs(), started);
        }
        if (clock.flagged().isPresent()) {
            flagFall();
        } else {
            // A millisecond past the moment, so that the time has surely run out when the alarm looks.
            alarm = time.alarm(Math.min(clock.msToFlag() + 1, abortIn), this::keepTime);
        }
    }

    /** The game aborts itself: nobody played in time, or ({@code flagged} not null) that side's time ran out first. */
    private void abortItself(Side flagged) {
        if (games.abort(row.code(), game.position().ply())) {
            reload();
            aborted(flagged, true);
        } else {
            catchUp(null);
        }
    }

    /**
     * Milliseconds until a game between two players in which a side has not moved yet aborts
     * itself ({@link #abortAfterMs} from when play began, or from this room's loading after a
     * restart); {@link Long#MAX_VALUE} for a game that does not.
     */
    private long abortIn() {
        if (row.computerSide().isPresent()
                || row.status() != Status.PLAYING
                || row.phaseMs() == null
                || game.position().ply() >= 2) {
            return Long.MAX_VALUE;
        }
        if (clock.control().daysPerMove().isPresent() && clock.running()) {
            // In a correspondence game a side's days for its first move run from the move before it.
            return clock.msToFlag();
        }
        return Math.max(row.phaseMs(), loadedMs) + abortAfterMs(clock.control()) - time.millis();
    }

    /**
     * The side to move has run out of time: the game ends on time, stored before anyone is
     * told, and rated as any ending is; before each side has moved, it is aborted instead.
     */
    private void flagFall() {
        if (abortIn() < Long.MAX_VALUE) {
            // Not begun by both (a clock shorter than the wait, or one run down over restarts):
            // aborted, as online servers do, rather than lost on time and rated.
            abortItself(clock.flagged().orElseThrow());
            return;
        }
        Side loser = clock.flagged().orElseThrow();
        Ending ending = new Ending(GameResult.Outcome.winner(loser.opponent()), GameResult.Termination.ON_TIME);
        if (!games.finish(row.code(), game.position().ply(), ending)) {
            // Another server moved or ended the game first: its change is read instead.
            catchUp(null);
            return;
        }
        game.flagFall(loser);
        clock.stop();
        reload();
        log.info("game " + row.code() + " ends: " + ending.outcome() + " on time");
        broadcast(new RoomEvent.Flagged(loser, seatName(loser)), null);
    }

    /**
     * The server stops: the running clock stands until a server brings the game back, keeping
     * the time its move took.
     *
     * @return false when the store did not take the paused clock
     */
    synchronized boolean pauseClock() {
        cancelAlarm();
        if (clock.running() && !game.isOver() && row.status() == Status.PLAYING) {
            long used = clock.usedMs();
            clock.pause();
            try {
                games.pauseClock(row.code(), game.position().ply(), used);
            } catch (StoreException e) {
                log.log(Level.SEVERE, "game " + row.code() + ": the paused clock NOT stored", e);
                return false;
            }
        }
        return true;
    }

    private void cancelAlarm() {
        if (alarm != null) {
            alarm.run();
            alarm = null;
        }
    }

    /**
     * Asks the computer for a move when it holds the seat to move and is not asked already. The
     * server where its opponent sits asks it, so that two servers never think for one game; on a
     * clock, which runs whoever is there, every server holding the game asks it while its
     * opponent is away, and the store takes the first move.
     */
    private void think() {
        Side computer = row.computerSide().orElse(null);
        if (computer == null
                || thinking
                || row.settingUp()
                || game.isOver()
                || game.position().sideToMove() != computer
                || !(local().contains(computer.opponent())
                        || clock.active() && !present().contains(computer.opponent()))) {
            return;
        }
        thinking = true;
        int ply = game.position().ply();
        int asked = epoch;
        engines.think(
                row.player(computer.opponent()).fingerprint(),
                game.position().copy(),
                row.computerLevel(),
                () -> clock.active() ? SearchLimits.of(clock, computer) : null,
                move -> computerMoved(ply, asked, move),
                games -> broadcast(new RoomEvent.ComputerBusy(games), null));
    }

    private synchronized void computerMoved(int ply, int asked, int move) {
        thinking = false;
        if (game.isOver() || game.position().ply() != ply || epoch != asked) {
            // The game has moved on (or back) meanwhile: the computer is asked again if it is its turn.
            think();
            return;
        }
        if (move == Move.NONE) {
            broadcast(new RoomEvent.ComputerFailed(), null);
            return;
        }
        try {
            store(game.position().sideToMove(), move);
        } catch (Refused e) {
            log.warning("game " + row.code() + ": the computer's move " + DisplayMove.of(move) + " was refused: "
                    + e.getMessage());
        }
    }

    /** Reads the game's row again; a database that cannot be read leaves the room as it stands. */
    private void reload() {
        try {
            row = games.find(row.code()).orElse(row);
        } catch (StoreException e) {
            log.log(Level.WARNING, "game " + row.code() + ": its row not read again", e);
        }
    }

    /** The sides whose players sit at this game on this server. */
    private Set<Side> local() {
        Set<Side> here = EnumSet.noneOf(Side.class);
        views.values().forEach(side -> {
            if (side != null) {
                here.add(side);
            }
        });
        return here;
    }

    /** The sides whose players sit at this game on any server of the club. */
    private Set<Side> present() {
        Set<Side> present = local();
        elsewhere.values().forEach(present::addAll);
        return present;
    }

    /** Tells everyone here but {@code except} (who knows already), each with the room as it now stands. */
    private void broadcast(RoomEvent event, RoomView except) {
        Snapshot snapshot = snapshot();
        for (RoomView view : List.copyOf(views.keySet())) {
            if (view != except) {
                view.show(event, snapshot);
            }
        }
    }
}
