package janggi.server;

import janggi.clock.GameClock;
import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Side;
import janggi.engine.SearchLimits;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
import janggi.record.GameRecord;
import janggi.store.Chat;
import janggi.store.Games;
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
 */
final class Room {
    /** Lines of chat one connection may say at once, and how many a minute after that. */
    static final int CHAT_BURST = 5;

    static final int CHAT_PER_MINUTE = 12;

    private final Games games;
    private final Chat chat;
    private final Engines engines;
    private final ClubTime time;
    private final Bulletin bulletin;
    private final Logger log;
    private final Game game;
    /** Both clocks; one object for the room's life, which screens read as it runs. */
    private final GameClock clock;
    /** Cancels the alarm set for the running clock's flag; null when none is set. */
    private Runnable alarm;
    /** Everyone here: a seated player's view with its side, a spectator's with null. */
    private final Map<RoomView, Side> views = new LinkedHashMap<>();
    /** The sides whose players sit at this game on the club's other servers, by server. */
    private final Map<String, Set<Side>> elsewhere = new HashMap<>();
    /**
     * The sides whose players were seated when this room was loaded or have sat here since, so
     * that their coming is a return; a player who has just taken the free seat on another server
     * is announced as seated, not as back.
     */
    private final Set<Side> seen = EnumSet.noneOf(Side.class);

    /** How long a clock the store did not take waits before it is tried again. */
    private static final long RETRY_MS = 1000;

    private StoredGame row;
    private boolean thinking;
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
            Logger log) {
        this.row = row;
        this.game = ClubRecord.game(row, moves);
        this.clock = new GameClock(ClubRecord.control(row), time);
        ClubRecord.setClock(clock, row, moves, game);
        this.lastChat = lastChat;
        for (Side side : Side.values()) {
            if (row.player(side) != null) {
                seen.add(side);
            }
        }
        this.games = games;
        this.chat = chat;
        this.engines = engines;
        this.time = time;
        this.bulletin = bulletin;
        this.log = log;
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
        boolean back = !newcomer && !present().contains(side);
        boolean here = local().contains(side);
        views.put(view, side);
        seen.add(side);
        if (newcomer) {
            broadcast(new RoomEvent.Seated(side, who.name()), view);
        } else if (back) {
            broadcast(new RoomEvent.Back(side, who.name()), view);
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
            seated = games.sit(row.code(), free, new Player(who.fingerprint(), who.name()));
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

    synchronized void watch(Identity who, RoomView view) {
        views.put(view, null);
        broadcast(new RoomEvent.Watching(who.name()), view);
        bulletin.post(row.code(), Bulletin.WATCHING, who.name());
    }

    /** Someone goes: the game stays as it is, and waits for a player who has left their seat. */
    synchronized void leave(RoomView view) {
        if (!views.containsKey(view)) {
            return;
        }
        Side side = views.remove(view);
        if (side == null || local().contains(side)) {
            return;
        }
        announcePresence(Bulletin.PRESENT);
        if (!present().contains(side) && !game.isOver()) {
            broadcast(new RoomEvent.Away(side, row.player(side).name()), null);
        }
    }

    /**
     * Plays a move typed by the player of {@code view}.
     *
     * @throws Refused saying why the move is not played: not this player's turn, not legal here, ...
     */
    synchronized void play(RoomView view, String text) {
        Side side = seatOf(view);
        if (game.isOver()) {
            throw new Refused(
                    Refused.CANNOT,
                    "server.game_over",
                    RuleWords.result(game.result().orElseThrow()));
        }
        if (row.status() == Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_opponent_yet", row.code());
        }
        if (clock.flagged().isPresent()) {
            // The alarm is on its way: a move after the flag fell is not played.
            try {
                flagFall();
            } catch (StoreException e) {
                throw Refused.notStored(log, "game " + row.code() + ": the fallen flag", "server.not_stored", e);
            }
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

    /** The player of {@code view} resigns; stored before anyone is told. */
    synchronized void resign(RoomView view) {
        Side side = seatOf(view);
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
        if (row.status() == Status.OPEN && fresh.status() != Status.OPEN) {
            Side seated = row.cho() == null ? Side.CHO : Side.HAN;
            row = fresh;
            if (fresh.player(seated) != null) {
                if (server != null) {
                    elsewhere
                            .computeIfAbsent(server, s -> EnumSet.noneOf(Side.class))
                            .add(seated);
                    seen.add(seated);
                }
                broadcast(new RoomEvent.Seated(seated, fresh.player(seated).name()), null);
            }
        }
        row = fresh;
        for (StoredMove m : games.movesFrom(row.code(), game.position().ply())) {
            if (game.isOver()) {
                break;
            }
            Side side = game.position().sideToMove();
            game.play(m.move());
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
            } else {
                game.endAsRecorded(ending.outcome());
            }
        }
        if (clock.active()) {
            ClubRecord.setClock(clock, row, games.moves(row.code()), game);
        }
        for (Chat.Line line : chat.after(row.code(), lastChat)) {
            lastChat = Math.max(lastChat, line.id());
            broadcast(new RoomEvent.Said(line.name(), line.text()), null);
        }
        keepTime();
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
                if (news && seen.contains(side)) {
                    broadcast(new RoomEvent.Back(side, player.name()), null);
                }
                seen.add(side);
            } else if (news && !game.isOver()) {
                broadcast(new RoomEvent.Away(side, player.name()), null);
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
     * Keeps the clock of a game in play running: starts it if it stands (the game has just
     * begun, or a stopped server paused it), lets the flag fall if the time is up, and else
     * sets the alarm for the moment it would be; then asks the computer for its move if it is
     * its turn.
     */
    synchronized void keepTime() {
        try {
            wind();
        } catch (StoreException e) {
            // The clock's start or its flag could not be stored: nobody is told anything, and it is tried again.
            log.log(Level.WARNING, "game " + row.code() + ": the clock NOT stored, tried again in a second", e);
            cancelAlarm();
            alarm = time.alarm(RETRY_MS, this::keepTime);
        }
        think();
    }

    private void wind() {
        cancelAlarm();
        if (!clock.active() || game.isOver() || row.status() != Status.PLAYING) {
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
            alarm = time.alarm(clock.msToFlag() + 1, this::keepTime);
        }
    }

    /**
     * The side to move has run out of time: the game ends on time, stored before anyone is
     * told, and rated as any ending is.
     */
    private void flagFall() {
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
                || game.isOver()
                || game.position().sideToMove() != computer
                || !(local().contains(computer.opponent())
                        || clock.active() && !present().contains(computer.opponent()))) {
            return;
        }
        thinking = true;
        int ply = game.position().ply();
        engines.think(
                row.player(computer.opponent()).fingerprint(),
                game.position().copy(),
                row.computerLevel(),
                () -> clock.active() ? SearchLimits.of(clock, computer) : null,
                move -> computerMoved(ply, move),
                games -> broadcast(new RoomEvent.ComputerBusy(games), null));
    }

    private synchronized void computerMoved(int ply, int move) {
        thinking = false;
        if (game.isOver() || game.position().ply() != ply) {
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
