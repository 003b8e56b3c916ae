package janggi.server;

import janggi.core.Game;
import janggi.core.GameResult;
import janggi.core.Move;
import janggi.core.Side;
import janggi.notation.DisplayMove;
import janggi.notation.MoveNotation;
import janggi.notation.NotationException;
import janggi.notation.RuleWords;
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
 */
final class Room {
    private final Games games;
    private final Chat chat;
    private final Engines engines;
    private final Bulletin bulletin;
    private final Logger log;
    private final Game game;
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
            Bulletin bulletin,
            Logger log) {
        this.row = row;
        this.game = ClubRecord.game(row, moves);
        this.lastChat = lastChat;
        for (Side side : Side.values()) {
            if (row.player(side) != null) {
                seen.add(side);
            }
        }
        this.games = games;
        this.chat = chat;
        this.engines = engines;
        this.bulletin = bulletin;
        this.log = log;
    }

    String code() {
        return row.code();
    }

    synchronized Snapshot snapshot() {
        int ply = game.position().ply();
        String last = ply == 0 ? null : DisplayMove.of(game.position().moveAt(ply - 1));
        return new Snapshot(row, game.position().copy(), game.result(), present(), last);
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
        think();
        return side;
    }

    private Side takeFreeSeat(Identity who) {
        if (row.status() != Status.OPEN) {
            throw new Refused(Refused.CANNOT, "server.no_free_seat", row.code());
        }
        Side free = row.cho() == null ? Side.CHO : Side.HAN;
        if (!games.sit(row.code(), free, new Player(who.fingerprint(), who.name()))) {
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
        if (!games.finish(row.code(), game.position().ply(), ending)) {
            catchUp(null);
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        game.resign(side);
        reload();
        log.info(row.player(side).name() + " resigns game " + row.code());
        broadcast(new RoomEvent.Resigned(side, row.player(side).name()), null);
    }

    /** A line of chat, sanitised, stored with the game and told to everyone here. */
    synchronized void say(Identity who, String text) {
        String line = ClientText.chat(text);
        if (line.isEmpty()) {
            return;
        }
        lastChat = Math.max(lastChat, chat.add(row.code(), who.fingerprint(), who.name(), line));
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
            if (ending.termination() == GameResult.Termination.RESIGNATION) {
                Side loser = ending.outcome() == GameResult.Outcome.CHO_WINS ? Side.HAN : Side.CHO;
                game.resign(loser);
                broadcast(new RoomEvent.Resigned(loser, seatName(loser)), null);
            } else {
                game.endAsRecorded(ending.outcome());
            }
        }
        for (Chat.Line line : chat.after(row.code(), lastChat)) {
            lastChat = Math.max(lastChat, line.id());
            broadcast(new RoomEvent.Said(line.name(), line.text()), null);
        }
        think();
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
        String notation = DisplayMove.of(move);
        boolean stored;
        try {
            stored = games.addMove(row.code(), new StoredMove(ply, move, notation, null, null), ending);
        } catch (StoreException e) {
            game.undo();
            log.log(Level.SEVERE, "game " + row.code() + ": move " + notation + " not stored", e);
            throw new Refused(Refused.CANNOT, "server.not_stored");
        }
        if (!stored) {
            game.undo();
            catchUp(null);
            throw new Refused(Refused.CANNOT, "server.turn_taken");
        }
        reload();
        if (ending != null) {
            log.info("game " + row.code() + " ends: " + ending.outcome() + " by " + ending.termination());
        }
        broadcast(new RoomEvent.Moved(side, notation), null);
        think();
    }

    /**
     * Asks the computer for a move when it holds the seat to move and is not asked already. The
     * server where its opponent sits asks it, so that two servers never think for one game.
     */
    private void think() {
        Side computer = row.computerSide().orElse(null);
        if (computer == null
                || thinking
                || game.isOver()
                || game.position().sideToMove() != computer
                || !local().contains(computer.opponent())) {
            return;
        }
        thinking = true;
        int ply = game.position().ply();
        engines.think(game.position().copy(), row.computerLevel(), move -> computerMoved(ply, move));
    }

    private synchronized void computerMoved(int ply, int move) {
        thinking = false;
        if (move == Move.NONE || game.isOver() || game.position().ply() != ply) {
            return;
        }
        try {
            store(game.position().sideToMove(), move);
        } catch (Refused e) {
            log.warning("game " + row.code() + ": the computer's move " + DisplayMove.of(move) + " was refused: "
                    + e.getMessage());
        }
    }

    private void reload() {
        row = games.find(row.code()).orElse(row);
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
